"""Results of any depth and size: the run goes on, the record is written, cut with notes."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from engine_support import fake_spec

from recipe_studio.core.engine import RunRequest, RunResult, StepOutcome, read_run, run_once
from recipe_studio.core.engine.records import MAX_STORED_RESULT_BYTES, RunRecord, save_run
from recipe_studio.core.limits import MAX_DEPTH, MAX_EXPANDED_CHARS
from recipe_studio.core.mcp_client import builtin_server_spec
from recipe_studio.core.mcp_client.results import step_value
from recipe_studio.core.messages import message
from recipe_studio.core.profiles import get_profile
from recipe_studio.serve.describe import result_text, served_result

if TYPE_CHECKING:
    from pathlib import Path

MACOS = get_profile("macos")


def nested(depth: int, inner: Any = 1) -> Any:
    value = inner
    for _ in range(depth):
        value = [value]
    return value


def depth_of(value: Any) -> int:
    depth = 0
    while isinstance(value, list) and value:
        value, depth = value[0], depth + 1
    return depth


def deep_result(depth: int) -> RunResult:
    outcome = StepOutcome(index=0, uid="a", tool="echo", status="ok", result=nested(depth))
    return RunResult(ok=True, recipe="deep", profile="macos", steps=[outcome], completed_steps=[0])


def test_a_10000_deep_result_is_recorded_cut_with_a_note(tmp_path: Path) -> None:
    path = save_run(RunRecord.from_result(deep_result(10_000)), tmp_path)
    record = read_run(path)
    assert record.cut == ["steps[0].result"]
    kept = record.result.steps[0].result
    assert depth_of(kept) == MAX_DEPTH
    for _ in range(MAX_DEPTH):
        kept = kept[0]
    assert kept["cut"] is True
    assert kept["depth"] == 10_000 - MAX_DEPTH


def test_deep_results_print_and_serve(tmp_path: Path) -> None:
    result = deep_result(3_000)
    assert json.dumps(result.to_json())  # run --json and the window's copy
    text = result_text(served_result(result, None))  # serve's answer
    assert '"cut": true' in text


def test_a_10000_deep_text_result_stays_text() -> None:
    text = "[" * 10_000 + "]" * 10_000
    assert step_value(None, text) == {"text": text}


def test_a_huge_error_message_is_cut_like_a_result(tmp_path: Path) -> None:
    huge = "e" * 20_000_000
    why = message("tool_failed", message=huge, details=huge)
    outcome = StepOutcome(
        index=0, uid="a", tool="x", status="failed", error=why.text, error_message=why
    )
    result = RunResult(ok=False, recipe="loud", profile="macos", steps=[outcome], error=huge)
    path = save_run(RunRecord.from_result(result), tmp_path)
    assert path.stat().st_size < 6 * MAX_STORED_RESULT_BYTES
    record = read_run(path)
    assert "steps[0].error_message.values.message" in record.cut
    assert "error" in record.cut
    assert "cut: this text was 20,000,000 bytes" in (record.result.error or "")


def test_a_server_sending_10000_deep_text_runs_and_is_recorded(tmp_path: Path) -> None:
    """A real server answering with ``[[[…]]]`` 10,000 deep (RecursionError before)."""
    text = "[" * 10_000 + "]" * 10_000
    recipe = MACOS.read(
        {"name": "deep text", "steps": [{"tool": "text_only", "args": {"text": text}}]}
    ).recipe
    report = run_once(RunRequest(recipe, MACOS, {}, home=tmp_path), fake_spec(tmp_path))
    assert report.result.ok, report.result.error
    assert report.record_path is not None
    assert read_run(report.record_path).result.steps[0].result == {"text": text}


def test_references_that_multiply_stop_at_the_size_limit(tmp_path: Path) -> None:
    """Each step repeats the one before 16 times (the issue's doubling, faster): the step
    past the limit fails with a sentence before sending anything, and the record is
    written."""
    start = "x" * 20_000
    steps: list[dict[str, Any]] = [{"tool": "echo", "args": {"value": start}}]
    steps += [
        {"tool": "echo", "args": {"value": f"${{steps[{i}].result.value}}" * 16}} for i in range(6)
    ]
    recipe = MACOS.read({"name": "doubling", "steps": steps}).recipe
    spec = builtin_server_spec(tmp_path / "home", tmp_path / "workspace")
    report = run_once(RunRequest(recipe, MACOS, {}, home=tmp_path), spec)
    result = report.result
    assert not result.ok
    failed = result.step(result.failed_step or 0)
    assert failed is not None
    assert failed.error_message is not None
    assert failed.error_message.code == "ref_too_large"
    assert 20_000 * 16 ** (failed.index - 1) <= MAX_EXPANDED_CHARS < 20_000 * 16**failed.index
    assert failed.args is None  # nothing was sent
    assert report.record_path is not None
    assert read_run(report.record_path).outcome == "failed"


def test_references_nesting_too_deep_fail_with_a_sentence(tmp_path: Path) -> None:
    """The issue's recipe: a 190-deep list wrapped in 190 more levels by a reference."""
    steps = [
        {"tool": "echo", "args": {"value": nested(190)}},
        {"tool": "echo", "args": {"value": nested(190, "${steps[0].result.value}")}},
    ]
    recipe = MACOS.read({"name": "deep", "steps": steps}).recipe
    spec = builtin_server_spec(tmp_path / "home", tmp_path / "workspace")
    report = run_once(RunRequest(recipe, MACOS, {}, home=tmp_path), spec)
    second = report.result.step(1)
    assert second is not None
    assert second.error_message is not None
    assert second.error_message.code == "ref_too_deep"
    assert report.record_path is not None
    assert read_run(report.record_path).result.steps[0].status == "ok"
