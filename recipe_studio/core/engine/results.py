"""What a run produced: one :class:`StepOutcome` per step reached, and the :class:`RunResult`.

Statuses: ``ok`` (ran, or pinned), ``failed`` (stopped the run), ``skipped`` (an optional
step that failed; the run went on), ``preview`` (the tool asks for its own confirmation,
so it only answered with a preview), ``cancelled`` (the user stopped the run while this
step was running), ``not_sent`` (a rehearsal did not send this state-changing step; its
result is a stand-in, :mod:`recipe_studio.core.engine.rehearsal`). Steps of the run's
range that never started have no outcome: their indexes are in ``RunResult.not_run``
and :meth:`RunResult.status_of` says ``not_run`` ("Not run" in the window; never
"Cancelled").

Every error a person reads is a :class:`~recipe_studio.core.messages.Message`
(``error_message``: code, values, technical ``details``); ``error`` is its English text.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

from recipe_studio.core.checks import CheckResult, failed_count
from recipe_studio.core.deep import cut_deep
from recipe_studio.core.messages import Message, message
from recipe_studio.core.model import Dialect

StepStatus = Literal["ok", "failed", "skipped", "preview", "cancelled", "not_run", "not_sent"]
StandInSource = Literal["pin", "schema", "shape", "none"]
StepKind = Literal["tool", "wait", "raw"]
Outcome = Literal["ok", "failed", "cancelled", "declined"]


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class WrittenArgs(BaseModel):
    """A step's arguments as the recipe writes them (references not filled in)."""

    args: dict[str, Any]
    dialect: Dialect


class LostField(BaseModel):
    """A field a step's result no longer has, that its learned shape had ("broken since
    last time"): later steps' references or the step's checks rely on it."""

    #: Where in the result (list positions as 0, as learned shapes keep them).
    path: list[str | int]
    #: When the learned shape last saw it (ISO 8601, UTC).
    seen_at: str
    #: The later steps (0-based) whose references read it.
    needed_by: list[int] = Field(default_factory=list)
    #: A check of this step looks there.
    by_check: bool = False


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
    #: The error as a translatable message (``details``: the technical part).
    error_message: Message | None = None
    #: The answer's content blocks (images, audio, resources ...) when it has more than
    #: text; see ``core.mcp_client.results``. Large binary data lives beside the record.
    content: list[dict[str, Any]] | None = None
    #: The arguments sent (after interpolation and removing ``confirm``).
    args: dict[str, Any] | None = None
    optional: bool = False
    pinned: bool = False
    started_at: str = Field(default_factory=utc_now)
    duration_ms: float = 0.0
    #: A rehearsal's ``not_sent`` step: where its stand-in result came from.
    stand_in: StandInSource | None = None
    #: A rehearsal's ``not_sent`` step: its arguments as written, so a view can show
    #: which reference gave which of ``args`` (:func:`recipe_studio.core.summary.filled_pieces`).
    written: WrittenArgs | None = None
    #: Earlier steps (0-based) with stand-in results that this step's arguments read.
    fed_by: list[int] = Field(default_factory=list)
    #: This step's checks, as they came out.
    checks: list[CheckResult] = Field(default_factory=list)
    #: In a rehearsal, the tool was asked only to preview and did not: it may have acted.
    acted: bool = False
    #: Fields its result no longer has that its learned shape had, and who needs them.
    lost_fields: list[LostField] = Field(default_factory=list)

    def storable(self) -> tuple[StepOutcome, list[str]]:
        """This outcome with parts too deep to store cut (``core.engine.deep``), and which
        fields were cut; itself when nothing is too deep."""
        update: dict[str, Any] = {}
        for name in DEEP_FIELDS:
            value, cut = cut_deep(getattr(self, name))
            if cut:
                update[name] = value
        if not update:
            return self, []
        return self.model_copy(update=update), list(update)

    def to_json(self) -> dict[str, Any]:
        return self.storable()[0].model_dump(mode="json")


#: The fields of a step holding what a server or a reference made, of any depth.
DEEP_FIELDS = ("result", "args", "content")


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
    #: The error as a translatable message (``details``: the technical part).
    error_message: Message | None = None
    failed_step: int | None = None
    #: Steps of ``range(start, stop)`` that never started (declined, stopped, failed early).
    not_run: list[int] = Field(default_factory=list)
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
    #: A rehearsal: nothing was changed (:mod:`recipe_studio.core.engine.rehearsal`).
    rehearsal: bool = False
    #: Every check of the run's steps, reached or not, in step order.
    checks: list[CheckResult] = Field(default_factory=list)

    @property
    def checks_failed(self) -> int:
        return failed_count(self.checks)

    @property
    def outcome(self) -> Outcome:
        if self.declined:
            return "declined"
        if self.cancelled:
            return "cancelled"
        return "ok" if self.ok else "failed"

    def fail(self, msg: Message) -> None:
        """Mark the run failed with ``msg`` (its English text goes to ``error``)."""
        self.ok = False
        self.error = msg.text
        self.error_message = msg

    def status_of(self, index: int) -> StepStatus | None:
        """A step's status in this run; ``None`` when it is outside the run's range."""
        outcome = self.step(index)
        if outcome is not None:
            return outcome.status
        return "not_run" if index in self.not_run else None

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

    def storable(self) -> tuple[RunResult, list[str]]:
        """This result with the parts too deep to store cut, and where (``steps[2].result``);
        itself when nothing is too deep."""
        steps: list[StepOutcome] = []
        where: list[str] = []
        for outcome in self.steps:
            kept, fields = outcome.storable()
            steps.append(kept)
            where += [f"steps[{outcome.index}].{name}" for name in fields]
        params, cut = cut_deep(self.params)
        if cut:
            where.append("params")
        if not where:
            return self, []
        return self.model_copy(update={"steps": steps, "params": params}), where

    def to_json(self) -> dict[str, Any]:
        data = self.storable()[0].model_dump(mode="json")
        note = self.rehearsal_note()
        if note is not None:  # said in words too, for whoever reads the JSON
            data["note"] = note.to_json()
        return data

    def rehearsal_note(self) -> Message | None:
        """ "Rehearsal — nothing was changed." (``None`` for a real run). A tool that was
        asked only for a preview and acted anyway is owned up to instead."""
        if not self.rehearsal:
            return None
        acted = [o.index + 1 for o in self.steps if o.acted]
        if acted:
            steps = ", ".join(str(n) for n in acted)
            return message("rehearsal_acted", count=len(acted), steps=steps)
        return message("rehearsal_nothing_changed")
