"""Answers a server gets wrong on the wire, named for what they are (every transport).

Left to the SDK, three faults all end as "did not answer within N seconds": an answer
that is not valid JSON-RPC (dropped as noise), an answer for a request id that was never
sent (dropped), and a message too large to read (read forever: each chunk used to be
added to the whole line so far). The stdio reader notices each as it comes and answers
the waiting call at once with an error of its own (:data:`FAULT_CODES`), which
:func:`fault_message` turns into the right sentence.

Lines longer than :data:`~recipe_studio.core.limits.MAX_MESSAGE_CHARS` are skipped up
to their end without being kept; only their start is read, for the request id.

The rules are the same for HTTP servers: :mod:`.http_wire` notes the requests sent in the
same :class:`InFlight` and passes every answer through :func:`placed` (the wrong-id rule),
as the stdio reader does; only how a broken or oversized answer is noticed differs.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from recipe_studio.core.limits import MAX_MESSAGE_CHARS
from recipe_studio.core.messages import Message, message

MALFORMED = -32901
WRONG_ID = -32902
TOO_LARGE = -32903
NOT_MCP = -32904
#: The error codes the reader answers a call with, and their message codes.
FAULT_CODES = {
    MALFORMED: "call_malformed_result",
    WRONG_ID: "call_wrong_id",
    TOO_LARGE: "call_message_too_large",
    NOT_MCP: "call_not_mcp",
}
#: Seconds a server that wrote something that is not MCP gets to answer properly (while
#: connecting, and while a call waits) before that is what it is told it did.
NOISE_GRACE = 1.0
_QUOTED = 200
_HEAD = 4096
_ID = re.compile(r'"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")')


@dataclass(frozen=True)
class Oversized:
    """A line longer than the limit: its start, and how long it was."""

    head: str
    size: int


class LineSplitter:
    """Lines from chunks, in linear time, holding at most the limit of any one line."""

    def __init__(self, limit: int = MAX_MESSAGE_CHARS) -> None:
        self.limit = limit
        self._parts: list[str] = []
        self._size = 0
        self._head = ""  # the start of a line being skipped (too long)
        self._skipping = False

    def feed(self, chunk: str) -> list[str | Oversized]:
        out: list[str | Oversized] = []
        pieces = chunk.split("\n")
        for index, piece in enumerate(pieces):
            last = index == len(pieces) - 1
            self._size += len(piece)
            if self._skipping:
                pass
            elif self._size > self.limit:
                self._head = ("".join(self._parts) + piece)[:_HEAD]
                self._parts.clear()
                self._skipping = True
            else:
                self._parts.append(piece)
            if last:
                break
            if self._skipping:
                out.append(Oversized(self._head, self._size))
            else:
                out.append("".join(self._parts))
            self._parts, self._size, self._head, self._skipping = [], 0, "", False
        return out


def request_id_in(text: str) -> int | str | None:
    """The ``"id"`` a (possibly cut) JSON-RPC text names, if it names one."""
    found = _ID.search(text[:_HEAD])
    if found is None:
        return None
    try:
        value = json.loads(found.group(1))
    except ValueError:
        return None
    return value if isinstance(value, int | str) else None


def answer_shaped(line: str) -> int | str | None:
    """The id of a line that means to answer a request (JSON with an ``id`` and a
    ``result`` or ``error``) but is not valid JSON-RPC; ``None`` otherwise."""
    try:
        data = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or not ("result" in data or "error" in data):
        return None
    value = data.get("id")
    return value if isinstance(value, int | str) and not isinstance(value, bool) else None


def fault_error(request_id: int | str, code: int, detail: str) -> Any:
    """The error the reader answers request ``request_id`` with (an SDK message)."""
    import mcp_types
    from mcp.shared.message import SessionMessage

    error = mcp_types.ErrorData(code=code, message=detail[:500])
    return SessionMessage(mcp_types.JSONRPCError(jsonrpc="2.0", id=request_id, error=error))


def quoted(line: str) -> str:
    """A line of a server's output as a sentence may quote it (one line, cut)."""
    flat = " ".join(line.split())
    return flat if len(flat) <= _QUOTED else flat[: _QUOTED - 1] + "…"


def fault_message(what: str, exc: Exception) -> Message | None:
    """The sentence for a call that failed on a wire fault, else ``None``."""
    code = getattr(exc, "code", None)
    if code in FAULT_CODES:
        detail = str(getattr(exc, "message", "") or exc)
        values: dict[str, Any] = {"tool": what}
        if code == TOO_LARGE:
            values["limit"] = f"{MAX_MESSAGE_CHARS // (1024 * 1024)}"
        if code == NOT_MCP:
            values["line"] = quoted(detail)
        return message(FAULT_CODES[code], details=detail, **values)
    if type(exc).__name__ == "ValidationError" and "CallToolResult" in str(exc):
        return message("call_malformed_result", tool=what, details=f"{type(exc).__name__}: {exc}")
    return None


class InFlight:
    """The ids of the requests sent to the server and not yet answered."""

    def __init__(self) -> None:
        self.ids: set[int | str] = set()

    def sent(self, session_message: Any) -> None:
        sent = session_message.message
        request_id = getattr(sent, "id", None)
        method = getattr(sent, "method", None)
        if request_id is not None and method:
            self.ids.add(request_id)
        elif method == "notifications/cancelled":  # given up (a time limit, a Stop)
            params = getattr(sent, "params", None)
            if isinstance(params, dict):
                self.ids.discard(params.get("requestId"))

    def answered(self, request_id: int | str) -> None:
        self.ids.discard(request_id)

    def only(self) -> int | str | None:
        """The one request waiting, when exactly one is (a fault is then its answer)."""
        return next(iter(self.ids)) if len(self.ids) == 1 else None


class Garbage:
    """What a server wrote that is not MCP while requests waited (stdio): those requests
    are answered with :data:`NOT_MCP` if they still wait :data:`NOISE_GRACE` later."""

    def __init__(self) -> None:
        self._line: str | None = None
        self._ids: set[int | str] = set()
        self._event: Any = None

    def seen(self, line: str, waiting: InFlight) -> None:
        """In the loop: ``line`` came while the requests of ``waiting`` waited (maybe none)."""
        if not waiting.ids:
            return  # a banner, or chatter between calls: only logged
        if self._line is None:
            self._line = line
        self._ids |= waiting.ids
        if self._event is not None:
            self._event.set()

    async def wait(self) -> None:
        """Until something that is not MCP came while requests waited."""
        import anyio

        while not self._ids:
            self._event = anyio.Event()
            await self._event.wait()

    def take(self) -> tuple[str, set[int | str]]:
        """The first such line and the requests that were waiting (then forgotten)."""
        line, ids = self._line or "", self._ids
        self._line, self._ids = None, set()
        return line, ids


def placed(waiting: InFlight, parsed: Any) -> Any:
    """What the session gets for a valid message from the server (any transport): an
    answer for an id never sent, while exactly one request waits, answers that request
    with :data:`WRONG_ID` (the session would drop it and the call would time out)."""
    answered = getattr(parsed.message, "id", None)
    if answered is None or getattr(parsed.message, "method", None):
        return parsed  # a request or a notification from the server
    if answered in waiting.ids:
        waiting.answered(answered)
        return parsed
    only = waiting.only()
    if only is None:
        return parsed  # (the session drops an answer it cannot place)
    waiting.answered(only)
    detail = f"the server answered request {answered!r}, which was never sent (waiting: {only!r})"
    return fault_error(only, WRONG_ID, detail)
