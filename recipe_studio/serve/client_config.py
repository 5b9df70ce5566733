"""The entry MCP clients' configuration files take to start this install's ``serve``.

Desktop AI apps read servers from JSON like::

    {"mcpServers": {"recipe-studio": {"command": "/path/to/recipe-studio", "args": ["serve"]}}}

The command is this install's own: the ``recipe-studio`` script beside the Python that
runs us (a virtual environment), else ``python -m recipe_studio``; in a bundled app, the
app's binary, which has a ``serve`` mode. A Studio started on another data folder
(``--home``) passes it on, so the apps see the same library.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from recipe_studio.core.paths import HOME_ENV, data_home

SERVER_KEY = "recipe-studio"


def studio_command(subcommand: str, *arguments: str) -> list[str]:
    """``[program, *arguments]`` that start ``recipe-studio SUBCOMMAND`` for this install."""
    if getattr(sys, "frozen", False):
        command = [sys.executable, subcommand]
    else:
        script = Path(sys.executable).parent / (
            "recipe-studio.exe" if os.name == "nt" else "recipe-studio"
        )
        if script.is_file():
            command = [str(script), subcommand]
        else:
            command = [sys.executable, "-m", "recipe_studio", subcommand]
    if os.environ.get(HOME_ENV):
        command += ["--home", str(data_home().absolute())]
    return [*command, *arguments]


def serve_command() -> list[str]:
    """``[program, *arguments]`` that start ``recipe-studio serve`` for this install."""
    return studio_command("serve")


#: The name of the recording entry in an app's configuration.
RECORD_KEY = "recipe-studio-recording"


def record_command(connection: str) -> list[str]:
    """``recipe-studio record --connection NAME``: the recording connection to a Studio
    connection (the recorder reads how to reach it from the Studio's settings)."""
    return studio_command("record", "--connection", connection)


def record_entry(connection: str) -> dict[str, Any]:
    """The server entry (``command``, ``args``) of the recording connection."""
    program, *arguments = record_command(connection)
    return {"command": program, "args": arguments}


def client_config(command: list[str] | None = None) -> dict[str, Any]:
    """The ``mcpServers`` entry for ``command`` (default: :func:`serve_command`)."""
    program, *arguments = command or serve_command()
    return {"mcpServers": {SERVER_KEY: {"command": program, "args": arguments}}}


def client_config_text(command: list[str] | None = None) -> str:
    return json.dumps(client_config(command), indent=2, ensure_ascii=False)
