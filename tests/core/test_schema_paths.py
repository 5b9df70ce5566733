"""Keys offered by the step-result picker, and keys validation says cannot exist."""

from __future__ import annotations

from recipe_studio.core.catalog import bundled_catalog
from recipe_studio.core.schema_paths import missing_key, resolve, schema_paths, value_paths

NOTES_SCHEMA = bundled_catalog("builtin").tools["list_notes"].output_schema


def test_paths_follow_refs_into_list_items() -> None:
    paths = schema_paths(NOTES_SCHEMA)
    assert ("notes", 0, "name") in paths
    assert ("count",) in paths


def test_missing_key_only_when_the_schema_forbids_it() -> None:
    assert missing_key(NOTES_SCHEMA, ("notes", 0, "nme")) == "nme"
    assert missing_key(NOTES_SCHEMA, ("notes", 0, "name")) is None
    assert missing_key({"type": "object"}, ("anything",)) is None


def test_value_paths_of_an_actual_result() -> None:
    result = {"accounts": [{"name": "Work"}], "total": 1}
    assert value_paths(result) == [
        ("accounts",),
        ("accounts", 0),
        ("accounts", 0, "name"),
        ("total",),
    ]


def test_cyclic_refs_do_not_hang() -> None:
    schema = {"$ref": "#/$defs/a", "$defs": {"a": {"$ref": "#/$defs/a"}}}
    assert isinstance(resolve(schema, schema), dict)
    assert schema_paths(schema) == []
