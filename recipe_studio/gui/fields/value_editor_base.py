"""The base of every value editor (see :mod:`recipe_studio.gui.fields.value_editors`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

#: What ``edited`` carries when the person emptied the field (the value is removed).
UNSET: Any = object()


class ValueEditor(QWidget):
    """Base of every value editor: shows a value or none, reports the person's edits."""

    edited = Signal(object, bool)
    #: True when the editor holds text that references can be typed into.
    takes_text = False

    def __init__(self, schema: dict[str, Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.schema = schema
        self.name = name
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._updating = False

    def set_value(self, value: Any, present: bool = True) -> None:
        self._updating = True
        try:
            self._show(value if present else None, present)
        finally:
            self._updating = False

    def value(self) -> tuple[bool, Any]:
        raise NotImplementedError

    def _show(self, value: Any, present: bool) -> None:
        raise NotImplementedError

    def _emit(self, value: Any, merge: bool) -> None:
        if not self._updating:
            self.edited.emit(value, merge)

    def focus_widget(self) -> QWidget:
        return self

    def setAccessibleName(self, name: str) -> None:  # QWidget.setAccessibleName
        """The field inside is where the focus lands, so it is what a screen reader names:
        it is called what the editor is called (the argument's or param's title, not the
        key ``name`` the editor was made with)."""
        super().setAccessibleName(name)
        inner = self.focus_widget()
        if inner is not self:
            inner.setAccessibleName(name)

    def insert_text(self, text: str) -> bool:
        """Insert at the cursor; False when this editor holds no text."""
        return False
