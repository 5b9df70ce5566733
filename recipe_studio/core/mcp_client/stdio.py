"""The stdio transport: a server process in its own process group, ended as a whole.

Why not the SDK's ``stdio_client``: it gives no handle on the process, so a Stop or a
Ctrl-C could only end the server through its 2 s + 2 s shutdown sequence; and a line of
stdout that is not MCP is logged with a traceback and left for the session to time out.
Here :class:`ServerProcess` is a thread-safe handle: :meth:`ServerProcess.kill` ends the
whole process group at once from any thread (POSIX: the server runs in a new session,
so its group id is its pid), and lines that are not JSON-RPC are reported to
``ServerProcess.on_noise`` (quoted to the user by the connection) and dropped.

Text that is not MCP (MCP says a server's stdout carries nothing else) is judged by when
it comes. With no request waiting — a banner before the handshake, chatter between calls
— it is only logged (before the handshake ends, the connection fails if the handshake does
not follow within :data:`~.wire_faults.NOISE_GRACE`). While requests wait, they get
:data:`~.wire_faults.NOISE_GRACE` seconds to be answered properly (a stray debug line
followed by the answer still works); those still waiting then fail with ``call_not_mcp``,
which quotes the first such line, instead of waiting for their time limit. Answers that
mean to be JSON-RPC but are broken, misplaced or too large fail at once (see
:mod:`.wire_faults`).

On close, stdin is closed first (the MCP way to ask a server to stop); after a grace
period (none when the close is a cancel) the group gets SIGTERM, then SIGKILL. On Windows
the SDK's Job Object helpers start and end the process tree.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import sys
import threading
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, TextIO

from recipe_studio.core.limits import MAX_MESSAGE_CHARS
from recipe_studio.core.mcp_client.wire_faults import (
    MALFORMED,
    NOISE_GRACE,
    NOT_MCP,
    TOO_LARGE,
    Garbage,
    InFlight,
    LineSplitter,
    Oversized,
    answer_shaped,
    fault_error,
    placed,
    request_id_in,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream

    from recipe_studio.core.mcp_client.spec import ServerSpec

logger = logging.getLogger(__name__)

#: Seconds a server gets to exit by itself after its stdin is closed (normal close only).
EXIT_GRACE = 2.0
#: Seconds between SIGTERM and SIGKILL.
TERM_GRACE = 0.5
_POLL = 0.02


class ServerProcess:
    """The running server process, usable from any thread."""

    def __init__(self) -> None:
        self.pid: int | None = None
        self.process: Any = None
        #: A close that should not wait for the server to exit by itself (a cancel).
        self.fast = False
        self.on_noise: Callable[[str], None] | None = None
        #: Requests sent and not answered yet (to name a wrong or broken answer).
        self.in_flight = InFlight()
        #: What the server wrote that is not MCP while requests waited.
        self.garbage = Garbage()
        self._lock = threading.Lock()

    @property
    def returncode(self) -> int | None:
        process = self.process
        return None if process is None else process.returncode

    def kill(self, sig: int = signal.SIGTERM) -> None:
        """Signal the whole process group now (any thread); later closes do not wait."""
        self.fast = True
        if sys.platform == "win32":  # the loop side ends the Job Object
            return
        with self._lock:
            pid = self.pid
        if pid is None:
            return
        with contextlib.suppress(OSError):  # already gone
            os.killpg(pid, sig)

    def noise(self, line: str) -> None:
        logger.debug("server output that is not MCP: %r", line[:500])
        if self.on_noise is not None:
            self.on_noise(line)


async def _spawn(spec: ServerSpec, errlog: TextIO) -> Any:
    from mcp.client.stdio import get_default_environment

    from recipe_studio.core.child_env import child_environment

    # The user's environment as it was before a bundle's loader changed it, then the
    # variables the connection sets itself (those are the user's choice, kept as given).
    env = child_environment(get_default_environment() | spec.inherited_env()) | spec.env
    if sys.platform == "win32":  # pragma: no cover - Windows only
        from mcp.os.win32.utilities import create_windows_process, get_windows_executable_command

        command = get_windows_executable_command(spec.command)
        return await create_windows_process(command, list(spec.args), env, errlog, spec.cwd)
    import anyio

    return await anyio.open_process(
        [spec.command, *spec.args], env=env, stderr=errlog, cwd=spec.cwd, start_new_session=True
    )


async def _exited(handle: ServerProcess, seconds: float) -> bool:
    """Whether the process is gone within ``seconds`` (polling: no pipe waits)."""
    import anyio

    deadline = anyio.current_time() + seconds
    while handle.returncode is None:
        if anyio.current_time() >= deadline:
            return False
        await anyio.sleep(_POLL)
    return True


async def _stop(handle: ServerProcess) -> None:
    """Close stdin, wait (unless fast), then end the group: SIGTERM, SIGKILL."""
    process = handle.process
    with contextlib.suppress(Exception):
        await process.stdin.aclose()
    if not handle.fast:
        await _exited(handle, EXIT_GRACE)
    if sys.platform == "win32":  # pragma: no cover - Windows only
        from mcp.os.win32.utilities import close_process_job, terminate_windows_process_tree

        if handle.returncode is None:
            await terminate_windows_process_tree(process)
        close_process_job(process)
    else:
        # Also after the server exited: whatever it started in its group goes with it.
        handle.kill(signal.SIGTERM)
        if not await _exited(handle, TERM_GRACE):
            handle.kill(signal.SIGKILL)
            if not await _exited(handle, 1.0):
                logger.warning("server process %s survived SIGKILL", handle.pid)
    with contextlib.suppress(Exception):
        await process.stdout.aclose()
    transport = getattr(getattr(process, "_process", None), "_transport", None)
    close = getattr(transport, "close", None)
    if callable(close):  # else asyncio warns about the transport at garbage collection
        with contextlib.suppress(Exception):
            close()


def _parse(line: str) -> Any:
    import mcp_types
    from mcp.shared.message import SessionMessage

    try:
        message = mcp_types.jsonrpc_message_adapter.validate_json(line, by_name=False)
    except ValueError:
        return None
    return SessionMessage(message)


async def _read(
    handle: ServerProcess, send: MemoryObjectSendStream[Any], encoding: str = "utf-8"
) -> None:
    import anyio
    from anyio.streams.text import TextReceiveStream

    with contextlib.suppress(anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
        async with send:
            lines = LineSplitter()  # linear in the line's length, bounded in memory
            stream = TextReceiveStream(handle.process.stdout, encoding=encoding, errors="replace")
            async for chunk in stream:
                for line in lines.feed(chunk):
                    for item in _received(handle, line):
                        await send.send(item)


def _received(handle: ServerProcess, line: str | Oversized) -> list[Any]:
    """What one line of the server's stdout gives the session (see ``wire_faults``)."""
    waiting = handle.in_flight
    if isinstance(line, Oversized):
        named = request_id_in(line.head)
        request_id = named if named in waiting.ids else waiting.only()
        detail = f"a message of {line.size:,} characters (at most {MAX_MESSAGE_CHARS:,} are read)"
        if request_id is None:
            handle.noise(detail)
            return []
        waiting.ids.discard(request_id)
        return [fault_error(request_id, TOO_LARGE, detail)]
    if not line.strip():
        return []
    parsed = _parse(line)
    if parsed is None:
        request_id = answer_shaped(line)
        if request_id is not None and request_id in waiting.ids:
            waiting.ids.discard(request_id)
            return [fault_error(request_id, MALFORMED, f"not a JSON-RPC answer: {line[:300]}")]
        handle.noise(line.strip())
        handle.garbage.seen(line.strip(), waiting)
        return []
    return [placed(waiting, parsed)]


async def _report_garbage(handle: ServerProcess, send: MemoryObjectSendStream[Any]) -> None:
    """Answer the requests that waited when the server wrote something that is not MCP,
    if they still wait :data:`NOISE_GRACE` seconds later (see the module docstring)."""
    import anyio

    with contextlib.suppress(anyio.ClosedResourceError, anyio.BrokenResourceError):
        while True:
            await handle.garbage.wait()
            await anyio.sleep(NOISE_GRACE)
            line, ids = handle.garbage.take()
            for request_id in sorted(ids & handle.in_flight.ids, key=str):
                handle.in_flight.answered(request_id)
                await send.send(fault_error(request_id, NOT_MCP, line))


async def _write(
    handle: ServerProcess,
    receive: MemoryObjectReceiveStream[Any],
    reader_side: MemoryObjectSendStream[Any],
    done: Any,
) -> None:
    import anyio

    try:
        async with receive:
            async for session_message in receive:
                handle.in_flight.sent(session_message)
                json = session_message.message.model_dump_json(by_alias=True, exclude_unset=True)
                await handle.process.stdin.send((json + "\n").encode("utf-8"))
    except (anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
        # The server stopped reading: end the session instead of leaving a request hanging.
        await reader_side.aclose()
    finally:
        done.set()


async def _watch_exit(handle: ServerProcess, reader_side: MemoryObjectSendStream[Any]) -> None:
    """End the session when the server exits, even if a child of it keeps stdout open."""
    import anyio

    while handle.returncode is None:
        await anyio.sleep(0.1)
    await anyio.sleep(0.2)  # let the reader deliver what the server wrote last
    await reader_side.aclose()


@asynccontextmanager
async def stdio_transport(
    spec: ServerSpec, errlog: TextIO, handle: ServerProcess
) -> AsyncIterator[tuple[Any, Any]]:
    """Start the server and yield the session's ``(read, write)`` streams."""
    import anyio

    process = await _spawn(spec, errlog)
    handle.process = process
    with handle._lock:
        handle.pid = process.pid
    if handle.fast:  # cancelled while the process was being created
        handle.kill()
    read_send, read_receive = anyio.create_memory_object_stream[Any](0)
    write_send, write_receive = anyio.create_memory_object_stream[Any](0)
    writer_done = anyio.Event()
    async with anyio.create_task_group() as group:
        group.start_soon(_read, handle, read_send)
        group.start_soon(_write, handle, write_receive, read_send, writer_done)
        group.start_soon(_watch_exit, handle, read_send)
        group.start_soon(_report_garbage, handle, read_send)
        try:
            yield read_receive, write_send
        finally:
            with anyio.CancelScope(shield=True):
                read_receive.close()
                write_send.close()
                with anyio.move_on_after(0 if handle.fast else 0.5):
                    await writer_done.wait()
                await _stop(handle)
                for stream in (read_send, write_receive):
                    await stream.aclose()
            group.cancel_scope.cancel()
