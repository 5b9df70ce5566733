"""Run records: saved atomically in the runs folder, listed newest first, read back."""

from __future__ import annotations

from pathlib import Path

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
from recipe_studio.core.paths import runs_dir


def result(name: str, started: str, ok: bool = True) -> RunResult:
    step = StepOutcome(index=0, uid="u1", tool="echo", status="ok" if ok else "failed",
                       result={"value": 1}, duration_ms=1.5)  # fmt: skip
    return RunResult(
        ok=ok, recipe=name, profile="macos", params={"n": 1}, steps=[step],
        started_at=started, finished_at=started, error=None if ok else "boom",
    )  # fmt: skip


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
