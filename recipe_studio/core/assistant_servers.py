"""The MCP servers a person already set up in assistant apps, as Studio connections.

Read through :mod:`recipe_studio.core.assistant_apps` (the one place that knows where
each app keeps its servers). Each entry with a ``command`` becomes a stdio
:class:`ServerSpec` with the entry's arguments and environment copied; one with a
``url`` (``serverUrl`` in Windsurf) an HTTP one. Entries that are neither are listed
with a reason code, not offered. The Studio's own entries (``recipe-studio serve`` and
``record``) are left out: a connection to itself would be a loop.

What is shown on screen goes through :func:`masked_where`: values that look like
secrets (an environment variable or option called ``*KEY*``, ``*TOKEN*``,
``*SECRET*``, ``*PASSWORD*`` ...) are replaced by dots; the spec keeps them, so the
connection works.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from recipe_studio.core.assistant_apps import (
    AssistantApp,
    AssistantConfigError,
    installed_apps,
    read_servers,
)
from recipe_studio.core.mcp_client.spec import ServerSpec

if TYPE_CHECKING:
    from collections.abc import Iterable

MASK = "••••••"
_SECRET_NAME = re.compile(
    r"(key|token|secret|passw|pwd|auth|credential|cookie|session|bearer|private)", re.IGNORECASE
)
#: A value that is a secret by its look: long, no spaces or path separators, letters
#: and digits mixed (``sk-proj-…``, ``ghp_…``).
_SECRET_LOOK = re.compile(r"^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9_\-.+=]{24,}$")
_STUDIO_COMMANDS = ("serve", "record")


@dataclass(frozen=True)
class AppServer:
    """One server entry of an app: ``spec`` when it can be used, else ``problem``
    (``no_command``: neither a command nor an address)."""

    app: AssistantApp
    entry: str
    spec: ServerSpec | None
    problem: str | None = None


@dataclass(frozen=True)
class AppServers:
    app: AssistantApp
    servers: list[AppServer]
    #: Why the app's file could not be read (``AssistantConfigError.code``), if so.
    error: str | None = None


def _strings(value: Any) -> list[str]:
    return [str(item) for item in value] if isinstance(value, list) else []


def _is_studio(command: str, args: list[str]) -> bool:
    names = [command, *args[:3]]
    studio = any("recipe-studio" in part or part == "recipe_studio" for part in names)
    return studio and any(word in args[:4] for word in _STUDIO_COMMANDS)


def spec_from_entry(name: str, entry: dict[str, Any]) -> ServerSpec | None:
    """The connection an app's entry describes (``None``: it describes none)."""
    url = entry.get("url") or entry.get("serverUrl")
    if isinstance(url, str) and url.startswith(("http://", "https://")):
        return ServerSpec.http(url, name=name)
    command = entry.get("command")
    if not isinstance(command, str) or not command.strip():
        return None
    env = entry.get("env")
    cwd = entry.get("cwd")
    return ServerSpec(
        kind="stdio",
        name=name,
        command=command,
        args=_strings(entry.get("args")),
        env={str(k): str(v) for k, v in env.items()} if isinstance(env, dict) else {},
        cwd=cwd if isinstance(cwd, str) and cwd else None,
    )


def app_servers(app: AssistantApp) -> AppServers:
    """The usable server entries of one app (the Studio's own left out)."""
    try:
        entries = read_servers(app)
    except AssistantConfigError as exc:
        return AppServers(app, [], exc.code)
    found = []
    for entry_name, entry in entries.items():
        spec = spec_from_entry(entry_name, entry)
        if spec is not None and spec.kind == "stdio" and _is_studio(spec.command, spec.args):
            continue
        found.append(AppServer(app, entry_name, spec, None if spec else "no_command"))
    return AppServers(app, found)


def assistant_servers(apps: Iterable[AssistantApp] | None = None) -> list[AppServers]:
    """Each installed app that has server entries (or a file that could not be read)."""
    listed = [app_servers(app) for app in (apps if apps is not None else installed_apps())]
    return [found for found in listed if found.servers or found.error]


def connection_name(server: AppServer, taken: Iterable[str]) -> str:
    """The entry's name, or ``name (App)`` when a connection is called that already."""
    used = set(taken)
    if server.entry not in used:
        return server.entry
    name = f"{server.entry} ({server.app.name})"
    counter = 2
    while name in used:
        name, counter = f"{server.entry} ({server.app.name} {counter})", counter + 1
    return name


def as_connections(servers: Iterable[AppServer], existing: list[ServerSpec]) -> list[ServerSpec]:
    """The specs to add: every usable server not already a connection (same command or
    address), each named so that no two connections share a name."""
    taken = {spec.name for spec in existing}
    known = {_where(spec) for spec in existing}
    added = []
    for server in servers:
        if server.spec is None or _where(server.spec) in known:
            continue
        name = connection_name(server, taken)
        taken.add(name)
        known.add(_where(server.spec))
        added.append(server.spec.model_copy(update={"name": name}))
    return added


def _where(spec: ServerSpec) -> tuple[str, ...]:
    return (spec.kind, spec.url) if spec.kind == "http" else (spec.kind, spec.command, *spec.args)


def is_secret(name: str, value: str) -> bool:
    return bool(_SECRET_NAME.search(name)) or bool(_SECRET_LOOK.match(value))


def masked_args(args: list[str]) -> list[str]:
    """``args`` with secret-looking values dotted out (``--token X``, ``--api-key=X``)."""
    out: list[str] = []
    hide_next = False
    for arg in args:
        if hide_next:
            out.append(MASK)
            hide_next = False
            continue
        option, equals, value = arg.partition("=")
        if arg.startswith("-") and equals and is_secret(option, value):
            out.append(f"{option}={MASK}")
        elif arg.startswith("-") and _SECRET_NAME.search(arg):
            out.append(arg)
            hide_next = True
        else:
            out.append(MASK if _SECRET_LOOK.match(arg) else arg)
    return out


def masked_env(env: dict[str, str]) -> dict[str, str]:
    return {key: MASK if is_secret(key, value) else value for key, value in env.items()}


def masked_where(spec: ServerSpec) -> str:
    """How the connection is reached, for the screen: secrets dotted out."""
    if spec.kind == "http":
        return re.sub(r"([?&][^=&]*(?:key|token|secret)[^=&]*=)[^&]+", rf"\1{MASK}", spec.url)
    parts = [spec.command, *masked_args(list(spec.args))]
    return " ".join(part if MASK in part else shlex.quote(part) for part in parts)
