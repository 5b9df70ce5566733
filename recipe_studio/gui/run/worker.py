"""The run worker: one :class:`RunSession` at a time, in a thread of its own.

The run itself is core's (:mod:`recipe_studio.core.engine.session`, as on the command
line): connect (cancellable), run, judge, save the run record. This worker gives it the
window's connections and the window's side (:class:`RunHandlers`): engine events, and the
questions a run asks (confirm the state-changing steps, pause before a step, a server's
question during a call), which the window answers through an :class:`Answer` the run
waits on. :meth:`RunWorker.cancel` stops the run in any phase — starting the server,
listing its tools, a call, a wait, a question waiting for its answer — within moments.

The run's code runs in threads Qt does not know (the run's thread, a connection's event
loop, a question's thread), so nothing here touches Qt: everything for the window goes
through the relay's :class:`~recipe_studio.gui.run.relay.Post`, in order. Every error
ends in ``finished`` (a failed run) or ``failed`` (a core message: a param value that
does not fit, or something unexpected); nothing escapes the thread.
"""

from __future__ import annotations

import logging
import threading
import traceback
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from recipe_studio.core.engine import ParamError, PlannedAction, RunEvent, RunResult
from recipe_studio.core.engine.engine import DEFAULT_STEP_LIMIT, DEFAULT_TIMEOUT
from recipe_studio.core.engine.session import (
    ConnectionOpener,
    RunHooks,
    RunReport,
    RunRequest,
    RunSession,
)
from recipe_studio.core.mcp_client import (
    CancelToken,
    Connection,
    ElicitAnswer,
    ElicitCallback,
    ElicitRequest,
    ServerSpec,
)
from recipe_studio.core.messages import Message, message

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.model import Recipe
    from recipe_studio.gui.run.live_connections import LiveConnections
    from recipe_studio.gui.run.relay import Post

logger = logging.getLogger(__name__)
T = TypeVar("T")


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
    #: Seconds a tool may stay silent (the Preferences' silence limit).
    timeout: float | None = DEFAULT_TIMEOUT
    #: Seconds a step may take in all (the recipe's run settings).
    step_limit: float | None = DEFAULT_STEP_LIMIT
    #: A rehearsal: nothing is changed, nothing confirmed.
    rehearse: bool = False
    #: The Studio's checks on the steps' results (uid -> checks).
    checks: dict[str, Any] = field(default_factory=dict)
    #: The paths each tool's results had before, with when (learned shapes).
    seen: Callable[[str], Any] | None = None
    #: Set by Stop (any thread): also before the run's session exists.
    stop_requested: threading.Event = field(default_factory=threading.Event)

    def request(self) -> RunRequest:
        return RunRequest(
            self.recipe,
            self.profile,
            self.params,
            pins=self.pins,
            start=self.start,
            stop=self.stop,
            prior_results=self.prior,
            timeout=self.timeout,
            step_limit=self.step_limit,
            source=self.source,
            recipe_version=self.recipe_version,
            recipe_id=self.recipe_id,
            rehearse=self.rehearse,
            checks=self.checks,
            seen=self.seen,
        )


class Answer(Generic[T]):
    """An answer the run waits for; :meth:`cancel` gives the "stopped" answer."""

    def __init__(self, if_cancelled: T) -> None:
        self._event = threading.Event()
        self._if_cancelled = if_cancelled
        self._value = if_cancelled

    def set(self, value: T) -> None:
        if not self._event.is_set():
            self._value = value
            self._event.set()

    def cancel(self) -> None:
        self.set(self._if_cancelled)

    @property
    def answered(self) -> bool:
        return self._event.is_set()

    def wait(self) -> T:
        self._event.wait()
        return self._value


@dataclass(frozen=True)
class RunHandlers:
    """The window's side of a run; each is called on the GUI thread (through the relay),
    in the order the run produced them."""

    event: Callable[[RunEvent], None]
    #: (planned actions, Answer[bool]): the one confirmation.
    confirm: Callable[[list[PlannedAction], Answer[bool]], None]
    #: (step index, Answer[bool]): the run waits before that step.
    pause: Callable[[int, Answer[bool]], None]
    #: A server's question during a call.
    elicit: Callable[[ElicitRequest, Answer[ElicitAnswer]], None]
    #: The run's report (also for a server that could not be reached, or a run stopped
    #: before it began).
    finished: Callable[[RunReport], None]
    #: The run could not start: a param value that does not fit, or something unexpected.
    failed: Callable[[Message], None]


class RunWorker:
    """Runs one job at a time in a thread of its own; see the module docstring."""

    def __init__(self, live: LiveConnections, post: Post, handlers: RunHandlers) -> None:
        self._live = live
        self._post = post
        self._handlers = handlers
        self._lock = threading.Lock()
        self._session: RunSession | None = None
        self._pending: set[Answer[Any]] = set()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, job: RunJob) -> None:
        """Run ``job`` in a new thread (the previous run has ended)."""
        self._thread = threading.Thread(target=self.run, args=(job,), name="run", daemon=True)
        self._thread.start()

    def join(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for the run's thread; whether it ended."""
        if self._thread is not None:
            self._thread.join(timeout)
        return not self.running

    def _tell(self, handler: Callable[..., None], *args: Any) -> None:
        self._post(partial(handler, *args))

    def run(self, job: RunJob) -> None:
        """The run's thread: the session, from connecting to the saved record."""
        session = RunSession(job.request(), self._hooks(job), open_connection=self._opener(job))
        with self._lock:
            self._session = session
        if job.stop_requested.is_set():  # stopped before the thread got here
            session.cancel()
        try:
            report = session.run()
        except ParamError as exc:
            error = exc.messages[0] if exc.messages else message("unexpected_error")
            self._tell(self._handlers.failed, error)
        except Exception as exc:  # the one place run errors go: reported, never raised
            logger.exception("the run of %s failed", job.recipe.name)
            details = "".join(traceback.format_exception(exc, limit=4)).rstrip()
            self._tell(self._handlers.failed, message("unexpected_error", details=details))
        else:
            if report.drop_connection:  # lost or hung: a fresh server next time
                self._live.close(job.connection, fast=True)
            self._tell(self._handlers.finished, report)
        finally:
            with self._lock:
                self._session = None
                pending, self._pending = list(self._pending), set()
            for answer in pending:
                answer.cancel()

    def _opener(self, job: RunJob) -> ConnectionOpener:
        def open_connection(token: CancelToken, _elicit: ElicitCallback | None) -> Connection:
            # (The session sets the question handler on the connection for the run.)
            return self._live.open(job.connection, job.spec, cancel=token)

        return open_connection

    def _hooks(self, job: RunJob) -> RunHooks:
        # Without breakpoints or stepping there is nothing to ask between steps, and the
        # engine then keeps consecutive calls inside the connection's own loop.
        pausing = bool(job.breakpoints) or job.step_through
        handlers = self._handlers
        return RunHooks(
            on_event=lambda event: self._tell(handlers.event, event),
            confirm=lambda actions: self._ask(Answer(False), handlers.confirm, actions),
            pause_before=(lambda index: self._pause(job, index)) if pausing else None,
            elicit=lambda request: self._ask(
                Answer(ElicitAnswer.cancel()), handlers.elicit, request
            ),
        )

    def _ask(self, answer: Answer[T], handler: Callable[..., None], *args: Any) -> T:
        """Have the window ask the person (``handler(*args, answer)``), and wait for the
        answer; a stopped run gets the "stopped" answer at once."""
        with self._lock:
            session = self._session
            stopped = session is None or session.cancelled
            if not stopped:
                self._pending.add(answer)
        if stopped:
            answer.cancel()
        else:
            self._tell(handler, *args, answer)
        value = answer.wait()
        with self._lock:
            self._pending.discard(answer)
        return value

    def _pause(self, job: RunJob, index: int) -> bool:
        uid = job.recipe.steps[index].uid
        first = index == job.start
        if not (job.step_through and not first) and uid not in job.breakpoints:
            return True
        return self._ask(Answer(False), self._handlers.pause, index)

    def cancel(self) -> None:
        """Any thread: stop the run in whatever phase it is, and unblock its questions."""
        with self._lock:
            session = self._session
        if session is not None:
            session.cancel()
        with self._lock:  # after the cancel: a question asked from now on is not shown
            pending = list(self._pending)
        for answer in pending:
            answer.cancel()


__all__ = ["Answer", "RunHandlers", "RunJob", "RunResult", "RunWorker"]
