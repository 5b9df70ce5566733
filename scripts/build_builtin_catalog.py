"""Write ``resources/catalogs/builtin.json`` from the built-in tool server's own ``tools/list``.

The server is started as a real subprocess over stdio (with a throw-away data folder),
so the catalog holds exactly what a client sees: in English, with the French and Turkish
titles, descriptions and step sentences of the same server started with ``--language``
added as per-language maps (``titles``, ``descriptions``, ``sentences`` on a tool;
``x-titles``, ``x-descriptions``, ``x-enumNames`` on an argument or result field).
``--check`` compares instead of writing and fails if the file is out of date.

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


#: The other languages the server speaks (English is the catalog's own text).
LANGUAGES = ("fr", "tr")


async def list_builtin_tools(home: Path, language: str = "en") -> list[Any]:
    server = StdioServerParameters(
        command=sys.executable,
        args=["-m", "recipe_studio.tools", "--home", str(home), "--language", language],
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


def _schema_words(base: Any, other: Any, language: str) -> None:
    """Add ``other``'s (the same schema in ``language``) property words to ``base``."""
    if isinstance(base, list) and isinstance(other, list):
        for mine, theirs in zip(base, other, strict=False):
            _schema_words(mine, theirs, language)
        return
    if not isinstance(base, dict) or not isinstance(other, dict):
        return
    for key, value in base.items():
        if key == "properties" and isinstance(value, dict):
            for name, prop in value.items():
                theirs = other.get(key, {}).get(name)
                if isinstance(prop, dict) and isinstance(theirs, dict):
                    for field, words in (
                        ("title", "x-titles"),
                        ("description", "x-descriptions"),
                        ("enumNames", "x-enumNames"),
                    ):
                        if field in theirs and theirs[field] != prop.get(field):
                            prop.setdefault(words, {})[language] = theirs[field]
                    _schema_words(prop, theirs, language)
        elif key not in ("x-titles", "x-descriptions", "x-enumNames"):
            _schema_words(value, other.get(key), language)


def with_languages(data: dict[str, Any], translated: dict[str, list[Any]]) -> dict[str, Any]:
    """The English catalog ``data`` with every other language's words added."""
    for language, tools in translated.items():
        by_name = {
            entry["name"]: entry
            for entry in catalog_from_mcp_tools(tools, CATALOG_NAME).to_json()["tools"]
        }
        for entry in data["tools"]:
            theirs = by_name.get(entry["name"])
            if theirs is None:
                continue
            for field, words in (
                ("title", "titles"),
                ("description", "descriptions"),
                ("sentence", "sentences"),
            ):
                if theirs.get(field) and theirs[field] != entry.get(field):
                    entry.setdefault(words, {})[language] = theirs[field]
            for schema in ("input_schema", "output_schema"):
                _schema_words(entry.get(schema), theirs.get(schema), language)
    return data


def catalog_text(tools: list[Any], translated: dict[str, list[Any]] | None = None) -> str:
    catalog = catalog_from_mcp_tools(tools, CATALOG_NAME, complete=True, source=SOURCE)
    data = with_languages(catalog.to_json(), translated or {})
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
        translated = {code: anyio.run(list_builtin_tools, Path(home), code) for code in LANGUAGES}
    text = catalog_text(tools, translated)
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
