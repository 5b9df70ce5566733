"""``run``'s step lines, checks and test report (``check`` uses them too).

* Each finished step prints one line (``[2/3] file_write: preview (12 ms)``) and its notes
  (not sent in a rehearsal, example values, a field its result lost since last time) and
  checks, indented under it.
* After the run: the checks' summary ("2 checks failed": exit 1), "Rehearsal — nothing
  was changed." for a rehearsal, and ``--report FILE`` writes the test report (HTML).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from recipe_studio.commands.common import EXIT_FAILED, EXIT_OK, say

if TYPE_CHECKING:
    from recipe_studio.core.engine import RunEvent, RunReport
    from recipe_studio.core.engine.drift import SeenPaths
    from recipe_studio.core.model import Recipe


def seen_paths(identity: str) -> SeenPaths:
    """The learned shapes of one server, as the engine reads them (real sightings only)."""
    from recipe_studio.core.shapes import REAL_SOURCES, ShapeStore

    store = ShapeStore()

    def seen(tool: str) -> list[tuple[Any, str]]:
        return [(p.path, p.when) for p in store.learned(identity, tool) if p.source in REAL_SOURCES]

    return seen


def print_step(event: RunEvent, total: int, out: Any) -> None:
    from recipe_studio.core.engine import Connecting, StepFinished, Waiting
    from recipe_studio.core.engine.notes import check_lines, step_notes

    if isinstance(event, Connecting):
        print(f"Connecting to {event.name or event.server} …", file=out, flush=True)
        return
    if isinstance(event, Waiting) and event.remaining == event.seconds:
        # A long pause would otherwise look like a hang.
        print(f"[{event.index + 1}/{total}] waiting {event.seconds:g} s …", file=out, flush=True)
        return
    if not isinstance(event, StepFinished):
        return
    o = event.outcome
    from recipe_studio.commands.words import cli_tool_words

    name = cli_tool_words().tool(o.tool) if o.tool else ("wait" if o.kind == "wait" else "step")
    status = o.status.replace("_", " ")
    line = f"[{o.index + 1}/{total}] {name}: {status}"
    if o.pinned:
        line += " (pinned)"
    if o.status == "preview" and isinstance(o.result, dict) and o.result.get("would"):
        line += f" (not done: would {o.result['would']})"
    elif o.error_message is not None:
        line += f": {o.error_message.text}"
    elif o.error:
        line += f": {o.error}"
    line += f" ({o.duration_ms:.0f} ms)"
    print(line, file=out, flush=True)
    if o.status == "not_sent" and o.args is not None:
        import json

        print(f"    would send: {json.dumps(o.args, ensure_ascii=False)}", file=out, flush=True)
    for msg in [*step_notes(o), *check_lines(o.checks)]:
        print(f"    {msg.text}", file=out, flush=True)


def run_checks(report: RunReport, recipe: Recipe, args: argparse.Namespace, status: int) -> int:
    """After a run: the checks' summary and the rehearsal's note; the report file."""
    from recipe_studio.core.checks import summary_message

    result = report.result
    summary = summary_message(result.checks)
    if summary is not None:
        say(f"recipe-studio: {summary.text}.")
    note = result.rehearsal_note()
    if note is not None:
        say(f"recipe-studio: {note.text}")
    if args.report:
        write_report(Path(args.report), recipe, report)
    if status == EXIT_OK and result.checks_failed:
        return EXIT_FAILED
    return status


def write_report(path: Path, recipe: Recipe, report: RunReport) -> None:
    from recipe_studio.commands.common import write_output
    from recipe_studio.core.report import build_report, render_html

    page = render_html(build_report(recipe, report.result))
    write_output(str(path), page.encode("utf-8"))
    say(f"recipe-studio: test report written to {path}")
