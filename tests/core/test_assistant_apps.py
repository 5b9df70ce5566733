"""Assistant apps' configuration files: found per system, read, and added to safely."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from recipe_studio.core.assistant_apps import (
    AssistantConfigError,
    add_server,
    installed_apps,
    known_apps,
    read_servers,
)

ENTRY = {
    "command": "/Applications/Recipe Studio.app/Contents/MacOS/recipe-studio",
    "args": ["serve"],
}


def app(tmp_path: Path, key: str = "claude_desktop", system: str = "macos"):  # type: ignore[no-untyped-def]
    return next(
        a
        for a in known_apps(system, tmp_path, {"APPDATA": str(tmp_path / "Roaming")})
        if a.key == key
    )


def test_the_documented_places_on_each_system(tmp_path: Path) -> None:
    env = {"APPDATA": r"C:\Users\ann\AppData\Roaming"}
    home = Path("/home/ann")
    paths = {
        (s, a.key): a.config_path
        for s in ("macos", "windows", "linux")
        for a in known_apps(s, home, env)
    }
    assert paths["macos", "claude_desktop"] == (
        home / "Library/Application Support/Claude/claude_desktop_config.json"
    )
    assert paths["windows", "claude_desktop"] == (
        Path(env["APPDATA"]) / "Claude" / "claude_desktop_config.json"
    )
    assert paths["linux", "claude_desktop"] == home / ".config/Claude/claude_desktop_config.json"
    assert paths["windows", "cursor"] == home / ".cursor" / "mcp.json"
    assert paths["linux", "windsurf"] == home / ".codeium/windsurf/mcp_config.json"


def test_an_app_is_installed_once_its_folder_exists(tmp_path: Path) -> None:
    apps = known_apps("macos", tmp_path, {})
    assert installed_apps(apps) == []
    (tmp_path / ".cursor").mkdir()
    assert [a.key for a in installed_apps(apps)] == ["cursor"]


def test_adding_keeps_every_other_entry_the_format_and_a_backup(tmp_path: Path) -> None:
    claude = app(tmp_path)
    claude.config_path.parent.mkdir(parents=True)
    original = (
        '{\n    "globalShortcut": "Ctrl+Space",\n    "mcpServers": {\n'
        '        "notes": {\n            "command": "notes-server"\n        }\n    },\n'
        '    "theme": "été"\n}'
    )
    claude.config_path.write_text(original, encoding="utf-8")
    result = add_server(claude, "recipe-studio", ENTRY)
    assert result.backup is not None
    assert result.backup.read_text("utf-8") == original
    assert not result.replaced
    text = claude.config_path.read_text("utf-8")
    config = json.loads(text)
    assert list(config) == ["globalShortcut", "mcpServers", "theme"]  # order kept
    assert config["mcpServers"] == {"notes": {"command": "notes-server"}, "recipe-studio": ENTRY}
    assert '\n    "globalShortcut"' in text
    assert "été" in text
    assert not text.endswith("\n")  # the file had no final newline
    assert read_servers(claude)["recipe-studio"] == ENTRY


def test_replacing_an_entry_and_tabs_and_crlf_are_kept(tmp_path: Path) -> None:
    cursor = app(tmp_path, "cursor", "windows")
    cursor.config_path.parent.mkdir(parents=True)
    old = {"mcpServers": {"recipe-studio": {"command": "old"}}}
    cursor.config_path.write_bytes(
        json.dumps(old, indent="\t").replace("\n", "\r\n").encode() + b"\r\n"
    )
    result = add_server(cursor, "recipe-studio", ENTRY)
    assert result.replaced
    data = cursor.config_path.read_bytes()
    assert b'\r\n\t"mcpServers"' in data
    assert data.endswith(b"}\r\n")
    assert json.loads(data)["mcpServers"]["recipe-studio"] == ENTRY
    # The same entry again writes nothing (no second backup).
    again = add_server(cursor, "recipe-studio", ENTRY)
    assert again.unchanged
    assert again.backup is None
    assert len(list(cursor.config_path.parent.glob("*.bak"))) == 1


def test_a_missing_file_is_created(tmp_path: Path) -> None:
    windsurf = app(tmp_path, "windsurf", "linux")
    result = add_server(windsurf, "recipe-studio", ENTRY)
    assert result.backup is None
    assert json.loads(windsurf.config_path.read_text("utf-8")) == {
        "mcpServers": {"recipe-studio": ENTRY}
    }


@pytest.mark.parametrize(
    ("content", "code"),
    [
        ("{ not json", "not_json"),
        ("[1, 2]", "not_object"),
        ('{"mcpServers": []}', "servers_not_object"),
    ],
)
def test_a_file_that_cannot_be_understood_is_never_written(
    tmp_path: Path, content: str, code: str
) -> None:
    claude = app(tmp_path)
    claude.config_path.parent.mkdir(parents=True)
    claude.config_path.write_text(content, encoding="utf-8")
    with pytest.raises(AssistantConfigError) as caught:
        add_server(claude, "recipe-studio", ENTRY)
    assert caught.value.code == code
    assert caught.value.path == claude.config_path
    assert claude.config_path.read_text("utf-8") == content
    assert not list(claude.config_path.parent.glob("*.bak"))
