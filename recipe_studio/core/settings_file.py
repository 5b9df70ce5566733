"""Where the settings live and how their bytes are read, without the settings' models.

:mod:`recipe_studio.core.settings` is the one reader and writer of the settings; this
module only holds the file's place and a safe read of its bytes, so that the window's
first frame can peek at the language, the window's geometry and the recent recipes
before pydantic and the rest of the app have loaded (see :func:`peek_settings`).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from recipe_studio.core.file_read import read_bytes_or_none
from recipe_studio.core.paths import data_home

if TYPE_CHECKING:
    import os
    from pathlib import Path

SETTINGS_FILE = "settings.json"
#: Settings are a few kilobytes; a file larger than this is not ours and is not read.
MAX_SETTINGS_BYTES = 4 * 1024 * 1024


def settings_path(home: str | os.PathLike[str] | None = None) -> Path:
    return data_home(home) / SETTINGS_FILE


def read_settings_bytes(home: str | os.PathLike[str] | None = None) -> bytes | None:
    """The settings file's bytes; None when it is missing, too large or not a file
    (a pipe or a device put in its place is never opened in a way that blocks)."""
    return read_bytes_or_none(settings_path(home), MAX_SETTINGS_BYTES)


def peek_settings(home: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """The saved settings as plain JSON, unchecked ({} when there are none or they
    cannot be read): only for hints that must be there before the models load (the
    first frame's language and geometry, the welcome page's recent recipes). Everything
    else asks ``load_settings``."""
    raw = read_settings_bytes(home)
    if raw is None:
        return {}
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def peek_recent(home: str | os.PathLike[str] | None = None) -> list[str]:
    """The recent recipes' names as saved (see :func:`peek_settings`): the welcome page
    lists them at start-up, before the settings' models have loaded."""
    recent = peek_settings(home).get("recent")
    return [name for name in recent if isinstance(name, str)] if isinstance(recent, list) else []
