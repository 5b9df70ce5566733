"""The ``recipe-studio`` command line: the app, and every core feature without a window."""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import stat
import sys
from typing import TYPE_CHECKING

from recipe_studio import __version__

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence


def build_parser() -> argparse.ArgumentParser:
    from recipe_studio.commands import (
        check,
        library,
        manifest,
        record,
        recordings,
        run,
        serve,
        signin,
    )

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
    check.add_parsers(sub)
    library.add_parsers(sub)
    serve.add_parsers(sub)
    record.add_parsers(sub)
    recordings.add_parsers(sub)
    signin.add_parsers(sub)
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
    from recipe_studio.gui.start.app import run_app

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
    try:
        status = _main(argv)
        # Here rather than at exit, where output a closed pipe did not take would end in
        # "Exception ignored ..." on stderr (Windows' pipes hold little, so it happens there).
        sys.stdout.flush()
    except OSError as exc:
        if not _closed_pipe(exc):
            raise
        return _quiet_broken_pipe()
    return status


def _main(argv: Sequence[str] | None) -> int:
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
    home = _chosen_home(args)
    func = getattr(args, "func", None)
    if func is None:
        if home:
            os.environ["RECIPE_STUDIO_HOME"] = home
        return _run_gui(args)
    from recipe_studio.commands.signin import announce_sign_ins

    try:
        with _home_for_the_command(home), _closing(announce_sign_ins()):
            return int(func(args))
    except UsageError as exc:
        print(f"recipe-studio: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except OSError as exc:
        if _closed_pipe(exc):
            return _quiet_broken_pipe()
        # A full or read-only disk: a sentence, not a traceback.
        from recipe_studio.core.library.errors import DiskError

        error = DiskError.from_os_error("write", exc)
        if error is None:
            raise
        print(f"recipe-studio: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT


#: Where each command keeps its own ``--home`` (given after the command name).
_HOME_OPTIONS = ("library_home", "run_home", "serve_home", "server_home")


def _chosen_home(args: argparse.Namespace) -> str | None:
    """The ``--home`` given, after the command (which wins) or before it. It is applied
    before the command does anything, so a name lookup (``run NAME --home DIR``) reads
    the same library the run record goes to."""
    for option in _HOME_OPTIONS:
        value = getattr(args, option, None)
        if value:
            return str(value)
    return str(args.home) if args.home else None


@contextlib.contextmanager
def _home_for_the_command(home: str | None) -> Iterator[None]:
    """``RECIPE_STUDIO_HOME`` is ``home`` while the command runs (then as it was, for
    callers that run several commands in one process)."""
    if not home:
        yield
        return
    before = os.environ.get("RECIPE_STUDIO_HOME")
    os.environ["RECIPE_STUDIO_HOME"] = home
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("RECIPE_STUDIO_HOME", None)
        else:
            os.environ["RECIPE_STUDIO_HOME"] = before


@contextlib.contextmanager
def _closing(stop: Callable[[], None]) -> Iterator[None]:
    try:
        yield
    finally:
        stop()


def _closed_pipe(exc: OSError) -> bool:
    """Whether ``exc`` is output to a pipe whose reader has gone (``| head -1``): a
    ``BrokenPipeError``, or on Windows, whose C runtime says so with ``EINVAL``, that error
    from a write (no file named) while standard output is a pipe."""
    if isinstance(exc, BrokenPipeError):
        return True
    if sys.platform != "win32" or exc.errno != errno.EINVAL or exc.filename is not None:
        return False
    try:
        return stat.S_ISFIFO(os.fstat(sys.stdout.fileno()).st_mode)
    except (OSError, ValueError):
        return False


def _quiet_broken_pipe() -> int:
    """Output to a closed pipe (``| head -1``) ends the command quietly, like other tools:
    the rest of the output is dropped (Python would otherwise complain at exit)."""
    with contextlib.suppress(OSError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return EXIT_BROKEN_PIPE


#: The status a command stopped by a closed pipe exits with (128 + SIGPIPE, as shells say).
EXIT_BROKEN_PIPE = 141
