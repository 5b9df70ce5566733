"""Rules about the recipe as a whole and its params."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from recipe_studio.core import limits
from recipe_studio.core.model import Param, Recipe
from recipe_studio.core.problems import Problem, Severity, kinds, not_object, problem
from recipe_studio.core.profiles import Profile, value_fits
from recipe_studio.core.profiles.reading import Reader
from recipe_studio.core.references import PARAM_NAME_RE

_TOOL_NAME_RE = re.compile(r"^[A-Za-z0-9_.\-]{1,128}$")


_TOP_EXPECTED: dict[str, type] = {
    "name": str,
    "description": str,
    "params": list,
    "parameters": list,
    "steps": list,
    "outputs": list,
    "schema_version": int,
}


def recipe_problems(recipe: Recipe, profile: Profile) -> list[Problem]:
    """The recipe's own problems and its params', in :data:`_RECIPE_RULES` order."""
    if "" in recipe.invalid_fields:
        # Not an object at all: "no name" and "no steps" would only repeat that.
        return [not_object(recipe.invalid_fields[""])]
    return [found for rule in _RECIPE_RULES for found in rule(recipe, profile)]


def _wrong_types(recipe: Recipe, profile: Profile) -> list[Problem]:
    reader = Reader()
    for key, value in recipe.invalid_fields.items():
        reader.wrong_type(_TOP_EXPECTED.get(key, dict), value, field=key)
    return reader.problems


def _name_problems(recipe: Recipe, profile: Profile) -> list[Problem]:
    if "name" not in recipe.invalid_fields and not recipe.name.strip():
        return [problem("name_missing", field="name")]
    if len(recipe.name) > limits.MAX_NAME_CHARS:
        limit = limits.MAX_NAME_CHARS
        return [problem("name_too_long", field="name", count=len(recipe.name), limit=limit)]
    if not profile.name_prefix:
        return []
    if not recipe.name.startswith(profile.name_prefix):
        return [problem("name_prefix", field="name", prefix=profile.name_prefix)]
    if not _TOOL_NAME_RE.match(recipe.name):
        return [problem("name_characters", Severity.WARNING, field="name")]
    return []


def _description_problems(recipe: Recipe, profile: Profile) -> list[Problem]:
    if profile.dialect == "custom" and not (recipe.description or "").strip():
        return [problem("description_missing", Severity.WARNING, field="description")]
    return []


def _steps_problems(recipe: Recipe, profile: Profile) -> list[Problem]:
    if not recipe.steps and "steps" not in recipe.invalid_fields:
        return [problem("steps_empty", field="steps")]
    return []


def _top_key_problems(recipe: Recipe, profile: Profile) -> list[Problem]:
    """Keys the profile does not know (kept, but the target will not read them)."""
    out: list[Problem] = []
    if recipe.schema_version is not None and not profile.has_schema_version:
        out.append(_unknown_key("schema_version", profile))
    out.extend(_unknown_key(key, profile) for key in recipe.extras() if key not in profile.top_keys)
    return out


def _params_problems(recipe: Recipe, profile: Profile) -> list[Problem]:
    return [
        found
        for index, param in enumerate(recipe.params)
        for found in param_problems(index, param, profile)
    ]


def _duplicate_param_names(recipe: Recipe, profile: Profile) -> list[Problem]:
    out: list[Problem] = []
    seen: dict[str, int] = {}
    for index, param in enumerate(recipe.params):
        if param.raw is not None or not param.name:
            continue
        if param.name in seen:
            out.append(problem("param_name_duplicate", param=index, field="name", name=param.name))
        else:
            seen[param.name] = index
    return out


def _unknown_key(key: str, profile: Profile, **where: Any) -> Problem:
    return problem("unknown_key", Severity.WARNING, key=key, profile=profile.name, **where)


def _outputs_problems(recipe: Recipe, profile: Profile) -> list[Problem]:
    if recipe.outputs is None:
        return []
    if not profile.allows_outputs:
        return [problem("outputs_unsupported", field="outputs", profile=profile.name)]
    return [
        problem("output_invalid", field="outputs", path=(i,))
        for i, output in enumerate(recipe.outputs)
        if not (isinstance(output, dict) and isinstance(output.get("kind"), str))
    ]


def param_problems(index: int, param: Param, profile: Profile) -> list[Problem]:
    """One param's problems, in :data:`_PARAM_RULES` order (a param that is not even an
    object only says so)."""
    if param.raw is not None:
        reader = Reader()
        reader.param(index, param.raw, ())
        return reader.problems
    return [found for rule in _PARAM_RULES for found in rule(index, param, profile)]


def _param_name(index: int, param: Param, profile: Profile) -> list[Problem]:
    if not param.name:
        return [problem("param_name_missing", param=index, field="name")]
    if not PARAM_NAME_RE.match(param.name):
        return [problem("param_name_invalid", param=index, field="name", name=param.name)]
    return []


def _param_type(index: int, param: Param, profile: Profile) -> list[Problem]:
    if param.type is None:
        return [problem("param_type_missing", Severity.WARNING, param=index, field="type")]
    if profile.param_types is not None and param.type not in profile.param_types:
        return [
            problem(
                "param_type_invalid",
                param=index,
                field="type",
                type=param.type,
                profile=profile.name,
                allowed=tuple(profile.param_types),
            )
        ]
    return []


def _param_default(index: int, param: Param, profile: Profile) -> list[Problem]:
    if not param.has_default:
        return []
    if not profile.param_has_default:
        return [
            problem(
                "param_default_ignored",
                Severity.WARNING,
                param=index,
                field="default",
                profile=profile.name,
            )
        ]
    kind = profile.type_kind(param.type)
    if kind is not None and not value_fits(kind, param.default):
        found = problem(
            "param_default_type", param=index, field="default", type=param.type, kind=kinds(kind)
        )
        return [found]
    return []


def _param_keys(index: int, param: Param, profile: Profile) -> list[Problem]:
    """What the profile's dialect asks of a param's keys, and keys it does not know."""
    out: list[Problem] = []
    if profile.dialect == "custom":
        if not (param.description or "").strip():
            out.append(problem("param_description_missing", Severity.WARNING, param=index))
    elif param.required is not None:
        out.append(_unknown_key("required", profile, param=index))
    out.extend(
        _unknown_key(key, profile, param=index)
        for key in param.extras()
        if key not in profile.param_keys
    )
    return out


RecipeRule = Callable[[Recipe, Profile], list[Problem]]
ParamRule = Callable[[int, Param, Profile], list[Problem]]

#: The recipe's rules, in the order their problems are listed.
_RECIPE_RULES: tuple[RecipeRule, ...] = (
    _wrong_types,
    _name_problems,
    _description_problems,
    _steps_problems,
    _outputs_problems,
    _top_key_problems,
    _params_problems,
    _duplicate_param_names,
)
#: A param's rules, in the order their problems are listed.
_PARAM_RULES: tuple[ParamRule, ...] = (_param_name, _param_type, _param_default, _param_keys)
