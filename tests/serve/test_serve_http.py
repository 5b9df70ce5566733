"""``recipe-studio serve --http``: the same server over streamable HTTP on 127.0.0.1."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import anyio
import mcp_types as types
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client
from serve_support import NEW_NOTE, TIME_CHECK, save, serve_http

if TYPE_CHECKING:
    from pathlib import Path

    from mcp.client.session import ClientRequestContext

pytestmark = [pytest.mark.anyio, pytest.mark.slow]


async def test_over_http_tools_are_listed_called_confirmed_and_followed(
    studio_home: Path,
) -> None:
    save(studio_home, TIME_CHECK)
    asked: list[str] = []
    changed = anyio.Event()

    async def accept(
        context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult:
        asked.append(params.message)
        return types.ElicitResult(action="accept", content={})

    async def on_message(message: Any) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            changed.set()

    with serve_http(studio_home) as url:
        assert url.startswith("http://127.0.0.1:")
        async with (
            streamable_http_client(url) as (read, write),
            ClientSession(
                read, write, elicitation_callback=accept, message_handler=on_message
            ) as session,
        ):
            await session.initialize()
            assert [t.name for t in (await session.list_tools()).tools] == ["time_check"]
            clock = await session.call_tool("time_check", {"greeting": "hey"})
            assert not clock.is_error
            assert clock.structured_content is not None
            assert clock.structured_content["result"]["value"].startswith("hey at ")
            save(studio_home, NEW_NOTE)
            with anyio.fail_after(60):
                await changed.wait()
            tools = sorted(t.name for t in (await session.list_tools()).tools)
            assert tools == ["new_note", "time_check"]
            note = await session.call_tool("new_note", {"title": "Over HTTP"})
            assert not note.is_error
    assert len(asked) == 1
    assert (studio_home / "notes" / "Over HTTP.md").exists()
