"""The run engine: runs a recipe's steps through a tool caller under a profile's rules.

One call of :meth:`Engine.run` is one run: params are collected and checked, the
state-changing steps are confirmed once (declined: nothing runs), then the steps run in
order. Args are interpolated at run time; a tool that asks its own confirmation only
answers with its preview; an optional step's failure is recorded and skipped; any other
failure stops the run. Nothing is ever retried. :meth:`Engine.cancel` (any thread) stops
the run at once, also during a tool call or a wait step.

The engine is Qt-free and blocking: the GUI runs it in a worker thread and receives
progress through ``on_event`` (see :mod:`recipe_studio.core.engine.events`). The steps
are a script of requests (:mod:`recipe_studio.core.engine.steps`): with a caller that
can :meth:`~recipe_studio.core.mcp_client.Connection.drive` scripts, consecutive tool
calls and the step events between them run in the connection's event-loop thread (no
thread switch per call); waits, ``pause_before`` and ``confirm`` always run in the
thread that called :meth:`Engine.run`.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Generator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from recipe_studio.core.checks import Check, CheckResult, evaluate_all
from recipe_studio.core.engine.drift import SeenPaths, lost_fields
from recipe_studio.core.engine.events import (
    EventCallback,
    RunEvent,
    RunFinished,
    RunStarted,
    StepFinished,
)
from recipe_studio.core.engine.params import collect_params
from recipe_studio.core.engine.plan import PlannedAction, state_changing_steps
from recipe_studio.core.engine.rehearsal import Rehearsal
from recipe_studio.core.engine.results import RunResult, StepOutcome, utc_now
from recipe_studio.core.engine.steps import (
    PauseBefore,
    Results,
    Sleep,
    StepRunner,
    is_preview,
    ms_since,
)
from recipe_studio.core.mcp_client.calls import (
    Script,
    ScriptInterrupted,
    ToolRequest,
    step_script,
)
from recipe_studio.core.mcp_client.cancel import CancelToken
from recipe_studio.core.mcp_client.errors import ConnectionClosed
from recipe_studio.core.messages import Message, message
from recipe_studio.core.profiles import Profile, get_profile

if TYPE_CHECKING:
    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.engine.caller import ToolCaller
    from recipe_studio.core.model import Recipe

logger = logging.getLogger(__name__)

ConfirmCallback = Callable[[list[PlannedAction]], bool]
PauseCallback = Callable[[int], bool]
PriorResults = RunResult | Mapping[str, StepOutcome]
#: Step uid -> the checks on its result (:mod:`recipe_studio.core.checks`).
ChecksByUid = Mapping[str, Sequence[Check]]
#: Seconds a tool may stay silent (no answer, no progress, no task status) by default.
DEFAULT_TIMEOUT = 60.0
#: Seconds a step's call may take in all by default (a recipe's run settings can raise it).
DEFAULT_STEP_LIMIT = 30 * 60.0

__all__ = [
    "DEFAULT_STEP_LIMIT",
    "ConfirmCallback",
    "Engine",
    "PauseCallback",
    "PriorResults",
    "is_preview",
]


@runtime_checkable
class ScriptDriver(Protocol):
    """A caller that can run a script's tool requests itself (a live connection)."""

    def drive(
        self,
        script: Script,
        value: Any = None,
        error: BaseException | None = None,
        *,
        cancel: CancelToken | None = None,
    ) -> tuple[bool, Any]: ...


class Engine:
    """Runs recipes through ``caller``; ``catalog`` tells which tools change state.

    ``timeout`` is how long, in seconds, each tool call may stay silent (``None``: no
    limit): progress, a task's status and a question start it again. ``step_limit`` bounds
    each call in all, however lively (a background task has no such bound).
    ``on_event`` receives :mod:`~recipe_studio.core.engine.events` (from the engine's
    thread, or the connection's event-loop thread: never assume the GUI thread).
    """

    def __init__(
        self,
        caller: ToolCaller,
        catalog: Catalog | None = None,
        *,
        on_event: EventCallback | None = None,
        timeout: float | None = DEFAULT_TIMEOUT,
        wait_tick: float = 1.0,
        step_limit: float | None = DEFAULT_STEP_LIMIT,
    ) -> None:
        self.caller = caller
        self.catalog = catalog
        self.on_event = on_event
        self.timeout = timeout
        self.step_limit = step_limit
        self.wait_tick = wait_tick
        self._token = CancelToken()
        self._checks: dict[str, Sequence[Check]] = {}
        self._seen: SeenPaths | None = None

    def cancel(self) -> None:
        """Cancel the current run (or the next one, if none is running); any thread."""
        self._token.cancel()

    def plan(
        self,
        recipe: Recipe,
        profile: Profile | str,
        params: Mapping[str, Any],
        *,
        start: int = 0,
        stop: int | None = None,
        pins: Mapping[str, Any] | None = None,
    ) -> list[PlannedAction]:
        """The state-changing steps a run would ask to confirm (``params`` already checked)."""
        profile = get_profile(profile) if isinstance(profile, str) else profile
        return state_changing_steps(
            recipe, profile, self.catalog, params, start=start, stop=stop, pins=pins
        )

    def run(
        self,
        recipe: Recipe,
        profile: Profile | str,
        params: Mapping[str, Any] | None = None,
        *,
        confirm: ConfirmCallback | None = None,
        pins: Mapping[str, Any] | None = None,
        start: int = 0,
        stop: int | None = None,
        prior_results: PriorResults | None = None,
        pause_before: PauseCallback | None = None,
        params_from_text: bool = True,
        rehearse: bool = False,
        checks: ChecksByUid | None = None,
        seen: SeenPaths | None = None,
    ) -> RunResult:
        """Run ``recipe.steps[start:stop]`` and return what happened.

        ``confirm(actions)`` is asked once when state-changing steps would run; without
        it such a run is declined. ``pins`` maps step uids to results used instead of
        calling the tool. Steps before ``start`` provide their results from
        ``prior_results`` (a previous :class:`RunResult`, or uid -> outcome) or ``pins``.
        ``pause_before(index)`` is asked before each step; ``False`` stops the run there.
        ``rehearse``: nothing is changed or confirmed (:mod:`.rehearsal`). ``checks`` (by
        step uid) are evaluated on each step reached; ``seen(tool)`` gives the paths its
        results had (learned shapes), to say when a result lost a field the recipe needs.
        Raises :class:`~recipe_studio.core.engine.params.ParamError` before anything runs.
        """
        profile = get_profile(profile) if isinstance(profile, str) else profile
        values = collect_params(recipe, profile, params, from_text=params_from_text)
        pins = dict(pins or {})
        start, end = run_range(len(recipe.steps), start, stop)
        token = self._token
        result = RunResult(
            ok=True,
            recipe=recipe.name,
            profile=profile.name,
            params=values,
            start=start,
            stop=end,
            rehearsal=rehearse,
        )
        self._checks, self._seen = dict(checks or {}), seen
        began = time.perf_counter()
        self._emit(RunStarted(recipe.name, profile.name, start, end, len(recipe.steps)))
        try:
            actions = self.plan(recipe, profile, values, start=start, stop=end, pins=pins)
            if not rehearse and not _confirmed(actions, confirm, token, result):
                return result
            if actions:  # the run's time counts from the answer, not while the person read
                began = time.perf_counter()
                result.started_at = utc_now()
            runner = self._runner(recipe, profile, values, pins, start, prior_results, rehearse)
            self._drive(self._steps(runner, result, pause_before is not None), token, pause_before)
            return result
        finally:
            self._finish(result, recipe, began, token)

    def _runner(
        self,
        recipe: Recipe,
        profile: Profile,
        values: Mapping[str, Any],
        pins: Mapping[str, Any],
        start: int,
        prior_results: PriorResults | None,
        rehearse: bool,
    ) -> StepRunner:
        """The steps' runner for one run from ``start``, with what every step shares: the
        engine's time limits, its cancel token and where its events go."""
        prior = prior_results.by_uid() if isinstance(prior_results, RunResult) else prior_results
        results = Results(recipe, start, prior or {}, pins)
        rehearsal = Rehearsal(self.catalog, _paths_only(self._seen)) if rehearse else None
        return StepRunner(
            recipe=recipe,
            profile=profile,
            values=values,
            results=results,
            pins=pins,
            token=self._token,
            timeout=self.timeout,
            wait_tick=self.wait_tick,
            emit=self._emit,
            step_limit=self.step_limit,
            rehearsal=rehearsal,
        )

    def _finish(self, result: RunResult, recipe: Recipe, began: float, token: CancelToken) -> None:
        """Close the result (steps never reached are "not run") and report it."""
        reached = {outcome.index for outcome in result.steps}
        result.not_run = [i for i in range(result.start, result.stop) if i not in reached]
        result.checks = self._all_checks(result, recipe)
        result.finished_at = utc_now()
        result.duration_ms = ms_since(began)
        if token.cancelled:
            self._token = CancelToken()
        self._emit(RunFinished(result))

    def _steps(
        self, runner: StepRunner, result: RunResult, pausing: bool
    ) -> Generator[Any, Any, None]:
        """The run's script: every step in turn, filling in ``result``."""
        for index in range(result.start, result.stop):
            if pausing and not runner.token.cancelled:
                go_on = yield PauseBefore(index)
                if not go_on:  # Stop while paused, too: the run ends before this step
                    result.stopped_before = index
                    return
            if runner.token.cancelled:
                result.cancelled = True
                first = index == result.start
                result.fail(
                    message("run_cancelled_before")
                    if first
                    else message("run_cancelled_before_step", step=index + 1)
                )
                return
            outcome = yield from runner.run(index)
            self._judge(runner.recipe, outcome)
            runner.record(outcome)
            result.steps.append(outcome)
            self._emit(StepFinished(outcome))
            if outcome.status in ("ok", "preview", "not_sent"):
                result.completed_steps.append(index)
            elif outcome.status == "skipped":
                result.skipped_optional.append(index)
            else:
                result.failed_step = index
                if outcome.status == "cancelled":
                    result.cancelled = True
                    result.fail(message("run_cancelled_at", step=index + 1))
                else:
                    result.fail(step_failure(outcome))
                return

    def _judge(self, recipe: Recipe, outcome: StepOutcome) -> None:
        """The step's checks, and the fields its result lost that the recipe needs."""
        checks = self._checks.get(outcome.uid, ())
        stand_in = outcome.stand_in is not None
        outcome.checks = evaluate_all(
            checks, outcome.index, outcome.status, outcome.result, stand_in=stand_in
        )
        outcome.lost_fields = lost_fields(recipe, outcome, checks, self._seen)

    def _all_checks(self, result: RunResult, recipe: Recipe) -> list[CheckResult]:
        """Every check of the run's range: as judged, or "not checked" where not reached."""
        out: list[CheckResult] = []
        for index in range(result.start, result.stop):
            outcome = result.step(index)
            if outcome is not None:
                out.extend(outcome.checks)
            else:
                checks = self._checks.get(recipe.steps[index].uid, ())
                out.extend(evaluate_all(checks, index, None, None))
        return out

    def _drive(
        self, script: Script, token: CancelToken, pause_before: PauseCallback | None
    ) -> None:
        """Answer the script's requests until it ends; tool calls go to the caller."""
        driver = self.caller if isinstance(self.caller, ScriptDriver) else None
        value: Any = None
        error: BaseException | None = None
        while True:
            if driver is not None:
                try:
                    finished, request = driver.drive(script, value, error, cancel=token)
                except ScriptInterrupted as exc:
                    # Closed under the run: the step waiting for its call gets the error,
                    # and the steps after it fail through the caller.
                    driver, value, error = None, None, exc
                    continue
                except ConnectionClosed:
                    driver = None  # closed before the script moved: go on without driving
                    continue
            else:
                finished, request = step_script(script, value, error)
            if finished:
                return
            value, error = None, None
            try:
                if isinstance(request, ToolRequest):
                    value = self.caller.call(
                        request.tool,
                        request.arguments,
                        timeout=request.timeout,
                        cancel=token,
                        step_limit=request.step_limit,
                        on_progress=request.on_progress,
                    )
                elif isinstance(request, Sleep):
                    value = token.wait(request.seconds)
                elif isinstance(request, PauseBefore):
                    value = pause_before is None or pause_before(request.index)
                else:
                    raise TypeError(f"unknown request {request!r}")
            except Exception as exc:  # handed to the step that asked
                error = exc

    def _emit(self, event: RunEvent) -> None:
        if self.on_event is None:
            return
        try:
            self.on_event(event)
        except Exception:  # the GUI's handler failing must not break the run
            logger.exception("run event handler failed on %s", type(event).__name__)


def _paths_only(seen: SeenPaths | None) -> Callable[[str], list[Any]] | None:
    if seen is None:
        return None
    return lambda tool: [path for path, _when in seen(tool)]


def run_range(total: int, start: int, stop: int | None) -> tuple[int, int]:
    """The steps ``range(start, end)`` a run of ``total`` steps covers, clamped."""
    start = min(max(0, start), total)
    return start, total if stop is None else min(max(start, stop), total)


def _confirmed(
    actions: list[PlannedAction],
    confirm: ConfirmCallback | None,
    token: CancelToken,
    result: RunResult,
) -> bool:
    """Ask the one confirmation; a "no" declines the run (a Stop meanwhile cancels it)."""
    if not actions or (confirm is not None and confirm(actions)):
        return True
    if token.cancelled:  # stopped while the question was open
        result.cancelled = True
        result.fail(message("run_cancelled_before"))
    else:
        result.declined = True
        result.fail(message("run_declined", count=len(actions)))
    return False


def step_failure(outcome: StepOutcome) -> Message:
    """The run's error for a step that failed: which step, which tool, and why."""
    why = outcome.error_message or message("tool_failed", message=outcome.error or "")
    step, details = outcome.index + 1, why.details
    if outcome.tool:
        return message("run_step_failed", step=step, tool=outcome.tool, error=why, details=details)
    return message("run_step_failed_plain", step=step, error=why, details=details)
