"""Long tools against real server subprocesses: progress, and time limits that count silence.

``fake_server.py``'s ``working`` tool reports progress while it works and ``slow`` says
nothing; ``task_server.py``'s ``render`` is a background task polled every 0.1 s. The limits
are made short so the tests are quick, while the work lasts several limits long (the
75 s task against the old 60 s limit, scaled down).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pytest
from engine_support import fake_spec, recipe_of

from recipe_studio.core.engine import RunHooks, RunRequest, RunSession, StepProgress
from recipe_studio.core.mcp_client import CallTimeout, Connection, ServerSpec
from recipe_studio.core.mcp_client.clock import CallProgress

HERE = Path(__file__).resolve().parent
TASKS = ServerSpec.stdio([sys.executable, str(HERE / "task_server.py")], name="tasks")


def test_a_tool_that_reports_progress_may_work_longer_than_its_silence_limit(
    shared_fake: Connection,
) -> None:
    seen: list[CallProgress] = []
    began = time.monotonic()
    result = shared_fake.call(
        "working", {"seconds": 2.0, "every": 0.2}, timeout=0.8, on_progress=seen.append
    )
    assert time.monotonic() - began >= 2.0  # it worked 2.5 limits long and was not stopped
    assert result.value == {"parts": 10}
    assert len(seen) == 10
    assert seen[0] == CallProgress("working", 0, 10, "part 1 of 10")
    assert seen[-1].progress == 9


def test_a_silent_tool_is_stopped_and_the_message_says_how_long_it_was_silent(
    shared_fake: Connection,
) -> None:
    with pytest.raises(CallTimeout) as stopped:
        shared_fake.call("slow", {"seconds": 30}, timeout=1.0)
    assert stopped.value.code == "call_silent"
    assert stopped.value.message.count == 1
    assert "gave no sign of life for a second" in str(stopped.value)
    # The server was told and stays usable.
    assert shared_fake.call("echo", {"value": 2}, timeout=10).value == {"value": 2}


def test_the_step_limit_bounds_even_a_lively_tool(shared_fake: Connection) -> None:
    with pytest.raises(CallTimeout) as stopped:
        shared_fake.call("working", {"seconds": 20, "every": 0.1}, timeout=5, step_limit=1.0)
    assert stopped.value.code == "call_step_limit"
    assert "time limit of one second" in str(stopped.value)


def test_a_task_that_answers_its_polls_runs_past_both_limits() -> None:
    with Connection.open(TASKS) as connection:
        result = connection.call("render", {"seconds": 2.5}, timeout=0.6, step_limit=1.0)
    assert result.value == {"rendered": True, "seconds": 2.5}


def test_a_run_shows_the_progress_of_each_step(tmp_path: Path) -> None:
    events: list[Any] = []
    recipe = recipe_of(
        {
            "name": "long",
            "steps": [
                {"tool": "echo", "args": {"value": 1}},
                {"tool": "working", "args": {"seconds": 0.6, "every": 0.2}},
            ],
        }
    )
    request = RunRequest(recipe, "macos", timeout=5, source="test", save_record=False)
    report = RunSession(request, RunHooks(on_event=events.append), spec=fake_spec(tmp_path)).run()
    assert report.result.ok, report.result.error
    progress = [event for event in events if isinstance(event, StepProgress)]
    assert [(p.index, p.progress, p.ratio) for p in progress] == [
        (1, 0, 0.0),
        (1, 1, 1 / 3),
        (1, 2, 2 / 3),
    ]
    assert progress[1].message == "part 2 of 3"
    assert progress[0].uid == recipe.steps[1].uid


def test_a_steps_progress_is_part_of_its_run_state() -> None:
    from recipe_studio.core.engine import StepStarted
    from recipe_studio.core.run_state import RunState

    state = RunState("r", "long")
    state.begin(["a", "b"], 0, 2)
    state.apply(StepProgress(0, "a", "working", 1, 4, "copying"))  # not running yet: ignored
    assert state.mark("a") is not None
    assert state.mark("a").progress is None  # type: ignore[union-attr]
    state.apply(StepStarted(0, "a", "working"))
    report = StepProgress(0, "a", "working", 1, 4, "copying")
    state.apply(report)
    mark = state.mark("a")
    assert mark is not None
    assert mark.status == "running"
    assert mark.progress == report
    assert report.ratio == 0.25
