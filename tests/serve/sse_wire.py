"""A raw streamable-HTTP client for resumption tests: it can drop a stream on purpose.

The SDK's client reconnects by itself, which hides whether the server replayed anything;
these helpers speak the wire directly (httpx2, 127.0.0.1), so a test decides when the
connection closes and reads exactly what the reconnection brings.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    import httpx2

PROTOCOL = "2025-11-25"
ACCEPT = {"accept": "application/json, text/event-stream", "content-type": "application/json"}


@dataclass
class Event:
    """One SSE event: its id, its JSON-RPC message (``None`` for a priming event), retry."""

    id: str | None = None
    data: str = ""
    retry: int | None = None

    @property
    def message(self) -> dict[str, Any] | None:
        return json.loads(self.data) if self.data else None


async def events(response: httpx2.Response) -> AsyncIterator[Event]:
    """The SSE events of a streamed response, as they arrive."""
    event = Event()
    async for line in response.aiter_lines():
        if not line:
            if event.id is not None or event.data:
                yield event
            event = Event()
        elif line.startswith("id:"):
            event.id = line[3:].strip()
        elif line.startswith("data:"):
            event.data += line[5:].strip()
        elif line.startswith("retry:"):
            event.retry = int(line[6:].strip())


@dataclass
class RawSession:
    """An initialized session: its id, and the headers every later request carries."""

    url: str
    http: httpx2.AsyncClient
    session_id: str = ""
    headers: dict[str, str] = field(default_factory=dict)

    async def open(self) -> None:
        init = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": PROTOCOL,
                "capabilities": {},
                "clientInfo": {"name": "resume-test", "version": "1"},
            },
        }
        async with self.http.stream("POST", self.url, json=init, headers=ACCEPT) as answer:
            assert answer.status_code == 200, await answer.aread()
            self.session_id = answer.headers["mcp-session-id"]
            async for event in events(answer):
                if event.message is not None:
                    break
        self.headers = {
            **ACCEPT,
            "mcp-session-id": self.session_id,
            "mcp-protocol-version": PROTOCOL,
        }
        done = {"jsonrpc": "2.0", "method": "notifications/initialized"}
        answer = await self.http.post(self.url, json=done, headers=self.headers)
        assert answer.status_code == 202, answer.text

    def call(self, request_id: int, tool: str, arguments: dict[str, Any]) -> Any:
        """A streamed ``tools/call`` POST (use as ``async with``), asking for progress."""
        body = {
            "jsonrpc": "2.0",
            "id": request_id,
            "method": "tools/call",
            "params": {
                "name": tool,
                "arguments": arguments,
                "_meta": {"progressToken": f"call-{request_id}"},
            },
        }
        return self.http.stream("POST", self.url, json=body, headers=self.headers)

    def resume(self, last_event_id: str) -> Any:
        """The GET that reconnects a dropped stream (use as ``async with``)."""
        headers = {**self.headers, "accept": "text/event-stream", "last-event-id": last_event_id}
        return self.http.stream("GET", self.url, headers=headers)


async def until_answer(response: httpx2.Response, request_id: int) -> list[Event]:
    """Every event of a (resumed) stream up to and including the answer to ``request_id``."""
    seen: list[Event] = []
    async for event in events(response):
        seen.append(event)
        message = event.message or {}
        if message.get("id") == request_id and ("result" in message or "error" in message):
            break
    return seen
