"""A step's run status in words ("OK 120 ms", "Running 3.2 s"), for the steps table, the
Run panel and the status bar; the statuses are core's (:mod:`recipe_studio.core.run_state`).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication, QStyle

from recipe_studio.gui.progress_text import progress_text
from recipe_studio.gui.when import duration_words

if TYPE_CHECKING:
    from recipe_studio.core.run_state import StepMark

#: Run status -> (label, standard icon)
STATUS_LOOK: dict[str, tuple[str, QStyle.StandardPixmap]] = {
    "confirming": ("Waiting for your OK", QStyle.StandardPixmap.SP_MessageBoxQuestion),
    "pending": ("Pending", QStyle.StandardPixmap.SP_FileDialogListView),
    "running": ("Running", QStyle.StandardPixmap.SP_BrowserReload),
    "ok": ("OK", QStyle.StandardPixmap.SP_DialogApplyButton),
    "failed": ("Failed", QStyle.StandardPixmap.SP_MessageBoxCritical),
    "skipped": ("Skipped", QStyle.StandardPixmap.SP_MediaSkipForward),
    "preview": ("Preview only (not executed)", QStyle.StandardPixmap.SP_FileDialogInfoView),
    "cancelled": ("Cancelled", QStyle.StandardPixmap.SP_DialogCancelButton),
    "not_run": ("Not run", QStyle.StandardPixmap.SP_MediaStop),
    "not_sent": ("Not sent (rehearsal)", QStyle.StandardPixmap.SP_FileDialogContentsView),
}


def status_label(status: str) -> str:
    return QApplication.translate("StepsTable", STATUS_LOOK[status][0])


def mark_text(mark: StepMark | None, now: float | None = None) -> str:
    """A step's run status in words: "OK 120 ms", "Running 3.2 s", "Running waiting 4 s"."""
    if mark is None:
        return ""
    detail = ""
    if mark.status == "running":
        if mark.waiting is not None:
            detail = QApplication.translate("StepsTable", "waiting {s} s").format(
                s=round(mark.waiting)
            )
        elif mark.since is not None:
            seconds = (time.monotonic() if now is None else now) - mark.since
            detail = duration_words(max(seconds, 0.0) * 1000)
            if mark.progress is not None:
                detail = f"{progress_text(mark.progress)} · {detail}"
    elif mark.pinned:
        detail = QApplication.translate("StepsTable", "(pinned)")
    elif mark.duration_ms is not None and mark.status != "not_run":
        detail = duration_words(mark.duration_ms)
    if mark.checks_failed:
        detail += " · " + QApplication.translate(
            "StepsTable", "%n check(s) failed", "", mark.checks_failed
        )
    if mark.rehearsal and mark.status not in ("pending", "running"):
        detail += " · " + QApplication.translate("StepsTable", "rehearsal")
    return f"{status_label(mark.status)} {detail}".strip()
