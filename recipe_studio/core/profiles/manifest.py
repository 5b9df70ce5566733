"""Reading and writing the recipe manifests of seeds 000 and 001 (``template`` dialect)."""

from __future__ import annotations

from typing import Any

from recipe_studio.core.model import RawStep, Recipe, ToolStep, WaitStep
from recipe_studio.core.profiles.base import Profile, ReadResult
from recipe_studio.core.profiles.reading import read_recipe, write_param, write_tail, write_wait

_PARAM_KNOWN = ("name", "type", "default", "description", "required")


def read_manifest(data: Any, profile: Profile) -> ReadResult:
    recipe, problems = read_recipe(
        data, dialect="template", params_key="params", args_key="args", param_known=_PARAM_KNOWN
    )
    return ReadResult(recipe, problems)


def write_manifest(recipe: Recipe, profile: Profile) -> dict[str, Any]:
    out: dict[str, Any] = {"name": recipe.name}
    if recipe.description is not None:
        out["description"] = recipe.description
    if recipe.schema_version is not None:
        out["schema_version"] = recipe.schema_version
    if recipe.params or "params" in recipe.present_keys:
        out["params"] = [write_param(p) for p in recipe.params]
    out["steps"] = [write_step(step) for step in recipe.steps]
    if recipe.outputs is not None:
        out["outputs"] = recipe.outputs
    return write_tail(recipe, out)


def write_step(step: ToolStep | WaitStep | RawStep) -> Any:
    if isinstance(step, RawStep):
        return step.raw
    if isinstance(step, WaitStep):
        return write_wait(step)
    out: dict[str, Any] = {"tool": step.tool}
    if step.args_present or step.args:
        out["args"] = step.args
    if step.optional is not None:
        out["optional"] = step.optional
    out.update(step.extras())
    return out
