"""References read by the titles of the result fields and params they name."""

from __future__ import annotations

from typing import Any

from recipe_studio.core.catalog import bundled_catalog
from recipe_studio.core.model import Param, ToolStep
from recipe_studio.core.reference_names import field_titles, reference_names
from recipe_studio.core.references import ParamRef, StepRef, describe_reference
from recipe_studio.core.titles import ToolWords

NOTES: dict[str, Any] = {
    "type": "object",
    "properties": {
        "notes": {
            "title": "Notes",
            "x-titles": {"fr": "Notes"},
            "type": "array",
            "items": {"$ref": "#/$defs/Note"},
        },
        "count": {"title": "Count", "x-titles": {"fr": "Nombre"}, "type": "integer"},
        "found": {
            "anyOf": [
                {"type": "null"},
                {"type": "object", "properties": {"path": {"title": "Where it is"}}},
            ]
        },
    },
    "$defs": {
        "Note": {
            "type": "object",
            "properties": {"name": {"title": "Name", "x-titles": {"fr": "Nom"}}},
        }
    },
}


def test_nested_fields_and_list_items_read_by_their_titles() -> None:
    assert field_titles(NOTES, ("notes", 0, "name"), "fr") == ["Notes", None, "Nom"]
    assert field_titles(NOTES, ("notes", 0, "name")) == ["Notes", None, "Name"]
    assert field_titles(NOTES, ("count",), "fr") == ["Nombre"]


def test_a_variant_of_anyof_gives_its_fields_titles() -> None:
    assert field_titles(NOTES, ("found", "path")) == ["Found", "Where it is"]


def test_a_key_the_schema_does_not_describe_reads_as_words() -> None:
    assert field_titles(NOTES, ("note_count",)) == ["Note count"]
    assert field_titles(None, ("weather", "wind_speed")) == ["Weather", "Wind speed"]


def test_the_morning_brief_reads_in_french() -> None:
    tools = ToolWords([bundled_catalog("builtin")], "fr")
    steps = [ToolStep(tool="get_datetime", args={}), ToolStep(tool="list_notes", args={})]
    params = [Param(name="timezone", type="string", title="Fuseau horaire")]
    names = reference_names(steps, params, tools)
    assert describe_reference(StepRef(index=0, path=("weekday",)), names=names) == (
        "Step 1 › Jour de la semaine"
    )
    assert describe_reference(StepRef(index=0, path=("weekday_name",)), names=names) == (
        "Step 1 › Nom du jour"
    )
    assert describe_reference(ParamRef("timezone"), names=names) == "Fuseau horaire"
    # Without the words, the keys as before (tooltips and --json keep them).
    assert describe_reference(StepRef(index=0, path=("weekday",))) == "Step 1 › weekday"


def test_a_custom_tool_step_id_reads_its_tools_titles() -> None:
    tools = ToolWords([bundled_catalog("builtin")], "fr")
    steps = [ToolStep(tool="get_datetime", args={}, step_id="now")]
    names = reference_names(steps, [], tools)
    assert names.path_titles(StepRef(step_id="now", path=("time",))) == ["Heure"]
    assert names.path_titles(StepRef(step_id="gone", path=("time",))) == [None]
