"""The engine against other real servers: mcp-server-time, and one that crashes or hangs."""

from __future__ import annotations

import sys
import threading
from typing import TYPE_CHECKING

import pytest
from engine_support import Confirmer, child_pids, fake_spec, recipe_of

from recipe_studio.core.engine import Engine
from recipe_studio.core.mcp_client import Connection, ServerSpec

if TYPE_CHECKING:
    from pathlib import Path


def test_mcp_server_time_chain_by_step_reference() -> None:
    spec = ServerSpec.stdio([sys.executable, "-m", "mcp_server_time"], name="time")
    recipe = recipe_of(
        {
            "name": "time chain",
            "params": [{"name": "at", "type": "string", "default": "12:00"}],
            "steps": [
                {"tool": "get_current_time", "args": {"timezone": "Europe/Paris"}},
                {
                    "tool": "convert_time",
                    "args": {
                        "source_timezone": "${steps[0].result.timezone}",
                        "time": "${at}",
                        "target_timezone": "Asia/Tokyo",
                    },
                },
            ],
        }
    )
    with Connection.open(spec) as connection:
        catalog = connection.catalog()
        assert {tool.effect for tool in catalog.tools.values()} == {"read"}
        result = Engine(connection, catalog, timeout=20).run(recipe, "macos")
    assert result.ok, result.error
    first, second = (step.result for step in result.steps)
    assert first["timezone"] == "Europe/Paris"
    assert result.steps[1].args["source_timezone"] == "Europe/Paris"  # type: ignore[index]
    assert second["source"]["timezone"] == "Europe/Paris"
    assert second["target"]["timezone"] == "Asia/Tokyo"
    assert second["source"]["datetime"][11:16] == "12:00"


def test_crash_mid_run_keeps_completed_steps(fake_server: Connection) -> None:
    recipe = recipe_of(
        {
            "name": "crash",
            "steps": [
                {"tool": "echo", "args": {"value": 1}},
                {"tool": "echo", "args": {"value": 2}},
                {"tool": "crash"},
                {"tool": "echo", "args": {"value": 3}},
            ],
        }
    )
    result = Engine(fake_server, fake_server.catalog(), timeout=20).run(recipe, "macos")
    assert not result.ok
    assert result.completed_steps == [0, 1]
    assert [s.result for s in result.steps[:2]] == [{"value": 1}, {"value": 2}]
    crashed = result.steps[2]
    assert crashed.status == "failed"
    assert crashed.error_kind == "server_crashed"
    assert "stopped unexpectedly" in (result.error or "")
    # What the server printed is technical: in the details, not in the sentence.
    assert crashed.error_message is not None
    assert "crashing on purpose" in crashed.error_message.details
    assert "crashing on purpose" not in (crashed.error or "")
    assert len(result.steps) == 3
    assert result.not_run == [3]
    assert result.status_of(3) == "not_run"


def test_hung_server_times_out_and_cancel_returns_within_a_second(tmp_path: Path) -> None:
    before = child_pids()
    recipe = recipe_of(
        {"name": "hang", "steps": [{"tool": "echo", "args": {"value": 1}}, {"tool": "hang"}]}
    )
    with Connection.open(fake_spec(tmp_path)) as connection:
        catalog = connection.catalog()
        timed = Engine(connection, catalog, timeout=0.5).run(recipe, "macos")
        assert [s.status for s in timed.steps] == ["ok", "failed"]
        assert timed.steps[1].error_kind == "timeout"
        # The server is stuck for good now; a cancel still ends the run at once.
        engine = Engine(connection, catalog, timeout=None)
        threading.Timer(0.3, engine.cancel).start()
        cancelled = engine.run(recipe, "macos")
        assert cancelled.cancelled
        assert cancelled.outcome == "cancelled"
        assert cancelled.steps[0].status == "cancelled"
    assert child_pids() - before == set()


def test_declined_run_calls_no_state_changing_tool(tmp_path: Path) -> None:
    recipe = recipe_of(
        {
            "name": "touch",
            "steps": [
                {"tool": "echo", "args": {"value": 1}},
                {"tool": "touch", "args": {"name": "marker"}},
            ],
        }
    )
    with Connection.open(fake_spec(tmp_path)) as connection:
        engine = Engine(connection, connection.catalog(), timeout=20)
        refuse = Confirmer(False)
        declined = engine.run(recipe, "macos", confirm=refuse)
        listed = refuse.shown[0]
        assert declined.declined
        assert declined.steps == []
        assert not (tmp_path / "marker").exists()
        assert [a.tool for a in listed] == ["touch"]
        done = engine.run(recipe, "macos", confirm=lambda a: True)
        assert done.ok
        assert (tmp_path / "marker").exists()


@pytest.mark.parametrize("profile", ["windows", "windows-1", "macos"])
def test_confirm_is_never_sent_outside_macos_1(shared_fake: Connection, profile: str) -> None:
    recipe = recipe_of(
        {"name": "c", "steps": [{"tool": "echo", "args": {"value": 1, "confirm": True}}]}, profile
    )
    result = Engine(shared_fake, shared_fake.catalog()).run(recipe, profile)
    assert result.steps[0].args == {"value": 1}


def test_connection_closed_during_a_run_fails_the_next_step(fake_server: Connection) -> None:
    recipe = recipe_of(
        {
            "name": "closing",
            "steps": [
                {"tool": "echo", "args": {"value": 1}},
                {"wait": 5},
                {"tool": "echo", "args": {"value": 2}},
            ],
        }
    )
    engine = Engine(fake_server, fake_server.catalog(), wait_tick=0.05)
    threading.Timer(0.2, fake_server.close).start()
    result = engine.run(recipe, "macos")
    assert [s.status for s in result.steps] == ["ok", "ok", "failed"] or result.cancelled
    assert result.steps[-1].error_kind in ("closed", "cancelled")


def test_event_handlers_cannot_deadlock_a_driven_run(shared_fake: Connection) -> None:
    recipe = recipe_of({"name": "ev", "steps": [{"tool": "echo", "args": {"value": 1}}] * 2})
    refused: list[str] = []

    def handler(event: object) -> None:
        try:
            shared_fake.call("echo", {"value": 0}, timeout=5)
        except RuntimeError as exc:
            refused.append(str(exc))

    result = Engine(shared_fake, shared_fake.catalog(), on_event=handler).run(recipe, "macos")
    assert result.ok
    assert any("deadlock" in message for message in refused)


def test_cancel_before_a_run_cancels_that_run_only(shared_fake: Connection) -> None:
    recipe = recipe_of({"name": "c", "steps": [{"tool": "echo", "args": {"value": 1}}]})
    engine = Engine(shared_fake, shared_fake.catalog())
    engine.cancel()
    first = engine.run(recipe, "macos")
    assert first.cancelled
    # The step never started: it is "not run", not "cancelled".
    assert first.steps == []
    assert first.not_run == [0]
    assert first.error_message is not None
    assert first.error_message.code == "run_cancelled_before"
    again = engine.run(recipe, "macos")
    assert again.ok
    assert again.steps[0].result == {"value": 1}
