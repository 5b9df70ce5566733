"""MCP server connections: the built-in tool server (the default) and the user's own.

The list of servers, the default and the built-in server's options are settings (read on
the GUI thread, where :meth:`ConnectionManager.spec` turns a name into a
:class:`ServerSpec`); worker threads get that spec and open the connection with it.
Connections are opened on first need, reused while alive and unchanged, re-opened when the
server died or its settings changed, and all closed on quit.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from recipe_studio.core.catalog import Catalog
from recipe_studio.core.mcp_client import Connection, ServerSpec
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.settings import SettingsStore

BUILTIN = BUILTIN_CONNECTION
tr = translator("Connections")


class ConnectionManager(QObject):
    """Knows every configured server and keeps at most one live connection to each."""

    status_changed = Signal(str, str)
    servers_changed = Signal()
    #: The tools of the connection ``name`` were read (after it was opened).
    catalog_read = Signal(str)

    def __init__(self, settings: SettingsStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._lock = threading.Lock()
        self._live: dict[str, Connection] = {}
        self._catalogs: dict[str, Catalog] = {}
        self.status: dict[str, str] = {}

    # ------------------------------------------------------------------ configuration (GUI)
    def names(self) -> list[str]:
        return self.settings.value.connection_names()

    @property
    def default(self) -> str:
        default = self.settings.value.default_connection
        return default if default in self.names() else BUILTIN

    def spec(self, name: str) -> ServerSpec:
        return self.settings.value.server_spec(name)

    def add(self, spec: ServerSpec) -> None:
        if not spec.name or spec.name == BUILTIN:
            raise ValueError(tr("Give the connection a name of its own."))
        self.close(spec.name)
        others = [s for s in self.settings.value.connections if s.name != spec.name]
        self.settings.update(connections=[*others, spec])
        self.servers_changed.emit()

    def remove(self, name: str) -> None:
        kept = [s for s in self.settings.value.connections if s.name != name]
        if len(kept) == len(self.settings.value.connections):
            return
        self.close(name)
        default = self.settings.value.default_connection
        self.settings.update(
            connections=kept, default_connection=BUILTIN if default == name else default
        )
        self.servers_changed.emit()

    def set_default(self, name: str) -> None:
        self.settings.update(default_connection=name if name in self.names() else BUILTIN)
        self.servers_changed.emit()

    def restart_builtin(self) -> None:
        """After the workspace or terminal preference changed."""
        self.close(BUILTIN)

    # ------------------------------------------------------------------ live connections
    def open_connection(self, name: str, spec: ServerSpec) -> Connection:
        """A live connection to ``spec`` (opened or re-opened as needed). Blocking: worker
        threads only."""
        with self._lock:
            live = self._live.get(name)
            if live is not None and live.alive and live.spec == spec:
                return live
            if live is not None:
                self._live.pop(name, None)
        if live is not None:
            live.close()
        self._set_status(name, tr("starting…"))
        try:
            connection = Connection.open(spec)
        except Exception as exc:
            self._set_status(name, tr("failed: {error}").format(error=exc))
            raise
        catalog = connection.catalog(name)
        with self._lock:
            self._live[name] = connection
            self._catalogs[name] = catalog
        self._set_status(name, tr("connected · {n} tools").format(n=len(catalog)))
        self.catalog_read.emit(name)
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
        return {
            "name": name,
            "where": self.spec(name).describe(),
            "status": self.status.get(name, tr("not started")),
        }
