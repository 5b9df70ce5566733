"""The argument form generated from a tool's input JSON Schema.

One row per argument, as core's argument facts say (:mod:`recipe_studio.core.arguments`:
titles, editors, required, shown for this profile): a label (``*`` when required, the
description as tooltip), an editor from the value-editor registry (nested objects and arrays get nested rows),
buttons that insert a param or an earlier step's result, and room for the problems of
that argument. References read as tokens: inside text in the text's own editor, and in
place of the editor when the whole value is one reference; a token that points at
nothing is drawn broken, with a menu to choose what it should read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.arguments import (
    ArgumentFacts,
    ToolFacts,
    accepts_other_names,
)
from recipe_studio.core.references import (
    JsonPath,
    Reference,
    StepRef,
    reference_value,
    whole_reference,
)
from recipe_studio.gui.fields.token_edit import TokenTextEditor
from recipe_studio.gui.fields.value_editors import UNSET, ValueEditor, make_editor
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.inspector.array_editor import ArrayEditor
from recipe_studio.gui.inspector.form_context import Choose as Choose
from recipe_studio.gui.inspector.form_context import FormContext, note_label
from recipe_studio.gui.inspector.token_chip import TokenChip
from recipe_studio.gui.texts import problem_text

if TYPE_CHECKING:
    from recipe_studio.core.problems import Problem

tr = translator("ArgumentForm")
#: Below this width (px) an argument's name goes above its field.
NARROW_ROW = 400


class ArgRow(QWidget):
    """One argument: label, editor or token, pickers, and its problems."""

    def __init__(
        self,
        ctx: FormContext,
        tool: ToolFacts,
        arg: ArgumentFacts,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ctx, self.tool, self.facts = ctx, tool, arg
        self.path = path = arg.path
        self.schema = dict(arg.schema)
        self.kind = arg.editor
        name = arg.name
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 2, 0, 2)
        line = QHBoxLayout()
        outer.addLayout(line)
        item = isinstance(path[-1], int)
        label_text = tr("Item {n}").format(n=int(path[-1]) + 1) if item else arg.title
        self.label = QLabel(label_text + (" *" if arg.required else ""))
        self.label.setMinimumWidth(90)
        self.label.setWordWrap(True)
        description = arg.description
        tip = "\n".join(t for t in (description, tr("Required") if arg.required else "") if t)
        self.label.setToolTip(tip if item else f"{tip}\n({name})".strip())
        line.addWidget(self.label, 0, Qt.AlignmentFlag.AlignTop)
        self._line, self._outer, self._label_above = line, outer, False
        self.stack = QStackedWidget()
        self.editor = self._make_editor(name)
        # What a screen reader says the field is: the argument's title, also as its label
        # (Orca names a list by its label: on Linux Qt names it by its chosen item).
        self.editor.setAccessibleName(label_text)
        inner = self.editor.focus_widget() if isinstance(self.editor, ValueEditor) else None
        self.label.setBuddy(inner or self.editor)
        self.editor.setToolTip(description or "")
        self.chip = self._make_chip()
        self.stack.addWidget(self.editor)
        self.stack.addWidget(self.chip)
        line.addWidget(self.stack, 1)
        self._add_buttons(line)
        if arg.note:
            outer.addWidget(note_label(arg.note))
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        self.message.setObjectName("problemMessage")
        self.message.setContentsMargins(0, 2, 0, 0)  # room for the dots of a first "Ö"
        outer.addWidget(self.message)
        self.setAccessibleName(tr("Argument {name}").format(name=label_text))
        #: References of this argument that point at nothing (their tokens show it).
        self._broken: set[Reference] = set()

    def resizeEvent(self, event: QResizeEvent) -> None:  # QWidget.resizeEvent
        """A narrow row (a 1024-px screen) puts the name above its field, not beside it:
        the field gets the whole width. Two widths, so a scroll bar coming and going
        cannot make it flip back and forth."""
        super().resizeEvent(event)
        width = event.size().width()
        self._fit_message(width)
        above = width < NARROW_ROW if not self._label_above else width < NARROW_ROW + 40
        if above != self._label_above:
            self._label_above = above
            (self._line if above else self._outer).removeWidget(self.label)
            if above:
                self._outer.insertWidget(0, self.label)
            else:
                self._line.insertWidget(0, self.label, 0, Qt.AlignmentFlag.AlignTop)

    def _fit_message(self, width: int) -> None:
        """The problem's message as tall as its wrapped lines: the scroll area's layout
        gave it one line, which cut the top of "Özel" to read "Ozel"."""
        if self.message.text():
            self.message.setMinimumHeight(self.message.heightForWidth(max(width, 50)))

    def _make_editor(self, name: str) -> QWidget:
        """Nested rows for an object with listed properties or a list; else a value editor."""
        if self.facts.container == "fields":
            return ArgumentForm(self.ctx, self.tool, self.path, nested=True)
        if self.facts.container == "items":
            return ArrayEditor(self.ctx, self.tool, self.path, ArgRow)
        editor = make_editor(self.schema, name, references=self.ctx.dialect == "template")
        editor.edited.connect(self._edited)
        if isinstance(editor, TokenTextEditor):
            editor.box.token_actions = self._token_actions
        return editor

    def _make_chip(self) -> TokenChip:
        chip = TokenChip()
        chip.setObjectName("referenceToken")
        chip.choices = [
            (tr("Type a value instead"), self._chip_cleared),
            (tr("Use another parameter…"), lambda: self._pick_param(chip, self._set_whole)),
            (tr("Use another step's result…"), lambda: self._pick_step(chip, self._set_whole)),
        ]
        return chip

    def _pick_param(self, anchor: QWidget, choose: Choose | None = None) -> None:
        self.ctx.pick_param(anchor, self.schema, self.path, choose)

    def _pick_step(self, anchor: QWidget, choose: Choose | None = None) -> None:
        self.ctx.pick_step(anchor, self.path, choose)

    def _set_whole(self, ref: Reference) -> None:
        self.ctx.set_value(self.path, reference_value(ref, self.ctx.dialect), False)

    def _token_actions(self, position: int, ref: Reference) -> list[QAction]:
        """A token's menu in a text argument: choose what it reads instead."""
        editor = self.editor
        assert isinstance(editor, TokenTextEditor)

        def replace(new: Reference) -> None:
            editor.box.replace_token(position, new)

        param = QAction(tr("Use another parameter here…"), self)
        param.triggered.connect(lambda: self._pick_param(self.param_button, replace))
        step = QAction(tr("Use another step's result here…"), self)
        step.triggered.connect(lambda: self._pick_step(self.step_button, replace))
        return [step, param] if isinstance(ref, StepRef) else [param, step]

    def _add_buttons(self, line: QHBoxLayout) -> None:
        ctx, path = self.ctx, self.path
        self.param_button = self._tool_button("{x}", tr("Insert a parameter"))
        self.param_button.clicked.connect(lambda: self._pick_param(self.param_button))
        self.step_button = self._tool_button("⤷", tr("Insert the result of an earlier step"))
        self.step_button.clicked.connect(lambda: self._pick_step(self.step_button))
        self.clear_button = self._tool_button("✕", tr("Remove this argument"))
        self.clear_button.clicked.connect(lambda: ctx.remove_value(path))
        for button in (self.param_button, self.step_button, self.clear_button):
            line.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)

    def _edited(self, value: Any, merge: bool) -> None:
        if value is UNSET:
            self.ctx.remove_value(self.path)
        else:
            self.ctx.set_value(self.path, value, merge)

    def _chip_cleared(self) -> None:
        """Type a value instead of the reference: the argument is cleared, not invented."""
        self.ctx.remove_value(self.path)
        self.focus()

    def _tool_button(self, text: str, tip: str) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        # Tab reaches it, a click does not take the focus from the field being typed in.
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        return button

    def set_value(self, value: Any, present: bool) -> None:
        ref = whole_reference(value, self.ctx.dialect) if present else None
        names = self.ctx.reference_names()
        self.chip.names = names
        if isinstance(self.editor, TokenTextEditor):
            self.editor.set_names(names)
        if ref is not None and not isinstance(self.editor, TokenTextEditor):
            self.chip.show_ref(ref, ref in self._broken)
            self.stack.setCurrentWidget(self.chip)
        else:
            self.stack.setCurrentWidget(self.editor)
            if isinstance(self.editor, ValueEditor):
                self.editor.set_value(value, present)
            elif isinstance(self.editor, ArgumentForm):
                self.editor.update_values(value if isinstance(value, dict) else {})
            elif isinstance(self.editor, ArrayEditor):
                self.editor.update_values(value if isinstance(value, list) else [])
        self.clear_button.setEnabled(present)

    def set_problems(self, problems: list[Problem]) -> None:
        if isinstance(self.editor, ArgumentForm | ArrayEditor):
            self.editor.set_problems(problems)
        own = [p for p in problems if p.argument_path == self.path]
        self.message.setVisible(bool(own))
        self._broken = {dict(p.values)["ref"] for p in own if p.breaks_reference}
        names = self.ctx.reference_names()
        lines = [f"⚠ {problem_text(p, self._titles, self.tool.title_of, names)}" for p in own]
        if self._broken:
            lines.append(tr("Click the marked value to choose what it should read instead."))
        self.message.setText("\n".join(lines))
        self._fit_message(self.width())
        self.setProperty("hasProblem", bool(own))
        frame = "2px solid #c0392b" if any(p.is_error for p in own) else "2px solid #b9770e"
        self.stack.setStyleSheet(f"QStackedWidget {{ border: {frame}; }}" if own else "")
        if isinstance(self.editor, TokenTextEditor):
            self.editor.set_broken(self._broken)
        if self.chip.ref is not None:
            self.chip.show_ref(self.chip.ref, self.chip.ref in self._broken)

    def _titles(self, _step: int, path: JsonPath) -> str:
        return self.tool.at(path).title

    def focus(self) -> None:
        target = self.stack.currentWidget()
        if isinstance(target, ValueEditor):
            target.focus_widget().setFocus(Qt.FocusReason.OtherFocusReason)
        elif target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def insert_reference_text(self, text: str) -> bool:
        if isinstance(self.editor, ValueEditor) and self.stack.currentWidget() is self.editor:
            return self.editor.insert_text(text)
        return False


class ArgumentForm(QFrame):
    """Rows for an object's properties, plus rows for keys the schema does not list."""

    def __init__(
        self,
        ctx: FormContext,
        tool: ToolFacts,
        path: JsonPath = (),
        *,
        nested: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ctx, self.tool, self.path = ctx, tool, path
        if nested:
            self.setFrameShape(QFrame.Shape.StyledPanel)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(6 if nested else 0, 4, 0, 4)
        listed = tool.children(path)
        self.rows: dict[str, ArgRow] = {}
        self.extra_rows: dict[str, ArgRow] = {}
        # Parented before they are shown or hidden: a parentless widget made visible is a
        # window of its own, which flashes on screen (and takes focus offscreen).
        self.empty = QLabel(tr("The catalog lists no arguments for this tool."), self)
        self.layout_.addWidget(self.empty)
        for arg in listed:  # made before the adder, so Tab reaches them first
            if arg.shown:  # hidden: confirm where the profile removes it (core says)
                self._add_row(arg)
        self.open = accepts_other_names(tool.at(path).schema if path else tool.schema)
        self.add_line = QLineEdit()
        self.add_line.setPlaceholderText(tr("new argument name"))
        self.add_line.setAccessibleName(tr("New argument name"))
        self.add_line.returnPressed.connect(self._add_named)
        add_button = QPushButton(tr("Add argument"))
        add_button.clicked.connect(self._add_named)
        adder = QHBoxLayout()
        adder.addWidget(self.add_line)
        adder.addWidget(add_button)
        self.adder = QWidget(self)
        self.adder.setLayout(adder)
        self.layout_.addWidget(self.adder)
        self.adder.setVisible(self.open)
        self.empty.setVisible(not listed and not nested)
        if not nested:
            self.layout_.addStretch(1)

    def _add_row(self, arg: ArgumentFacts, extra: bool = False) -> ArgRow:
        row = ArgRow(self.ctx, self.tool, arg)
        (self.extra_rows if extra else self.rows)[arg.name] = row
        # Rows go above the "empty" note and the "Add argument" line.
        self.layout_.insertWidget(self.layout_.indexOf(self.empty), row)
        return row

    def _add_named(self) -> None:
        name = self.add_line.text().strip()
        if name:
            self.ctx.set_value((*self.path, name), "", False)
            self.add_line.clear()

    def update_values(self, values: dict[str, Any]) -> None:
        for key, row in self.rows.items():
            row.set_value(values.get(key), key in values)
        extra_keys = [
            k for k in values if k not in self.rows and self.tool.at((*self.path, k)).shown
        ]
        if list(self.extra_rows) != extra_keys:
            for row in self.extra_rows.values():
                row.setParent(None)
                row.deleteLater()
            self.extra_rows = {}
            for key in extra_keys:
                self._add_row(self.tool.at((*self.path, key)), extra=True)
        for key in extra_keys:
            self.extra_rows[key].set_value(values[key], True)
        self.empty.setVisible(not self.rows and not self.extra_rows and self.path == ())

    def all_rows(self) -> list[ArgRow]:
        return [*self.rows.values(), *self.extra_rows.values()]

    def set_problems(self, problems: list[Problem]) -> None:
        for row in self.all_rows():
            row.set_problems([p for p in problems if p.argument_path[: len(row.path)] == row.path])

    def row_for(self, path: JsonPath) -> ArgRow | None:
        for row in self.all_rows():
            if path[: len(row.path)] == row.path:
                inner = row.editor
                if len(path) > len(row.path) and isinstance(inner, ArgumentForm | ArrayEditor):
                    return inner.row_for(path) or row
                return row
        return None
