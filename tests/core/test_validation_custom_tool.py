"""Validation rules of the custom-tool profile (seed 004), one test each."""

from __future__ import annotations

from typing import Any

import pytest
from validation_support import COMPLETE, NO_CATALOG, check, cstep, custom, recipe

from recipe_studio.core.catalog import Catalog, ToolInfo

# --------------------------------------------------------------------------- custom tool


def test_valid_custom_tool() -> None:
    doc = custom(
        {"id": "a", "tool": "calculate", "arguments": {"expression": {"$input": "e"}}},
        cstep("b", text={"$step": "a", "path": "result"}),
        parameters=[{"name": "e", "type": "string", "description": "Maths", "required": True}],
    )
    assert check(doc, "custom-tool") == []


def test_custom_tool_name_needs_the_prefix() -> None:
    doc = custom(cstep("a"), name="answer")
    assert check(doc, "custom-tool") == [("name_prefix", "error", "name")]


def test_custom_tool_duplicate_step_ids() -> None:
    doc = custom(cstep("a"), cstep("a"))
    assert check(doc, "custom-tool") == [
        ("step_id_duplicate", "error", "steps[0].id"),
        ("step_id_duplicate", "error", "steps[1].id"),
    ]


def test_custom_tool_missing_step_id() -> None:
    doc = custom({"tool": "send", "arguments": {"text": "a"}}, {**cstep("b"), "id": ""})
    assert check(doc, "custom-tool") == [
        ("step_id_missing", "error", "steps[0].id"),
        ("step_id_missing", "error", "steps[1].id"),
    ]


@pytest.mark.parametrize(
    "tool",
    ["custom_tool_create", "custom_tool_list", "custom_tool_delete", "user_other", "mcp_gateway"],
)
def test_custom_tool_forbidden_steps(tool: str) -> None:
    doc = custom({"id": "a", "tool": tool, "arguments": {}})
    for catalog in (COMPLETE, NO_CATALOG, None):
        assert check(doc, "custom-tool", catalog) == [("tool_forbidden", "error", "steps[0].tool")]


def test_custom_tool_gateway_by_catalog_role() -> None:
    catalog = Catalog.from_tools("c", [ToolInfo(name="bridge", role="gateway")], complete=True)
    doc = custom({"id": "a", "tool": "bridge", "arguments": {}})
    assert check(doc, "custom-tool", catalog) == [("tool_forbidden", "error", "steps[0].tool")]
    # The same tool is fine as a recipe step.
    assert check(recipe({"tool": "bridge", "args": {}}), "macos", catalog) == []


@pytest.mark.parametrize("required", [False, None])
def test_optional_input_feeding_a_required_argument(required: bool | None) -> None:
    param: dict[str, Any] = {"name": "t", "type": "string", "description": "Text"}
    if required is not None:
        param["required"] = required
    doc = custom(cstep("a", text={"$input": "t"}), parameters=[param])
    assert check(doc, "custom-tool") == [
        ("optional_input_required_arg", "error", "steps[0].arguments.text")
    ]
    # Feeding an argument the tool does not require is fine.
    doc = custom(cstep("a", mode={"$input": "t"}), parameters=[param])
    assert check(doc, "custom-tool") == []


def test_custom_step_reference_to_a_later_id() -> None:
    doc = custom(cstep("a", text={"$step": "b", "path": "x"}), cstep("b"))
    assert check(doc, "custom-tool") == [("step_id_later", "error", "steps[0].arguments.text")]


def test_custom_step_reference_to_itself() -> None:
    doc = custom(cstep("a", text={"$step": "a", "path": "x"}))
    assert check(doc, "custom-tool") == [("step_ref_self", "error", "steps[0].arguments.text")]


def test_custom_step_reference_to_an_unknown_id() -> None:
    doc = custom(cstep("a"), cstep("b", text={"$step": "zz"}))
    assert check(doc, "custom-tool") == [("step_id_unknown", "error", "steps[1].arguments.text")]


def test_custom_unknown_input() -> None:
    doc = custom(cstep("a", text={"$input": "nope"}))
    assert check(doc, "custom-tool") == [("input_unknown", "error", "steps[0].arguments.text")]


def test_custom_malformed_reference_object() -> None:
    doc = custom(cstep("a", text={"$input": 3}))
    assert ("reference_malformed", "error", "steps[0].arguments.text") in check(doc, "custom-tool")


def test_template_text_in_a_custom_tool_warns() -> None:
    doc = custom(
        cstep("a", text="Hello ${x}"),
        parameters=[{"name": "x", "type": "string", "description": "d", "required": True}],
    )
    assert check(doc, "custom-tool") == [
        ("template_unsupported", "warning", "steps[0].arguments.text")
    ]


def test_custom_param_needs_a_known_type_and_no_default() -> None:
    doc = custom(
        cstep("a"),
        parameters=[
            {"name": "n", "type": "int", "description": "d", "required": True},
            {"name": "m", "type": "number", "description": "d", "default": 3},
        ],
    )
    assert check(doc, "custom-tool") == [
        ("param_type_invalid", "error", "params[0].type"),
        ("param_default_ignored", "warning", "params[1].default"),
    ]


def test_custom_descriptions_are_asked_for() -> None:
    doc = custom(cstep("a"), description="", parameters=[{"name": "n", "type": "number"}])
    assert check(doc, "custom-tool") == [
        ("description_missing", "warning", "description"),
        ("param_description_missing", "warning", "params[0]"),
    ]


def test_custom_required_must_be_boolean() -> None:
    doc = custom(cstep("a"), parameters=[{"name": "n", "type": "number", "required": "yes"}])
    assert check(doc, "custom-tool") == [("wrong_type", "error", "params[0].required")]


def test_custom_unknown_keys() -> None:
    doc = custom({**cstep("a"), "args": {}}, params=[])
    assert sorted(check(doc, "custom-tool")) == [
        ("unknown_key", "warning", "recipe"),
        ("unknown_key", "warning", "steps[0].args"),
    ]


def test_the_hosts_calculator_needs_its_expression() -> None:
    from recipe_studio.core.catalog import bundled_catalog

    snapshot = bundled_catalog("custom-tool")
    optional = {"name": "expression", "type": "string", "description": "Arithmetic"}
    arguments = {"expression": {"$input": "expression"}}
    step = {"id": "answer", "tool": "calculate", "arguments": arguments}
    doc = custom(step, parameters=[optional])
    problems = check(doc, "custom-tool", snapshot)
    assert ("optional_input_required_arg", "error", "steps[0].arguments.expression") in problems
    # The seed's own example: the input is required, and nothing is wrong.
    doc["parameters"] = [{**optional, "required": True}]
    assert check(doc, "custom-tool", snapshot) == []
