"""Rules about the recipe as a whole and its params."""

from __future__ import annotations

import re
from typing import Any

from recipe_studio.core import limits
from recipe_studio.core.model import Param, Recipe
from recipe_studio.core.problems import Problem, Severity, kinds, problem
from recipe_studio.core.profiles import Profile, value_fits
from recipe_studio.core.profiles.reading import Reader, not_object
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
    if "" in recipe.invalid_fields:
        # Not an object at all: "no name" and "no steps" would only repeat that.
        return [not_object(recipe.invalid_fields[""])]
    out: list[Problem] = []
    reader = Reader()
    for key, value in recipe.invalid_fields.items():
        reader.wrong_type(_TOP_EXPECTED.get(key, dict), value, field=key)
    out.extend(reader.problems)
    if "name" not in recipe.invalid_fields and not recipe.name.strip():
        out.append(problem("name_missing", field="name"))
    elif len(recipe.name) > limits.MAX_NAME_CHARS:
        limit = limits.MAX_NAME_CHARS
        out.append(problem("name_too_long", field="name", count=len(recipe.name), limit=limit))
    elif profile.name_prefix:
        if not recipe.name.startswith(profile.name_prefix):
            out.append(problem("name_prefix", field="name", prefix=profile.name_prefix))
        elif not _TOOL_NAME_RE.match(recipe.name):
            out.append(problem("name_characters", Severity.WARNING, field="name"))
    if profile.dialect == "custom" and not (recipe.description or "").strip():
        out.append(problem("description_missing", Severity.WARNING, field="description"))
    if not recipe.steps and "steps" not in recipe.invalid_fields:
        out.append(problem("steps_empty", field="steps"))
    out.extend(_outputs_problems(recipe, profile))
    if recipe.schema_version is not None and not profile.has_schema_version:
        out.append(_unknown_key("schema_version", profile))
    for key in recipe.extras():
        if key not in profile.top_keys:
            out.append(_unknown_key(key, profile))
    for index, param in enumerate(recipe.params):
        out.extend(param_problems(index, param, profile))
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
    if param.raw is not None:
        reader = Reader()
        reader.param(index, param.raw, ())
        return reader.problems
    out: list[Problem] = []
    if not param.name:
        out.append(problem("param_name_missing", param=index, field="name"))
    elif not PARAM_NAME_RE.match(param.name):
        out.append(problem("param_name_invalid", param=index, field="name", name=param.name))
    kind = profile.type_kind(param.type)
    if param.type is None:
        out.append(problem("param_type_missing", Severity.WARNING, param=index, field="type"))
    elif profile.param_types is not None and param.type not in profile.param_types:
        out.append(
            problem(
                "param_type_invalid",
                param=index,
                field="type",
                type=param.type,
                profile=profile.name,
                allowed=tuple(profile.param_types),
            )
        )
    if param.has_default:
        if not profile.param_has_default:
            out.append(
                problem(
                    "param_default_ignored",
                    Severity.WARNING,
                    param=index,
                    field="default",
                    profile=profile.name,
                )
            )
        elif kind is not None and not value_fits(kind, param.default):
            out.append(
                problem(
                    "param_default_type",
                    param=index,
                    field="default",
                    type=param.type,
                    kind=kinds(kind),
                )
            )
    if profile.dialect == "custom":
        if not (param.description or "").strip():
            out.append(problem("param_description_missing", Severity.WARNING, param=index))
    elif param.required is not None:
        out.append(_unknown_key("required", profile, param=index))
    for key in param.extras():
        if key not in profile.param_keys:
            out.append(_unknown_key(key, profile, param=index))
    return out
