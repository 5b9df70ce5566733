"""``tools``, ``run`` and ``tool-server``: talking to MCP tool servers from the command line.

* ``recipe-studio tools [--url URL] [-o catalog.json] [--server CMD ...]`` lists a
  server's tools (the built-in server by default) or writes them as a catalog file.
* ``recipe-studio run FILE|NAME [--profile P] [--param k=v ...] [--yes] [--json]
  [--timeout S] [--url URL | --server CMD ...]`` runs a recipe. State-changing steps are
  listed and confirmed on the terminal first; without a terminal, ``--yes`` is required.
* ``recipe-studio tool-server`` runs the built-in tool server over stdio (the frozen
  app's way to start it).

``--server`` takes the rest of the command line as the server's command, so it comes
last. Exit status: 0 ok, 1 the run failed (or was declined), 2 bad input, 130 cancelled.
Nothing heavy is imported until a command runs.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from recipe_studio.commands.common import (
    EXIT_BAD_INPUT,
    EXIT_FAILED,
    EXIT_OK,
    UsageError,
    say,
)

if TYPE_CHECKING:
    from recipe_studio.core.engine import PlannedAction, RunEvent, RunResult
    from recipe_studio.core.mcp_client import Connection, ServerSpec
    from recipe_studio.core.model import Recipe
    from recipe_studio.core.profiles import Profile

EXIT_CANCELLED = 130


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("tools", help="list the tools of an MCP server (default: the built-in one)")
    _server_options(p)
    p.add_argument("-o", "--output", metavar="FILE", help="write the tools as a catalog file")
    p.add_argument("--json", action="store_true", help="print the catalog as JSON")
    p.set_defaults(func=cmd_tools)

    p = sub.add_parser("run", help="run a recipe against an MCP server (default: built-in)")
    p.add_argument("target", metavar="FILE|NAME", help="a recipe file, or a library recipe")
    p.add_argument("--profile", help="the recipe's profile (default: from the file)")
    p.add_argument(
        "--param", action="append", default=[], metavar="NAME=VALUE", help="a param value"
    )
    p.add_argument("--yes", action="store_true", help="confirm state-changing steps up front")
    p.add_argument("--json", action="store_true", help="print the run's result as JSON")
    p.add_argument(
        "--timeout", type=float, default=60.0, metavar="S", help="limit per tool call (60)"
    )
    _server_options(p)
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("tool-server", help="run the built-in MCP tool server over stdio")
    p.add_argument("--home", dest="server_home", metavar="DIR", help="Studio data folder")
    p.add_argument("--workspace", metavar="DIR", help="folder for the file and terminal tools")
    p.add_argument("--enable-terminal", action="store_true", help="allow run_terminal_command")
    p.set_defaults(func=cmd_tool_server)


def _server_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--home", dest="run_home", metavar="DIR", help="Studio data folder (default: per user)"
    )
    p.add_argument("--url", metavar="URL", help="a streamable HTTP MCP server")
    p.add_argument(
        "--workspace", metavar="DIR", help="the built-in server's workspace (HOME/workspace)"
    )
    p.add_argument(
        "--enable-terminal", action="store_true", help="let the built-in server run commands"
    )
    p.add_argument(
        "--server",
        nargs=argparse.REMAINDER,
        metavar="CMD",
        help="a stdio MCP server: the rest of the line is its command",
    )


def server_spec(args: argparse.Namespace) -> ServerSpec:
    """The server the options name; the built-in one when none is named."""
    from recipe_studio.core.mcp_client import ServerSpec, builtin_server_spec
    from recipe_studio.core.paths import HOME_ENV, data_home, default_workspace_dir

    if getattr(args, "run_home", None):
        os.environ[HOME_ENV] = args.run_home
    command: list[str] = list(args.server or [])
    if args.server is not None and not command:
        raise UsageError("--server needs a command, e.g. --server python -m mcp_server_time")
    if command and args.url:
        raise UsageError("give --server or --url, not both")
    if command:
        # One quoted command line ("python -m server") is split like a shell would.
        line: str | list[str] = command[0] if len(command) == 1 else command
        try:
            return ServerSpec.stdio(line, inherit_env=True)
        except ValueError as exc:
            raise UsageError(f"--server: {exc}") from None
    if args.url:
        return ServerSpec.http(args.url)
    home = data_home()
    workspace = Path(args.workspace) if args.workspace else default_workspace_dir(home)
    return builtin_server_spec(home, workspace, enable_terminal=args.enable_terminal)


class ServerUnavailable(Exception):
    """The server could not be started or reached; the message says why (exit status 1)."""


def open_connection(spec: ServerSpec) -> Connection:
    from recipe_studio.core.mcp_client import ConnectFailed, Connection

    try:
        return Connection.open(spec)
    except ConnectFailed as exc:
        raise ServerUnavailable(str(exc)) from None


# --------------------------------------------------------------------------- tools


def cmd_tools(args: argparse.Namespace) -> int:
    from recipe_studio.commands.common import write_output
    from recipe_studio.core.atomic import dumps_json

    try:
        with open_connection(server_spec(args)) as connection:
            catalog = connection.catalog()
    except ServerUnavailable as exc:
        say(f"recipe-studio: {exc}")
        return EXIT_FAILED
    if args.output:
        write_output(args.output, dumps_json(catalog.to_json()).encode("utf-8"))
        say(f"{args.output}: {len(catalog)} tools from {catalog.name}")
        return EXIT_OK
    if args.json:
        print(json.dumps(catalog.to_json(), ensure_ascii=False, indent=2))
        return EXIT_OK
    width = max((len(name) for name in catalog.tools), default=4)
    for tool in catalog.tools.values():
        flags = tool.effect + (" confirm" if tool.confirm else "")
        first_line = tool.description.strip().splitlines()[0] if tool.description.strip() else ""
        print(f"{tool.name:<{width}}  {flags:<13}  {first_line}")
    return EXIT_OK


# --------------------------------------------------------------------------- run


def load_target(target: str, profile_name: str | None) -> tuple[Recipe, Profile, str | None]:
    """The recipe to run from a file, else from the library; and its version if known."""
    from recipe_studio.core.profiles import PROFILES, get_profile

    if profile_name is not None and profile_name not in PROFILES:
        raise UsageError(f"unknown profile {profile_name!r}; choose one of {', '.join(PROFILES)}")
    path = Path(target)
    if path.exists():
        return (*_load_file(path, profile_name), None)
    found = _load_from_library(target)
    if found is None:
        raise UsageError(f"{target}: no such file, and no library recipe of that name")
    recipe, profile, version = found
    if profile_name is not None and profile_name != profile.name:
        profile = get_profile(profile_name)
    return recipe, profile, version


def _load_file(path: Path, profile_name: str | None) -> tuple[Recipe, Profile]:
    """The one recipe in a file, read the way every command reads files
    (:func:`recipe_studio.commands.common.load_one`)."""
    from recipe_studio.commands.common import load_one

    entry = load_one(str(path), profile_name, "run")
    return entry.recipe, entry.profile


def _load_from_library(name: str) -> tuple[Recipe, Profile, str | None] | None:
    """A saved recipe by name (and its revision), ``None`` when there is none."""
    from recipe_studio.core.library import Library, LibraryError, RecipeNotFoundError
    from recipe_studio.core.profiles import get_profile

    try:
        loaded = Library().load(name)
    except RecipeNotFoundError:
        return None
    except LibraryError as exc:
        raise UsageError(f"{name}: {exc}") from None
    if loaded.draft:
        say(f"recipe-studio: {name} is a draft; it may not run as intended")
    return loaded.recipe, get_profile(loaded.profile), str(loaded.revision)


def cmd_run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except ServerUnavailable as exc:
        say(f"recipe-studio: {exc}")
        return EXIT_FAILED


def _run(args: argparse.Namespace) -> int:
    from recipe_studio.core.engine import Engine, ParamError, collect_params, parse_assignments

    recipe, profile, version = load_target(args.target, args.profile)
    try:
        values = collect_params(recipe, profile, parse_assignments(args.param))
    except ParamError as exc:
        for message in exc.problems:
            say(f"recipe-studio: {message}")
        return EXIT_BAD_INPUT
    if args.timeout is not None and args.timeout <= 0:
        raise UsageError("--timeout must be more than 0 seconds")
    spec = server_spec(args)
    out = sys.stderr if args.json else sys.stdout
    with open_connection(spec) as connection:
        engine = Engine(
            connection,
            connection.catalog(),
            on_event=lambda event: _print_event(event, len(recipe.steps), out),
            timeout=args.timeout,
        )
        actions = engine.plan(recipe, profile, values)
        if actions and not args.yes and not _confirm_on_terminal(actions):
            return EXIT_BAD_INPUT if not sys.stdin.isatty() else EXIT_FAILED
        result = _run_interruptibly(engine, recipe, profile, values)
        server = connection.describe()
    _save_record(result, server, version)
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False, indent=2))
    elif not result.ok:
        say(f"recipe-studio: {result.error}")
    if result.cancelled:
        return EXIT_CANCELLED
    return EXIT_OK if result.ok else EXIT_FAILED


def _confirm_on_terminal(actions: list[PlannedAction]) -> bool:
    say(f"This run has {len(actions)} step(s) that can change something:")
    for action in actions:
        say(f"  {action.describe()}")
    if not sys.stdin.isatty():
        say(
            "recipe-studio: refusing to run state-changing steps without confirmation: "
            "there is no terminal to ask on; pass --yes to confirm them"
        )
        return False
    try:
        answer = input("Run them? [y/N] ")
    except EOFError:
        answer = ""
    if answer.strip().lower() in ("y", "yes"):
        return True
    say("Not confirmed: nothing was run.")
    return False


def _run_interruptibly(engine: Any, recipe: Recipe, profile: Profile, values: Any) -> RunResult:
    """Run in a worker thread so Ctrl-C cancels the run (in-flight call included)."""
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            box["result"] = engine.run(recipe, profile, values, confirm=lambda _actions: True)
        except BaseException as exc:  # handed to the main thread
            box["error"] = exc

    worker = threading.Thread(target=work, name="recipe-run", daemon=True)
    worker.start()
    try:
        while worker.is_alive():
            worker.join(0.1)
    except KeyboardInterrupt:
        say("Cancelling ...")
        engine.cancel()
        worker.join()
    if "error" in box:
        raise box["error"]
    result: RunResult = box["result"]
    return result


def _print_event(event: RunEvent, total: int, out: Any) -> None:
    from recipe_studio.core.engine import StepFinished

    if not isinstance(event, StepFinished):
        return
    o = event.outcome
    name = o.tool or ("wait" if o.kind == "wait" else "step")
    line = f"[{o.index + 1}/{total}] {name}: {o.status}"
    if o.pinned:
        line += " (pinned)"
    if o.status == "preview" and isinstance(o.result, dict) and o.result.get("would"):
        line += f" (not done: would {o.result['would']})"
    elif o.error:
        line += f": {o.error}"
    line += f" ({o.duration_ms:.0f} ms)"
    print(line, file=out, flush=True)


def _save_record(result: RunResult, server: str, version: str | None) -> None:
    from recipe_studio.core.engine import RunRecord, save_run

    try:
        save_run(RunRecord.from_result(result, server=server, recipe_version=version, source="cli"))
    except OSError as exc:
        say(f"recipe-studio: the run record could not be saved: {exc.strerror or exc}")


# --------------------------------------------------------------------------- tool-server


def cmd_tool_server(args: argparse.Namespace) -> int:
    from recipe_studio.tools.server import main

    argv: list[str] = []
    if args.server_home:
        argv += ["--home", args.server_home]
    if args.workspace:
        argv += ["--workspace", args.workspace]
    if args.enable_terminal:
        argv.append("--enable-terminal")
    return main(argv)
