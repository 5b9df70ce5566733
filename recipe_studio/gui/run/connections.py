"""MCP server connections: the built-in tool server (the default) and the user's own.

Connections are opened on first need from the run worker's thread, reused while alive,
re-opened when the server has died, and all closed on quit. The list of servers is kept
in settings as pydantic JSON.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from recipe_studio.core.catalog import Catalog
from recipe_studio.core.mcp_client import Connection, ServerSpec, builtin_server_spec
from recipe_studio.core.paths import data_home, default_workspace_dir

BUILTIN = "built-in tools"


def tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Connections", text)


def workspace_folder(settings: QSettings) -> Path:
    value = settings.value("builtin/workspace", "")
    return Path(str(value)) if value else default_workspace_dir()


class ConnectionManager(QObject):
    """Knows every configured server and keeps at most one live connection to each."""

    status_changed = Signal(str, str)
    servers_changed = Signal()

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._lock = threading.Lock()
        self._live: dict[str, Connection] = {}
        self._catalogs: dict[str, Catalog] = {}
        self.status: dict[str, str] = {}
        self.default = str(settings.value("connections/default", BUILTIN))
        self._specs = self._load()

    # ------------------------------------------------------------------ configuration
    def _load(self) -> dict[str, ServerSpec]:
        raw = self.settings.value("connections/list", "[]")
        specs: dict[str, ServerSpec] = {}
        try:
            for item in json.loads(str(raw)):
                spec = ServerSpec.model_validate(item)
                specs[spec.name] = spec
        except (ValueError, TypeError):
            pass  # unreadable settings: start with the built-in server only
        return specs

    def _store(self) -> None:
        data = [spec.model_dump(mode="json") for spec in self._specs.values()]
        self.settings.setValue("connections/list", json.dumps(data))
        self.settings.setValue("connections/default", self.default)

    def names(self) -> list[str]:
        return [BUILTIN, *self._specs]

    def spec(self, name: str) -> ServerSpec:
        if name == BUILTIN:
            enable = self.settings.value("builtin/terminal", False, type=bool)
            return builtin_server_spec(
                data_home(), workspace_folder(self.settings), enable_terminal=bool(enable)
            )
        return self._specs[name]

    def add(self, spec: ServerSpec) -> None:
        if not spec.name or spec.name == BUILTIN:
            raise ValueError(tr("Give the connection a name of its own."))
        self.close(spec.name)
        self._specs[spec.name] = spec
        self._store()
        self.servers_changed.emit()

    def remove(self, name: str) -> None:
        if name in self._specs:
            self.close(name)
            del self._specs[name]
            if self.default == name:
                self.default = BUILTIN
            self._store()
            self.servers_changed.emit()

    def set_default(self, name: str) -> None:
        self.default = name if name in self.names() else BUILTIN
        self._store()
        self.servers_changed.emit()

    def restart_builtin(self) -> None:
        """After the workspace or terminal preference changed."""
        self.close(BUILTIN)

    # ------------------------------------------------------------------ live connections
    def open_connection(self, name: str) -> Connection:
        """A live connection (opened or re-opened as needed). Blocking: worker threads only."""
        with self._lock:
            live = self._live.get(name)
            if live is not None and live.alive:
                return live
            if live is not None:
                live.close()
                self._live.pop(name, None)
        self._set_status(name, tr("starting…"))
        try:
            connection = Connection.open(self.spec(name))
        except Exception as exc:
            self._set_status(name, tr("failed: {error}").format(error=exc))
            raise
        catalog = connection.catalog(name)
        with self._lock:
            self._live[name] = connection
            self._catalogs[name] = catalog
        self._set_status(name, tr("connected · {n} tools").format(n=len(catalog)))
        return connection

    def catalog(self, name: str) -> Catalog | None:
        """The tools last read from the server (``None`` before it was reached)."""
        return self._catalogs.get(name)

    def close(self, name: str) -> None:
        with self._lock:
            live = self._live.pop(name, None)
        if live is not None:
            live.close()
            self._set_status(name, tr("stopped"))

    def close_all(self) -> None:
        for name in list(self._live):
            self.close(name)

    def _set_status(self, name: str, text: str) -> None:
        self.status[name] = text
        self.status_changed.emit(name, text)

    def describe(self, name: str) -> dict[str, Any]:
        spec = self.spec(name)
        return {
            "name": name,
            "where": spec.describe(),
            "status": self.status.get(name, tr("not started")),
        }
