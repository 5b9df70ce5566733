"""Preferences: language, the built-in tools' workspace and terminal access, the default
connection. Opened from Edit › Preferences (the application menu on macOS)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

from recipe_studio.gui.i18n import LANGUAGES, translator
from recipe_studio.gui.run.connections import ConnectionManager
from recipe_studio.gui.settings import SettingsStore

tr = translator("Preferences")


@dataclass(frozen=True)
class Changed:
    """What applying the preferences changed."""

    builtin_server: bool
    language: bool


class PreferencesDialog(QDialog):
    def __init__(
        self, settings: SettingsStore, connections: list[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        current = settings.value
        self.setWindowTitle(tr("Preferences"))
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.setAccessibleName(tr("Language"))
        for code, name in LANGUAGES.items():
            self.language.addItem(tr("System default") if code == "" else name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(current.language)))
        form.addRow(tr("Language"), self.language)
        form.addRow("", QLabel(tr("A new language applies after Recipe Studio restarts.")))
        row = QHBoxLayout()
        self.workspace = QLineEdit(str(current.workspace_folder()))
        self.workspace.setAccessibleName(tr("Workspace folder"))
        browse = QPushButton(tr("Choose…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.workspace, 1)
        row.addWidget(browse)
        form.addRow(tr("Workspace folder of the built-in tools"), row)
        self.terminal = QCheckBox(tr("Let recipes run terminal commands (asks before each run)"))
        self.terminal.setChecked(current.terminal_enabled)
        form.addRow("", self.terminal)
        self.connection = QComboBox()
        self.connection.setAccessibleName(tr("Default connection"))
        self.connection.addItems(connections)
        self.connection.setCurrentText(current.default_connection)
        form.addRow(tr("Default connection"), self.connection)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, tr("Workspace folder"), self.workspace.text()
        )
        if folder:
            self.workspace.setText(folder)

    def apply(self) -> Changed:
        """Store the choices and say what must follow them."""
        old = self.settings.value
        workspace = self.workspace.text().strip()
        if workspace == str(old.workspace_folder()):
            workspace = old.workspace
        self.settings.update(
            language=str(self.language.currentData() or ""),
            workspace=workspace,
            terminal_enabled=self.terminal.isChecked(),
            default_connection=self.connection.currentText() or old.default_connection,
        )
        new = self.settings.value
        server = (old.workspace_folder(), old.terminal_enabled) != (
            new.workspace_folder(),
            new.terminal_enabled,
        )
        return Changed(builtin_server=server, language=old.language != new.language)


def edit_preferences(
    settings: SettingsStore, connections: ConnectionManager, parent: QWidget
) -> None:
    """Show the preferences; a changed workspace or terminal choice restarts the built-in
    server, a changed language says when it applies."""
    dialog = PreferencesDialog(settings, connections.names(), parent)
    if not dialog.exec():
        return
    changed = dialog.apply()
    if changed.builtin_server:
        connections.restart_builtin()
    if changed.language:
        QMessageBox.information(
            parent,
            tr("Language"),
            tr("The new language applies after you restart Recipe Studio."),
        )
