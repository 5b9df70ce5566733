"""The recording connection: every JSON-RPC message passed on as it is, both ways.

The proxy works at the message level, below any MCP session: it does not answer
``initialize``, list tools or handle anything itself. Whatever the client sends
(requests, notifications, answers to the server's elicitation and sampling requests,
cancellations, progress, tasks) goes to the real server unchanged, and whatever the
server sends goes back unchanged; the :class:`~recipe_studio.core.recording.recorder.
Recorder` only looks at each message on its way, and writes its line before the
message is passed on (a call is on disk before the server sees it, its result before
the client does).

Upstream is a stdio server (started in its own process group and ended with the
session, see :mod:`recipe_studio.core.mcp_client.stdio`) or a streamable HTTP URL.
Downstream is this process's stdin/stdout, or streamable HTTP on 127.0.0.1
(:mod:`recipe_studio.core.recording.http`), one upstream connection per client session.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from recipe_studio.core.mcp_client.spec import ServerSpec
    from recipe_studio.core.recording.recorder import Recorder

logger = logging.getLogger(__name__)

Streams = tuple[Any, Any]
#: Seconds the answers to a client's last requests are waited for after it stops sending.
LINGER = 5.0
#: Adds transport metadata to a message bound for the client (HTTP routing), or not.
Tagger = Callable[[Any], Any]


def message_json(item: Any) -> dict[str, Any]:
    """A ``SessionMessage``'s JSON-RPC message as plain JSON (as it is on the wire)."""
    data: dict[str, Any] = item.message.model_dump(mode="json", by_alias=True, exclude_unset=True)
    return data


def _observe(observe: Callable[[dict[str, Any]], None], item: Any) -> None:
    try:
        observe(message_json(item))
    except Exception:  # recording must never stop a message
        logger.exception("a message could not be recorded")


async def _forward(
    source: Any,
    target: Any,
    observe: Callable[[dict[str, Any]], None],
    tag: Tagger | None,
) -> None:
    import anyio

    with contextlib.suppress(anyio.ClosedResourceError, anyio.BrokenResourceError):
        async for item in source:
            if isinstance(item, Exception):  # a line that is not JSON-RPC: nothing to pass on
                logger.warning("dropped a message that is not JSON-RPC: %s", item)
                continue
            _observe(observe, item)
            await target.send(item if tag is None else tag(item))


class _Unanswered:
    """The client's requests the server has not answered yet (ids as JSON text)."""

    def __init__(self, recorder: Recorder) -> None:
        self.recorder = recorder
        self.ids: set[str] = set()

    def from_client(self, message: dict[str, Any]) -> None:
        self.recorder.from_client(message)
        if "id" in message and "method" in message:
            self.ids.add(repr(message["id"]))

    def from_server(self, message: dict[str, Any]) -> None:
        self.recorder.from_server(message)
        if "id" in message and "method" not in message:
            self.ids.discard(repr(message["id"]))


async def relay(
    client: Streams, server: Streams, recorder: Recorder, tag: Tagger | None = None
) -> None:
    """Pass messages between ``client`` and ``server`` (``(read, write)`` stream pairs)
    until either side ends. A client that stops sending still gets the answers to what
    it asked, for up to :data:`LINGER` seconds."""
    import anyio

    client_read, client_write = client
    server_read, server_write = server
    unanswered = _Unanswered(recorder)
    async with anyio.create_task_group() as group:

        async def from_client() -> None:
            await _forward(client_read, server_write, unanswered.from_client, None)
            with anyio.move_on_after(LINGER):
                while unanswered.ids:
                    await anyio.sleep(0.02)
            group.cancel_scope.cancel()

        async def from_server() -> None:
            await _forward(server_read, client_write, unanswered.from_server, tag)
            group.cancel_scope.cancel()  # the server has ended: so has the session

        group.start_soon(from_client)
        group.start_soon(from_server)
    # The transports end once their write streams are closed (stdio's writer waits).
    for stream in (client_write, server_write):
        with contextlib.suppress(Exception):
            await stream.aclose()


@asynccontextmanager
async def upstream(spec: ServerSpec, errlog: TextIO | None = None) -> AsyncIterator[Streams]:
    """The real server's ``(read, write)`` streams for the session's life."""
    if spec.kind == "http":
        from mcp.client.streamable_http import streamable_http_client

        async with streamable_http_client(spec.url) as (read, write):
            yield read, write
        return
    from recipe_studio.core.mcp_client.stdio import ServerProcess, stdio_transport

    handle = ServerProcess()
    handle.on_noise = lambda line: print(line, file=sys.stderr, flush=True)
    async with stdio_transport(spec, errlog or sys.stderr, handle) as (read, write):
        yield read, write


def _read_lines(fd: int, deliver: Callable[[bytes], None], done: Callable[[], None]) -> None:
    """Read ``fd`` line by line until its end (a daemon thread: unbuffered ``os.read``
    holds no lock that could stop the interpreter from exiting while it waits)."""
    pending = b""
    try:
        while chunk := os.read(fd, 65536):
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                if line.strip():
                    deliver(line)
        if pending.strip():
            deliver(pending)
    except Exception:  # the stream or the session has gone
        logger.debug("stdin reader ended", exc_info=True)
    finally:
        done()


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


@asynccontextmanager
async def client_stdio() -> AsyncIterator[Streams]:
    """This process's stdin/stdout as the client's ``(read, write)`` message streams.

    Not the SDK's ``stdio_server``: its reader waits in a worker thread that a cancel
    cannot end, so a session whose server crashed could not end until the client wrote
    again. Here the reader is a daemon thread and the session ends when either side does.
    """
    import anyio
    import anyio.from_thread
    import anyio.lowlevel
    import mcp.shared.message  # noqa: F401 - imported here, not in the reader thread
    import mcp_types  # noqa: F401 - (two threads importing one module deadlock)

    from recipe_studio.core.mcp_client.stdio import _parse

    read_send, read_receive = anyio.create_memory_object_stream[Any](0)
    write_send, write_receive = anyio.create_memory_object_stream[Any](0)
    token = anyio.lowlevel.current_token()

    def deliver(line: bytes) -> None:
        item = _parse(line.decode("utf-8", "replace"))
        if item is None:
            logger.warning("dropped a line from the client that is not JSON-RPC")
            return
        anyio.from_thread.run(read_send.send, item, token=token)

    def done() -> None:
        with contextlib.suppress(Exception):
            anyio.from_thread.run_sync(read_send.close, token=token)

    async def write() -> None:
        async with write_receive:
            async for item in write_receive:
                text = item.message.model_dump_json(by_alias=True, exclude_unset=True)
                data = (text + "\n").encode("utf-8")
                await anyio.to_thread.run_sync(_write_all, 1, data, abandon_on_cancel=True)

    threading.Thread(target=_read_lines, args=(0, deliver, done), daemon=True).start()
    async with anyio.create_task_group() as group:
        group.start_soon(write)
        try:
            yield read_receive, write_send
        finally:
            group.cancel_scope.cancel()


async def record_stdio(spec: ServerSpec, recorder: Recorder) -> None:
    """Serve one client on this process's stdin/stdout, recording, until either it or
    the server ends the session."""
    async with client_stdio() as client, upstream(spec) as server:
        await relay(client, server, recorder)
