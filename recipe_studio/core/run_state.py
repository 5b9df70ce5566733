"""One recipe's test runs as the window shows them: Qt-free, fed by the engine's events.

A :class:`RunState` belongs to one open recipe and outlives its runs. It holds each
step's status in the run in progress or the last one (pending, running, done, ...), the
last real result of every step (the step-result picker and "run from here" read them),
the last run merged with the partial runs after it, the run in progress (its outcomes so
far, a pause), the pins and breakpoints the user set, and the recipe's run history.

The window's models only adapt it: the steps table reads :meth:`mark`, the Run panel
rebuilds itself from :attr:`live` or :attr:`shown`; switching recipes shows that
recipe's own state. Everything here runs on one thread (the GUI's): the worker thread
hands engine events over with a signal first.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from recipe_studio.core.checks import Check, checks_from_stored, checks_to_stored
from recipe_studio.core.engine.events import (
    Connected,
    Connecting,
    RunEvent,
    RunFinished,
    RunStarted,
    StepFinished,
    StepProgress,
    StepStarted,
    Waiting,
)
from recipe_studio.core.engine.records import RunSummary, list_runs
from recipe_studio.core.events import Signal

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

    from recipe_studio.core.engine.results import RunResult, StepOutcome
    from recipe_studio.core.model import Step

#: A step's place in a run. From the confirmation on: "confirming" while the one
#: confirmation is open, "pending" once the run may go on, "running", then how it ended
#: ("not_run": the run ended before it). A new status is added here and given its look in
#: the steps table, nothing else.
MarkStatus = Literal[
    "confirming",
    "pending",
    "running",
    "ok",
    "failed",
    "skipped",
    "preview",
    "cancelled",
    "not_run",
    "not_sent",
]


@dataclass(frozen=True)
class StepMark:
    """A step's place in the run in progress or the last one."""

    status: MarkStatus
    #: How long the finished step took.
    duration_ms: float | None = None
    pinned: bool = False
    #: Seconds left while a wait step waits.
    waiting: float | None = None
    #: ``time.monotonic()`` when the running step started.
    since: float | None = None
    #: The running step's tool's last progress report (its figure and its own words).
    progress: StepProgress | None = None
    #: How many of the step's checks failed.
    checks_failed: int = 0
    #: Run in a rehearsal (nothing was changed).
    rehearsal: bool = False


@dataclass
class LiveRun:
    """The run in progress."""

    started: RunStarted
    outcomes: list[StepOutcome] = field(default_factory=list)
    running: int | None = None
    paused_at: int | None = None
    #: The connection the run uses, by name.
    server: str = ""
    #: The server is being started or reached (no step has started yet).
    connecting: bool = False
    #: The one confirmation is open: nothing runs (or counts time) until it is answered.
    confirming: bool = False
    #: A step has started: the run is really running (not connecting or asking).
    begun: bool = False
    #: A rehearsal: nothing is changed.
    rehearsal: bool = False


@dataclass(frozen=True)
class RunFailure:
    """A run that could not go on (the server could not start, ...)."""

    message: str
    details: str = ""


class RunState:
    """See the module docstring. Signals say what changed; read the state after them."""

    def __init__(self, recipe_id: str = "", recipe_name: str = "") -> None:
        self.recipe_id = recipe_id
        self.recipe_name = recipe_name
        self.marks: dict[str, StepMark] = {}
        #: The last real result of each step (uid -> value).
        self.results: dict[str, Any] = {}
        #: The last run merged with the partial runs after it (feeds "run from here").
        self.last_run: RunResult | None = None
        #: What the Run panel shows when no run is going on: the last run, as it was.
        self.shown: RunResult | None = None
        #: The run record of :attr:`shown` (its images and audio may be files beside it).
        self.shown_record: str | None = None
        self.live: LiveRun | None = None
        self.failure: RunFailure | None = None
        self.pins: dict[str, Any] = {}
        #: The Studio's checks on each step's result (uid -> checks), saved with the recipe.
        self.checks: dict[str, list[Check]] = {}
        self.breakpoints: set[str] = set()
        self.history: list[RunSummary] = []
        #: Uids whose mark changed (an empty set: any step's may have).
        self.marks_changed: Signal[[set[str]]] = Signal()
        #: Pins, breakpoints or checks changed.
        self.flags_changed: Signal[[]] = Signal()
        #: A run began, paused, finished or failed (the Run panel's headline and buttons).
        self.run_changed: Signal[[]] = Signal()
        #: One engine event of the run in progress, after it was applied.
        self.event_applied: Signal[[RunEvent]] = Signal()
        self.history_changed: Signal[[]] = Signal()

    # ------------------------------------------------------------------ reading
    def mark(self, uid: str) -> StepMark | None:
        return self.marks.get(uid)

    @property
    def running(self) -> bool:
        return self.live is not None

    def elapsed(self, uid: str, now: float | None = None) -> float | None:
        """Seconds the running step ``uid`` has been running."""
        mark = self.marks.get(uid)
        if mark is None or mark.status != "running" or mark.since is None:
            return None
        return (time.monotonic() if now is None else now) - mark.since

    def prior_results(self) -> dict[str, StepOutcome]:
        """What a run starting after step 0 reads for the steps before it."""
        return self.last_run.by_uid() if self.last_run is not None else {}

    # ------------------------------------------------------------------ a run
    def begin(
        self,
        uids: Sequence[str],
        start: int,
        total: int,
        server: str = "",
        *,
        rehearsal: bool = False,
    ) -> None:
        """A run of the steps ``uids`` (from row ``start`` of ``total``) on the connection
        ``server`` is about to start: they are pending, the others unmarked."""
        self.marks = {uid: StepMark("pending", rehearsal=rehearsal) for uid in uids}
        self.failure = None
        started = RunStarted(self.recipe_name, "", start, start + len(uids), total)
        self.live = LiveRun(started, server=server, rehearsal=rehearsal)
        self.marks_changed.emit(set())
        self.run_changed.emit()

    def apply(self, event: RunEvent) -> None:
        """One engine event of the run in progress."""
        if isinstance(event, RunFinished):
            self.finish(event.result)
            return
        if isinstance(event, Connecting | Connected | RunStarted):
            self._run_news(event)
        elif isinstance(event, StepStarted):
            self._step_started(event)
        elif isinstance(event, StepProgress):
            self._step_progress(event)
        elif isinstance(event, Waiting):
            self._step_waiting(event)
        elif isinstance(event, StepFinished):
            self._step_finished(event)
        self.event_applied.emit(event)

    def _run_news(self, event: Connecting | Connected | RunStarted) -> None:
        live = self.live
        if live is None:
            return
        if isinstance(event, RunStarted):
            live.started = event
        live.connecting = isinstance(event, Connecting)

    def _step_started(self, event: StepStarted) -> None:
        if self.live is not None:
            self.live.running = event.index
            self.live.begun = True
        self._set(event.uid, StepMark("running", since=time.monotonic()))

    def _step_progress(self, event: StepProgress) -> None:
        old = self.marks.get(event.uid)
        if old is not None and old.status == "running":
            self._set(event.uid, replace(old, progress=event))

    def _step_waiting(self, event: Waiting) -> None:
        old = self.marks.get(event.uid)
        since = old.since if old is not None else time.monotonic()
        self._set(event.uid, StepMark("running", waiting=event.remaining, since=since))

    def _step_finished(self, event: StepFinished) -> None:
        outcome = event.outcome
        live = self.live
        if live is not None:
            live.outcomes.append(outcome)
            live.running = None
        rehearsal = live is not None and live.rehearsal
        failed = sum(check.failed for check in outcome.checks)
        self._set(
            outcome.uid,
            StepMark(
                outcome.status,
                duration_ms=outcome.duration_ms,
                pinned=outcome.pinned,
                checks_failed=failed,
                rehearsal=rehearsal,
            ),
        )

    def confirming(self, open_: bool, confirmed: bool = True) -> None:
        """The run's confirmation opened (``open_``) or was answered (``confirmed``: yes).
        Steps waiting for it are "confirming"; after a yes "pending", after a no "not run"."""
        live = self.live
        if live is None:
            return
        live.confirming = open_
        old, new = (
            ("pending", "confirming")
            if open_
            else ("confirming", "pending" if confirmed else "not_run")
        )
        changed = {uid for uid, mark in self.marks.items() if mark.status == old}
        for uid in changed:
            self.marks[uid] = replace(self.marks[uid], status=new)  # type: ignore[arg-type]
        if changed:
            self.marks_changed.emit(changed)
        self.run_changed.emit()

    def tick(self) -> None:
        """Time passed: the running steps' elapsed time is to be shown again."""
        running = {uid for uid, mark in self.marks.items() if mark.status == "running"}
        if running:
            self.marks_changed.emit(running)

    def pause(self, index: int | None) -> None:
        if self.live is not None:
            self.live.paused_at = index
            self.run_changed.emit()

    def finish(self, result: RunResult) -> None:
        """The run ended (whatever way): keep its results, unmark what it never reached.
        (Its binary results are still in memory: :attr:`shown_record` is not needed.)"""
        total = self.live.started.total_steps if self.live is not None else len(result.steps)
        self.live = None
        self._not_run()
        previous = self.last_run
        if previous is not None and (result.start > 0 or result.stop < total):
            merged = {**previous.by_uid(), **result.by_uid()}
            steps = sorted(merged.values(), key=lambda outcome: outcome.index)
            self.last_run = result.model_copy(update={"steps": steps})
        else:
            self.last_run = result
        self.shown = result
        self.shown_record = None
        self.failure = None
        self._keep_results(result.steps, replace_existing=True)
        self.run_changed.emit()

    def fail(self, message: str, details: str = "") -> None:
        """The run could not go on; steps it did not reach are "not run"."""
        self.live = None
        self.failure = RunFailure(message, details)
        self.shown = None
        self.shown_record = None
        self._not_run()
        self.run_changed.emit()

    def show_past(self, result: RunResult, record: str | None = None) -> None:
        """A run from the history (saved at ``record``): shown, and its results offered
        where none are newer."""
        self.shown = result
        self.shown_record = record
        self.failure = None
        self._keep_results(result.steps, replace_existing=False)
        self.run_changed.emit()

    # ------------------------------------------------------------------ pins, breakpoints
    def set_pin(self, uid: str, value: Any) -> None:
        """Pin ``value`` as step ``uid``'s result in test runs; ``None`` unpins."""
        if value is None:
            self.pins.pop(uid, None)
        else:
            self.pins[uid] = value
        self.flags_changed.emit()

    def set_checks(self, uid: str, checks: Sequence[Check]) -> None:
        """Step ``uid``'s checks from now on (none: it has none)."""
        if checks:
            self.checks[uid] = list(checks)
        else:
            self.checks.pop(uid, None)
        self.flags_changed.emit()

    def checks_by_index(self, steps: Sequence[Step]) -> dict[str, Any]:
        """The checks in their stored form (by step position), for saving."""
        return checks_to_stored([step.uid for step in steps], self.checks)

    def load_checks(self, stored: Any, steps: Sequence[Step]) -> None:
        self.checks = checks_from_stored(stored, [step.uid for step in steps])
        self.flags_changed.emit()

    def load_saved(
        self, pins: Mapping[str, Any] | None, checks: Any, steps: Sequence[Step]
    ) -> None:
        """What the library keeps beside the recipe: its pins and checks (by position)."""
        self.load_pins(pins, steps)
        self.load_checks(checks, steps)

    def toggle_breakpoints(self, uids: Iterable[str]) -> None:
        self.breakpoints.symmetric_difference_update(set(uids))
        self.flags_changed.emit()

    def pins_by_index(self, steps: Sequence[Step]) -> dict[str, Any]:
        """Pins keyed by step position, the form they are stored in beside the recipe."""
        position = {step.uid: index for index, step in enumerate(steps)}
        return {str(position[uid]): value for uid, value in self.pins.items() if uid in position}

    def load_pins(self, stored: Mapping[str, Any] | None, steps: Sequence[Step]) -> None:
        self.pins = {
            steps[int(key)].uid: value
            for key, value in (stored or {}).items()
            if key.isdigit() and int(key) < len(steps)
        }
        self.flags_changed.emit()

    # ------------------------------------------------------------------ history
    def refresh_history(self, limit: int = 30) -> None:
        """Re-read this recipe's saved runs (newest first)."""
        if self.recipe_id or self.recipe_name:
            self.history = list_runs(
                self.recipe_name or None, recipe_id=self.recipe_id or None, limit=limit
            )
        else:
            self.history = []
        self.history_changed.emit()

    def rename(self, recipe_id: str, recipe_name: str) -> None:
        """The recipe was saved or renamed: its history is looked up under the new identity."""
        self.recipe_id, self.recipe_name = recipe_id, recipe_name

    # ------------------------------------------------------------------ internals
    def _set(self, uid: str, mark: StepMark) -> None:
        self.marks[uid] = mark
        self.marks_changed.emit({uid})

    def _not_run(self) -> None:
        unfinished = ("confirming", "pending", "running")
        changed = {uid for uid, mark in self.marks.items() if mark.status in unfinished}
        for uid in changed:
            self.marks[uid] = replace(
                self.marks[uid], status="not_run", since=None, waiting=None, progress=None
            )
        if changed:
            self.marks_changed.emit(changed)

    def _keep_results(self, outcomes: Iterable[StepOutcome], *, replace_existing: bool) -> None:
        for outcome in outcomes:
            real = outcome.status == "ok" and outcome.result is not None
            if real and (replace_existing or outcome.uid not in self.results):
                self.results[outcome.uid] = outcome.result
