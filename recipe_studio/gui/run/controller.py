"""Test runs in the window: the Run menu, the worker thread, statuses, pins, history.

Every error of a run goes to :meth:`RunController.report_error`, the one handler: the
message is shown, the app stays usable, and a dead server is restarted on next need.
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu, QMessageBox

from recipe_studio.core.engine import (
    PlannedAction,
    RunFinished,
    RunResult,
    RunStarted,
    StepFinished,
    StepStarted,
    Waiting,
    list_runs,
    read_run,
)
from recipe_studio.core.model import ToolStep
from recipe_studio.core.problems import has_errors
from recipe_studio.gui.run.connections import ConnectionManager
from recipe_studio.gui.run.dialogs import (
    ConfirmDialog,
    ConnectionsDialog,
    ParamsDialog,
    PreferencesDialog,
)
from recipe_studio.gui.run.panel import RunPanel
from recipe_studio.gui.run.worker import Answer, RunJob, RunWorker
from recipe_studio.gui.session import EditorSession
from recipe_studio.gui.steps_model import COL_STATUS, STATUS_LOOK
from recipe_studio.gui.texts import announce

if TYPE_CHECKING:
    from recipe_studio.gui.main_window import MainWindow


def tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("RunController", text)


class RunController(QObject):
    start_job = Signal(object)
    call_job = Signal(object)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.connections = ConnectionManager(window.settings, self)
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
        self.panel = RunPanel()
        self.panel.stop_requested.connect(self.stop)
        self.panel.continue_requested.connect(self._continue)
        self.panel.history_chosen.connect(self._show_history)
        self.panel.pin_requested.connect(self.pin_step)
        self.panel.server_chosen.connect(self.choose_connection)
        self.connections.servers_changed.connect(self.refresh_servers)
        self.dock = QDockWidget(tr("Run"), window)
        self.dock.setObjectName("runDock")
        self.dock.setWidget(self.panel)
        self.session: EditorSession | None = None
        self.job: RunJob | None = None
        self._pause_answer: Answer | None = None
        self._running_uid: str | None = None
        self._running_since = 0.0
        self._callbacks: dict[str, Any] = {}
        self._elapsed = QTimer(self)
        self._elapsed.setInterval(250)
        self._elapsed.timeout.connect(self._tick)

    # ------------------------------------------------------------------ menu
    def build_menu(self, menu: QMenu) -> None:
        def add(text: str, slot: Any, shortcut: Any = None) -> QAction:
            action = QAction(text, self.window)
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(slot)
            menu.addAction(action)
            return action

        self.run_action = add(tr("&Run"), self.run_all, "Ctrl+R")
        add(tr("Run &selected step only"), self.run_selected, "Ctrl+Shift+R")
        add(tr("Run &up to selected step"), self.run_to_selected, "Ctrl+Alt+R")
        add(tr("Step &through"), self.step_through, "F10")
        self.stop_action = add(tr("S&top"), self.stop, "Ctrl+.")
        menu.addSeparator()
        add(tr("Toggle &breakpoint"), self.toggle_breakpoint, "F9")
        add(tr("&Pin the last result of the selected step"), self.pin_selected)
        add(tr("U&npin the selected step"), self.unpin_selected)
        menu.addSeparator()
        add(tr("&Publish to the host…"), self.publish)
        add(tr("&Connections…"), self.show_connections)

    # ------------------------------------------------------------------ starting runs
    def _editor(self) -> Any:
        view = self.window.current_view()
        return view.editor if view is not None else None

    def _chosen_key(self, session: EditorSession) -> str:
        return f"recipes/{session.library_name or session.document.recipe.name}/connection"

    def chosen_connection(self, session: EditorSession) -> str:
        """The connection picked for this recipe ("" when it follows the default)."""
        chosen = str(self.window.settings.value(self._chosen_key(session), "") or "")
        return chosen if chosen in self.connections.names() else ""

    def connection_for(self, session: EditorSession) -> str:
        return self.chosen_connection(session) or self.connections.default

    def choose_connection(self, name: str) -> None:
        session = self.window.current
        if session is not None:
            self.window.settings.setValue(self._chosen_key(session), name)

    def refresh_servers(self) -> None:
        session = self.window.current
        chosen = self.chosen_connection(session) if session is not None else ""
        self.panel.set_servers(self.connections.names(), self.connections.default, chosen)

    def run_all(self) -> None:
        self._start(0, None, source="test run")

    def run_selected(self) -> None:
        rows = self._selected_rows()
        if rows:
            self._start(rows[0], rows[0] + 1, source="single step")

    def run_to_selected(self) -> None:
        rows = self._selected_rows()
        if rows:
            self._start(0, rows[-1] + 1, source="run to step")

    def step_through(self) -> None:
        if self.job is not None and self._pause_answer is not None:
            self._continue(True)
            return
        self._start(0, None, source="step through", step_through=True)

    def _selected_rows(self) -> list[int]:
        editor = self._editor()
        if editor is None:
            return []
        rows: list[int] = editor.steps_view.selected_rows()
        if not rows:
            self.window.statusBar().showMessage(tr("Select a step first."), 5000)
        return rows

    def _start(
        self, start: int, stop: int | None, *, source: str, step_through: bool = False
    ) -> None:
        session = self.window.current
        if session is None:
            return
        if self.job is not None:
            self.window.statusBar().showMessage(tr("A run is in progress; stop it first."), 5000)
            return
        if not session.document.steps:
            self.window.statusBar().showMessage(tr("The recipe has no steps yet."), 5000)
            return
        if has_errors(session.validate_now()):
            answer = QMessageBox.question(
                self.window,
                tr("The recipe has errors"),
                tr(
                    "The Problems panel lists errors; the run may fail where they are. Test it anyway?"
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        doc = session.document
        key = f"runs/last/{session.library_name or doc.recipe.name}"
        try:
            last = json.loads(str(self.window.settings.value(key, "{}")))
        except ValueError:
            last = {}
        params: dict[str, Any] = {}
        if any(p.raw is None and p.name for p in doc.params):
            dialog = ParamsDialog(
                doc.recipe, doc.profile, last if isinstance(last, dict) else {}, self.window
            )
            if not dialog.exec():
                return
            params = dialog.values
            self.window.settings.setValue(key, json.dumps(params))
        recipe = doc.recipe.model_copy(deep=True)
        last_run = getattr(session, "last_run", None)
        self.job = RunJob(
            recipe=recipe,
            profile=doc.profile.name,
            params=params,
            connection=self.connection_for(session),
            source=source,
            pins=dict(session.pins),
            start=start,
            stop=stop,
            prior=last_run.by_uid() if isinstance(last_run, RunResult) else None,
            breakpoints=set(session.breakpoints),
            step_through=step_through,
        )
        self.session = session
        editor = self._editor()
        editor.steps_model.clear_status()
        editor.steps_view.setColumnHidden(COL_STATUS, False)
        end = len(recipe.steps) if stop is None else stop
        for step in recipe.steps[start:end]:
            editor.steps_model.set_status(step.uid, "pending")
        self.dock.show()
        self.dock.raise_()
        self.panel.running(True)
        self.panel.start(len(recipe.steps), start, end)
        self.window.statusBar().showMessage(
            tr("Running on {server}…").format(server=self.job.connection)
        )
        self._ensure_thread()
        self.start_job.emit(self.job)

    def _ensure_thread(self) -> None:
        """The worker thread starts on first need (and is stopped in :meth:`shutdown`)."""
        if not self.worker_thread.isRunning():
            self.worker_thread.start()

    # ------------------------------------------------------------------ worker signals
    def _event(self, event: Any) -> None:
        editor = self._run_editor()
        if isinstance(event, RunStarted):
            return
        if isinstance(event, StepStarted):
            self._running_uid = event.uid
            self._running_since = time.monotonic()
            self._elapsed.start()
            if editor is not None:
                editor.steps_model.set_status(event.uid, "running")
            self.panel.step_started(event.index, event.tool, event.args)
        elif isinstance(event, Waiting):
            if editor is not None:
                editor.steps_model.set_status(
                    event.uid, "running", tr("waiting {s} s").format(s=round(event.remaining))
                )
            self.panel.waiting(event.index, event.remaining)
        elif isinstance(event, StepFinished):
            outcome = event.outcome
            self._running_uid = None
            self._elapsed.stop()
            if editor is not None:
                detail = tr("(pinned)") if outcome.pinned else f"{outcome.duration_ms:.0f} ms"
                editor.steps_model.set_status(outcome.uid, outcome.status, detail)
            self.panel.step_finished(outcome)
            if editor is not None:
                label = STATUS_LOOK.get(outcome.status, (outcome.status, None))[0]
                announce(
                    editor.steps_view,
                    tr("Step {n}: {status}").format(
                        n=outcome.index + 1, status=QCoreApplication.translate("StepsTable", label)
                    ),
                )
        elif isinstance(event, RunFinished):
            self._elapsed.stop()

    def _tick(self) -> None:
        editor = self._run_editor()
        if editor is not None and self._running_uid is not None:
            seconds = time.monotonic() - self._running_since
            editor.steps_model.set_status(self._running_uid, "running", f"{seconds:.1f} s")

    def _run_editor(self) -> Any:
        if self.session is None:
            return None
        view = self.window.views.get(id(self.session))
        return view.editor if view is not None else None

    def _confirm(self, actions: list[PlannedAction], answer: Answer) -> None:
        dialog = ConfirmDialog(actions, self.window)
        answer.set(bool(dialog.exec()))

    def _pause(self, index: int, answer: Answer) -> None:
        self._pause_answer = answer
        self.panel.paused(index)
        editor = self._run_editor()
        if editor is not None:
            editor.select_step(index)

    def _continue(self, one_step: bool) -> None:
        answer, self._pause_answer = self._pause_answer, None
        if self.job is not None:
            self.job.step_through = one_step
        self.panel.paused(None)
        if answer is not None:
            answer.set(True)

    def _finished(self, result: RunResult, lost: str = "") -> None:
        session, job = self.session, self.job
        self._end()
        editor = self._run_editor()
        if editor is not None and job is not None:
            # Steps the run did not reach (declined, failed, stopped) are no longer pending.
            for step in job.recipe.steps:
                if editor.steps_model.status_of(step.uid) in ("pending", "running"):
                    editor.steps_model.set_status(step.uid, "")
        if session is not None:
            previous = getattr(session, "last_run", None)
            if isinstance(previous, RunResult) and (
                result.start > 0 or result.stop < len(session.document.steps)
            ):
                merged = {o.index: o for o in previous.steps}
                merged.update({o.index: o for o in result.steps})
                result_for_refs = result.model_copy(
                    update={"steps": [merged[i] for i in sorted(merged)]}
                )
            else:
                result_for_refs = result
            session.last_run = result_for_refs
            for outcome in result.steps:
                if outcome.status == "ok" and outcome.result is not None:
                    session.last_results[outcome.uid] = outcome.result
        self.panel.finished(result)
        message = {
            "ok": tr("Run finished: every step went through."),
            "failed": tr("Run finished: a step failed."),
            "cancelled": tr("Run stopped."),
            "declined": tr("Run not started: not confirmed."),
        }.get(result.outcome, result.outcome)
        self.window.statusBar().showMessage(message, 8000)
        self.refresh_history()
        if lost:
            self.report_error(lost)

    def report_error(self, message: str) -> None:
        """The one handler for run errors: tell the user, keep the app usable."""
        running = self.job
        self._end()
        self.panel.failed(message)
        if running is not None:
            editor = self._run_editor()
            if editor is not None:
                for step in running.recipe.steps:
                    if editor.steps_model.status_of(step.uid) in ("pending", "running"):
                        editor.steps_model.set_status(step.uid, "cancelled")
        QMessageBox.warning(self.window, tr("The run stopped"), message.splitlines()[0])

    def _end(self) -> None:
        self.job = None
        self._pause_answer = None
        self._running_uid = None
        self._elapsed.stop()
        self.panel.running(False)
        self.window.statusBar().clearMessage()

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
        session, rows = self.window.current, self._selected_rows()
        if session is None or not rows:
            return
        for row in rows:
            uid = session.document.steps[row].uid
            session.breakpoints.symmetric_difference_update({uid})
        self._refresh_marks(session)

    def pin_step(self, index: int) -> None:
        session = self.window.current
        if session is None or index >= len(session.document.steps):
            return
        uid = session.document.steps[index].uid
        if uid not in session.last_results:
            self.window.statusBar().showMessage(
                tr("Run the step first: there is no result to pin."), 6000
            )
            return
        session.set_pin(uid, session.last_results[uid])
        self._refresh_marks(session)

    def pin_selected(self) -> None:
        for row in self._selected_rows():
            self.pin_step(row)

    def unpin_selected(self) -> None:
        session = self.window.current
        if session is None:
            return
        for row in self._selected_rows():
            session.set_pin(session.document.steps[row].uid, None)
        self._refresh_marks(session)

    def _refresh_marks(self, session: EditorSession) -> None:
        view = self.window.views.get(id(session))
        if view is not None:
            view.editor.refresh_marks()

    # ------------------------------------------------------------------ history
    def refresh_history(self) -> None:
        self.refresh_servers()
        session = self.window.current
        if session is None:
            self.panel.set_history([])
            return
        name = session.document.recipe.name
        runs = list_runs(name, limit=30) if name else []
        self.panel.set_history(
            [
                (
                    r.id,
                    f"{r.started_at[:19].replace('T', ' ')} · {r.outcome} · {r.duration_ms / 1000:.1f} s",
                )
                for r in runs
            ]
        )

    def _show_history(self, run_id: str) -> None:
        try:
            record = read_run(run_id)
        except Exception as exc:
            self.report_error(str(exc))
            return
        self.panel.show_result(record.result)
        session = self.window.current
        if session is not None:
            for outcome in record.result.steps:
                if outcome.status == "ok" and outcome.result is not None:
                    session.last_results.setdefault(outcome.uid, outcome.result)

    # ------------------------------------------------------------------ connections
    def show_connections(self) -> None:
        ConnectionsDialog(self.connections, self.test_connection, self.window).exec()

    def test_connection(self, name: str, then: Any = None) -> None:
        self.call_tool(name, None, {}, lambda ok, value: then(ok) if then else None)

    def call_tool(
        self, connection: str, tool: str | None, args: dict[str, Any], callback: Any
    ) -> None:
        tag = f"{time.monotonic_ns()}"
        self._callbacks[tag] = callback
        self._ensure_thread()
        self.call_job.emit((tag, connection, tool, args))

    def _tool_answered(self, tag: str, ok: bool, value: Any) -> None:
        callback = self._callbacks.pop(tag, None)
        if callback is not None:
            callback(ok, value)

    def show_preferences(self) -> None:
        dialog = PreferencesDialog(self.window.settings, self.window)
        if dialog.exec():
            restart, language = dialog.apply()
            if restart:
                self.connections.restart_builtin()
            if language:
                from PySide6.QtWidgets import QApplication

                from recipe_studio.gui.i18n import install_translations

                app = QApplication.instance()
                if isinstance(app, QApplication):
                    install_translations(app)
                QMessageBox.information(
                    self.window,
                    tr("Language"),
                    tr("The new language applies fully after restarting Recipe Studio."),
                )

    def catalog_actions(self, menu: QMenu, session: EditorSession) -> None:
        menu.addSeparator()
        for name in self.connections.names():
            catalog = self.connections.catalog(name)
            if catalog is not None:
                menu.addAction(tr("Tools of “{name}” (live)").format(name=name)).triggered.connect(
                    lambda _=False, c=catalog: session.set_catalog(c)
                )
            else:
                menu.addAction(
                    tr("Connect to “{name}” and use its tools").format(name=name)
                ).triggered.connect(
                    lambda _=False, n=name: self.test_connection(
                        n, lambda ok, n=n: self._use_live_tools(session, n, ok)
                    )
                )

    def _use_live_tools(self, session: EditorSession, name: str, ok: bool) -> None:
        if ok:
            session.set_catalog(self.connections.catalog(name))

    # ------------------------------------------------------------------ publish
    def publish(self) -> None:
        from recipe_studio.gui.run.publish import publish

        publish(self)

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


__all__ = ["RunController", "ToolStep"]
