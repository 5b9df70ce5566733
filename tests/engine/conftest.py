"""Fixtures for the engine and MCP client tests: real server subprocesses, recipes, children.

One built-in server per test module keeps the suite fast; every server gets private
folders, never the user's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from engine_support import fake_spec

from recipe_studio.core.mcp_client import Connection, builtin_server_spec, signin
from recipe_studio.core.mcp_client.signin import MemoryVault

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path


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


@pytest.fixture
def vault() -> Iterator[MemoryVault]:
    """Sign-ins kept in memory for the test (the real keychain is the system's)."""
    memory = MemoryVault()
    signin.use_vault(memory)
    yield memory
    signin.use_vault(None)
