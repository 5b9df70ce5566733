"""The one confirmation before a run changes anything: the steps it will run, Cancel first."""

from __future__ import annotations

import json

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.engine import PlannedAction
from recipe_studio.gui.i18n import translator

tr = translator("RunDialogs")


class ConfirmDialog(QDialog):
    """The one confirmation before a run changes anything; Cancel is the default."""

    def __init__(self, actions: list[PlannedAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("This run will change things"))
        self.resize(640, 380)
        layout = QVBoxLayout(self)
        intro = QLabel(
            tr(
                "These steps change something on this computer (or elsewhere). Nothing runs until you say so."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        listing = QPlainTextEdit()
        listing.setReadOnly(True)
        listing.setAccessibleName(tr("Steps that change things"))
        lines = []
        for action in actions:
            note = []
            if action.previews:
                note.append(tr("shows a preview only; not executed"))
            if action.unknown_tool:
                note.append(tr("unknown tool: treated as changing things"))
            suffix = f"  ({'; '.join(note)})" if note else ""
            lines.append(
                tr("Step {n}: {tool}{suffix}").format(
                    n=action.index + 1, tool=action.tool, suffix=suffix
                )
            )
            lines.append(
                "    "
                + json.dumps(action.args, ensure_ascii=False, indent=2).replace("\n", "\n    ")
            )
        listing.setPlainText("\n".join(lines))
        layout.addWidget(listing, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.run_button = buttons.addButton(
            tr("Run these steps"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setDefault(True)
        cancel.setAutoDefault(True)
        self.run_button.setAutoDefault(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        cancel.setFocus()
