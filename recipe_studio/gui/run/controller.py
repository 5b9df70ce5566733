"""Test runs in the window: starting and stopping them, the worker thread, pins, history.

The run itself belongs to the recipe's :class:`~recipe_studio.core.run_state.RunState`
(the steps table and the Run panel only show it); this controller starts the worker,
hands its engine events to that state and answers its questions (confirm, pause, a
server's question during a call). Stop works in every phase of a run, the server's start
included. A run that ends badly says why in a box (the server was lost, or could not be
reached); any other error goes to :meth:`RunController.report_error`, the one handler:
the message is shown in plain words with its details folded away, the app stays usable,
and a dead server is restarted on next need. Connection tests and tool calls outside runs
(publishing) run in threads of their own (:mod:`~recipe_studio.gui.run.server_calls`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from recipe_studio.core.engine import RunFinished, StepFinished, StepStarted
from recipe_studio.core.mcp_client.sdk_import import let_the_import_end
from recipe_studio.core.messages import Message, all_details
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.recipe.status_words import status_label
from recipe_studio.gui.run import reports, trial
from recipe_studio.gui.run.connections import ConnectionManager
from recipe_studio.gui.run.errors import show_error
from recipe_studio.gui.run.launch import (
    ask_params,
    bring_forward,
    ready_to_run,
    trial_params,
)
from recipe_studio.gui.run.learning import ShapeLearning
from recipe_studio.gui.run.pins import PinActions
from recipe_studio.gui.run.questions import RunQuestions
from recipe_studio.gui.run.relay import Relay
from recipe_studio.gui.run.run_end import ended_text, show_past_run, tell_why
from recipe_studio.gui.run.server_calls import ServerCalls
from recipe_studio.gui.run.worker import Answer, RunHandlers, RunJob, RunWorker
from recipe_studio.gui.texts import announce, connection_label, message_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QWidget

    from recipe_studio.core.engine.plan import PlannedAction
    from recipe_studio.core.engine.session import RunReport
    from recipe_studio.core.mcp_client import ElicitAnswer, ElicitRequest
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.run.panel import RunPanel
    from recipe_studio.gui.settings import SettingsStore

tr = translator("RunController")
logger = logging.getLogger(__name__)

#: Seconds quitting waits in all for the run and the connections once the run was stopped
#: (a run ends within moments in every phase; this bound only keeps a quit from hanging).
SHUTDOWN_WAIT = 5.0


class RunController(QObject):
    def __init__(
        self,
        recipes: OpenRecipes,
        settings: SettingsStore,
        panel: RunPanel,
        parent: QWidget,
        *,
        status: Callable[[str], None],
        selected_rows: Callable[[], list[int]],
        select_step: Callable[[EditorSession, int], None],
    ) -> None:
        super().__init__(parent)
        self.recipes = recipes
        self.settings = settings
        self.panel = panel
        self.parent_widget = parent
        self.status = status
        self._selected_rows = selected_rows
        self._select_step = select_step
        #: Brings news from the run's and the connections' threads to this (GUI) thread.
        self.relay = Relay(self)
        self.connections = ConnectionManager(settings, self.relay, self)
        self.calls = ServerCalls(self.connections, self.relay, self)
        self.learning = ShapeLearning(self.connections, recipes, self)
        self.questions = RunQuestions(parent)
        handlers = RunHandlers(
            event=self._event,
            confirm=self._confirm,
            pause=self.questions.pause,
            elicit=self._elicit,
            finished=self._finished,
            failed=self.report_error,
        )
        self.worker = RunWorker(self.connections.live, self.relay.post, handlers)
        self.questions.paused.connect(self._paused)
        panel.stop_requested.connect(self.stop)
        panel.continue_requested.connect(self._continue)
        panel.history_chosen.connect(self.show_history)
        self.pins = PinActions(recipes, self._rows, status)
        panel.pin_requested.connect(self.pins.pin_step)
        panel.check_requested.connect(lambda row, check: reports.check_row(recipes, row, check))
        panel.server_chosen.connect(self.choose_connection)
        self.connections.servers_changed.connect(self.refresh_servers)
        recipes.current_changed.connect(self._current_changed)
        trial.route_requests(recipes, self.try_step)
        #: The session whose run is in progress (not necessarily the one shown).
        self.session: EditorSession | None = None
        self.job: RunJob | None = None
        #: A run asked for while the last one was ending (Stop already disabled): it
        #: starts as soon as that one has handed in its report, moments later.
        self._queued: Callable[[], None] | None = None
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._tick)

    # ------------------------------------------------------------------ following the window
    def _current_changed(self, session: EditorSession | None) -> None:
        """Show the shown recipe's own runs."""
        if session is None:
            self.panel.attach(None)
        else:
            self.panel.attach(session.run_state, session.reference_names)
        if session is not None:
            session.run_state.refresh_history()
        self.refresh_servers()

    # ------------------------------------------------------------------ connection choice
    def connection_for(self, session: EditorSession) -> str:
        return self.settings.value.connection_for(session.recipe_id)

    def choose_connection(self, name: str) -> None:
        session = self.recipes.current
        if session is not None:
            self.settings.update_recipe(session.recipe_id, connection=name)

    def refresh_servers(self) -> None:
        session = self.recipes.current
        value = self.settings.value
        chosen = value.chosen_connection(session.recipe_id) if session is not None else ""
        self.panel.set_servers(self.connections.names(), self.connections.default, chosen)

    # ------------------------------------------------------------------ starting runs
    def run_all(self) -> None:
        self._start(0, None, source="test run")

    def rehearse(self) -> None:  # (core.engine.rehearsal: the whole recipe, changing nothing)
        self._start(0, None, source="rehearsal", rehearse=True)

    def run_selected(self) -> None:
        rows = self._rows()
        if rows:
            self._start(rows[0], rows[0] + 1, source="single step")

    def run_to_selected(self) -> None:
        rows = self._rows()
        if rows:
            self._start(0, rows[-1] + 1, source="run to step")

    def step_through(self) -> None:
        if self.job is not None and self.questions.waiting:
            self._continue(True)
            return
        self._start(0, None, source="step through", step_through=True)

    def _rows(self) -> list[int]:
        rows = self._selected_rows()
        if not rows:
            self.status(tr("Select a step first."))
        return rows

    def _start(self, start: int, stop: int | None, **job: Any) -> None:
        """A run of the shown recipe's steps ``start:stop`` (``job``: more RunJob fields)."""
        session = self.recipes.current
        if session is not None and ready_to_run(
            session, self._busy(), self.status, self.parent_widget
        ):
            self._launch(session, start, stop, **job)

    def _busy(self) -> bool:
        """A run is in progress: Stop is enabled (a run that is only handing in its
        report does not count: the next one waits for it, moments, and starts)."""
        return self.session is not None and self.session.run_state.running

    def try_selected(self) -> None:
        rows = self._rows()
        if rows and self.recipes.current is not None:
            self.try_step(self.recipes.current, rows[0])

    def watch_try_action(self, menu: QMenu, action: QAction) -> None:
        """ "Try this step" in ``menu`` is enabled only when the selected step can be tried."""
        trial.watch_try_action(menu, action, lambda: (self.recipes.current, self._selected_rows()))

    def try_step(self, session: EditorSession, row: int) -> None:
        """Run just step ``row`` as it is now, reading earlier steps' last results."""
        prior = trial.trial_prior(session, row, self.status, busy=self._busy())
        if prior is not None:
            self._launch(session, row, row + 1, source=trial.TRY_SOURCE, prior=prior)

    def _launch(self, session: EditorSession, start: int, stop: int | None, **job: Any) -> None:
        if self.job is not None:  # the last run is handing in its report: right after it
            self._queued = lambda: self._launch(session, start, stop, **job)
            return
        if job.get("source") == trial.TRY_SOURCE:  # asks nothing: last values, else defaults
            params: dict[str, Any] | None = trial_params(session, self.settings)
        else:
            params = ask_params(session, self.settings, self.parent_widget)
        if params is None:
            return
        recipe = session.document.recipe.model_copy(deep=True)
        state = session.run_state
        name = self.connection_for(session)
        self.job = RunJob(
            recipe=recipe,
            profile=session.document.profile.name,
            params=params,
            connection=name,
            spec=self.connections.spec(name),
            recipe_id=session.recipe_id,
            timeout=self.settings.value.silence_limit_or_default(),
            step_limit=self.settings.recipe(session.recipe_id or "").step_limit_or_default(),
            pins=dict(state.pins),
            start=start,
            stop=stop,
            breakpoints=set(state.breakpoints),
            **reports.job_extras(session),
            **{"prior": state.prior_results(), **job},
        )
        self.session = session
        end = len(recipe.steps) if stop is None else stop
        uids = [step.uid for step in recipe.steps[start:end]]
        state.begin(uids, start, len(recipe.steps), server=name, rehearsal=self.job.rehearse)
        getting = tr("Getting the run ready on {server}…").format(server=connection_label(name))
        self.status(reports.rehearsing_text(name) if self.job.rehearse else getting)
        bring_forward(self.panel)
        self.worker.start(self.job)

    # ------------------------------------------------------------------ worker signals
    def _event(self, event: Any) -> None:
        if self.session is None:
            return
        live = self.session.run_state.live
        if isinstance(event, StepStarted) and live is not None and not live.begun:
            self.status(tr("Running on {server}…").format(server=connection_label(live.server)))
        self.session.run_state.apply(event)
        if isinstance(event, StepFinished):
            announce(
                self.panel,
                tr("Step {n}: {status}").format(
                    n=event.index + 1, status=status_label(event.outcome.status)
                ),
            )
        elif not isinstance(event, RunFinished):
            self._ticker.start()

    def _tick(self) -> None:
        if self.session is not None and self.job is not None:
            self.session.run_state.tick()
        else:
            self._ticker.stop()

    def _confirm(self, actions: list[PlannedAction], answer: Answer[bool]) -> None:
        # A tried step never changes anything (the server disagreed with the catalog).
        tried = self.job is not None and self.job.source == trial.TRY_SOURCE
        state = self.session.run_state if self.session is not None else None
        if state is not None and not tried:
            state.confirming(True)
        names = self.session.reference_names() if self.session is not None else None
        self.questions.confirm(actions, answer, allowed=not tried, names=names)
        if state is not None and not tried:
            state.confirming(False, confirmed=answer.answered and answer.wait())

    def _elicit(self, request: ElicitRequest, answer: Answer[ElicitAnswer]) -> None:
        self.questions.elicit(request, answer, self.job.connection if self.job else "")

    def _paused(self, index: int) -> None:
        if self.session is not None:
            self.session.run_state.pause(index)
            self._select_step(self.session, index)

    def _continue(self, one_step: bool) -> None:
        if self.job is not None:
            self.job.step_through = one_step
        if self.session is not None:
            self.session.run_state.pause(None)
        self.questions.go_on()

    def _finished(self, report: RunReport) -> None:
        session, job, result = self.session, self.job, report.result
        tried = job is not None and job.source == trial.TRY_SOURCE
        if job is not None:
            self.learning.learn_run(job.connection, result, "try" if tried else "test")
        self._end()
        if session is not None:
            if session.run_state.running:  # stopped before the engine could report it
                session.run_state.finish(result)
            session.run_state.refresh_history()
        self.status(reports.finished_text(result, ended_text(result, tried)))
        if report.record_error:
            text = tr("The run record could not be saved: {reason}")
            self.status(text.format(reason=report.record_error))
        tell_why(self.parent_widget, report, job.connection if job is not None else "")
        self._start_queued()

    def report_error(self, error: Message) -> None:
        """The one handler for run errors: tell the user, keep the app usable."""
        session = self.session
        self._end()
        if session is not None and session.run_state.running:
            session.run_state.fail(message_text(error), all_details(error))
        show_error(self.parent_widget, tr("The run stopped"), error)
        self._start_queued()

    def _start_queued(self) -> None:
        queued, self._queued = self._queued, None
        if queued is not None:
            queued()

    def _end(self) -> None:
        self.job = None
        self.questions.cancel_all()
        self._ticker.stop()
        self.status("")

    def stop(self) -> None:
        """Cancel now, in any phase: starting the server, a call, a wait, a question."""
        if self.job is None:
            return
        self.job.stop_requested.set()
        self.worker.cancel()
        self.questions.cancel_all()

    @property
    def running(self) -> bool:
        return self.job is not None

    # ------------------------------------------------------------------ history
    def show_history(self, run_id: str) -> None:
        show_past_run(self.parent_widget, self.recipes.current, run_id)

    # ------------------------------------------------------------------ calls outside runs
    def test_connection(self, name: str, then: Callable[[bool], None] | None = None) -> None:
        """Connect to ``name`` (in a thread of its own); a failure is shown in a box."""

        def done(ok: bool, value: Any) -> None:
            if not ok and isinstance(value, Message):
                title = tr("Cannot connect to “{name}”").format(name=name)
                show_error(self.parent_widget, title, value)
            if then is not None:
                then(ok)

        self.calls.call(name, None, {}, done)

    def call_tool(
        self,
        connection: str,
        tool: str | None,
        args: dict[str, Any],
        callback: Callable[[bool, Any], None],
    ) -> None:
        """Call ``tool`` of ``connection`` outside a run (see :class:`ServerCalls`)."""
        self.calls.call(connection, tool, args, callback)

    # ------------------------------------------------------------------ shutdown
    def shutdown(self) -> None:
        """Before the app quits: stop the run and every connection attempt, end the servers
        and the run's thread. Bounded: each ends within moments."""
        self._queued = None
        self.stop()
        self.worker.cancel()
        self.questions.cancel_all()
        self.calls.shutdown()
        if not self.worker.join(SHUTDOWN_WAIT / 2):
            logger.error("the run did not stop in time")
        self.connections.shutdown()
        self.relay.close()
        let_the_import_end(SHUTDOWN_WAIT / 2)
