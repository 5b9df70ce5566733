"""A recipe as an MCP tool: schemas and annotations from core's rules, and its texts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jsonschema
import pytest

from recipe_studio.core.catalog import Catalog, ToolInfo, bundled_catalog
from recipe_studio.core.engine import RunResult, StepOutcome, state_changing_steps
from recipe_studio.core.mcp_client import builtin_server_spec
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.serve.describe import (
    OUTPUT_SCHEMA,
    ServedRecipe,
    confirmation_message,
    input_schema,
    served_result,
)
from recipe_studio.serve.studio_settings import RecipeConnection


def served(
    data: dict[str, Any], profile: str = "macos", catalog: Catalog | None = None
) -> ServedRecipe:
    prof = get_profile(profile)
    connection = RecipeConnection(BUILTIN_CONNECTION, builtin_server_spec(Path("h"), Path("w")))
    return ServedRecipe(
        name=data["name"],
        tool="t",
        profile=prof,
        recipe=prof.read(data).recipe,
        revision=1,
        connection=connection,
        catalog=catalog or bundled_catalog("builtin"),
    )


def steps(*tools: tuple[str, dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"tool": tool, "args": args} for tool, args in tools]


def test_input_schema_has_each_params_type_default_and_whether_it_is_required() -> None:
    recipe = served(
        {
            "name": "r",
            "params": [
                {"name": "title", "type": "string"},
                {"name": "limit", "type": "int", "default": 20},
                {"name": "urgent", "type": "bool", "default": False},
            ],
            "steps": steps(("echo", {"value": "${title}"})),
        }
    )
    schema = input_schema(recipe.recipe, recipe.profile)
    assert schema == {
        "type": "object",
        "properties": {
            "title": {"type": "string"},
            "limit": {"type": "integer", "default": 20},
            "urgent": {"type": "boolean", "default": False},
        },
        "required": ["title"],
        "additionalProperties": False,
    }
    jsonschema.Draft202012Validator.check_schema(schema)


def test_custom_tool_inputs_keep_their_descriptions_and_required_flags() -> None:
    recipe = served(
        {
            "name": "user_sum",
            "description": "Adds.",
            "parameters": [
                {"name": "a", "type": "number", "description": "First", "required": True},
                {"name": "b", "type": "number", "required": False},
            ],
            "steps": [{"id": "s", "tool": "calculate", "arguments": {"expression": "1"}}],
        },
        "custom-tool",
    )
    schema = input_schema(recipe.recipe, recipe.profile)
    assert schema["properties"] == {
        "a": {"type": "number", "description": "First"},
        "b": {"type": "number"},
    }
    assert schema["required"] == ["a"]


def test_a_free_windows_type_that_means_nothing_has_no_type_constraint() -> None:
    recipe = served(
        {
            "name": "r",
            "params": [{"name": "x", "type": "whatever", "default": 1}],
            "steps": steps(("echo", {"value": 1})),
        },
        "windows",
    )
    assert input_schema(recipe.recipe, recipe.profile)["properties"] == {"x": {"default": 1}}


@pytest.mark.parametrize(
    ("tools", "profile", "read_only", "destructive"),
    [
        ([("get_datetime", {}), ("echo", {"value": 1})], "macos", True, False),
        ([("create_note", {"note_name": "n", "body": "b"})], "macos", False, False),
        # update_note and delete_note ask their own confirmation: in a recipe they only
        # preview ...
        ([("update_note", {"note_name": "n", "body": "b"})], "macos", False, False),
        ([("delete_note", {"note_name": "n"})], "macos", False, False),
        # ... except on macOS-1 with confirm: true, where it really deletes.
        ([("delete_note", {"note_name": "n", "confirm": True})], "macos-1", False, True),
        (
            [("update_note", {"note_name": "n", "body": "b", "confirm": True})],
            "macos-1",
            False,
            True,
        ),
        # A tool the catalog does not know counts as changing and destroying.
        ([("mystery", {})], "macos", False, True),
    ],
)
def test_annotations_follow_the_confirmation_and_destructive_rules(
    tools: list[tuple[str, dict[str, Any]]], profile: str, read_only: bool, destructive: bool
) -> None:
    recipe = served({"name": "r", "steps": steps(*tools)}, profile)
    annotations = recipe.definition()["annotations"]
    assert annotations["read_only_hint"] is read_only
    assert annotations["destructive_hint"] is destructive


def test_a_write_tool_whose_server_never_said_counts_as_destructive() -> None:
    catalog = Catalog.from_tools("c", [ToolInfo(name="save_it", effect="write")], complete=True)
    recipe = served({"name": "r", "steps": steps(("save_it", {}))}, catalog=catalog)
    assert recipe.destructive
    said = Catalog.from_tools(
        "c", [ToolInfo(name="save_it", effect="write", destructive=False)], complete=True
    )
    assert not served({"name": "r", "steps": steps(("save_it", {}))}, catalog=said).destructive


def test_description_says_when_a_confirmation_will_be_asked() -> None:
    quiet = served({"name": "Quiet", "steps": steps(("echo", {"value": 1}))})
    assert quiet.description() == "Runs the Recipe Studio recipe “Quiet” (1 step)."
    loud = served(
        {
            "name": "Loud",
            "description": "Writes a note.",
            "steps": steps(("create_note", {"note_name": "n", "body": "b"})),
        }
    )
    assert loud.description().startswith("Writes a note.")
    assert "confirm" in loud.description()


def test_confirmation_lists_the_changing_steps_in_words() -> None:
    recipe = served(
        {
            "name": "Morning",
            "params": [{"name": "who", "type": "string", "default": "Ada"}],
            "steps": steps(
                ("get_datetime", {}),
                ("create_note", {"note_name": "For ${who}", "body": "${steps[0].result.date}"}),
                ("delete_note", {"note_name": "old"}),
            ),
        }
    )
    values = {"who": "Grace"}
    actions = state_changing_steps(recipe.recipe, recipe.profile, recipe.catalog, values)
    text = confirmation_message(recipe, actions)
    assert "Run “Morning”? 2 steps can change something on “built-in tools”" in text
    assert "Step 2: create_note — note_name: For Grace, body: ⟨Step 1 › date⟩" in text
    assert "Step 3: delete_note — note_name: old" in text
    assert "only shows a preview" in text
    assert "get_datetime" not in text


def test_the_result_fits_the_output_schema_it_announces() -> None:
    jsonschema.Draft202012Validator.check_schema(OUTPUT_SCHEMA)
    assert OUTPUT_SCHEMA["type"] == "object"
    result = RunResult(
        ok=False,
        recipe="r",
        steps=[
            StepOutcome(index=0, uid="a", tool="echo", status="ok", result={"value": 1}),
            StepOutcome(index=1, uid="b", tool="x", status="skipped", error="nope", optional=True),
            StepOutcome(index=2, uid="c", tool="y", status="failed", error="broken"),
        ],
        completed_steps=[0],
        skipped_optional=[1],
        failed_step=2,
        error="step 3 (y) failed: broken",
    )
    answer = served_result(result, "run-1").model_dump(mode="json")
    jsonschema.validate(answer, OUTPUT_SCHEMA)
    assert answer["result"] == {"value": 1}
    assert answer["outcome"] == "failed"
    assert (answer["completed_steps"], answer["skipped_optional"]) == ([0], [1])
    assert answer["run_id"] == "run-1"
