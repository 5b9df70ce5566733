"""A running step's progress in words, for its row in the steps table and the Run panel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from recipe_studio.gui.i18n import translator, ui_locale

if TYPE_CHECKING:
    from recipe_studio.core.engine import StepProgress

tr = translator("RunProgress")


def progress_text(progress: StepProgress) -> str:
    """A figure, then the tool's words: "40 % · Copying files" ("12 done" without a total)."""
    locale = ui_locale()  # numbers as the UI language writes them
    ratio = progress.ratio
    if ratio is not None:
        figure = tr("{percent} %").format(percent=locale.toString(round(ratio * 100)))
    else:
        figure = tr("{count} done").format(count=locale.toString(float(progress.progress), "g", 6))
    return f"{figure} · {progress.message}" if progress.message else figure
