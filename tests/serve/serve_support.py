"""Helpers for ``recipe-studio serve`` tests: recipes saved into a private home, live clients.

Servers run as real subprocesses (``python -m recipe_studio serve --home DIR``) reached
with the official ``mcp`` client, over stdio or over HTTP on 127.0.0.1.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from contextlib import asynccontextmanager, contextmanager
from typing import TYPE_CHECKING, Any

from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from recipe_studio.core.library import Library
from recipe_studio.core.paths import library_dir

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Iterator
    from pathlib import Path


def manifest(name: str, steps: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"name": name, "steps": steps, **extra}


def save(home: Path, data: dict[str, Any], *, draft: bool = False, profile: str = "macos") -> None:
    Library(library_dir(home)).save_manifest(data, profile, draft=draft, overwrite=True)


TIME_CHECK = manifest(
    "Time check",
    [
        {"tool": "get_datetime", "args": {"timezone": "UTC"}},
        {"tool": "echo", "args": {"value": "${greeting} at ${steps[0].result.date}"}},
    ],
    description="Reads the clock.",
    params=[{"name": "greeting", "type": "string", "default": "hello"}],
)
NEW_NOTE = manifest(
    "New note",
    [{"tool": "create_note", "args": {"note_name": "${title}", "body": "Written by a recipe."}}],
    description="Creates a note.",
    params=[{"name": "title", "type": "string"}],
)


def errors_of(log: Path) -> str:
    text = log.read_text(encoding="utf-8") if log.exists() else ""
    assert "Traceback" not in text, text
    return text


@asynccontextmanager
async def serve_stdio(
    home: Path, *args: str, log: Path | None = None, **session_options: Any
) -> AsyncIterator[ClientSession]:
    """A client session with a fresh ``recipe-studio serve`` over stdio."""
    log = log or home / "serve-stderr.log"
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "recipe_studio", "serve", "--home", str(home), *args],
        env={"RECIPE_STUDIO_HOME": str(home)},
    )
    with log.open("a", encoding="utf-8") as errlog:
        async with (
            stdio_client(params, errlog=errlog) as (read, write),
            ClientSession(read, write, **session_options) as session,
        ):
            await session.initialize()
            yield session
    errors_of(log)


@contextmanager
def serve_http(home: Path, *args: str) -> Iterator[str]:
    """``recipe-studio serve --http 0`` in a subprocess; yields its URL."""
    log = home / "serve-http-stderr.log"
    with log.open("w", encoding="utf-8") as errlog:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "recipe_studio",
                "serve",
                "--home",
                str(home),
                "--http",
                "0",
                *args,
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=errlog,
            env={**os.environ, "RECIPE_STUDIO_HOME": str(home)},
        )
        try:
            yield _wait_for_url(log, process)
        finally:
            process.terminate()
            process.wait(timeout=30)
    errors_of(log)


def _wait_for_url(log: Path, process: subprocess.Popen[bytes]) -> str:
    import time

    for _ in range(600):  # generous: a loaded machine starts Python slowly
        found = re.search(r"listening on (http://127\.0\.0\.1:\d+/mcp)", log.read_text("utf-8"))
        if found:
            return found.group(1)
        assert process.poll() is None, log.read_text("utf-8")
        time.sleep(0.1)
    raise AssertionError(f"serve --http did not start: {log.read_text('utf-8')}")
