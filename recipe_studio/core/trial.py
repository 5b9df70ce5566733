"""Trying one step: which steps may be tried, and what their references read.

"Try this step" runs just one step with its current arguments, to see its result (and
learn its fields, :mod:`recipe_studio.core.shapes`) before the recipe runs. It is meant
to be harmless, so it asks no confirmation: only a step whose tool the catalog says
only reads can be tried (an unknown tool counts as state-changing). Its
references to earlier steps read what those steps gave last (their pinned result first,
as in test runs); a reference to a step with no result yet is named before anything runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from recipe_studio.core.engine.results import StepOutcome
from recipe_studio.core.model import Dialect, Step, ToolStep
from recipe_studio.core.references import StepRef, find_references

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from recipe_studio.core.catalog import Catalog

#: Why a step cannot be tried.
TrialBlock = Literal["not_a_tool_step", "no_tool", "unknown_tool", "changes_state"]


def trial_block(step: Step | None, catalog: Catalog) -> TrialBlock | None:
    """Why ``step`` cannot be tried (``None``: it can)."""
    if not isinstance(step, ToolStep):
        return "not_a_tool_step"
    if not step.tool:
        return "no_tool"
    tool = catalog.get(step.tool)
    if tool is None:
        return "unknown_tool"
    if tool.changes_state:
        return "changes_state"
    return None


@dataclass(frozen=True)
class TrialInputs:
    """What a tried step reads from the steps before it."""

    #: uid -> the earlier step's last result, as the engine reads a previous run.
    prior: dict[str, StepOutcome] = field(default_factory=dict)
    #: Earlier steps (0-based) the step refers to that have no result yet.
    missing: list[int] = field(default_factory=list)


def referenced_steps(steps: Sequence[Step], row: int, dialect: Dialect) -> list[int]:
    """The earlier tool steps (0-based, in order) whose results step ``row`` reads."""
    step = steps[row]
    if not isinstance(step, ToolStep):
        return []
    ids = {s.step_id: i for i, s in enumerate(steps) if isinstance(s, ToolStep) and s.step_id}
    found: set[int] = set()
    for ref in find_references(step.args, dialect):
        item = ref.item
        if not isinstance(item, StepRef):
            continue
        index = ids.get(item.step_id) if item.step_id is not None else item.index
        if index is not None and index < row and isinstance(steps[index], ToolStep):
            found.add(index)
    return sorted(found)


def trial_inputs(
    steps: Sequence[Step],
    row: int,
    dialect: Dialect,
    results: Mapping[str, Any],
    pins: Mapping[str, Any],
) -> TrialInputs:
    """The earlier results step ``row`` reads when tried, and the ones it lacks.

    ``results`` are the steps' last real results and ``pins`` the pinned ones (by uid).
    """
    prior: dict[str, StepOutcome] = {}
    missing: list[int] = []
    for index in referenced_steps(steps, row, dialect):
        step = steps[index]
        assert isinstance(step, ToolStep)
        if step.uid in pins:
            value, pinned = pins[step.uid], True
        elif step.uid in results:
            value, pinned = results[step.uid], False
        else:
            missing.append(index)
            continue
        prior[step.uid] = StepOutcome(
            index=index, uid=step.uid, tool=step.tool, status="ok", result=value, pinned=pinned
        )
    return TrialInputs(prior, missing)
