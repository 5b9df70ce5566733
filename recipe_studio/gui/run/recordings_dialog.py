"""Recipe › Recordings…: the recordings on this computer and the past runs, each of which
can become a draft recipe; recordings can be deleted (they hold what the tools answered).

Past runs are the Studio's own (every recipe's history) and, on request, a host's: a
connection whose server has ``recipe_runs`` is asked for its runs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.engine.records import RunRecordError, list_runs, read_run
from recipe_studio.core.recording.past_runs import calls_from_host_run, calls_from_run, host_runs
from recipe_studio.core.recording.store import (
    RecordedCall,
    delete_recording,
    list_recordings,
    read_recording,
)
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.run import recording_texts as words
from recipe_studio.gui.texts import connection_label

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.run.controller import RunController
    from recipe_studio.gui.run.recording_draft import StudioWindow

tr = translator("Recording")
DATA = Qt.ItemDataRole.UserRole
MAX_RUNS = 200


def _tree(headers: list[str], name: str) -> QTreeWidget:
    tree = QTreeWidget()
    tree.setHeaderLabels(headers)
    tree.setRootIsDecorated(False)
    tree.setAccessibleName(name)
    return tree


def _selected(tree: QTreeWidget) -> Any:
    item = tree.currentItem()
    return item.data(0, DATA) if item is not None else None


class RecordingsDialog(QDialog):
    def __init__(
        self, window: StudioWindow, runs: RunController, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.window_ = window
        self.controller = runs
        self.host_runs: list[dict[str, Any]] = []
        self.setWindowTitle(tr("Recordings and past runs"))
        self.resize(700, 480)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._recordings_tab(), tr("Recordings"))
        self.tabs.addTab(self._runs_tab(), tr("Past runs"))
        layout.addWidget(self.tabs, 1)
        self.findings = QLabel()
        self.findings.setWordWrap(True)
        self.findings.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.findings)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.fill_recordings()
        self.fill_runs()

    # ------------------------------------------------------------------ recordings
    def _recordings_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        note = QLabel(
            tr("A recording holds what the tools answered: it never leaves this computer.")
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.recordings = _tree([tr("Recorded"), tr("Of"), tr("Calls")], tr("Recordings"))
        layout.addWidget(self.recordings, 1)
        row = QHBoxLayout()
        row.addWidget(self._button(tr("&Make a recipe"), self.recipe_from_recording))
        row.addWidget(self._button(tr("&Delete…"), self.delete_selected))
        row.addStretch(1)
        layout.addLayout(row)
        return tab

    def _button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def fill_recordings(self) -> None:
        self.recordings.clear()
        for summary in list_recordings():
            item = QTreeWidgetItem(
                [
                    words.when_text(summary.started_at),
                    connection_label(summary.name),
                    str(summary.calls),
                ]
            )
            item.setData(0, DATA, str(summary.path))
            self.recordings.addTopLevelItem(item)
        first = self.recordings.topLevelItem(0)
        if first is not None:
            self.recordings.setCurrentItem(first)

    def recipe_from_recording(self) -> None:
        path = _selected(self.recordings)
        if path is None:
            return
        try:
            recording = read_recording(path)
        except OSError as exc:
            self.findings.setText(
                tr("The recording could not be read: {reason}").format(reason=exc.strerror or exc)
            )
            return
        connection = recording.name
        self._make(recording.calls or [], recording.tools, connection)

    def delete_selected(self) -> None:
        path = _selected(self.recordings)
        if path is None:
            return
        answer = QMessageBox.question(
            self,
            tr("Delete the recording"),
            tr("Delete this recording for good? It cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            delete_recording(Path(path))
        except OSError as exc:
            self.findings.setText(
                tr("The recording could not be deleted: {reason}").format(
                    reason=exc.strerror or exc
                )
            )
        self.fill_recordings()

    # ------------------------------------------------------------------ past runs
    def _runs_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.runs = _tree([tr("Ran"), tr("Recipe"), tr("Outcome"), tr("Steps")], tr("Past runs"))
        layout.addWidget(self.runs, 1)
        row = QHBoxLayout()
        row.addWidget(self._button(tr("&Make a recipe"), self.recipe_from_run))
        row.addStretch(1)
        self.host = QComboBox()
        self.host.setAccessibleName(tr("Host"))
        for name in self.controller.connections.names():
            self.host.addItem(connection_label(name), name)
        row.addWidget(self.host)
        row.addWidget(self._button(tr("Read the host's &runs"), self.read_host_runs))
        layout.addLayout(row)
        return tab

    def fill_runs(self) -> None:
        self.runs.clear()
        outcomes = {
            "ok": tr("Done"),
            "failed": tr("Failed"),
            "cancelled": tr("Cancelled"),
            "declined": tr("Declined"),
        }
        for summary in list_runs(limit=MAX_RUNS):
            item = QTreeWidgetItem(
                [
                    words.when_text(summary.started_at),
                    summary.recipe,
                    outcomes.get(summary.outcome, summary.outcome),
                    str(summary.step_count),
                ]
            )
            item.setData(0, DATA, ("studio", summary.path))
            self.runs.addTopLevelItem(item)
        for index, run in enumerate(self.host_runs):
            label = str(run.get("recipe") or run.get("name") or "")
            when = str(run.get("started_at") or run.get("date") or "")
            item = QTreeWidgetItem(
                [
                    words.when_text(when) if when else "",
                    label,
                    tr("On the host"),
                    str(len(calls_from_host_run(run))),
                ]
            )
            item.setData(0, DATA, ("host", index))
            self.runs.addTopLevelItem(item)

    def recipe_from_run(self) -> None:
        chosen = _selected(self.runs)
        if chosen is None:
            return
        source, key = chosen
        if source == "host":
            run = self.host_runs[int(key)]
            name = str(run.get("recipe") or run.get("name") or tr("Run on the host"))
            self._make(calls_from_host_run(run), None, self.host.currentData(), name)
            return
        try:
            record = read_run(key)
        except RunRecordError as exc:
            self.findings.setText(str(exc))
            return
        connection = self.controller.connections.default
        self._make(calls_from_run(record), None, connection, record.recipe)

    def read_host_runs(self) -> None:
        name = str(self.host.currentData())
        self.findings.setText(tr("Asking {host} for its runs…").format(host=connection_label(name)))
        self.controller.calls.call(name, "recipe_runs", {}, self._host_answered)

    def _host_answered(self, ok: bool, value: Any) -> None:
        from recipe_studio.gui.texts import message_text

        if not ok:
            self.findings.setText(message_text(value) if hasattr(value, "code") else str(value))
            return
        self.host_runs = host_runs(value.value)
        self.findings.setText(tr("The host has %n past run(s).", len(self.host_runs)))
        self.fill_runs()

    # ------------------------------------------------------------------ making
    def _make(
        self,
        calls: list[RecordedCall],
        tools: list[dict[str, Any]] | None,
        connection: str,
        name: str | None = None,
    ) -> None:
        from recipe_studio.gui.run.recording_draft import build_draft, open_draft

        manager = self.controller.connections
        known = connection in manager.names()
        draft = build_draft(
            self.window_,
            calls,
            name=name
            or tr("Recorded with {connection}").format(connection=connection_label(connection)),
            tools=tools,
            server=connection_label(connection),
        )
        if draft.catalog is None and known:
            draft.catalog = manager.catalog(connection)
        open_draft(self.window_, draft, connection, manager.spec(connection) if known else None)
        self.findings.setText(words.findings_text(draft))


def show_recordings(window: StudioWindow, runs: RunController, parent: QWidget) -> RecordingsDialog:
    dialog = RecordingsDialog(window, runs, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
