"""A tiny MCP server for the engine tests: it can crash or hang on purpose.

``python fake_server.py`` serves over stdio (``--http PORT``: streamable HTTP on
``http://127.0.0.1:PORT/mcp``):

* ``echo(value)``: read-only, returns ``{"value": value}``;
* ``touch(name)``: state-changing, writes a marker file into ``$FAKE_SERVER_DIR``;
* ``crash()``: the process exits at once (status 3) after a line on stderr;
* ``hang()``: blocks the whole server (a synchronous sleep in the event loop);
* ``slow(seconds)``: sleeps cooperatively, so a cancel reaches it;
* ``text_only(text)``: returns plain text, no structured content;
* ``working(seconds, every)``: works for ``seconds``, reporting progress every ``every``
  seconds (a long tool that is never silent for long);
* ``open_page(url)``: asks the client to open ``url`` (URL elicitation), says the answer;
* ``needs_page(url)``: answers the error -32042 (``url`` must be opened first).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp_types import ToolAnnotations

READ_ONLY = ToolAnnotations(read_only_hint=True)
server = MCPServer("fake-server")


@server.tool(annotations=READ_ONLY)
async def echo(value: Any = None) -> dict[str, Any]:
    """Return the value."""
    return {"value": value}


@server.tool()
async def touch(name: str) -> dict[str, Any]:
    """Create a marker file (state-changing, no annotations)."""
    folder = Path(os.environ.get("FAKE_SERVER_DIR", "."))
    (folder / name).write_text("touched", encoding="utf-8")
    return {"touched": name}


@server.tool(annotations=READ_ONLY)
async def crash() -> dict[str, Any]:
    """Exit the process without answering."""
    print("fake server: crashing on purpose", file=sys.stderr, flush=True)
    os._exit(3)


@server.tool(annotations=READ_ONLY)
async def hang() -> dict[str, Any]:
    """Block the event loop: the server answers nothing, not even a cancel."""
    time.sleep(3600)
    return {}


@server.tool(annotations=READ_ONLY)
async def slow(seconds: float = 3600) -> dict[str, Any]:
    """Sleep cooperatively."""
    await anyio.sleep(seconds)
    return {"slept": seconds}


@server.tool(annotations=READ_ONLY, structured_output=False)
async def text_only(text: str) -> str:
    """Return plain text."""
    return text


@server.tool(annotations=READ_ONLY)
async def working(seconds: float, every: float, ctx: Context) -> dict[str, Any]:
    """Work for a while, reporting progress regularly."""
    steps = max(1, round(seconds / every))
    for done in range(steps):
        await ctx.report_progress(done, steps, f"part {done + 1} of {steps}")
        await anyio.sleep(every)
    return {"parts": steps}


@server.tool(annotations=READ_ONLY)
async def open_page(url: str, ctx: Context) -> dict[str, Any]:
    """Ask the client to open a web page (URL elicitation)."""
    answer = await ctx.elicit_url("Sign in to the example service.", url, "sign-in-1")
    return {"action": answer.action}


@server.tool(annotations=READ_ONLY)
async def needs_page(url: str) -> dict[str, Any]:
    """Refuse until a web page is opened (the error -32042)."""
    from mcp.shared.exceptions import UrlElicitationRequiredError
    from mcp_types import ElicitRequestURLParams

    page = ElicitRequestURLParams(message="Connect your account.", url=url, elicitation_id="c1")
    raise UrlElicitationRequiredError([page])


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--http":
        server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
    else:
        server.run("stdio")
