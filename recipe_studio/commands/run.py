"""``tools``, ``run`` and ``tool-server``: talking to MCP tool servers from the command line.

* ``recipe-studio tools [--url URL] [-o catalog.json [--with-learned-shapes]] [--server
  CMD ...]`` lists a server's tools (the built-in server by default) or writes them as a
  catalog file; ``--with-learned-shapes`` adds the result shapes this computer learned
  (:mod:`recipe_studio.core.shapes`) to the tools that publish none.
* ``recipe-studio run FILE|NAME [--profile P] [--param k=v ...] [--yes] [--json]
  [--timeout S] [--step-timeout S] [--no-check] [--url URL | --server CMD ...]`` runs a
  recipe. It is first checked against the server's live tools: errors refuse the run
  (exit 2, the problems listed, nothing called) unless ``--no-check``. State-changing
  steps are listed and confirmed on the terminal first; without a terminal, ``--yes`` is
  required. ``--timeout`` is how long a tool may stay silent (progress counts as an
  answer; the Preferences' silence limit gives the default); ``--step-timeout`` how long
  a step may take in all (the recipe's run settings give the default). A tool's progress
  is shown as a bar on a terminal (not with ``--json``). The fields of the results are
  remembered as learned shapes (only paths, on this computer).
* ``recipe-studio tool-server`` runs the built-in tool server over stdio (the frozen
  app's way to start it).

``--server`` takes the rest of the command line as the server's command, so it comes
last. Errors are one plain sentence; ``--verbose`` adds the technical details under it.
A server's questions during a call are asked on the terminal (``--yes`` answers them with
their defaults). Exit status: 0 ok, 1 the run failed (or was declined, or the server
could not be reached), 2 bad input, 130 Ctrl-C, 143 SIGTERM — in every phase, connecting
included, within 2 s, the server ended and the run record saved with the steps done.
Nothing heavy is imported until a command runs.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from recipe_studio.commands.common import (
    EXIT_BAD_INPUT,
    EXIT_FAILED,
    EXIT_OK,
    UsageError,
    say,
)
from recipe_studio.commands.interrupt import EXIT_INTERRUPTED, run_interruptibly
from recipe_studio.commands.run_output import EventPrinter
from recipe_studio.commands.words import cli_text
from recipe_studio.core.messages import Message, all_details, with_param_titles

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.engine import RunReport
    from recipe_studio.core.mcp_client import ServerSpec
    from recipe_studio.core.model import Recipe
    from recipe_studio.core.profiles import Profile

EXIT_CANCELLED = EXIT_INTERRUPTED


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("tools", help="list the tools of an MCP server (default: the built-in one)")
    server_options(p)
    p.add_argument("-o", "--output", metavar="FILE", help="write the tools as a catalog file")
    p.add_argument("--json", action="store_true", help="print the catalog as JSON")
    p.add_argument(
        "--with-learned-shapes",
        action="store_true",
        help="with -o or --json: give tools that publish no output schema the result "
        "fields seen on this computer (they then leave it with the file)",
    )
    p.set_defaults(func=cmd_tools)

    p = sub.add_parser("run", help="run a recipe against an MCP server (default: built-in)")
    p.add_argument("target", metavar="FILE|NAME", help="a recipe file, or a library recipe")
    p.add_argument("--profile", help="the recipe's profile (default: from the file)")
    p.add_argument(
        "--param", action="append", default=[], metavar="NAME=VALUE", help="a param value"
    )
    p.add_argument("--yes", action="store_true", help="confirm state-changing steps up front")
    p.add_argument(
        "--rehearse",
        action="store_true",
        help="change nothing: read-only steps run, the others only preview or stand in",
    )
    p.add_argument("--report", metavar="FILE", help="write a test report (one HTML page) to FILE")
    p.add_argument("--json", action="store_true", help="print the run's result as JSON")
    p.add_argument(
        "--timeout",
        type=float,
        metavar="S",
        help="how long a tool may stay silent, without answering or reporting progress "
        "(default: the silence limit set in the app's Preferences, else 60)",
    )
    p.add_argument(
        "--step-timeout",
        type=float,
        metavar="S",
        help="how long one step may take in all (default: the recipe's run settings, else 1800)",
    )
    p.add_argument(
        "--no-check",
        action="store_true",
        help="run without first checking the recipe against the server's tools",
    )
    server_options(p)
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("tool-server", help="run the built-in MCP tool server over stdio")
    p.add_argument("--home", dest="server_home", metavar="DIR", help="Studio data folder")
    p.add_argument("--workspace", metavar="DIR", help="folder for the file and terminal tools")
    p.add_argument("--enable-terminal", action="store_true", help="allow run_terminal_command")
    p.add_argument("--language", metavar="CODE", help="descriptions and messages in fr or tr")
    p.add_argument(
        "--http", metavar="PORT", type=int, help="serve streamable HTTP on 127.0.0.1:PORT/mcp"
    )
    p.set_defaults(func=cmd_tool_server)


def server_options(p: argparse.ArgumentParser) -> None:
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
    p.add_argument("--verbose", action="store_true", help="show the technical details of an error")
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
    from recipe_studio.commands.words import cli_language

    # The built-in tools speak the person's language (previews, errors), unless --json.
    language = None if getattr(args, "json", False) else cli_language()
    return builtin_server_spec(
        home,
        workspace,
        enable_terminal=args.enable_terminal,
        language=language if language != "en" else None,
    )


def shapes_identity(args: argparse.Namespace, spec: ServerSpec) -> str:
    """The learned-shapes identity of the server the options name."""
    from recipe_studio.core.shapes import BUILTIN_SERVER, server_identity

    return server_identity(spec) if args.server or args.url else BUILTIN_SERVER


def say_message(msg: Message, verbose: bool) -> None:
    """One plain sentence; the technical details under it only with ``--verbose``."""
    say(f"recipe-studio: {cli_text(msg)}")
    details = all_details(msg)
    if verbose and details:
        say("  Details:")
        for line in details.splitlines():
            say(f"    {line}")


# --------------------------------------------------------------------------- tools


def cmd_tools(args: argparse.Namespace) -> int:
    from recipe_studio.core.mcp_client import CancelToken, Connection, McpClientError

    spec = server_spec(args)
    token = CancelToken()

    def work() -> Catalog:
        with Connection.open(spec, cancel=token) as connection:
            return connection.catalog()

    outcome = run_interruptibly(work, token.cancel)
    if outcome.exit_status is not None:
        say("recipe-studio: stopped")
        return outcome.exit_status
    if isinstance(outcome.error, McpClientError):
        if args.json:
            print(json.dumps({"error": outcome.error.message.to_json()}, ensure_ascii=False))
        say_message(outcome.error.message, args.verbose)
        return EXIT_FAILED
    if outcome.error is not None:
        raise outcome.error
    assert outcome.value is not None
    catalog, learned = outcome.value, ""
    if args.with_learned_shapes:
        from recipe_studio.core.shapes import ShapeStore, catalog_with_learned_shapes

        catalog = catalog_with_learned_shapes(
            outcome.value, ShapeStore(), shapes_identity(args, spec)
        )
        filled = sum(
            catalog.tools[n].output_schema != t.output_schema
            for n, t in outcome.value.tools.items()
        )
        learned = f"; learned result shapes added to {filled} of them"
    return _show_catalog(catalog, args, learned)


def _show_catalog(catalog: Catalog, args: argparse.Namespace, learned: str = "") -> int:
    from recipe_studio.commands.common import write_output
    from recipe_studio.core.atomic import dumps_json

    if args.output:
        write_output(args.output, dumps_json(catalog.to_json()).encode("utf-8"))
        say(f"{args.output}: {len(catalog)} tools from {catalog.name}{learned}")
        return EXIT_OK
    if args.json:
        print(json.dumps(catalog.to_json(), ensure_ascii=False, indent=2))
        return EXIT_OK
    from recipe_studio.commands.words import cli_tool_words

    words = cli_tool_words(catalog)  # titles and descriptions in the person's language
    width = max((len(name) for name in catalog.tools), default=4)
    titles = {name: words.tool(name) for name in catalog.tools}
    title_width = max((len(title) for title in titles.values()), default=4)
    for tool in catalog.tools.values():
        flags = tool.effect + (" confirm" if tool.confirm else "")
        if tool.task_support == "required":
            flags += " task"
        text = words.tool_description(tool.name).strip()
        first_line = text.splitlines()[0] if text else ""
        title = titles[tool.name]
        print(f"{tool.name:<{width}}  {title:<{title_width}}  {flags:<13}  {first_line}")
    return EXIT_OK


# --------------------------------------------------------------------------- run


def load_target(
    target: str, profile_name: str | None
) -> tuple[Recipe, Profile, str | None, str | None, Any]:
    """The recipe to run from a file, else from the library; its version and library id
    if known, and the Studio's checks kept beside it (stored form)."""
    from recipe_studio.core.profiles import PROFILES, get_profile

    if profile_name is not None and profile_name not in PROFILES:
        raise UsageError(f"unknown profile {profile_name!r}; choose one of {', '.join(PROFILES)}")
    path = Path(target)
    if path.exists():
        recipe, profile, checks = _load_file(path, profile_name)
        return recipe, profile, None, None, checks
    found = _load_from_library(target)
    if found is None:
        raise UsageError(f"{target}: no such file, and no library recipe of that name")
    recipe, profile, version, recipe_id, checks = found
    if profile_name is not None and profile_name != profile.name:
        profile = get_profile(profile_name)
    return recipe, profile, version, recipe_id, checks


def _load_file(path: Path, profile_name: str | None) -> tuple[Recipe, Profile, Any]:
    """The one recipe in a file, read the way every command reads files
    (:func:`recipe_studio.commands.common.load_one`), and the checks beside it."""
    from recipe_studio.commands.common import load_one

    entry = load_one(str(path), profile_name, "run")
    return entry.recipe, entry.profile, entry.checks


def _load_from_library(name: str) -> tuple[Recipe, Profile, str | None, str | None, Any] | None:
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
    profile = get_profile(loaded.profile)
    return loaded.recipe, profile, str(loaded.revision), loaded.recipe_id, loaded.checks


def _check_time_limits(args: argparse.Namespace) -> None:
    """``--timeout`` and ``--step-timeout``, when given, are more than nothing."""
    if args.timeout is not None and args.timeout <= 0:
        raise UsageError("--timeout must be more than 0 seconds")
    if args.step_timeout is not None and args.step_timeout <= 0:
        raise UsageError("--step-timeout must be more than 0 seconds")


def cmd_run(args: argparse.Namespace) -> int:
    from recipe_studio.commands.checking import run_checks, seen_paths
    from recipe_studio.commands.prompts import Confirmer, Elicitor, Terminal
    from recipe_studio.core.checks import checks_from_stored
    from recipe_studio.core.engine import (
        ParamError,
        RunHooks,
        RunRequest,
        RunSession,
        parse_assignments,
    )

    recipe, profile, version, recipe_id, stored_checks = load_target(args.target, args.profile)
    _check_time_limits(args)
    try:
        given = _values(recipe, profile, parse_assignments(args.param), args.json)
    except ParamError as exc:
        for msg in exc.messages:
            say(f"recipe-studio: {cli_text(with_param_titles(msg, _titled(recipe, args.json)))}")
        return EXIT_BAD_INPUT
    spec = server_spec(args)
    request = RunRequest(
        recipe,
        profile,
        given,
        params_from_text=True,
        timeout=silence_limit(args.timeout),
        step_limit=step_limit(args.step_timeout, recipe_id),
        source="cli",
        recipe_version=version,
        recipe_id=recipe_id,
        check_first=not args.no_check,
        rehearse=args.rehearse,
        checks=checks_from_stored(stored_checks, [s.uid for s in recipe.steps]),
        seen=seen_paths(shapes_identity(args, spec)),
    )
    session = RunSession(request, spec=spec)
    terminal = Terminal(session.token)
    from recipe_studio.commands.words import cli_reference_names

    names = cli_reference_names(recipe)
    confirmer = Confirmer(terminal, args.yes, recipe.dialect, names)
    out = sys.stderr if args.json else sys.stdout
    session.hooks = RunHooks(
        on_event=EventPrinter(len(recipe.steps), out, progress=not args.json, names=names),
        confirm=confirmer,
        elicit=Elicitor(terminal, args.yes),
    )
    outcome = run_interruptibly(
        session.run, session.cancel, lambda _signum: session.abandon(spec.describe())
    )
    if outcome.error is not None:
        raise outcome.error
    assert outcome.value is not None
    from recipe_studio.core.shapes import ShapeStore

    ShapeStore().learn_run(shapes_identity(args, spec), outcome.value.result, "run")
    status = _finish_run(outcome.value, args, confirmer.no_terminal, outcome.exit_status)
    return run_checks(outcome.value, recipe, args, status, names)


def _values(
    recipe: Recipe, profile: Profile, given: dict[str, str], json_out: bool
) -> dict[str, str]:
    """The values given, checked before a server starts (:class:`ParamError`: exit 2);
    when only values are missing, they are asked on the terminal if there is one."""
    from recipe_studio.commands.prompts import Terminal, ask_missing_values
    from recipe_studio.core.engine import ParamError, collect_params
    from recipe_studio.core.mcp_client import CancelToken

    try:
        collect_params(recipe, profile, given)
        return given
    except ParamError as exc:
        if any(msg.code != "param_needs_value" for msg in exc.messages):
            raise
    terminal = Terminal(CancelToken())  # Ctrl-C while asking stops the command (130)
    given = ask_missing_values(recipe, profile, given, terminal, identifiers=json_out)
    collect_params(recipe, profile, given)
    return given


def _titled(recipe: Recipe, json_out: bool) -> Callable[[str], str | None]:
    """A param named by the person's title (``Time zone [timezone]``) in what the run
    says, when it has one; ``--json`` keeps identifiers."""
    from recipe_studio.core.param_words import param_label

    def title(name: str) -> str | None:
        param = recipe.param_named(name)
        if json_out or param is None or not param.title.strip():
            return None
        return param_label(param)

    return title


def silence_limit(given: float | None) -> float:
    """``--timeout``, else the silence limit of the Preferences (the window's runs use it
    too), else the default."""
    if given is not None:
        return given
    from recipe_studio.core.settings import load_settings

    return load_settings().silence_limit_or_default()


def step_limit(given: float | None, recipe_id: str | None) -> float:
    """``--step-timeout``, else the library recipe's run settings, else the default."""
    if given is not None:
        return given
    from recipe_studio.core.settings import RecipeSettings, load_settings

    settings = load_settings().recipe(recipe_id) if recipe_id else RecipeSettings()
    return settings.step_limit_or_default()


def _refused(report: RunReport, args: argparse.Namespace) -> int:
    """The recipe does not fit the server's tools: say why, exit 2 (nothing was called)."""
    from recipe_studio.commands.common import problem_json, problem_line

    if args.json:
        found = problem_json(args.target, report.refused, result=report.result.to_json())
        print(json.dumps(found, ensure_ascii=False, indent=2))
    for problem in report.refused:
        say(problem_line(args.target, problem))
    assert report.result.error_message is not None
    say_message(report.result.error_message, args.verbose)
    say("recipe-studio: run with --no-check to try it anyway")
    return EXIT_BAD_INPUT


def _finish_run(
    report: RunReport, args: argparse.Namespace, no_terminal: bool, signal_status: int | None
) -> int:
    if report.refused and signal_status is None:
        return _refused(report, args)
    result = report.result
    if report.record_error:
        say(f"recipe-studio: the run record could not be saved: {report.record_error}")
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False, indent=2))
    if signal_status is not None:
        say("recipe-studio: stopped; the run record keeps the steps done so far")
        return signal_status
    if result.error_message is not None and not (result.declined and no_terminal):
        say_message(result.error_message, args.verbose)
    if result.cancelled:
        return EXIT_CANCELLED
    if result.declined and no_terminal:
        return EXIT_BAD_INPUT
    return EXIT_OK if result.ok else EXIT_FAILED


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
    if args.language:
        argv += ["--language", args.language]
    if args.http is not None:
        argv += ["--http", str(args.http)]
    return main(argv)
