"""A synchronous MCP client connection for worker threads (the GUI's QThread, the CLI).

Each :class:`Connection` runs its own anyio event loop in a background thread (a blocking
portal); the MCP SDK's ``ClientSession`` lives in that loop for the connection's life, and
the blocking methods hand work to it::

    conn = Connection.open(builtin_server_spec(home, workspace))
    try:
        catalog = conn.catalog()
        result = conn.call("echo", {"value": 1}, timeout=30)
    finally:
        conn.close()

``cancel()`` (any thread) makes every in-flight :meth:`call` raise :class:`Cancelled` at
once; a :class:`CancelToken` passed to :meth:`call` does the same for that call only.
:meth:`drive` runs a script of calls (see :mod:`~recipe_studio.core.mcp_client.calls`)
inside the loop thread, for runs of many quick steps. A stdio server's process is always
stopped and reaped by :meth:`close`, also after a crash, a timeout or a cancel (see
:mod:`~recipe_studio.core.mcp_client.host`).

The ``mcp`` package is imported only when a connection opens: importing this module is
cheap, so the app's start-up path never pays for the SDK.
"""

from __future__ import annotations

import concurrent.futures
import threading
from typing import TYPE_CHECKING, Any

from recipe_studio.core.mcp_client.calls import (
    Job,
    ScopeCanceller,
    Script,
    ScriptInterrupted,
    ToolRequest,
    drive_script,
    settle,
)
from recipe_studio.core.mcp_client.errors import CallTimeout, Cancelled
from recipe_studio.core.mcp_client.host import SessionHost, closed_error
from recipe_studio.core.messages import whole_seconds

if TYPE_CHECKING:
    import asyncio
    from collections.abc import Callable, Mapping

    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.mcp_client.cancel import CancelToken
    from recipe_studio.core.mcp_client.clock import ProgressCallback
    from recipe_studio.core.mcp_client.elicit import ElicitCallback
    from recipe_studio.core.mcp_client.results import CallResult
    from recipe_studio.core.mcp_client.signin import OpenPage
    from recipe_studio.core.mcp_client.spec import ServerSpec

#: Extra seconds the calling thread waits beyond a call's own timeout before giving up.
_TIMEOUT_GRACE = 5.0


class Connection(SessionHost):
    """One live MCP session; open with :meth:`open`, always :meth:`close` (or use ``with``)."""

    @classmethod
    def open(
        cls,
        spec: ServerSpec,
        *,
        cancel: CancelToken | None = None,
        elicitation: ElicitCallback | None = None,
        open_page: OpenPage | None = None,
    ) -> Connection:
        """Start (or reach) the server, complete the MCP handshake and list its tools.

        A web server that answers 401 is signed in to first (see :mod:`.signin`):
        ``open_page`` opens its sign-in page (default: the system browser), and the
        connect time limit waits while the person signs in.

        Blocking, bounded by ``spec.connect_timeout``. Raises :class:`ConnectFailed` (its
        ``message`` says why in plain words; ``message.details`` holds the technical
        part and the server's error output), or :class:`Cancelled` within moments of
        ``cancel`` being cancelled (from any thread), the server process ended.
        ``elicitation`` answers the server's questions during calls (see
        :attr:`elicitation_handler`, which can be changed at any time).
        """
        connection = cls(spec, elicitation=elicitation)
        connection.open_page = open_page
        connection._start(cancel)
        return connection

    def __enter__(self) -> Connection:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def list_tools(self) -> list[Any]:
        """The server's tools (SDK ``Tool`` objects), as listed when the connection opened."""
        if self._tools is None:
            self.refresh_tools()
        return list(self._tools or [])

    def refresh_tools(self) -> list[Any]:
        self._tools = self._run(self._list_tools_async)
        return list(self._tools)

    def catalog(self, name: str | None = None) -> Catalog:
        """The tools as a catalog: effect from ``readOnlyHint``, ``confirm`` from the schema."""
        from recipe_studio.core.mcp_catalog import catalog_from_mcp_tools

        return catalog_from_mcp_tools(
            self.list_tools(),
            name or self.server_name or self.describe(),
            complete=True,
            source=self.describe(),
        )

    def call(
        self,
        tool: str,
        arguments: Mapping[str, Any] | None = None,
        *,
        timeout: float | None = None,
        cancel: CancelToken | None = None,
        step_limit: float | None = None,
        on_progress: ProgressCallback | None = None,
    ) -> CallResult:
        """Call a tool and wait for its answer (a tool-level error is an ``is_error`` result).

        ``timeout`` is how long the tool may stay silent: its progress reports, a task's
        answers to polls and its questions start it again; ``step_limit`` bounds the call
        in all (not a background task, which runs until it ends or is cancelled).
        ``on_progress`` receives its progress reports (in the connection's loop thread).
        Raises :class:`CallTimeout`, :class:`Cancelled`, :class:`ServerCrashed`,
        :class:`ProtocolError` or :class:`ConnectionClosed`. Nothing is ever retried.
        """
        loop = self._usable_loop()
        if cancel is not None and cancel.cancelled:
            raise Cancelled.of("call_cancelled", tool=tool)
        job = Job(loop, tool)
        with self._lock:
            self._inflight.add(job)
        forget: Callable[[], None] = (
            cancel.on_cancel(job.cancel) if cancel is not None else (lambda: None)
        )
        try:
            # One hop to the loop thread; the answer wakes this thread through the future.
            request = ToolRequest(
                tool,
                dict(arguments or {}),
                timeout,
                step_limit=step_limit,
                on_progress=on_progress,
            )
            try:
                loop.call_soon_threadsafe(self._start_job, job, request)
            except RuntimeError:  # the loop has stopped: the connection was closed meanwhile
                raise closed_error() from None
            # The loop enforces the limits; this wait only guards against a loop that hangs.
            wait = None if step_limit is None else step_limit + _TIMEOUT_GRACE
            result: CallResult = job.future.result(timeout=wait)
            return result
        except concurrent.futures.CancelledError:
            if self._closed and (cancel is None or not cancel.cancelled):
                raise closed_error() from None
            raise Cancelled.of("call_cancelled", tool=tool) from None
        except concurrent.futures.TimeoutError:
            job.cancel()
            limit = step_limit if step_limit is not None else timeout
            raise CallTimeout.of("call_step_limit", tool=tool, count=whole_seconds(limit)) from None
        finally:
            forget()
            with self._lock:
                self._inflight.discard(job)

    def drive(
        self,
        script: Script,
        value: Any = None,
        error: BaseException | None = None,
        *,
        cancel: CancelToken | None = None,
    ) -> tuple[bool, Any]:
        """Advance ``script`` in the loop thread, answering its :class:`ToolRequest` s there.

        Returns at the first other request (``(False, request)``) or when the script ends
        (``(True, value)``); exceptions from the script propagate. ``cancel`` cancels the
        call in flight (the script receives :class:`Cancelled`). :class:`ConnectionClosed`
        means the script was not advanced; its subclass :class:`ScriptInterrupted`, that
        it waits at a tool request.
        """
        loop = self._usable_loop()
        future: concurrent.futures.Future[tuple[bool, Any]] = concurrent.futures.Future()

        async def run() -> None:
            try:
                answer = await self._drive_in_loop(script, value, error, cancel)
            except Exception as exc:  # raised by the script itself
                settle(future, exception=exc)
            except BaseException:  # the loop is shutting down under the script
                settle(future, exception=ScriptInterrupted(closed_error().message))
                raise
            else:
                settle(future, result=answer)

        try:
            loop.call_soon_threadsafe(lambda: self._spawn(run()))
        except RuntimeError:
            raise closed_error() from None
        return future.result()

    async def _drive_in_loop(
        self,
        script: Script,
        value: Any,
        error: BaseException | None,
        cancel: CancelToken | None,
    ) -> tuple[bool, Any]:
        """Drive ``script`` with its calls awaited inline, one cancel scope for the whole
        drive: no extra task or thread switch per call, so the next request goes out right
        after the answer, as in a plain ``ClientSession`` loop."""
        import anyio

        assert self._loop is not None
        canceller = ScopeCanceller(self._loop)
        with self._lock:
            self._inflight.add(canceller)
        forget = cancel.on_cancel(canceller.cancel) if cancel is not None else None
        try:
            while True:
                with anyio.CancelScope() as scope:
                    canceller.scope = scope
                    if (cancel is not None and cancel.cancelled) or self._closed:
                        scope.cancel()
                    return await drive_script(script, value, error, self._call_request)
                # Cancelled during a call: the script waits at that tool request.
                canceller.scope = None
                value = None
                error = closed_error() if self._closed else Cancelled.of("step_cancelled")
        finally:
            if forget is not None:
                forget()
            with self._lock:
                self._inflight.discard(canceller)

    def _usable_loop(self) -> asyncio.AbstractEventLoop:
        loop = self._loop
        if self._closed or loop is None:
            raise closed_error()
        if threading.get_ident() == self._loop_thread:
            # e.g. an event handler of a driven run calling back into the connection
            raise RuntimeError("a blocking call from the connection's own thread would deadlock")
        return loop

    def cancel(self) -> None:
        """Cancel every call in flight (any thread); they raise :class:`Cancelled` at once."""
        with self._lock:
            inflight = list(self._inflight)
        for job in inflight:
            job.cancel()

    def ping(self, timeout: float = 5.0) -> bool:
        """Whether the server answers a ping within ``timeout`` seconds."""

        async def ping() -> None:
            import anyio

            with anyio.fail_after(timeout):
                await self._session.send_ping()

        try:
            self._run(ping)
        except Exception:
            return False
        return True
