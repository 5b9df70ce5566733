"""A stand-in for an LMCP server, for the learned-shapes tests: tools named as in the
bundled macOS catalog, answering with plain JSON text and no output schema (as LMCP's
shapes are not public).

* ``get_weather(location)``: read-only, returns ``{"a": {"b": 1}, "items": [{"c": 2}]}``;
* ``read_note(note_name)``: read-only, returns ``{"note": {"name": note_name}}``;
* ``send_message(recipient, text)``: state-changing, writes a marker file into
  ``$SHAPES_SERVER_DIR`` (so a test can prove it was never called).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from mcp.server.mcpserver import MCPServer
from mcp_types import ToolAnnotations

READ_ONLY = ToolAnnotations(read_only_hint=True)
WEATHER = {"a": {"b": 1}, "items": [{"c": 2}]}
server = MCPServer("shapes-server")


@server.tool(annotations=READ_ONLY, structured_output=False)
async def get_weather(location: str = "") -> str:
    """The weather, in a shape nobody published."""
    return json.dumps(WEATHER)


@server.tool(annotations=READ_ONLY, structured_output=False)
async def read_note(note_name: str = "") -> str:
    """A note, named as the caller asked."""
    return json.dumps({"note": {"name": note_name}})


@server.tool(structured_output=False)
async def send_message(recipient: str = "", text: str = "") -> str:
    """Send a message (state-changing, no annotations)."""
    folder = Path(os.environ.get("SHAPES_SERVER_DIR", "."))
    (folder / "sent").write_text(f"{recipient}: {text}", encoding="utf-8")
    return json.dumps({"sent": True})


if __name__ == "__main__":
    server.run("stdio")
