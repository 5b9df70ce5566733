"""Tool calls in flight on a connection's event loop, and scripts of calls.

A :class:`Job` is one call: the task runs in the connection's loop thread, the caller
waits on ``job.future`` (in any thread) and cancelling the job wakes the caller at once
before the task is stopped.

A *script* is a generator that yields :class:`ToolRequest` objects (and possibly other
requests its owner handles) and receives each call's :class:`CallResult` — or has the
call's :class:`McpClientError` thrown in. :func:`step_script` advances a script by one
request; :meth:`Connection.drive` runs the calls of a script inside the loop thread, so
consecutive calls cost no thread switches (see ``bench/engine.py``).
"""

from __future__ import annotations

import concurrent.futures
import contextlib
from collections.abc import Awaitable, Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from recipe_studio.core.mcp_client.errors import (
    CallTimeout,
    ConnectionClosed,
    McpClientError,
    ProtocolError,
    ServerCrashed,
)
from recipe_studio.core.mcp_client.rpc_errors import rpc_error_message
from recipe_studio.core.mcp_client.wire_faults import fault_message
from recipe_studio.core.messages import whole_seconds

if TYPE_CHECKING:
    import asyncio

    from recipe_studio.core.mcp_client.clock import ProgressCallback
    from recipe_studio.core.mcp_client.results import CallResult

Script = Generator[Any, Any, Any]


class ScriptInterrupted(ConnectionClosed):
    """The connection closed while driving a script: it waits at the tool request that was
    being answered (throw this error in there to let it go on)."""


@dataclass(frozen=True)
class ToolRequest:
    """What a script yields to have a tool called; it receives the :class:`CallResult`."""

    tool: str
    arguments: dict[str, Any]
    #: Seconds the tool may stay silent (no answer, no progress); ``None``: no limit.
    timeout: float | None = None
    #: Seconds the call may take in all, however lively (``None``: no limit).
    step_limit: float | None = None
    #: Receives the call's progress reports (in the connection's loop thread).
    on_progress: ProgressCallback | None = None


class Job:
    """One call in flight: the caller waits on ``future``; ``scope`` stops the task."""

    def __init__(self, loop: asyncio.AbstractEventLoop, tool: str) -> None:
        self.loop = loop
        self.tool = tool
        self.future: concurrent.futures.Future[CallResult] = concurrent.futures.Future()
        self.scope: Any = None

    def cancel(self) -> None:
        """Any thread: wake the waiting caller at once, then stop the task in its loop."""
        self.future.cancel()
        with contextlib.suppress(RuntimeError):  # the loop is already closed
            self.loop.call_soon_threadsafe(self._cancel_scope)

    def _cancel_scope(self) -> None:
        if self.scope is not None:
            self.scope.cancel()

    async def run(self, call: Awaitable[CallResult]) -> None:
        """In the loop thread: await the call inside a cancel scope, then settle."""
        import anyio

        with anyio.CancelScope() as scope:
            self.scope = scope
            if self.future.cancelled():
                scope.cancel()
            try:
                result = await call
            except Exception as exc:
                settle(self.future, exception=exc)
            else:
                settle(self.future, result=result)


class ScopeCanceller:
    """Cancels the anyio cancel scope in ``scope`` (set in the loop thread) from any thread."""

    __slots__ = ("loop", "scope")

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.scope: Any = None

    def cancel(self) -> None:
        with contextlib.suppress(RuntimeError):  # the loop is already closed
            self.loop.call_soon_threadsafe(self._cancel_scope)

    def _cancel_scope(self) -> None:
        if self.scope is not None:
            self.scope.cancel()


def settle(
    future: concurrent.futures.Future[Any],
    *,
    result: Any = None,
    exception: BaseException | None = None,
) -> None:
    """Give a waiter its answer, unless it stopped waiting (cancelled) already."""
    with contextlib.suppress(concurrent.futures.InvalidStateError):
        if exception is not None:
            future.set_exception(exception)
        else:
            future.set_result(result)


async def guarded(
    what: str,
    awaitable: Awaitable[Any],
    crashed: Callable[[], ServerCrashed],
    timeout: float | None = None,
) -> Any:
    """Await an SDK request, turning its failures into this package's error types."""
    try:
        return await awaitable
    except Exception as exc:
        raise translate_error(what, exc, crashed, timeout) from None


def translate_error(
    what: str,
    exc: Exception,
    crashed: Callable[[], ServerCrashed],
    timeout: float | None = None,
) -> Exception:
    """The error of this package that stands for an SDK failure (others unchanged).

    ``what`` is the tool called (or the request, e.g. ``tools/list``).
    """
    import mcp_types
    from mcp.shared.exceptions import MCPError

    fault = fault_message(what, exc)  # a broken, misplaced or oversized answer
    if fault is not None:
        return ProtocolError(fault)
    if isinstance(exc, MCPError):
        if exc.code == mcp_types.REQUEST_TIMEOUT:
            return CallTimeout.of(
                "call_timeout", tool=what, count=whole_seconds(timeout), details=str(exc)
            )
        if exc.code == mcp_types.CONNECTION_CLOSED:
            return crashed()
        return ProtocolError(rpc_error_message(what, exc.code, exc.message))
    if isinstance(exc, RuntimeError | ValueError):  # e.g. a result not matching its schema
        return ProtocolError.of(
            "call_bad_result", tool=what, details=f"{type(exc).__name__}: {exc}"
        )
    return exc


def step_script(
    script: Script, value: Any = None, error: BaseException | None = None
) -> tuple[bool, Any]:
    """Advance ``script`` by sending ``value`` (or throwing ``error``).

    Returns ``(False, request)`` for the next request, ``(True, value)`` when it ended.
    """
    try:
        item = script.throw(error) if error is not None else script.send(value)
    except StopIteration as stop:
        return True, stop.value
    return False, item


async def drive_script(
    script: Script,
    value: Any,
    error: BaseException | None,
    call: Callable[[ToolRequest], Awaitable[CallResult]],
) -> tuple[bool, Any]:
    """Run ``script`` in the loop, answering its tool requests with ``call``.

    Stops at the first request that is not a :class:`ToolRequest` (``(False, request)``)
    or when the script ends (``(True, value)``).
    """
    while True:
        finished, item = step_script(script, value, error)
        if finished or not isinstance(item, ToolRequest):
            return finished, item
        value, error = None, None
        try:
            value = await call(item)
        except McpClientError as exc:
            error = exc
