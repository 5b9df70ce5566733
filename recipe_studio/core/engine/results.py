"""What a run produced: one :class:`StepOutcome` per step reached, and the :class:`RunResult`.

Statuses: ``ok`` (ran, or pinned), ``failed`` (stopped the run), ``skipped`` (an optional
step that failed; the run went on), ``preview`` (the tool asks for its own confirmation,
so it only answered with a preview), ``cancelled`` (the user cancelled during or before it).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

StepStatus = Literal["ok", "failed", "skipped", "preview", "cancelled"]
StepKind = Literal["tool", "wait", "raw"]
Outcome = Literal["ok", "failed", "cancelled", "declined"]


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class StepOutcome(BaseModel):
    """One step of a run."""

    index: int
    uid: str
    kind: StepKind = "tool"
    tool: str | None = None
    status: StepStatus
    #: The value later steps read (``${steps[N].result...}``); ``None`` when it failed.
    result: Any = None
    error: str | None = None
    #: ``tool_failed``, ``timeout``, ``server_crashed``, ``interpolation``, ``cancelled`` ...
    error_kind: str | None = None
    #: The arguments sent (after interpolation and removing ``confirm``).
    args: dict[str, Any] | None = None
    optional: bool = False
    pinned: bool = False
    started_at: str = Field(default_factory=utc_now)
    duration_ms: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


class RunResult(BaseModel):
    """A whole run; :meth:`to_json` is what ``recipe-studio run --json`` prints."""

    ok: bool
    recipe: str = ""
    profile: str = ""
    params: dict[str, Any] = Field(default_factory=dict)
    steps: list[StepOutcome] = Field(default_factory=list)
    #: Indexes of optional steps that failed and were skipped.
    skipped_optional: list[int] = Field(default_factory=list)
    #: Indexes of steps that finished (``ok`` or ``preview``), in order.
    completed_steps: list[int] = Field(default_factory=list)
    error: str | None = None
    failed_step: int | None = None
    cancelled: bool = False
    #: The confirmation was declined (or impossible): nothing ran.
    declined: bool = False
    #: ``pause_before`` asked to stop before this step.
    stopped_before: int | None = None
    start: int = 0
    stop: int = 0
    started_at: str = Field(default_factory=utc_now)
    finished_at: str = ""
    duration_ms: float = 0.0

    @property
    def outcome(self) -> Outcome:
        if self.declined:
            return "declined"
        if self.cancelled:
            return "cancelled"
        return "ok" if self.ok else "failed"

    @property
    def done_steps(self) -> list[int]:
        """Steps that really ran (or used a pinned result)."""
        return [o.index for o in self.steps if o.status == "ok"]

    @property
    def previewed_steps(self) -> list[int]:
        """Steps whose tool only answered with a preview: nothing was executed."""
        return [o.index for o in self.steps if o.status == "preview"]

    def step(self, index: int) -> StepOutcome | None:
        for outcome in self.steps:
            if outcome.index == index:
                return outcome
        return None

    def by_uid(self) -> dict[str, StepOutcome]:
        return {outcome.uid: outcome for outcome in self.steps}

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json")
