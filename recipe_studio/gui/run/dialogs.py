"""Dialogs of a test run: param values, the one confirmation, connections, preferences."""

from __future__ import annotations

import json
import shlex
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.engine import PlannedAction, coerce_text, is_required
from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.model import Param, Recipe
from recipe_studio.core.profiles import Profile
from recipe_studio.gui.run.connections import BUILTIN, ConnectionManager, workspace_folder

INT_LIMIT = 2**31 - 1


def tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("RunDialogs", text)


class ParamsDialog(QDialog):
    """Values for every param, with editors fitting each type; defaults and last values filled."""

    def __init__(
        self, recipe: Recipe, profile: Profile, last: dict[str, Any], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Run “{name}”").format(name=recipe.name or tr("Untitled recipe")))
        self.profile = profile
        self.params = [p for p in recipe.params if p.raw is None and p.name]
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Values for this run:")))
        form = QFormLayout()
        layout.addLayout(form)
        self.editors: dict[str, QWidget] = {}
        for param in self.params:
            value = last.get(param.name, param.default if param.has_default else None)
            editor = self._editor(param, value)
            editor.setAccessibleName(param.name)
            if param.description:
                editor.setToolTip(param.description)
            label = param.name + (" *" if is_required(param, profile) else "")
            form.addRow(label, editor)
            self.editors[param.name] = editor
        self.error = QLabel()
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Run"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.values: dict[str, Any] = {}

    def _editor(self, param: Param, value: Any) -> QWidget:
        kind = self.profile.type_kind(param.type)
        if kind == "boolean":
            box = QCheckBox(tr("Yes"))
            box.setChecked(value is True)
            return box
        if kind == "integer":
            spin = QSpinBox()
            spin.setRange(-INT_LIMIT - 1, INT_LIMIT)
            if isinstance(value, int) and not isinstance(value, bool):
                spin.setValue(value)
            return spin
        if kind == "number":
            dspin = QDoubleSpinBox()
            dspin.setRange(-1e12, 1e12)
            dspin.setDecimals(4)
            if isinstance(value, int | float) and not isinstance(value, bool):
                dspin.setValue(float(value))
            return dspin
        edit = QLineEdit()
        if kind in ("object", "array"):
            edit.setText("" if value is None else json.dumps(value, ensure_ascii=False))
            edit.setPlaceholderText("{…}" if kind == "object" else "[…]")
        else:
            edit.setText("" if value is None else str(value))
        return edit

    def _accept(self) -> None:
        values: dict[str, Any] = {}
        problems = []
        for param in self.params:
            editor = self.editors[param.name]
            kind = self.profile.type_kind(param.type)
            if isinstance(editor, QCheckBox):
                values[param.name] = editor.isChecked()
            elif isinstance(editor, QSpinBox):
                values[param.name] = editor.value()
            elif isinstance(editor, QDoubleSpinBox):
                number = editor.value()
                values[param.name] = int(number) if number.is_integer() else number
            elif isinstance(editor, QLineEdit):
                text = editor.text()
                if not text and is_required(param, self.profile) and kind != "string":
                    problems.append(tr("“{name}” needs a value.").format(name=param.name))
                    continue
                if kind in ("object", "array"):
                    try:
                        values[param.name] = coerce_text(kind, text)
                    except ValueError as exc:
                        problems.append(f"{param.name}: {exc}")
                else:
                    values[param.name] = text
        if problems:
            self.error.setText("⚠ " + " ".join(problems))
            return
        self.values = values
        self.accept()


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


class ConnectionDialog(QDialog):
    """Add or edit a connection: a stdio command (args, env, folder) or an HTTP URL."""

    def __init__(self, spec: ServerSpec | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Connection"))
        form = QFormLayout(self)
        self.name = QLineEdit(spec.name if spec else "")
        self.kind = QComboBox()
        self.kind.addItem(tr("Command (stdio)"), "stdio")
        self.kind.addItem(tr("Web address (streamable HTTP)"), "http")
        self.command = QLineEdit(
            shlex.join([spec.command, *spec.args]) if spec and spec.kind == "stdio" else ""
        )
        self.command.setPlaceholderText("uvx mcp-server-time --local-timezone Europe/Paris")
        self.env = QPlainTextEdit(
            "\n".join(f"{k}={v}" for k, v in (spec.env if spec else {}).items())
        )
        self.env.setPlaceholderText(tr("NAME=value (one per line)"))
        self.env.setFixedHeight(70)
        self.cwd = QLineEdit(spec.cwd or "" if spec else "")
        self.url = QLineEdit(spec.url if spec and spec.kind == "http" else "")
        self.url.setPlaceholderText("http://127.0.0.1:8000/mcp")
        for label, widget in [
            (tr("Name"), self.name),
            (tr("Kind"), self.kind),
            (tr("Command"), self.command),
            (tr("Environment"), self.env),
            (tr("Working folder"), self.cwd),
            (tr("URL"), self.url),
        ]:
            widget.setAccessibleName(label)
            form.addRow(label, widget)
        if spec is not None:
            self.kind.setCurrentIndex(self.kind.findData(spec.kind))
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()
        self.error = QLabel()
        form.addRow(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.spec: ServerSpec | None = None

    def _kind_changed(self) -> None:
        stdio = self.kind.currentData() == "stdio"
        for widget in (self.command, self.env, self.cwd):
            widget.setEnabled(stdio)
        self.url.setEnabled(not stdio)

    def _accept(self) -> None:
        try:
            if self.kind.currentData() == "stdio":
                env = {}
                for line in self.env.toPlainText().splitlines():
                    if line.strip():
                        key, _, value = line.partition("=")
                        env[key.strip()] = value
                self.spec = ServerSpec.stdio(
                    self.command.text(),
                    env=env,
                    cwd=self.cwd.text() or None,
                    name=self.name.text().strip(),
                )
            else:
                self.spec = ServerSpec.http(self.url.text().strip(), name=self.name.text().strip())
        except ValueError as exc:
            self.error.setText(f"⚠ {exc}")
            return
        if not self.spec.name:
            self.error.setText("⚠ " + tr("Give the connection a name."))
            return
        self.accept()


class ConnectionsDialog(QDialog):
    """Every connection with its status and tools; add, edit, test, remove, default."""

    def __init__(
        self, manager: ConnectionManager, test: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.manager = manager
        self.test = test
        self.setWindowTitle(tr("Connections"))
        self.resize(640, 380)
        layout = QHBoxLayout(self)
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Connections"))
        layout.addWidget(self.list, 1)
        side = QVBoxLayout()
        layout.addLayout(side)
        for text, slot in [
            (tr("Add…"), self._add),
            (tr("Edit…"), self._edit),
            (tr("Test"), self._test),
            (tr("Tools…"), self._tools),
            (tr("Use by default"), self._default),
            (tr("Remove"), self._remove),
            (tr("Close"), self.accept),
        ]:
            button = QPushButton(text)
            button.clicked.connect(slot)
            side.addWidget(button)
        side.addStretch(1)
        manager.status_changed.connect(lambda *_: self.fill())
        manager.servers_changed.connect(self.fill)
        self.fill()

    def fill(self) -> None:
        current = self.selected()
        self.list.clear()
        for name in self.manager.names():
            info = self.manager.describe(name)
            mark = "★ " if name == self.manager.default else ""
            item = QListWidgetItem(f"{mark}{name} — {info['status']}\n    {info['where']}")
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.list.addItem(item)
            if name == current:
                self.list.setCurrentItem(item)

    def selected(self) -> str | None:
        item = self.list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _add(self) -> None:
        dialog = ConnectionDialog(None, self)
        if dialog.exec() and dialog.spec is not None:
            self._store(dialog.spec)

    def _edit(self) -> None:
        name = self.selected()
        if name is None or name == BUILTIN:
            return
        dialog = ConnectionDialog(self.manager.spec(name), self)
        if dialog.exec() and dialog.spec is not None:
            if dialog.spec.name != name:
                self.manager.remove(name)
            self._store(dialog.spec)

    def _store(self, spec: ServerSpec) -> None:
        try:
            self.manager.add(spec)
        except ValueError as exc:
            QMessageBox.warning(self, tr("Connection"), str(exc))

    def _test(self) -> None:
        name = self.selected()
        if name is not None:
            self.test(name)

    def _tools(self) -> None:
        """The connection's tools, read from the server (connecting first if needed)."""
        name = self.selected()
        if name is None:
            return
        catalog = self.manager.catalog(name)
        if catalog is None:
            self.test(name)
            QMessageBox.information(
                self,
                tr("Tools"),
                tr("Connecting to “{name}”… press Tools… again once it shows connected.").format(
                    name=name
                ),
            )
            return
        from recipe_studio.gui.inspector.tool_picker import ToolPickerDialog

        browser = ToolPickerDialog(catalog, "", self)
        browser.setWindowTitle(tr("Tools of “{name}”").format(name=name))
        browser.exec()

    def _default(self) -> None:
        name = self.selected()
        if name is not None:
            self.manager.set_default(name)

    def _remove(self) -> None:
        name = self.selected()
        if name is not None and name != BUILTIN:
            self.manager.remove(name)


class PreferencesDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from recipe_studio.gui.i18n import LANGUAGES

        self.settings = settings
        self.setWindowTitle(tr("Preferences"))
        form = QFormLayout(self)
        row = QHBoxLayout()
        self.workspace = QLineEdit(str(workspace_folder(settings)))
        self.workspace.setAccessibleName(tr("Workspace folder"))
        browse = QPushButton(tr("Choose…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.workspace, 1)
        row.addWidget(browse)
        form.addRow(tr("Workspace folder of the built-in tools"), row)
        self.terminal = QCheckBox(tr("Let recipes run terminal commands (asks before each run)"))
        self.terminal.setChecked(bool(settings.value("builtin/terminal", False, type=bool)))
        form.addRow("", self.terminal)
        self.language = QComboBox()
        self.language.setAccessibleName(tr("Language"))
        for code, name in LANGUAGES.items():
            self.language.addItem(tr("System default") if code == "" else name, code)
        self.language.setCurrentIndex(
            max(0, self.language.findData(str(settings.value("ui/language", ""))))
        )
        form.addRow(tr("Language"), self.language)
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

    def apply(self) -> tuple[bool, bool]:
        """Store the choices; returns (the built-in server must restart, language changed)."""
        old = (
            str(workspace_folder(self.settings)),
            self.settings.value("builtin/terminal", False, type=bool),
        )
        new = (self.workspace.text(), self.terminal.isChecked())
        self.settings.setValue("builtin/workspace", new[0])
        self.settings.setValue("builtin/terminal", new[1])
        old_language = str(self.settings.value("ui/language", ""))
        self.settings.setValue("ui/language", self.language.currentData())
        return old != new, old_language != self.language.currentData()
