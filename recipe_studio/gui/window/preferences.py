"""Preferences: language, the built-in tools' workspace and terminal access, the default
connection, how long a tool may stay silent in a run. Opened from Edit › Preferences… (Ctrl+,); on macOS Qt moves it to the
application menu, where macOS names it Settings….

Nothing is stored until OK, and OK keeps the dialog open with a sentence under the field
when the workspace folder cannot be one (core's :func:`workspace_setting` decides).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

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
    QPushButton,
    QSpinBox,
    QWidget,
)

from recipe_studio.core.paths import default_workspace_dir
from recipe_studio.core.settings import (
    MAX_SILENCE_LIMIT,
    WorkspaceRefused,
    workspace_setting,
)
from recipe_studio.gui.i18n import LANGUAGES, translator
from recipe_studio.gui.texts import connection_label

if TYPE_CHECKING:
    from recipe_studio.gui.run.connections import ConnectionManager
    from recipe_studio.gui.settings import SettingsStore

tr = translator("Preferences")


@dataclass(frozen=True)
class Changed:
    """What applying the preferences changed."""

    builtin_server: bool
    language: bool


def refusal_text(refused: WorkspaceRefused) -> str:
    texts = {
        "relative": tr("“{path}” is not a full folder path. Use Choose… to pick the folder."),
        "missing": tr("The folder “{path}” does not exist. Create it first, or choose another."),
        "not-a-folder": tr("“{path}” is a file, not a folder. Choose a folder."),
    }
    return texts.get(refused.code, texts["missing"]).format(path=refused.path)


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
        form.addRow(tr("&Language"), self.language)
        form.addRow("", QLabel(tr("A new language applies after Recipe Studio restarts.")))
        workspace_label = QLabel(tr("&Workspace folder of the built-in tools"))
        form.addRow(workspace_label, self._workspace_row())
        workspace_label.setBuddy(self.workspace)
        self.workspace_error = QLabel()
        self.workspace_error.setWordWrap(True)
        self.workspace_error.setStyleSheet("color: #c0392b")
        self.workspace_error.setVisible(False)
        form.addRow("", self.workspace_error)
        self.terminal = QCheckBox(tr("Let recipes run &terminal commands"))
        self.terminal.setChecked(current.terminal_enabled)
        form.addRow("", self.terminal)
        form.addRow("", QLabel(tr("Recipe Studio still asks before each run that uses them.")))
        self.connection = QComboBox()
        self.connection.setAccessibleName(tr("Default connection"))
        for name in connections:
            self.connection.addItem(connection_label(name), name)
        self.connection.setCurrentIndex(
            max(0, self.connection.findData(current.default_connection))
        )
        form.addRow(tr("Default &connection"), self.connection)
        self._silence_row(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.workspace_value = current.workspace

    def _silence_row(self, form: QFormLayout) -> None:
        """How long a tool may stay silent in a run before it is stopped."""
        self.silence = QSpinBox()
        self.silence.setAccessibleName(tr("Silence limit of a tool, in seconds"))
        self.silence.setRange(1, int(MAX_SILENCE_LIMIT))
        self.silence.setSuffix(tr(" s"))
        self.silence.setValue(round(self.settings.value.silence_limit_or_default()))
        form.addRow(tr("Stop a tool that is &silent for"), self.silence)
        explained = QLabel(
            tr(
                "In test runs, a tool that neither answers nor reports progress for this "
                "long is stopped. Each recipe also has its own limit on how long one of "
                "its steps may take in all."
            )
        )
        explained.setWordWrap(True)
        form.addRow("", explained)

    def _workspace_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.workspace = QLineEdit(str(self.settings.value.workspace_folder()))
        self.workspace.setAccessibleName(tr("Workspace folder"))
        self.workspace.setPlaceholderText(str(default_workspace_dir()))
        self.workspace.textEdited.connect(lambda _text: self.workspace_error.setVisible(False))
        self.browse = QPushButton(tr("C&hoose…"))
        self.browse.setAccessibleName(tr("Choose the workspace folder"))
        self.browse.clicked.connect(self._browse)
        row.addWidget(self.workspace, 1)
        row.addWidget(self.browse)
        return row

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, tr("Workspace folder"), self.workspace.text()
        )
        if folder:
            self.workspace.setText(folder)
            self.workspace_error.setVisible(False)

    def accept(self) -> None:  # QDialog.accept
        """OK: only with a workspace folder that can be one; else say why, stay open."""
        try:
            self.workspace_value = workspace_setting(self.workspace.text())
        except WorkspaceRefused as refused:
            self.workspace_error.setText(refusal_text(refused))
            self.workspace_error.setVisible(True)
            self.workspace.setFocus()
            self.workspace.selectAll()
            return
        super().accept()

    def apply(self) -> Changed:
        """Store the choices (after OK) and say what must follow them."""
        old = self.settings.value
        self.settings.update(
            language=str(self.language.currentData() or ""),
            workspace=self.workspace_value,
            terminal_enabled=self.terminal.isChecked(),
            default_connection=str(self.connection.currentData() or old.default_connection),
            silence_limit=float(self.silence.value()),
        )
        new = self.settings.value
        server = (old.workspace_folder(), old.terminal_enabled) != (
            new.workspace_folder(),
            new.terminal_enabled,
        )
        return Changed(builtin_server=server, language=old.language != new.language)


def edit_preferences(
    settings: SettingsStore, connections: ConnectionManager, parent: QWidget
) -> Changed | None:
    """Show the preferences; a changed workspace or terminal choice restarts the built-in
    server. None when cancelled."""
    dialog = PreferencesDialog(settings, connections.names(), parent)
    accepted = dialog.exec()
    dialog.deleteLater()
    if not accepted:
        return None
    changed = dialog.apply()
    if changed.builtin_server:
        connections.restart_builtin()
    return changed
