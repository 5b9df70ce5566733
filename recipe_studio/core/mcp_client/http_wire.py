"""Answers an HTTP server gets wrong, named as for stdio (see :mod:`.wire_faults`).

The SDK's streamable HTTP client reads the answers itself; what it makes of a wrong one:

* a body or an event that is not valid JSON-RPC: an error ``-32700`` of its own
  ("Failed to parse ..."), which would read as "the server could not understand";
* an answer for a request id that was never sent: handed on, then dropped by the
  session, so the call waits for its time limit;
* an event longer than ``max_sse_event_size``: a "connection closed" error (the server
  would be taken for lost); a JSON body of any size is read whole.

:func:`http_transport` wraps the streams the SDK hands back. What the session is sent is
noted (the requests waiting, as for stdio); what it receives goes through
:func:`from_http`, which applies the same rules as the stdio reader
(:func:`~.wire_faults.placed` for a wrong id) and turns the SDK's own parse and size
errors into :data:`~.wire_faults.MALFORMED` and :data:`~.wire_faults.TOO_LARGE`. The size
limit is :data:`~recipe_studio.core.limits.MAX_MESSAGE_CHARS` (taken as bytes) for an event
(the SDK's limit, raised to ours) and for a JSON body (:func:`limit_json_body`, an httpx
response hook: the body's stream stops with an error once past the limit, or before
anything is read when its declared length is larger). Recognising the
SDK's errors means reading its texts (:data:`SDK_PARSE_FAILED`, :data:`SDK_EVENT_TOO_LARGE`);
the HTTP tests of ``tests/engine/test_wire_faults.py`` fail if an SDK release changes them.
Something that is not MCP on the server's own event stream (not the answer of a call, which
comes on its request's stream) is left to the SDK, which logs it.
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

from recipe_studio.core.limits import MAX_MESSAGE_CHARS
from recipe_studio.core.mcp_client.wire_faults import (
    MALFORMED,
    TOO_LARGE,
    InFlight,
    fault_error,
    placed,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

#: How the SDK's own parse errors begin (JSON body, event).
SDK_PARSE_FAILED = ("Failed to parse JSON response", "Failed to parse SSE message")
#: What httpx says of an event over the size limit.
SDK_EVENT_TOO_LARGE = "Server-sent event exceeded"
_TOO_LARGE_TEXT = "message larger than the limit"
_PARSE_ERROR = -32700
_CONNECTION_CLOSED = -32000


def _too_large_detail(size: int) -> str:
    return f"a {_TOO_LARGE_TEXT}: {size:,} bytes or more (at most {MAX_MESSAGE_CHARS:,} are read)"


def _limited(inner: Any, declared: int) -> Any:
    """A response body that stops with an error past :data:`MAX_MESSAGE_CHARS` bytes
    (at once when its declared length is larger: nothing of it is read)."""
    import httpx2

    class LimitedBody(httpx2.AsyncByteStream):
        async def __aiter__(self) -> AsyncIterator[bytes]:
            if declared > MAX_MESSAGE_CHARS:
                raise httpx2.StreamError(_too_large_detail(declared))
            size = 0
            async for chunk in inner:
                size += len(chunk)
                if size > MAX_MESSAGE_CHARS:
                    # A StreamError: the SDK answers the request with its parse error
                    # (carrying this text) instead of failing the whole connection.
                    raise httpx2.StreamError(_too_large_detail(MAX_MESSAGE_CHARS))
                yield chunk

        async def aclose(self) -> None:
            await inner.aclose()

    return LimitedBody()


async def limit_json_body(response: Any) -> None:
    """httpx response hook: a JSON answer is read up to the size limit only."""
    content_type = response.headers.get("content-type", "").lower()
    if content_type.startswith("application/json"):
        length = response.headers.get("content-length", "")
        declared = int(length) if length.isdigit() else 0
        response.stream = _limited(response.stream, declared)


def _sdk_fault(code: int, text: str) -> int | None:
    """The wire fault an error the SDK made itself stands for (``None``: the server's)."""
    if code == _PARSE_ERROR and _TOO_LARGE_TEXT in text:
        return TOO_LARGE  # our body limit, as the SDK reports it
    if code == _CONNECTION_CLOSED and SDK_EVENT_TOO_LARGE in text:
        return TOO_LARGE
    if code == _PARSE_ERROR and text.startswith(SDK_PARSE_FAILED):
        return MALFORMED
    return None


def from_http(waiting: InFlight, item: Any) -> Any:
    """What the session gets for one item of the SDK's read stream."""
    message = getattr(item, "message", None)
    if message is None:
        return item  # an exception the SDK puts on the stream (the session logs it)
    error = getattr(message, "error", None)
    request_id = getattr(message, "id", None)
    if error is not None and request_id in waiting.ids:
        fault = _sdk_fault(error.code, str(error.message))
        if fault is not None:
            waiting.answered(request_id)
            return fault_error(request_id, fault, str(error.message))
    return placed(waiting, item)


class _WatchedReads:
    """The SDK's read stream, each item passed through :func:`from_http`."""

    def __init__(self, inner: Any, waiting: InFlight) -> None:
        self._inner = inner
        self._waiting = waiting

    @property
    def last_context(self) -> Any:
        return getattr(self._inner, "last_context", None)

    async def receive(self) -> Any:
        return from_http(self._waiting, await self._inner.receive())

    def __aiter__(self) -> _WatchedReads:
        return self

    async def __anext__(self) -> Any:
        import anyio

        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    def close(self) -> None:
        self._inner.close()

    async def aclose(self) -> None:
        await self._inner.aclose()

    async def __aenter__(self) -> _WatchedReads:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


class _WatchedWrites:
    """The SDK's write stream, noting each request sent (in the sender's own task)."""

    def __init__(self, inner: Any, waiting: InFlight) -> None:
        self._inner = inner
        self._waiting = waiting

    async def send(self, item: Any) -> None:
        self._waiting.sent(item)
        await self._inner.send(item)

    def close(self) -> None:
        self._inner.close()

    async def aclose(self) -> None:
        await self._inner.aclose()

    async def __aenter__(self) -> _WatchedWrites:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


@asynccontextmanager
async def http_transport(
    url: str, http_client: Any, waiting: InFlight
) -> AsyncIterator[tuple[Any, Any]]:
    """The SDK's streamable HTTP transport, its answers checked (see the module docstring)."""
    from mcp.client.streamable_http import streamable_http_client

    transport = streamable_http_client(
        url, http_client=http_client, max_sse_event_size=MAX_MESSAGE_CHARS
    )
    async with transport as (read, write):
        yield _WatchedReads(read, waiting), _WatchedWrites(write, waiting)
