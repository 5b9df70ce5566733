"""Connections: add or edit one (a stdio command or an HTTP address), and the list of all
of them with their status, tools, test and default."""

from __future__ import annotations

import shlex
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.assistant_servers import MASK, masked_env, masked_where
from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.mcp_client.signin import sign_in_status, sign_out
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.run.connections import BUILTIN, ConnectionManager
from recipe_studio.gui.run.signin_fields import SignInFields
from recipe_studio.gui.texts import connection_label

tr = translator("RunDialogs")


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
        self._stored_command = [spec.command, *spec.args] if spec and spec.kind == "stdio" else []
        self.command = QLineEdit(masked_where(spec) if spec and spec.kind == "stdio" else "")
        self.command.setPlaceholderText("uvx mcp-server-time --local-timezone Europe/Paris")
        # Secrets are dotted out on screen; a value left dotted keeps the stored one.
        self._stored_env = dict(spec.env) if spec else {}
        self.env = QPlainTextEdit(
            "\n".join(f"{k}={v}" for k, v in masked_env(self._stored_env).items())
        )
        self.env.setPlaceholderText(tr("NAME=value (one per line)"))
        self.env.setFixedHeight(70)
        self.cwd = QLineEdit(spec.cwd or "" if spec else "")
        self.url = QLineEdit(spec.url if spec and spec.kind == "http" else "")
        self.url.setPlaceholderText("http://127.0.0.1:8000/mcp")
        # How to sign in (a client id, secrets...): kept in the keychain, not settings.
        self.signin = SignInFields(spec.url if spec and spec.kind == "http" else "")
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
        form.addRow(self.signin)
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

    def _unmasked_command(self) -> list[str]:
        """The command as typed, with each part left dotted out taken from the stored one."""
        parts = shlex.split(self.command.text())
        stored = self._stored_command
        if len(parts) != len(stored):
            return parts
        return [old if MASK in new else new for new, old in zip(parts, stored, strict=True)]

    def _kind_changed(self) -> None:
        stdio = self.kind.currentData() == "stdio"
        for widget in (self.command, self.env, self.cwd):
            widget.setEnabled(stdio)
        self.url.setEnabled(not stdio)
        self.signin.setEnabled(not stdio)

    def _accept(self) -> None:
        try:
            if self.kind.currentData() == "stdio":
                env = {}
                for line in self.env.toPlainText().splitlines():
                    if line.strip():
                        key, _, value = line.partition("=")
                        stored = self._stored_env.get(key.strip())
                        env[key.strip()] = stored if value == MASK and stored else value
                self.spec = ServerSpec.stdio(
                    self._unmasked_command(),
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
        if self.spec.kind == "http":
            problem = self.signin.problem()
            if problem is not None:
                self.error.setText(f"⚠ {problem}")
                return
            self.signin.save(self.spec.url)
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
            (tr("Sign out"), self._sign_out),
            (tr("Remove"), self._remove),
            (tr("Close"), self.accept),
        ]:
            button = QPushButton(text)
            button.clicked.connect(slot)
            side.addWidget(button)
        side.addStretch(1)
        from recipe_studio.gui.run.app_servers import app_server_buttons

        self.app_servers = app_server_buttons(manager, self)
        side.addWidget(self.app_servers)
        manager.status_changed.connect(self._status_changed)
        manager.servers_changed.connect(self.fill)
        self.fill()

    def fill(self) -> None:
        current = self.selected()
        self.list.clear()
        for name in self.manager.names():
            info = self.manager.describe(name)
            mark = "★ " if name == self.manager.default else ""
            label = connection_label(name)
            text = f"{mark}{label} — {info['status']}\n    {info['where']}"
            signed = self._signed_in(name)
            item = QListWidgetItem(text + (f"\n    {signed}" if signed else ""))
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.list.addItem(item)
            if name == current:
                self.list.setCurrentItem(item)

    def _status_changed(self, _name: str, _text: str) -> None:
        self.fill()

    def selected(self) -> str | None:
        item = self.list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _add(self) -> None:
        dialog = ConnectionDialog(None, self)
        if run_modal(dialog) and dialog.spec is not None:
            self._store(dialog.spec)

    def _edit(self) -> None:
        name = self.selected()
        if name is None or name == BUILTIN:
            return
        dialog = ConnectionDialog(self.manager.spec(name), self)
        if run_modal(dialog) and dialog.spec is not None:
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
        if self.manager.catalog(name) is None:  # connect first (a failure is shown)
            self.test(name, lambda ok: self._show_tools(name) if ok else None)
        else:
            self._show_tools(name)

    def _show_tools(self, name: str) -> None:
        catalog = self.manager.catalog(name)
        if catalog is None or not self.isVisible():
            return
        from recipe_studio.gui.fields.tool_picker import ToolPickerDialog

        browser = ToolPickerDialog(catalog, "", self)
        browser.setWindowTitle(tr("Tools of “{name}”").format(name=name))
        run_modal(browser)

    def _default(self) -> None:
        name = self.selected()
        if name is not None:
            self.manager.set_default(name)

    def _web_address(self, name: str | None) -> str | None:
        if name is None or name == BUILTIN:
            return None
        spec = self.manager.spec(name)
        return spec.url if spec.kind == "http" else None

    def _signed_in(self, name: str) -> str:
        """ "Signed in as …" for a web server whose sign-in is kept ("" otherwise)."""
        url = self._web_address(name)
        status = sign_in_status(url) if url else None
        if status is None or not status.signed_in:
            return ""
        if status.who:
            return tr("Signed in as {who}").format(who=status.who)
        return tr("Signed in")

    def _sign_out(self) -> None:
        """Forget the selected web server's sign-in: the next connection signs in anew."""
        name = self.selected()
        url = self._web_address(name)
        if name is None or url is None or not sign_in_status(url).signed_in:
            return
        sign_out(url)
        self.manager.close(name)  # its live session used the old tokens
        self.fill()

    def _remove(self) -> None:
        name = self.selected()
        if name is not None and name != BUILTIN:
            self.manager.remove(name)
