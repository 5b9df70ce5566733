"""Importing files in a worker thread, with a progress bar and Cancel.

The library does the work (one scan, one commit per file: see ``core.library.batch``);
this runs it off the GUI thread so the window keeps drawing, shows how far it is, and
cancels between two recipes: the file being imported is then not imported at all (files
already imported stay). :func:`run_import` waits in a local event loop, so its callers
keep their simple "import, then show the report" shape.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

from PySide6.QtCore import QEventLoop, QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from recipe_studio.core.library import ImportReport, Library, LibraryError
from recipe_studio.gui.i18n import translator

tr = translator("LibraryActions")
#: Imports quicker than this show no progress window at all.
SHOW_AFTER_MS = 400
#: The worker pauses a moment every this many recipes: a thread that never waits keeps
#: Python's lock from the GUI thread for long stretches.
YIELD_EVERY = 10


@dataclass
class ImportOutcome:
    #: Per file: its report, or the error that stopped it (a full disk).
    results: list[tuple[str, ImportReport | Exception]] = field(default_factory=list)
    cancelled: bool = False


class _Relay(QObject):
    progressed = Signal(int, int, int)  # file number, recipes done, recipes in the file
    finished = Signal()


def run_import(parent: QWidget, library: Library, paths: list[str]) -> ImportOutcome:
    """Import ``paths`` (keep both on a clash; a file imported twice is reused)."""
    outcome = ImportOutcome()
    cancel = threading.Event()
    relay = _Relay()
    dialog = QProgressDialog(tr("Importing recipes…"), tr("Cancel"), 0, 0, parent)
    dialog.setWindowTitle(tr("Import"))
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.canceled.connect(cancel.set)

    def show_progress(number: int, done: int, total: int) -> None:
        dialog.setLabelText(
            tr("Importing file {n} of {count}: recipe {done} of {total}…").format(
                n=number, count=len(paths), done=done, total=total
            )
        )
        dialog.setMaximum(max(total, 1))
        dialog.setValue(done)

    relay.progressed.connect(show_progress)
    loop = QEventLoop()
    relay.finished.connect(loop.quit)

    def work() -> None:
        try:
            for number, path in enumerate(paths, 1):
                if cancel.is_set():
                    break

                def progress(done: int, total: int, number: int = number) -> bool:
                    relay.progressed.emit(number, done, total)
                    if done % YIELD_EVERY == 0:
                        time.sleep(0.001)  # let the window draw and hear Cancel
                    return not cancel.is_set()

                try:
                    report = library.import_file(
                        path, on_clash="keep-both", reuse_same=True, progress=progress
                    )
                except (LibraryError, OSError) as exc:
                    outcome.results.append((path, exc))
                    continue
                outcome.results.append((path, report))
        finally:
            relay.finished.emit()

    worker = threading.Thread(target=work, name="import", daemon=True)
    worker.start()
    loop.exec()
    worker.join()
    outcome.cancelled = cancel.is_set()
    dialog.close()
    dialog.deleteLater()
    return outcome
