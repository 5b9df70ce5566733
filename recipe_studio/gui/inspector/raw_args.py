"""The step's arguments as JSON text, for people who prefer to type them.

The text is applied 0.4 s after typing stops (or when leaving the JSON view); text that is
not a JSON object yet says why under the box and changes nothing.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from recipe_studio.gui.i18n import translator

tr = translator("StepInspector")


class RawArgsEditor(QWidget):
    """Arguments as JSON; ``applied(args)`` when the text is a valid object."""

    applied = Signal(dict)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.edit = QPlainTextEdit()
        self.edit.setAccessibleName(tr("Arguments as JSON"))
        self.error = QLabel()
        self.error.setWordWrap(True)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.error)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(400)
        self._timer.timeout.connect(self.apply)
        self.edit.textChanged.connect(self._timer.start)

    def show_args(self, args: dict[str, Any]) -> None:
        """Show ``args`` unless the text already means the same (keeps the cursor)."""
        try:
            current = json.loads(self.edit.toPlainText() or "null")
        except ValueError:
            current = None
        if current != args:
            self.edit.blockSignals(True)
            self.edit.setPlainText(json.dumps(args, indent=2, ensure_ascii=False))
            self.edit.blockSignals(False)
        self.error.setText("")

    def flush(self) -> bool:
        """Apply pending typing now; False when the text is not a JSON object."""
        if self._timer.isActive():
            self._timer.stop()
            self.apply()
        return not self.error.text()

    def apply(self) -> None:
        try:
            value = json.loads(self.edit.toPlainText())
        except json.JSONDecodeError as exc:
            self.error.setText(
                "⚠ "
                + tr("Not valid JSON yet (line {line}): {msg}").format(line=exc.lineno, msg=exc.msg)
            )
            return
        except RecursionError:
            self.error.setText("⚠ " + tr("The arguments are nested too deeply."))
            return
        if not isinstance(value, dict):
            self.error.setText("⚠ " + tr("The arguments must be a JSON object: {…}"))
            return
        self.error.setText("")
        self.applied.emit(value)
