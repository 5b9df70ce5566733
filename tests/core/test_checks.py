"""Checks on step results: each kind, their words, and that they follow their step through
a move, a save, an export and an import — never entering the manifest."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.checks import (
    Check,
    check_message,
    checks_from_stored,
    evaluate,
    reason_message,
    summary_message,
)
from recipe_studio.core.document import RecipeDocument
from recipe_studio.core.engine import Engine, FunctionCaller
from recipe_studio.core.library import Library
from recipe_studio.core.model import ToolStep
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.run_state import RunState

if TYPE_CHECKING:
    from pathlib import Path

RESULT = {"title": "Daily news", "items": [{"n": 1}, {"n": 2}], "size": 12, "flag": True}


@pytest.mark.parametrize(
    ("check", "status", "reason"),
    [
        (Check(kind="present", path=("title",)), "passed", None),
        (Check(kind="present", path=("items", 5)), "failed", "missing"),
        (Check(kind="equals", path=("size",), value=12.0), "passed", None),
        (Check(kind="equals", path=("flag",), value=1), "failed", "different"),
        (Check(kind="contains", path=("title",), value="news"), "passed", None),
        (Check(kind="contains", path=("items",), value={"n": 2}), "passed", None),
        (Check(kind="contains", path=("title",), value="sport"), "failed", "not_contained"),
        (Check(kind="at_least", path=("size",), value=12), "passed", None),
        (Check(kind="at_least", path=("size",), value=13), "failed", "too_small"),
        (Check(kind="at_least", path=("title",), value=1), "failed", "not_a_number"),
        (Check(kind="min_items", path=("items",), value=2), "passed", None),
        (Check(kind="min_items", path=("items",), value=3), "failed", "too_few"),
        (Check(kind="min_items", path=("size",), value=1), "failed", "not_a_list"),
        (Check(kind="succeeds"), "passed", None),
    ],
)
def test_each_kind_passes_and_fails(check: Check, status: str, reason: str | None) -> None:
    result = evaluate(check, 1, "ok", RESULT)
    assert (result.status, result.reason) == (status, reason)


def test_a_failed_or_unreached_step_and_a_stand_in() -> None:
    present = Check(kind="present", path=("title",))
    assert evaluate(present, 0, "failed", None).reason == "step_failed"
    assert evaluate(Check(kind="succeeds"), 0, "failed", None).status == "failed"
    assert evaluate(present, 0, None, None).status == "not_checked"
    assert evaluate(present, 0, "not_sent", RESULT).reason == "stand_in"


def test_checks_in_words() -> None:
    check = Check(kind="min_items", path=("items",), value=3)
    assert check_message(check, 1).text == "Step 2 › items has at least 3 items"
    failed = evaluate(check, 1, "ok", RESULT)
    message = reason_message(failed)
    assert message is not None
    assert message.text == "it has 2 items"
    summary = summary_message([failed, failed])
    assert summary is not None
    assert summary.text == "2 checks failed"
    assert check_message(Check(kind="succeeds"), 0).text == "Step 1 succeeds"


MANIFEST: dict[str, Any] = {
    "name": "Morning",
    "steps": [
        {"tool": "get_datetime", "args": {}},
        {"tool": "list_notes", "args": {}},
        {"tool": "calculate", "args": {"expression": "1+1"}},
    ],
}


def test_checks_follow_a_move_and_travel_through_save_export_import(tmp_path: Path) -> None:
    recipe = get_profile("macos").read(json.loads(json.dumps(MANIFEST))).recipe
    document = RecipeDocument(recipe, "macos")
    state = RunState()
    calculate = document.steps[2].uid
    state.set_checks(calculate, [Check(kind="equals", path=("result",), value=2)])
    document.move_steps([2], 0)  # calculate is now the first step
    stored = state.checks_by_index(document.steps)
    assert stored == {"0": [{"kind": "equals", "path": ["result"], "value": 2}]}

    first = Library(tmp_path / "one")
    first.save("macos", document.recipe, checks=stored)
    shared = first.export(["Morning"])
    assert shared["checks"] == stored
    assert "checks" not in json.dumps(shared["manifest"])  # never in the manifest
    assert "checks" not in json.dumps(first.load("Morning").manifest)
    second = Library(tmp_path / "two")
    second.import_data(json.loads(json.dumps(shared)))
    loaded = second.load("Morning")
    checks = checks_from_stored(loaded.checks, [s.uid for s in loaded.recipe.steps])
    ((uid, [_check]),) = checks.items()
    moved = loaded.recipe.steps[0]
    assert moved.uid == uid
    assert isinstance(moved, ToolStep)
    assert moved.tool == "calculate"

    answers = {"calculate": {"result": 2}, "get_datetime": {}, "list_notes": {}}
    caller = FunctionCaller(lambda tool, args: answers[tool])
    tools = Catalog("t", {name: ToolInfo(name=name, effect="read") for name in answers})
    result = Engine(caller, tools).run(loaded.recipe, "macos", {}, checks=checks)
    assert [c.status for c in result.checks] == ["passed"]
    answers["calculate"] = {"result": 3}
    result = Engine(caller, tools).run(loaded.recipe, "macos", {}, checks=checks)
    assert [(c.status, c.actual) for c in result.checks] == [("failed", 3)]
    assert result.checks_failed == 1

    # Saving the recipe again without saying keeps them; a bundle carries them too.
    second.save("macos", loaded.recipe, base=loaded.stamp)
    assert second.load("Morning").checks == stored
    second.save("macos", get_profile("macos").read(MANIFEST | {"name": "Other"}).recipe)
    bundle = second.export(["Morning", "Other"])
    assert [item.get("checks") for item in bundle["recipes"]] == [stored, None]


def test_unusable_stored_checks_are_left_out() -> None:
    uids = ["a", "b"]
    stored = {
        "0": [{"kind": "nonsense"}, {"kind": "succeeds"}],
        "7": [{"kind": "succeeds"}],
        "x": [],
        "1": "not a list",
    }
    assert checks_from_stored(stored, uids) == {"a": [Check(kind="succeeds")]}
    assert checks_from_stored(["not", "a", "dict"], uids) == {}
