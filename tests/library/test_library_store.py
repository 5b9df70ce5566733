"""Saving as recipe_save does, drafts, conflicts between two windows, rename."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from recipe_studio.core.library import (
    ConflictError,
    InvalidNameError,
    InvalidRecipeError,
    Library,
    RecipeExistsError,
    RecipeNotFoundError,
)
from recipe_studio.core.library.record import LIBRARY_FORMAT
from recipe_studio.core.profiles import get_profile

Files = Callable[[], dict[str, bytes]]

NOTE_STEP = {"tool": "read_note", "args": {"note_name": "Todo", "note_id": "x-1", "confirm": True}}
SEND_STEP = {"tool": "send_email", "args": {"to": "a@b.c", "confirm": True}}


def stored(lib: Library, name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((lib.root / lib.load(name).file).read_text("utf-8"))
    return data


def test_save_writes_the_documented_format(lib: Library, make_manifest: Callable[..., Any]) -> None:
    result = lib.save_manifest(make_manifest("brief", steps=2))
    assert result.answer == {"name": "brief"}
    data = stored(lib, "brief")
    assert data["format"] == LIBRARY_FORMAT
    assert data["format_version"] == 1
    assert data["profile"] == "macos"
    assert data["draft"] is False
    assert data["revision"] == 1
    assert isinstance(data["saved_at"], str)
    assert data["manifest"] == make_manifest("brief", steps=2)


def test_taken_name_is_refused_and_nothing_is_written(
    lib: Library, make_manifest: Callable[..., Any], files: Files
) -> None:
    lib.save_manifest(make_manifest("brief"))
    before = files()
    with pytest.raises(RecipeExistsError) as caught:
        lib.save_manifest(make_manifest("brief", steps=3))
    assert caught.value.code == "recipe_exists"
    assert files() == before
    result = lib.save_manifest(make_manifest("brief", steps=3), overwrite=True)
    assert result.kept_version == 1
    assert len(lib.load("brief").recipe.steps) == 3
    assert stored(lib, "brief")["revision"] == 2


@pytest.mark.parametrize(
    ("profile", "answer", "confirm_kept"),
    [
        ("macos", {"name": "r", "confirm_removed_steps": 2, "note_ids_dropped": 1}, False),
        ("windows", {"name": "r", "step_count": 2, "confirm_removed_steps": 2}, False),
        ("windows-1", {"name": "r", "step_count": 2, "confirm_removed_steps": 2}, False),
        ("macos-1", {"name": "r"}, True),
    ],
)
def test_recipe_save_rules_per_profile(
    lib: Library, profile: str, answer: dict[str, Any], confirm_kept: bool
) -> None:
    manifest: dict[str, Any] = {"name": "r", "steps": [NOTE_STEP, SEND_STEP]}
    if profile.startswith("windows"):
        manifest["schema_version"] = 1
    result = lib.save_manifest(manifest, profile)
    assert result.answer == answer
    steps = lib.load("r").manifest["steps"]
    assert all(("confirm" in s["args"]) == confirm_kept for s in steps)
    assert ("note_id" in steps[0]["args"]) == (profile != "macos")
    assert steps[0]["args"]["note_name"] == "Todo"


def test_custom_tool_args_are_left_as_they_are(lib: Library) -> None:
    manifest = {
        "name": "user_sum",
        "description": "Adds two numbers.",
        "parameters": [],
        "steps": [{"id": "a", "tool": "calculate", "arguments": {"expression": "1+1"}}],
    }
    result = lib.save_manifest(manifest, "custom-tool")
    assert result.answer == {"name": "user_sum"}
    assert lib.load("user_sum").manifest == manifest


def test_invalid_recipe_is_refused_unless_kept_as_a_draft(lib: Library, files: Files) -> None:
    bad = {"name": "bad", "steps": [], "params": [{"name": "1x", "type": "int"}]}
    with pytest.raises(InvalidRecipeError) as caught:
        lib.save_manifest(bad)
    assert any(p.code == "steps_empty" for p in caught.value.problems)
    assert files() == {}
    result = lib.save_manifest(bad, draft=True)
    assert result.draft
    assert result.answer == {"name": "bad", "draft": True}
    (entry,) = lib.entries()
    assert entry.draft
    assert lib.load("bad").draft
    assert lib.load("bad").manifest == bad


def test_draft_auto_marks_only_recipes_with_errors(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    assert lib.save_manifest(make_manifest("fine"), draft="auto").answer == {"name": "fine"}
    result = lib.save_manifest({"name": "half", "steps": []}, draft="auto")
    assert result.answer == {"name": "half", "draft": True}
    assert {e.name: e.draft for e in lib.entries()} == {"fine": False, "half": True}


def test_drafts_keep_confirm_until_saved_finished(lib: Library) -> None:
    lib.save_manifest({"name": "d", "steps": [SEND_STEP]}, draft=True)
    assert "confirm" in lib.load("d").manifest["steps"][0]["args"]
    loaded = lib.load("d")
    result = lib.save(loaded.profile, loaded.recipe, base=loaded.stamp)
    assert result.answer == {"name": "d", "confirm_removed_steps": 1}
    assert not lib.load("d").draft


def test_names_must_be_text(lib: Library) -> None:
    with pytest.raises(InvalidNameError):
        lib.save_manifest({"steps": [{"tool": "get_datetime", "args": {}}]}, draft=True)
    with pytest.raises(InvalidNameError):
        lib.save_manifest({"name": "", "steps": []}, draft=True)


def test_two_windows_never_lose_an_edit_silently(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("shared"))
    window_a, window_b = Library(), Library()
    a = window_a.load("shared")
    b = window_b.load("shared")
    window_a.save(a.profile, a.recipe.model_copy(update={"description": "A"}), base=a.stamp)
    edited_b = b.recipe.model_copy(update={"description": "B"})
    with pytest.raises(ConflictError) as caught:
        window_b.save(b.profile, edited_b, base=b.stamp)
    error = caught.value
    assert error.mine == b.stamp
    assert error.theirs is not None
    assert error.theirs.revision == 2
    assert error.theirs_record is not None
    assert error.theirs_record.manifest["description"] == "A"
    # without an explicit base the window still remembers what it loaded
    with pytest.raises(ConflictError):
        window_b.save(b.profile, edited_b, overwrite=True)
    assert lib.load("shared").recipe.description == "A"
    # the user chose to keep B: save over what is there now
    window_b.save(b.profile, edited_b, base=error.theirs)
    assert lib.load("shared").recipe.description == "B"
    assert [v.revision for v in lib.versions("shared")] == [1, 2]


def test_saving_a_recipe_deleted_meanwhile_is_a_conflict(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("gone"))
    other = Library()
    loaded = other.load("gone")
    lib.delete("gone")
    with pytest.raises(ConflictError) as caught:
        other.save(loaded.profile, loaded.recipe, base=loaded.stamp)
    assert caught.value.theirs is None
    other.save(loaded.profile, loaded.recipe)  # saving it again on purpose works
    assert lib.exists("gone")


def test_outside_edit_is_a_conflict_too(lib: Library, make_manifest: Callable[..., Any]) -> None:
    lib.save_manifest(make_manifest("x"))
    loaded = lib.load("x")
    path = lib.root / loaded.file
    path.write_text(json.dumps(make_manifest("x", steps=4)), "utf-8")
    with pytest.raises(ConflictError):
        lib.save(loaded.profile, loaded.recipe, base=loaded.stamp)
    assert len(lib.load("x").recipe.steps) == 4


def test_pins_are_kept_and_replaced(lib: Library, make_manifest: Callable[..., Any]) -> None:
    lib.save_manifest(make_manifest("p"), pins={"steps": {"0": {"x": 1}}})
    loaded = lib.load("p")
    assert loaded.pins == {"steps": {"0": {"x": 1}}}
    lib.save(loaded.profile, loaded.recipe, base=loaded.stamp)
    assert lib.load("p").pins == {"steps": {"0": {"x": 1}}}
    again = lib.load("p")
    lib.save(again.profile, again.recipe, base=again.stamp, pins={})
    assert lib.load("p").pins == {}


def test_rename(lib: Library, make_manifest: Callable[..., Any]) -> None:
    lib.save_manifest(make_manifest("old", steps=1))
    lib.save_manifest(make_manifest("old", steps=2), overwrite=True)
    lib.save_manifest(make_manifest("taken"))
    with pytest.raises(RecipeExistsError):
        lib.rename("old", "taken")
    with pytest.raises(RecipeNotFoundError):
        lib.rename("missing", "new")
    stamp = lib.rename("old", "New Name")
    assert stamp.name == "New Name"
    assert not lib.exists("old")
    assert [e.name for e in lib.entries()] == ["New Name", "taken"]
    assert len(lib.load("New Name").recipe.steps) == 2
    history = lib.versions("New Name")
    assert [v.step_count for v in history] == [1, 2]  # versions follow; pre-rename kept
    assert lib.read_version("New Name", 2).name == "old"


def test_rename_refuses_when_changed_on_disk(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("r"))
    window = Library()
    window.load("r")
    lib.save_manifest(make_manifest("r", steps=2), overwrite=True)
    with pytest.raises(ConflictError):
        window.rename("r", "s")
    assert lib.exists("r")
    assert not lib.exists("s")


def test_model_api_round_trip(lib: Library) -> None:
    profile = get_profile("windows")
    recipe = profile.read(
        {"name": "w", "schema_version": 2, "steps": [{"tool": "get_datetime", "args": {}}]}
    ).recipe
    assert lib.save(profile, recipe).answer == {"name": "w", "step_count": 1}
    loaded = lib.load("w")
    assert loaded.profile == "windows"
    assert loaded.recipe.schema_version == 2
    assert loaded.kind == "library"
