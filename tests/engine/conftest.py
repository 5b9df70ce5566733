"""Fixtures for the engine and MCP client tests: real server subprocesses, recipes, children.

One built-in server per test module keeps the suite fast; every server gets private
folders, never the user's.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from recipe_studio.core.engine import PlannedAction
from recipe_studio.core.mcp_client import Connection, ServerSpec, builtin_server_spec
from recipe_studio.core.model import Recipe
from recipe_studio.core.problems import has_errors
from recipe_studio.core.profiles import get_profile

HERE = Path(__file__).resolve().parent
FAKE_SERVER = HERE / "fake_server.py"


def child_pids() -> set[int]:
    """Live (or zombie) child processes of this test process (Linux ``/proc``)."""
    me = os.getpid()
    found: set[int] = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # pid (comm) state ppid ...: comm may contain spaces, so split after the last ')'.
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == me:
            found.add(int(entry.name))
    return found


needs_proc = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")


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


@pytest.fixture(scope="module")
def server_dirs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    base = tmp_path_factory.mktemp("engine-server")
    return base / "home", base / "workspace"


@pytest.fixture(scope="module")
def builtin(server_dirs: tuple[Path, Path]) -> Iterator[Connection]:
    """A connection to the built-in tool server, shared by a test module."""
    home, workspace = server_dirs
    connection = Connection.open(builtin_server_spec(home, workspace))
    yield connection
    connection.close()


@pytest.fixture(scope="module")
def notes_dir(server_dirs: tuple[Path, Path]) -> Path:
    return server_dirs[0] / "notes"


def fake_spec(folder: Path | None = None) -> ServerSpec:
    env = {"FAKE_SERVER_DIR": str(folder)} if folder is not None else {}
    return ServerSpec.stdio([sys.executable, str(FAKE_SERVER)], env=env, name="fake")


@pytest.fixture
def fake_server(tmp_path: Path) -> Iterator[Connection]:
    """A fresh fake server (it may be crashed or hung by the test)."""
    connection = Connection.open(fake_spec(tmp_path))
    yield connection
    connection.close()


@pytest.fixture(scope="module")
def shared_fake(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Connection]:
    """A fake server shared by a module, for tests that neither crash nor hang it."""
    connection = Connection.open(fake_spec(tmp_path_factory.mktemp("fake-server")))
    yield connection
    connection.close()
