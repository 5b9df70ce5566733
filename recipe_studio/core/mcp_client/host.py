"""The machinery under :class:`~recipe_studio.core.mcp_client.connection.Connection`.

:class:`SessionHost` owns an anyio event loop in a daemon thread (with a blocking portal)
and, inside it, the transport and the MCP SDK's ``ClientSession`` for the life of the
connection. Connecting — starting the server, the handshake, listing its tools — is one
phase, bounded by the spec's ``connect_timeout`` and cancellable from any thread through
a :class:`~recipe_studio.core.mcp_client.cancel.CancelToken`: a cancel wakes the waiting
thread at once, ends a stdio server's whole process group and stops the loop's work.
A stdio server that prints something that is not MCP before the handshake ends fails
after :data:`NOISE_GRACE` seconds with its first line quoted.

Closing stops the session and the server (a stdio server's process group is always
ended and reaped, see :mod:`~recipe_studio.core.mcp_client.stdio`); every wait is
bounded, so neither a cancel nor a close can hang on a stuck server. The ``mcp`` package
is imported only inside these methods.
"""

from __future__ import annotations

import atexit
import concurrent.futures
import contextlib
import math
import os
import tempfile
import threading
import weakref
from contextlib import AsyncExitStack
from typing import TYPE_CHECKING, Any

from recipe_studio.core.mcp_client.calls import Job, ScopeCanceller, ToolRequest, guarded, settle
from recipe_studio.core.mcp_client.clock import ProgressCallback, SilenceClock
from recipe_studio.core.mcp_client.diagnose import (
    ConnectContext,
    connect_error,
    route_sdk_logging,
)
from recipe_studio.core.mcp_client.errors import (
    CallTimeout,
    Cancelled,
    ConnectFailed,
    ConnectionClosed,
    McpClientError,
    ProtocolError,
    ServerCrashed,
)
from recipe_studio.core.mcp_client.http_transport import HttpTransport
from recipe_studio.core.mcp_client.questions import ServerQuestions
from recipe_studio.core.mcp_client.results import CallResult, from_sdk_result
from recipe_studio.core.mcp_client.sdk_import import wait_for_sdk
from recipe_studio.core.mcp_client.stdio import ServerProcess, stdio_transport
from recipe_studio.core.mcp_client.wire_faults import NOISE_GRACE
from recipe_studio.core.messages import Message, message

if TYPE_CHECKING:
    import asyncio
    from collections.abc import Callable, Coroutine

    from anyio.from_thread import BlockingPortal

    from recipe_studio.core.mcp_client.cancel import CancelToken
    from recipe_studio.core.mcp_client.elicit import ElicitCallback
    from recipe_studio.core.mcp_client.spec import ServerSpec

#: Seconds :meth:`SessionHost.close` waits for the session and server to stop.
_CLOSE_WAIT = 15.0
_FAST_CLOSE_WAIT = 3.0
#: Seconds a server gets to answer a ping after a call timed out, before it counts as hung.
_PING_WAIT = 1.0
_STDERR_TAIL = 2000

_open_hosts: weakref.WeakSet[SessionHost] = weakref.WeakSet()


class SessionHost:
    """A live MCP session in its own event-loop thread; see the module docstring."""

    def __init__(self, spec: ServerSpec, *, elicitation: ElicitCallback | None = None) -> None:
        self.spec = spec
        self.server_name = spec.name
        self.server_version = ""
        self.instructions = ""
        self.protocol_version = ""
        #: Whether the server offers background tasks for ``tools/call`` (MCP 2025-11-25).
        self.server_tasks = False
        self._portal: BlockingPortal | None = None
        self._thread: threading.Thread | None = None
        self._serve_future: concurrent.futures.Future[None] | None = None
        self._ready: concurrent.futures.Future[None] = concurrent.futures.Future()
        self._session: Any = None
        #: The JSON-RPC dispatcher the session runs on (a task call is sent through it).
        self._rpc: Any = None
        self._closing: Any = None
        self._connect_scope: Any = None
        self._tools: list[Any] | None = None
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._loop_thread: int | None = None
        self._inflight: set[Job | ScopeCanceller] = set()
        #: Strong references to running call tasks (the event loop keeps only weak ones).
        self._tasks: set[asyncio.Task[None]] = set()
        #: The time limits of the calls in flight (a question pauses them all).
        self._clocks: set[SilenceClock] = set()
        self._questions = ServerQuestions(self._clocks, elicitation)
        self._closed = False
        self._lost: Message | None = None
        self._stderr_path: str | None = None
        self._process = ServerProcess()
        self._context = ConnectContext(spec)
        self._noise_seen: Any = None
        self._connect_deadline: Any = None
        self._http: HttpTransport | None = None
        #: Opens a sign-in page in the system browser (``None``: ``webbrowser.open``).
        self.open_page: Callable[[str], bool] | None = None

    @property
    def elicitation_handler(self) -> ElicitCallback | None:
        """Answers a server's questions during calls (``None``: they are declined)."""
        return self._questions.handler

    @elicitation_handler.setter
    def elicitation_handler(self, handler: ElicitCallback | None) -> None:
        self._questions.handler = handler

    # ------------------------------------------------------------------ opening and closing
    def _start(self, cancel: CancelToken | None = None) -> None:
        route_sdk_logging()
        if self.spec.kind == "stdio":
            handle, self._stderr_path = tempfile.mkstemp(prefix="mcp-server-", suffix=".log")
            os.close(handle)
        forget = cancel.on_cancel(self._abort_connect) if cancel is not None else None
        try:
            # Here, not in the loop, and a cancel does not wait for it (see sdk_import).
            if not wait_for_sdk(cancel) or (cancel is not None and cancel.cancelled):
                raise Cancelled(message("connect_cancelled"))
            self._start_loop()
            assert self._portal is not None
            self._loop, self._loop_thread = self._portal.call(_loop_and_thread)
            self._serve_future = self._portal.start_task_soon(self._serve)
            self._ready.result()
        except BaseException as exc:
            self.close(fast=True)
            if cancel is not None and cancel.cancelled:
                raise Cancelled(message("connect_cancelled")) from None
            if isinstance(exc, McpClientError):
                raise
            raise connect_error(exc, self._context) from None
        finally:
            if forget is not None:
                forget()
        _open_hosts.add(self)

    def _start_loop(self) -> None:
        """An event loop with a blocking portal in a daemon thread (never joined unbounded)."""
        found: concurrent.futures.Future[BlockingPortal] = concurrent.futures.Future()

        async def run_portal() -> None:
            from anyio.from_thread import BlockingPortal

            async with BlockingPortal() as portal:
                found.set_result(portal)
                await portal.sleep_until_stopped()

        def main() -> None:
            import anyio

            try:
                anyio.run(run_portal)
            except BaseException as exc:  # the loop failed to start
                settle(found, exception=exc)

        name = f"mcp-{self.spec.name or self.spec.kind}"
        self._thread = threading.Thread(target=main, name=name, daemon=True)
        self._thread.start()
        self._portal = found.result()

    def _abort_connect(self) -> None:
        """Any thread, while connecting: wake the opener, end the server, stop the loop's work."""
        settle(self._ready, exception=Cancelled(message("connect_cancelled")))
        self._process.kill()
        loop, scope = self._loop, self._connect_scope
        if loop is not None and scope is not None:
            with contextlib.suppress(RuntimeError):  # the loop is already closed
                loop.call_soon_threadsafe(scope.cancel)

    def close(self, *, fast: bool = False) -> None:
        """Stop the session and the server; idempotent, any thread, bounded in time.

        ``fast`` (a cancel, quitting): do not give the server time to exit by itself.
        """
        with self._lock:
            if self._closed:
                return
            self._closed = True
            inflight = list(self._inflight)
        for job in inflight:
            job.cancel()
        if fast:
            self._process.kill()
        portal = self._portal
        if portal is not None:
            if self._closing is not None and self._serve_future is not None:
                with contextlib.suppress(Exception):
                    portal.call(self._closing.set)
                with contextlib.suppress(BaseException):
                    self._serve_future.result(timeout=_FAST_CLOSE_WAIT if fast else _CLOSE_WAIT)
            with contextlib.suppress(Exception):
                portal.call(portal.stop, True)
        if self._thread is not None:
            self._thread.join(timeout=_FAST_CLOSE_WAIT)
        self._portal = None
        self._session = None
        self._rpc = None
        if self._http is not None:
            self._http.close()
        if self._stderr_path is not None:
            with contextlib.suppress(OSError):
                os.unlink(self._stderr_path)
            self._stderr_path = None
        _open_hosts.discard(self)

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def alive(self) -> bool:
        """Open, and the server was not seen to go away or to stop answering (hung)."""
        return not self._closed and self._lost is None

    @property
    def lost(self) -> Message | None:
        """Why the server is not alive any more, if it was seen to crash or hang."""
        return self._lost

    @property
    def lost_reason(self) -> str | None:
        return None if self._lost is None else self._lost.text

    def describe(self) -> str:
        return self.spec.describe()

    # ------------------------------------------------------------------ in the loop thread
    async def _serve(self) -> None:
        import anyio

        self._closing = anyio.Event()
        self._noise_seen = anyio.Event()
        self._process.on_noise = self._on_noise
        try:
            async with AsyncExitStack() as stack:
                try:
                    await self._connect_bounded(stack)
                except BaseException:
                    self._process.fast = True  # a failed start: no grace to exit by itself
                    raise
                if self._ready.done():  # cancelled just as it connected
                    return
                settle(self._ready, result=None)
                await self._closing.wait()
        except BaseException as exc:
            if not self._ready.done():
                if self._context.returncode is None and not self._context.timed_out:
                    self._context.returncode = self._process.returncode
                self._context.stderr = self.stderr_tail()
                settle(self._ready, exception=connect_error(_real(exc), self._context))
            if not isinstance(exc, Exception):
                raise

    async def _connect_bounded(self, stack: AsyncExitStack) -> None:
        """Connect within ``connect_timeout``; a cancel or a noisy server ends it early.

        The transport and the session are entered outside the cancel scopes (their task
        groups must be left in the order they were entered); entering them does no I/O
        beyond starting the process. The handshake and the tool listing are bounded.
        """
        import anyio

        session = await self._open_session(stack)
        async with anyio.create_task_group() as watchers:
            with anyio.CancelScope() as scope:
                self._connect_scope = scope
                if self._ready.done():
                    scope.cancel()
                watchers.start_soon(self._watch_noise, scope)
                with anyio.move_on_after(self.spec.connect_timeout) as deadline:
                    self._connect_deadline = deadline
                    await self._handshake(session)
                self._connect_deadline = None
            self._connect_scope = None
            watchers.cancel_scope.cancel()
        if scope.cancelled_caught or deadline.cancelled_caught:
            self._context.timed_out = deadline.cancelled_caught
            await self._wait_exit()
            self._context.returncode = self._process.returncode
            raise _ConnectInterrupted()

    async def _watch_noise(self, scope: Any) -> None:
        import anyio

        await self._noise_seen.wait()
        await anyio.sleep(NOISE_GRACE)
        scope.cancel()

    def _on_noise(self, line: str) -> None:
        if self._context.noise is None:
            self._context.noise = line
            if self._noise_seen is not None and not self._ready.done():
                self._noise_seen.set()

    async def _wait_exit(self) -> None:
        """Give an exiting server a moment, so the message can say it exited (and how)."""
        import anyio

        with anyio.move_on_after(0.3):
            while self._process.process is not None and self._process.returncode is None:
                await anyio.sleep(0.02)

    async def _open_session(self, stack: AsyncExitStack) -> Any:
        import mcp_types
        from mcp import ClientSession
        from mcp.shared.jsonrpc_dispatcher import JSONRPCDispatcher

        from recipe_studio import __version__

        read, write = await self._open_streams(stack)
        # Ours, so that a task call can be sent through it (see .tasks); the session runs
        # on it as on the one it would build from the streams.
        self._rpc = JSONRPCDispatcher(read, write)
        return await stack.enter_async_context(
            ClientSession(
                dispatcher=self._rpc,
                elicitation_callback=self._questions.on_elicit,
                client_info=mcp_types.Implementation(name="recipe-studio", version=__version__),
            )
        )

    async def _handshake(self, session: Any) -> None:
        init = await session.initialize()
        self._session = session
        info = getattr(init, "server_info", None)
        self.server_name = self.spec.name or str(getattr(info, "name", "") or "")
        self.server_version = str(getattr(info, "version", "") or "")
        self.instructions = str(getattr(init, "instructions", "") or "")
        self.protocol_version = str(getattr(init, "protocol_version", "") or "")
        self.server_tasks = _offers_tool_tasks(getattr(init, "capabilities", None))
        self._tools = await self._list_tools_async()

    async def _open_streams(self, stack: AsyncExitStack) -> tuple[Any, Any]:
        """The session's read and write streams, over HTTP (:mod:`.http_transport`) or a
        server process of our own (:mod:`.stdio`); they close with ``stack``."""
        if self.spec.kind == "http":
            self._http = HttpTransport(
                self.spec.url,
                self._context,
                open_page=self.open_page,
                on_waiting=self._waiting_for_person,
            )
            return await self._http.open(stack, self._process.in_flight)
        assert self._stderr_path is not None
        errlog = stack.enter_context(open(self._stderr_path, "w", encoding="utf-8"))  # noqa: SIM115
        streams: tuple[Any, Any] = await stack.enter_async_context(
            stdio_transport(self.spec, errlog, self._process)
        )
        return streams

    def _waiting_for_person(self, waiting: bool) -> None:
        """While the person signs in, the connect time limit waits (it starts again after)."""
        import anyio

        scope = self._connect_deadline
        if scope is not None:
            scope.deadline = (
                math.inf if waiting else anyio.current_time() + self.spec.connect_timeout
            )

    async def _list_tools_async(self) -> list[Any]:
        tools: list[Any] = []
        cursor: str | None = None
        while True:
            result = await guarded("tools/list", self._list_page(cursor), self._crashed)
            tools.extend(result.tools)
            cursor = result.next_cursor
            if not cursor:
                return tools

    async def _list_page(self, cursor: str | None) -> Any:
        import mcp_types

        params = None if cursor is None else mcp_types.PaginatedRequestParams(cursor=cursor)
        return await self._session.list_tools(params=params)

    async def _call_async(
        self,
        tool: str,
        arguments: dict[str, Any],
        timeout: float | None,
        step_limit: float | None = None,
        on_progress: ProgressCallback | None = None,
    ) -> CallResult:
        """Call ``tool``, always asking for progress; the limits count silence (see
        :mod:`~recipe_studio.core.mcp_client.clock`)."""
        from recipe_studio.core.mcp_client.tasks import TaskLine, call_as_task, needs_task

        clock = SilenceClock(tool, timeout, step_limit)
        progress = clock.progress_callback(on_progress)
        self._clocks.add(clock)
        try:
            async with clock.running():
                if needs_task(self._tools, tool):
                    if not self.server_tasks:
                        raise ProtocolError.of("task_unsupported", tool=tool)
                    clock.no_total_limit()
                    line = TaskLine(self._session, self._rpc)
                    return await call_as_task(line, tool, arguments, clock, progress, self._crashed)
                call = self._session.call_tool(tool, arguments, progress_callback=progress)
                answer = self._questions.opening_pages(tool, call)
                return from_sdk_result(await guarded(tool, answer, self._crashed))
        except CallTimeout:
            self._spawn(self._check_responsive())
            raise
        finally:
            self._clocks.discard(clock)

    async def _check_responsive(self) -> None:
        """After a timeout: a server that does not even answer a ping is hung (not alive)."""
        import anyio

        answered = False
        with anyio.move_on_after(_PING_WAIT):
            with contextlib.suppress(Exception):  # an error answer is an answer too
                await self._session.send_ping()
            answered = True
        if not answered:
            self._lost = self._lost or message("server_hung")

    def _spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        """In the loop thread: run ``coroutine`` as a task of its own."""
        import asyncio

        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _crashed(self) -> ServerCrashed:
        if self.spec.kind == "http":
            lost = message("server_lost_http", url=self.spec.url)
        else:
            lost = message("server_lost_stdio")
        self._lost = self._lost or lost
        details = self.stderr_tail()
        if self._process.returncode is not None:
            details = f"exit status: {self._process.returncode}\n{details}".strip()
        return ServerCrashed(lost, details=details)

    def _start_job(self, job: Job, request: ToolRequest) -> None:
        """In the loop thread: run the call as its own task."""
        self._spawn(job.run(self._call_request(request)))

    async def _call_request(self, request: ToolRequest) -> CallResult:
        return await self._call_async(
            request.tool,
            request.arguments,
            request.timeout,
            request.step_limit,
            request.on_progress,
        )

    # ------------------------------------------------------------------ any thread
    def stderr_tail(self, limit: int = _STDERR_TAIL) -> str:
        """The end of what a stdio server wrote to its error output."""
        if self._stderr_path is None:
            return ""
        try:
            with open(self._stderr_path, "rb") as handle:
                handle.seek(0, os.SEEK_END)
                size = handle.tell()
                handle.seek(max(0, size - limit))
                data = handle.read()
        except OSError:
            return ""
        return data.decode("utf-8", errors="replace").strip()

    def _open_portal(self) -> BlockingPortal:
        if self._closed or self._portal is None:
            raise closed_error()
        return self._portal

    def _run(self, func: Callable[[], Any]) -> Any:
        return self._open_portal().call(func)


class _ConnectInterrupted(Exception):
    """Connecting was cut short (cancel, timeout, noise); the context says which."""


def _real(exc: BaseException) -> BaseException | None:
    """``None`` for our own interruption marker (the context alone explains it)."""
    from recipe_studio.core.mcp_client.diagnose import leaves

    if any(isinstance(inner, _ConnectInterrupted) for inner in leaves(exc)):
        return None
    return exc


def _offers_tool_tasks(capabilities: Any) -> bool:
    tasks = getattr(capabilities, "tasks", None)
    requests = getattr(tasks, "requests", None)
    tools = getattr(requests, "tools", None)
    return getattr(tools, "call", None) is not None


def closed_error() -> ConnectionClosed:
    return ConnectionClosed(message("connection_closed"))


async def _loop_and_thread() -> tuple[asyncio.AbstractEventLoop, int]:
    import asyncio

    return asyncio.get_running_loop(), threading.get_ident()


@atexit.register
def _close_all() -> None:
    """Never leave a server process behind when the interpreter exits."""
    for host in list(_open_hosts):
        host.close(fast=True)


__all__ = ["NOISE_GRACE", "ConnectFailed", "SessionHost", "closed_error"]
