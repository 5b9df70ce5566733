"""A tiny stand-in for an LMCP host, for the publish tests: only ``recipe_save``.

``python fake_host.py`` serves over stdio. Saved manifests go to ``$FAKE_HOST_DIR`` as
``<n>.json`` files (one per save, numbered in order, so a test sees every save); a name
already saved is refused with ``recipe_exists`` unless ``overwrite`` is true.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

server = MCPServer("fake-host")


def _folder() -> Path:
    folder = Path(os.environ["FAKE_HOST_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def saved_names(folder: Path) -> list[str]:
    """The names saved so far, in order (also used by the tests)."""
    files = sorted(folder.glob("*.json"), key=lambda p: int(p.stem))
    return [json.loads(p.read_text(encoding="utf-8"))["manifest"]["name"] for p in files]


@server.tool()
async def recipe_save(manifest: dict[str, Any], overwrite: bool = False) -> dict[str, Any]:
    """Save a recipe manifest on the host."""
    name = manifest.get("name")
    if not isinstance(name, str) or not name:
        raise ToolError("invalid_manifest: the recipe needs a name")
    folder = _folder()
    if name in saved_names(folder) and not overwrite:
        raise ToolError(f"recipe_exists: a recipe named {name!r} already exists")
    number = len(list(folder.glob("*.json"))) + 1
    record = {"manifest": manifest, "overwrite": overwrite}
    (folder / f"{number}.json").write_text(json.dumps(record), encoding="utf-8")
    return {"name": name}


if __name__ == "__main__":
    server.run("stdio")
