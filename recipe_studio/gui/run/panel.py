"""The Run panel: each step's outcome, its result as labelled values that expand.

It shows one recipe's :class:`~recipe_studio.core.run_state.RunState` (:meth:`RunPanel.attach`):
the run in progress (with its tools' progress), else the last one, else why it could not go
on. Previews are "not executed", errors shown in full, waits count down, a value copies as
it is or as a reference."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.engine import (
    Connected,
    Connecting,
    RunEvent,
    RunResult,
    StepFinished,
    StepOutcome,
    StepProgress,
    StepStarted,
    Waiting,
)
from recipe_studio.core.messages import all_details
from recipe_studio.gui.i18n import translator, ui_locale
from recipe_studio.gui.progress_text import progress_text
from recipe_studio.gui.recipe.status_words import STATUS_LOOK
from recipe_studio.gui.recipe.steps_model import standard_icon
from recipe_studio.gui.run.content_items import ContentItems
from recipe_studio.gui.run.reports import finished_text
from recipe_studio.gui.run.result_items import (
    PATH_ROLE,
    STEP_ROLE,
    ResultTree,
    add_details,
    add_error,
    add_json,
)
from recipe_studio.gui.run.result_menu import add_notes, show_result_menu
from recipe_studio.gui.run.run_texts import sentence, summary_text, tally_text
from recipe_studio.gui.run.would_send import draw_tokens
from recipe_studio.gui.texts import connection_label, message_text
from recipe_studio.gui.when import duration_words, moment_words
from recipe_studio.gui.words import tool_words

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.reference_names import ReferenceNames
    from recipe_studio.core.run_state import LiveRun, RunState

tr = translator("RunPanel")
#: (The result tree's roles are read from here by its users.)
__all__ = ["PATH_ROLE", "ResultTree", "RunPanel", "summary_text", "tally_text"]


def _label_for(text: str, field: QWidget) -> QLabel:
    """A label that names ``field`` for a screen reader too: on Linux Qt gives a list its
    chosen item as its name, and Orca says what the list is from its label."""
    label = QLabel(text)
    label.setBuddy(field)
    return label


class RunPanel(QWidget):
    stop_requested = Signal()
    continue_requested = Signal(bool)
    history_chosen = Signal(str)
    pin_requested = Signal(int)
    #: (step index, Check): the person chose "Check that this …".
    check_requested = Signal(int, object)
    #: A connection name, or "" for "the default connection".
    server_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(tr("Run"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.headline = QLabel(tr("No run yet. Press Ctrl+R to test the recipe."))
        self.headline.setWordWrap(True)
        self.headline.setAccessibleName(tr("Run outcome"))
        layout.addWidget(self.headline)
        top = QHBoxLayout()
        self.continue_button = QPushButton(tr("Continue"))
        self.continue_button.setToolTip(tr("Run on to the next breakpoint"))
        self.continue_button.clicked.connect(lambda: self.continue_requested.emit(False))
        self.next_button = QPushButton(tr("Next step"))
        self.next_button.setToolTip(tr("Run only the next step, then pause again"))
        self.next_button.clicked.connect(lambda: self.continue_requested.emit(True))
        self.stop_button = QPushButton(tr("Stop"))
        self.stop_button.setToolTip(tr("Cancel the run now, the step in progress included"))
        self.stop_button.clicked.connect(self.stop_requested.emit)
        for button in (self.continue_button, self.next_button, self.stop_button):
            button.setEnabled(False)
            top.addWidget(button)
        self.server = QComboBox()
        self.server.setAccessibleName(tr("Server for this recipe"))
        self.server.setToolTip(tr("The MCP server this recipe's test runs use"))
        # As wide as the longest server name (a cut "Par défau" reads as a typo), up to a
        # width that never makes the window wider than a small screen.
        self.server.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.server.setMaximumWidth(self.fontMetrics().horizontalAdvance("M") * 22)
        self.server.activated.connect(
            lambda i: self.server_chosen.emit(str(self.server.itemData(i) or ""))
        )
        top.addStretch(1)
        top.addWidget(_label_for(tr("Server:"), self.server))
        top.addWidget(self.server)
        self.history = QComboBox()
        self.history.setAccessibleName(tr("Past runs"))
        self.history.setMinimumWidth(220)
        self.history.activated.connect(self._history_activated)
        top.addWidget(_label_for(tr("History:"), self.history))
        top.addWidget(self.history)
        layout.addLayout(top)
        self.tree = ResultTree()
        draw_tokens(self.tree)
        self.tree.setHeaderLabels([tr("Step / key"), tr("Value")])
        self.tree.setColumnWidth(0, 300)
        self.tree.setAccessibleName(tr("Run results"))
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._menu)
        self.tree.setMinimumHeight(self.fontMetrics().height() * 3 + 8)  # the editor's room
        layout.addWidget(self.tree, 1)
        self._items: dict[int, QTreeWidgetItem] = {}
        self._state: RunState | None = None
        #: The words the shown recipe's references read by (its titles), when known.
        self._names: Callable[[], ReferenceNames] | None = None
        self._live: LiveRun | None = None
        #: The run record of the run shown (its images may be files beside it).
        self._record: Path | None = None

    # ------------------------------------------------------------------ following a recipe
    def attach(
        self, state: RunState | None, names: Callable[[], ReferenceNames] | None = None
    ) -> None:
        """Show ``state`` (one recipe's runs) and follow it until another is attached;
        ``names`` gives the recipe's titles, which fields in notes and tokens read by."""
        self._names = names
        if self._state is not None:
            self._state.event_applied.disconnect(self._event)
            self._state.run_changed.disconnect(self._run_changed)
            self._state.history_changed.disconnect(self._history_changed)
        self._state = state
        self._live = None
        self.tree.clear()
        self._items = {}
        if state is not None:
            state.event_applied.connect(self._event)
            state.run_changed.connect(self._run_changed)
            state.history_changed.connect(self._history_changed)
        self._run_changed()
        self._history_changed()

    def _run_changed(self) -> None:
        state = self._state
        live = state.live if state is not None else None
        if state is None or (live is None and state.failure is None and state.shown is None):
            self.headline.setText(tr("No run yet. Press Ctrl+R to test the recipe."))
            self.running(False)
        elif live is not None:
            if live is not self._live:
                self._live, self._record = live, None
                started = live.started
                self.start(started.total_steps, started.start, started.stop)
                for outcome in live.outcomes:
                    self.step_finished(outcome)
            self.running(True)
            self._live_headline(live)
        elif state.failure is not None:
            self._live = None
            self.failed(state.failure.message, state.failure.details)
        elif state.shown is not None:
            if self._live is None:
                self._record = Path(state.shown_record) if state.shown_record else None
                self.show_result(state.shown)
            else:
                self._live = None
                self.finished(state.shown)

    def _live_headline(self, live: LiveRun) -> None:
        """Reaching the server, waiting for the confirmation, getting ready, running or
        paused: "Running" only once a step has really started."""
        started = live.started
        if live.connecting:
            self.connecting(live.server)
        elif live.confirming:
            self.headline.setText(tr("Waiting for your confirmation. Nothing has run yet."))
        elif not live.begun:
            self.headline.setText(
                tr("Getting ready to run steps {a}–{b}…").format(
                    a=started.start + 1, b=started.stop
                )
            )
        else:
            self.headline.setText(
                tr("Running steps {a}–{b}…").format(a=started.start + 1, b=started.stop)
            )
        self.paused(live.paused_at)

    def _event(self, event: RunEvent) -> None:
        if isinstance(event, Connecting | Connected | StepStarted) and self._live is not None:
            if isinstance(event, Connected):
                self.start(0, 0, 0)
            self._live_headline(self._live)
        if isinstance(event, StepStarted):
            self.step_started(event.index, event.tool, event.args)
        elif isinstance(event, StepProgress):
            self._item(event.index).setText(
                1, tr("running… {progress}").format(progress=progress_text(event))
            )
        elif isinstance(event, Waiting):
            self.waiting(event.index, event.remaining)
        elif isinstance(event, StepFinished):
            self.step_finished(event.outcome)

    def _history_changed(self) -> None:
        history = self._state.history if self._state is not None else []
        outcomes = {
            "ok": tr("finished"),
            "failed": tr("failed"),
            "cancelled": tr("stopped"),
            "declined": tr("not confirmed"),
        }
        self.set_history(
            [
                (
                    run.id,
                    f"{moment_words(run.started_at)} · "
                    f"{outcomes.get(run.outcome, run.outcome)} · "
                    + (tr("rehearsal") + " · " if run.rehearsal else "")
                    + duration_words(run.duration_ms),
                )
                for run in history
            ]
        )

    # ------------------------------------------------------------------ run state
    def running(self, on: bool) -> None:
        self.stop_button.setEnabled(on)
        if not on:
            self.paused(None)

    def paused(self, index: int | None) -> None:
        self.continue_button.setEnabled(index is not None)
        self.next_button.setEnabled(index is not None)
        if index is not None:
            self.headline.setText(
                tr("Paused before step {n}. Continue, run the next step, or stop.").format(
                    n=index + 1
                )
            )

    def start(self, total: int, first: int, last: int) -> None:
        """A new run's (or a shown run's) rows: none yet."""
        self.tree.clear()
        self._items = {}

    def connecting(self, server: str) -> None:
        text = tr("Starting or reaching the server “{name}”… Stop works at any time.")
        self.headline.setText(text.format(name=server) if server else tr("Connecting…"))

    def step_started(self, index: int, tool: str | None, args: dict[str, Any] | None) -> None:
        item = self._item(index)
        name = tool_words().tool(tool) if tool else tr("wait")
        item.setText(0, tr("Step {n} · {tool}").format(n=index + 1, tool=name))
        item.setText(1, tr("running…"))
        item.setIcon(0, standard_icon(STATUS_LOOK["running"][1]))
        if args:
            add_json(item, tr("arguments sent"), args, None, (), tool, arguments=True)

    def waiting(self, index: int, remaining: float) -> None:
        item = self._item(index)
        item.setText(0, tr("Step {n} · wait").format(n=index + 1))
        item.setText(1, tr("waiting… {s} s left").format(s=round(remaining)))

    def step_finished(self, outcome: StepOutcome) -> None:
        item = self._item(outcome.index)
        label, icon = STATUS_LOOK.get(outcome.status, (outcome.status, STATUS_LOOK["ok"][1]))
        name = tool_words().tool(outcome.tool) if outcome.tool else tr("wait")
        item.setText(0, tr("Step {n} · {tool}").format(n=outcome.index + 1, tool=name))
        timing = f"{outcome.duration_ms:.0f} ms"
        text = f"{QCoreApplication.translate('StepsTable', label)} · {timing}"
        if outcome.pinned:
            text += " · " + tr("pinned result (tool not called)")
        if outcome.status == "preview":
            text = tr("Preview — not executed") + f" · {timing}"
        if any(check.failed for check in outcome.checks):  # a failed check marks the step
            icon = STATUS_LOOK["failed"][1]
        item.setText(1, text)
        item.setIcon(0, standard_icon(icon))
        item.setData(0, STEP_ROLE, outcome.index)
        add_notes(item, outcome, self._names() if self._names is not None else None)
        if outcome.error or outcome.error_message is not None:
            add_error(item, outcome.error_message, outcome.error or "")
        value, blocks = outcome.result, outcome.content or []
        rich = bool(blocks) and isinstance(value, dict) and isinstance(value.get("content"), list)
        if rich:
            value = {key: part for key, part in value.items() if key != "content"}
        if value is not None:
            example = outcome.stand_in not in (None, "pin")
            label = tr("result — example values, not a real result") if example else tr("result")
            add_json(item, label, value, outcome.index, (), outcome.tool).setExpanded(True)
            item.setExpanded(True)
        if blocks:
            content = ContentItems(self.tree, outcome.index, self._record)
            content.add(item, blocks, ("content",) if rich else None)
            item.setExpanded(True)

    def finished(self, result: RunResult) -> None:
        self.running(False)
        summary = summary_text(result)
        if result.declined:
            text = tr("Not run: you did not confirm. Nothing was changed.")
        elif result.cancelled:
            step = (result.failed_step or 0) + 1 if result.steps else result.start + 1
            text = tr("Stopped at step {n}: {summary}").format(n=step, summary=summary)
        elif result.ok and result.stopped_before is not None:
            text = tr("Stopped before step {n}: {summary}").format(
                n=result.stopped_before + 1, summary=summary
            )
        elif result.ok and result.duration_ms < 1000:  # not "0.0 s" for a quick run
            ms = max(1, round(result.duration_ms))
            text = tr("Finished in {ms} ms. {summary}").format(ms=ms, summary=summary)
        elif result.ok:
            seconds = ui_locale().toString(result.duration_ms / 1000, "f", 1)
            text = tr("Finished in {s} s. {summary}").format(s=seconds, summary=summary)
        else:
            error = (
                message_text(result.error_message)
                if result.error_message is not None
                else result.error or ""
            )
            text = tr("Failed: {error} {summary}").format(error=sentence(error), summary=summary)
            details = all_details(result.error_message) if result.error_message else ""
            if details and not result.steps:  # (a step's details are under its error)
                add_details(self.tree, details)
        self.headline.setText(finished_text(result, text))

    def failed(self, message: str, details: str = "") -> None:
        self.running(False)
        self.tree.clear()
        self._items = {}
        self.headline.setText(tr("The run could not go on: {message}").format(message=message))
        if details:
            add_details(self.tree, details)

    def show_result(self, result: RunResult) -> None:
        self.start(result.stop, result.start, result.stop)
        for outcome in result.steps:
            self.step_finished(outcome)
        self.finished(result)

    def _item(self, index: int) -> QTreeWidgetItem:
        item = self._items.get(index)
        if item is None:
            item = QTreeWidgetItem(self.tree, [tr("Step {n}").format(n=index + 1), ""])
            self._items[index] = item
        return item

    # ------------------------------------------------------------------ server
    def set_servers(self, names: list[str], default: str, chosen: str) -> None:
        self.server.clear()
        label = connection_label(default)
        self.server.addItem(tr("Default ({name})").format(name=label), "")
        for name in names:
            self.server.addItem(connection_label(name), name)
        self.server.setCurrentIndex(max(0, self.server.findData(chosen)) if chosen else 0)

    # ------------------------------------------------------------------ history
    def set_history(self, runs: list[tuple[str, str]]) -> None:
        self.history.clear()
        self.history.addItem(tr("(choose a past run)"), "")
        for run_id, label in runs:
            self.history.addItem(label, run_id)

    def _history_activated(self, index: int) -> None:
        run_id = self.history.itemData(index)
        if run_id:
            self.history_chosen.emit(str(run_id))

    # ------------------------------------------------------------------ copying, checks
    def _menu(self, pos: QPoint) -> None:
        names = self._names() if self._names is not None else None
        show_result_menu(self.tree, pos, self.pin_requested.emit, self.check_requested.emit, names)
