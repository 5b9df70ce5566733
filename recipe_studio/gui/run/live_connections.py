"""The window's live MCP connections, one per configured server name: plain Python, any thread.

Runs, connection tests and publishing open connections from threads of their own; this
keeps at most one live connection per name, re-opens one whose server died or whose
settings changed, and closes them all on quit (a connection that finishes opening after
that is closed at once). It never touches Qt: what happens is told through ``tell(name,
status)``, which the window turns into its status lines on the GUI thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from recipe_studio.core.mcp_client import (
    Cancelled,
    CancelToken,
    Connection,
    McpClientError,
    ServerSpec,
)
from recipe_studio.core.messages import Message, message

if TYPE_CHECKING:
    from recipe_studio.core.catalog import Catalog

StatusKind = Literal["starting", "connected", "failed", "stopped", "not_started"]


@dataclass(frozen=True)
class Status:
    """What a connection is doing; ``error`` says why it failed (in plain words)."""

    kind: StatusKind
    tools: int = 0
    error: Message | None = None


Tell = Callable[[str, Status], None]


class LiveConnections:
    """See the module docstring."""

    def __init__(self, tell: Tell) -> None:
        self._tell = tell
        self._lock = threading.Lock()
        self._live: dict[str, Connection] = {}
        self._catalogs: dict[str, Catalog] = {}
        self._shut = False

    def open(self, name: str, spec: ServerSpec, cancel: CancelToken | None = None) -> Connection:
        """A live connection to ``spec`` (opened or re-opened as needed). Blocking; never on
        the GUI thread. ``cancel`` stops it within moments (``Cancelled``); other failures
        raise ``McpClientError`` (its message says why in plain words)."""
        with self._lock:
            live = self._live.get(name)
            if live is not None and live.alive and live.spec == spec:
                return live
            if live is not None:
                self._live.pop(name, None)
        if live is not None:
            live.close(fast=True)  # dead, or its settings changed
        self._tell(name, Status("starting"))
        try:
            connection = Connection.open(spec, cancel=cancel)
            catalog = connection.catalog(name)
        except Cancelled:
            self._tell(name, Status("not_started"))
            raise
        except McpClientError as exc:
            self._tell(name, Status("failed", error=exc.message))
            raise
        return self._keep(name, spec, connection, catalog)

    def _keep(
        self, name: str, spec: ServerSpec, connection: Connection, catalog: Catalog
    ) -> Connection:
        """Remember a connection that just opened, unless another one won the race (that
        one is used) or the window is closing (it is closed)."""
        with self._lock:
            other = self._live.get(name)
            won = other is not None and other.alive and other.spec == spec
            if not won and not self._shut:
                self._live[name] = connection
                self._catalogs[name] = catalog
            shut = self._shut
        if shut:
            connection.close(fast=True)
            raise Cancelled(message("connect_cancelled"))
        if won and other is not None:
            connection.close(fast=True)
            return other
        self._tell(name, Status("connected", tools=len(catalog)))
        return connection

    def catalog(self, name: str) -> Catalog | None:
        """The tools last read from the server (``None`` before it was reached)."""
        return self._catalogs.get(name)

    def close(self, name: str, *, fast: bool = False) -> None:
        """Stop the server of ``name``; ``fast``: no grace to exit by itself."""
        with self._lock:
            live = self._live.pop(name, None)
        if live is not None:
            live.close(fast=fast)
            self._tell(name, Status("stopped"))

    def close_all(self) -> None:
        with self._lock:
            names = list(self._live)
        for name in names:
            self.close(name, fast=True)

    def shutdown(self) -> None:
        """Quitting: end every server now, and any whose connection opens from now on."""
        with self._lock:
            self._shut = True
        self.close_all()
