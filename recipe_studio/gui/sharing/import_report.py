"""The report after an import: short ones in a plain box, long ones scroll.

A report of thousands of lines in a message box grows taller than the screen and hides
its OK button; past :data:`PLAIN_LINES` lines the box says how many recipes were imported
and keeps the lines in its "Show Details" part, which scrolls, so the box always fits.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal

tr = translator("LibraryActions")
#: Reports longer than this show their lines in the scrolling details part.
PLAIN_LINES = 15


def show_report(parent: QWidget, lines: list[str], *, cancelled: bool = False) -> None:
    if len(lines) <= PLAIN_LINES:
        text = "\n".join(lines) or tr("Nothing imported.")
        if cancelled:
            text = tr("The import was cancelled.") + ("\n\n" + text if lines else "")
        QMessageBox.information(parent, tr("Import"), text)
        return
    box = report_box(parent, lines, cancelled=cancelled)
    run_modal(box)


def report_box(parent: QWidget, lines: list[str], *, cancelled: bool = False) -> QMessageBox:
    imported = sum(1 for line in lines if line.startswith("✓"))
    failed = sum(1 for line in lines if line.startswith("✗"))
    text = tr("%n recipe(s) imported.", imported)
    if failed:
        text += " " + tr("%n could not be imported: see the details.", failed)
    if cancelled:
        text = tr("The import was cancelled.") + " " + text
    box = QMessageBox(QMessageBox.Icon.Information, tr("Import"), text, parent=parent)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setDetailedText("\n".join(lines))
    return box
