"""Run records: every run saved as one JSON file in ``paths.runs_dir()``, listed newest first.

A record holds the recipe's name (and version or revision when known), the profile, the
param values, which server ran it, each step's result and timing, and the outcome::

    {"format": "recipe-studio-run", "version": 1, "id": "20261130T101500123Z-morning-1a2b",
     "recipe": "morning", "recipe_version": null, "profile": "macos", "server": "...",
     "outcome": "ok", "started_at": "...", "finished_at": "...", "result": {...}}

Files are written atomically; unreadable files are skipped when listing. A step's result
or arguments taking more than :data:`MAX_STORED_RESULT_BYTES` of JSON are cut in the
record (the run itself had them whole): the value becomes ``{"cut": true, "note": ...,
"size": N, "start": "<its JSON text, cut>"}`` and the record's ``cut`` lists where.
"""

from __future__ import annotations

import json
import os
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from recipe_studio.core.atomic import write_json_atomic
from recipe_studio.core.engine.attachments import move_out_binaries
from recipe_studio.core.engine.results import Outcome, RunResult
from recipe_studio.core.file_read import read_regular
from recipe_studio.core.limits import MAX_FILE_BYTES
from recipe_studio.core.paths import runs_dir

RECORD_FORMAT = "recipe-studio-run"
RECORD_VERSION = 1
#: The most JSON text one step's result (or its arguments) takes in a run record.
MAX_STORED_RESULT_BYTES = 1_000_000
_SLUG = re.compile(r"[^A-Za-z0-9_-]+")


class RunRecordError(Exception):
    """A run record that cannot be read; the message names the file."""


class RunRecord(BaseModel):
    format: Literal["recipe-studio-run"] = "recipe-studio-run"
    version: int = RECORD_VERSION
    id: str = ""
    recipe: str
    #: The library's stable id of the recipe (kept across renames), when it has one.
    recipe_id: str | None = None
    recipe_version: str | None = None
    profile: str
    params: dict[str, Any] = Field(default_factory=dict)
    server: str = ""
    outcome: Outcome
    started_at: str
    finished_at: str
    duration_ms: float = 0.0
    #: How the run was started: "cli", "gui", "test run", "step" ...
    source: str = ""
    result: RunResult
    #: Where values were cut to :data:`MAX_STORED_RESULT_BYTES` (``steps[3].result``).
    cut: list[str] = Field(default_factory=list)
    #: A rehearsal (``result.rehearsal``), said at the top for whoever reads the file.
    rehearsal: bool = False

    @classmethod
    def from_result(
        cls,
        result: RunResult,
        *,
        server: str = "",
        recipe_version: str | None = None,
        source: str = "",
        recipe_id: str | None = None,
    ) -> RunRecord:
        return cls(
            recipe=result.recipe,
            recipe_id=recipe_id,
            recipe_version=recipe_version,
            profile=result.profile,
            params=result.params,
            server=server,
            outcome=result.outcome,
            started_at=result.started_at,
            finished_at=result.finished_at,
            duration_ms=result.duration_ms,
            source=source,
            result=result,
            rehearsal=result.rehearsal,
        )

    def to_json(self) -> dict[str, Any]:
        """The record as JSON, with the parts too deep to store cut and listed in ``cut``."""
        result, where = self.result.storable()
        record = self
        if where:
            update = {"result": result, "params": result.params, "cut": [*self.cut, *where]}
            record = self.model_copy(update=update)
        data = record.model_dump(mode="json")
        note = self.result.rehearsal_note()
        if note is not None:
            data["note"] = note.text
        return data


def cap_values(data: dict[str, Any]) -> None:
    """Hold every step's result, arguments and content in a record's JSON (in place) to
    :data:`MAX_STORED_RESULT_BYTES`, listing what was cut in ``data["cut"]``. Runs after
    large binaries were moved beside the record, so only what stayed inline counts."""
    result = data.get("result")
    steps = result.get("steps") if isinstance(result, dict) else None
    cut: list[str] = data.setdefault("cut", [])
    if isinstance(result, dict):
        _cap_errors(result, "", cut)
    for step in steps if isinstance(steps, list) else []:
        _cap_errors(step, f"steps[{step.get('index')}].", cut)
        for field in ("result", "args", "content"):
            kept = _capped(step.get(field))
            if kept is not None:
                # The model wants content as a list of blocks: the note is a text block.
                step[field] = (
                    [{"type": "text", "text": kept.pop("start"), **kept}]
                    if (field == "content")
                    else kept
                )
                cut.append(f"steps[{step.get('index')}].{field}")


def _cap_errors(holder: dict[str, Any], where: str, cut: list[str]) -> None:
    """Hold an error's text and its message's values and details to the same cap as
    results (a server's 20 MB error message must not make a 60 MB record)."""
    error = holder.get("error")
    if isinstance(error, str) and (kept := _capped_text(error)) is not None:
        holder["error"] = kept
        cut.append(f"{where}error")
    msg = holder.get("error_message")
    if not isinstance(msg, dict):
        return
    for field in ("details", "text"):
        value = msg.get(field)
        if isinstance(value, str) and (kept := _capped_text(value)) is not None:
            msg[field] = kept
            cut.append(f"{where}error_message.{field}")
    values = msg.get("values")
    if not isinstance(values, dict):
        return
    for key, value in values.items():
        if isinstance(value, str) and (kept := _capped_text(value)) is not None:
            values[key] = kept
            cut.append(f"{where}error_message.values.{key}")
        elif isinstance(value, dict | list) and (note := _capped(value)) is not None:
            values[key] = note
            cut.append(f"{where}error_message.values.{key}")


def _capped_text(text: str) -> str | None:
    """The start of ``text`` and a note, if it takes more than the cap, else ``None``."""
    if len(text) <= MAX_STORED_RESULT_BYTES // 4:
        return None
    data = text.encode("utf-8", "surrogatepass")
    if len(data) <= MAX_STORED_RESULT_BYTES:
        return None
    start = data[:MAX_STORED_RESULT_BYTES].decode("utf-8", "ignore")
    return (
        f"{start} … [cut: this text was {len(data):,} bytes; the run record keeps only its "
        f"first {MAX_STORED_RESULT_BYTES:,}]"
    )


def _capped(value: Any) -> dict[str, Any] | None:
    """A note with the start of ``value``'s JSON text if that is too long, else ``None``."""
    if value is None or isinstance(value, bool | int | float):
        return None
    text = json.dumps(value, ensure_ascii=False, default=str)
    if len(text) <= MAX_STORED_RESULT_BYTES // 4:  # even at 4 bytes a character it fits
        return None
    data = text.encode("utf-8", "surrogatepass")
    if len(data) <= MAX_STORED_RESULT_BYTES:
        return None
    start = data[:MAX_STORED_RESULT_BYTES].decode("utf-8", "ignore")
    return {
        "cut": True,
        "note": (
            f"This value was {len(data):,} bytes of JSON; the run record keeps only its "
            f"first {MAX_STORED_RESULT_BYTES:,} bytes, as text."
        ),
        "size": len(data),
        "start": start,
    }


class RunSummary(BaseModel):
    """A record's headline, for lists (the steps are not loaded)."""

    id: str
    path: str
    recipe: str
    recipe_id: str | None = None
    recipe_version: str | None = None
    profile: str
    outcome: Outcome
    started_at: str
    duration_ms: float = 0.0
    step_count: int = 0
    #: A rehearsal: nothing was changed.
    rehearsal: bool = False
    checks_failed: int = 0


def _new_id(recipe: str) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")[:-3]
    slug = _SLUG.sub("-", recipe).strip("-")[:40] or "recipe"
    return f"{stamp}Z-{slug}-{os.urandom(2).hex()}"


def save_run(record: RunRecord, home: str | os.PathLike[str] | None = None) -> Path:
    """Write ``record`` (giving it an id if it has none); returns the file's path."""
    if not record.id:
        record = record.model_copy(update={"id": _new_id(record.recipe)})
    folder = runs_dir(home)
    data = record.to_json()
    move_out_binaries(data, folder, record.id)
    cap_values(data)
    path = folder / f"{record.id}.json"
    write_json_atomic(path, data)
    return path


def read_run(
    id_or_path: str | os.PathLike[str], home: str | os.PathLike[str] | None = None
) -> RunRecord:
    """A record by id (in the runs folder) or by path; :class:`RunRecordError` if unusable."""
    path = Path(id_or_path)
    if not path.suffix and not path.exists():
        path = runs_dir(home) / f"{id_or_path}.json"
    try:
        raw, _stat = read_regular(path, MAX_FILE_BYTES)  # never blocks on a pipe
        if raw is None:
            raise RunRecordError(f"{path}: far too large to be a run record")
        data = json.loads(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        raise RunRecordError(f"{path}: cannot read the run record ({reason})") from None
    except (ValueError, RecursionError):
        raise RunRecordError(f"{path}: not valid JSON") from None
    try:
        return RunRecord.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise RunRecordError(f"{path}: {where}: {first['msg']}") from None


def _is_of(record: RunRecord, recipe: str | None, recipe_id: str | None) -> bool:
    """Whether ``record`` ran the recipe with this id (or, for records without one, name)."""
    if recipe_id is not None and record.recipe_id is not None:
        return record.recipe_id == recipe_id
    if recipe is not None:
        return record.recipe == recipe
    return recipe_id is None


def list_runs(
    recipe: str | None = None,
    home: str | os.PathLike[str] | None = None,
    *,
    recipe_id: str | None = None,
    limit: int | None = None,
) -> list[RunSummary]:
    """Saved runs, newest first; only one recipe's when ``recipe_id`` (stable across
    renames) or ``recipe`` (its name, for records without an id) is given. Broken files
    are skipped."""
    folder = runs_dir(home)
    try:
        paths = sorted(folder.glob("*.json"), key=lambda p: p.name, reverse=True)
    except OSError:
        return []
    out: list[RunSummary] = []
    for path in paths:
        try:
            record = read_run(path)
        except RunRecordError:
            continue
        if not _is_of(record, recipe, recipe_id):
            continue
        out.append(
            RunSummary(
                id=record.id or path.stem,
                path=str(path),
                recipe=record.recipe,
                recipe_id=record.recipe_id,
                recipe_version=record.recipe_version,
                profile=record.profile,
                outcome=record.outcome,
                started_at=record.started_at,
                duration_ms=record.duration_ms,
                step_count=len(record.result.steps),
                rehearsal=record.result.rehearsal,
                checks_failed=record.result.checks_failed,
            )
        )
        if limit is not None and len(out) >= limit:
            break
    out.sort(key=lambda summary: (summary.started_at, summary.id), reverse=True)
    return out
