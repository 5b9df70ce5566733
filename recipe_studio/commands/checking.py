"""``run``'s step lines, checks and test report (``check`` uses them too).

* Each finished step prints one line (``[2/3] file_write: preview (12 ms)``) and its notes
  (not sent in a rehearsal, example values, a field its result lost since last time) and
  checks, indented under it.
* After the run: the checks' summary ("2 checks failed": exit 1), "Rehearsal — nothing
  was changed." for a rehearsal, and ``--report FILE`` writes the test report (HTML).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from recipe_studio.commands.common import EXIT_FAILED, EXIT_OK, say
from recipe_studio.commands.words import cli_text

if TYPE_CHECKING:
    import argparse

    from recipe_studio.core.engine import RunReport, StepOutcome
    from recipe_studio.core.engine.drift import SeenPaths
    from recipe_studio.core.model import Recipe
    from recipe_studio.core.reference_names import ReferenceNames


def seen_paths(identity: str) -> SeenPaths:
    """The learned shapes of one server, as the engine reads them (real sightings only)."""
    from recipe_studio.core.shapes import REAL_SOURCES, ShapeStore

    store = ShapeStore()

    def seen(tool: str) -> list[tuple[Any, str]]:
        return [(p.path, p.when) for p in store.learned(identity, tool) if p.source in REAL_SOURCES]

    return seen


def step_details(outcome: StepOutcome, names: ReferenceNames | None = None) -> list[str]:
    """The lines under a finished step's own: what a rehearsal would have sent, its notes
    (example values, a field its result lost since last time) and its checks (``names``:
    the recipe's titles, which its fields read by)."""
    from recipe_studio.commands.words import cli_reference_words
    from recipe_studio.core.engine.notes import check_lines, step_notes

    words = cli_reference_words()

    lines: list[str] = []
    if outcome.status == "not_sent" and outcome.args is not None:
        import json

        lines.append(f"would send: {json.dumps(outcome.args, ensure_ascii=False)}")
        if outcome.written is not None:
            from recipe_studio.core.messages import message
            from recipe_studio.core.summary import filled_pieces, pieces_text

            written = filled_pieces(outcome.written.args, outcome.args, outcome.written.dialect)
            args = pieces_text(written, words, names)
            lines.append(cli_text(message("report_args_as_written", args=args)))
    notes = step_notes(outcome, words, names=names)
    lines += [cli_text(msg) for msg in [*notes, *check_lines(outcome.checks, words, names)]]
    return lines


def run_checks(
    report: RunReport,
    recipe: Recipe,
    args: argparse.Namespace,
    status: int,
    names: ReferenceNames | None = None,
) -> int:
    """After a run: the checks' summary and the rehearsal's note; the report file
    (``names``: the recipe's titles, which its params and fields read by there)."""
    from recipe_studio.core.checks import summary_message

    result = report.result
    summary = summary_message(result.checks)
    if summary is not None:
        say(f"recipe-studio: {cli_text(summary)}.")
    note = result.rehearsal_note()
    if note is not None:
        say(f"recipe-studio: {cli_text(note)}")
    if args.report:
        write_report(Path(args.report), recipe, report, names)
    if status == EXIT_OK and result.checks_failed:
        return EXIT_FAILED
    return status


def write_report(
    path: Path, recipe: Recipe, report: RunReport, names: ReferenceNames | None = None
) -> None:
    from recipe_studio.commands.common import write_output
    from recipe_studio.core.report import build_report, render_html

    page = render_html(build_report(recipe, report.result, names=names))
    write_output(str(path), page.encode("utf-8"))
    say(f"recipe-studio: test report written to {path}")
