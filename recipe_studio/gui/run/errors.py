"""Error boxes of runs and connections: one or two plain sentences, the rest behind "Details".

Every error a run, a connection test or a publish shows in a box goes through
:func:`show_error`: the sentence is core's :class:`~recipe_studio.core.messages.Message`
rendered in the UI language, and its technical part (the exception, the server's error
output) is the box's detailed text, folded away until the person asks for it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from recipe_studio.core.messages import Message, all_details
from recipe_studio.gui.texts import message_text


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
