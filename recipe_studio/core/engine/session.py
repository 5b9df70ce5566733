"""One run from start to record: connect (cancellable), run the engine, save the run record.

The CLI's ``run`` and the window's run worker both use :class:`RunSession`, so a run is
connected, run, judged and recorded the same way everywhere::

    session = RunSession(request, RunHooks(on_event=..., confirm=..., elicit=...), spec=spec)
    report = session.run()        # blocking: call it in a worker thread
    session.cancel()              # any thread, any phase: connecting, a call, a wait,
                                  # a question waiting for its answer

``run`` raises only :class:`~recipe_studio.core.engine.params.ParamError` (before anything
starts). Everything else ends in the :class:`RunReport`: a server that cannot be reached
is a failed run whose steps are all "not run", with the reason in ``result.error_message``;
a cancel at any moment is a cancelled run with the steps done so far. The run record is
saved in every case (unless the request says not to).

A caller that keeps connections open between runs (the window) passes
``open_connection`` instead of ``spec``; the report's ``drop_connection`` then says the
server was lost or hung, so the caller should close it (``lost`` says why, in words).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from recipe_studio.core.engine.engine import (
    DEFAULT_STEP_LIMIT,
    DEFAULT_TIMEOUT,
    ChecksByUid,
    ConfirmCallback,
    Engine,
    PauseCallback,
    PriorResults,
    run_range,
)
from recipe_studio.core.engine.events import (
    Connected,
    Connecting,
    EventCallback,
    RunEvent,
    RunFinished,
    RunStarted,
    StepFinished,
    StepStarted,
)
from recipe_studio.core.engine.params import collect_params
from recipe_studio.core.engine.records import RunRecord, save_run
from recipe_studio.core.engine.results import RunResult, StepOutcome, utc_now
from recipe_studio.core.mcp_client.cancel import CancelToken
from recipe_studio.core.mcp_client.connection import Connection
from recipe_studio.core.mcp_client.elicit import ElicitAnswer, ElicitCallback, ElicitRequest
from recipe_studio.core.mcp_client.errors import Cancelled, McpClientError
from recipe_studio.core.messages import Message, message
from recipe_studio.core.profiles import Profile, get_profile
from recipe_studio.core.validation.validator import validate

if TYPE_CHECKING:
    import os
    from pathlib import Path

    from recipe_studio.core.engine.drift import SeenPaths
    from recipe_studio.core.mcp_client.spec import ServerSpec
    from recipe_studio.core.model import Recipe
    from recipe_studio.core.problems import Problem

logger = logging.getLogger(__name__)

#: Opens (or hands out a live) connection; must honour the token (``Connection.open`` does).
ConnectionOpener = Callable[[CancelToken, ElicitCallback | None], Connection]
#: Seconds a server gets to answer a ping after a cancelled run before it counts as hung.
PING_AFTER_CANCEL = 1.0


@dataclass
class RunRequest:
    """What to run, and how to record it."""

    recipe: Recipe
    profile: Profile | str
    params: Mapping[str, Any] = field(default_factory=dict)
    #: Param values typed as text (the CLI's ``--param``) are converted to their types.
    params_from_text: bool = False
    pins: Mapping[str, Any] = field(default_factory=dict)
    start: int = 0
    stop: int | None = None
    prior_results: PriorResults | None = None
    #: Seconds a tool may stay silent; ``step_limit``: seconds a step may take in all.
    timeout: float | None = DEFAULT_TIMEOUT
    step_limit: float | None = DEFAULT_STEP_LIMIT
    #: Recorded as the run's source: "cli", "test run", "step" ...
    source: str = ""
    recipe_version: str | None = None
    #: The library's stable id of the recipe, recorded so its history survives renames.
    recipe_id: str | None = None
    save_record: bool = True
    home: str | os.PathLike[str] | None = None
    #: Validate the recipe against the server's live tools first; errors refuse the run
    #: (nothing is called, no record is saved: see :attr:`RunReport.refused`).
    check_first: bool = False
    #: A rehearsal: nothing is changed, nothing confirmed (``serve`` never asks for one).
    rehearse: bool = False
    #: The Studio's checks on the steps' results, by step uid.
    checks: ChecksByUid = field(default_factory=dict)
    #: The paths each tool's results had before (learned shapes), with when.
    seen: SeenPaths | None = None


@dataclass
class RunHooks:
    """The caller's side of a run; each is called from the run's worker thread and may block."""

    on_event: EventCallback | None = None
    confirm: ConfirmCallback | None = None
    pause_before: PauseCallback | None = None
    #: Answers a server's question during a call; without it questions are declined.
    elicit: ElicitCallback | None = None


@dataclass
class RunReport:
    result: RunResult
    #: The saved run record (``None``: not asked for, or it could not be written).
    record_path: Path | None = None
    record_error: str | None = None
    server: str = ""
    #: Why the server was lost during the run (crashed, hung, connection gone), if it was.
    lost: Message | None = None
    #: The connection should not be used again (lost, or no answer after a cancel).
    drop_connection: bool = False
    #: The errors the recipe has against the server's live tools, when they refused the run.
    refused: list[Problem] = field(default_factory=list)


class RunSession:
    """One run; see the module docstring."""

    def __init__(
        self,
        request: RunRequest,
        hooks: RunHooks | None = None,
        *,
        spec: ServerSpec | None = None,
        open_connection: ConnectionOpener | None = None,
    ) -> None:
        if (spec is None) == (open_connection is None):
            raise ValueError("give either spec or open_connection")
        self.request = request
        self.hooks = hooks or RunHooks()
        self.spec = spec
        self._opener = open_connection
        self.token = CancelToken()
        self._engine: Engine | None = None
        self._lock = threading.Lock()
        #: Outcomes of the steps finished so far (for :meth:`abandon`).
        self._finished: list[StepOutcome] = []
        self._profile_name = ""
        self._recorded = False
        #: The tool of the step in progress: a server's question during its call names it.
        self._calling: str | None = None

    @property
    def cancelled(self) -> bool:
        return self.token.cancelled

    def cancel(self) -> None:
        """Stop the run (any thread): connecting, a call, a wait, all end within moments."""
        with self._lock:
            engine = self._engine
        self.token.cancel()
        if engine is not None:
            engine.cancel()

    def run(self) -> RunReport:
        """Connect, run and record; see the module docstring. Blocking."""
        request = self.request
        profile = (
            get_profile(request.profile) if isinstance(request.profile, str) else (request.profile)
        )
        values = collect_params(
            request.recipe, profile, request.params, from_text=request.params_from_text
        )
        self._profile_name = profile.name
        server = self.spec.describe() if self.spec is not None else ""
        self._emit(Connecting(server, self.spec.name if self.spec is not None else ""))
        try:
            connection = self._connect()
        except McpClientError as exc:
            result = self._not_started(profile, values, exc)
            self._announce(result)
            return self._record(RunReport(result=result, server=server))
        server = connection.describe()
        try:
            report = self._run_on(connection, profile, values)
        finally:
            if self.spec is not None:  # ours: close it (fast when the run was stopped)
                connection.close(fast=self.token.cancelled)
        report.server = server
        return self._record(report)

    def _connect(self) -> Connection:
        if self.token.cancelled:
            raise Cancelled(message("connect_cancelled"))
        elicit = self._elicit if self.hooks.elicit is not None else None
        if self._opener is not None:
            return self._opener(self.token, elicit)
        assert self.spec is not None
        return Connection.open(self.spec, cancel=self.token, elicitation=elicit)

    def _run_on(
        self, connection: Connection, profile: Profile, values: dict[str, Any]
    ) -> RunReport:
        request = self.request
        catalog = connection.catalog()
        self._emit(Connected(connection.describe(), len(catalog)))
        if request.check_first:
            errors = [p for p in validate(request.recipe, profile, catalog) if p.is_error]
            if errors:
                return self._refused(profile, values, errors)
        previous = connection.elicitation_handler
        connection.elicitation_handler = self._elicit if self.hooks.elicit is not None else None
        engine = Engine(
            connection,
            catalog,
            on_event=self._emit,
            timeout=request.timeout,
            step_limit=request.step_limit,
        )
        with self._lock:
            self._engine = engine
        if self.token.cancelled:
            engine.cancel()
        try:
            result = engine.run(
                request.recipe,
                profile,
                values,
                confirm=self.hooks.confirm,
                pins=request.pins,
                start=request.start,
                stop=request.stop,
                prior_results=request.prior_results,
                pause_before=self.hooks.pause_before,
                params_from_text=False,
                rehearse=request.rehearse,
                checks=request.checks,
                seen=request.seen,
            )
        finally:
            connection.elicitation_handler = previous
            with self._lock:
                self._engine = None
        crashed = any(o.error_kind in ("server_crashed", "closed") for o in result.steps)
        lost = connection.lost if (crashed or not connection.alive) else None
        if crashed and lost is None:
            lost = next(
                (o.error_message for o in result.steps if o.error_kind == "server_crashed"), None
            )
        drop = lost is not None or crashed
        if not drop and result.cancelled and self.spec is None:
            # A server that does not answer once its call was cancelled is hung: start a
            # fresh one next time instead of waiting out the next call's time limit.
            drop = not connection.ping(timeout=PING_AFTER_CANCEL)
        return RunReport(result=result, lost=lost, drop_connection=drop)

    def _refused(
        self, profile: Profile, values: dict[str, Any], errors: list[Problem]
    ) -> RunReport:
        """The recipe does not fit the server's tools: nothing runs, nothing is recorded."""
        result = self._nothing_ran(profile, values)
        result.fail(message("run_check_failed", count=len(errors)))
        result.finished_at = utc_now()
        self._announce(result)
        with self._lock:
            self._recorded = True  # a run that never began leaves no record
        return RunReport(result=result, refused=errors)

    def _elicit(self, request: ElicitRequest) -> ElicitAnswer:
        """The caller's question handler; a stopped run answers "cancel" at once."""
        handler = self.hooks.elicit
        if handler is None or self.token.cancelled:
            return ElicitAnswer.cancel()
        if request.tool is None and self._calling:
            request = replace(request, tool=self._calling)
        answer = handler(request)
        return ElicitAnswer.cancel() if self.token.cancelled else answer

    def _not_started(
        self, profile: Profile, values: dict[str, Any], exc: McpClientError
    ) -> RunResult:
        """The result of a run whose server could not be reached (or that was stopped first)."""
        result = self._nothing_ran(profile, values, rehearsal=self.request.rehearse)
        if isinstance(exc, Cancelled) or self.token.cancelled:
            result.cancelled = True
            result.fail(message("run_cancelled_before"))
        else:
            result.fail(message("run_connect_failed", error=exc.message, details=exc.details))
        result.finished_at = utc_now()
        return result

    def _nothing_ran(
        self, profile: Profile, values: dict[str, Any], *, rehearsal: bool = False
    ) -> RunResult:
        """A failed result in which none of the requested steps ran."""
        request = self.request
        start, end = run_range(len(request.recipe.steps), request.start, request.stop)
        return RunResult(
            ok=False,
            recipe=request.recipe.name,
            profile=profile.name,
            params=values,
            start=start,
            stop=end,
            not_run=list(range(start, end)),
            rehearsal=rehearsal,
        )

    def _announce(self, result: RunResult) -> None:
        """Tell the listener about a run that ended before its first step."""
        steps = len(self.request.recipe.steps)
        self._emit(RunStarted(result.recipe, result.profile, result.start, result.stop, steps))
        self._emit(RunFinished(result))

    def abandon(self, server: str = "") -> RunReport:
        """After :meth:`cancel`, for a caller that cannot wait any longer (a process about
        to exit): record a cancelled run with the steps finished so far, now. The run's own
        record is then not written when (if) it ends."""
        request = self.request
        start, end = run_range(len(request.recipe.steps), request.start, request.stop)
        with self._lock:
            finished = list(self._finished)
        done = {outcome.index for outcome in finished}
        result = RunResult(
            ok=False,
            recipe=request.recipe.name,
            profile=self._profile_name,
            start=start,
            stop=end,
            steps=finished,
            cancelled=True,
            rehearsal=request.rehearse,
            completed_steps=[o.index for o in finished if o.status in ("ok", "preview")],
            not_run=[index for index in range(start, end) if index not in done],
        )
        result.fail(message("run_cancelled_before_step", step=len(finished) + start + 1))
        result.finished_at = utc_now()
        return self._record(RunReport(result=result, server=server))

    def _record(self, report: RunReport) -> RunReport:
        request = self.request
        with self._lock:
            if self._recorded:
                return report
            self._recorded = True
        if not request.save_record:
            return report
        record = RunRecord.from_result(
            report.result,
            server=report.server,
            recipe_version=request.recipe_version,
            source=request.source,
            recipe_id=request.recipe_id,
        )
        try:
            report.record_path = save_run(record, request.home)
        except OSError as exc:  # a full disk must not hide the run itself
            report.record_error = exc.strerror or str(exc)
        except Exception as exc:  # nor anything else: the run happened, whatever its record
            logger.exception("the run record could not be written")
            report.record_error = f"{type(exc).__name__}: {exc}"
        return report

    def _emit(self, event: RunEvent) -> None:
        if isinstance(event, StepStarted):
            self._calling = event.tool
        if isinstance(event, StepFinished):
            with self._lock:
                self._finished.append(event.outcome)
        if self.hooks.on_event is None:
            return
        try:
            self.hooks.on_event(event)
        except Exception:  # the caller's handler failing must not break the run
            logger.exception("run event handler failed on %s", type(event).__name__)


def run_once(request: RunRequest, spec: ServerSpec, hooks: RunHooks | None = None) -> RunReport:
    """Run ``request`` against ``spec`` in this thread (no way to cancel: tests, scripts)."""
    return RunSession(request, hooks, spec=spec).run()


__all__ = [
    "PING_AFTER_CANCEL",
    "ConnectionOpener",
    "RunHooks",
    "RunReport",
    "RunRequest",
    "RunSession",
    "run_once",
]
