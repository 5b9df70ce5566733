"""Catalog entries from ``tools/list``: effect, confirm and schemas."""

from __future__ import annotations

import subprocess
import sys
from types import SimpleNamespace
from typing import Any

import pytest
from mcp_types import Tool, ToolAnnotations

from recipe_studio.core.catalog import Catalog, catalog_from_json
from recipe_studio.core.engine.plan import deletes_or_overwrites
from recipe_studio.core.mcp_catalog import catalog_from_mcp_tools, tool_info_from_mcp

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"note_name": {"type": "string"}, "confirm": {"type": "boolean"}},
    "required": ["note_name"],
}
OUTPUT: dict[str, Any] = {"type": "object", "properties": {"ok": {"type": "boolean"}}}


def sdk_tool(annotations: ToolAnnotations | None, schema: dict[str, Any] = SCHEMA) -> Tool:
    return Tool(
        name="delete_note",
        description="Delete a note.",
        input_schema=schema,
        output_schema=OUTPUT,
        annotations=annotations,
    )


@pytest.mark.parametrize(
    ("annotations", "effect"),
    [
        (None, "write"),
        (ToolAnnotations(), "write"),
        (ToolAnnotations(read_only_hint=False), "write"),
        (ToolAnnotations(destructive_hint=False, idempotent_hint=True), "write"),
        (ToolAnnotations(read_only_hint=True), "read"),
    ],
)
def test_effect_is_read_only_when_annotations_say_so(
    annotations: ToolAnnotations | None, effect: str
) -> None:
    assert tool_info_from_mcp(sdk_tool(annotations)).effect == effect


@pytest.mark.parametrize(
    ("annotations", "destructive", "counts_as_destructive"),
    [
        (None, None, True),
        (ToolAnnotations(read_only_hint=False), None, True),
        (ToolAnnotations(destructive_hint=True), True, True),
        (ToolAnnotations(destructive_hint=False), False, False),
        (ToolAnnotations(read_only_hint=True, destructive_hint=True), True, False),
    ],
)
def test_destructive_as_the_server_says_and_unknown_counts_as_destructive(
    annotations: ToolAnnotations | None, destructive: bool | None, counts_as_destructive: bool
) -> None:
    info = tool_info_from_mcp(sdk_tool(annotations))
    assert info.destructive is destructive
    catalog = Catalog.from_tools("Live", [info], complete=True)
    assert deletes_or_overwrites(catalog, "delete_note") is counts_as_destructive
    assert deletes_or_overwrites(catalog, "not_listed") is True
    # Said or not, the flag survives a catalog file; unsaid, the file does not mention it.
    assert catalog_from_json(catalog.to_json()).tools == catalog.tools
    assert ("destructive" in info.to_json()) is (destructive is not None)


def test_sdk_tool_becomes_a_full_entry() -> None:
    info = tool_info_from_mcp(sdk_tool(ToolAnnotations(read_only_hint=False)), ["macos"])
    assert info.name == "delete_note"
    assert info.description == "Delete a note."
    assert info.input_schema == SCHEMA
    assert info.input_schema is not SCHEMA
    assert info.output_schema == OUTPUT
    assert info.confirm is True
    assert info.schema_known is True
    assert info.platforms == ["macos"]


def test_confirm_only_from_the_input_properties() -> None:
    schema = {"type": "object", "properties": {"note_name": {"type": "string"}}}
    assert tool_info_from_mcp(sdk_tool(None, schema)).confirm is False
    assert tool_info_from_mcp(sdk_tool(None, {"type": "object"})).confirm is False


def test_duck_typed_objects_and_wire_json() -> None:
    duck = SimpleNamespace(
        name="echo",
        description=None,
        input_schema={"type": "object"},
        output_schema=None,
        annotations=SimpleNamespace(read_only_hint=True),
    )
    info = tool_info_from_mcp(duck)
    assert (info.effect, info.description, info.output_schema) == ("read", "", None)
    wire = {
        "name": "file_write",
        "inputSchema": {"type": "object", "properties": {"confirm": {"type": "boolean"}}},
        "annotations": {"readOnlyHint": False},
    }
    info = tool_info_from_mcp(wire)
    assert (info.effect, info.confirm) == ("write", True)
    assert tool_info_from_mcp({"name": "x", "annotations": {"readOnlyHint": True}}).effect == "read"
    with pytest.raises(ValueError, match="without a name"):
        tool_info_from_mcp(SimpleNamespace(name=""))


def test_catalog_round_trips_through_json() -> None:
    tools = [sdk_tool(None), Tool(name="echo", input_schema={"type": "object"})]
    catalog = catalog_from_mcp_tools(tools, "Live", source="stdio")
    assert catalog.complete
    assert catalog.source == "stdio"
    assert len(catalog) == 2
    again = catalog_from_json(catalog.to_json())
    assert again.tools == catalog.tools
    assert again.complete
    assert not catalog_from_mcp_tools([], "Empty", complete=False).complete


def test_module_does_not_import_mcp() -> None:
    code = (
        "import sys, recipe_studio.core.mcp_catalog\n"
        "loaded = sorted(m for m in sys.modules if m == 'mcp' or m.startswith('mcp.'))\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
