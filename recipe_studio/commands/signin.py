"""Sign-ins on the command line: ``recipe-studio signout URL``, and the line that says a
command waits for the person to finish signing in in the browser.

``signout`` forgets the tokens (and the client registration) kept in the system keychain
for one web server, the same entries the window and ``serve`` use: exit 0 when there were
some, 2 when there was nothing to remove.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from recipe_studio.commands.common import EXIT_BAD_INPUT, EXIT_OK, say
from recipe_studio.commands.words import CliWords


def add_parsers(sub: Any) -> None:
    p = sub.add_parser(
        "signout",
        help="forget the sign-in kept in the system keychain for a web (HTTP) MCP server",
        description=(
            "Remove the tokens Recipe Studio keeps in the system keychain for the MCP server "
            "at URL: the next connection to it asks you to sign in again. Exit 2 if there "
            "was no sign-in for it."
        ),
    )
    p.add_argument("url", metavar="URL", help="the server's address, as in its connection")
    p.set_defaults(func=cmd_signout)


def cmd_signout(args: argparse.Namespace) -> int:
    from recipe_studio.core.mcp_client.signin import sign_out
    from recipe_studio.core.messages import message

    url = str(args.url).strip()
    removed = sign_out(url)
    code = "signout_done" if removed else "signout_none"
    print(CliWords().message(message(code, url=url)), flush=True)
    return EXIT_OK if removed else EXIT_BAD_INPUT


def announce_sign_ins() -> Callable[[], None]:
    """While a command's connection waits for a sign-in, say so on stderr (one line each
    time a sign-in page opens); returns the function that stops it."""
    from recipe_studio.core.mcp_client.signin import watch_sign_ins
    from recipe_studio.core.messages import message

    def tell(server_url: str, waiting: bool) -> None:
        if waiting:
            waits = CliWords().message(message("signin_waiting", url=server_url))
            say(f"recipe-studio: {waits}")

    return watch_sign_ins(tell)
