"""Param values for a run: defaults filled in, text coerced to each type, every value checked.

A manifest param without a default is required; a custom-tool input is required when it
says ``required: true``. Values typed by a person (the CLI's ``--param k=v``, a text field)
arrive as text and are converted per the param's type, with a message naming the param
when that is impossible. Every problem is collected before :class:`ParamError` is raised.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.messages import Message, message
from recipe_studio.core.profiles import Profile, ValueKind, value_fits
from recipe_studio.core.values import ParamValueError, coerce_text

if TYPE_CHECKING:
    from collections.abc import Mapping

    from recipe_studio.core.model import Param, Recipe

__all__ = [
    "ParamError",
    "ParamValueError",
    "coerce_text",
    "collect_params",
    "is_required",
    "parse_assignments",
]


class ParamError(ValueError):
    """One or more param values are missing or of the wrong type.

    ``messages`` lists them as translatable messages; ``problems`` is their English text.
    """

    def __init__(self, messages: list[Message]) -> None:
        self.messages = messages
        self.problems = [msg.text for msg in messages]
        super().__init__("; ".join(self.problems))


def is_required(param: Param, profile: Profile) -> bool:
    """Whether a run needs a value for ``param`` from the user (the profile's rule)."""
    return profile.is_required(param)


def check_value(kind: ValueKind | None, value: Any, *, from_text: bool) -> Any:
    """``value`` as a value of ``kind`` (coercing text when ``from_text``), else ValueError."""
    if kind is None:
        return value
    if from_text and isinstance(value, str) and kind != "string":
        return coerce_text(kind, value)
    if not value_fits(kind, value):
        raise ParamValueError(message(f"value_needs_{kind}"))
    if kind == "integer" and isinstance(value, float):
        return int(value)
    return value


def collect_params(
    recipe: Recipe,
    profile: Profile,
    given: Mapping[str, Any] | None = None,
    *,
    from_text: bool = True,
    blank_is_missing: bool = False,
) -> dict[str, Any]:
    """Every param's value for a run, checked against its type.

    ``given`` wins over defaults. With ``from_text`` a string given for a non-text param
    is converted (``"3"`` for an int param is 3). With ``blank_is_missing`` an empty text
    given for a required param counts as not given (a form's field left empty).
    Raises :class:`ParamError`.
    """
    given = dict(given or {})
    if blank_is_missing:
        required = {p.name for p in recipe.params if p.name and is_required(p, profile)}
        given = {k: v for k, v in given.items() if not (k in required and v == "")}
    problems: list[Message] = []
    values: dict[str, Any] = {}
    declared = {param.name for param in recipe.params if param.name}
    for name in given:
        if name not in declared:
            if declared:
                known = ", ".join(sorted(declared))
                problems.append(message("param_not_declared", name=name, known=known))
            else:
                problems.append(message("param_none_declared", name=name))
    for param in recipe.params:
        if not param.name:
            continue
        kind = profile.type_kind(param.type)
        if param.name in given:
            value, typed = given[param.name], from_text
        elif param.has_default:
            value, typed = param.default, False
        else:
            if is_required(param, profile):
                problems.append(message("param_needs_value", name=param.name))
            continue
        try:
            values[param.name] = check_value(kind, value, from_text=typed)
        except ParamValueError as exc:
            code = "param_bad_value" if param.name in given else "param_bad_default"
            problems.append(message(code, name=param.name, problem=exc.message))
    if problems:
        raise ParamError(problems)
    return values


def parse_assignments(items: list[str]) -> dict[str, str]:
    """``["k=v", ...]`` as a dict; :class:`ParamError` for an item without ``=``."""
    out: dict[str, str] = {}
    problems: list[Message] = []
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            problems.append(message("param_not_assignment", item=item))
            continue
        out[name.strip()] = value
    if problems:
        raise ParamError(problems)
    return out
