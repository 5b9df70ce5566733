"""Reading and writing ``custom_tool_create`` workflows (seed 004, ``custom`` dialect)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.profiles.base import Profile, ReadResult
from recipe_studio.core.profiles.reading import read_recipe, write_recipe

if TYPE_CHECKING:
    from recipe_studio.core.model import Recipe

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
    return write_recipe(recipe, params_key="parameters", args_key="arguments")
