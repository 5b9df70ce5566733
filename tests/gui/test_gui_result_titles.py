"""The morning brief in French, from the real window: every token names its result field
by the title its tool gives it ("Étape 1 › Nom du jour", never "weekday_name") and its
param by its title — in the steps table, the inspector, the confirmation, the Run panel,
the checks and the test report — while the key stays in the tooltips (issue 34.1)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QDesktopServices, QHelpEvent
from PySide6.QtWidgets import QFileDialog, QMenu, QToolTip, QTreeWidgetItem
from run_support import answer_dialogs, wait_idle

from recipe_studio.gui.fields.token_edit import TokenBox
from recipe_studio.gui.i18n import install_translations
from recipe_studio.gui.recipe.steps_model import COL_ARGS, COL_STEP
from recipe_studio.gui.run import result_menu
from recipe_studio.gui.run.result_items import PATH_ROLE

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

    from PySide6.QtWidgets import QApplication, QTreeWidget

    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.window.main_window import MainWindow

#: How the brief's body reads its fields, in French.
DAY, COUNT, ZONE = "⟨Étape 1 › Nom du jour⟩", "⟨Étape 2 › Nombre⟩", "⟨Fuseau horaire⟩"
KEYS = ("weekday_name", "count⟩", "timezone⟩")


@pytest.fixture
def french_first(qapp: QApplication) -> Iterator[None]:
    """French before the window is made, as the app starts in a French session."""
    assert install_translations(qapp, "fr") == "fr"
    yield
    install_translations(qapp, "en")


def open_brief(window: MainWindow) -> EditorSession:
    window.parts.opener.add_examples()
    window.parts.opener.open_name("Point du matin")
    session = window.parts.recipes.current
    assert session is not None
    assert session.document.recipe.name == "Point du matin"
    return session


def tree_items(tree: QTreeWidget) -> list[QTreeWidgetItem]:
    found: list[QTreeWidgetItem] = []
    stack = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    while stack:
        item = stack.pop(0)
        if item is not None:
            found.append(item)
            stack.extend(item.child(i) for i in range(item.childCount()))
    return found


def body_box(window: MainWindow) -> TokenBox:
    editor = window.current_view().editor  # type: ignore[union-attr]
    editor.select_step(2)
    row = editor.inspector.form.row_for(("body",))  # type: ignore[union-attr]
    assert row is not None
    box = row.editor.box  # type: ignore[union-attr]
    assert isinstance(box, TokenBox)
    return box


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip, offscreen
def test_the_brief_reads_its_fields_by_title_in_the_table_and_the_inspector(
    french_first: None, window: MainWindow, qtbot: Any
) -> None:
    open_brief(window)
    model = window.current_view().editor.steps_model  # type: ignore[union-attr]
    body = str(model.index(2, COL_ARGS).data())
    assert DAY in body
    assert not any(key in body for key in KEYS), body
    assert ZONE in str(model.index(0, COL_ARGS).data())  # the param by its title
    # The keys are one hover away.
    assert "weekday_name" in str(model.index(2, COL_ARGS).data(3))  # Qt.ToolTipRole

    box = body_box(window)
    said = box.accessibleDescription()
    assert DAY in said
    assert COUNT in said
    assert "weekday" not in said
    window.show()
    qtbot.waitExposed(window)
    rect = box.cursorRect(_cursor_before_token(box))
    at = rect.center() + QPoint(6, 0)  # on the token's pill
    tip = QHelpEvent(QEvent.Type.ToolTip, at, box.viewport().mapToGlobal(at))
    assert box.viewportEvent(tip)
    assert "${steps[0].result." in QToolTip.text()


def test_a_steps_problem_names_its_tool_and_argument_by_their_titles(
    french_first: None, window: MainWindow
) -> None:
    session = open_brief(window)
    session.remove_argument(2, ("note_name",))  # what the field's ✕ does
    session.validate_now()
    model = window.current_view().editor.steps_model  # type: ignore[union-attr]
    tip = str(model.index(2, COL_STEP).data(Qt.ItemDataRole.ToolTipRole))
    heard = str(model.index(2, COL_STEP).data(Qt.ItemDataRole.AccessibleTextRole))
    for said in (tip, heard):
        assert "Nom de la note" in said, said
        assert "note_name" not in said
        assert "create_note" not in said


def _cursor_before_token(box: TokenBox) -> Any:
    from PySide6.QtGui import QTextCursor

    from recipe_studio.gui.fields.tokens import OBJECT_CHAR

    cursor = QTextCursor(box.document())
    cursor.setPosition(box.toPlainText().index(OBJECT_CHAR))
    return cursor


def test_the_confirmation_the_run_panel_the_checks_and_the_report_speak_titles(
    french_first: None,
    window: MainWindow,
    qtbot: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    session = open_brief(window)
    dialogs = answer_dialogs(monkeypatch)
    window.frame.menu_actions["run"].trigger()
    wait_idle(qtbot, window)
    (confirmation,) = dialogs.confirmations
    assert DAY in confirmation
    assert COUNT in confirmation
    assert not any(key in confirmation for key in KEYS), confirmation

    # Right-click the day's name in step 1's result: the copy reads by title, and a check
    # made from it too.
    tree = window.parts.runs.panel.tree
    day = next(i for i in tree_items(tree) if i.text(0) == "Nom du jour" and i.data(0, PATH_ROLE))
    offered: list[str] = []

    def choose(menu: QMenu, _at: Any) -> None:
        offered.extend(action.text() for action in menu.actions())
        sub = next(m for m in menu.findChildren(QMenu) if m.title() == "Vérifier que ceci…")
        next(a for a in sub.actions() if a.text() == "est présent").trigger()

    monkeypatch.setattr(result_menu, "popup", choose)
    tree.scrollToItem(day)
    panel = window.parts.runs.panel
    panel._menu(tree.visualItemRect(day).center())
    assert any("Étape 1 › Nom du jour" in text for text in offered), offered
    editor = window.current_view().editor  # type: ignore[union-attr]
    editor.select_step(0)
    assert editor.inspector.checks.list.item(0).text() == "Étape 1 › Nom du jour est présent"

    window.frame.menu_actions["rehearse"].trigger()
    wait_idle(qtbot, window)
    lines = [item.text(1) for item in tree_items(tree)]
    assert any("Étape 1 › Nom du jour est présent" in line for line in lines), lines
    # A field of a list's item: the list, the item and the field in words.
    where = json.dumps([1, ["notes", 0, "name"]])
    name = next(i for i in tree_items(tree) if i.data(0, PATH_ROLE) == where)
    offered.clear()
    monkeypatch.setattr(
        result_menu, "popup", lambda menu, _at: offered.extend(a.text() for a in menu.actions())
    )
    tree.scrollToItem(name)
    panel._menu(tree.visualItemRect(name).center())
    assert any("Étape 2 › Notes › 1re › Nom" in text for text in offered), offered

    target = tmp_path / "rapport.html"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: True))
    window.frame.menu_actions["save_report"].trigger()
    page = target.read_text(encoding="utf-8")
    assert "Étape 1 › Nom du jour est présent" in page
    assert "<th>Fuseau horaire</th>" in page  # the values of the run, by the param's title
    assert session.run_state.shown is not None
