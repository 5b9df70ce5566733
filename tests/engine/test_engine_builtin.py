"""The engine against the real built-in tool server: every status, interpolation, confirmation."""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any

import pytest
from engine_support import Confirmer, recipe_of
from timing import ended_early

from recipe_studio.core.engine import (
    Engine,
    ParamError,
    PlannedAction,
    RunFinished,
    RunStarted,
    StepFinished,
    StepStarted,
    Waiting,
)

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.mcp_client import Connection


def engine_for(conn: Connection, **kwargs: Any) -> Engine:
    return Engine(conn, conn.catalog(), timeout=20, **kwargs)


def approve(actions: list[PlannedAction]) -> bool:
    return True


def test_ok_statuses_and_interpolation_types(builtin: Connection) -> None:
    manifest = {
        "name": "types",
        "params": [
            {"name": "count", "type": "int", "default": 3},
            {"name": "flag", "type": "bool", "default": True},
            {"name": "who", "type": "string"},
        ],
        "steps": [
            {"tool": "echo", "args": {"value": {"n": "${count}", "f": "${flag}", "w": "${who}"}}},
            {"tool": "echo", "args": {"value": "${steps[0].result.value}"}},
            {"tool": "echo", "args": {"value": "n=${count} f=${flag} obj=${steps[0].result}"}},
            {"tool": "echo", "args": {"value": ["${steps[1].result.value.n}", {"deep": "${who}"}]}},
            {"tool": "echo", "args": {"value": "${steps[3].result.value[1].deep}!"}},
            {"tool": "echo", "args": {"value": None}},
            {"tool": "echo", "args": {"value": "null=[${steps[5].result.value}]"}},
            {"tool": "echo", "args": {"value": "${steps[8].result}"}},
            {"tool": "echo", "args": {"value": 1}},
        ],
    }
    recipe = recipe_of(manifest)
    result = engine_for(builtin).run(recipe, "macos", {"who": "Ann"}, stop=7)
    assert result.ok, result.error
    values = [step.result["value"] for step in result.steps]
    assert values[0] == {"n": 3, "f": True, "w": "Ann"}  # exact references keep their type
    assert values[1] == {"n": 3, "f": True, "w": "Ann"}
    assert values[2] == 'n=3 f=true obj={"value":{"n":3,"f":true,"w":"Ann"}}'
    assert values[3] == [3, {"deep": "Ann"}]
    assert values[4] == "Ann!"
    assert values[6] == "null=[]"
    assert [s.status for s in result.steps] == ["ok"] * 7
    assert result.completed_steps == list(range(7))
    assert all(s.duration_ms >= 0 and s.started_at for s in result.steps)
    # Step 8 reads a later step: the step fails with a clear message.
    later = engine_for(builtin).run(recipe, "macos", {"who": "Ann"}, start=7)
    assert not later.ok
    assert "earlier steps" in (later.steps[0].error or "")


def test_failed_step_stops_the_run_with_completed_steps(builtin: Connection) -> None:
    recipe = recipe_of(
        {
            "name": "fails",
            "steps": [
                {"tool": "calculate", "args": {"expression": "2+2"}},
                {"tool": "calculate", "args": {"expression": "1/0"}},
                {"tool": "echo", "args": {"value": 1}},
            ],
        }
    )
    result = engine_for(builtin).run(recipe, "macos")
    assert not result.ok
    assert [s.status for s in result.steps] == ["ok", "failed"]
    assert result.completed_steps == [0]
    assert result.failed_step == 1
    assert result.steps[1].error_kind == "tool_failed"
    assert "division by zero" in (result.error or "")
    assert result.outcome == "failed"


def test_optional_failures_are_skipped_and_cannot_be_read(builtin: Connection) -> None:
    recipe = recipe_of(
        {
            "name": "optional",
            "steps": [
                {"tool": "calculate", "args": {"expression": "1/0"}, "optional": True},
                {"tool": "echo", "args": {"value": "${steps[0].result.result}"}},
            ],
        }
    )
    result = engine_for(builtin).run(recipe, "macos")
    assert [s.status for s in result.steps] == ["skipped", "failed"]
    assert result.skipped_optional == [0]
    assert "skipped" in (result.steps[1].error or "")
    assert result.steps[1].error_kind == "interpolation"


def test_confirm_tools_preview_and_are_not_executed(builtin: Connection, notes_dir: Path) -> None:
    recipe = recipe_of(
        {
            "name": "preview",
            "steps": [
                {"tool": "create_note", "args": {"note_name": "keep me", "body": "x"}},
                {"tool": "delete_note", "args": {"note_name": "keep me", "confirm": True}},
                {"tool": "echo", "args": {"value": "${steps[1].result}"}, "optional": True},
            ],
        }
    )
    confirm = Confirmer(True)
    result = engine_for(builtin).run(recipe, "macos", confirm=confirm)
    asked = confirm.shown
    assert [s.status for s in result.steps] == ["ok", "preview", "skipped"]
    assert result.ok
    assert result.steps[1].args == {"note_name": "keep me"}  # confirm never sent
    assert result.steps[1].result["preview"] is True
    assert "preview" in (result.steps[2].error or "")
    assert (notes_dir / "keep me.md").exists()
    assert [(a.index, a.tool, a.previews) for a in asked[0]] == [
        (0, "create_note", False),
        (1, "delete_note", True),
    ]


def test_macos_1_literal_confirm_true_executes(builtin: Connection, notes_dir: Path) -> None:
    manifest = {
        "name": "rev1",
        "steps": [
            {"tool": "create_note", "args": {"note_name": "rev1 note"}},
            {"tool": "delete_note", "args": {"note_name": "rev1 note", "confirm": True}},
        ],
    }
    result = engine_for(builtin).run(recipe_of(manifest, "macos-1"), "macos-1", confirm=approve)
    assert [s.status for s in result.steps] == ["ok", "ok"]
    assert result.steps[1].args == {"note_name": "rev1 note", "confirm": True}
    assert not (notes_dir / "rev1 note.md").exists()


def test_declined_confirmation_runs_nothing(builtin: Connection, notes_dir: Path) -> None:
    recipe = recipe_of(
        {
            "name": "declined",
            "params": [{"name": "title", "type": "string", "default": "never"}],
            "steps": [
                {"tool": "echo", "args": {"value": 1}},
                {
                    "tool": "create_note",
                    "args": {"note_name": "${title}", "body": "${steps[0].result.value}"},
                },
            ],
        }
    )
    confirm = Confirmer(False)
    seen: list[Any] = []
    engine = engine_for(builtin, on_event=seen.append)
    result = engine.run(recipe, "macos", confirm=confirm)
    shown = confirm.shown
    assert result.declined
    assert not result.ok
    assert result.outcome == "declined"
    assert result.steps == []
    assert not (notes_dir / "never.md").exists()
    # The listing interpolates what it can: the param, not the step result.
    assert shown[0][0].args == {"note_name": "never", "body": "${steps[0].result.value}"}
    assert [type(e) for e in seen] == [RunStarted, RunFinished]
    # No confirmation callback at all: declined too.
    assert engine.run(recipe, "macos").declined


def test_cancel_during_wait_and_events(builtin: Connection) -> None:
    recipe = recipe_of(
        {
            "name": "waits",
            "steps": [{"tool": "echo", "args": {"value": 1}}, {"wait": 30}, {"tool": "echo"}],
        }
    )
    seen: list[Any] = []
    engine = engine_for(builtin, on_event=seen.append, wait_tick=0.05)
    threading.Timer(0.3, engine.cancel).start()
    began = time.monotonic()
    result = engine.run(recipe, "macos")
    assert ended_early(began, 30)  # the wait step would last 30 s
    assert result.cancelled
    assert not result.ok
    assert result.outcome == "cancelled"
    assert [s.status for s in result.steps] == ["ok", "cancelled"]
    assert result.steps[1].kind == "wait"
    kinds = [type(e) for e in seen]
    assert kinds[:3] == [RunStarted, StepStarted, StepFinished]
    assert kinds[3] is StepStarted
    assert Waiting in kinds
    assert kinds[-1] is RunFinished
    waits = [e for e in seen if isinstance(e, Waiting)]
    assert waits[0].remaining == 30
    assert waits[-1].remaining < 30


def test_pins_replace_calls_and_subset_runs_use_prior_results(builtin: Connection) -> None:
    recipe = recipe_of(
        {
            "name": "pins",
            "steps": [
                {"tool": "create_note", "args": {"note_name": "pinned never"}},
                {"tool": "calculate", "args": {"expression": "${steps[0].result.size} + 1"}},
                {"tool": "echo", "args": {"value": "${steps[1].result.result}"}},
            ],
        }
    )
    uid0 = recipe.steps[0].uid
    engine = engine_for(builtin)
    # Pinned, the state-changing step needs no confirmation: it is not called.
    first = engine.run(recipe, "macos", pins={uid0: {"size": 41}})
    assert first.ok, first.error
    assert first.steps[0].pinned
    assert first.steps[0].status == "ok"
    assert first.steps[2].result == {"value": 42}
    # Run only step 3, reading step 2 from the last run.
    single = engine.run(recipe, "macos", start=2, stop=3, prior_results=first)
    assert [s.index for s in single.steps] == [2]
    assert single.steps[0].result == {"value": 42}
    # Without prior results the reference has nothing to read.
    alone = engine.run(recipe, "macos", start=2, stop=3)
    assert "run it first" in (alone.steps[0].error or "")


def test_pause_before_can_stop_the_run(builtin: Connection) -> None:
    recipe = recipe_of(
        {"name": "steps", "steps": [{"tool": "echo", "args": {"value": i}} for i in range(3)]}
    )
    asked: list[int] = []

    def pause(index: int) -> bool:
        asked.append(index)
        return index < 2

    result = engine_for(builtin).run(recipe, "macos", pause_before=pause)
    assert asked == [0, 1, 2]
    assert result.ok
    assert result.stopped_before == 2
    assert [s.index for s in result.steps] == [0, 1]


def test_custom_tool_dialect(builtin: Connection) -> None:
    manifest = {
        "name": "user_double",
        "parameters": [{"name": "expression", "type": "string", "required": True}],
        "steps": [
            {
                "id": "first",
                "tool": "calculate",
                "arguments": {"expression": {"$input": "expression"}},
            },
            {
                "id": "again",
                "tool": "echo",
                "arguments": {"value": {"$step": "first", "path": "result"}},
            },
        ],
    }
    recipe = recipe_of(manifest, "custom-tool")
    result = engine_for(builtin).run(recipe, "custom-tool", {"expression": "6*7"})
    assert result.ok, result.error
    assert result.steps[1].result == {"value": 42}
    with pytest.raises(ParamError, match="needs a value"):
        engine_for(builtin).run(recipe, "custom-tool", {})


def test_unknown_tool_is_state_changing_and_fails_cleanly(builtin: Connection) -> None:
    recipe = recipe_of({"name": "unknown", "steps": [{"tool": "no_such_tool", "args": {}}]})
    confirm = Confirmer(True)
    result = engine_for(builtin).run(recipe, "macos", confirm=confirm)
    assert confirm.shown[0][0].unknown_tool
    assert result.steps[0].status == "failed"
    assert "no_such_tool" in (result.error or "")
