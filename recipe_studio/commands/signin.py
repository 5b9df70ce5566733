"""Sign-ins on the command line: ``recipe-studio signout URL``, ``recipe-studio
signin-setup URL ...``, and the line that says a command waits for the person to finish
signing in in the browser.

``signout`` forgets the tokens (and the client registration) kept in the system keychain
for one web server, the same entries the window and ``serve`` use: exit 0 when there were
some, 2 when there was nothing to remove.

``signin-setup`` keeps how to sign in to one web server in the keychain (see
:mod:`recipe_studio.core.mcp_client.signin_setup`): a client ID the server's owner gave, its
secret (read from standard input, never from the command line) or private key (a PEM file),
sign-in without a person, the authorization server, a client metadata document. The options
given are the whole setup; ``--clear`` sets it back to the default. Exit 2 if it cannot be
used.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from recipe_studio.commands.common import EXIT_BAD_INPUT, EXIT_OK, UsageError, say
from recipe_studio.commands.words import CliWords

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable


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
    _add_setup_parser(sub)


def _add_setup_parser(sub: Any) -> None:
    p = sub.add_parser(
        "signin-setup",
        help="set up how to sign in to a web (HTTP) MCP server (kept in the system keychain)",
        description=(
            "Keep in the system keychain how Recipe Studio signs in to the MCP server at URL, "
            "as its owner told you: a client ID, its secret or private key, sign-in without a "
            "person (client credentials), a client metadata document. The options given "
            "replace the whole setup; the window, run and serve use it."
        ),
    )
    p.add_argument("url", metavar="URL", help="the server's address, as in its connection")
    p.add_argument("--client-id", metavar="ID", default="", help="the client ID you were given")
    p.add_argument(
        "--client-secret-stdin",
        action="store_true",
        help="read the client secret from standard input (one line)",
    )
    p.add_argument("--private-key", metavar="FILE", help="a PEM private key (with --no-person)")
    p.add_argument(
        "--no-person",
        action="store_true",
        help="sign in without a person: the client's own credentials (client_credentials)",
    )
    p.add_argument(
        "--issuer",
        metavar="URL",
        default="",
        help="with --no-person: the authorization server the credentials belong to",
    )
    p.add_argument(
        "--client-metadata-url",
        metavar="URL",
        default="",
        help="your organisation's client metadata document (https://...)",
    )
    p.add_argument("--clear", action="store_true", help="set it back to the default")
    p.set_defaults(func=cmd_signin_setup)


def cmd_signout(args: argparse.Namespace) -> int:
    from recipe_studio.core.mcp_client.signin import sign_out
    from recipe_studio.core.messages import message

    url = str(args.url).strip()
    removed = sign_out(url)
    code = "signout_done" if removed else "signout_none"
    print(CliWords().message(message(code, url=url)), flush=True)
    return EXIT_OK if removed else EXIT_BAD_INPUT


def _setup_from(args: argparse.Namespace) -> Any:
    from recipe_studio.core.mcp_client.signin_setup import SignInSetup

    if args.clear:
        return SignInSetup()
    secret = ""
    if args.client_secret_stdin:
        secret = sys.stdin.readline().strip()
    key = ""
    if args.private_key:
        try:
            key = Path(args.private_key).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise UsageError(f"--private-key: {exc}") from None
    return SignInSetup(
        mode="client_credentials" if args.no_person else "browser",
        client_id=args.client_id.strip(),
        client_secret=secret,
        private_key=key.strip(),
        issuer=args.issuer.strip(),
        client_metadata_url=args.client_metadata_url.strip(),
    )


def cmd_signin_setup(args: argparse.Namespace) -> int:
    from recipe_studio.core.mcp_client.signin_setup import save_setup, setup_problem
    from recipe_studio.core.messages import message

    url = str(args.url).strip()
    setup = _setup_from(args)
    words = CliWords()
    problem = setup_problem(setup)
    if problem is not None:
        say(f"recipe-studio: {words.message(message(problem))}")
        return EXIT_BAD_INPUT
    changed = save_setup(url, setup)
    code = "signin_setup_cleared" if setup.empty else "signin_setup_saved"
    print(words.message(message(code if changed else "signin_setup_unchanged", url=url)))
    return EXIT_OK


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
