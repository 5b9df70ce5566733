"""Run records: saved atomically in the runs folder, listed newest first, read back."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest

from recipe_studio.core.engine import (
    RunRecord,
    RunRecordError,
    RunResult,
    StepOutcome,
    list_runs,
    read_run,
    save_run,
)
from recipe_studio.core.engine.records import MAX_STORED_RESULT_BYTES
from recipe_studio.core.paths import runs_dir

if TYPE_CHECKING:
    from pathlib import Path


def result(name: str, started: str, ok: bool = True) -> RunResult:
    step = StepOutcome(
        index=0,
        uid="u1",
        tool="echo",
        status="ok" if ok else "failed",
        result={"value": 1},
        duration_ms=1.5,
    )
    return RunResult(
        ok=ok,
        recipe=name,
        profile="macos",
        params={"n": 1},
        steps=[step],
        started_at=started,
        finished_at=started,
        error=None if ok else "boom",
    )


def test_save_read_and_list(studio_home: Path) -> None:
    alpha = result("alpha", "2026-01-01T10:00:00+00:00")
    first = save_run(RunRecord.from_result(alpha, server="srv", recipe_version="3", source="cli"))
    save_run(RunRecord.from_result(result("beta", "2026-01-02T10:00:00+00:00", ok=False)))
    save_run(RunRecord.from_result(result("alpha", "2026-01-03T10:00:00+00:00")))
    assert first.parent == runs_dir()
    assert first.parent.is_relative_to(studio_home)
    record = read_run(first)
    assert record.recipe == "alpha"
    assert record.recipe_version == "3"
    assert record.server == "srv"
    assert record.result.steps[0].result == {"value": 1}
    assert read_run(record.id).id == record.id  # by id too
    runs = list_runs()
    assert [r.started_at[:10] for r in runs] == ["2026-01-03", "2026-01-02", "2026-01-01"]
    assert [r.outcome for r in runs] == ["ok", "failed", "ok"]
    assert [r.recipe for r in list_runs("alpha")] == ["alpha", "alpha"]
    assert len(list_runs(limit=1)) == 1


def test_broken_files_are_skipped_and_reported(studio_home: Path) -> None:
    folder = runs_dir()
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    (folder / "other.json").write_text('{"format": "x"}', encoding="utf-8")
    assert list_runs() == []
    with pytest.raises(RunRecordError, match="not valid JSON"):
        read_run(folder / "broken.json")
    with pytest.raises(RunRecordError, match="format"):
        read_run(folder / "other.json")
    assert list_runs(home=studio_home / "nowhere") == []


def test_large_results_are_cut_in_the_record_and_the_record_says_so(studio_home: Path) -> None:
    cap = MAX_STORED_RESULT_BYTES
    steps = [
        StepOutcome(
            index=i,
            uid=f"u{i}",
            tool="double",
            status="ok",
            result={"text": "ab" * 2**i},
            args={"text": "ab" * 2 ** max(i - 1, 0)},
        )
        for i in range(24)
    ]
    run = RunResult(
        ok=True,
        recipe="doubling",
        profile="macos",
        steps=steps,
        started_at="2026-01-01T10:00:00+00:00",
    )
    path = save_run(RunRecord.from_result(run))
    assert path.stat().st_size < 16 * cap  # uncut, the results alone would take 96 MB
    record = read_run(path)
    kept = record.result.steps
    assert kept[0].result == {"text": "ab"}  # small values are kept exactly
    cut_from = next(i for i in range(24) if len('{"text": ""}') + 4 * 2**i > cap)
    assert all(kept[i].result == {"text": "ab" * 2**i} for i in range(cut_from))
    big = kept[23].result
    assert big["cut"] is True
    assert big["size"] == len(json.dumps({"text": "ab" * 2**23}))
    assert "keeps only its first 1,000,000 bytes" in big["note"]
    assert big["start"].startswith('{"text": "abab')
    assert len(big["start"].encode()) <= cap
    assert "steps[23].result" in record.cut
    assert "steps[23].args" in record.cut
    assert "steps[0].result" not in record.cut
    assert run.steps[23].result == {"text": "ab" * 2**23}  # the run itself kept it whole


def test_a_result_at_the_cap_is_kept(studio_home: Path) -> None:
    exact = "x" * (MAX_STORED_RESULT_BYTES - 2)  # its JSON text: the quotes and the text
    over = "x" * (MAX_STORED_RESULT_BYTES - 1)
    steps = [
        StepOutcome(index=0, uid="a", tool="t", status="ok", result=exact),
        StepOutcome(index=1, uid="b", tool="t", status="ok", result=over),
    ]
    run = RunResult(ok=True, recipe="edge", profile="macos", steps=steps)
    record = read_run(save_run(RunRecord.from_result(run)))
    assert record.result.steps[0].result == exact
    assert record.result.steps[1].result["cut"] is True
    assert record.cut == ["steps[1].result"]


def test_lone_surrogates_in_a_result_do_not_stop_the_record(studio_home: Path) -> None:
    step = StepOutcome(index=0, uid="a", tool="t", status="ok", result={"text": "a\ud800b"})
    run = RunResult(ok=True, recipe="odd", profile="macos", steps=[step])
    assert read_run(save_run(RunRecord.from_result(run))).result.steps[0].result == {
        "text": "a\ud800b"
    }
