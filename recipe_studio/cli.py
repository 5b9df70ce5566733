"""The ``recipe-studio`` command line: the app, and every core feature without a window."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from recipe_studio import __version__


def build_parser() -> argparse.ArgumentParser:
    from recipe_studio.commands import checking, library, manifest, record, recordings, run, serve

    parser = argparse.ArgumentParser(
        prog="recipe-studio",
        description=(
            "Build, check, test and publish LMCP recipes. Without a command, opens the app."
        ),
    )
    parser.add_argument("--version", action="version", version=f"recipe-studio {__version__}")
    _add_window_options(parser)
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check that the app works (offscreen, on a temporary home), then exit",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    manifest.add_parsers(sub)
    run.add_parsers(sub)
    checking.add_parsers(sub)
    library.add_parsers(sub)
    serve.add_parsers(sub)
    record.add_parsers(sub)
    recordings.add_parsers(sub)
    gui = sub.add_parser("gui", help="open the app (the default)")
    gui.add_argument("files", nargs="*", metavar="FILE")
    gui.set_defaults(func=_run_gui)
    return parser


def _add_window_options(parser: argparse.ArgumentParser) -> None:
    """The options that go with opening the window (the full and the quick parser)."""
    parser.add_argument("--home", metavar="DIR", help="Studio data folder (default: per user)")
    parser.add_argument(
        "--quit-after-start",
        action="store_true",
        help="open the window, let it finish starting (and open FILEs), then quit",
    )


def _run_gui(args: argparse.Namespace) -> int:
    from recipe_studio.gui.app import run_app

    files = list(getattr(args, "files", []) or [])
    return run_app(files, quit_after_start=bool(getattr(args, "quit_after_start", False)))


def _window_request(argv: list[str]) -> argparse.Namespace | None:
    """The arguments when ``argv`` only opens the window (``[--home DIR]
    [--quit-after-start] [gui FILE...]``), else None. The window then starts without
    building the command line's parsers, which import most of the core (start-up time
    is the time to the first frame)."""
    quick = argparse.ArgumentParser(add_help=False, allow_abbrev=False, exit_on_error=False)
    _add_window_options(quick)
    try:
        args, rest = quick.parse_known_args(argv)
    except (argparse.ArgumentError, SystemExit):
        return None
    if rest and rest[0] == "gui":
        rest = rest[1:]
    elif rest:
        return None
    if any(item.startswith("-") for item in rest):
        return None  # an option of `gui` (--help) or a file that looks like one: full parser
    args.files = rest
    return args


def _tolerant_streams() -> None:
    """Text that cannot be encoded (a file name that is not valid UTF-8, a terminal that
    is not UTF-8) is printed with escapes instead of stopping the command."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    _tolerant_streams()
    window = _window_request(argv)
    if window is not None:
        if window.home:
            os.environ["RECIPE_STUDIO_HOME"] = window.home
        return _run_gui(window)
    from recipe_studio.commands.common import EXIT_BAD_INPUT, UsageError

    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code) if isinstance(exc.code, int) else EXIT_BAD_INPUT
    if args.self_test:
        from recipe_studio.selftest import main as self_test

        return self_test()
    if args.home:
        os.environ["RECIPE_STUDIO_HOME"] = args.home
    func = getattr(args, "func", None)
    if func is None:
        return _run_gui(args)
    try:
        return int(func(args))
    except UsageError as exc:
        print(f"recipe-studio: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
