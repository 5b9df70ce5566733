"""The entry MCP apps take to start this install's ``recipe-studio serve``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from recipe_studio.serve.client_config import client_config_text, serve_command

if TYPE_CHECKING:
    import pytest


def test_from_source_it_is_the_installed_script_and_it_really_serves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("RECIPE_STUDIO_HOME")
    command = serve_command()
    script = "recipe-studio.exe" if sys.platform == "win32" else "recipe-studio"  # pip's name
    assert command[0] == str(Path(sys.executable).parent / script)
    assert command[1:] == ["serve"]
    done = subprocess.run([*command, "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "--allow-changes" in done.stdout


def test_a_bundle_runs_its_own_binary_in_serve_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RECIPE_STUDIO_HOME")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/Applications/Recipe Studio.app/Contents/MacOS/x")
    assert serve_command() == ["/Applications/Recipe Studio.app/Contents/MacOS/x", "serve"]


def test_another_data_folder_is_passed_on_and_the_json_is_what_clients_read(
    studio_home: Path,
) -> None:
    entry = json.loads(client_config_text())
    server = entry["mcpServers"]["recipe-studio"]
    assert server["args"][-3:] == ["serve", "--home", str(studio_home)]
    assert server["command"] == serve_command()[0]
