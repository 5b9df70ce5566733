"""The Run panel's result tree: a step's notes and checks as rows, and the context menu.

Right-click a value: copy it, copy it as a reference for another step, pin the step's
result, or *Check that this …*: is present / equals this / contains … / is at least … /
has at least N items / the step succeeds. A chosen check goes to the step (undoable,
saved beside the recipe) through ``on_check(step, check)``; the rules are core's
(:mod:`recipe_studio.core.checks`).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QInputDialog, QMenu, QStyle, QTreeWidget, QTreeWidgetItem

from recipe_studio.core.checks import Check, as_number
from recipe_studio.core.references import StepRef, render_reference
from recipe_studio.gui.fields.tokens import token_label
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.recipe.steps_model import standard_icon
from recipe_studio.gui.run.reports import check_texts, note_texts
from recipe_studio.gui.run.result_items import PATH_ROLE, STEP_ROLE, VALUE_ROLE
from recipe_studio.gui.run.would_send import show_would_send

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QPoint

    from recipe_studio.core.engine import StepOutcome
    from recipe_studio.core.reference_names import ReferenceNames

tr = translator("RunPanel")
CHECK_ICONS = {
    "passed": QStyle.StandardPixmap.SP_DialogApplyButton,
    "failed": QStyle.StandardPixmap.SP_MessageBoxCritical,
    "not_checked": QStyle.StandardPixmap.SP_MessageBoxQuestion,
}


def add_notes(
    item: QTreeWidgetItem, outcome: StepOutcome, names: ReferenceNames | None = None
) -> None:
    """The step's notes (not sent, example values, lost fields) and checks, as rows
    (``names``: the recipe's titles, which fields are read by)."""
    for text in note_texts(outcome, names):
        row = QTreeWidgetItem(item, [tr("note"), text])
        row.setToolTip(1, text)
        row.setIcon(0, standard_icon(QStyle.StandardPixmap.SP_MessageBoxInformation))
    for status, text in check_texts(outcome, names):
        row = QTreeWidgetItem(item, [tr("check"), text])
        row.setToolTip(1, text)
        row.setIcon(0, standard_icon(CHECK_ICONS[status]))
    show_would_send(item, outcome, names)


def show_result_menu(
    tree: QTreeWidget,
    pos: QPoint,
    on_pin: Callable[[int], None],
    on_check: Callable[[int, Check], None],
    names: ReferenceNames | None = None,
) -> None:
    item = tree.itemAt(pos)
    if item is not None:
        menu = build_result_menu(tree, item, on_pin, on_check, names)
        if not menu.isEmpty():
            popup(menu, tree.viewport().mapToGlobal(pos))


def popup(menu: QMenu, at: QPoint) -> None:
    menu.exec(at)


def build_result_menu(
    tree: QTreeWidget,
    item: QTreeWidgetItem,
    on_pin: Callable[[int], None],
    on_check: Callable[[int, Check], None],
    names: ReferenceNames | None = None,
) -> QMenu:
    """The context menu of a row of the result tree (``names``: the recipe's titles,
    which the reference it offers is read by)."""
    menu = QMenu(tree)
    value = item.data(0, VALUE_ROLE)
    if value is not None:
        menu.addAction(tr("Copy value")).triggered.connect(
            lambda: QGuiApplication.clipboard().setText(_plain(value))
        )
    where = item.data(0, PATH_ROLE)
    if where:
        step, path = json.loads(where)
        ref = StepRef(index=step, path=tuple(path))
        reference = render_reference(ref)
        menu.addAction(
            tr("Copy as a value read from {token}").format(token=token_label(ref, names=names))
        ).triggered.connect(lambda: QGuiApplication.clipboard().setText(reference))
        add_check_menu(menu, step, tuple(path), json.loads(value), on_check)
    step_index = item.data(0, STEP_ROLE)
    if step_index is not None:
        menu.addAction(
            tr("Pin this result (use it instead of calling the tool)")
        ).triggered.connect(lambda: on_pin(int(step_index)))
        if not where:
            checks = menu.addMenu(tr("Check that this…"))
            checks.addAction(tr("the step succeeds")).triggered.connect(
                lambda: on_check(int(step_index), Check(kind="succeeds"))
            )
    return menu


def add_check_menu(
    menu: QMenu,
    step: int,
    path: tuple[Any, ...],
    value: Any,
    on_check: Callable[[int, Check], None],
) -> QMenu:
    """*Check that this …* for the value at ``path`` of step ``step``'s result."""
    sub = menu.addMenu(tr("Check that this…"))
    sub.setObjectName("checkMenu")

    def add(text: str, make: Callable[[], Check | None]) -> None:
        def chosen() -> None:
            check = make()
            if check is not None:
                on_check(step, check)

        sub.addAction(text).triggered.connect(chosen)

    add(tr("is present"), lambda: Check(kind="present", path=path))
    add(
        tr("equals this ({value})").format(value=_short(value)),
        lambda: Check(kind="equals", path=path, value=value),
    )
    add(tr("contains…"), lambda: _ask_text(menu, path))
    add(tr("is at least…"), lambda: _ask_number(menu, path, value))
    if isinstance(value, list | dict):
        add(tr("has at least N items…"), lambda: _ask_count(menu, path, len(value)))
    add(tr("the step succeeds"), lambda: Check(kind="succeeds"))
    return sub


def _ask_text(parent: QMenu, path: tuple[Any, ...]) -> Check | None:
    text, ok = QInputDialog.getText(
        parent.parentWidget(), tr("Check"), tr("The text (or item) it must contain:")
    )
    return Check(kind="contains", path=path, value=text) if ok and text else None


def _ask_number(parent: QMenu, path: tuple[Any, ...], value: Any) -> Check | None:
    start = as_number(value) or 0.0
    number, ok = QInputDialog.getDouble(
        parent.parentWidget(),
        tr("Check"),
        tr("The smallest value allowed:"),
        start,
        -1e15,
        1e15,
        2,
    )
    if not ok:
        return None
    return Check(kind="at_least", path=path, value=int(number) if number.is_integer() else number)


def _ask_count(parent: QMenu, path: tuple[Any, ...], now: int) -> Check | None:
    count, ok = QInputDialog.getInt(
        parent.parentWidget(),
        tr("Check"),
        tr("At least how many items:"),
        max(1, now),
        0,
        1_000_000,
    )
    return Check(kind="min_items", path=path, value=count) if ok else None


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 30 else text[:29] + "…"


def _plain(value_json: str) -> str:
    value = json.loads(value_json)
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, indent=2)
