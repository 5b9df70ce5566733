"""The bundled tool catalogs and the catalog loader's error reporting."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jsonschema
import pytest

from recipe_studio.core.catalog import (
    CATALOG_FORMAT,
    Catalog,
    CatalogError,
    bundled_catalog,
    load_catalog,
)
from recipe_studio.core.paths import resources_dir

if TYPE_CHECKING:
    from types import ModuleType

CATALOG_DIR = resources_dir() / "catalogs"
SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "build_lmcp_catalogs.py"

# Tools marked C ("asks its own confirmation") in LMCP_TOOLS.md.
CONFIRM_TOOLS_MACOS = {
    "run_terminal_command",
    "send_email",
    "update_calendar_event",
    "delete_calendar_event",
    "delete_note",
    "send_message",
    "teams_send_message",
    "excel_create",
    "excel_write_cell",
}
CONFIRM_TOOLS_WINDOWS = {"teams_send_message", "excel_create", "excel_write_cell"}

# The "Windows Outlook (Win)" section of LMCP_TOOLS.md.
OUTLOOK_TOOLS = {
    "outlook_list_emails",
    "outlook_read_email",
    "outlook_search_emails",
    "outlook_send_email",
    "outlook_reply_email",
    "outlook_move_email",
    "outlook_calendar_create_event",
}
MAIL_TOOLS = {
    "list_email_accounts",
    "list_email_folders",
    "list_emails",
    "search_emails",
    "read_email",
    "create_draft",
    "send_email",
    "reply_email",
    "move_email",
    "save_attachment",
}
MACOS_ONLY_SAMPLES = {
    "list_calendar_events",
    "create_calendar_event",
    "list_notes",
    "read_note",
    "create_reminder",
    "list_contacts",
    "send_message",
    "finder_list",
    "shortcuts_run",
    "run_terminal_command",
}
SHARED_SAMPLES = {
    "recipe_save",
    "recipe_run",
    "recipe_export",
    "recipe_import",
    "get_datetime",
    "teams_send_message",
    "slack_search_messages",
    "file_read",
    "excel_create",
    "ppt_create",
    "pdf_read",
}

# sha256 of json.dumps(schema, sort_keys=True) for the two schemas printed in seed 000
# (shared/seeds/000_a2da29e4a7aa2f1d.txt), so the copies cannot drift from the seed.
SEED_000_RECIPE_SAVE_SHA256 = {
    "macos": "ed4407b8df879edb65ea0f69abb6f90a7db7cf3b0483216083e920bda4630188",
    "windows": "6ef58ccd0501f1d16d26a52ea4b645d7bb77df98ca293198f94bf86bb6b85dad",
}

LMCP_FILES = {"macos": "lmcp-macos.json", "windows": "lmcp-windows.json"}


def _catalog(platform: str) -> Catalog:
    return load_catalog(CATALOG_DIR / LMCP_FILES[platform])


def _raw(file_name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((CATALOG_DIR / file_name).read_text(encoding="utf-8"))
    return data


def _tools(file_name: str) -> list[dict[str, Any]]:
    tools: list[dict[str, Any]] = _raw(file_name)["tools"]
    return tools


def _all_tools() -> list[tuple[str, dict[str, Any]]]:
    return [
        (path.name, tool)
        for path in sorted(CATALOG_DIR.glob("*.json"))
        for tool in json.loads(path.read_text(encoding="utf-8"))["tools"]
    ]


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_lmcp_catalogs", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------------------
# the bundled files


@pytest.mark.parametrize("path", sorted(CATALOG_DIR.glob("*.json")), ids=lambda path: path.name)
def test_every_bundled_catalog_file_loads(path: Path) -> None:
    catalog = load_catalog(path)
    assert len(catalog) > 0
    assert catalog.name


def test_the_expected_catalog_files_exist() -> None:
    for name in ("lmcp-macos.json", "lmcp-windows.json", "custom-tool.json"):
        assert (CATALOG_DIR / name).is_file(), name


@pytest.mark.parametrize("key", ["macos", "macos-1", "windows", "windows-1", "custom-tool"])
def test_bundled_catalog_by_profile(key: str) -> None:
    catalog = bundled_catalog(key)
    assert not catalog.complete
    assert "snapshot" in catalog.name


def test_files_match_the_generator() -> None:
    built = _load_script().build_catalogs()
    for file_name, data in built.items():
        assert _raw(file_name) == data, f"{file_name} is stale: run {SCRIPT.name}"


@pytest.mark.parametrize("file_name", ["lmcp-macos.json", "lmcp-windows.json", "custom-tool.json"])
def test_catalog_header(file_name: str) -> None:
    data = _raw(file_name)
    assert data["format"] == CATALOG_FORMAT
    assert data["version"] == 1
    assert data["complete"] is False
    assert data["source"]
    assert data["name"].endswith("(public snapshot)")


def test_macos_tool_counts() -> None:
    catalog = _catalog("macos")
    assert 60 <= len(catalog) <= 150
    names = set(catalog.tools)
    assert names >= MAIL_TOOLS
    assert names >= MACOS_ONLY_SAMPLES
    assert names >= SHARED_SAMPLES
    assert not any(name.startswith(("outlook_", "explorer_")) for name in names)


def test_windows_tool_counts() -> None:
    catalog = _catalog("windows")
    assert 30 <= len(catalog) <= 150
    names = set(catalog.tools)
    assert names >= OUTLOOK_TOOLS
    assert {"explorer_list", "explorer_search"} <= names
    assert names >= SHARED_SAMPLES
    assert not names & MAIL_TOOLS
    assert not names & MACOS_ONLY_SAMPLES
    assert not any(name.startswith(("finder_", "shortcuts_")) for name in names)


def test_outlook_tools_are_not_in_macos() -> None:
    assert not OUTLOOK_TOOLS & set(_catalog("macos").tools)


def test_tools_on_both_platforms_agree() -> None:
    mac, win = _catalog("macos"), _catalog("windows")
    for name in set(mac.tools) & set(win.tools):
        a, b = mac.tools[name], win.tools[name]
        assert a.platforms == b.platforms == ["macos", "windows"], name
        assert (a.effect, a.confirm) == (b.effect, b.confirm), name
        if name != "recipe_save":
            assert a == b, name


@pytest.mark.parametrize("platform", ["macos", "windows"])
def test_platforms_name_the_catalog_platform(platform: str) -> None:
    for tool in _catalog(platform).tools.values():
        assert platform in tool.platforms, tool.name
        assert set(tool.platforms) <= {"macos", "windows"}, tool.name
        assert tool.role == "tool", tool.name


@pytest.mark.parametrize("platform", ["macos", "windows"])
def test_recipe_save_schema_is_seed_000(platform: str) -> None:
    tool = _catalog(platform).tools["recipe_save"]
    schema = tool.input_schema
    assert tool.schema_known is True
    assert tool.effect == "write"
    assert tool.confirm is False
    assert schema["type"] == "object"
    assert schema["required"] == ["manifest"]
    assert set(schema["properties"]) == {"manifest", "overwrite"}
    assert schema["properties"]["manifest"]["type"] == "object"
    assert schema["properties"]["overwrite"]["type"] == "boolean"
    assert "additionalProperties" not in schema
    manifest = schema["properties"]["manifest"]["description"]
    assert manifest.startswith("The recipe manifest. Shape:")
    if platform == "macos":
        assert '{"wait": {"seconds": N}}' in manifest
        assert "note_name" in manifest
        assert tool.output_schema is not None
        assert "name" in tool.output_schema["properties"]
    else:
        assert '"schema_version": int' in manifest
        assert "wait" not in manifest
        assert tool.output_schema is not None
        assert set(tool.output_schema["properties"]) == {"name", "step_count"}


@pytest.mark.parametrize("platform", ["macos", "windows"])
def test_recipe_save_schema_is_byte_for_byte_seed_000(platform: str) -> None:
    schema = _catalog(platform).tools["recipe_save"].input_schema
    digest = hashlib.sha256(json.dumps(schema, sort_keys=True).encode()).hexdigest()
    assert digest == SEED_000_RECIPE_SAVE_SHA256[platform]


def test_recipe_save_schemas_differ_only_in_the_manifest_description() -> None:
    mac = json.loads(json.dumps(_catalog("macos").tools["recipe_save"].input_schema))
    win = json.loads(json.dumps(_catalog("windows").tools["recipe_save"].input_schema))
    del mac["properties"]["manifest"]["description"]
    del win["properties"]["manifest"]["description"]
    assert mac == win


@pytest.mark.parametrize(
    ("platform", "expected"),
    [("macos", CONFIRM_TOOLS_MACOS), ("windows", CONFIRM_TOOLS_WINDOWS)],
)
def test_confirm_tools(platform: str, expected: set[str]) -> None:
    catalog = _catalog(platform)
    confirming = {name for name, tool in catalog.tools.items() if tool.confirm}
    assert confirming == expected
    for name in expected:
        tool = catalog.tools[name]
        assert tool.effect == "write", name
        assert tool.input_schema["properties"]["confirm"]["type"] == "boolean", name


def test_only_confirm_tools_take_confirm() -> None:
    for file_name, tool in _all_tools():
        properties = tool["input_schema"].get("properties", {})
        assert ("confirm" in properties) == tool["confirm"], (file_name, tool["name"])


def test_unknown_schemas_stay_open() -> None:
    for file_name, tool in _all_tools():
        if tool["schema_known"]:
            continue
        schema = tool["input_schema"]
        where = (file_name, tool["name"])
        assert schema.get("type") == "object", where
        assert schema.get("additionalProperties", True) is not False, where
        # "required" only where the public notes say so (LMCP_TOOLS.md; seed 004's example).
        required: dict[str, dict[str, Any]] = {
            "excel_create": {"headers": []},
            "calculate": {"expression": "1 + 1"},
        }
        args: dict[str, Any] = required.get(tool["name"], {})
        assert schema.get("required", []) == list(args), where
        # An argument the catalog does not list is accepted.
        jsonschema.validate({**args, "some_unlisted_argument": 1}, schema)


def test_only_recipe_save_has_a_known_schema() -> None:
    for file_name in ("lmcp-macos.json", "lmcp-windows.json", "custom-tool.json"):
        known = {tool["name"] for tool in _tools(file_name) if tool["schema_known"]}
        assert known == (set() if file_name == "custom-tool.json" else {"recipe_save"})


def test_schemas_are_valid_json_schemas() -> None:
    for file_name, tool in _all_tools():
        jsonschema.Draft202012Validator.check_schema(tool["input_schema"])
        if tool["output_schema"] is not None:
            jsonschema.Draft202012Validator.check_schema(tool["output_schema"])
        assert tool["description"].endswith("."), (file_name, tool["name"])
        assert tool["effect"] in {"read", "write"}, (file_name, tool["name"])


@pytest.mark.parametrize("platform", ["macos", "windows"])
def test_documented_argument_types(platform: str) -> None:
    tools = _catalog(platform).tools
    excel = tools["excel_create"].input_schema["properties"]
    assert excel["path"]["type"] == "string"
    assert excel["headers"]["type"] == "array"
    cell = tools["excel_write_cell"].input_schema["properties"]
    assert {"path", "cell", "value", "sheet_name", "confirm"} <= set(cell)
    assert tools["teams_read_channel_messages"].input_schema["properties"].keys() == {
        "team_id",
        "channel_id",
    }
    assert tools["file_read"].input_schema["properties"]["path"]["type"] == "string"
    assert tools["recipe_import"].input_schema["properties"]["skill_token"]["type"] == "string"


def test_macos_documented_argument_types() -> None:
    tools = _catalog("macos").tools
    listing = tools["list_emails"].input_schema["properties"]
    assert listing["limit"] == {**listing["limit"], "type": "integer", "maximum": 50}
    assert listing["offset"]["type"] == "integer"
    assert listing["account"]["type"] == "string"
    for name in ("read_note", "update_note", "delete_note"):
        properties = tools[name].input_schema["properties"]
        assert properties["note_name"]["type"] == "string", name
        assert properties["note_id"]["type"] == "string", name
    for name in ("update_calendar_event", "delete_calendar_event"):
        assert tools[name].input_schema["properties"]["event_id"]["type"] == "string"
    priority = tools["create_reminder"].input_schema["properties"]["priority"]
    assert priority["enum"] == ["low", "medium", "high"]
    assert tools["run_terminal_command"].confirm


def test_effects_follow_the_notes() -> None:
    mac, win = _catalog("macos"), _catalog("windows")
    for name in ("recipe_export", "recipe_list", "list_emails", "file_read", "excel_read"):
        assert not mac.tools[name].changes_state, name
    for name in ("recipe_run", "create_draft", "file_write", "shortcuts_run", "create_note"):
        assert mac.tools[name].changes_state, name
    assert win.tools["outlook_send_email"].changes_state
    assert not win.tools["outlook_send_email"].confirm
    assert not win.tools["explorer_search"].changes_state


def test_custom_tool_catalog() -> None:
    catalog = load_catalog(CATALOG_DIR / "custom-tool.json")
    assert set(catalog.tools) == {
        "calculate",
        "custom_tool_create",
        "custom_tool_list",
        "custom_tool_delete",
    }
    calculate = catalog.tools["calculate"]
    assert calculate.role == "tool"
    assert calculate.effect == "read"
    assert calculate.schema_known is False
    assert calculate.input_schema["properties"]["expression"]["type"] == "string"
    for name in ("custom_tool_create", "custom_tool_list", "custom_tool_delete"):
        assert catalog.tools[name].role == "creation", name
    assert catalog.tools["custom_tool_list"].effect == "read"
    assert catalog.tools["custom_tool_delete"].effect == "write"
    for tool in catalog.tools.values():
        assert tool.platforms == ["custom-tool"]


def test_generator_check_mode(tmp_path: Path) -> None:
    script = _load_script()
    assert script.main(["--out", str(tmp_path), "--check"]) == 1
    assert script.main(["--out", str(tmp_path)]) == 0
    assert script.main(["--out", str(tmp_path), "--check"]) == 0
    written = sorted(path.name for path in tmp_path.iterdir())
    assert written == ["custom-tool.json", "lmcp-macos.json", "lmcp-windows.json"]


# ---------------------------------------------------------------------------
# loader errors


def _write(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / "my catalog.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def _good_tool(name: str = "a_tool") -> dict[str, Any]:
    return {"name": name, "effect": "read"}


def _catalog_text(**overrides: Any) -> str:
    data: dict[str, Any] = {"format": CATALOG_FORMAT, "version": 1, "tools": [_good_tool()]}
    data.update(overrides)
    return json.dumps(data, indent=2)


def _error(path: Path) -> str:
    with pytest.raises(CatalogError) as info:
        load_catalog(path)
    message = str(info.value)
    assert str(path) in message
    return message


def test_a_minimal_catalog_loads(tmp_path: Path) -> None:
    catalog = load_catalog(_write(tmp_path, _catalog_text()))
    assert list(catalog.tools) == ["a_tool"]
    assert catalog.complete is False
    tool = catalog.tools["a_tool"]
    assert tool.input_schema == {"type": "object"}
    assert tool.schema_known is True


def test_error_not_json(tmp_path: Path) -> None:
    message = _error(_write(tmp_path, '{\n  "format": "recipe-studio-catalog",\n  "tools": [\n'))
    assert "not valid JSON" in message
    assert re.search(r":\d+:\d+: ", message)


def test_error_not_json_names_line_and_column(tmp_path: Path) -> None:
    message = _error(_write(tmp_path, '{"format": "recipe-studio-catalog",\n  "tools": [,]}'))
    assert f"{tmp_path / 'my catalog.json'}:2:" in message


def test_error_wrong_format_key(tmp_path: Path) -> None:
    message = _error(_write(tmp_path, _catalog_text(format="lmcp-catalog")))
    assert '"format"' in message
    assert CATALOG_FORMAT in message


def test_error_missing_format_key(tmp_path: Path) -> None:
    message = _error(_write(tmp_path, json.dumps({"tools": []})))
    assert '"format"' in message


def test_error_not_an_object(tmp_path: Path) -> None:
    message = _error(_write(tmp_path, "[]"))
    assert "JSON object" in message


def test_error_tools_not_a_list(tmp_path: Path) -> None:
    message = _error(_write(tmp_path, _catalog_text(tools={"a_tool": {}})))
    assert re.search(r": tools: ", message)
    assert "list" in message


def test_error_tool_without_name(tmp_path: Path) -> None:
    message = _error(
        _write(tmp_path, _catalog_text(tools=[_good_tool(), {"description": "no name"}]))
    )
    assert "tools.1.name" in message


def test_error_tool_with_empty_name(tmp_path: Path) -> None:
    message = _error(_write(tmp_path, _catalog_text(tools=[{"name": ""}])))
    assert "tools.0.name" in message


def test_error_duplicate_tool_name(tmp_path: Path) -> None:
    tools = [_good_tool("x"), _good_tool("y"), _good_tool("x")]
    message = _error(_write(tmp_path, _catalog_text(tools=tools)))
    assert "tools.2" in message
    assert "'x'" in message
    assert "twice" in message


def test_error_bad_effect(tmp_path: Path) -> None:
    message = _error(_write(tmp_path, _catalog_text(tools=[{"name": "x", "effect": "maybe"}])))
    assert "tools.0.effect" in message


def test_error_input_schema_not_an_object(tmp_path: Path) -> None:
    tools = [{"name": "x", "input_schema": {"type": "array"}}]
    message = _error(_write(tmp_path, _catalog_text(tools=tools)))
    assert "tools.0.input_schema" in message


def test_error_non_utf8_bytes(tmp_path: Path) -> None:
    content = b'{"format": "recipe-studio-catalog", "name": "Caf\xe9", "tools": []}'
    message = _error(_write(tmp_path, content))
    offset = content.index(b"\xe9")
    assert f"byte {offset}" in message  # the place of the bad byte, as for a recipe


def test_error_missing_file(tmp_path: Path) -> None:
    _error(tmp_path / "nowhere.json")


def test_a_catalog_is_held_to_the_limits_of_a_recipe_file(tmp_path: Path) -> None:
    from recipe_studio.core import limits

    digits = "9" * (limits.MAX_NUMBER_DIGITS + 1)
    text = _catalog_text().replace('"version": 1', f'"version": {digits}')
    message = _error(_write(tmp_path, text))
    assert "digits" in message
    assert "Traceback" not in message
    deep = "[" * (limits.MAX_DEPTH + 5) + "]" * (limits.MAX_DEPTH + 5)
    message = _error(_write(tmp_path, _catalog_text()[:-1] + f', "extra": {deep}}}'))
    assert "levels deep" in message
