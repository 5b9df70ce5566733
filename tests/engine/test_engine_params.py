"""Param values for a run: defaults, required params, coercion from text, type checks."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import recipe_of

from recipe_studio.core.engine import ParamError, coerce_text, collect_params, parse_assignments
from recipe_studio.core.profiles import get_profile

MANIFEST: dict[str, Any] = {
    "name": "p",
    "params": [
        {"name": "count", "type": "int", "default": 5},
        {"name": "loud", "type": "bool", "default": False},
        {"name": "who", "type": "string"},
    ],
    "steps": [{"tool": "echo", "args": {}}],
}


def test_defaults_fill_in_and_text_is_coerced() -> None:
    recipe = recipe_of(MANIFEST)
    macos = get_profile("macos")
    assert collect_params(recipe, macos, {"who": "Ann"}) == {
        "count": 5,
        "loud": False,
        "who": "Ann",
    }
    values = collect_params(recipe, macos, {"who": "42", "count": "7", "loud": "yes"})
    assert values == {"count": 7, "loud": True, "who": "42"}  # a string param stays text


def test_every_problem_is_reported_at_once() -> None:
    recipe = recipe_of(MANIFEST)
    with pytest.raises(ParamError) as caught:
        collect_params(recipe, get_profile("macos"), {"count": "many", "extra": "1"})
    problems = caught.value.problems
    not_declared = "“extra” is not a parameter of this recipe (its parameters: count, loud, who)."
    assert not_declared in problems
    assert "The parameter “count”: Write a whole number, not “many”." in problems
    assert "The parameter “who” needs a value." in problems
    # The same problems as translatable messages (code + values) for the window.
    codes = [message.code for message in caught.value.messages]
    assert sorted(codes) == ["param_bad_value", "param_needs_value", "param_not_declared"]


def test_values_not_from_text_are_type_checked() -> None:
    recipe = recipe_of(MANIFEST)
    with pytest.raises(ParamError, match="“count”: This needs a whole number"):
        collect_params(recipe, get_profile("macos"), {"who": "a", "count": "3"}, from_text=False)
    assert collect_params(recipe, get_profile("macos"), {"who": "a", "count": 3.0})["count"] == 3


def test_a_default_of_the_wrong_type_is_reported() -> None:
    manifest = {**MANIFEST, "params": [{"name": "n", "type": "int", "default": "x"}]}
    with pytest.raises(ParamError, match="The default value of the parameter “n”"):
        collect_params(recipe_of(manifest), get_profile("macos"), {})


def test_custom_tool_inputs_are_required_only_when_marked() -> None:
    manifest = {
        "name": "user_x",
        "parameters": [
            {"name": "a", "type": "number", "required": True},
            {"name": "b", "type": "object"},
            {"name": "c", "type": "array"},
        ],
        "steps": [{"id": "s", "tool": "echo", "arguments": {}}],
    }
    recipe = recipe_of(manifest, "custom-tool")
    profile = get_profile("custom-tool")
    assert collect_params(recipe, profile, {"a": "2.5"}) == {"a": 2.5}
    assert collect_params(recipe, profile, {"a": "2", "b": '{"k": 1}', "c": "[1]"}) == {
        "a": 2,
        "b": {"k": 1},
        "c": [1],
    }
    with pytest.raises(ParamError, match="needs a value"):
        collect_params(recipe, profile, {})
    with pytest.raises(ParamError, match="“b”: This needs a JSON object"):
        collect_params(recipe, profile, {"a": 1, "b": "[1]"})


def test_windows_free_type_names() -> None:
    manifest = {
        "name": "w",
        "schema_version": 1,
        "params": [{"name": "n", "type": "Integer"}, {"name": "z", "type": "gizmo"}],
        "steps": [{"tool": "echo", "args": {}}],
    }
    values = collect_params(
        recipe_of(manifest, "windows"), get_profile("windows"), {"n": "4", "z": "x"}
    )
    assert values == {"n": 4, "z": "x"}  # an unknown type name accepts anything


@pytest.mark.parametrize(
    ("kind", "text", "expected"),
    [
        ("boolean", "off", False),
        ("boolean", "TRUE", True),
        ("number", "1e3", 1000.0),
        ("number", "-2", -2),
        ("integer", " 12 ", 12),
        ("string", " spaced ", " spaced "),
    ],
)
def test_coerce_text(kind: Any, text: str, expected: Any) -> None:
    assert coerce_text(kind, text) == expected


@pytest.mark.parametrize(
    ("kind", "text"), [("boolean", "maybe"), ("number", "nan"), ("integer", "1.5")]
)
def test_coerce_text_refuses(kind: Any, text: str) -> None:
    with pytest.raises(ValueError, match=f"not “{text}”"):
        coerce_text(kind, text)


def test_parse_assignments() -> None:
    assert parse_assignments(["a=1", "b=x=y", "c="]) == {"a": "1", "b": "x=y", "c": ""}
    with pytest.raises(ParamError, match="NAME=VALUE"):
        parse_assignments(["novalue"])


def test_a_required_text_left_blank_in_a_form_is_not_a_value() -> None:
    recipe = recipe_of(MANIFEST)
    macos = get_profile("macos")
    assert collect_params(recipe, macos, {"who": ""})["who"] == ""  # typed on purpose (CLI)
    with pytest.raises(ParamError) as refused:
        collect_params(recipe, macos, {"who": ""}, blank_is_missing=True)
    assert [m.code for m in refused.value.messages] == ["param_needs_value"]
