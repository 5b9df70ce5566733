"""``serve``: the saved recipes as tools of an MCP server, for any MCP client.

    recipe-studio serve [--home DIR] [--recipe NAME ...] [--http PORT] [--allow-changes]

Over stdio by default (the client starts it), or streamable HTTP on 127.0.0.1 only.
What is served and left out, and why, goes to stderr (stdout is the MCP channel).
Nothing heavy is imported until the command runs.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from recipe_studio.commands.common import EXIT_OK, UsageError

if TYPE_CHECKING:
    import argparse

ALLOW_CHANGES_HELP = (
    "let apps that cannot ask you to confirm (no MCP elicitation) run recipes that change "
    "things without asking: whatever the app (or its AI) decides to call then sends, "
    "writes and deletes with no one checking. Apps that can ask still ask"
)


def add_parsers(sub: Any) -> None:
    p = sub.add_parser(
        "serve",
        help="serve the saved recipes as tools of an MCP server (stdio, or --http)",
        description=(
            "Serve the saved recipes as an MCP server: each recipe without errors is one "
            "tool. Drafts and recipes with errors are left out (stderr says why). A recipe "
            "that changes things asks the user to confirm once, through the app."
        ),
    )
    p.add_argument(
        "--home", dest="serve_home", metavar="DIR", help="Studio data folder (default: per user)"
    )
    p.add_argument(
        "--recipe",
        dest="recipes",
        action="append",
        metavar="NAME",
        help="serve only this recipe (repeat for more; default: every recipe)",
    )
    p.add_argument(
        "--http",
        type=int,
        metavar="PORT",
        help="serve streamable HTTP on http://127.0.0.1:PORT/mcp instead of stdio (0: any port)",
    )
    p.add_argument("--allow-changes", action="store_true", help=ALLOW_CHANGES_HELP)
    p.add_argument(
        "--timeout",
        type=float,
        metavar="S",
        help="how long a tool may stay silent, without answering or reporting progress "
        "(default: the silence limit set in the app's Preferences, else 60)",
    )
    p.add_argument(
        "--confirm-timeout",
        type=float,
        default=None,
        metavar="S",
        help="seconds a client has to answer a confirmation before it counts as declined (300)",
    )
    p.set_defaults(func=cmd_serve)


def cmd_serve(args: argparse.Namespace) -> int:
    import anyio

    from recipe_studio.commands.run import silence_limit
    from recipe_studio.core.library import Library
    from recipe_studio.core.paths import HOME_ENV, library_dir
    from recipe_studio.core.settings import settings_path
    from recipe_studio.serve.selection import ServedLibrary
    from recipe_studio.serve.server import CONFIRM_TIMEOUT, RecipeServer, say_on_stderr

    if args.http is not None and not 0 <= args.http <= 65535:
        raise UsageError("--http needs a port number from 0 to 65535")
    if args.timeout is not None and args.timeout <= 0:
        raise UsageError("--timeout must be more than 0 seconds")
    confirm_timeout = CONFIRM_TIMEOUT if args.confirm_timeout is None else args.confirm_timeout
    if confirm_timeout <= 0:
        raise UsageError("--confirm-timeout must be more than 0 seconds")
    if args.serve_home:
        os.environ[HOME_ENV] = args.serve_home
    # Validation messages go to people: no pydantic documentation links.
    os.environ.setdefault("PYDANTIC_ERRORS_INCLUDE_URL", "0")
    library = ServedLibrary(
        Library(library_dir()), args.recipes, notes=say_on_stderr, settings=settings_path()
    )
    server = RecipeServer(
        library,
        allow_changes=args.allow_changes,
        timeout=silence_limit(args.timeout),
        confirm_timeout=confirm_timeout,
    )
    where = "stdio" if args.http is None else "HTTP"
    say_on_stderr(f"serving the recipes of {library.library.root} over {where}")
    if args.allow_changes:
        say_on_stderr("--allow-changes: apps that cannot ask will run changes without asking")
    try:
        if args.http is None:
            anyio.run(server.run_stdio)
        else:
            try:
                anyio.run(server.run_http, args.http, _say_listening)
            except OSError as exc:
                raise UsageError(f"--http {args.http}: {exc.strerror or exc}") from None
    except KeyboardInterrupt:
        return EXIT_OK
    return EXIT_OK


def _say_listening(url: str) -> None:
    from recipe_studio.serve.server import say_on_stderr

    say_on_stderr(f"listening on {url}")
