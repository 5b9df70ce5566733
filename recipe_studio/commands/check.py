"""``recipe-studio check [NAME ...] [--home DIR]``: rehearse every saved recipe (or the
ones named) on one connection and print one line per recipe; exit 1 if any failed
(:mod:`recipe_studio.core.library_check`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.commands.checking import seen_paths
from recipe_studio.commands.common import EXIT_FAILED, EXIT_OK, say
from recipe_studio.commands.words import cli_text

if TYPE_CHECKING:
    import argparse


def add_parsers(sub: Any) -> None:
    from recipe_studio.commands.run import server_options

    p = sub.add_parser(
        "check", help="rehearse the saved recipes (nothing is changed): one line per recipe"
    )
    p.add_argument("names", nargs="*", metavar="NAME", help="recipes to check (default: all)")
    server_options(p)
    p.set_defaults(func=cmd_check)


def cmd_check(args: argparse.Namespace) -> int:
    from recipe_studio.commands.interrupt import run_interruptibly
    from recipe_studio.commands.run import say_message, server_spec, shapes_identity
    from recipe_studio.core.library import Library
    from recipe_studio.core.library_check import RecipeCheck, check_library
    from recipe_studio.core.mcp_client import CancelToken, Connection, McpClientError
    from recipe_studio.core.messages import message

    spec = server_spec(args)  # (sets the Studio home from --home first)
    library, seen, token = Library(), seen_paths(shapes_identity(args, spec)), CancelToken()

    def line(checked: RecipeCheck) -> None:
        print(cli_text(checked.line), flush=True)

    def work() -> list[RecipeCheck]:
        with Connection.open(spec, cancel=token) as connection:
            return check_library(library, args.names, connection, seen, on_checked=line)

    outcome = run_interruptibly(work, token.cancel)
    if outcome.exit_status is not None:
        say("recipe-studio: stopped")
        return outcome.exit_status
    if isinstance(outcome.error, McpClientError):
        say_message(outcome.error.message, args.verbose)
        return EXIT_FAILED
    if outcome.error is not None:
        raise outcome.error
    failed = sum(checked.status == "failed" for checked in outcome.value or [])
    if failed:
        say(f"recipe-studio: {cli_text(message('library_check_summary', count=failed))}")
        return EXIT_FAILED
    return EXIT_OK
