"""Resumable streams for Recipe Studio's HTTP servers (``serve --http``, ``tool-server --http``).

With an event store, every message a streamable-HTTP server sends on an SSE stream gets an
event id, and a client whose connection dropped reconnects with ``Last-Event-ID`` and gets
what it missed (progress, the answer of a long call) instead of losing the call. The
servers also send ``retry`` (:data:`RETRY_MS`) so clients know how soon to reconnect.

:class:`MemoryEventStore` keeps the last :data:`MAX_EVENTS` events in memory: these servers
listen on 127.0.0.1 for one person's apps, and a restart ends their sessions anyway. It
imports the ``mcp`` SDK: only the servers import this module.
"""

from __future__ import annotations

import itertools
from collections import OrderedDict
from typing import TYPE_CHECKING

from mcp.server.streamable_http import EventCallback, EventMessage, EventStore

if TYPE_CHECKING:
    from mcp_types import JSONRPCMessage

#: Events kept in all (the oldest are forgotten first).
MAX_EVENTS = 2000
#: Milliseconds a client is told to wait before reconnecting a dropped stream.
RETRY_MS = 1000


class MemoryEventStore(EventStore):
    """The last :data:`MAX_EVENTS` events of every stream, replayable after an event id."""

    def __init__(self, max_events: int = MAX_EVENTS) -> None:
        self.max_events = max_events
        self._numbers = itertools.count(1)
        #: event id -> (stream id, message; ``None`` for a stream's priming event)
        self._events: OrderedDict[str, tuple[str, JSONRPCMessage | None]] = OrderedDict()

    async def store_event(self, stream_id: str, message: JSONRPCMessage | None) -> str:
        event_id = str(next(self._numbers))
        self._events[event_id] = (stream_id, message)
        while len(self._events) > self.max_events:
            self._events.popitem(last=False)
        return event_id

    async def replay_events_after(
        self, last_event_id: str, send_callback: EventCallback
    ) -> str | None:
        """Send the events of ``last_event_id``'s stream that came after it; its stream id
        (``None``: that event is not known, or no longer)."""
        found = self._events.get(last_event_id)
        if found is None:
            return None
        stream_id = found[0]
        sent = int(last_event_id)
        # Sending waits for the client, and meanwhile the call goes on storing events:
        # look again until nothing newer is left, so none falls between replay and live.
        while pending := [
            (event_id, message)
            for event_id, (stream, message) in list(self._events.items())
            if stream == stream_id and int(event_id) > sent and message is not None
        ]:
            for event_id, message in pending:
                await send_callback(EventMessage(message, event_id))
                sent = int(event_id)
        return stream_id
