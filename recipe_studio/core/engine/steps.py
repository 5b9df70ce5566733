"""Running one step of a recipe, written as a script (a generator of requests).

A step does not call tools or sleep itself: it yields a
:class:`~recipe_studio.core.mcp_client.calls.ToolRequest` (answered with a ``CallResult``,
or with the call's error thrown in) or a :class:`Sleep` (answered with ``True`` when the
run was cancelled meanwhile). Whoever drives the script decides where that happens: a
live connection answers tool requests inside its event loop, so a run of quick steps
costs no thread switches (see :mod:`recipe_studio.core.engine.engine`).
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from recipe_studio.core.engine.events import RunEvent, StepProgress, StepStarted, Waiting
from recipe_studio.core.engine.plan import without_confirm
from recipe_studio.core.engine.results import (
    StepKind,
    StepOutcome,
    StepStatus,
    WrittenArgs,
    utc_now,
)
from recipe_studio.core.mcp_client.calls import ToolRequest
from recipe_studio.core.mcp_client.errors import Cancelled, McpClientError
from recipe_studio.core.mcp_client.rpc_errors import tool_error_message
from recipe_studio.core.messages import Message, message
from recipe_studio.core.model import RawStep, Recipe, ToolStep, WaitStep
from recipe_studio.core.references import (
    InterpolationError,
    StepLookup,
    StepRef,
    interpolate,
    resolve_path,
)
from recipe_studio.core.trial import referenced_steps

if TYPE_CHECKING:
    from recipe_studio.core.engine.rehearsal import Rehearsal, RehearsalAction
    from recipe_studio.core.mcp_client.cancel import CancelToken
    from recipe_studio.core.mcp_client.clock import CallProgress, ProgressCallback
    from recipe_studio.core.profiles import Profile

logger = logging.getLogger(__name__)

StepScript = Generator[Any, Any, StepOutcome]


@dataclass(frozen=True)
class Sleep:
    """Pause up to ``seconds``; the answer is ``True`` if the run was cancelled meanwhile."""

    seconds: float


@dataclass(frozen=True)
class PauseBefore:
    """Ask ``pause_before(index)``; the answer is ``False`` to stop the run there."""

    index: int


def ms_since(began: float) -> float:
    return round((time.perf_counter() - began) * 1000, 3)


def is_preview(value: Any) -> bool:
    """A tool's answer that says nothing was done, only previewed."""
    return isinstance(value, dict) and value.get("preview") is True


@dataclass(frozen=True)
class StepClock:
    """What every outcome of one step shares: which step it is and when it started.

    Each way a step can end is one named call here, so a failure path reads as what
    happened rather than as a list of fields."""

    index: int
    uid: str
    kind: StepKind
    tool: str | None
    started_at: str
    #: ``time.perf_counter()`` when it started: what its duration is measured from.
    began: float
    optional: bool = False
    #: Earlier steps (0-based) with stand-in results that this step's arguments read.
    fed_by: tuple[int, ...] = ()

    @classmethod
    def start(cls, index: int, step: RawStep | ToolStep | WaitStep) -> StepClock:
        tool = step.tool if isinstance(step, ToolStep) else None
        return cls(index, step.uid, step.kind, tool, utc_now(), time.perf_counter())

    def ended(self, status: StepStatus, **fields: Any) -> StepOutcome:
        """The outcome, timed now."""
        return StepOutcome(
            index=self.index,
            uid=self.uid,
            kind=self.kind,
            tool=self.tool,
            optional=self.optional,
            fed_by=list(self.fed_by),
            started_at=self.started_at,
            duration_ms=ms_since(self.began),
            status=status,
            **fields,
        )

    def failed(
        self, kind: str, why: Message, *, status: StepStatus = "failed", **fields: Any
    ) -> StepOutcome:
        """A step that did not go through; ``kind`` is its ``error_kind``."""
        return self.ended(status, error=why.text, error_message=why, error_kind=kind, **fields)

    def cancelled(self, why: Message, args: Any = None) -> StepOutcome:
        """A step the run's Stop ended."""
        return self.failed("cancelled", why, status="cancelled", args=args)


class Results:
    """The results steps can read during one run, by step index."""

    def __init__(
        self, recipe: Recipe, start: int, prior: Mapping[str, StepOutcome], pins: Mapping[str, Any]
    ) -> None:
        self.recipe = recipe
        self.entries: dict[int, tuple[StepStatus, Any]] = {}
        #: Steps whose result is a rehearsal's stand-in (``not_sent``).
        self.stand_ins: set[int] = set()
        self.ids: dict[str, int] = {}
        for index, step in enumerate(recipe.steps):
            if isinstance(step, ToolStep) and step.step_id and step.step_id not in self.ids:
                self.ids[step.step_id] = index
            if index < start:
                if step.uid in prior:
                    outcome = prior[step.uid]
                    self.entries[index] = (outcome.status, outcome.result)
                elif step.uid in pins:
                    self.entries[index] = ("ok", pins[step.uid])

    def record(self, outcome: StepOutcome, stand_in: Any = None) -> None:
        """Keep ``outcome``'s result for later steps; ``stand_in``: what a rehearsal's
        later steps read instead of a preview."""
        self.entries[outcome.index] = (outcome.status, outcome.result)
        if stand_in is not None:
            self.entries[outcome.index] = ("not_sent", stand_in)
        if outcome.status == "not_sent" or stand_in is not None:
            self.stand_ins.add(outcome.index)

    def stand_ins_read(self, current: int) -> list[int]:
        """The stand-in results step ``current``'s arguments read (a rehearsal's)."""
        if not self.stand_ins:
            return []
        read = referenced_steps(self.recipe.steps, current, self.recipe.dialect)
        return [index for index in read if index in self.stand_ins]

    def lookup(self, current: int) -> StepLookup:
        """What ``${steps[N]...}`` / ``{"$step": ...}`` read while step ``current`` runs."""

        def step_value(ref: StepRef) -> Any:
            if ref.step_id is not None:
                if ref.step_id not in self.ids:
                    raise InterpolationError(message("ref_step_id_unknown", id=ref.step_id))
                index = self.ids[ref.step_id]
            else:
                assert ref.index is not None
                index = ref.index
            target = index + 1
            if index >= current:
                raise InterpolationError(message("ref_later", current=current + 1, target=target))
            if isinstance(self.recipe.steps[index], WaitStep):
                raise InterpolationError(message("ref_wait", target=target))
            entry = self.entries.get(index)
            if entry is None:
                raise InterpolationError(message("ref_no_result", target=target))
            status, value = entry
            unusable = {"skipped": "ref_skipped", "preview": "ref_preview"}
            if status in unusable:
                raise InterpolationError(message(unusable[status], target=target))
            if status not in ("ok", "not_sent"):
                raise InterpolationError(message("ref_unfinished", target=target))
            return resolve_path(value, ref.path, where=f"steps[{index}].result")

        return step_value


@dataclass
class StepRunner:
    """Everything a step needs while a run is going on."""

    recipe: Recipe
    profile: Profile
    values: Mapping[str, Any]
    results: Results
    pins: Mapping[str, Any]
    token: CancelToken
    timeout: float | None
    wait_tick: float
    emit: Callable[[RunEvent], None]
    #: Seconds a step's call may take in all (``timeout`` is how long it may stay silent).
    step_limit: float | None = None
    #: Set for a rehearsal: decides which steps are sent, and makes stand-ins.
    rehearsal: Rehearsal | None = None

    def run(self, index: int) -> StepScript:
        """The script of step ``index``; its value is the step's outcome."""
        step = self.recipe.steps[index]
        clock = StepClock.start(index, step)
        if isinstance(step, ToolStep):
            return (yield from self._tool(step, clock))
        self.emit(StepStarted(index, step.uid, None))
        if isinstance(step, RawStep):
            return clock.failed("invalid_step", message("step_invalid"))
        if step.uid in self.pins:
            return clock.ended("ok", pinned=True, result=self.pins[step.uid])
        return (yield from self._wait(step, clock))

    def _tool(self, step: ToolStep, clock: StepClock) -> StepScript:
        index = clock.index
        optional = step.is_optional and self.profile.allows_optional
        fed_by = tuple(self.results.stand_ins_read(index))
        clock = replace(clock, optional=optional, fed_by=fed_by)
        rehearse = self._rehearsal_action(step)
        if step.uid in self.pins and rehearse != "stand_in":
            return self._pinned(step, clock)

        def failure(kind: str, why: Message, args: Any = None, **more: Any) -> StepOutcome:
            return self._failed(clock, kind, why, args, **more)

        if not step.tool:
            self.emit(StepStarted(index, step.uid, None))
            return failure("invalid_step", message("step_no_tool"))
        try:
            args = self._args(step, index, rehearse)
        except InterpolationError as exc:
            self.emit(StepStarted(index, step.uid, step.tool))
            return failure("interpolation", exc.message)
        self.emit(StepStarted(index, step.uid, step.tool, args))
        if rehearse == "stand_in":
            return self._stand_in(step, clock, args)
        try:
            answer = yield ToolRequest(
                step.tool,
                args,
                self.timeout,
                step_limit=self.step_limit,
                on_progress=self._progress_reporter(index, step),
            )
        except Cancelled as exc:
            return clock.cancelled(exc.message, args)
        except McpClientError as exc:
            return failure(exc.kind, exc.message, args)
        except Exception as exc:  # a caller's own bug must not kill the worker thread
            logger.exception("the tool caller failed on %s", step.tool)
            details = f"{type(exc).__name__}: {exc}"
            return failure("error", message("step_error", details=details), args)
        content = list(answer.content) if _has_more_than_text(answer.content) else None
        if answer.is_error:
            why = tool_error_message(step.tool, answer.content_text.strip())
            return failure("tool_failed", why, args, content=content)
        value = answer.value
        status: StepStatus = "preview" if is_preview(value) else "ok"
        acted = rehearse == "preview" and status != "preview"
        return clock.ended(status, result=value, args=args, content=content, acted=acted)

    def _failed(
        self, clock: StepClock, kind: str, why: Message, args: Any, **more: Any
    ) -> StepOutcome:
        """A step that did not go through: failed, or skipped when it is optional."""
        # In a rehearsal, a step fed example values may fail because of them: it is
        # skipped (its row says it used examples), and the rehearsal goes on.
        guessed = self.rehearsal is not None and bool(clock.fed_by)
        status: StepStatus = "skipped" if clock.optional or guessed else "failed"
        return clock.failed(kind, why, status=status, args=args, **more)

    def _args(self, step: ToolStep, index: int, rehearse: RehearsalAction | None) -> Any:
        """The arguments to send: references filled in, ``confirm`` as the rules say (a
        rehearsal's preview says ``confirm: false``, even where ``true`` was kept)."""
        lookup = self.results.lookup(index)
        filled = interpolate(step.args, self.recipe.dialect, self.values, lookup)
        args = without_confirm(filled, self.profile, step.args)
        if rehearse == "preview" and isinstance(args, dict):
            args = {**{k: v for k, v in args.items() if k != "confirm"}, "confirm": False}
        return args

    def record(self, outcome: StepOutcome) -> None:
        """Keep a finished step's result; in a rehearsal, a tool's preview stands in for
        the result it would have given (its pin, else example values), so the steps
        after it rehearse too."""
        stand_in = None
        if self.rehearsal is not None and outcome.status == "preview" and outcome.tool:
            pinned = outcome.uid in self.pins
            stand_in = (
                self.pins[outcome.uid] if pinned else self.rehearsal.stand_in(outcome.tool)[0]
            )
        self.results.record(outcome, stand_in)

    def _rehearsal_action(self, step: ToolStep) -> RehearsalAction | None:
        if self.rehearsal is None or not step.tool:
            return None
        return self.rehearsal.action(step.tool)

    def _pinned(self, step: ToolStep, clock: StepClock) -> StepOutcome:
        """A pinned step: its pin is its result, the tool is not called."""
        self.emit(StepStarted(clock.index, step.uid, step.tool))
        return clock.ended("ok", pinned=True, result=self.pins[step.uid])

    def _stand_in(self, step: ToolStep, clock: StepClock, args: dict[str, Any]) -> StepOutcome:
        """A rehearsal's state-changing step: not sent; its pin or an example stands in."""
        assert self.rehearsal is not None
        pinned = step.uid in self.pins
        if pinned:
            value, source = self.pins[step.uid], "pin"
        else:
            value, source = self.rehearsal.stand_in(step.tool)
        written = WrittenArgs(args=step.args, dialect=self.recipe.dialect)
        return clock.ended(
            "not_sent", result=value, args=args, stand_in=source, written=written, pinned=pinned
        )

    def _progress_reporter(self, index: int, step: ToolStep) -> ProgressCallback:
        def report(progress: CallProgress) -> None:
            self.emit(
                StepProgress(
                    index, step.uid, step.tool, progress.progress, progress.total, progress.message
                )
            )

        return report

    def _wait(self, step: WaitStep, clock: StepClock) -> StepScript:
        index = clock.index
        try:
            seconds = max(0.0, float(step.seconds))
        except OverflowError:  # a whole number of seconds too large for a float: forever
            seconds = math.inf
        except (TypeError, ValueError):
            seconds = 0.0
        deadline = time.monotonic() + seconds
        remaining = seconds
        while True:
            self.emit(Waiting(index, step.uid, seconds, round(remaining, 3)))
            if remaining <= 0:
                break
            cancelled = yield Sleep(min(self.wait_tick, remaining))
            if cancelled:
                return clock.cancelled(message("step_cancelled_waiting"))
            remaining = max(0.0, deadline - time.monotonic())
        return clock.ended("ok", result=None)


def _has_more_than_text(content: tuple[dict[str, Any], ...]) -> bool:
    return any(block.get("type") != "text" for block in content)
