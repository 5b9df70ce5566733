"""Argument editors keyed by JSON Schema type (a registry, as magicgui's type map).

Each editor shows one value and reports edits with ``changed(value, merge)``; ``merge``
is true while typing so an undo step covers a whole word, not each letter.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

INT_LIMIT = 2**31 - 1
MULTILINE_NAMES = {"body", "content", "text", "notes", "message", "description"}


def tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("ArgumentForm", text)


class ArgEditor(QWidget):
    """Base of every argument editor."""

    changed = Signal(object, bool)
    #: True when the editor can hold text with references inside (strings).
    takes_text = False

    def __init__(self, schema: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.schema = schema
        self.name = name
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._updating = False

    def set_value(self, value: Any) -> None:
        self._updating = True
        try:
            self._show(value)
        finally:
            self._updating = False

    def _show(self, value: Any) -> None:
        raise NotImplementedError

    def _emit(self, value: Any, merge: bool) -> None:
        if not self._updating:
            self.changed.emit(value, merge)

    def focus_widget(self) -> QWidget:
        return self

    def insert_text(self, text: str) -> None:
        """Insert at the cursor (text editors only)."""


class StringEditor(ArgEditor):
    takes_text = True

    def __init__(self, schema: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(schema, name, parent)
        self.multiline = name in MULTILINE_NAMES or schema.get("format") == "markdown"
        if self.multiline:
            self.box: QLineEdit | QPlainTextEdit = QPlainTextEdit()
            self.box.setTabChangesFocus(True)
            self.box.setMaximumHeight(90)
            self.box.textChanged.connect(lambda: self._emit(self.box.toPlainText(), True))
        else:
            self.box = QLineEdit()
            self.box.textEdited.connect(lambda text: self._emit(text, True))
            if isinstance(schema.get("maxLength"), int):
                self.box.setMaxLength(schema["maxLength"])
        placeholder = (
            schema.get("examples", [None])[0] if isinstance(schema.get("examples"), list) else None
        )
        if isinstance(placeholder, str):
            self.box.setPlaceholderText(placeholder)
        self.box.setAccessibleName(name)
        self._layout.addWidget(self.box)

    def _show(self, value: Any) -> None:
        text = value if isinstance(value, str) else ("" if value is None else json.dumps(value))
        if isinstance(self.box, QPlainTextEdit):
            if self.box.toPlainText() != text:
                self.box.setPlainText(text)
        elif self.box.text() != text:
            self.box.setText(text)

    def focus_widget(self) -> QWidget:
        return self.box

    def insert_text(self, text: str) -> None:
        if isinstance(self.box, QPlainTextEdit):
            self.box.insertPlainText(text)
        else:
            self.box.insert(text)
            self._emit(self.box.text(), False)


class IntegerEditor(ArgEditor):
    def __init__(self, schema: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(schema, name, parent)
        self.box = QSpinBox()
        low = schema.get("minimum", schema.get("exclusiveMinimum", -INT_LIMIT - 1))
        high = schema.get("maximum", schema.get("exclusiveMaximum", INT_LIMIT))
        self.box.setRange(int(max(low, -INT_LIMIT - 1)), int(min(high, INT_LIMIT)))
        self.box.valueChanged.connect(lambda v: self._emit(int(v), True))
        self.box.setAccessibleName(name)
        self._layout.addWidget(self.box)
        self._layout.addStretch(1)

    def _show(self, value: Any) -> None:
        if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
            self.box.setValue(int(value))

    def focus_widget(self) -> QWidget:
        return self.box


class NumberEditor(ArgEditor):
    def __init__(self, schema: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(schema, name, parent)
        self.box = QDoubleSpinBox()
        self.box.setDecimals(4)
        self.box.setRange(float(schema.get("minimum", -1e12)), float(schema.get("maximum", 1e12)))
        self.box.valueChanged.connect(lambda v: self._emit(_tidy_number(v), True))
        self.box.setAccessibleName(name)
        self._layout.addWidget(self.box)
        self._layout.addStretch(1)

    def _show(self, value: Any) -> None:
        if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
            self.box.setValue(float(value))

    def focus_widget(self) -> QWidget:
        return self.box


def _tidy_number(value: float) -> int | float:
    return int(value) if value.is_integer() else value


class BooleanEditor(ArgEditor):
    def __init__(self, schema: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(schema, name, parent)
        self.box = QCheckBox(tr("Yes"))
        self.box.toggled.connect(lambda on: self._emit(bool(on), False))
        self.box.setAccessibleName(name)
        self._layout.addWidget(self.box)
        self._layout.addStretch(1)

    def _show(self, value: Any) -> None:
        self.box.setChecked(value is True)

    def focus_widget(self) -> QWidget:
        return self.box


class EnumEditor(ArgEditor):
    def __init__(self, schema: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(schema, name, parent)
        self.box = QComboBox()
        self.values = list(schema.get("enum", []))
        self.box.addItem(tr("(choose)"))
        for value in self.values:
            self.box.addItem(value if isinstance(value, str) else json.dumps(value))
        self.box.currentIndexChanged.connect(self._chosen)
        self.box.setAccessibleName(name)
        self._layout.addWidget(self.box)
        self._layout.addStretch(1)

    def _chosen(self, index: int) -> None:
        if index > 0:
            self._emit(self.values[index - 1], False)

    def _show(self, value: Any) -> None:
        self.box.setCurrentIndex(self.values.index(value) + 1 if value in self.values else 0)

    def focus_widget(self) -> QWidget:
        return self.box


class JsonEditor(ArgEditor):
    """Any value, typed as JSON (text that is not JSON is kept as text)."""

    takes_text = True

    def __init__(self, schema: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(schema, name, parent)
        self.box = QLineEdit()
        self.box.setPlaceholderText(tr('a value, or JSON such as [1, 2] or {"a": 1}'))
        self.box.textEdited.connect(lambda text: self._emit(_parse_loose(text), True))
        self.box.setAccessibleName(name)
        self._layout.addWidget(self.box)

    def _show(self, value: Any) -> None:
        text = (
            value
            if isinstance(value, str)
            else ("" if value is None else json.dumps(value, ensure_ascii=False))
        )
        if self.box.text() != text:
            self.box.setText(text)

    def focus_widget(self) -> QWidget:
        return self.box

    def insert_text(self, text: str) -> None:
        self.box.insert(text)
        self._emit(_parse_loose(self.box.text()), False)


def _parse_loose(text: str) -> Any:
    stripped = text.strip()
    if stripped[:1] in ("{", "[") or stripped in ("true", "false", "null"):
        try:
            return json.loads(stripped)
        except json.JSONDecodeError:
            return text
    try:
        number = json.loads(stripped)
    except json.JSONDecodeError:
        return text
    return number if isinstance(number, int | float) else text


EditorFactory = Callable[[dict[str, Any], str], ArgEditor]

#: JSON Schema type (or "enum") -> editor class; nested objects and arrays are built by
#: the form itself because they contain further rows.
EDITORS: dict[str, EditorFactory] = {
    "string": StringEditor,
    "integer": IntegerEditor,
    "number": NumberEditor,
    "boolean": BooleanEditor,
    "enum": EnumEditor,
    "any": JsonEditor,
}


def schema_kind(schema: dict[str, Any] | None) -> str:
    """The registry key for a schema: enum, a JSON type, or "any"."""
    if not schema:
        return "any"
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        return "enum"
    kind = schema.get("type")
    if isinstance(kind, list):
        kinds = [k for k in kind if k != "null"]
        kind = kinds[0] if len(kinds) == 1 else None
    if kind in ("object", "array") or kind in EDITORS:
        return str(kind)
    return "any"


def make_editor(schema: dict[str, Any] | None, name: str) -> ArgEditor:
    kind = schema_kind(schema)
    factory = EDITORS.get(kind, JsonEditor)
    return factory(schema or {}, name)
