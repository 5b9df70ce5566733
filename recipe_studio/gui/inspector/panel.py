"""The step inspector: edits the selected step through the session (and its undo stack).

A tool step shows its tool, its step id (custom tools), the optional switch, its arguments
(a form from the tool's input schema, or JSON text) and its checks; a wait step its seconds.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.model import Dialect, RawStep, ToolStep, WaitStep
from recipe_studio.core.references import JsonPath, ParamRef, StepRef, reference_value
from recipe_studio.gui.fields.facts_source import source_line
from recipe_studio.gui.fields.tool_picker import ToolPickerDialog
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.inspector.checks_section import ChecksSection
from recipe_studio.gui.inspector.form import ArgumentForm, Choose
from recipe_studio.gui.inspector.form_context import wait_page
from recipe_studio.gui.inspector.pickers import build_param_menu, build_step_menu
from recipe_studio.gui.inspector.raw_args import RawArgsEditor
from recipe_studio.gui.inspector.tool_field import ToolField
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.run.trial import TryButton
from recipe_studio.gui.words import catalog_name, tool_words

if TYPE_CHECKING:
    from recipe_studio.core.problems import Problem
    from recipe_studio.core.reference_names import ReferenceNames
    from recipe_studio.core.validation.live import ProblemsDelta
    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("StepInspector")


class StepInspector(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: EditorSession | None = None
        self.uid: str | None = None
        self.form: ArgumentForm | None = None
        self._form_tool: str | None = None
        self.setAccessibleName(tr("Step inspector"))
        outer = QVBoxLayout(self)
        self.title = QLabel(tr("Select a step to edit it."))
        self.title.setObjectName("inspectorTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        outer.addWidget(self.title)
        self.pages = QStackedWidget()
        outer.addWidget(self.pages, 1)
        self.pages.addWidget(QWidget())
        self.tool_page = self._build_tool_page()
        self.pages.addWidget(self.tool_page)
        self.wait_page, self.seconds = wait_page(self._seconds_changed)
        self.pages.addWidget(self.wait_page)
        self.raw_page = QPlainTextEdit()
        self.raw_page.setReadOnly(True)
        self.raw_page.setAccessibleName(tr("Unrecognised step"))
        self.pages.addWidget(self.raw_page)

    # ------------------------------------------------------------------ building
    def _build_tool_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QFormLayout()
        layout.addLayout(top)
        tool_line = QHBoxLayout()
        self.tool_edit = ToolField()
        self.tool_edit.setAccessibleName(tr("Tool"))
        self.tool_edit.setPlaceholderText(tr("tool name"))
        self.tool_edit.editingFinished.connect(self._tool_typed)
        self.choose_button = QPushButton(tr("Choose tool…"))
        self.choose_button.setAccessibleName(tr("Choose tool"))
        self.choose_button.clicked.connect(self.choose_tool)
        tool_line.addWidget(self.tool_edit, 1)
        tool_line.addWidget(self.choose_button)
        top.addRow(tr("Tool"), tool_line)
        self.tool_info = QLabel()
        self.tool_info.setWordWrap(True)
        top.addRow("", self.tool_info)
        self.step_id_edit = QLineEdit()
        self.step_id_edit.setAccessibleName(tr("Step id"))
        self.step_id_edit.editingFinished.connect(self._step_id_typed)
        self.step_id_label = QLabel(tr("Step id"))
        top.addRow(self.step_id_label, self.step_id_edit)
        self.optional_box = QCheckBox(tr("Optional: if this step fails, carry on"))
        self.optional_box.setAccessibleName(tr("Optional step"))
        self.optional_box.toggled.connect(self._optional_toggled)
        top.addRow("", self.optional_box)
        self.raw_toggle = QPushButton(tr("Edit as JSON"))
        self.raw_toggle.setCheckable(True)
        self.raw_toggle.setAccessibleName(tr("Edit arguments as JSON"))
        self.raw_toggle.toggled.connect(self._toggle_raw)
        args_head = QHBoxLayout()
        args_head.addWidget(QLabel("<b>" + tr("Arguments") + "</b>"))
        args_head.addStretch(1)
        self.try_button = TryButton()
        args_head.addWidget(self.try_button)
        args_head.addWidget(self.raw_toggle)
        layout.addLayout(args_head)
        self.source_line = QLabel()
        self.source_line.setObjectName("argumentsSource")
        self.source_line.setWordWrap(True)
        layout.addWidget(self.source_line)
        self.args_stack = QStackedWidget()
        self.form_scroll = QScrollArea()
        self.form_scroll.setWidgetResizable(True)
        self.form_scroll.setAccessibleName(tr("Arguments"))  # it takes the focus: it is read
        self.args_stack.addWidget(self.form_scroll)
        self.raw = RawArgsEditor()
        self.raw.applied.connect(self._raw_applied)
        self.args_stack.addWidget(self.raw)
        layout.addWidget(self.args_stack, 1)
        self.checks = ChecksSection(layout)
        return page

    # ------------------------------------------------------------------ session
    def set_session(self, session: EditorSession | None) -> None:
        if self.session is not None:
            for signal, slot in self._connections():
                signal.disconnect(slot)
            self.session.problems_updated.disconnect(self._problems_changed)
            self.session.catalog_changed.disconnect(self._rebuild)
        self.session = session
        self.uid = None
        if session is not None:
            for signal, slot in self._connections():
                signal.connect(slot)
            session.problems_updated.connect(self._problems_changed)
            session.catalog_changed.connect(self._rebuild)
        self.show_step(None)

    def _connections(self) -> list[tuple[Any, Any]]:
        assert self.session is not None
        doc = self.session.document
        return [
            (doc.step_changed, self._step_changed),
            (doc.steps_removed, self._structure_changed),
            (doc.steps_inserted, self._structure_changed),
            (doc.steps_reordered, self._structure_changed),
            (doc.reset, self._rebuild),
            (doc.params_changed, self._params_changed),
            (doc.param_changed, self._params_changed),  # a new title: the tokens' words
        ]

    @property
    def row(self) -> int | None:
        if self.session is None or self.uid is None:
            return None
        try:
            return self.session.document.index_of(self.uid)
        except KeyError:
            return None

    def show_step(self, row: int | None) -> None:
        session = self.session
        if session is None or row is None or row >= len(session.document.steps):
            self.uid = None
            self.pages.setCurrentIndex(0)
            self.title.setText(tr("Select a step to edit it."))
            return
        step = session.document.steps[row]
        if step.uid != self.uid:
            self._form_tool = None
        self.uid = step.uid
        self._refresh()

    def _refresh(self) -> None:
        session, row = self.session, self.row
        if session is None or row is None:
            self.show_step(None)
            return
        step = session.document.steps[row]
        self._refresh_title()
        if isinstance(step, WaitStep):
            self.pages.setCurrentWidget(self.wait_page)
            if self.seconds.value() != step.seconds:
                self.seconds.blockSignals(True)
                self.seconds.setValue(float(step.seconds))
                self.seconds.blockSignals(False)
        elif isinstance(step, RawStep):
            self.pages.setCurrentWidget(self.raw_page)
            self.raw_page.setPlainText(json.dumps(step.raw, indent=2, ensure_ascii=False))
        else:
            self.pages.setCurrentWidget(self.tool_page)
            self._show_tool_step(session, step)

    def _show_tool_step(self, session: EditorSession, step: ToolStep) -> None:
        profile = session.document.profile
        # The document's value even while the field has focus (typing lands on editingFinished).
        words = tool_words(session.catalog)
        self.tool_edit.show_tool(step.tool, words)
        self.tool_edit.offer(sorted(session.catalog.tools), words)
        tool = session.catalog.get(step.tool)
        if tool is None:
            info = tr("Not in the catalog “{catalog}”.").format(
                catalog=catalog_name(session.catalog)
            )
        else:
            effect = "⚠ " + tr("Changes things.") if tool.changes_state else tr("Only reads.")
            info = f"{words.tool_description(step.tool)} {effect}"
        self.tool_info.setText(info)
        custom = profile.dialect == "custom"
        self.step_id_edit.setVisible(custom)
        self.step_id_label.setVisible(custom)
        if custom and self.step_id_edit.text() != (step.step_id or ""):
            self.step_id_edit.setText(step.step_id or "")
        self.optional_box.setVisible(profile.allows_optional)
        with QSignalBlocker(self.optional_box):
            self.optional_box.setChecked(step.is_optional)
        for part in (self.try_button, self.checks):
            part.show_for(session, self.row)
        if self.form is None or self._form_tool != step.tool:
            facts = session.tool_facts(step.tool)
            self.form = ArgumentForm(self, facts)
            self.form_scroll.setWidget(self.form)
            self._form_tool = step.tool
            self.source_line.setText(source_line(facts.origin))
            self.source_line.setVisible(bool(self.source_line.text()))
        self.form.update_values(step.args)
        self.form.set_problems(self._problems_here())
        if self.raw_toggle.isChecked() and not self.raw.edit.hasFocus():
            self.raw.show_args(step.args)

    def _refresh_title(self) -> None:
        row = self.row
        if self.session is not None and row is not None:
            self.title.setText(tr("Step {n}").format(n=row + 1))

    def _problems_here(self) -> list[Problem]:
        row = self.row
        if self.session is None or row is None:
            return []
        return self.session.live.step_problems(row)

    # ------------------------------------------------------------------ document events
    def _step_changed(self, index: int) -> None:
        if index == self.row:
            self._refresh()

    def _params_changed(self, *_: Any) -> None:
        if self.row is not None:
            self._refresh()

    def _structure_changed(self, *_: Any) -> None:
        if self.row is None:
            self.show_step(None)
        else:
            self._refresh_title()

    def _rebuild(self, *_: Any) -> None:
        self._form_tool = None
        self.form = None
        if self.row is None:
            self.show_step(None)
        else:
            self._refresh()

    def _problems_changed(self, delta: ProblemsDelta) -> None:
        row = self.row
        if self.form is not None and row is not None and (delta.full or row in delta.rows):
            self.form.set_problems(self._problems_here())

    # ------------------------------------------------------------------ edits (FormContext)
    @property
    def dialect(self) -> Dialect:
        return self.session.document.recipe.dialect if self.session else "template"

    def reference_names(self) -> ReferenceNames | None:
        """The recipe's titles its tokens read by ("Step 1 › Day of the week")."""
        return self.session.reference_names() if self.session else None

    def set_value(self, path: JsonPath, value: Any, merge: bool) -> None:
        if self.session is not None and self.row is not None:
            self.session.set_argument(self.row, path, value, merge=merge)

    def remove_value(self, path: JsonPath) -> None:
        if self.session is not None and self.row is not None:
            self.session.remove_argument(self.row, path)

    def pick_param(
        self,
        anchor: QWidget,
        schema: dict[str, Any] | None,
        path: JsonPath,
        choose: Choose | None = None,
    ) -> None:
        if self.session is None:
            return
        doc = self.session.document
        menu = build_param_menu(
            anchor,
            doc.profile,
            list(doc.params),
            schema,
            choose or (lambda ref: self.insert_reference(path, ref)),
            lambda: self._new_param_for(path, schema),
        )
        menu.exec(anchor.mapToGlobal(anchor.rect().bottomLeft()))

    def pick_step(self, anchor: QWidget, path: JsonPath, choose: Choose | None = None) -> None:
        if self.session is None or self.row is None:
            return
        session = self.session
        menu = build_step_menu(
            anchor,
            list(session.document.steps),
            self.row,
            session.catalog,
            session.run_state.results,
            choose or (lambda ref: self.insert_reference(path, ref)),
            self.dialect == "custom",
            session.result_shapes,
            session.reference_names(),
        )
        menu.exec(anchor.mapToGlobal(anchor.rect().bottomLeft()))

    def insert_reference(self, path: JsonPath, ref: ParamRef | StepRef) -> None:
        """Put a reference into the argument at ``path``: at the cursor in text, else whole."""
        value = reference_value(ref, self.dialect)
        row = self.form.row_for(path) if self.form else None
        if isinstance(value, str) and row is not None and row.insert_reference_text(value):
            return
        self.set_value(path, value, False)

    def _new_param_for(self, path: JsonPath, schema: dict[str, Any] | None) -> None:
        """A new param named and typed for this argument, and the argument reads it."""
        if self.session is not None:
            self.session.bind_new_param(
                path, schema, lambda name: self.insert_reference(path, ParamRef(name)), self.row
            )

    def choose_tool(self) -> None:
        if self.session is None or self.row is None:
            return
        step = self.session.document.steps[self.row]
        current = step.tool if isinstance(step, ToolStep) else ""
        dialog = ToolPickerDialog(self.session.catalog, current, self, self.session.tool_facts)
        if run_modal(dialog) and dialog.chosen() and self.row is not None:
            self.session.set_tool(self.row, dialog.chosen())

    def _tool_typed(self) -> None:
        if self.session is not None and self.row is not None:
            self.session.set_tool(self.row, self.tool_edit.tool())

    def _step_id_typed(self) -> None:
        if self.session is not None and self.row is not None and self.step_id_edit.text().strip():
            self.session.set_step_id(self.row, self.step_id_edit.text().strip())

    def _optional_toggled(self, on: bool) -> None:
        if self.session is not None and self.row is not None:
            self.session.set_optional(self.row, on)

    def _seconds_changed(self, value: float) -> None:
        if self.session is not None and self.row is not None:
            self.session.set_wait_seconds(
                self.row, int(value) if float(value).is_integer() else value
            )

    # ------------------------------------------------------------------ raw JSON
    def _toggle_raw(self, on: bool) -> None:
        if self.session is None or self.row is None:
            return
        step = self.session.document.steps[self.row]
        if on and isinstance(step, ToolStep):
            self.raw.show_args(step.args)
            self.args_stack.setCurrentWidget(self.raw)
            self.raw_toggle.setText(tr("Edit as form"))
        elif not on:
            if not self.raw.flush():
                self.raw_toggle.blockSignals(True)
                self.raw_toggle.setChecked(True)
                self.raw_toggle.blockSignals(False)
                return
            self.args_stack.setCurrentWidget(self.form_scroll)
            self.raw_toggle.setText(tr("Edit as JSON"))

    def _raw_applied(self, args: dict[str, Any]) -> None:
        if self.session is not None and self.row is not None:
            self.session.set_args(self.row, args)
