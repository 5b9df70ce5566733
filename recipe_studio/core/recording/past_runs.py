"""A past run's tool calls, as recorded calls, so it can become a recipe the same way.

* The Studio's own runs (:class:`~recipe_studio.core.engine.RunRecord`): each tool step
  that was sent is a call with the arguments sent (values already filled in: the draft
  finds the references again) and its result; previews count as answered.
* A host's ``recipe_runs`` answer: the LMCP documents do not fix its form, so it is read
  leniently: a run is an object whose ``steps`` (or ``results``) list holds objects with
  ``tool`` (or ``name``), ``args`` (or ``arguments``), ``result`` and ``ok`` (or
  ``status``/``error``). Steps without a tool name are skipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.recording.store import RecordedCall

if TYPE_CHECKING:
    from recipe_studio.core.engine.records import RunRecord

_STATUS = {"ok": "ok", "preview": "ok", "failed": "failed", "cancelled": "cancelled"}


def calls_from_run(record: RunRecord) -> list[RecordedCall]:
    """The calls of a Studio run (wait steps, and steps never sent, are not calls)."""
    calls: list[RecordedCall] = []
    for outcome in record.result.steps:
        if outcome.kind != "tool" or not outcome.tool or outcome.args is None:
            continue
        status = "ok" if outcome.pinned else _STATUS.get(outcome.status, "pending")
        result = {"structuredContent": outcome.result} if status == "ok" else None
        calls.append(
            RecordedCall(
                len(calls) + 1,
                outcome.tool,
                dict(outcome.args),
                status,
                result,
                {"message": outcome.error} if outcome.error else None,
                outcome.started_at,
            )
        )
    return calls


def _host_status(step: dict[str, Any]) -> str:
    if isinstance(step.get("ok"), bool):
        return "ok" if step["ok"] else "failed"
    status = str(step.get("status") or "").lower()
    if status in ("ok", "success", "succeeded", "done", "completed", "preview"):
        return "ok"
    if status or step.get("error"):
        return "failed"
    return "ok"


def calls_from_host_run(run: Any) -> list[RecordedCall]:
    """The calls of one run from a host's ``recipe_runs`` (module docstring)."""
    steps = run.get("steps") or run.get("results") if isinstance(run, dict) else None
    calls: list[RecordedCall] = []
    for step in steps if isinstance(steps, list) else []:
        if not isinstance(step, dict):
            continue
        tool = step.get("tool") or step.get("name")
        if not isinstance(tool, str) or not tool:
            continue
        args = step.get("args", step.get("arguments"))
        status = _host_status(step)
        result = {"structuredContent": step.get("result")} if status == "ok" else None
        calls.append(
            RecordedCall(
                len(calls) + 1, tool, args if isinstance(args, dict) else {}, status, result
            )
        )
    return calls


def host_runs(answer: Any) -> list[dict[str, Any]]:
    """The runs in a ``recipe_runs`` answer (a list, or an object with ``runs``)."""
    runs = answer.get("runs") if isinstance(answer, dict) else answer
    return [run for run in runs if isinstance(run, dict)] if isinstance(runs, list) else []
