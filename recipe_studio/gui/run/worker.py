"""The run worker: runs the engine in a QThread and reports back with signals.

Every error ends in ``failed`` (one handler in the window shows it); the worker never
lets an exception escape the thread. Questions the engine asks mid-run (confirm the
state-changing steps, pause before a step) block the worker until the window answers.
"""

from __future__ import annotations

import contextlib
import threading
import traceback
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from recipe_studio.core.engine import Engine, ParamError, PlannedAction, RunResult
from recipe_studio.core.engine.records import RunRecord, save_run
from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.model import Recipe
from recipe_studio.gui.run.connections import ConnectionManager

#: Seconds a server gets to answer a ping after a cancelled call before it counts as hung.
PING_AFTER_CANCEL = 1.0


@dataclass
class RunJob:
    recipe: Recipe
    profile: str
    params: dict[str, Any]
    connection: str
    #: How to reach ``connection`` (resolved from the settings on the GUI thread).
    spec: ServerSpec
    recipe_id: str | None = None
    source: str = "test run"
    pins: dict[str, Any] = field(default_factory=dict)
    start: int = 0
    stop: int | None = None
    prior: dict[str, Any] | None = None
    breakpoints: set[str] = field(default_factory=set)
    step_through: bool = False
    recipe_version: str | None = None
    timeout: float | None = 60.0
    #: Set by Stop (any thread): also before the engine exists, while the server starts.
    stop_requested: threading.Event = field(default_factory=threading.Event)


class Answer:
    """A yes/no the worker waits for; ``cancel`` answers no."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._value = False

    def set(self, value: bool) -> None:
        self._value = value
        self._event.set()

    def wait(self) -> bool:
        self._event.wait()
        return self._value


class RunWorker(QObject):
    #: Engine progress events (``RunStarted``, ``StepStarted``...): not ``event``, which
    #: would hide ``QObject.event``.
    progress = Signal(object)
    confirm_requested = Signal(object, object)
    pause_requested = Signal(int, object)
    #: (result, why the server was lost or ""): one signal, so the window shows both
    #: together instead of racing two.
    finished = Signal(object, str)
    #: (what happened, in a sentence; technical details for the Details part).
    failed = Signal(str, str)
    #: (tag, ok, value): the answer to :meth:`call_tool`.
    tool_answered = Signal(str, bool, object)

    def __init__(self, connections: ConnectionManager) -> None:
        super().__init__()
        self.connections = connections
        self._engine: Engine | None = None
        self._pending: Answer | None = None
        self._connection: Any = None

    @Slot(object)
    def run(self, job: RunJob) -> None:
        try:
            self._run(job)
        except ParamError as exc:
            self.failed.emit(str(exc), "")
        except Exception as exc:  # the one place run errors go: reported, never raised
            details = f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=3)}"
            self.failed.emit(str(exc) or type(exc).__name__, details)
        finally:
            self._engine = None
            self._connection = None

    @Slot(object)
    def call_tool(self, request: tuple[str, str, ServerSpec, str | None, dict[str, Any]]) -> None:
        """Call one tool (or, with no tool, just connect) outside a run: publish, test."""
        tag, name, spec, tool, args = request
        try:
            connection = self.connections.open_connection(name, spec)
            if tool is None:
                self.tool_answered.emit(tag, True, self.connections.catalog(name))
                return
            result = connection.call(tool, args, timeout=60)
            self.tool_answered.emit(tag, result.ok, result)
        except Exception as exc:  # reported to the caller, never raised in the thread
            self.tool_answered.emit(tag, False, f"{exc}")

    def _run(self, job: RunJob) -> None:
        connection = self.connections.open_connection(job.connection, job.spec)
        self._connection = connection
        catalog = self.connections.catalog(job.connection)
        engine = Engine(connection, catalog, on_event=self.progress.emit, timeout=job.timeout)
        self._engine = engine
        if job.stop_requested.is_set():  # stopped while the server was starting
            self.finished.emit(_stopped_before_start(job), "")
            return
        result = engine.run(
            job.recipe,
            job.profile,
            job.params,
            confirm=self._confirm,
            pins=job.pins,
            start=job.start,
            stop=job.stop,
            prior_results=job.prior,
            # Without breakpoints or stepping there is nothing to ask between steps, and the
            # engine then keeps consecutive calls inside the connection's own loop.
            pause_before=(
                (lambda index: self._pause(job, index))
                if job.breakpoints or job.step_through
                else None
            ),
            params_from_text=False,
        )
        # A crash seen by a step counts even if the process is not reaped yet.
        crashed = any(o.error_kind in ("server_crashed", "closed") for o in result.steps)
        lost = crashed or not connection.alive
        if lost:
            self.connections.close(job.connection)  # a dead server is restarted on next need
        record = RunRecord.from_result(
            result,
            server=connection.describe(),
            recipe_version=job.recipe_version,
            source=job.source,
            recipe_id=job.recipe_id,
        )
        with contextlib.suppress(OSError):  # a full disk must not hide the run itself
            save_run(record)
        why = ""
        if lost:  # the steps show what failed; the one handler says why
            crash = next((o.error for o in result.steps if o.error_kind == "server_crashed"), "")
            why = QCoreApplication.translate(
                "RunWorker",
                "The tool server “{name}” stopped during the run; it is started again on the next run.",
            ).format(name=job.connection) + (f"\n{crash}" if crash else "")
        self.finished.emit(result, why)
        if not lost and result.cancelled and not connection.ping(timeout=PING_AFTER_CANCEL):
            # A server that does not answer once its call was cancelled is hung: start a
            # fresh one next time instead of waiting out the next call's timeout.
            self.connections.close(job.connection)

    def _confirm(self, actions: list[PlannedAction]) -> bool:
        answer = Answer()
        self._pending = answer
        self.confirm_requested.emit(actions, answer)
        return answer.wait()

    def _pause(self, job: RunJob, index: int) -> bool:
        uid = job.recipe.steps[index].uid
        first = index == job.start
        if not (job.step_through and not first) and uid not in job.breakpoints:
            return True
        answer = Answer()
        self._pending = answer
        self.pause_requested.emit(index, answer)
        return answer.wait()

    def cancel(self) -> None:
        """Any thread: stop the run, the in-flight call included, and unblock questions."""
        engine = self._engine
        if engine is not None:
            engine.cancel()
        pending = self._pending
        if pending is not None:
            pending.set(False)


def _stopped_before_start(job: RunJob) -> RunResult:
    end = len(job.recipe.steps) if job.stop is None else job.stop
    return RunResult(
        ok=False,
        recipe=job.recipe.name,
        profile=job.profile,
        cancelled=True,
        error="the run was stopped before its first step",
        failed_step=job.start,
        start=job.start,
        stop=end,
    )


__all__ = ["Answer", "RunJob", "RunResult", "RunWorker"]
