"""Opening a connection in a thread of its own, cancellable: for windows and connection tests.

Each :class:`ConnectAttempt` starts its own daemon thread, so one server that hangs while
starting never delays another (nothing here is shared between attempts)::

    attempt = ConnectAttempt(spec, on_done=lambda a: signal.emit(a)).start()
    ...
    attempt.cancel()            # any thread: ends within moments, server process included
    if attempt.connection: ...  # in on_done (called in the attempt's thread) or after wait()

:func:`check_server` is the "Test connection" action: connect, count the tools, close.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from recipe_studio.core.mcp_client.cancel import CancelToken
from recipe_studio.core.mcp_client.connection import Connection
from recipe_studio.core.mcp_client.errors import McpClientError

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.mcp_client.elicit import ElicitCallback
    from recipe_studio.core.mcp_client.spec import ServerSpec
    from recipe_studio.core.messages import Message


class ConnectAttempt:
    """One cancellable :meth:`Connection.open` in a daemon thread of its own."""

    def __init__(
        self,
        spec: ServerSpec,
        *,
        elicitation: ElicitCallback | None = None,
        on_done: Callable[[ConnectAttempt], None] | None = None,
    ) -> None:
        self.spec = spec
        self.elicitation = elicitation
        self.on_done = on_done
        self.token = CancelToken()
        self.connection: Connection | None = None
        #: Why it failed (``error.message`` is the plain-words message), or ``None``.
        self.error: McpClientError | None = None
        self._finished = threading.Event()
        self._thread = threading.Thread(
            target=self._run, name=f"connect-{spec.name or spec.kind}", daemon=True
        )

    def start(self) -> ConnectAttempt:
        self._thread.start()
        return self

    def cancel(self) -> None:
        """Stop connecting (any thread); a connection that opened meanwhile is closed."""
        self.token.cancel()

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    @property
    def cancelled(self) -> bool:
        return self.token.cancelled

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the attempt ended (True) or ``timeout`` passed (False)."""
        return self._finished.wait(timeout)

    def _run(self) -> None:
        try:
            connection = Connection.open(self.spec, cancel=self.token, elicitation=self.elicitation)
        except McpClientError as exc:
            self.error = exc
        else:
            if self.token.cancelled:  # cancelled just as it opened
                connection.close(fast=True)
            else:
                self.connection = connection
        finally:
            self._finished.set()
            if self.on_done is not None:
                self.on_done(self)


@dataclass(frozen=True)
class ServerCheck:
    """What a connection test found."""

    ok: bool
    server_name: str = ""
    server_version: str = ""
    tool_count: int = 0
    error: Message | None = None


def check_server(spec: ServerSpec, cancel: CancelToken | None = None) -> ServerCheck:
    """Connect, list the tools and close; never raises for a server problem."""
    try:
        connection = Connection.open(spec, cancel=cancel)
    except McpClientError as exc:
        return ServerCheck(ok=False, error=exc.message)
    try:
        return ServerCheck(
            ok=True,
            server_name=connection.server_name,
            server_version=connection.server_version,
            tool_count=len(connection.list_tools()),
        )
    finally:
        connection.close()
