"""The step inspector's *Checks* section: what the step's result is expected to be.

The same choices as the Run panel's *Check that this …* (is present, equals, contains,
is at least, has at least N items, the step succeeds), for a field picked from what is
known of the step's result: its last result, the fields learned before, or the tool's
output schema. Checks are the Studio's (undoable, saved beside the recipe, never in its
manifest); the rules and their words come from :mod:`recipe_studio.core.checks`.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.checks import (
    CHECK_KINDS,
    KINDS_WITH_VALUE,
    Check,
    CheckResult,
    check_message,
)
from recipe_studio.core.engine.notes import check_line
from recipe_studio.core.model import ToolStep
from recipe_studio.core.references import JsonPath, StepRef
from recipe_studio.core.schema_paths import schema_paths, value_paths
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.inspector.pickers import readable_path
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.recipe.steps_model import standard_icon
from recipe_studio.gui.run.reports import add_check, set_checks
from recipe_studio.gui.run.result_menu import CHECK_ICONS
from recipe_studio.gui.texts import message_text, reference_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("ChecksSection")


def kind_label(kind: str) -> str:
    return {
        "present": tr("is present"),
        "equals": tr("equals"),
        "contains": tr("contains"),
        "at_least": tr("is at least"),
        "min_items": tr("has at least N items"),
        "succeeds": tr("the step succeeds"),
    }[kind]


def field_text(path: JsonPath, titles: Sequence[str | None] = ()) -> str:
    """A field of a result in words, each key by its title when ``titles`` gives one."""
    return readable_path(path, titles) or reference_words()["result"]


def known_fields(session: EditorSession, step: ToolStep) -> list[JsonPath]:
    """The fields known of the step's result: its last one, learned ones, the schema's."""
    found: list[JsonPath] = []
    last = session.run_state.results.get(step.uid)
    if last is not None:
        found += value_paths(last, 20)
    found += [learned.path for learned in session.result_shapes(step.tool)]
    tool = session.catalog.get(step.tool)
    if tool is not None and tool.output_schema:
        found += schema_paths(tool.output_schema)
    return list(dict.fromkeys(found))


class ChecksSection(QWidget):
    """Adds itself to ``layout``; :meth:`show_for` shows a step's checks."""

    def __init__(self, layout: QBoxLayout) -> None:
        super().__init__()
        self.session: EditorSession | None = None
        self.uid: str | None = None
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 4, 0, 0)
        head = QHBoxLayout()
        head.addWidget(QLabel("<b>" + tr("Checks") + "</b>"))
        head.addStretch(1)
        self.add_button = QPushButton(tr("Add check…"))
        self.add_button.setToolTip(tr("Say what this step's result should be; every run checks it"))
        self.add_button.clicked.connect(self.add)
        self.remove_button = QPushButton(tr("Remove"))
        self.remove_button.setAccessibleName(tr("Remove the selected check"))
        self.remove_button.clicked.connect(self.remove)
        head.addWidget(self.add_button)
        head.addWidget(self.remove_button)
        box.addLayout(head)
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Checks"))
        self.list.setMaximumHeight(self.fontMetrics().height() * 3 + 8)  # (the form keeps room)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentRowChanged.connect(lambda _row: self._buttons())
        box.addWidget(self.list)
        # With no checks, one line says how to add one: the form keeps the room a list
        # of three rows would take (1024×700 screens).
        self.empty = QLabel(tr("No checks yet. Add one, or right-click a value in a result."))
        self.empty.setWordWrap(True)
        self.empty.setEnabled(False)  # drawn as a hint, not as something to act on
        box.addWidget(self.empty)
        layout.addWidget(self)

    def show_for(self, session: EditorSession, row: int | None) -> None:
        if session is not self.session:
            if self.session is not None:
                self.session.run_state.flags_changed.disconnect(self.refresh)
                self.session.run_state.run_changed.disconnect(self.refresh)
            session.run_state.flags_changed.connect(self.refresh)
            session.run_state.run_changed.connect(self.refresh)
        self.session = session
        step = session.document.steps[row] if row is not None else None
        self.uid = step.uid if isinstance(step, ToolStep) else None
        self.refresh()

    def checks(self) -> list[Check]:
        if self.session is None or self._row() is None or self.uid is None:
            return []
        return list(self.session.run_state.checks.get(self.uid, []))

    def refresh(self) -> None:
        row = self._row()
        self.list.clear()
        words = reference_words()
        names = self.session.reference_names() if self.session is not None else None
        judged = self._last_results()
        for check in self.checks():
            said = check_message(check, row or 0, words, names)
            item = QListWidgetItem(message_text(said))
            last = next((result for result in judged if result.check == check), None)
            if last is not None:  # how it came out in the run shown
                item.setIcon(standard_icon(CHECK_ICONS[last.status]))
                item.setToolTip(message_text(check_line(last, words, names)))
            self.list.addItem(item)
        self.list.setVisible(self.list.count() > 0)
        self.empty.setVisible(self.list.count() == 0)
        self._buttons()

    def _last_results(self) -> list[CheckResult]:
        """The step's checks as they came out in the run shown (values may be lists)."""
        shown = self.session.run_state.shown if self.session is not None else None
        outcome = shown.by_uid().get(self.uid) if shown is not None and self.uid else None
        return list(outcome.checks) if outcome is not None else []

    def _row(self) -> int | None:
        if self.session is None or self.uid is None:
            return None
        try:
            return self.session.document.index_of(self.uid)
        except KeyError:  # the step is gone (deleted, the recipe reloaded)
            self.uid = None
            return None

    def _buttons(self) -> None:
        self.add_button.setEnabled(self.uid is not None)
        chosen = 0 <= self.list.currentRow() < len(self.checks())
        self.remove_button.setEnabled(chosen)
        self.remove_button.setVisible(bool(self.checks()))

    def add(self) -> None:
        row = self._row()
        if self.session is None or self.uid is None or row is None:
            return
        step = self.session.document.steps[row]
        assert isinstance(step, ToolStep)
        names, row = self.session.reference_names(), self._row() or 0
        fields = known_fields(self.session, step)
        titles = [names.path_titles(StepRef(index=row, path=path)) for path in fields]
        dialog = AddCheckDialog(self, fields, titles)
        if run_modal(dialog) == QDialog.DialogCode.Accepted:
            add_check(self.session, self.uid, dialog.check())

    def remove(self) -> None:
        index, checks = self.list.currentRow(), self.checks()
        if self.session is not None and self.uid is not None and 0 <= index < len(checks):
            del checks[index]
            set_checks(self.session, self.uid, checks, tr("Remove check"))


class AddCheckDialog(QDialog):
    """Which check: a kind, a field of the result, a value to compare with."""

    def __init__(
        self,
        parent: QWidget,
        fields: list[JsonPath],
        titles: Sequence[Sequence[str | None]] = (),
    ) -> None:
        """``titles``: each field's keys' titles (the result picker's words)."""
        super().__init__(parent)
        self.setWindowTitle(tr("Add a check"))
        form = QFormLayout(self)
        self.kind = QComboBox()
        for kind in CHECK_KINDS:
            self.kind.addItem(kind_label(kind), kind)
        self.field = QComboBox()
        self.field.setEditable(True)
        self.field.setToolTip(tr("Where in the result, e.g. notes › first › name"))
        for index, path in enumerate(fields):
            named = titles[index] if index < len(titles) else ()
            self.field.addItem(field_text(path, named), json.dumps(list(path)))
            self.field.setItemData(index, readable_path(path), Qt.ItemDataRole.ToolTipRole)
        self.value = QLineEdit()
        self.value.setPlaceholderText(tr("a text, a number, true or false"))
        form.addRow(tr("Check that"), self.field)
        form.addRow("", self.kind)
        form.addRow(tr("Value"), self.value)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.kind.currentIndexChanged.connect(lambda _i: self._kind_changed())
        self._kind_changed()

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        self.field.setEnabled(kind != "succeeds")
        self.value.setEnabled(kind in KINDS_WITH_VALUE)

    def check(self) -> Check:
        kind = self.kind.currentData()
        if kind == "succeeds":
            return Check(kind="succeeds")
        value = typed_value(self.value.text()) if kind in KINDS_WITH_VALUE else None
        return Check(kind=kind, path=self._path(), value=value)

    def _path(self) -> JsonPath:
        index = self.field.findText(self.field.currentText())
        if index >= 0 and self.field.itemData(index):
            return tuple(json.loads(self.field.itemData(index)))
        words = reference_words()
        # "item {n}" as the language writes it ("2e", "2. öğe"), to read a typed position.
        item = re.compile(re.escape(words["item"]).replace(re.escape("{n}"), r"(\d+)"))
        parts: list[Any] = []
        for part in (p.strip() for p in self.field.currentText().split("›")):
            position = item.fullmatch(part)
            if part == words["first"]:
                parts.append(0)
            elif part.isdigit() or position is not None:
                parts.append(int(position.group(1) if position else part) - 1)
            elif part and part != words["result"]:
                parts.append(part)
        return tuple(parts)


def typed_value(text: str) -> Any:
    """A number, true/false or null as such (``12``, ``true``); anything else as text."""
    try:
        value = json.loads(text)
    except ValueError:
        return text
    return value if isinstance(value, int | float | bool) or value is None else text
