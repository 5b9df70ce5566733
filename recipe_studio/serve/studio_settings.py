"""Which server a saved recipe runs on in the Studio: the window's own choice, read from
the typed settings (:mod:`recipe_studio.core.settings`).

:func:`recipe_connection` is the one lookup ``serve`` makes. A recipe's choice is keyed by
its stable id, so it follows a rename; a recipe without one (a file written by hand), or
whose choice names a server that no longer exists, uses the default connection, and the
built-in server when that is gone too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from recipe_studio.core.settings import BUILTIN_CONNECTION, load_settings

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.mcp_client import ServerSpec


@dataclass(frozen=True)
class RecipeConnection:
    """The connection a recipe runs on: its name in the Studio and how to reach it."""

    name: str
    spec: ServerSpec

    @property
    def builtin(self) -> bool:
        return self.name == BUILTIN_CONNECTION


def recipe_connection(recipe_id: str | None, home: Path | None = None) -> RecipeConnection:
    """The connection the Studio runs the recipe ``recipe_id`` on."""
    settings = load_settings(home)
    name = settings.connection_for(recipe_id or "")
    return RecipeConnection(name, settings.server_spec(name, home))
