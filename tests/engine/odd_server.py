"""MCP servers that misbehave on purpose, or use the rarer parts of MCP (built on the SDK).

``python odd_server.py MODE`` serves over stdio (``--http PORT`` after MODE: streamable
HTTP on ``127.0.0.1``). With ``$ODD_SERVER_PIDS`` set, the server writes its own pid and
the pid of a child it starts in its process group (``sleep``) to that file, so a test can
check the whole group is ended. With ``$ODD_SERVER_EVENTS`` set, it appends a line to that
file when a phase a test waits for begins (``tools/list`` asked, the ``slow`` call started).

* ``hang-before-init``: never reads or answers anything;
* ``garbage``: prints a line that is not MCP, then never answers;
* ``banner``: prints a line that is not MCP, then serves normally (``rich`` tools);
* ``hang-list``: answers the handshake, then never answers ``tools/list``;
* ``exit-early``: prints an error and exits with status 2 before the handshake;
* ``rich``: tools that return every content type (or a real ``painting``), ask questions
  (elicitation), or just ``echo`` a value and ``slow``-ly sleep.
"""

from __future__ import annotations

import base64
import os
import struct
import subprocess
import sys
import time
import zlib
from typing import Any

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp_types import (
    AudioContent,
    BlobResourceContents,
    EmbeddedResource,
    ImageContent,
    ResourceLink,
    TextContent,
    TextResourceContents,
    ToolAnnotations,
)
from pydantic import BaseModel, Field

READ_ONLY = ToolAnnotations(read_only_hint=True)
#: A 1x1 transparent PNG.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)


def picture(width: int, height: int) -> bytes:
    """A PNG of ``width`` x ``height`` pixels: a colour gradient (made by hand: no imaging
    library is needed for a test picture)."""

    def chunk(tag: bytes, data: bytes) -> bytes:
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    rows = b"".join(
        b"\x00" + b"".join(bytes((255 * x // width, 255 * y // height, 160)) for x in range(width))
        for y in range(height)
    )
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows))
        + (chunk(b"IEND", b""))
    )


#: A WAV header with no samples.
WAV = (
    b"RIFF$\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00@\x1f\x00\x00"
    b"@\x1f\x00\x00\x01\x00\x08\x00data\x00\x00\x00\x00"
)


def note_event(name: str) -> None:
    """Append ``name`` to ``$ODD_SERVER_EVENTS``: tests wait for a phase instead of sleeping."""
    target = os.environ.get("ODD_SERVER_EVENTS")
    if target:
        with open(target, "a", encoding="utf-8") as handle:
            handle.write(name + "\n")


class Slow(MCPServer):
    async def list_tools(self) -> Any:
        note_event("tools/list")
        await anyio.sleep(3600)
        return await super().list_tools()


def build(mode: str) -> MCPServer:
    server: MCPServer = Slow("odd-server") if mode == "hang-list" else MCPServer("odd-server")

    @server.tool(annotations=READ_ONLY)
    async def echo(value: Any = None) -> dict[str, Any]:
        """Return the value."""
        return {"value": value}

    @server.tool(annotations=READ_ONLY)
    async def slow(seconds: float = 3600) -> dict[str, Any]:
        """Sleep cooperatively."""
        note_event("slow")
        await anyio.sleep(seconds)
        return {"slept": seconds}

    @server.tool(annotations=READ_ONLY, structured_output=False)
    async def every_content() -> list[Any]:
        """Return one block of each content type."""
        return [
            TextContent(type="text", text="hello"),
            ImageContent(type="image", data=base64.b64encode(PNG).decode(), mime_type="image/png"),
            AudioContent(type="audio", data=base64.b64encode(WAV).decode(), mime_type="audio/wav"),
            EmbeddedResource(
                type="resource",
                resource=TextResourceContents(
                    uri="file:///notes/a.txt", mime_type="text/plain", text="note text"
                ),
            ),
            EmbeddedResource(
                type="resource",
                resource=BlobResourceContents(
                    uri="file:///data/b.bin",
                    mime_type="application/octet-stream",
                    blob=base64.b64encode(b"\x00\x01\x02").decode(),
                ),
            ),
            ResourceLink(
                type="resource_link", uri="https://example.org/r", name="r", mime_type="text/html"
            ),
        ]

    @server.tool(annotations=READ_ONLY, structured_output=False)
    async def painting(width: int = 160, height: int = 100) -> list[Any]:
        """Return a picture (a colour gradient) of ``width`` x ``height`` pixels."""
        data = base64.b64encode(picture(width, height)).decode()
        return [
            TextContent(type="text", text="a gradient"),
            ImageContent(type="image", data=data, mime_type="image/png"),
        ]

    @server.tool(annotations=READ_ONLY, structured_output=False)
    async def big_image(kilobytes: int = 200) -> list[Any]:
        """Return an image of about ``kilobytes`` KB (not a real picture)."""
        data = base64.b64encode(PNG + os.urandom(kilobytes * 1024)).decode()
        return [ImageContent(type="image", data=data, mime_type="image/png")]

    class Person(BaseModel):
        name: str = Field(default="Ann", description="Your name")
        age: int = Field(default=30, description="Your age")
        subscribe: bool = Field(default=True, description="Send news?")

    @server.tool(annotations=READ_ONLY)
    async def ask(ctx: Context) -> dict[str, Any]:
        """Ask for a name, an age and a yes/no, and return the answer."""
        answer = await ctx.elicit("Who are you?", Person)
        data = answer.data.model_dump() if answer.action == "accept" and answer.data else None
        return {"action": answer.action, "data": data}

    return server


def start_group_child() -> None:
    """A child in the server's process group, and both pids in ``$ODD_SERVER_PIDS``."""
    target = os.environ.get("ODD_SERVER_PIDS")
    if not target:
        return
    child = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(600)"], stdin=subprocess.DEVNULL
    )
    with open(target, "w", encoding="utf-8") as handle:
        handle.write(f"{os.getpid()} {child.pid}\n")


def main(argv: list[str]) -> None:
    mode = argv[0] if argv else "rich"
    start_group_child()
    if mode == "hang-before-init":
        time.sleep(3600)
    if mode == "exit-early":
        print("odd server: cannot open its database", file=sys.stderr, flush=True)
        sys.exit(2)
    if mode in ("garbage", "banner"):
        print("Welcome to the odd server 1.0!", flush=True)
        if mode == "garbage":
            time.sleep(3600)
    server = build(mode)
    if len(argv) == 3 and argv[1] == "--http":
        server.run("streamable-http", host="127.0.0.1", port=int(argv[2]))
    else:
        server.run("stdio")


if __name__ == "__main__":
    main(sys.argv[1:])
