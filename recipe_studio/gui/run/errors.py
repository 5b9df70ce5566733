"""Error boxes of runs and connections: one or two plain sentences, the rest behind "Details".

Every error a run, a connection test or a publish shows in a box goes through
:func:`show_error`: the sentence is core's :class:`~recipe_studio.core.messages.Message`
rendered in the UI language, and its technical part (the exception, the server's error
output) is the box's detailed text, folded away until the person asks for it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from recipe_studio.core.engine.session import RunReport
from recipe_studio.core.messages import Message, all_details, as_message
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.texts import message_text

#: (The boxes a run's end shows keep the run controller's words.)
tr = translator("RunController")


def error_box(parent: QWidget | None, title: str, text: str, details: str = "") -> QMessageBox:
    """The box (not shown): ``text`` in plain words, ``details`` folded under "Details"."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("errorBox")
    if details:
        box.setDetailedText(details)
    return box


def show_error(parent: QWidget | None, title: str, error: Message, intro: str = "") -> None:
    """Show ``error`` (after ``intro``, a sentence of the caller's) and wait for OK."""
    text = message_text(error)
    box = error_box(parent, title, f"{intro} {text}" if intro else text, all_details(error))
    box.exec()
    box.deleteLater()


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
