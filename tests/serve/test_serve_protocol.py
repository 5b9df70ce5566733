"""``serve --http`` and the newer parts of MCP: listChanged, resumable streams, and the one
confirmation through ``input_required`` for clients on protocol 2026-07-28."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import httpx2
import mcp_types as types
import pytest
from mcp import ClientSession
from mcp.client.client import Client
from mcp.client.streamable_http import streamable_http_client
from serve_support import NEW_NOTE, TIME_CHECK, save, serve_http

if TYPE_CHECKING:
    from pathlib import Path

    from mcp.client.session import ClientRequestContext

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "raw", "version": "1"},
    },
}
HEADERS = {"accept": "application/json, text/event-stream", "content-type": "application/json"}


def answering(action: str, asked: list[str]) -> Any:
    async def elicit(
        context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult:
        asked.append(params.message)
        return types.ElicitResult(action=action, content={} if action == "accept" else None)

    return elicit


async def test_http_says_its_tool_list_changes_and_its_streams_can_resume(
    studio_home: Path,
) -> None:
    save(studio_home, TIME_CHECK)
    with serve_http(studio_home) as url:
        async with streamable_http_client(url) as (read, write), ClientSession(read, write) as s:
            init = await s.initialize()
            # (Closing right after initialize races the SDK's own handling of the
            # "initialized" notification; a request in between lets it settle.)
            assert [tool.name for tool in (await s.list_tools()).tools] == ["time_check"]
        assert init.capabilities.tools is not None
        assert init.capabilities.tools.list_changed is True
        async with httpx2.AsyncClient() as http:
            answer = await http.post(url, json=INIT, headers=HEADERS)
        assert answer.status_code == 200
        assert answer.headers["content-type"].startswith("text/event-stream")
        lines = answer.text.splitlines()
        assert any(line.startswith("id: ") for line in lines), answer.text  # event ids
        assert "retry: 1000" in lines  # and how soon to reconnect


async def test_a_new_protocol_client_confirms_through_input_required(studio_home: Path) -> None:
    save(studio_home, NEW_NOTE)
    with serve_http(studio_home) as url:
        asked: list[str] = []
        async with Client(
            url, mode="2026-07-28", elicitation_callback=answering("decline", asked)
        ) as c:
            declined = await c.call_tool("new_note", {"title": "Modern"})
        assert declined.is_error
        assert not (studio_home / "notes" / "Modern.md").exists()
        assert len(asked) == 1
        assert asked[0].startswith("Run “New note”? 1 step can change something")
        async with Client(
            url, mode="2026-07-28", elicitation_callback=answering("accept", asked)
        ) as c:
            accepted = await c.call_tool("new_note", {"title": "Modern"})
        assert not accepted.is_error, accepted.content
        assert (studio_home / "notes" / "Modern.md").exists()
        assert len(asked) == 2
