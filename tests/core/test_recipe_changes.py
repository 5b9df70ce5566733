"""What changed between two versions of a recipe, as codes and values."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.profiles import get_profile
from recipe_studio.core.recipe_changes import change_counts, recipe_changes

if TYPE_CHECKING:
    from recipe_studio.core.model import Recipe


def recipe(steps: list[dict[str, Any]], **top: Any) -> Recipe:
    manifest = {"name": "Brief", "description": "d", "steps": steps, **top}
    return get_profile("macos").read(manifest).recipe


DATE = {"tool": "get_datetime", "args": {}}
NOTE = {"tool": "create_note", "args": {"note_name": "Brief", "body": "x"}}
ECHO = {"tool": "echo", "args": {"value": "hi"}}


def codes(old: Recipe, new: Recipe) -> list[tuple[str, dict[str, Any]]]:
    return [(c.code, c.values) for c in recipe_changes(old, new)]


def test_steps_added_and_the_name_changed() -> None:
    old = recipe([DATE])
    new = recipe([DATE, ECHO, NOTE], name="Morning brief")
    assert codes(old, new) == [
        ("name_changed", {"old": "Brief", "new": "Morning brief"}),
        ("step_added", {"position": 2, "title": "echo"}),
        ("step_added", {"position": 3, "title": "create_note"}),
    ]
    assert change_counts(recipe_changes(old, new)) == {"steps_added": 2, "name_changed": 1}


def test_an_argument_changed_from_one_value_to_another_with_tokens() -> None:
    old = recipe([DATE, NOTE])
    changed = {
        "tool": "create_note",
        "args": {"note_name": "Brief ${steps[0].result.date}", "body": "x"},
    }
    assert codes(old, recipe([DATE, changed])) == [
        (
            "argument_changed",
            {
                "position": 2,
                "title": "create_note",
                "argument": "note_name",
                "old": "Brief",
                "new": "Brief ${steps[0].result.date}",
            },
        )
    ]
    assert change_counts(recipe_changes(old, recipe([DATE, changed]))) == {"steps_changed": 1}


def test_a_step_moved_and_one_removed() -> None:
    old = recipe([DATE, ECHO, NOTE])
    new = recipe([NOTE, DATE])
    found = codes(old, new)
    assert ("step_removed", {"position": 2, "title": "echo"}) in found
    assert any(
        code == "step_moved" and v["title"] in ("create_note", "get_datetime") for code, v in found
    )
    assert not any(code == "step_added" for code, _ in found)


def test_params_and_waits_and_nothing_when_equal() -> None:
    old = recipe([{"wait": 2}], params=[{"name": "tz", "type": "string"}])
    new = recipe(
        [{"wait": 5}],
        params=[{"name": "tz", "type": "string", "default": "UTC"}, {"name": "n", "type": "int"}],
    )
    assert codes(old, new) == [
        (
            "param_changed",
            {"name": "tz", "title": "Tz", "part": "default", "old": None, "new": "UTC"},
        ),
        ("param_added", {"name": "n", "title": "N"}),
        ("wait_changed", {"position": 1, "old": 2, "new": 5}),
    ]
    assert recipe_changes(old, old) == []


def test_a_params_words_change_and_name_it_by_its_title() -> None:
    old = recipe([], params=[{"name": "tz", "type": "string"}])
    param = old.params[0].model_copy(update={"title": "Fuseau horaire", "explanation": "Où"})
    new = old.model_copy(update={"params": [param]})
    assert codes(old, new) == [
        (
            "param_changed",
            {
                "name": "tz",
                "title": "Fuseau horaire",
                "part": "title",
                "old": "",
                "new": "Fuseau horaire",
            },
        ),
        (
            "param_changed",
            {
                "name": "tz",
                "title": "Fuseau horaire",
                "part": "explanation",
                "old": "",
                "new": "Où",
            },
        ),
    ]
    assert change_counts(recipe_changes(old, new)) == {"params_changed": 1}
