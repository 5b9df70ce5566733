"""``recordings``: the recordings ``record`` made, listed, deleted or made into a draft.

    recipe-studio recordings [--json]
    recipe-studio recordings draft ID|FILE [--profile P] [--call N ...] [-o FILE]
    recipe-studio recordings delete ID|FILE

``draft`` prints (or writes, with ``-o``) the draft recipe's manifest; what was left out
and why, the references and the params found go to stderr. Nothing goes into the
library: save it with ``import`` once it is right.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from recipe_studio.commands.common import EXIT_OK, UsageError, say, write_output

if TYPE_CHECKING:
    import argparse


def add_parsers(sub: Any) -> None:
    p = sub.add_parser(
        "recordings",
        help="list the recordings of tool calls, make a draft recipe from one, or delete one",
    )
    p.add_argument("--json", action="store_true", help="the list as JSON")
    actions = p.add_subparsers(dest="recordings_action", metavar="ACTION")
    draft = actions.add_parser("draft", help="the draft recipe a recording makes")
    draft.add_argument("recording", metavar="ID|FILE")
    draft.add_argument("--profile", default="macos", help="target profile (macos)")
    draft.add_argument(
        "--call",
        dest="calls",
        type=int,
        action="append",
        metavar="N",
        help="make call N a step (repeat; default: every successful call, no repeats)",
    )
    draft.add_argument("--name", help="the recipe's name (default: the recording's)")
    draft.add_argument("-o", "--output", metavar="FILE", help="write the manifest here")
    delete = actions.add_parser("delete", help="delete a recording for good")
    delete.add_argument("recording", metavar="ID|FILE")
    p.set_defaults(func=cmd_recordings)


def _path(text: str) -> Path:
    from recipe_studio.core.paths import recordings_dir
    from recipe_studio.core.recording.store import SUFFIX

    given = Path(text)
    path = given if given.suffix == SUFFIX else recordings_dir() / f"{text}{SUFFIX}"
    if not path.is_file():
        raise UsageError(f"{text}: there is no such recording (see: recipe-studio recordings)")
    return path


def cmd_recordings(args: argparse.Namespace) -> int:
    action = args.recordings_action
    if action == "draft":
        return _draft(args)
    if action == "delete":
        from recipe_studio.core.recording.store import delete_recording

        path = _path(args.recording)
        delete_recording(path)
        say(f"deleted {path}")
        return EXIT_OK
    return _list(args)


def _list(args: argparse.Namespace) -> int:
    from recipe_studio.core.recording.store import list_recordings

    found = list_recordings()
    if args.json:
        rows = [
            {
                "id": r.id,
                "path": str(r.path),
                "name": r.name,
                "server": r.server,
                "started_at": r.started_at,
                "calls": r.calls,
            }
            for r in found
        ]
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return EXIT_OK
    for r in found:
        print(f"{r.id}\t{r.started_at[:19]}\t{r.calls} call(s)\t{r.name}")
    if not found:
        say("no recordings yet (recipe-studio record makes them)")
    return EXIT_OK


def _draft(args: argparse.Namespace) -> int:
    from recipe_studio.core.atomic import dumps_json
    from recipe_studio.core.profiles import PROFILE_NAMES
    from recipe_studio.core.recording.draft import make_draft
    from recipe_studio.core.recording.store import read_recording

    if args.profile not in PROFILE_NAMES:
        raise UsageError(f"--profile must be one of: {', '.join(PROFILE_NAMES)}")
    recording = read_recording(_path(args.recording))
    draft = make_draft(
        recording.calls or [],
        args.profile,
        name=args.name or recording.name or recording.id,
        tools=recording.tools,
        server=recording.name,
        chosen=args.calls,
    )
    for choice in draft.choices:
        call = choice.call
        where = (
            f"step {choice.step + 1}" if choice.step is not None else f"left out ({choice.reason})"
        )
        say(f"call {call.number}: {call.tool} ({call.status}): {where}")
    for link in draft.links:
        field = ".".join(str(part) for part in link.values["field"])
        say(f"step {link.step + 1}: {link.code}: reads step {link.values['source']}'s {field}")
    for offer in draft.offers:
        say(f"param {offer.param}: {offer.code}")
    text = dumps_json(draft.profile.write(draft.recipe))
    if args.output:
        write_output(args.output, text.encode("utf-8"))
    else:
        sys.stdout.write(text)
    return EXIT_OK
