"""Fixtures for the built-in tool server: private folders and live stdio sessions.

Every server started here gets a temporary ``--home`` and ``--workspace``; the real user
folders are never touched. One server per test module keeps the suite fast.
"""

from __future__ import annotations

import sys
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

if TYPE_CHECKING:
    from collections.abc import AsyncIterator
    from pathlib import Path


@dataclass(frozen=True)
class ServerDirs:
    home: Path
    workspace: Path
    errlog: Path

    @property
    def notes(self) -> Path:
        return self.home / "notes"


def make_dirs(factory: pytest.TempPathFactory, name: str) -> ServerDirs:
    base = factory.mktemp(name)
    return ServerDirs(base / "home", base / "workspace", base / "server-stderr.log")


@asynccontextmanager
async def open_session(dirs: ServerDirs, *extra_args: str) -> AsyncIterator[ClientSession]:
    """A client session with a fresh ``python -m recipe_studio.tools`` subprocess."""
    params = StdioServerParameters(
        command=sys.executable,
        args=[
            "-m",
            "recipe_studio.tools",
            "--home",
            str(dirs.home),
            "--workspace",
            str(dirs.workspace),
            *extra_args,
        ],
        env={"RECIPE_STUDIO_HOME": str(dirs.home)},
    )
    with dirs.errlog.open("a", encoding="utf-8") as errlog:
        async with (
            stdio_client(params, errlog=errlog) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            yield session


@pytest.fixture(scope="module")
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="module")
def server_dirs(tmp_path_factory: pytest.TempPathFactory) -> ServerDirs:
    return make_dirs(tmp_path_factory, "tool-server")


@pytest.fixture(scope="module")
def server_workspace(server_dirs: ServerDirs) -> Path:
    return server_dirs.workspace


@pytest.fixture(scope="module")
def server_notes(server_dirs: ServerDirs) -> Path:
    return server_dirs.notes


@pytest.fixture(scope="module")
async def session(server_dirs: ServerDirs) -> AsyncIterator[ClientSession]:
    """One server (terminal off) shared by a test module."""
    async with open_session(server_dirs) as live:
        yield live
    log = server_dirs.errlog.read_text(encoding="utf-8")
    assert "Traceback" not in log, log


@pytest.fixture(scope="module")
def terminal_dirs(tmp_path_factory: pytest.TempPathFactory) -> ServerDirs:
    return make_dirs(tmp_path_factory, "terminal-server")


@pytest.fixture(scope="module")
def terminal_workspace(terminal_dirs: ServerDirs) -> Path:
    return terminal_dirs.workspace


@pytest.fixture(scope="module")
async def terminal_session(terminal_dirs: ServerDirs) -> AsyncIterator[ClientSession]:
    """A server started with ``--enable-terminal``."""
    async with open_session(terminal_dirs, "--enable-terminal") as live:
        yield live
