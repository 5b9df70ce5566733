"""Broken since last time: a result that lacks a field the recipe relies on, and once had.

After a tool step really ran, the fields later steps read from its result
(``${steps[N].result.date}``) and the fields its checks look at are looked up in the
result. A field that is missing, while the tool's learned shape
(:mod:`recipe_studio.core.shapes`) had it, means the tool's answer changed shape since
then: the step's outcome lists it (:class:`~recipe_studio.core.engine.results.LostField`)
before the step that needs it runs, and :func:`lost_field_message` says so in words
("Step 2's result no longer has date; it had it on 3 May 2026").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from recipe_studio.core.engine.results import LostField, StepOutcome
from recipe_studio.core.messages import Message, message
from recipe_studio.core.model import Recipe, ToolStep
from recipe_studio.core.references import (
    REFERENCE_WORDS,
    JsonPath,
    StepRef,
    describe_path_part,
    find_references,
)

if TYPE_CHECKING:
    from recipe_studio.core.checks import Check
    from recipe_studio.core.references import ReferenceNaming

#: A tool -> the paths its results had, each with when it was last seen (ISO 8601).
SeenPaths = Callable[[str], Sequence[tuple[JsonPath, str]]]
_MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December",
)  # fmt: skip


def shape_of(path: Sequence[str | int]) -> JsonPath:
    """A path as learned shapes keep it: every list position is the first item."""
    return tuple(0 if isinstance(part, int) else part for part in path)


def needed_paths(recipe: Recipe, index: int) -> dict[JsonPath, list[int]]:
    """Paths into step ``index``'s result that later steps' references read -> those steps."""
    ids = {
        s.step_id: i for i, s in enumerate(recipe.steps) if isinstance(s, ToolStep) and s.step_id
    }
    needed: dict[JsonPath, list[int]] = {}
    for later in range(index + 1, len(recipe.steps)):
        step = recipe.steps[later]
        if not isinstance(step, ToolStep):
            continue
        for found in find_references(step.args, recipe.dialect):
            ref = found.item
            if not isinstance(ref, StepRef) or not ref.path:
                continue
            target = ids.get(ref.step_id) if ref.step_id is not None else ref.index
            if target == index:
                users = needed.setdefault(tuple(ref.path), [])
                if later not in users:
                    users.append(later)
    return needed


def missing_prefix(value: Any, path: Sequence[str | int]) -> JsonPath | None:
    """The shortest start of ``path`` that ``value`` lacks (``None``: it has it all)."""
    current = value
    for position, part in enumerate(path):
        if isinstance(current, list) and isinstance(part, int) and 0 <= part < len(current):
            current = current[part]
            continue
        if isinstance(current, dict) and isinstance(part, str) and part in current:
            current = current[part]
            continue
        return tuple(path[: position + 1])
    return None


def lost_fields(
    recipe: Recipe,
    outcome: StepOutcome,
    checks: Sequence[Check],
    seen: SeenPaths | None,
) -> list[LostField]:
    """What ``outcome``'s real result lacks that the recipe needs and the shape had."""
    if seen is None or outcome.status != "ok" or outcome.pinned or not outcome.tool:
        return []
    wanted = {path: (users, False) for path, users in needed_paths(recipe, outcome.index).items()}
    for check in checks:
        if check.kind != "succeeds" and check.path:
            users, _ = wanted.get(tuple(check.path), ([], False))
            wanted[tuple(check.path)] = (users, True)
    if not wanted:
        return []
    learned = {shape_of(path): when for path, when in seen(outcome.tool)}
    lost: dict[JsonPath, LostField] = {}
    for path, (users, by_check) in wanted.items():
        gap = missing_prefix(outcome.result, path)
        if gap is None or shape_of(gap) not in learned:
            continue
        key = shape_of(gap)
        entry = lost.setdefault(key, LostField(path=list(key), seen_at=learned[key]))
        entry.needed_by = sorted({*entry.needed_by, *users})
        entry.by_check = entry.by_check or by_check
    return list(lost.values())


def english_date(when: str) -> str:
    """``3 May 2026`` (the CLI's; the window writes dates the UI language's way)."""
    try:
        moment = datetime.fromisoformat(when)
    except ValueError:
        return when
    return f"{moment.day} {_MONTHS[moment.month - 1]} {moment.year}"


def lost_field_message(
    step: int,
    lost: LostField,
    words: Mapping[str, str] = REFERENCE_WORDS,
    date: Callable[[str], str] = english_date,
    names: ReferenceNaming | None = None,
) -> Message:
    """ "Step 2's result no longer has date; it had it on 3 May 2026." (``step`` 0-based;
    ``names``: the recipe's titles, the field read by its title)."""
    path = tuple(lost.path)
    titles = names.path_titles(StepRef(index=step, path=path)) if names else [None] * len(path)
    field = " › ".join(
        title or describe_path_part(part, words) for part, title in zip(path, titles, strict=True)
    )
    return message("drift_lost_field", step=step + 1, field=field, date=date(lost.seen_at))
