"""Desktop apps that run MCP servers (assistant apps) and their configuration files.

Each known app keeps its servers in one JSON file, under ``"mcpServers"``: a name ->
``{"command": ..., "args": [...], "env": {...}}`` (or ``{"url": ...}``) entry. This
module knows where that file is on macOS, Windows and Linux, whether the app looks
installed (its own folder exists), reads the entries and adds or replaces one:

- a copy of the file as it was is written beside it first (``<file>.<stamp>.bak``);
- every other key and entry is kept, in its order;
- the file's own indentation (spaces or tabs, how many), line endings, final newline
  and non-ASCII style are kept, so the diff a person sees is just the one entry;
- the file is replaced with the project's atomic writer: a crash leaves the old file
  or the new one, never half of one;
- a file that is not valid JSON, or whose servers are not an object, is never written:
  :class:`AssistantConfigError` says which file and why (codes, no English to parse).

The config file locations are the ones each app documents: Claude Desktop
(``~/Library/Application Support/Claude``, ``%APPDATA%\\Claude``,
``~/.config/Claude``), Cursor (``~/.cursor/mcp.json``) and Windsurf
(``~/.codeium/windsurf/mcp_config.json``). Qt-free; the GUI makes the words.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from recipe_studio.core.atomic import create_atomic, write_atomic

if TYPE_CHECKING:
    from collections.abc import Mapping

SERVERS_KEY = "mcpServers"

ErrorCode = Literal["unreadable", "not_json", "not_object", "servers_not_object", "write_failed"]


class AssistantConfigError(Exception):
    """An app's configuration file could not be read or written; nothing was changed."""

    def __init__(self, code: ErrorCode, path: Path, detail: str = "") -> None:
        super().__init__(f"{code}: {path}: {detail}")
        self.code: ErrorCode = code
        self.path = path
        #: The system's or the JSON parser's own words (for a Details disclosure).
        self.detail = detail


@dataclass(frozen=True)
class AssistantApp:
    """One app on this system: where its servers are kept, and its own folder."""

    #: A stable identifier ("claude_desktop", "cursor", "windsurf").
    key: str
    #: The product's name, as its maker writes it (a proper noun: not translated).
    name: str
    config_path: Path
    #: The folder the app makes for itself once it has run: there = installed.
    app_folder: Path

    def installed(self) -> bool:
        return self.app_folder.is_dir() or self.config_path.is_file()


@dataclass(frozen=True)
class AddResult:
    """What :func:`add_server` did."""

    path: Path
    #: The copy of the file as it was (``None``: there was no file yet).
    backup: Path | None
    #: An entry of that name was there before and was replaced.
    replaced: bool
    #: The entry was already exactly this: nothing was written.
    unchanged: bool = False


def system_name() -> str:
    """``"macos"``, ``"windows"`` or ``"linux"`` (any other Unix counts as Linux)."""
    if sys.platform == "darwin":
        return "macos"
    if sys.platform.startswith("win"):
        return "windows"
    return "linux"


def known_apps(
    system: str | None = None, home: Path | None = None, env: Mapping[str, str] | None = None
) -> list[AssistantApp]:
    """The apps this module knows, with their files on ``system`` (default: this one)."""
    system = system or system_name()
    home = home if home is not None else Path.home()
    env = env if env is not None else os.environ
    if system == "macos":
        claude = home / "Library" / "Application Support" / "Claude"
    elif system == "windows":
        claude = Path(env.get("APPDATA") or home / "AppData" / "Roaming") / "Claude"
    else:
        claude = Path(env.get("XDG_CONFIG_HOME") or home / ".config") / "Claude"
    windsurf = home / ".codeium" / "windsurf"
    return [
        AssistantApp(
            "claude_desktop", "Claude Desktop", claude / "claude_desktop_config.json", claude
        ),
        AssistantApp("cursor", "Cursor", home / ".cursor" / "mcp.json", home / ".cursor"),
        AssistantApp("windsurf", "Windsurf", windsurf / "mcp_config.json", windsurf),
    ]


def installed_apps(apps: list[AssistantApp] | None = None) -> list[AssistantApp]:
    return [app for app in (apps if apps is not None else known_apps()) if app.installed()]


# --------------------------------------------------------------------------- reading


def _read_text(path: Path) -> str | None:
    """The file's text (``None``: there is no file)."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise AssistantConfigError("unreadable", path, str(exc)) from exc
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise AssistantConfigError("not_json", path, str(exc)) from exc


def _parse(path: Path, text: str) -> dict[str, Any]:
    if not text.strip():
        return {}
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise AssistantConfigError("not_json", path, str(exc)) from exc
    if not isinstance(value, dict):
        raise AssistantConfigError("not_object", path, type(value).__name__)
    return value


def _servers_of(path: Path, config: dict[str, Any]) -> dict[str, Any]:
    servers = config.get(SERVERS_KEY, {})
    if not isinstance(servers, dict):
        raise AssistantConfigError("servers_not_object", path, type(servers).__name__)
    return servers


def read_servers(app: AssistantApp) -> dict[str, dict[str, Any]]:
    """The app's server entries by name, in the file's order (no file: none).

    Entries that are not objects are skipped (the app itself would ignore them)."""
    text = _read_text(app.config_path)
    if text is None:
        return {}
    servers = _servers_of(app.config_path, _parse(app.config_path, text))
    return {name: entry for name, entry in servers.items() if isinstance(entry, dict)}


def server_entry(app: AssistantApp, name: str) -> dict[str, Any] | None:
    return read_servers(app).get(name)


# --------------------------------------------------------------------------- writing


@dataclass(frozen=True)
class JsonStyle:
    """How a JSON file is written, so a rewrite changes only what changed."""

    indent: str | int | None = 2
    newline: str = "\n"
    final_newline: bool = True
    ascii_only: bool = False


def json_style(text: str) -> JsonStyle:
    """The style of ``text``: the first indented line's indentation, CRLF or LF, a final
    newline, ``\\u`` escapes used for non-ASCII text."""
    if not text.strip():
        return JsonStyle()
    newline = "\r\n" if "\r\n" in text else "\n"
    lines = text.splitlines()
    indent: str | int | None = None
    if len(lines) > 1:
        found = next((m.group(0) for m in map(re.compile(r"^[ \t]+").match, lines[1:]) if m), "")
        indent = len(found) if found and set(found) == {" "} else (found or 2)
    ascii_only = bool(re.search(r"\\u[0-9a-fA-F]{4}", text)) and text.isascii()
    return JsonStyle(indent, newline, text.endswith(("\n", "\r")), ascii_only)


def dump_styled(value: Any, style: JsonStyle) -> str:
    text = json.dumps(value, indent=style.indent, ensure_ascii=style.ascii_only)
    if style.newline != "\n":
        text = text.replace("\n", style.newline)
    return text + (style.newline if style.final_newline else "")


def backup_path(path: Path, stamp: str | None = None) -> Path:
    stamp = stamp or time.strftime("%Y%m%d-%H%M%S")
    return path.with_name(f"{path.name}.{stamp}.bak")


def add_server(app: AssistantApp, name: str, entry: Mapping[str, Any]) -> AddResult:
    """Add (or replace) the server ``name`` in the app's file; see the module docstring."""
    path = app.config_path
    text = _read_text(path)
    config = _parse(path, text) if text is not None else {}
    servers = dict(_servers_of(path, config))
    replaced = name in servers
    if replaced and servers[name] == dict(entry):
        return AddResult(path, None, replaced=True, unchanged=True)
    servers[name] = dict(entry)
    config = {**config, SERVERS_KEY: servers}  # an existing key keeps its place
    new_text = dump_styled(config, json_style(text or ""))
    backup = None
    try:
        if text is not None:
            backup = _write_backup(path)
        write_atomic(path, new_text.encode("utf-8"))
    except OSError as exc:
        raise AssistantConfigError("write_failed", path, str(exc)) from exc
    return AddResult(path, backup, replaced)


def _write_backup(path: Path) -> Path:
    """The file's bytes as they are, beside it, under a name no other backup has."""
    data = path.read_bytes()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        target = backup_path(path, stamp if not attempt else f"{stamp}-{attempt}")
        try:
            create_atomic(target, data)
        except FileExistsError:
            continue
        return target
    raise FileExistsError(backup_path(path, stamp))
