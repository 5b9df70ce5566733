"""Export to share files and bundles; import with every clash policy."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest

from recipe_studio.core.library import Library, LibraryError, RecipeNotFoundError
from recipe_studio.core.sharefile import BUNDLE_FORMAT, RECIPE_FORMAT, wrap_bundle, wrap_recipe

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path


def test_export_one_recipe_without_pins(
    lib: Library, make_manifest: Callable[..., Any], tmp_path: Path
) -> None:
    lib.save_manifest(make_manifest("r"), pins={"secret": 1})
    out = tmp_path / "r.recipe.json"
    lib.export_to(["r"], out)
    data = json.loads(out.read_text("utf-8"))
    assert data["format"] == RECIPE_FORMAT
    assert data["profile"] == "macos"
    assert data["manifest"] == make_manifest("r")
    assert "exported_at" in data
    assert "format_version" in data
    assert "pins" not in json.dumps(data)


def test_export_many_to_a_bundle(lib: Library, make_manifest: Callable[..., Any]) -> None:
    lib.save_manifest(make_manifest("a"))
    lib.save_manifest(
        {"name": "w", "schema_version": 1, "steps": [{"tool": "x", "args": {}}]},
        "windows",
        draft=True,
    )
    data = lib.export(["a", "w"])
    assert data["format"] == BUNDLE_FORMAT
    assert [(r["profile"], r["manifest"]["name"]) for r in data["recipes"]] == [
        ("macos", "a"),
        ("windows", "w"),
    ]
    with pytest.raises(RecipeNotFoundError):
        lib.export(["a", "missing"])
    with pytest.raises(LibraryError):
        lib.export([])


@pytest.mark.parametrize(
    ("policy", "names", "steps_of_r", "status"),
    [
        ("keep-both", ["r", "r (2)"], 1, "kept-both"),
        ("overwrite", ["r"], 3, "overwritten"),
        ("skip", ["r"], 1, "skipped"),
    ],
)
def test_import_clash_policies(
    lib: Library,
    make_manifest: Callable[..., Any],
    policy: Any,
    names: list[str],
    steps_of_r: int,
    status: str,
) -> None:
    lib.save_manifest(make_manifest("r", steps=1))
    report = lib.import_data(wrap_recipe("macos", make_manifest("r", steps=3)), on_clash=policy)
    assert report.ok
    assert [i.status for i in report.items] == [status]
    assert sorted(e.name for e in lib.entries() if e.name) == names
    assert len(lib.load("r").recipe.steps) == steps_of_r
    if policy == "keep-both":
        assert report.items[0].stored_as == "r (2)"
        assert len(lib.load("r (2)").recipe.steps) == 3
    if policy == "overwrite":
        assert [v.step_count for v in lib.versions("r")] == [1]


def test_keep_both_for_custom_tools_keeps_a_valid_tool_name(lib: Library) -> None:
    tool = {
        "name": "user_sum",
        "description": "Adds.",
        "parameters": [],
        "steps": [{"id": "a", "tool": "calculate", "arguments": {"expression": "1"}}],
    }
    lib.save_manifest(tool, "custom-tool")
    report = lib.import_data(wrap_recipe("custom-tool", tool))
    assert report.items[0].stored_as == "user_sum_2"


def test_import_bundle_round_trip(
    lib: Library, make_manifest: Callable[..., Any], tmp_path: Path
) -> None:
    for name in ("a", "b", "c"):
        lib.save_manifest(make_manifest(name))
    out = tmp_path / "all.json"
    lib.export_to(["a", "b", "c"], out)
    for name in ("a", "b"):
        lib.delete(name)
    report = lib.import_file(out, on_clash="skip")
    assert [(i.name, i.status) for i in report.items] == [
        ("a", "saved"),
        ("b", "saved"),
        ("c", "skipped"),
    ]
    assert [i.where for i in report.items] == ["recipes[0]", "recipes[1]", "recipes[2]"]


@pytest.mark.parametrize(
    ("data", "profile"),
    [
        ({"name": "m", "steps": [{"wait": 1}]}, "macos"),
        (
            {"name": "w", "schema_version": 1, "steps": [{"tool": "get_datetime", "args": {}}]},
            "windows",
        ),
        (
            {
                "name": "user_c",
                "description": "d",
                "parameters": [],
                "steps": [{"id": "a", "tool": "calculate", "arguments": {"expression": "2"}}],
            },
            "custom-tool",
        ),
        (
            {
                "manifest": {"name": "s", "steps": [{"tool": "get_datetime", "args": {}}]},
                "overwrite": True,
            },
            "macos",
        ),
        (
            {
                "format": "recipe-studio-library",
                "format_version": 1,
                "profile": "macos-1",
                "manifest": {"name": "l", "steps": [{"wait": 1}]},
                "pins": {"x": 1},
            },
            "macos-1",
        ),
    ],
)
def test_import_raw_manifests_of_any_profile(lib: Library, data: Any, profile: str) -> None:
    report = lib.import_data(data)
    assert report.ok, report
    (item,) = report.items
    assert item.profile == profile
    assert item.status == "saved"
    assert lib.load(item.stored_as or "").profile == profile
    assert lib.load(item.stored_as or "").pins is None


def test_import_reports_problems_and_keeps_bad_recipes_as_drafts(lib: Library) -> None:
    bundle = wrap_bundle(
        [
            ("macos", {"name": "fine", "steps": [{"tool": "get_datetime", "args": {}}]}),
            ("macos", {"name": "empty", "steps": []}),
            ("macos", {"steps": [{"wait": 1}]}),
            ("macos", ["not", "an", "object"]),
        ]
    )
    report = lib.import_data(bundle)
    assert not report.ok
    statuses = [(i.name, i.status, i.draft) for i in report.items]
    assert statuses == [
        ("fine", "saved", False),
        ("empty", "saved", True),
        (None, "failed", False),
        (None, "failed", False),
    ]
    assert any(p.code == "steps_empty" for p in report.items[1].problems)
    assert lib.load("empty").draft


@pytest.mark.parametrize(
    "data",
    [
        {"format": "recipe-studio-bundle", "recipes": 3},
        {"format": "recipe-studio-recipe", "profile": "nope", "manifest": {}},
        {"format": "recipe-studio-recipe", "format_version": 9, "profile": "macos", "manifest": {}},
    ],
)
def test_import_of_a_broken_share_file_is_an_error(lib: Library, data: Any) -> None:
    report = lib.import_data(data)
    assert report.error
    assert not report.items
    assert lib.entries() == []


def test_import_file_that_is_not_json(lib: Library, tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b"\xff\xfe garbage")
    assert lib.import_file(path).error
    assert lib.import_file(tmp_path / "missing.json").error


@pytest.mark.parametrize("policy", ["keep-both", "overwrite", "skip"])
def test_importing_what_the_library_already_holds_changes_nothing(
    lib: Library, make_manifest: Callable[..., Any], policy: Any
) -> None:
    """The window's import: a file opened twice is not copied, whatever the policy."""
    data = wrap_recipe("macos", make_manifest("r", steps=2))
    assert [i.status for i in lib.import_data(data).items] == ["saved"]
    report = lib.import_data(data, on_clash=policy, reuse_same=True)
    assert report.ok
    assert [(i.status, i.stored_as) for i in report.items] == [("unchanged", "r")]
    assert [e.name for e in lib.entries()] == ["r"]
    assert lib.versions("r") == []  # not even a version was made
    changed = wrap_recipe("macos", make_manifest("r", steps=3))  # same name, other steps
    assert [i.status for i in lib.import_data(changed, reuse_same=True).items] == ["kept-both"]
