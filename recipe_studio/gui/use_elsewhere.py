"""Recipe › Use in other apps…: the server entry MCP apps need to run the saved recipes.

The entry itself is built in core terms by :mod:`recipe_studio.serve.client_config`;
this dialog only shows it, read-only, with a Copy button.
"""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.gui.i18n import translator
from recipe_studio.serve.client_config import client_config_text

tr = translator("UseElsewhere")


class UseElsewhereDialog(QDialog):
    """Two sentences, the JSON entry for MCP clients, and a Copy button."""

    def __init__(self, parent: QWidget | None = None, text: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Use in other apps"))
        intro = QLabel(
            tr(
                "Apps that speak MCP, such as desktop AI assistants, can run your saved recipes as tools: each recipe without errors becomes one tool, and a recipe that changes something asks you to confirm first."
            )
            + " "
            + tr(
                "Add this entry to the app's MCP server settings (often a file such as claude_desktop_config.json), then restart the app."
            )
        )
        intro.setWordWrap(True)
        self.entry = QPlainTextEdit(text if text is not None else client_config_text())
        self.entry.setReadOnly(True)
        self.entry.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.entry.setAccessibleName(tr("Server entry for MCP apps"))
        intro.setBuddy(self.entry)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(tr("&Copy"))
        self.copy_button.setDefault(True)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.entry)
        layout.addWidget(buttons)
        self.resize(620, 340)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.entry.toPlainText())
        self.copy_button.setText(tr("Copied"))


def show_use_elsewhere(parent: QWidget) -> None:
    UseElsewhereDialog(parent).exec()
