"""The Run panel: each step's outcome with its result as an expandable JSON tree.

It shows one recipe's :class:`~recipe_studio.core.run_state.RunState` (:meth:`RunPanel.attach`):
the run in progress, else the last one, else why the last one could not go on. Previews
are marked "not executed", errors are shown in full, wait steps count down, and a value
can be copied as it is or as a ``${steps[N].result...}`` reference.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.engine import RunEvent, RunResult, StepFinished, StepOutcome, StepStarted
from recipe_studio.core.engine import Waiting as WaitingEvent
from recipe_studio.core.references import StepRef, render_reference
from recipe_studio.core.run_state import LiveRun, RunState
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.steps_model import STATUS_LOOK, standard_icon
from recipe_studio.gui.tokens import REFERENCE_MIME, token_label

MAX_CHILDREN = 200
PATH_ROLE = Qt.ItemDataRole.UserRole + 1
VALUE_ROLE = Qt.ItemDataRole.UserRole + 2
STEP_ROLE = Qt.ItemDataRole.UserRole + 3


tr = translator("RunPanel")


def short(value: Any) -> str:
    if isinstance(value, dict):
        return "{…} " + tr("{n} keys").format(n=len(value))
    if isinstance(value, list):
        return "[…] " + tr("{n} items").format(n=len(value))
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) < 200 else text[:199] + "…"


def add_json(
    parent: QTreeWidgetItem, key: str, value: Any, step: int | None, path: tuple[Any, ...]
) -> None:
    item = QTreeWidgetItem(parent, [key, short(value)])
    item.setData(0, VALUE_ROLE, json.dumps(value, ensure_ascii=False))
    if step is not None:
        item.setData(0, PATH_ROLE, json.dumps([step, list(path)]))
    children: list[tuple[str, Any, Any]] = []
    if isinstance(value, dict):
        children = [(str(k), v, k) for k, v in list(value.items())[:MAX_CHILDREN]]
    elif isinstance(value, list):
        children = [(f"[{i}]", v, i) for i, v in enumerate(value[:MAX_CHILDREN])]
    for label, child, part in children:
        add_json(item, label, child, step, (*path, part))
    if isinstance(value, dict | list) and len(value) > MAX_CHILDREN:
        QTreeWidgetItem(item, ["…", tr("{n} more not shown").format(n=len(value) - MAX_CHILDREN)])


class ResultTree(QTreeWidget):
    """The results; a field dragged out of it is a reference to that field (dropped on an
    argument, it becomes a token there)."""

    def __init__(self) -> None:
        super().__init__()
        self.setDragEnabled(True)
        self.setDragDropMode(QTreeWidget.DragDropMode.DragOnly)

    def mimeData(self, items: Sequence[QTreeWidgetItem]) -> QMimeData:  # QTreeWidget.mimeData
        mime = QMimeData()
        where = items[0].data(0, PATH_ROLE) if items else None
        if where:
            step, path = json.loads(where)
            reference = render_reference(StepRef(index=step, path=tuple(path)))
            mime.setData(REFERENCE_MIME, reference.encode("utf-8"))
            mime.setText(reference)
        return mime


class RunPanel(QWidget):
    stop_requested = Signal()
    continue_requested = Signal(bool)
    history_chosen = Signal(str)
    pin_requested = Signal(int)
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
        self.server.activated.connect(
            lambda i: self.server_chosen.emit(str(self.server.itemData(i) or ""))
        )
        top.addStretch(1)
        top.addWidget(QLabel(tr("Server:")))
        top.addWidget(self.server)
        self.history = QComboBox()
        self.history.setAccessibleName(tr("Past runs"))
        self.history.setMinimumWidth(220)
        self.history.activated.connect(self._history_activated)
        top.addWidget(QLabel(tr("History:")))
        top.addWidget(self.history)
        layout.addLayout(top)
        self.tree = ResultTree()
        self.tree.setHeaderLabels([tr("Step / key"), tr("Value")])
        self.tree.setColumnWidth(0, 300)
        self.tree.setAccessibleName(tr("Run results"))
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._menu)
        layout.addWidget(self.tree, 1)
        self._items: dict[int, QTreeWidgetItem] = {}
        self._state: RunState | None = None
        self._live: LiveRun | None = None

    # ------------------------------------------------------------------ following a recipe
    def attach(self, state: RunState | None) -> None:
        """Show ``state`` (one recipe's runs) and follow it until another is attached."""
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
                self._live = live
                started = live.started
                self.start(started.total_steps, started.start, started.stop)
                for outcome in live.outcomes:
                    self.step_finished(outcome)
            self.running(True)
            self.paused(live.paused_at)
        elif state.failure is not None:
            self._live = None
            self.failed(state.failure.message, state.failure.details)
        elif state.shown is not None:
            if self._live is None:
                self.show_result(state.shown)
            else:
                self._live = None
                self.finished(state.shown)

    def _event(self, event: RunEvent) -> None:
        if isinstance(event, StepStarted):
            self.step_started(event.index, event.tool, event.args)
        elif isinstance(event, WaitingEvent):
            self.waiting(event.index, event.remaining)
        elif isinstance(event, StepFinished):
            self.step_finished(event.outcome)

    def _history_changed(self) -> None:
        history = self._state.history if self._state is not None else []
        self.set_history(
            [
                (
                    run.id,
                    f"{run.started_at[:19].replace('T', ' ')} · {run.outcome} · "
                    f"{run.duration_ms / 1000:.1f} s",
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
        self.tree.clear()
        self._items = {}
        self.headline.setText(tr("Running steps {a}–{b}…").format(a=first + 1, b=last))

    def step_started(self, index: int, tool: str | None, args: dict[str, Any] | None) -> None:
        item = self._item(index)
        item.setText(0, tr("Step {n} · {tool}").format(n=index + 1, tool=tool or tr("wait")))
        item.setText(1, tr("running…"))
        item.setIcon(0, standard_icon(STATUS_LOOK["running"][1]))
        if args:
            add_json(item, tr("arguments sent"), args, None, ())

    def waiting(self, index: int, remaining: float) -> None:
        item = self._item(index)
        item.setText(0, tr("Step {n} · wait").format(n=index + 1))
        item.setText(1, tr("waiting… {s} s left").format(s=round(remaining)))

    def step_finished(self, outcome: StepOutcome) -> None:
        item = self._item(outcome.index)
        label, icon = STATUS_LOOK.get(outcome.status, (outcome.status, STATUS_LOOK["ok"][1]))
        name = outcome.tool or tr("wait")
        item.setText(0, tr("Step {n} · {tool}").format(n=outcome.index + 1, tool=name))
        timing = f"{outcome.duration_ms:.0f} ms"
        text = f"{QCoreApplication.translate('StepsTable', label)} · {timing}"
        if outcome.pinned:
            text += " · " + tr("pinned result (tool not called)")
        if outcome.status == "preview":
            text = tr("Preview — not executed") + f" · {timing}"
        item.setText(1, text)
        item.setIcon(0, standard_icon(icon))
        item.setData(0, STEP_ROLE, outcome.index)
        if outcome.error:
            error = QTreeWidgetItem(item, [tr("error"), outcome.error])
            error.setToolTip(1, outcome.error)
            error.setData(0, VALUE_ROLE, json.dumps(outcome.error))
        if outcome.result is not None:
            add_json(item, tr("result"), outcome.result, outcome.index, ())
            item.setExpanded(True)
            result_item = item.child(item.childCount() - 1)
            if result_item is not None:
                result_item.setExpanded(True)

    def finished(self, result: RunResult) -> None:
        self.running(False)
        tally = tally_text(result)
        if result.declined:
            text = tr("Not run: you did not confirm. Nothing was changed.")
        elif result.cancelled:
            text = tr("Stopped at step {n}: {tally}.").format(
                n=(result.failed_step or 0) + 1, tally=tally
            )
        elif result.ok and result.stopped_before is not None:
            text = tr("Stopped before step {n}: {tally}.").format(
                n=result.stopped_before + 1, tally=tally
            )
        elif result.ok:
            text = tr("Finished in {s:.1f} s: {tally}.").format(
                s=result.duration_ms / 1000, tally=tally
            )
        else:
            text = tr("Failed: {error}. {tally}.").format(
                error=result.error, tally=tally[:1].upper() + tally[1:]
            )
        self.headline.setText(text)

    def failed(self, message: str, details: str = "") -> None:
        self.running(False)
        self.tree.clear()
        self._items = {}
        self.headline.setText(tr("The run could not go on: {message}").format(message=message))
        if details:
            item = QTreeWidgetItem(self.tree, [tr("Details"), details.splitlines()[0]])
            item.setToolTip(1, details)
            for line in details.splitlines()[1:]:
                QTreeWidgetItem(item, ["", line])

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
        self.server.addItem(tr("Default ({name})").format(name=default), "")
        for name in names:
            self.server.addItem(name, name)
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

    # ------------------------------------------------------------------ copying
    def _menu(self, pos: QPoint) -> None:
        item = self.tree.itemAt(pos)
        if item is None:
            return
        menu = QMenu(self)
        value = item.data(0, VALUE_ROLE)
        if value is not None:
            menu.addAction(tr("Copy value")).triggered.connect(
                lambda: QGuiApplication.clipboard().setText(_plain(value))
            )
        where = item.data(0, PATH_ROLE)
        if where:
            step, path = json.loads(where)
            ref = StepRef(index=step, path=tuple(path))
            reference = render_reference(ref)
            menu.addAction(
                tr("Copy as a value read from {token}").format(token=token_label(ref))
            ).triggered.connect(lambda: QGuiApplication.clipboard().setText(reference))
        step_index = item.data(0, STEP_ROLE)
        if step_index is not None:
            menu.addAction(
                tr("Pin this result (use it instead of calling the tool)")
            ).triggered.connect(lambda: self.pin_requested.emit(int(step_index)))
        if not menu.isEmpty():
            menu.exec(self.tree.viewport().mapToGlobal(pos))


def _plain(value_json: str) -> str:
    value = json.loads(value_json)
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, indent=2)


def tally_text(result: RunResult) -> str:
    """What the steps of a run did, counted: "2 done, 1 previewed — not executed"."""
    parts = [tr("%n done", len(result.done_steps))]
    if result.previewed_steps:
        parts.append(tr("%n previewed — not executed", len(result.previewed_steps)))
    if result.skipped_optional:
        parts.append(tr("%n optional skipped", len(result.skipped_optional)))
    return ", ".join(parts)
