"""Which server a saved recipe runs on in the Studio, read without Qt.

The window keeps its connections in ``<home>/settings.ini``, written by ``QSettings``
(see :mod:`recipe_studio.gui.run.connections` and ``RunController.connection_for``):

* ``connections/list``: the user's servers, a JSON list of :class:`ServerSpec`;
* ``connections/default``: the connection recipes use unless they chose one;
* ``recipes/<name>/connection``: the one a recipe chose;
* ``builtin/workspace`` and ``builtin/terminal``: the built-in server's options.

:func:`recipe_connection` is the one lookup ``serve`` makes; when settings become one
typed object readable without Qt, only that function changes. The small reader below
understands the parts of Qt's INI format these keys use (percent-escaped keys, quoted
and backslash-escaped values); anything else reads as "not set", which falls back to
the built-in server.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from recipe_studio.core.mcp_client.spec import BUILTIN_NAME, ServerSpec, builtin_server_spec
from recipe_studio.core.paths import data_home, default_workspace_dir

SETTINGS_FILE = "settings.ini"
_KEY_ESCAPE = re.compile(r"%U([0-9A-Fa-f]{4})|%([0-9A-Fa-f]{2})")
_ESCAPES = {
    "a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
    '"': '"', "'": "'", "?": "?", "\\": "\\",
}  # fmt: skip


@dataclass(frozen=True)
class RecipeConnection:
    """The connection a recipe runs on: its name in the Studio and how to reach it."""

    name: str
    spec: ServerSpec

    @property
    def builtin(self) -> bool:
        return self.name == BUILTIN_NAME


def settings_path(home: Path | None = None) -> Path:
    """The file :func:`recipe_connection` reads (to notice when the window changed it)."""
    return data_home(home) / SETTINGS_FILE


def recipe_connection(recipe_name: str, home: Path | None = None) -> RecipeConnection:
    """The connection the Studio would run ``recipe_name`` on (the built-in server by
    default, or when the settings name a server that no longer exists)."""
    home = data_home(home)
    values = read_qt_ini(settings_path(home))
    servers = _user_servers(values.get("connections/list"))
    chosen = values.get(f"recipes/{recipe_name}/connection") or ""
    if chosen != BUILTIN_NAME and chosen not in servers:
        chosen = values.get("connections/default") or BUILTIN_NAME
    if chosen in servers:
        return RecipeConnection(chosen, servers[chosen])
    workspace = values.get("builtin/workspace")
    terminal = (values.get("builtin/terminal") or "").lower() == "true"
    spec = builtin_server_spec(
        home,
        Path(workspace) if workspace else default_workspace_dir(home),
        enable_terminal=terminal,
    )
    return RecipeConnection(BUILTIN_NAME, spec)


def _user_servers(raw: str | None) -> dict[str, ServerSpec]:
    if not raw:
        return {}
    try:
        items = json.loads(raw)
        specs = [ServerSpec.model_validate(item) for item in items]
    except (ValueError, TypeError, ValidationError):
        return {}  # the window, too, starts with the built-in server only then
    return {spec.name: spec for spec in specs if spec.name and spec.name != BUILTIN_NAME}


# --------------------------------------------------------------------------- Qt INI


def read_qt_ini(path: Path) -> dict[str, str]:
    """``section/key`` -> text for every plain text value of a QSettings INI file."""
    try:
        text = path.read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return {}
    values: dict[str, str] = {}
    section = ""
    for line in text.splitlines():
        line = line.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith("[") and line.endswith("]"):
            section = _unescape_key(line[1:-1])
            section = "" if section == "General" else section.lstrip("%")
            continue
        key, sep, raw = line.partition("=")
        if not sep:
            continue
        value = _unescape_value(raw.strip())
        if value is not None:
            name = _unescape_key(key.strip())
            values[f"{section}/{name}" if section else name] = value
    return values


def _unescape_key(key: str) -> str:
    def char(match: re.Match[str]) -> str:
        return chr(int(match.group(1) or match.group(2), 16))

    text = _KEY_ESCAPE.sub(char, key.replace("\\", "/"))
    # Qt writes characters beyond U+FFFF as two UTF-16 halves (%UD83C%UDF73).
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def _unescape_value(raw: str) -> str | None:
    """The text of a value; ``None`` for lists, byte arrays and other variants."""
    if raw.startswith("@"):
        if raw.startswith("@@"):
            raw = raw[1:]
        elif raw.startswith("@String(") and raw.endswith(")"):
            raw = raw[len("@String(") : -1]
        else:
            return None
    out: list[str] = []
    quoted = False
    i = 0
    while i < len(raw):
        ch = raw[i]
        i += 1
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            return None  # a string list
        elif ch == "\\" and i < len(raw):
            code = raw[i]
            i += 1
            if code in _ESCAPES:
                out.append(_ESCAPES[code])
            elif code == "x":
                digits = re.match(r"[0-9A-Fa-f]{1,4}", raw[i:])
                if digits:
                    out.append(chr(int(digits.group(), 16)))
                    i += len(digits.group())
            elif code in "01234567":
                digits = re.match(r"[0-7]{0,2}", raw[i:])
                octal = code + (digits.group() if digits else "")
                out.append(chr(int(octal, 8)))
                i += len(octal) - 1
        else:
            out.append(ch)
    return "".join(out)
