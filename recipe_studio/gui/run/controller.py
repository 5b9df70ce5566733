"""Test runs in the window: starting and stopping them, the worker thread, pins, history.

The run itself belongs to the recipe's :class:`~recipe_studio.core.run_state.RunState`
(the steps table and the Run panel only show it); this controller starts the worker,
hands its engine events to that state and answers its questions (confirm, pause). Every
error of a run goes to :meth:`RunController.report_error`, the one handler: the message
is shown, the app stays usable, and a dead server is restarted on next need.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from recipe_studio.core.engine import (
    PlannedAction,
    RunFinished,
    RunResult,
    StepFinished,
    read_run,
)
from recipe_studio.core.engine.records import RunRecordError
from recipe_studio.core.problems import has_errors
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.open_recipes import OpenRecipes
from recipe_studio.gui.run import trial
from recipe_studio.gui.run.confirm_dialog import ConfirmDialog
from recipe_studio.gui.run.connections import ConnectionManager
from recipe_studio.gui.run.learning import ShapeLearning
from recipe_studio.gui.run.panel import RunPanel, tally_text
from recipe_studio.gui.run.params_dialog import ParamsDialog
from recipe_studio.gui.run.worker import Answer, RunJob, RunWorker
from recipe_studio.gui.session import EditorSession
from recipe_studio.gui.settings import SettingsStore
from recipe_studio.gui.steps_model import status_label
from recipe_studio.gui.texts import announce

tr = translator("RunController")


class RunController(QObject):
    start_job = Signal(object)
    call_job = Signal(object)

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
        self.connections = ConnectionManager(settings, self)
        self.learning = ShapeLearning(self.connections, recipes, self)
        self.worker_thread = QThread(self)
        self.worker_thread.setObjectName("run worker")
        self.worker = RunWorker(self.connections)
        self.worker.moveToThread(self.worker_thread)
        self.start_job.connect(self.worker.run)
        self.call_job.connect(self.worker.call_tool)
        self.worker.progress.connect(self._event)
        self.worker.confirm_requested.connect(self._confirm)
        self.worker.pause_requested.connect(self._pause)
        self.worker.finished.connect(self._finished)
        self.worker.failed.connect(self.report_error)
        self.worker.tool_answered.connect(self._tool_answered)
        panel.stop_requested.connect(self.stop)
        panel.continue_requested.connect(self._continue)
        panel.history_chosen.connect(self.show_history)
        panel.pin_requested.connect(self.pin_step)
        panel.server_chosen.connect(self.choose_connection)
        self.connections.servers_changed.connect(self.refresh_servers)
        recipes.current_changed.connect(self._current_changed)
        trial.route_requests(recipes, self.try_step)
        #: The session whose run is in progress (not necessarily the one shown).
        self.session: EditorSession | None = None
        self.job: RunJob | None = None
        self._pause_answer: Answer | None = None
        self._callbacks: dict[str, Callable[[bool, Any], None]] = {}
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._tick)

    # ------------------------------------------------------------------ following the window
    def _current_changed(self, session: EditorSession | None) -> None:
        """Show the shown recipe's own runs."""
        self.panel.attach(session.run_state if session is not None else None)
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

    def run_selected(self) -> None:
        rows = self._rows()
        if rows:
            self._start(rows[0], rows[0] + 1, source="single step")

    def run_to_selected(self) -> None:
        rows = self._rows()
        if rows:
            self._start(0, rows[-1] + 1, source="run to step")

    def step_through(self) -> None:
        if self.job is not None and self._pause_answer is not None:
            self._continue(True)
            return
        self._start(0, None, source="step through", step_through=True)

    def _rows(self) -> list[int]:
        rows = self._selected_rows()
        if not rows:
            self.status(tr("Select a step first."))
        return rows

    def _ready(self, session: EditorSession | None) -> bool:
        """Whether a run of ``session`` can start now (saying why not)."""
        if session is None:
            return False
        if self.job is not None:
            self.status(tr("A run is in progress; stop it first."))
            return False
        if not session.document.steps:
            self.status(tr("The recipe has no steps yet."))
            return False
        if has_errors(session.validate_now()):
            answer = QMessageBox.question(
                self.parent_widget,
                tr("The recipe has errors"),
                tr(
                    "The Problems panel lists errors; the run may fail where they are. Test it anyway?"
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            return answer == QMessageBox.StandardButton.Yes
        return True

    def _params(self, session: EditorSession) -> dict[str, Any] | None:
        """The param values for a run (asked when the recipe has params), None: cancelled."""
        doc = session.document
        if not any(p.raw is None and p.name for p in doc.params):
            return {}
        last = self.settings.recipe(session.recipe_id).last_params
        dialog = ParamsDialog(doc.recipe, doc.profile, last, self.parent_widget)
        if not dialog.exec():
            return None
        self.settings.update_recipe(session.recipe_id, last_params=dialog.values)
        return dialog.values

    def _start(self, start: int, stop: int | None, **job: Any) -> None:
        """A run of the shown recipe's steps ``start:stop`` (``job``: more RunJob fields)."""
        session = self.recipes.current
        if session is not None and self._ready(session):
            self._launch(session, start, stop, **job)

    def try_selected(self) -> None:
        rows = self._rows()
        if rows and self.recipes.current is not None:
            self.try_step(self.recipes.current, rows[0])

    def watch_try_action(self, menu: QMenu, action: QAction) -> None:
        """ "Try this step" in ``menu`` is enabled only when the selected step can be tried."""
        trial.watch_try_action(menu, action, lambda: (self.recipes.current, self._selected_rows()))

    def try_step(self, session: EditorSession, row: int) -> None:
        """Run just step ``row`` as it is now, reading earlier steps' last results."""
        prior = trial.trial_prior(session, row, self.status, busy=self.job is not None)
        if prior is not None:
            self._launch(session, row, row + 1, source=trial.TRY_SOURCE, prior=prior)

    def _launch(self, session: EditorSession, start: int, stop: int | None, **job: Any) -> None:
        params = self._params(session)
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
            pins=dict(state.pins),
            start=start,
            stop=stop,
            breakpoints=set(state.breakpoints),
            **{"prior": state.prior_results(), **job},
        )
        self.session = session
        end = len(recipe.steps) if stop is None else stop
        state.begin([step.uid for step in recipe.steps[start:end]], start, len(recipe.steps))
        self.status(tr("Running on {server}…").format(server=name))
        self._ensure_thread()
        self.start_job.emit(self.job)

    def _ensure_thread(self) -> None:
        """The worker thread starts on first need (and is stopped in :meth:`shutdown`)."""
        if not self.worker_thread.isRunning():
            self.worker_thread.start()

    # ------------------------------------------------------------------ worker signals
    def _event(self, event: Any) -> None:
        if self.session is None:
            return
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

    def _confirm(self, actions: list[PlannedAction], answer: Answer) -> None:
        if self.job is not None and self.job.source == trial.TRY_SOURCE:
            answer.set(False)  # a tried step never changes anything (the server disagreed)
            return
        dialog = ConfirmDialog(actions, self.parent_widget)
        answer.set(bool(dialog.exec()))

    def _pause(self, index: int, answer: Answer) -> None:
        self._pause_answer = answer
        if self.session is not None:
            self.session.run_state.pause(index)
            self._select_step(self.session, index)

    def _continue(self, one_step: bool) -> None:
        answer, self._pause_answer = self._pause_answer, None
        if self.job is not None:
            self.job.step_through = one_step
        if self.session is not None:
            self.session.run_state.pause(None)
        if answer is not None:
            answer.set(True)

    def _finished(self, result: RunResult, lost: str = "") -> None:
        session, job = self.session, self.job
        tried = job is not None and job.source == trial.TRY_SOURCE
        if job is not None:
            self.learning.learn_run(job.connection, result, "try" if tried else "test")
        self._end()
        if session is not None:
            if session.run_state.running:  # stopped before the engine could report it
                session.run_state.finish(result)
            session.run_state.refresh_history()
        declined = trial.declined_text() if tried else tr("Run not started: not confirmed.")
        message = {
            "ok": tr("Run finished: {tally}.").format(tally=tally_text(result)),
            "failed": tr("Run finished: a step failed."),
            "cancelled": tr("Run stopped."),
            "declined": declined,
        }.get(result.outcome, result.outcome)
        self.status(message)
        if lost:
            self.report_error(lost)

    def report_error(self, message: str, details: str = "") -> None:
        """The one handler for run errors: tell the user, keep the app usable."""
        session = self.session
        self._end()
        if session is not None and session.run_state.running:
            session.run_state.fail(message, details)
        QMessageBox.warning(self.parent_widget, tr("The run stopped"), message)

    def _end(self) -> None:
        self.job = None
        self._pause_answer = None
        self._ticker.stop()
        self.status("")

    def stop(self) -> None:
        """Cancel now: the in-flight call and any wait are cancelled within a second."""
        if self.job is None:
            return
        self.job.stop_requested.set()
        self.worker.cancel()
        answer, self._pause_answer = self._pause_answer, None
        if answer is not None:
            answer.set(False)

    @property
    def running(self) -> bool:
        return self.job is not None

    # ------------------------------------------------------------------ breakpoints, pins
    def toggle_breakpoint(self) -> None:
        session, rows = self.recipes.current, self._rows()
        if session is not None and rows:
            session.run_state.toggle_breakpoints(session.document.steps[r].uid for r in rows)

    def pin_step(self, index: int) -> None:
        session = self.recipes.current
        if session is None or index >= len(session.document.steps):
            return
        uid = session.document.steps[index].uid
        if uid not in session.run_state.results:
            self.status(tr("Run the step first: there is no result to pin."))
            return
        session.set_pin(uid, session.run_state.results[uid])

    def pin_selected(self) -> None:
        for row in self._rows():
            self.pin_step(row)

    def unpin_selected(self) -> None:
        session = self.recipes.current
        if session is not None:
            for row in self._rows():
                session.set_pin(session.document.steps[row].uid, None)

    # ------------------------------------------------------------------ history
    def show_history(self, run_id: str) -> None:
        session = self.recipes.current
        try:
            record = read_run(run_id)
        except RunRecordError as exc:
            QMessageBox.warning(self.parent_widget, tr("Past run"), str(exc))
            return
        if session is not None:
            session.run_state.show_past(record.result)

    # ------------------------------------------------------------------ calls outside runs
    def test_connection(self, name: str, then: Callable[[bool], None] | None = None) -> None:
        self.call_tool(name, None, {}, lambda ok, _value: then(ok) if then else None)

    def call_tool(
        self,
        connection: str,
        tool: str | None,
        args: dict[str, Any],
        callback: Callable[[bool, Any], None],
    ) -> None:
        tag = f"{time.monotonic_ns()}"
        self._callbacks[tag] = callback
        self._ensure_thread()
        self.call_job.emit((tag, connection, self.connections.spec(connection), tool, args))

    def _tool_answered(self, tag: str, ok: bool, value: Any) -> None:
        callback = self._callbacks.pop(tag, None)
        if callback is not None:
            callback(ok, value)

    # ------------------------------------------------------------------ shutdown
    def shutdown(self) -> None:
        """Stop the worker thread before the app quits (or Qt aborts the process)."""
        self.worker.cancel()
        if self._pause_answer is not None:
            self._pause_answer.set(False)
        if self.worker_thread.isRunning():
            self.worker_thread.quit()
            self.worker_thread.wait(10000)
        self.connections.close_all()
