"""Write ``resources/catalogs/builtin.json`` from the built-in tool server's own ``tools/list``.

The server is started as a real subprocess over stdio (with a throw-away data folder),
so the catalog holds exactly what a client sees. ``--check`` compares instead of writing
and fails if the file is out of date.

    python scripts/build_builtin_catalog.py [--output PATH] [--check]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

import anyio
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp_types import PaginatedRequestParams

from recipe_studio.core.catalog import catalog_from_json
from recipe_studio.core.mcp_catalog import catalog_from_mcp_tools
from recipe_studio.core.paths import resources_dir

CATALOG_NAME = "Recipe Studio built-in tools"
SOURCE = "python -m recipe_studio.tools (tools/list)"


async def list_builtin_tools(home: Path) -> list[Any]:
    server = StdioServerParameters(
        command=sys.executable,
        args=["-m", "recipe_studio.tools", "--home", str(home)],
        env={"RECIPE_STUDIO_HOME": str(home), "PYTHONIOENCODING": "utf-8"},
    )
    async with stdio_client(server) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        tools: list[Any] = []
        cursor: str | None = None
        while True:
            params = PaginatedRequestParams(cursor=cursor) if cursor else None
            page = await session.list_tools(params=params)
            tools.extend(page.tools)
            cursor = page.next_cursor
            if not cursor:
                return tools


def catalog_text(tools: list[Any]) -> str:
    catalog = catalog_from_mcp_tools(tools, CATALOG_NAME, complete=True, source=SOURCE)
    data = catalog.to_json()
    catalog_from_json(data, "built-in catalog")  # refuse to write a file we could not load
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--output", type=Path, default=resources_dir() / "catalogs" / "builtin.json"
    )
    parser.add_argument("--check", action="store_true", help="fail if the file is out of date")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="recipe-studio-catalog-") as home:
        tools = anyio.run(list_builtin_tools, Path(home))
    text = catalog_text(tools)
    output: Path = args.output
    if args.check:
        current = output.read_text(encoding="utf-8") if output.exists() else ""
        if current != text:
            print(f"{output} is out of date: run scripts/build_builtin_catalog.py", file=sys.stderr)
            return 1
        print(f"{output} is up to date ({len(tools)} tools)")
        return 0
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text, encoding="utf-8")
    print(f"wrote {output} ({len(tools)} tools)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
