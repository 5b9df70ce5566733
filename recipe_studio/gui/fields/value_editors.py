"""The one registry of value editors: JSON Schema type -> widget (as magicgui's type map).

The argument form, the run's param dialog and the params table's Default column all ask
:func:`make_editor` for a widget that edits one value of a schema. Every editor

* shows a value, or nothing when there is none (:meth:`ValueEditor.set_value` with
  ``present=False``: an empty field or a placeholder, never a made-up number);
* shows a stored value that does not fit it as it is (``"many"`` in a number field), so
  its problem can be read next to it;
* reports the person's edits with ``edited(value, merge)`` — :data:`UNSET` when they
  emptied it, ``merge`` true while typing so an undo step covers a whole word — and
  never when the value was set from outside;
* gives its value with :meth:`ValueEditor.value` (``(present, value)``) for dialogs;
* is called what its caller calls it (:meth:`ValueEditor.setAccessibleName`: the
  argument's or param's title, which names the field inside for a screen reader), never
  by the key it is made with;
* reads typed text with core's rules (:mod:`recipe_studio.core.values`) and takes its
  limits (minimum, maximum, maxLength, enum) from the schema.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.arguments import TEXT_EDITORS, editor_kind, is_multiline
from recipe_studio.core.titles import choice_titles
from recipe_studio.core.values import coerce_text, loose_value, value_text
from recipe_studio.gui.fields.token_edit import TokenTextEditor
from recipe_studio.gui.fields.value_editor_base import UNSET, ValueEditor
from recipe_studio.gui.i18n import translator, ui_language

if TYPE_CHECKING:
    from recipe_studio.core.profiles import ValueKind

tr = translator("ArgumentForm")


class TextEditor(ValueEditor):
    """Text: one line, or several for body-like arguments and markdown."""

    takes_text = True

    def __init__(self, schema: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(schema, name, parent)
        self.multiline = is_multiline(schema, name)
        self.box: QLineEdit | QPlainTextEdit
        if self.multiline:
            self.box = QPlainTextEdit()
            self.box.setTabChangesFocus(True)
            self.box.setMaximumHeight(90)
            self.box.textChanged.connect(lambda: self._typed(self.box.toPlainText()))
        else:
            self.box = QLineEdit()
            self.box.textEdited.connect(self._typed)
            if isinstance(schema.get("maxLength"), int):
                self.box.setMaxLength(schema["maxLength"])
        examples = schema.get("examples")
        if isinstance(examples, list) and examples and isinstance(examples[0], str):
            self.box.setPlaceholderText(examples[0])
        self._layout.addWidget(self.box)

    def _typed(self, text: str) -> None:
        self._emit(text, True)

    def _text(self) -> str:
        return self.box.toPlainText() if isinstance(self.box, QPlainTextEdit) else self.box.text()

    def _show(self, value: Any, present: bool) -> None:
        text = value_text(value) if present and value is not None else ""
        if self._text() != text:
            if isinstance(self.box, QPlainTextEdit):
                self.box.setPlainText(text)
            else:
                self.box.setText(text)

    def value(self) -> tuple[bool, Any]:
        return True, self._text()

    def focus_widget(self) -> QWidget:
        return self.box

    def insert_text(self, text: str) -> bool:
        if isinstance(self.box, QPlainTextEdit):
            self.box.insertPlainText(text)
        else:
            self.box.insert(text)
            self._emit(self.box.text(), False)
        return True


class TypedLineEditor(ValueEditor):
    """A value of one kind typed as text (numbers, lists, objects): empty when unset.

    Text that does not read as the kind yet (a lone ``-``) is not stored; leaving the
    field puts the stored value back.
    """

    kind: ValueKind = "string"

    def __init__(self, schema: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(schema, name, parent)
        self.box = QLineEdit()
        self.box.setPlaceholderText(self._placeholder())
        self.box.textEdited.connect(self._typed)
        self.box.editingFinished.connect(self._finished)
        self._shown: tuple[bool, Any] = (False, None)
        self._layout.addWidget(self.box)

    def _placeholder(self) -> str:
        return tr("not set")

    def _read(self, text: str) -> Any:
        return coerce_text(self.kind, text)

    def _typed(self, text: str) -> None:
        if not text.strip():
            self._emit(UNSET, True)
            return
        try:
            value = self._read(text)
        except ValueError:
            return  # not a value yet: keep typing
        self._emit(value, True)

    def _finished(self) -> None:
        if not self.box.text().strip():
            return
        try:
            self._read(self.box.text())
        except ValueError:
            self.set_value(self._shown[1], self._shown[0])

    def _show(self, value: Any, present: bool) -> None:
        self._shown = (present, value)
        text = value_text(value) if present and value is not None else ""
        if self.box.text() != text:
            self.box.setText(text)

    def value(self) -> tuple[bool, Any]:
        text = self.box.text()
        if not text.strip():
            return False, None
        try:
            return True, self._read(text)
        except ValueError:
            return True, text

    def focus_widget(self) -> QWidget:
        return self.box


class IntegerEditor(TypedLineEditor):
    """A whole number; the schema's limits show in the empty field (a value outside them
    is kept as typed, and its problem shown)."""

    kind: ValueKind = "integer"

    def _placeholder(self) -> str:
        return _range_hint(self.schema) or tr("not set")


class NumberEditor(IntegerEditor):
    kind = "number"


class JsonEditor(TypedLineEditor):
    """Any value (or a list or object) typed as JSON; text that is not JSON stays text."""

    takes_text = True

    def _placeholder(self) -> str:
        return tr('a value, or JSON such as [1, 2] or {"a": 1}')

    def _read(self, text: str) -> Any:
        return loose_value(text)

    def insert_text(self, text: str) -> bool:
        self.box.insert(text)
        self._emit(loose_value(self.box.text()), False)
        return True


class ChoiceEditor(ValueEditor):
    """One of a few values (an enum, or true/false): "not set" first, a stored value that
    is not among them shown as it is."""

    def __init__(
        self,
        schema: dict[str, Any],
        name: str,
        choices: list[tuple[str, Any]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(schema, name, parent)
        self.box = QComboBox()
        self.box.addItem(tr("(not set)"))
        self.choices = choices
        for label, _value in choices:
            self.box.addItem(label)
        self._stray: Any = None
        self.box.activated.connect(self._chosen)
        self._layout.addWidget(self.box)
        self._layout.addStretch(1)

    def _chosen(self, index: int) -> None:
        if index == 0:
            self._emit(UNSET, False)
        elif index <= len(self.choices):
            self._emit(self.choices[index - 1][1], False)

    def _show(self, value: Any, present: bool) -> None:
        if self.box.count() > len(self.choices) + 1:
            self.box.removeItem(len(self.choices) + 1)
        values = [v for _label, v in self.choices]
        if not present:
            self.box.setCurrentIndex(0)
        elif value in values and not _bool_int_mixup(value, values):
            self.box.setCurrentIndex(values.index(value) + 1)
        else:
            self.box.addItem(value_text(value))
            self.box.setCurrentIndex(self.box.count() - 1)

    def value(self) -> tuple[bool, Any]:
        index = self.box.currentIndex()
        if index == 0:
            return False, None
        if index <= len(self.choices):
            return True, self.choices[index - 1][1]
        return True, self.box.currentText()

    def focus_widget(self) -> QWidget:
        return self.box


def _bool_int_mixup(value: Any, values: list[Any]) -> bool:
    """``1 in [True]`` is true in Python; a stored 1 is not the choice "Yes"."""
    return not any(type(v) is type(value) and v == value for v in values)


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _range_hint(schema: dict[str, Any]) -> str:
    low, high = schema.get("minimum"), schema.get("maximum")
    if _number(low) and _number(high):
        return tr("not set ({low} to {high})").format(low=low, high=high)
    if _number(low):
        return tr("not set (at least {low})").format(low=low)
    if _number(high):
        return tr("not set (at most {high})").format(high=high)
    return ""


def _boolean(schema: dict[str, Any], name: str) -> ValueEditor:
    return ChoiceEditor(schema, name, [(tr("Yes"), True), (tr("No"), False)])


def _labels(schema: dict[str, Any], values: list[Any]) -> list[str]:
    """Each enum value's label: its title in the UI language (``x-enumNames``, else
    ``enumNames``) when the schema gives titles, else the value."""
    names = choice_titles(schema, ui_language())
    if names is not None and len(names) == len(values):
        return names
    return [value_text(v) for v in values]


def _enum(schema: dict[str, Any], name: str) -> ValueEditor:
    values = list(schema.get("enum", []))
    return ChoiceEditor(schema, name, list(zip(_labels(schema, values), values, strict=True)))


class ChecklistEditor(ValueEditor):
    """Several of a few values (a list whose items are an enum): one check box each."""

    def __init__(self, schema: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(schema, name, parent)
        raw = schema.get("items")
        items: dict[str, Any] = raw if isinstance(raw, dict) else {}
        self.choices = list(items.get("enum", []))
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        self.boxes: list[QCheckBox] = []
        for label in _labels(items, self.choices):
            box = QCheckBox(label)
            box.toggled.connect(self._toggled)
            column.addWidget(box)
            self.boxes.append(box)
        self._layout.addLayout(column)
        self._layout.addStretch(1)

    def _toggled(self) -> None:
        present, chosen = self.value()
        self._emit(chosen if present else UNSET, False)

    def _show(self, value: Any, present: bool) -> None:
        chosen = value if present and isinstance(value, list) else []
        for box, choice in zip(self.boxes, self.choices, strict=True):
            box.setChecked(choice in chosen)

    def value(self) -> tuple[bool, Any]:
        chosen = [c for box, c in zip(self.boxes, self.choices, strict=True) if box.isChecked()]
        return bool(chosen), chosen

    def focus_widget(self) -> QWidget:
        return self.boxes[0] if self.boxes else self


EditorFactory = Callable[[dict[str, Any], str], ValueEditor]

#: Schema kind -> editor. Objects with listed properties and arrays get nested rows in
#: the argument form (``is_container``); as one value they are typed as JSON. A list of
#: a few choices is a column of check boxes.
EDITORS: dict[str, EditorFactory] = {
    "string": TextEditor,
    "integer": IntegerEditor,
    "number": NumberEditor,
    "boolean": _boolean,
    "enum": _enum,
    "choices": ChecklistEditor,
    "object": JsonEditor,
    "array": JsonEditor,
    "any": JsonEditor,
}


def make_editor(
    schema: dict[str, Any] | None, name: str, *, references: bool = False
) -> ValueEditor:
    """The editor for one value of ``schema``; with ``references`` (a step's arguments),
    text-like values show references as tokens."""
    kind, schema = editor_kind(schema), schema or {}
    editor: ValueEditor
    if references and kind in TEXT_EDITORS:
        multiline = is_multiline(schema, name)
        editor = TokenTextEditor(schema, name, multiline=multiline, loose=TEXT_EDITORS[kind])
    else:
        editor = EDITORS[kind](schema, name)
    editor.setFocusProxy(editor.focus_widget())
    return editor


__all__ = ["EDITORS", "UNSET", "ValueEditor", "make_editor"]
