"""``record``: a recording connection between an app and a real MCP server.

    recipe-studio record [--connection NAME | --url URL | --server CMD ARG...]
                         [-o FILE] [--name NAME] [--http PORT] [--home DIR]

The app (an AI assistant) starts this instead of the real server; every message passes
through unchanged and each tool call, with its arguments and result, is written to a
recording in the Studio folder (or FILE), from which the Studio makes a draft recipe.
Without a server option, the Studio's default connection is used. ``--server`` takes
the rest of the command line as the server's command. What happens goes to stderr.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from typing import Any

from recipe_studio.commands.common import EXIT_FAILED, EXIT_OK, UsageError


def add_parsers(sub: Any) -> None:
    p = sub.add_parser(
        "record",
        help="record the tool calls an app makes to an MCP server, for a draft recipe",
        description=(
            "Act as an MCP server that passes everything on to the real server unchanged "
            "and records each tool call (arguments and result) on this computer. Add it "
            "to an AI assistant's configuration instead of the server, do the work once, "
            "then make a recipe from the recording in Recipe Studio."
        ),
    )
    p.add_argument(
        "--home", dest="record_home", metavar="DIR", help="Studio data folder (default: per user)"
    )
    p.add_argument("--connection", metavar="NAME", help="a connection of the Studio, by name")
    p.add_argument("--url", metavar="URL", help="a streamable HTTP server")
    p.add_argument("-o", "--output", metavar="FILE", help="the recording (default: a new one)")
    p.add_argument("--name", default="", help="what the recording is of, in words")
    p.add_argument(
        "--http",
        type=int,
        metavar="PORT",
        help="serve streamable HTTP on http://127.0.0.1:PORT/mcp instead of stdio (0: any port)",
    )
    p.add_argument(
        "--server",
        nargs=argparse.REMAINDER,
        metavar="CMD",
        help="the server's command and its arguments (the rest of the line)",
    )
    p.set_defaults(func=cmd_record)


def _say(text: str) -> None:
    print(f"recipe-studio record: {text}", file=sys.stderr, flush=True)


def server_spec(args: argparse.Namespace) -> Any:
    """The real server, from the options (at most one of them), else the default connection."""
    from recipe_studio.core.mcp_client import ServerSpec
    from recipe_studio.core.settings import load_settings

    chosen = [name for name in ("connection", "url", "server") if getattr(args, name)]
    if len(chosen) > 1:
        raise UsageError("give only one of --connection, --url and --server")
    if args.server:
        return ServerSpec.stdio(args.server, inherit_env=True, name=args.name)
    if args.url:
        if not args.url.startswith(("http://", "https://")):
            raise UsageError("--url needs an address starting with http:// or https://")
        return ServerSpec.http(args.url, name=args.name)
    settings = load_settings()
    name = args.connection or settings.default_connection
    try:
        return settings.server_spec(name)
    except KeyError:
        known = ", ".join(settings.connection_names())
        raise UsageError(f"there is no connection called {name!r} (there are: {known})") from None


def cmd_record(args: argparse.Namespace) -> int:
    import anyio

    from recipe_studio.core.assistant_servers import masked_where
    from recipe_studio.core.paths import HOME_ENV
    from recipe_studio.core.recording.proxy import record_stdio
    from recipe_studio.core.recording.recorder import Recorder
    from recipe_studio.core.recording.store import RecordingWriter, new_recording_path

    if args.http is not None and not 0 <= args.http <= 65535:
        raise UsageError("--http needs a port number from 0 to 65535")
    if args.record_home:
        os.environ[HOME_ENV] = args.record_home
    spec = server_spec(args)
    name = args.name or spec.name
    path = args.output or new_recording_path(name)
    try:
        writer = RecordingWriter(
            path,
            name=name,
            server=masked_where(spec),
            on_error=lambda exc: _say(f"the recording could not be written: {exc}"),
        )
    except OSError as exc:
        raise UsageError(f"cannot write the recording {path}: {exc.strerror or exc}") from None
    _say(f"recording the calls to {masked_where(spec)} into {writer.path}")
    try:
        if args.http is None:
            anyio.run(record_stdio, spec, Recorder(writer))
        else:
            from recipe_studio.core.recording.http import record_http

            try:
                anyio.run(record_http, spec, writer, args.http, _listening)
            except OSError as exc:
                raise UsageError(f"--http {args.http}: {exc.strerror or exc}") from None
    except KeyboardInterrupt:
        pass
    except Exception as exc:  # the real server could not be started or reached
        _say(f"the server {masked_where(spec)} could not be reached: {_first_cause(exc)}")
        return EXIT_FAILED
    finally:
        writer.close()
        if writer.lines <= 1 and not args.output:  # nothing was recorded: no empty file
            with contextlib.suppress(OSError):
                writer.path.unlink()
    return EXIT_OK


def _first_cause(exc: BaseException) -> str:
    """The innermost error of a task group's (nested) exception groups, in words."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    if isinstance(exc, OSError) and exc.strerror:
        return f"{exc.strerror} ({exc.filename})" if exc.filename else exc.strerror
    return str(exc) or type(exc).__name__


def _listening(url: str) -> None:
    _say(f"listening on {url}")
