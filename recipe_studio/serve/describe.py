"""A served recipe as an MCP tool: its input and output schemas, annotations and texts.

Every rule comes from core: which params are required (:func:`is_required`), each
param's JSON type (the profile's type kinds), which steps change state and so need the
one confirmation (:func:`state_changing_steps`), which may delete or overwrite
(:func:`deletes_or_overwrites`), how arguments read (:func:`step_summary`).

Nothing here imports ``mcp``: the definitions are plain dicts in the SDK's field names,
so :mod:`recipe_studio.serve.server` turns them into ``Tool`` objects.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from recipe_studio.core.engine import PlannedAction, RunResult, is_required, state_changing_steps
from recipe_studio.core.engine.plan import deletes_or_overwrites
from recipe_studio.core.engine.results import Outcome, StepStatus
from recipe_studio.core.model import Recipe, ToolStep
from recipe_studio.core.summary import step_summary

if TYPE_CHECKING:
    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.profiles import Profile
    from recipe_studio.serve.studio_settings import RecipeConnection


@dataclass(frozen=True)
class ServedRecipe:
    """A saved recipe the server offers, with what it was judged against."""

    name: str
    tool: str
    profile: Profile
    recipe: Recipe
    #: The library's revision of the recipe when it was read (for the run record).
    revision: int
    connection: RecipeConnection
    #: The tools its annotations were worked out from.
    catalog: Catalog

    @cached_property
    def actions(self) -> list[PlannedAction]:
        """The steps a run asks to confirm (params do not change which ones)."""
        return state_changing_steps(self.recipe, self.profile, self.catalog, {})

    @property
    def read_only(self) -> bool:
        return not self.actions

    @property
    def destructive(self) -> bool:
        """A step that really runs (not only previews) may delete or overwrite."""
        return any(
            not action.previews and deletes_or_overwrites(self.catalog, action.tool)
            for action in self.actions
        )

    def definition(self) -> dict[str, Any]:
        """The ``tools/list`` entry, in the SDK's ``Tool`` field names."""
        read_only = self.read_only
        return {
            "name": self.tool,
            "title": self.name,
            "description": self.description(),
            "input_schema": input_schema(self.recipe, self.profile),
            "output_schema": OUTPUT_SCHEMA,
            "annotations": {
                "title": self.name,
                "read_only_hint": read_only,
                "destructive_hint": False if read_only else self.destructive,
                "idempotent_hint": None,
                "open_world_hint": None,
            },
        }

    def description(self) -> str:
        count = len(self.recipe.steps)
        steps = f"{count} step{'s' if count != 1 else ''}"
        text = (self.recipe.description or "").strip() or (
            f"Runs the Recipe Studio recipe “{self.name}” ({steps})."
        )
        if not self.read_only:
            text += (
                "\n\nSome steps change things: the user is asked to confirm them once "
                "before anything runs."
            )
        return text


def input_schema(recipe: Recipe, profile: Profile) -> dict[str, Any]:
    """JSON Schema of the recipe's params: types, defaults, descriptions, required."""
    properties: dict[str, Any] = {}
    required: list[str] = []
    for param in recipe.params:
        if not param.name or param.raw is not None:
            continue
        prop: dict[str, Any] = {}
        kind = profile.type_kind(param.type)
        if kind is not None:
            prop["type"] = kind
        if param.description:
            prop["description"] = param.description
        if param.has_default:
            prop["default"] = param.default
        properties[param.name] = prop
        if is_required(param, profile):
            required.append(param.name)
    schema: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        schema["required"] = required
    return schema


# --------------------------------------------------------------------------- results


class ServedStep(BaseModel):
    index: int = Field(description="The step's position, counting from 0.")
    tool: str | None = Field(description="The tool the step called (none for a wait step).")
    status: StepStatus = Field(
        description="ok; preview (the tool asks its own confirmation, so it only "
        "showed what it would do); skipped (an optional step that failed); failed; cancelled."
    )
    result: Any = Field(default=None, description="What the step returned.")
    error: str | None = Field(default=None, description="Why the step failed.")


class ServedResult(BaseModel):
    """What a call of a recipe tool answers (its ``structuredContent``)."""

    ok: bool = Field(description="Every step that had to run went through.")
    outcome: Outcome = Field(description="ok, failed, cancelled or declined (not confirmed).")
    recipe: str
    result: Any = Field(
        default=None, description="The result of the last step that completed: the recipe's answer."
    )
    steps: list[ServedStep] = Field(description="Each step that was reached, in order.")
    completed_steps: list[int] = Field(description="Positions of the steps that completed.")
    skipped_optional: list[int] = Field(description="Positions of optional steps that failed.")
    error: str | None = Field(default=None, description="What went wrong, when it did.")
    failed_step: int | None = Field(default=None, description="The step that stopped the run.")
    run_id: str | None = Field(
        default=None, description="The run record Recipe Studio saved (its run history)."
    )


OUTPUT_SCHEMA: dict[str, Any] = ServedResult.model_json_schema()


def served_result(result: RunResult, run_id: str | None) -> ServedResult:
    result = result.storable()[0]  # parts nested too deep to send are cut, with a note
    last = next((o for o in reversed(result.steps) if o.index in result.completed_steps), None)
    return ServedResult(
        ok=result.ok,
        outcome=result.outcome,
        recipe=result.recipe,
        result=last.result if last is not None else None,
        steps=[
            ServedStep(index=o.index, tool=o.tool, status=o.status, result=o.result, error=o.error)
            for o in result.steps
        ],
        completed_steps=list(result.completed_steps),
        skipped_optional=list(result.skipped_optional),
        error=result.error,
        failed_step=result.failed_step,
        run_id=run_id,
    )


def result_text(answer: ServedResult) -> str:
    """The text content: the error first when there is one, then the result as JSON."""
    body = json.dumps(answer.model_dump(mode="json"), ensure_ascii=False, indent=2)
    return body if answer.ok else f"{answer.error or answer.outcome}\n\n{body}"


# --------------------------------------------------------------------------- confirmation


def confirmation_message(served: ServedRecipe, actions: list[PlannedAction]) -> str:
    """The elicitation text: the state-changing steps in words, as the window lists them."""
    count = len(actions)
    lines = [
        f"Run “{served.name}”? {count} step{'s' if count != 1 else ''} can change "
        f"something on “{served.connection.name}”:",
        "",
    ]
    for action in actions:
        step = ToolStep(tool=action.tool, args=action.args)
        args = step_summary(step, served.recipe.dialect)
        lines.append(f"• Step {action.index + 1}: {action.tool}" + (f" — {args}" if args else ""))
        if action.previews:
            lines.append("  (only shows a preview: this tool asks for its own confirmation)")
        if action.unknown_tool:
            lines.append("  (the server does not describe this tool)")
    lines += ["", "Nothing runs unless you accept."]
    return "\n".join(lines)


#: The confirmation asks for nothing but yes or no: accept runs, decline or cancel does not.
CONFIRM_SCHEMA: dict[str, Any] = {"type": "object", "properties": {}}
