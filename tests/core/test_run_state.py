"""A recipe's run state: statuses from engine events, merged results, pins, history."""

from __future__ import annotations

from typing import TYPE_CHECKING

from recipe_studio.core.engine import RunRecord, RunResult, StepOutcome, save_run
from recipe_studio.core.engine.events import (
    RunFinished,
    RunStarted,
    StepFinished,
    StepStarted,
    Waiting,
)
from recipe_studio.core.model import Step, ToolStep, WaitStep
from recipe_studio.core.run_state import RunState

if TYPE_CHECKING:
    from pathlib import Path


def outcome(index: int, uid: str, value: object = None, status: str = "ok") -> StepOutcome:
    return StepOutcome(index=index, uid=uid, tool="echo", status=status, result=value)


def test_steps_a_run_never_reached_are_not_run_not_cancelled() -> None:
    state = RunState()
    state.begin(["a", "b", "c"], 0, 3)
    assert [state.mark(u).status for u in "abc"] == ["pending"] * 3  # type: ignore[union-attr]
    state.apply(StepStarted(0, "a", "echo"))
    assert state.mark("a").status == "running"  # type: ignore[union-attr]
    state.apply(StepFinished(outcome(0, "a", {"x": 1})))
    state.apply(StepStarted(1, "b", "echo"))
    state.fail("The tool server stopped.")
    assert state.mark("a").status == "ok"  # type: ignore[union-attr]
    assert state.mark("b").status == "not_run"  # type: ignore[union-attr]
    assert state.mark("c").status == "not_run"  # type: ignore[union-attr]
    assert not state.running
    assert state.failure is not None


def test_a_partial_run_is_merged_into_the_last_whole_run() -> None:
    state = RunState()
    state.begin(["a", "b"], 0, 2)
    whole = RunResult(ok=True, steps=[outcome(0, "a", 1), outcome(1, "b", 2)], stop=2)
    state.apply(RunFinished(whole))
    state.begin(["b"], 1, 2)
    state.apply(RunStarted("r", "macos", 1, 2, 2))
    part = RunResult(ok=True, steps=[outcome(1, "b", 20)], start=1, stop=2)
    state.apply(RunFinished(part))
    assert state.last_run is not None
    assert [o.result for o in state.last_run.steps] == [1, 20]
    assert state.shown is part
    assert state.results == {"a": 1, "b": 20}
    assert state.prior_results()["a"].result == 1


def test_a_waiting_step_shows_the_seconds_left_and_keeps_its_start() -> None:
    state = RunState()
    state.begin(["w"], 0, 1)
    state.apply(StepStarted(0, "w", None))
    since = state.mark("w").since  # type: ignore[union-attr]
    state.apply(Waiting(0, "w", 5, 3.0))
    mark = state.mark("w")
    assert mark is not None
    assert mark.waiting == 3.0
    assert mark.since == since


def test_past_runs_offer_their_results_without_hiding_newer_ones() -> None:
    state = RunState()
    state.results["a"] = "new"
    state.show_past(RunResult(ok=True, steps=[outcome(0, "a", "old"), outcome(1, "b", "b")]))
    assert state.results == {"a": "new", "b": "b"}


def test_pins_are_stored_by_position_and_read_back_onto_the_same_steps() -> None:
    steps: list[Step] = [ToolStep(tool="echo"), WaitStep(seconds=1), ToolStep(tool="echo")]
    state = RunState()
    state.set_pin(steps[2].uid, {"v": 1})
    stored = state.pins_by_index(steps)
    assert stored == {"2": {"v": 1}}
    again = RunState()
    again.load_pins(stored, steps)
    assert again.pins == {steps[2].uid: {"v": 1}}
    state.set_pin(steps[2].uid, None)
    assert state.pins == {}


def test_history_follows_the_recipe_id_across_a_rename(studio_home: Path) -> None:
    def record(name: str, recipe_id: str | None) -> None:
        result = RunResult(ok=True, recipe=name)
        save_run(RunRecord.from_result(result, recipe_id=recipe_id))

    record("Alpha", "id-1")
    record("Beta", "id-1")  # the same recipe, renamed
    record("Beta", "id-2")  # another recipe that took the old name's place
    record("Alpha", None)  # an old record without an id
    state = RunState("id-1", "Alpha")
    state.refresh_history()
    assert sorted(r.recipe for r in state.history) == ["Alpha", "Alpha", "Beta"]


def begun(state: RunState) -> bool:
    """Whether the live run has begun (asked afresh: mypy would keep a checked value)."""
    assert state.live is not None
    return state.live.begun


def test_steps_wait_for_the_confirmation_then_pend_or_are_not_run() -> None:
    state = RunState()
    state.begin(["a", "b"], 0, 2)
    state.confirming(True)
    assert state.live is not None
    assert state.live.confirming
    assert [state.mark(u).status for u in "ab"] == ["confirming"] * 2  # type: ignore[union-attr]
    state.confirming(False, confirmed=True)
    assert [state.mark(u).status for u in "ab"] == ["pending"] * 2  # type: ignore[union-attr]
    assert not begun(state)
    state.apply(StepStarted(0, "a", "echo"))
    assert begun(state)
    declined = RunState()
    declined.begin(["a"], 0, 1)
    declined.confirming(True)
    declined.confirming(False, confirmed=False)
    assert declined.mark("a").status == "not_run"  # type: ignore[union-attr]


def test_a_run_counts_its_time_from_the_confirmations_answer() -> None:
    import time

    from recipe_studio.core.catalog import Catalog, ToolInfo
    from recipe_studio.core.engine import Engine, FunctionCaller
    from recipe_studio.core.model import Recipe

    catalog = Catalog.from_tools("fake", [ToolInfo(name="write_a", effect="write")], complete=True)
    recipe = Recipe(name="r", steps=[ToolStep(tool="write_a", args={})])

    def slow_person(_actions: object) -> bool:
        time.sleep(0.4)  # the confirmation stays open while the person reads it
        return True

    engine = Engine(FunctionCaller(lambda tool, args: {"done": True}), catalog)
    result = engine.run(recipe, "macos", confirm=slow_person)
    assert result.ok
    assert result.duration_ms < 300  # the tool took moments; the reading does not count
