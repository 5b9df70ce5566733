"""The machinery under :class:`~recipe_studio.core.mcp_client.connection.Connection`.

:class:`SessionHost` owns an anyio event loop in a background thread (a blocking portal)
and, inside it, the MCP SDK's transport and ``ClientSession`` for the life of the
connection. It starts and stops the server (a stdio server's process is always stopped
and reaped on close: the SDK closes its stdin, then terminates its process group), keeps
the server's error output for messages, and turns SDK failures into this package's error
types. The ``mcp`` package is imported only inside these methods.
"""

from __future__ import annotations

import atexit
import concurrent.futures
import contextlib
import os
import tempfile
import threading
import weakref
from collections.abc import Callable, Coroutine
from contextlib import AbstractContextManager, AsyncExitStack
from typing import TYPE_CHECKING, Any

from recipe_studio.core.mcp_client.calls import Job, ScopeCanceller, guarded
from recipe_studio.core.mcp_client.errors import (
    CallTimeout,
    ConnectFailed,
    ConnectionClosed,
    McpClientError,
    ServerCrashed,
)
from recipe_studio.core.mcp_client.results import CallResult, from_sdk_result
from recipe_studio.core.mcp_client.spec import ServerSpec

if TYPE_CHECKING:
    import asyncio

    from anyio.abc import TaskStatus
    from anyio.from_thread import BlockingPortal

#: Seconds :meth:`SessionHost.close` waits for the server to be stopped.
_CLOSE_WAIT = 15.0
#: Seconds a server gets to answer a ping after a call timed out, before it counts as hung.
_PING_WAIT = 1.0
_STDERR_TAIL = 2000

_open_hosts: weakref.WeakSet[SessionHost] = weakref.WeakSet()


class SessionHost:
    """A live MCP session in its own event-loop thread; see the module docstring."""

    def __init__(self, spec: ServerSpec) -> None:
        self.spec = spec
        self.server_name = spec.name
        self.server_version = ""
        self.instructions = ""
        self._portal_cm: AbstractContextManager[BlockingPortal] | None = None
        self._portal: BlockingPortal | None = None
        self._serve_future: concurrent.futures.Future[None] | None = None
        self._session: Any = None
        self._closing: Any = None
        self._tools: list[Any] | None = None
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._loop_thread: int | None = None
        self._inflight: set[Job | ScopeCanceller] = set()
        #: Strong references to running call tasks (the event loop keeps only weak ones).
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False
        self._lost: str | None = None
        self._stderr_path: str | None = None

    def _start(self) -> None:
        from anyio.from_thread import start_blocking_portal

        if self.spec.kind == "stdio":
            handle, self._stderr_path = tempfile.mkstemp(prefix="mcp-server-", suffix=".log")
            os.close(handle)
        self._portal_cm = start_blocking_portal(name=f"mcp-{self.spec.name or 'server'}")
        self._portal = self._portal_cm.__enter__()
        try:
            self._serve_future, _ = self._portal.start_task(self._serve)
            self._loop = self._portal.call(_running_loop)
            self._loop_thread = self._portal.call(threading.get_ident)
            self._tools = self._portal.call(self._list_tools_async)
        except BaseException as exc:
            self.close()
            found = _client_error(exc)
            if found is not None:
                raise ConnectFailed(str(found)) from None
            raise
        _open_hosts.add(self)

    def close(self) -> None:
        """Stop the session and the server (reaping its process); idempotent, any thread."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            inflight = list(self._inflight)
        for job in inflight:
            job.cancel()
        portal, portal_cm = self._portal, self._portal_cm
        if portal is not None and portal_cm is not None:
            if self._closing is not None and self._serve_future is not None:
                with contextlib.suppress(Exception):
                    portal.call(self._closing.set)
                with contextlib.suppress(BaseException):
                    self._serve_future.result(timeout=_CLOSE_WAIT)
            with contextlib.suppress(Exception):
                portal_cm.__exit__(None, None, None)
        self._portal = self._portal_cm = None
        self._session = None
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
    def lost_reason(self) -> str | None:
        """Why the server is not alive any more, if it was seen to crash or hang."""
        return self._lost

    def describe(self) -> str:
        return self.spec.describe()

    async def _serve(self, *, task_status: TaskStatus[None]) -> None:
        import anyio
        from mcp import ClientSession

        self._closing = anyio.Event()
        async with AsyncExitStack() as stack:
            try:
                read, write = await stack.enter_async_context(self._transport(stack))
                session = await stack.enter_async_context(ClientSession(read, write))
                with anyio.fail_after(self.spec.connect_timeout):
                    init = await session.initialize()
            except TimeoutError:
                raise ConnectFailed(
                    f"{self.describe()}: no answer to the MCP handshake within "
                    f"{self.spec.connect_timeout:g} s{self._stderr_note()}"
                ) from None
            except OSError as exc:
                raise ConnectFailed(
                    f"{self.describe()}: cannot start the server: {exc.strerror or exc}"
                ) from None
            except Exception as exc:
                raise ConnectFailed(
                    f"{self.describe()}: the MCP handshake failed: {exc}{self._stderr_note()}"
                ) from None
            self._session = session
            info = getattr(init, "server_info", None)
            self.server_name = self.spec.name or str(getattr(info, "name", "") or "")
            self.server_version = str(getattr(info, "version", "") or "")
            self.instructions = str(getattr(init, "instructions", "") or "")
            task_status.started(None)
            await self._closing.wait()

    def _transport(self, stack: AsyncExitStack) -> Any:
        if self.spec.kind == "http":
            from mcp.client.streamable_http import streamable_http_client

            return streamable_http_client(self.spec.url)
        from mcp.client.stdio import StdioServerParameters, stdio_client

        assert self._stderr_path is not None
        errlog = stack.enter_context(open(self._stderr_path, "w", encoding="utf-8"))  # noqa: SIM115
        params = StdioServerParameters(
            command=self.spec.command,
            args=list(self.spec.args),
            env=self.spec.child_env(),
            cwd=self.spec.cwd,
            encoding_error_handler="replace",
        )
        return stdio_client(params, errlog=errlog)

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
        self, tool: str, arguments: dict[str, Any], timeout: float | None
    ) -> CallResult:
        call = self._session.call_tool(tool, arguments, read_timeout_seconds=timeout)
        try:
            return from_sdk_result(await guarded(tool, call, self._crashed))
        except CallTimeout:
            self._spawn(self._check_responsive())
            raise

    async def _check_responsive(self) -> None:
        """After a timeout: a server that does not even answer a ping is hung (not alive)."""
        import anyio

        answered = False
        with anyio.move_on_after(_PING_WAIT):
            with contextlib.suppress(Exception):  # an error answer is an answer too
                await self._session.send_ping()
            answered = True
        if not answered:
            self._lost = self._lost or "the server stopped answering"

    def _spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        """In the loop thread: run ``coroutine`` as a task of its own."""
        import asyncio

        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _crashed(self) -> ServerCrashed:
        self._lost = self._lost or "the server went away"
        return ServerCrashed(
            f"the tool server stopped unexpectedly ({self.describe()}){self._stderr_note()}"
        )

    def _start_job(
        self, job: Job, tool: str, arguments: dict[str, Any], timeout: float | None
    ) -> None:
        """In the loop thread: run the call as its own task."""
        self._spawn(job.run(self._call_async(tool, arguments, timeout)))

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

    def _stderr_note(self) -> str:
        tail = self.stderr_tail()
        if not tail:
            return ""
        lines = tail.splitlines()[-6:]
        return "; the server said: " + " | ".join(line.strip() for line in lines if line.strip())

    def _open_portal(self) -> BlockingPortal:
        if self._closed or self._portal is None:
            raise ConnectionClosed("the connection to the tool server is closed")
        return self._portal

    def _run(self, func: Callable[[], Any]) -> Any:
        return self._open_portal().call(func)


def closed_error() -> ConnectionClosed:
    return ConnectionClosed("the connection to the tool server was closed")


async def _running_loop() -> asyncio.AbstractEventLoop:
    import asyncio

    return asyncio.get_running_loop()


def _client_error(exc: BaseException) -> McpClientError | None:
    """The first of our errors in ``exc``, looking inside exception groups."""
    if isinstance(exc, McpClientError):
        return exc
    if isinstance(exc, BaseExceptionGroup):
        for inner in exc.exceptions:
            found = _client_error(inner)
            if found is not None:
                return found
    return None


@atexit.register
def _close_all() -> None:
    """Never leave a server process behind when the interpreter exits."""
    for host in list(_open_hosts):
        host.close()
