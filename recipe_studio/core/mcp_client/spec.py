"""How to reach an MCP server: a :class:`ServerSpec` (stdio command or streamable HTTP URL).

``builtin_server_spec`` describes Recipe Studio's own tool server. The MCP SDK's stdio
transport hands the child only a few environment variables (``PATH``, ``HOME`` ...), so a
spec lists the others it needs in ``env``, or sets ``inherit_env`` to pass everything.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

#: Variables the built-in server (and Python itself) may need beyond the SDK's few.
_BUILTIN_ENV_VARS = (
    "PYTHONPATH",
    "PYTHONHOME",
    "VIRTUAL_ENV",
    "TZ",
    "LANG",
    "LC_ALL",
    "LC_CTYPE",
    "TMPDIR",
    "RECIPE_STUDIO_RESOURCES",
    "RECIPE_STUDIO_ENABLE_TERMINAL",
    "RECIPE_STUDIO_LANGUAGE",
)


class ServerSpec(BaseModel):
    """A server to connect to: ``kind`` says which of the other fields matter."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["stdio", "http"] = "stdio"
    name: str = ""
    command: str = ""
    args: list[str] = Field(default_factory=list)
    #: Extra environment variables for a stdio server (over the SDK's safe few).
    env: dict[str, str] = Field(default_factory=dict)
    #: Pass this process's whole environment to a stdio server (what a shell user expects).
    inherit_env: bool = False
    cwd: str | None = None
    url: str = ""
    #: Seconds allowed for starting the server and the MCP handshake.
    connect_timeout: float = 30.0

    @model_validator(mode="after")
    def _check_kind(self) -> ServerSpec:
        if self.kind == "stdio" and not self.command:
            raise ValueError("a stdio server needs a command")
        if self.kind == "http" and not self.url:
            raise ValueError("an HTTP server needs a URL")
        return self

    @classmethod
    def stdio(
        cls,
        command: str | list[str],
        *,
        env: dict[str, str] | None = None,
        cwd: str | os.PathLike[str] | None = None,
        name: str = "",
        inherit_env: bool = False,
    ) -> ServerSpec:
        """A stdio server from a command line (a list, or one string split like a shell)."""
        parts = shlex.split(command) if isinstance(command, str) else list(command)
        if not parts:
            raise ValueError("a stdio server needs a command")
        return cls(
            kind="stdio",
            command=parts[0],
            args=parts[1:],
            env=dict(env or {}),
            cwd=None if cwd is None else str(cwd),
            name=name,
            inherit_env=inherit_env,
        )

    @classmethod
    def http(cls, url: str, *, name: str = "") -> ServerSpec:
        return cls(kind="http", url=url, name=name)

    def child_env(self) -> dict[str, str]:
        """The variables given to a stdio server on top of the SDK's defaults."""
        return {**self.inherited_env(), **self.env}

    def inherited_env(self) -> dict[str, str]:
        """What a stdio server gets from this process's environment beyond the SDK's few
        (all of it with ``inherit_env``); the transport cleans it with
        :func:`recipe_studio.core.child_env.child_environment` before adding ``env``."""
        return dict(os.environ) if self.inherit_env else {}

    def describe(self) -> str:
        """One line naming the server, for run records and messages."""
        where = self.url if self.kind == "http" else shlex.join([self.command, *self.args])
        return f"{self.name} ({where})" if self.name else where


def builtin_server_spec(
    home: str | os.PathLike[str],
    workspace: str | os.PathLike[str],
    *,
    enable_terminal: bool = False,
    language: str | None = None,
) -> ServerSpec:
    """Recipe Studio's built-in tool server on private folders.

    ``language`` ("fr", "tr") gives its tool descriptions and messages in that language.

    From source: ``python -m recipe_studio.tools``; in a PyInstaller build, the app's own
    binary in its ``tool-server`` mode (a frozen app cannot run a module by name).
    """
    options = ["--home", str(Path(home)), "--workspace", str(Path(workspace))]
    if enable_terminal:
        options.append("--enable-terminal")
    if language:
        options += ["--language", language]
    if getattr(sys, "frozen", False):
        args = ["tool-server", *options]
    else:
        args = ["-m", "recipe_studio.tools", *options]
    env = {key: os.environ[key] for key in _BUILTIN_ENV_VARS if os.environ.get(key)}
    if not getattr(sys, "frozen", False):
        # Works from a source checkout too, installed or not.
        source_root = str(Path(__file__).resolve().parents[3])
        paths = [source_root, *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
        env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys(paths))
    env["RECIPE_STUDIO_HOME"] = str(Path(home))
    env.setdefault("PYTHONIOENCODING", "utf-8")
    return ServerSpec(
        kind="stdio",
        name="built-in tools",
        command=sys.executable,
        args=args,
        env=env,
    )
