"""Helpers the engine and MCP client tests import (fixtures stay in ``conftest.py``).

A module of its own, because ``from conftest import ...`` finds whichever test folder's
conftest was imported first.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from procs import child_pids

from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.problems import has_errors
from recipe_studio.core.profiles import get_profile

if TYPE_CHECKING:
    from recipe_studio.core.engine import PlannedAction
    from recipe_studio.core.model import Recipe

__all__ = ["FAKE_SERVER", "Confirmer", "child_pids", "fake_spec", "recipe_of"]

HERE = Path(__file__).resolve().parent
FAKE_SERVER = HERE / "fake_server.py"


class Confirmer:
    """A ``confirm`` callback that records what it was shown and gives a fixed answer."""

    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.shown: list[list[PlannedAction]] = []

    def __call__(self, actions: list[PlannedAction]) -> bool:
        self.shown.append(actions)
        return self.answer


def recipe_of(manifest: dict[str, Any], profile: str = "macos") -> Recipe:
    read = get_profile(profile).read(manifest)
    assert not has_errors(read.problems), read.problems
    return read.recipe


def fake_spec(folder: Path | None = None) -> ServerSpec:
    env = {"FAKE_SERVER_DIR": str(folder)} if folder is not None else {}
    return ServerSpec.stdio([sys.executable, str(FAKE_SERVER)], env=env, name="fake")
