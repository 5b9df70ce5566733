"""What ``recipe-studio run`` prints while a run goes on: one line per step, and progress.

A tool's progress is a bar redrawn in place on a terminal ("[2/5] convert ▕████░░░░▏ 40 %
part 2 of 5"), cleared when the step's line comes; elsewhere (a pipe, a log file) a plain
line at most every :data:`PLAIN_EVERY` seconds; with ``--json`` none at all, so the output
stays the run's result and nothing else.
"""

from __future__ import annotations

import shutil
import time
from typing import TYPE_CHECKING, Any, TextIO

from recipe_studio.commands.words import cli_text
from recipe_studio.core.engine import Connecting, RunEvent, StepFinished, StepProgress, Waiting

if TYPE_CHECKING:
    from recipe_studio.core.reference_names import ReferenceNames

BAR_CELLS = 20
#: Seconds between two plain progress lines of a step (not on a terminal).
PLAIN_EVERY = 1.0


def progress_words(progress: StepProgress) -> str:
    """The figure and the tool's own words: "40 % part 2 of 5", "12 done"."""
    ratio = progress.ratio
    figure = f"{round(ratio * 100)} %" if ratio is not None else f"{progress.progress:g} done"
    return f"{figure} {progress.message}".strip()


def progress_bar(ratio: float | None) -> str:
    if ratio is None:
        return ""
    filled = round(ratio * BAR_CELLS)
    return "▕" + "█" * filled + "░" * (BAR_CELLS - filled) + "▏ "


class EventPrinter:
    """Prints a run's events to ``out``; ``progress=False`` leaves progress out."""

    def __init__(
        self,
        total: int,
        out: TextIO,
        *,
        progress: bool = True,
        names: ReferenceNames | None = None,
    ) -> None:
        """``names``: the recipe's titles, which fields in a step's notes read by."""
        self.total = total
        self.names = names
        self.out = out
        self.progress = progress
        self.terminal = _is_terminal(out)
        self._drawn = False
        self._last_plain = 0.0

    def __call__(self, event: RunEvent) -> None:
        if isinstance(event, Connecting):
            self._line(f"Connecting to {event.name or event.server} …")
        elif isinstance(event, Waiting) and event.remaining == event.seconds:
            # A long pause would otherwise look like a hang.
            self._line(f"[{event.index + 1}/{self.total}] waiting {event.seconds:g} s …")
        elif isinstance(event, StepProgress):
            if self.progress:
                self._progress(event)
        elif isinstance(event, StepFinished):
            from recipe_studio.commands.checking import step_details

            self._line(step_line(event, self.total))
            for detail in step_details(event.outcome, self.names):
                self._line("    " + detail)

    def _progress(self, event: StepProgress) -> None:
        from recipe_studio.commands.words import cli_tool_words

        head = f"[{event.index + 1}/{self.total}] {cli_tool_words().tool(event.tool)} "
        if self.terminal:
            width = max(20, shutil.get_terminal_size((80, 20)).columns - 1)
            text = (head + progress_bar(event.ratio) + progress_words(event))[:width]
            self.out.write("\r\033[K" + text)
            self.out.flush()
            self._drawn = True
            return
        now = time.monotonic()
        if now - self._last_plain >= PLAIN_EVERY or event.ratio == 1.0:
            self._last_plain = now
            self._line(head + progress_words(event))

    def _line(self, text: str) -> None:
        if self._drawn:
            self.out.write("\r\033[K")
            self._drawn = False
        print(text, file=self.out, flush=True)


def step_line(event: StepFinished, total: int) -> str:
    from recipe_studio.commands.words import cli_tool_words

    o = event.outcome
    name = cli_tool_words().tool(o.tool) if o.tool else ("wait" if o.kind == "wait" else "step")
    line = f"[{o.index + 1}/{total}] {name}: {o.status.replace('_', ' ')}"
    if o.pinned:
        line += " (pinned)"
    if o.status == "preview" and isinstance(o.result, dict) and o.result.get("would"):
        line += f" (not done: would {o.result['would']})"
    elif o.error_message is not None:
        line += f": {cli_text(o.error_message)}"
    elif o.error:
        line += f": {o.error}"
    return line + f" ({o.duration_ms:.0f} ms)"


def _is_terminal(out: Any) -> bool:
    try:
        return bool(out.isatty())
    except (AttributeError, ValueError):
        return False
