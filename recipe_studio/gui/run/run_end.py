"""What the window says when a test run ends: the status bar's sentence, and a box when
the server was lost during the run or could not be reached; and a past run shown again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from recipe_studio.core.engine import read_run
from recipe_studio.core.engine.records import RunRecordError
from recipe_studio.core.messages import all_details, as_message
from recipe_studio.core.paths import runs_dir
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.run.errors import error_box, show_error
from recipe_studio.gui.run.run_texts import sentence, summary_text
from recipe_studio.gui.texts import message_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from recipe_studio.core.engine.results import RunResult
    from recipe_studio.core.engine.session import RunReport
    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("RunController")


def ended_text(result: RunResult, tried: bool) -> str:
    """The status bar's sentence for a run that ended (``tried``: a tried step)."""
    if result.outcome == "failed" and not result.steps:
        why = message_text(result.error_message) if result.error_message else result.error or ""
        return tr("The run could not start: {reason}").format(reason=sentence(why))
    if result.outcome == "declined":
        return trial_declined() if tried else tr("Run not started: not confirmed.")
    return {
        "ok": tr("Run finished. {summary}").format(summary=summary_text(result)),
        "failed": tr("Run finished: a step failed."),
        "cancelled": tr("Run stopped."),
    }.get(result.outcome, "")


def trial_declined() -> str:
    from recipe_studio.gui.run.trial import declined_text

    return declined_text()


def tell_why(parent: QWidget, report: RunReport, server: str) -> None:
    """A box when the server was lost during the run, or could not be reached."""
    error = report.result.error_message
    if report.lost is not None:
        title = tr("The run on “{server}” stopped").format(server=server)
        # The server's last words are in the details of the step that saw it go.
        seen = [o.error_message for o in report.result.steps if o.error_message]
        details = all_details(report.lost) or "\n".join(all_details(m) for m in seen[-1:])
        show_error(parent, title, report.lost.with_details(details))
    elif error is not None and error.code == "run_connect_failed":
        inner = as_message(error.values.get("error")) or error
        if not all_details(inner):
            inner = inner.with_details(all_details(error))
        title = tr("The run on “{server}” could not start").format(server=server)
        show_error(parent, title, inner)


def show_past_run(parent: QWidget, session: EditorSession | None, run_id: str) -> None:
    """Show the run ``run_id`` of the history in the Run panel (or say why it cannot be)."""
    path = runs_dir() / f"{run_id}.json"
    try:
        record = read_run(path)
    except RunRecordError as exc:
        text = tr("This past run cannot be shown: its record is missing or damaged.")
        run_modal(error_box(parent, tr("Past run"), text, str(exc)))
        return
    if session is not None:
        session.run_state.show_past(record.result, str(path))
