"""The built-in tool server, end to end: a real subprocess over stdio and the MCP client."""

from __future__ import annotations

import json
from datetime import date
from typing import TYPE_CHECKING, Any

import jsonschema
import pytest
from platforms import python_line

from recipe_studio.core.catalog import load_catalog
from recipe_studio.core.mcp_catalog import catalog_from_mcp_tools
from recipe_studio.core.paths import resources_dir
from recipe_studio.tools.terminal import TERMINAL_OFF

if TYPE_CHECKING:
    from pathlib import Path

    from mcp import ClientSession
    from mcp_types import CallToolResult, Tool

pytestmark = pytest.mark.anyio

# name -> (readOnlyHint, destructiveHint, idempotentHint, takes confirm)
EXPECTED: dict[str, tuple[bool, bool, bool, bool]] = {
    "echo": (True, False, True, False),
    "get_datetime": (True, False, True, False),
    "calculate": (True, False, True, False),
    "list_notes": (True, False, True, False),
    "search_notes": (True, False, True, False),
    "read_note": (True, False, True, False),
    "create_note": (False, False, False, True),
    "update_note": (False, True, False, True),
    "delete_note": (False, True, True, True),
    "file_list": (True, False, True, False),
    "file_read": (True, False, True, False),
    "file_write": (False, True, False, True),
    "run_terminal_command": (False, True, False, True),
}


async def tools_by_name(session: ClientSession) -> dict[str, Tool]:
    return {tool.name: tool for tool in (await session.list_tools()).tools}


async def ok(session: ClientSession, name: str, args: dict[str, Any]) -> dict[str, Any]:
    result = await session.call_tool(name, args)
    assert not result.is_error, result.content
    structured = result.structured_content
    assert isinstance(structured, dict)
    tool = (await tools_by_name(session))[name]
    assert tool.output_schema is not None
    jsonschema.validate(structured, tool.output_schema)
    # The text content carries the same data for clients that ignore structured output.
    assert json.loads(result.content[0].text) == structured  # type: ignore[union-attr]
    return structured


async def error(session: ClientSession, name: str, args: dict[str, Any]) -> str:
    result: CallToolResult = await session.call_tool(name, args)
    assert result.is_error
    text = result.content[0].text  # type: ignore[union-attr]
    assert isinstance(text, str)
    return text


async def test_lists_every_tool_with_honest_metadata(session: ClientSession) -> None:
    tools = await tools_by_name(session)
    assert set(tools) == set(EXPECTED)
    for name, (read_only, destructive, idempotent, confirm) in EXPECTED.items():
        tool = tools[name]
        assert tool.description
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint is read_only, name
        assert tool.annotations.destructive_hint is destructive, name
        assert tool.annotations.idempotent_hint is idempotent, name
        schema = tool.input_schema
        assert schema["type"] == "object"
        assert schema["additionalProperties"] is False, name
        assert ("confirm" in schema["properties"]) is confirm, name
        for prop_name, prop in schema["properties"].items():
            assert prop.get("description"), f"{name}.{prop_name} has no description"
        assert tool.output_schema is not None
        assert tool.output_schema["type"] == "object"
        jsonschema.Draft202012Validator.check_schema(schema)
        jsonschema.Draft202012Validator.check_schema(tool.output_schema)


async def test_bundled_catalog_matches_the_live_server(session: ClientSession) -> None:
    live = catalog_from_mcp_tools((await session.list_tools()).tools, "live")
    bundled = load_catalog(resources_dir() / "catalogs" / "builtin.json")
    assert bundled.complete
    assert [english(t.to_json()) for t in bundled.tools.values()] == [
        t.to_json() for t in live.tools.values()
    ], "resources/catalogs/builtin.json is stale: run scripts/build_builtin_catalog.py"
    create_note = bundled.tools["create_note"]
    assert create_note.titles == {"fr": "Créer une note", "tr": "Not oluştur"}
    assert create_note.sentences["fr"][1] == "avec le texte {body}"
    note_name = create_note.input_schema["properties"]["note_name"]
    assert note_name["x-titles"] == {"fr": "Nom de la note", "tr": "Not adı"}


_OTHER_LANGUAGES = {
    "titles",
    "descriptions",
    "sentences",
    "x-titles",
    "x-descriptions",
    "x-enumNames",
}


def english(value: Any) -> Any:
    """A bundled catalog entry without its other languages' words (what the server says)."""
    if isinstance(value, dict):
        return {k: english(v) for k, v in value.items() if k not in _OTHER_LANGUAGES}
    if isinstance(value, list):
        return [english(item) for item in value]
    return value


async def test_echo_and_calculate(session: ClientSession) -> None:
    value = {"list": [1, "two", None, True], "text": "[1, 2]"}
    assert await ok(session, "echo", {"value": value}) == {"value": value}
    assert await ok(session, "echo", {"value": "[1, 2]"}) == {"value": "[1, 2]"}
    assert await ok(session, "calculate", {"expression": "(2 + 3) * 4 ** 2"}) == {
        "result": 80,
        "expression": "(2 + 3) * 4 ** 2",
    }
    assert "division by zero" in await error(session, "calculate", {"expression": "1 / 0"})
    assert "position 4" in await error(session, "calculate", {"expression": "1 +* 2"})
    assert "too large" in await error(session, "calculate", {"expression": "9**9**9"})


async def test_get_datetime(session: ClientSession) -> None:
    now = await ok(session, "get_datetime", {"timezone": "Asia/Kolkata"})
    assert now["timezone"] == "Asia/Kolkata"
    assert now["utc_offset"] == "+05:30"
    assert now["datetime"].endswith("+05:30")
    assert now["datetime"].startswith(now["date"])
    # An English server: the names to read are the English ones.
    assert now["weekday_name"] == now["weekday"]
    assert now["month_name"] == date.fromisoformat(now["date"]).strftime("%B")
    local = await ok(session, "get_datetime", {})
    assert abs(local["unix_timestamp"] - now["unix_timestamp"]) < 60
    message = await error(session, "get_datetime", {"timezone": "Mars/Olympus_Mons"})
    assert "unknown time zone 'Mars/Olympus_Mons'" in message


async def test_bad_arguments_are_errors_in_plain_words(session: ClientSession) -> None:
    """A sentence per refused argument, never pydantic's report for programmers."""
    extra = await error(session, "echo", {"value": 1, "note_id": "x"})
    assert extra == "this tool has no argument 'note_id'"
    # The argument by its title (the schema's), as the person reads it.
    assert await error(session, "read_note", {}) == "the argument 'Note name' is missing"
    wrong = await error(session, "delete_note", {"note_name": "x", "confirm": "true"})
    assert wrong == "the argument 'Confirm' must be true or false"
    several = await error(session, "create_note", {"note_name": 5, "a": 1, "b": 2})
    assert several.startswith("the argument 'Note name' must be a text; ")
    assert "this tool has no argument 'a'" in several
    for message in (extra, wrong, several):
        assert "validation error" not in message
        assert "type=" not in message


async def test_notes_round_trip(session: ClientSession, server_notes: Path) -> None:
    created = await ok(session, "create_note", {"note_name": "Shopping / week", "body": "milk"})
    assert created["name"] == "Shopping / week"
    assert created["mode"] == "create"
    assert "already exists" in await error(
        session, "create_note", {"note_name": "shopping / WEEK", "body": "x"}
    )
    assert [p.name for p in server_notes.iterdir()] == ["Shopping %2F week.md"]
    listed = await ok(session, "list_notes", {})
    assert [n["name"] for n in listed["notes"]] == ["Shopping / week"]
    found = await ok(session, "search_notes", {"query": "MILK"})
    assert found["matches"][0]["matched_in"] == ["content"]
    await ok(
        session,
        "update_note",
        {"note_name": "Shopping / week", "body": "eggs", "mode": "append", "confirm": True},
    )
    read = await ok(session, "read_note", {"note_name": "Shopping / week"})
    assert read["body"] == "milk\neggs"

    preview = await ok(session, "delete_note", {"note_name": "Shopping / week"})
    assert preview["preview"] is True
    assert preview["action"] == "delete_note"
    assert preview["would"] == 'Delete the note "Shopping / week" (9 bytes)'
    assert (await ok(session, "list_notes", {}))["count"] == 1  # nothing was deleted
    done = await ok(session, "delete_note", {"note_name": "Shopping / week", "confirm": True})
    assert done == {"preview": False, "action": "delete_note", "name": "Shopping / week", "size": 9}
    assert "no note named" in await error(session, "read_note", {"note_name": "Shopping / week"})


async def test_files_round_trip(session: ClientSession, server_workspace: Path) -> None:
    written = await ok(session, "file_write", {"path": "out/today.md", "content": "one\n"})
    assert written["preview"] is False
    assert written["created"] is True
    assert (server_workspace / "out" / "today.md").read_text(encoding="utf-8") == "one\n"

    args = {"path": "out/today.md", "content": "two\n", "mode": "append"}
    preview = await ok(session, "file_write", args)
    assert preview["preview"] is True
    assert preview["would"] == 'Add 4 bytes to the end of "out/today.md" (now 4 bytes)'
    assert (server_workspace / "out" / "today.md").read_text(encoding="utf-8") == "one\n"
    await ok(session, "file_write", {**args, "confirm": True})
    assert (await ok(session, "file_read", {"path": "out/today.md"}))["content"] == "one\ntwo\n"

    listing = await ok(session, "file_list", {"path": "out"})
    assert [(e["name"], e["type"], e["size"]) for e in listing["entries"]] == [
        ("today.md", "file", 8)
    ]
    assert "outside the workspace" in await error(session, "file_read", {"path": "../x"})
    assert "outside the workspace" in await error(session, "file_list", {"path": "/"})
    assert "already exists" in await error(
        session, "file_write", {"path": "out/today.md", "content": ""}
    )


async def test_terminal_is_off_by_default(session: ClientSession) -> None:
    message = await error(session, "run_terminal_command", {"command": "echo hi", "confirm": True})
    assert message.endswith(TERMINAL_OFF)
    assert "Edit › Preferences" in message  # the menu path the window really has


async def test_terminal_when_enabled(
    terminal_session: ClientSession, terminal_workspace: Path
) -> None:
    live = terminal_session
    preview = await ok(live, "run_terminal_command", {"command": "touch made"})
    assert preview["preview"] is True
    assert preview["would"].startswith("Run the command `touch made` in the folder ")
    assert not (terminal_workspace / "made").exists()
    # This Python, which /bin/sh and Windows' cmd.exe both start the same way.
    code = (
        "import sys; open('made', 'w').close(); print('hi'); sys.stderr.write('oops'); sys.exit(3)"
    )
    args = {"command": python_line("-c", code), "confirm": True}
    done = await ok(live, "run_terminal_command", args)
    assert (done["exit_code"], done["stdout"].splitlines(), done["stderr"]) == (3, ["hi"], "oops")
    assert (terminal_workspace / "made").exists()
    sleep = python_line("-c", "import time; time.sleep(5)")
    message = await error(
        live,
        "run_terminal_command",
        {"command": sleep, "confirm": True, "timeout_seconds": 0.3},
    )
    assert "did not finish within 0.3 s" in message


def test_each_kind_of_refused_argument_has_its_sentence() -> None:
    from pydantic import BaseModel, ConfigDict, Field, ValidationError

    from recipe_studio.tools.refused_arguments import describe_refused

    class Arguments(BaseModel):
        model_config = ConfigDict(extra="forbid")
        count: int = Field(ge=1, le=9)
        share: float = Field(gt=0, lt=1)
        name: str

    def refused(values: dict[str, object]) -> str:
        try:
            Arguments.model_validate(values)
        except ValidationError as exc:
            return describe_refused(exc)
        raise AssertionError("accepted")

    assert refused({"count": 0, "share": 0.5, "name": "x"}) == (
        "the argument 'Number' must be at least 1"
    )
    assert refused({"count": 10, "share": 1, "name": "x", "more": 1}) == (
        "the argument 'Number' must be at most 9; the argument 'Share' must be less than 1.0; "
        "this tool has no argument 'more'"
    )
    assert refused({"count": 1, "share": 0}) == (
        "the argument 'Share' must be more than 0.0; the argument 'Name' is missing"
    )
    many = refused({f"x{i}": i for i in range(7)})
    assert many.endswith("; and 5 more")  # ten refusals: five sentences, then the rest counted


async def test_unknown_tools_and_prompts_are_invalid_params(session: ClientSession) -> None:
    """MCP's standard error (-32602), as ``serve`` answers, not an error result or code 0."""
    from mcp.shared.exceptions import MCPError

    with pytest.raises(MCPError) as tool:
        await session.call_tool("no_such_tool", {})
    assert tool.value.code == -32602
    assert "Unknown tool: no_such_tool" in tool.value.message
    with pytest.raises(MCPError) as prompt:
        await session.get_prompt("no_such_prompt")
    assert prompt.value.code == -32602


async def test_the_instructions_say_exactly_which_tools_act_at_once(session: ClientSession) -> None:
    from recipe_studio.tools.server import INSTRUCTIONS

    tools = await tools_by_name(session)
    previewing = [
        name for name, tool in tools.items() if "confirm" in tool.input_schema.get("properties", {})
    ]
    assert sorted(previewing) == [
        "create_note",
        "delete_note",
        "file_write",
        "run_terminal_command",
        "update_note",
    ]
    assert (
        "create_note (except with if_exists: replace on an existing note), and file_write "
        "on a file that does not exist yet, act at once" in INSTRUCTIONS
    )
    for name in previewing:
        assert name in INSTRUCTIONS
