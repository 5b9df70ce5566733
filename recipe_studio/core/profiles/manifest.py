"""Reading and writing the recipe manifests of seeds 000 and 001 (``template`` dialect)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.profiles.base import Profile, ReadResult
from recipe_studio.core.profiles.reading import read_recipe, write_recipe

if TYPE_CHECKING:
    from recipe_studio.core.model import Recipe

_PARAM_KNOWN = ("name", "type", "default", "description", "required")


def read_manifest(data: Any, profile: Profile) -> ReadResult:
    recipe, problems = read_recipe(
        data, dialect="template", params_key="params", args_key="args", param_known=_PARAM_KNOWN
    )
    return ReadResult(recipe, problems)


def write_manifest(recipe: Recipe, profile: Profile) -> dict[str, Any]:
    return write_recipe(recipe, params_key="params", args_key="args")
