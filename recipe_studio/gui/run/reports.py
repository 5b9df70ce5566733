"""Rehearsals, checks and test reports in the window: their words and the report's file.

The rules are core's (:mod:`recipe_studio.core.engine.rehearsal`,
:mod:`recipe_studio.core.checks`, :mod:`recipe_studio.core.report`); this module only
makes their messages into the UI language's words (dates the UI language's way), adds a
check to a step (undoable), and saves the test report of the run shown — HTML, or PDF
through Qt's printer — then opens it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QPageSize, QTextDocument
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from recipe_studio.core.atomic import write_atomic
from recipe_studio.core.checks import Check, summary_message
from recipe_studio.core.engine.notes import check_line, step_notes
from recipe_studio.core.report import build_report, render_html
from recipe_studio.core.shapes import REAL_SOURCES
from recipe_studio.gui.i18n import short_date, translator, ui_language
from recipe_studio.gui.texts import message_text, qt_translate, reference_words
from recipe_studio.gui.undo import ChecksCommand

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.engine import RunResult
    from recipe_studio.core.engine.drift import SeenPaths
    from recipe_studio.core.engine.results import StepOutcome
    from recipe_studio.core.reference_names import ReferenceNames
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.run.connections import ConnectionManager

tr = translator("TestReport")


class Runs(Protocol):
    """What saving a report needs of the run controller (it imports this module)."""

    recipes: OpenRecipes
    connections: ConnectionManager
    parent_widget: QWidget
    status: Callable[[str], None]

    def connection_for(self, session: EditorSession) -> str: ...


def seen_paths(session: EditorSession) -> SeenPaths:
    """The paths the recipe's tools' results had before (real sightings, with when)."""

    def seen(tool: str) -> list[tuple[Any, str]]:
        learned = session.result_shapes(tool)
        return [(p.path, p.when) for p in learned if p.source in REAL_SOURCES]

    return seen


def rehearsing_text(server: str) -> str:
    return tr("Rehearsing on {server}: nothing will be changed…").format(server=server)


def finished_text(result: RunResult, text: str) -> str:
    """The status bar's words after a run: the rehearsal's note and the checks first."""
    parts = []
    note = result.rehearsal_note()
    if note is not None:
        parts.append(message_text(note))
    summary = summary_message(result.checks)
    if summary is not None:
        parts.append(message_text(summary) + ".")
    return " ".join([*parts, text]).strip()


def note_texts(outcome: StepOutcome, names: ReferenceNames | None = None) -> list[str]:
    """A step's notes (not sent, example values, lost fields) in the UI language
    (``names``: the recipe's titles, which fields are read by)."""
    notes = step_notes(outcome, reference_words(), short_date, names)
    return [message_text(m) for m in notes]


def check_texts(outcome: StepOutcome, names: ReferenceNames | None = None) -> list[tuple[str, str]]:
    """(status, words) of each of a step's checks."""
    words = reference_words()
    return [(c.status, message_text(check_line(c, words, names))) for c in outcome.checks]


def job_extras(session: EditorSession) -> dict[str, Any]:
    """What a run of ``session``'s recipe needs for its checks and lost fields."""
    return {"checks": dict(session.run_state.checks), "seen": seen_paths(session)}


def check_row(recipes: OpenRecipes, row: int, check: Check) -> None:
    """The Run panel's "Check that this …": the check goes to step ``row`` of the recipe
    shown (undoable)."""
    session = recipes.current
    if session is not None and row < len(session.document.steps):
        add_check(session, session.document.steps[row].uid, check)


def save_current_report(runs: Runs) -> None:
    """Run › Save test report… for the recipe shown, on the catalog of its connection."""
    session = runs.recipes.current
    if session is not None:
        catalog = runs.connections.catalog(runs.connection_for(session))
        save_test_report(runs.parent_widget, session, catalog, runs.status)


def set_checks(session: EditorSession, uid: str, checks: list[Check], text: str) -> None:
    """Step ``uid``'s checks: undoable, saved beside the recipe, never in its manifest."""
    if list(session.run_state.checks.get(uid, [])) != list(checks):
        session.undo_stack.push(ChecksCommand(session.run_state, uid, checks, text))


def add_check(session: EditorSession, uid: str, check: Check) -> None:
    current = list(session.run_state.checks.get(uid, []))
    if check not in current:
        set_checks(session, uid, [*current, check], tr("Add check"))


def save_test_report(
    parent: QWidget,
    session: EditorSession,
    catalog: Catalog | None,
    status: Callable[[str], None],
) -> None:
    """Ask where, write the report of the run shown (HTML or PDF), open it."""
    result = session.run_state.shown
    if result is None:
        status(tr("Run or rehearse the recipe first: there is no run to report on."))
        return
    from recipe_studio.core.library.names import portable_file_name

    name = portable_file_name(session.document.recipe.name, tr("recipe"))
    path, _chosen = QFileDialog.getSaveFileName(
        parent,
        tr("Save test report"),
        f"{name}.html",
        tr("Web page (*.html);;PDF document (*.pdf)"),
    )
    if not path:
        return
    page = report_html(session, result, catalog)
    try:
        write_report(Path(path), page)
    except OSError as exc:
        QMessageBox.warning(parent, tr("Test report not saved"), exc.strerror or str(exc))
        return
    status(tr("Test report saved: {path}").format(path=path))
    QDesktopServices.openUrl(QUrl.fromLocalFile(path))


def report_html(session: EditorSession, result: RunResult, catalog: Catalog | None) -> str:
    report = build_report(
        session.document.recipe,
        result,
        catalog=catalog or session.catalog,
        translate=qt_translate,
        words=reference_words(),
        date=short_date,
        language=ui_language(),
        names=session.reference_names(),
    )
    return render_html(report)


def write_report(path: Path, page: str) -> None:
    """HTML as it is; ``.pdf`` printed through Qt (its text layout, one page per A4)."""
    if path.suffix.lower() != ".pdf":
        write_atomic(path, page.encode("utf-8"))
        return
    document = QTextDocument()
    document.setHtml(page)
    from PySide6.QtPrintSupport import QPrinter  # only for a PDF: not at start-up

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setOutputFileName(str(path))
    document.print_(printer)
    if not path.exists():
        raise OSError(f"{path}: the PDF could not be written")
