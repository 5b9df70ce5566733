"""What a run's step outcome says beyond its status, as messages (the edge makes words).

The Run panel, the steps table's tooltips, the command line and the test report all show
the same notes for a step: not sent in a rehearsal and what stands in for its result,
example values it was fed, a tool that acted when asked only for a preview, fields its
result lost since last time; and each check as it came out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from recipe_studio.core.checks import CheckResult, check_message, reason_message
from recipe_studio.core.engine.drift import english_date, lost_field_message
from recipe_studio.core.messages import Message, message
from recipe_studio.core.references import REFERENCE_WORDS

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from recipe_studio.core.engine.results import StepOutcome
    from recipe_studio.core.references import ReferenceNaming

STAND_IN_MESSAGES = {
    "pin": "stand_in_pin",
    "schema": "stand_in_schema",
    "shape": "stand_in_shape",
    "none": "stand_in_none",
}


def step_notes(
    outcome: StepOutcome,
    words: Mapping[str, str] = REFERENCE_WORDS,
    date: Callable[[str], str] = english_date,
    names: ReferenceNaming | None = None,
) -> list[Message]:
    """The notes of one step, most important first (checks are separate:
    :func:`check_lines`)."""
    notes: list[Message] = []
    if outcome.status == "not_sent":
        notes.append(message("rehearsal_not_sent"))
        notes.append(message(STAND_IN_MESSAGES[outcome.stand_in or "none"]))
    if outcome.acted:
        notes.append(message("rehearsal_tool_acted", step=outcome.index + 1))
    if outcome.fed_by:
        steps = ", ".join(str(index + 1) for index in outcome.fed_by)
        notes.append(message("rehearsal_fed", count=len(outcome.fed_by), steps=steps))
    notes.extend(
        lost_field_message(outcome.index, lost, words, date, names) for lost in outcome.lost_fields
    )
    return notes


def check_line(
    result: CheckResult,
    words: Mapping[str, str] = REFERENCE_WORDS,
    names: ReferenceNaming | None = None,
) -> Message:
    """``Check failed: Step 2 › date is present: it is missing.`` (or passed, not checked)."""
    what = check_message(result.check, result.step, words, names)
    why = reason_message(result)
    if why is None:
        return message("check_line_passed", check=what)
    return message(
        "check_line_failed" if result.failed else "check_line_unchecked", check=what, reason=why
    )


def check_lines(
    results: Sequence[CheckResult],
    words: Mapping[str, str] = REFERENCE_WORDS,
    names: ReferenceNaming | None = None,
) -> list[Message]:
    return [check_line(result, words, names) for result in results]
