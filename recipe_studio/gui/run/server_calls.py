"""Connecting and calling tools outside runs: connection tests, "use its tools", publishing.

Each request runs in a thread of its own, so one server that hangs while starting never
delays another request, nor a run (runs have their own thread). That thread touches no Qt
object: the answer goes back to the GUI thread through the relay
(:mod:`~recipe_studio.gui.run.relay`) and is handed to the request's callback there::

    calls.call("host", "recipe_save", {"manifest": ...}, lambda ok, value: ...)
    calls.call("host", None, {}, ...)       # just connect: value is the server's catalog

``value`` is the catalog (no tool), the tool's ``CallResult``, or, when it failed, a
:class:`~recipe_studio.core.messages.Message` saying why in plain words.
:meth:`ServerCalls.shutdown` cancels every request still going (their servers are ended).
"""

from __future__ import annotations

import logging
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from recipe_studio.core.mcp_client import CancelToken, McpClientError, ServerSpec
from recipe_studio.core.messages import message

if TYPE_CHECKING:
    from recipe_studio.gui.run.connections import ConnectionManager
    from recipe_studio.gui.run.live_connections import LiveConnections
    from recipe_studio.gui.run.relay import Relay

logger = logging.getLogger(__name__)

#: Seconds a tool called outside a run may take (publishing a recipe is quick).
CALL_TIMEOUT = 60.0
#: Seconds :meth:`ServerCalls.shutdown` waits in all for cancelled requests to end.
SHUTDOWN_WAIT = 3.0

Callback = Callable[[bool, Any], None]


@dataclass(eq=False)
class Request:
    """One connect (``tool`` is ``None``) or tool call, and, once done, its answer."""

    name: str
    spec: ServerSpec
    tool: str | None
    args: dict[str, Any]
    callback: Callback
    token: CancelToken = field(default_factory=CancelToken)
    ok: bool = False
    value: Any = None
    thread: threading.Thread | None = None


class ServerCalls(QObject):
    """See the module docstring."""

    def __init__(
        self, connections: ConnectionManager, relay: Relay, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.connections = connections
        self._post = relay.post
        self._pending: set[Request] = set()

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def call(self, name: str, tool: str | None, args: dict[str, Any], callback: Callback) -> None:
        """Connect to ``name`` and call ``tool`` (or only connect); ``callback(ok, value)``
        is called on the GUI thread."""
        request = Request(name, self.connections.spec(name), tool, dict(args), callback)
        done = partial(self._post, partial(self._deliver, request))
        request.thread = threading.Thread(
            target=work,
            args=(request, self.connections.live, done),
            daemon=True,
            name=f"server call {name}",
        )
        self._pending.add(request)
        request.thread.start()

    def _deliver(self, request: Request) -> None:
        if request not in self._pending:
            return  # cancelled by shutdown
        self._pending.discard(request)
        if not request.token.cancelled:
            request.callback(request.ok, request.value)

    def shutdown(self) -> None:
        """Cancel every request still going and wait (a little) for their threads."""
        pending, self._pending = list(self._pending), set()
        for request in pending:
            request.token.cancel()
        deadline = time.monotonic() + SHUTDOWN_WAIT
        for request in pending:
            if request.thread is not None:
                request.thread.join(max(0.0, deadline - time.monotonic()))


def work(request: Request, live: LiveConnections, done: Callable[[], None]) -> None:
    """In the request's own thread (plain Python, no Qt): connect, call, then ``done()``."""
    try:
        connection = live.open(request.name, request.spec, cancel=request.token)
        if request.tool is None:
            request.ok, request.value = True, live.catalog(request.name)
        else:
            result = connection.call(
                request.tool, request.args, timeout=CALL_TIMEOUT, cancel=request.token
            )
            request.ok, request.value = result.ok, result
    except McpClientError as exc:
        request.ok, request.value = False, exc.message
    except Exception as exc:  # reported to the caller, never raised in the thread
        logger.exception("calling %s on %s failed", request.tool, request.name)
        details = "".join(traceback.format_exception(exc, limit=4)).rstrip()
        request.ok, request.value = False, message("unexpected_error", details=details)
    done()
