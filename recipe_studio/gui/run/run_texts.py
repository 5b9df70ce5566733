"""The words of a run's outcome: what its steps did, counted, in sentences."""

from __future__ import annotations

from typing import TYPE_CHECKING

from recipe_studio.core.messages import message
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.texts import message_text

if TYPE_CHECKING:
    from recipe_studio.core.engine import RunResult

tr = translator("RunPanel")


def tally_text(result: RunResult) -> str:
    """What the steps of a run did, counted: "2 done, 1 previewed — not executed"."""
    parts = [tr("%n done", len(result.done_steps))]
    if result.previewed_steps:
        parts.append(tr("%n previewed — not executed", len(result.previewed_steps)))
    guessed = [o for o in result.steps if o.status == "skipped" and not o.optional]
    if len(result.skipped_optional) > len(guessed):
        optional = len(result.skipped_optional) - len(guessed)
        parts.append(tr("%n optional skipped", optional))
    if guessed:  # a rehearsal's step that failed on example values
        parts.append(tr("%n skipped (they used example values)", len(guessed)))
    not_sent = [o for o in result.steps if o.status == "not_sent"]
    if not_sent:
        parts.append(tr("%n not sent (rehearsal)", len(not_sent)))
    return ", ".join(parts)


def summary_text(result: RunResult) -> str:
    """The run's steps counted, in sentences: core's "Every step went through (3 steps)."
    when they all did, else what they did, and core's "2 steps did not run." if some did not."""
    done = result.done_steps
    if result.ok and done and len(done) == len(result.steps) and not result.not_run:
        return message_text(message("run_summary_ok", count=len(done)))
    parts = []
    if done or result.previewed_steps or result.skipped_optional or result.rehearsal:
        parts.append(sentence(tally_text(result)))
    if result.not_run:
        parts.append(message_text(message("run_not_run", count=len(result.not_run))))
    return " ".join(parts)


def sentence(text: str) -> str:
    """``text`` ending like a sentence (someone else's words may not)."""
    text = text.strip()
    return text if not text or text.endswith((".", "!", "?", "…")) else text + "."
