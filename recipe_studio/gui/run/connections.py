"""MCP server connections: the built-in tool server (the default) and the user's own.

The list of servers, the default and the built-in server's options are settings (read on
the GUI thread, where :meth:`ConnectionManager.spec` turns a name into a
:class:`ServerSpec`); other threads get that spec and open the connection with it through
:attr:`ConnectionManager.live` (:mod:`~recipe_studio.gui.run.live_connections`), each in
its own thread and cancellable (a server that hangs while starting delays nothing else).
Each connection's status line ("connected · 3 tools", "failed: <why, in a sentence>") is
in the UI language; news from other threads reaches it through the relay.
"""

from __future__ import annotations

import threading
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from recipe_studio.core.assistant_servers import masked_where
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.gui.i18n import translator, ui_language
from recipe_studio.gui.run.live_connections import LiveConnections, Status
from recipe_studio.gui.texts import message_text

if TYPE_CHECKING:
    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.mcp_client import CancelToken, Connection, ServerSpec
    from recipe_studio.gui.run.relay import Relay
    from recipe_studio.gui.settings import SettingsStore

BUILTIN = BUILTIN_CONNECTION
tr = translator("Connections")


class ConnectionManager(QObject):
    """Knows every configured server and keeps at most one live connection to each."""

    status_changed = Signal(str, str)
    servers_changed = Signal()
    #: The tools of the connection ``name`` were read (after it was opened).
    catalog_read = Signal(str)

    def __init__(
        self, settings: SettingsStore, relay: Relay, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        #: Each connection's status line, in the UI language.
        self.status: dict[str, str] = {}
        told, post = self._told, relay.post  # (bound here, on the GUI thread)

        def tell(name: str, status: Status) -> None:  # any thread: no Qt call but here
            if threading.current_thread() is threading.main_thread():
                told(name, status)
            else:
                post(partial(told, name, status))

        #: The live connections themselves (plain Python: other threads use this).
        self.live = LiveConnections(tell)

    # ------------------------------------------------------------------ configuration (GUI)
    def names(self) -> list[str]:
        return self.settings.value.connection_names()

    @property
    def default(self) -> str:
        default = self.settings.value.default_connection
        return default if default in self.names() else BUILTIN

    def spec(self, name: str) -> ServerSpec:
        """How to reach ``name``; the built-in tools speak the UI language."""
        return self.settings.value.server_spec(name, language=ui_language())

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
    def open_connection(
        self, name: str, spec: ServerSpec, cancel: CancelToken | None = None
    ) -> Connection:
        """See :meth:`LiveConnections.open` (never on the GUI thread)."""
        return self.live.open(name, spec, cancel)

    def catalog(self, name: str) -> Catalog | None:
        """The tools last read from the server (``None`` before it was reached)."""
        return self.live.catalog(name)

    def close(self, name: str, *, fast: bool = False) -> None:
        self.live.close(name, fast=fast)

    def close_all(self) -> None:
        self.live.close_all()

    def shutdown(self) -> None:
        """The window is closing: end every server now, and any that opens from now on."""
        self.live.shutdown()

    def _told(self, name: str, status: Status) -> None:
        """A connection's news, on the GUI thread: its status line in the UI language."""
        texts = {
            "starting": lambda: tr("starting…"),
            "connected": lambda: tr("connected · %n tool(s)", status.tools),
            "stopped": lambda: tr("stopped"),
            "not_started": lambda: tr("not started"),
            "failed": lambda: tr("failed: {error}").format(
                error=message_text(status.error) if status.error else ""
            ),
        }
        text = texts[status.kind]()
        self.status[name] = text
        self.status_changed.emit(name, text)
        if status.kind == "connected":
            self.catalog_read.emit(name)

    def describe(self, name: str) -> dict[str, Any]:
        return {
            "name": name,
            "where": masked_where(self.spec(name)),
            "status": self.status.get(name, tr("not started")),
        }
