"""Reading and writing ``custom_tool_create`` workflows (seed 004, ``custom`` dialect)."""

from __future__ import annotations

from typing import Any

from recipe_studio.core.model import RawStep, Recipe, ToolStep, WaitStep
from recipe_studio.core.profiles.base import Profile, ReadResult
from recipe_studio.core.profiles.reading import read_recipe, write_param, write_tail, write_wait

_PARAM_KNOWN = ("name", "type", "description", "required", "default")


def read_custom_tool(data: Any, profile: Profile) -> ReadResult:
    recipe, problems = read_recipe(
        data,
        dialect="custom",
        params_key="parameters",
        args_key="arguments",
        param_known=_PARAM_KNOWN,
    )
    return ReadResult(recipe, problems)


def write_custom_tool(recipe: Recipe, profile: Profile) -> dict[str, Any]:
    out: dict[str, Any] = {"name": recipe.name}
    if recipe.description is not None:
        out["description"] = recipe.description
    if recipe.params or "parameters" in recipe.present_keys:
        out["parameters"] = [write_param(p) for p in recipe.params]
    out["steps"] = [_write_step(step) for step in recipe.steps]
    if recipe.outputs is not None:
        out["outputs"] = recipe.outputs
    if recipe.schema_version is not None:
        out["schema_version"] = recipe.schema_version
    return write_tail(recipe, out)


def _write_step(step: ToolStep | WaitStep | RawStep) -> Any:
    if isinstance(step, RawStep):
        return step.raw
    if isinstance(step, WaitStep):
        return write_wait(step)
    out: dict[str, Any] = {}
    if step.step_id is not None:
        out["id"] = step.step_id
    out["tool"] = step.tool
    if step.args_present or step.args:
        out["arguments"] = step.args
    if step.optional is not None:
        out["optional"] = step.optional
    out.update(step.extras())
    return out
