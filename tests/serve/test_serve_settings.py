"""Which connection a served recipe runs on: the window's choice, from the typed settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from recipe_studio.core.library import Library
from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.paths import library_dir
from recipe_studio.core.settings import BUILTIN_CONNECTION, Settings, save_settings
from recipe_studio.serve.studio_settings import recipe_connection

if TYPE_CHECKING:
    from pathlib import Path


def server(name: str) -> ServerSpec:
    return ServerSpec.stdio(["python", "-m", "mcp_server_time"], name=name)


def test_the_built_in_server_by_default_with_the_windows_options(studio_home: Path) -> None:
    assert recipe_connection("any").builtin
    assert recipe_connection(None).builtin
    save_settings(Settings(workspace=str(studio_home / "my workspace"), terminal_enabled=True))
    chosen = recipe_connection("any")
    assert chosen.name == BUILTIN_CONNECTION
    args = chosen.spec.args
    assert args[args.index("--workspace") + 1] == str(studio_home / "my workspace")
    assert "--enable-terminal" in args
    assert args[args.index("--home") + 1] == str(studio_home)


def test_a_recipe_runs_on_the_server_it_chose_even_after_a_rename(studio_home: Path) -> None:
    library = Library(library_dir(studio_home))
    library.save_manifest({"name": "Clock", "steps": [{"tool": "echo", "args": {}}]}, "macos")
    recipe_id = library.load("Clock").recipe_id
    assert recipe_id is not None
    settings = Settings(
        connections=[server("Time, é"), server("other")], default_connection="other"
    )
    save_settings(settings.with_recipe(recipe_id, connection="Time, é"))
    library.rename("Clock", "Wall clock")
    chosen = recipe_connection(library.load("Wall clock").recipe_id)
    assert chosen.name == "Time, é"
    assert chosen.spec.args == ["-m", "mcp_server_time"]
    # Another recipe, and a file written by hand (no id), follow the default.
    assert recipe_connection("another id").name == "other"
    assert recipe_connection(None).name == "other"


def test_a_server_that_is_gone_falls_back_to_the_built_in_one(studio_home: Path) -> None:
    save_settings(Settings(default_connection="gone").with_recipe("r", connection="also gone"))
    assert recipe_connection("r").builtin
    (studio_home / "settings.json").write_bytes(b"\xff{ not json")
    assert recipe_connection("r").builtin
