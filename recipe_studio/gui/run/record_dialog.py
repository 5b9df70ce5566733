"""Recipe › Record from another app…: record what an assistant does, then make a recipe.

The person picks a connection (LMCP's when there is one), adds the entry shown to the
assistant app's MCP servers (``recipe-studio record --connection NAME``: the app starts
the recorder, which passes everything to the real server unchanged), and does the work
once in the app. The calls appear here as they happen (read from the recordings in the
Studio folder), each with its tool's title, its arguments in words and how it ended;
a tick says which become steps (failed calls and repeats start unticked). *Stop and
make a recipe* opens the draft in the editor and says what was found.

The dialog is not modal: the person works in the other app meanwhile, and sees the
draft open behind it.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.assistant_apps import known_apps
from recipe_studio.core.recording.draft import choose_calls
from recipe_studio.core.recording.store import (
    ReadCache,
    RecordedCall,
    Recording,
    calls_since,
    now_text,
)
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.run import recording_texts as words
from recipe_studio.gui.sharing.add_to_apps import AddToAppsBox, EntryWords
from recipe_studio.gui.texts import connection_label
from recipe_studio.serve.client_config import RECORD_KEY, record_entry

if TYPE_CHECKING:
    from recipe_studio.gui.run.controller import RunController
    from recipe_studio.gui.run.recording_draft import StudioWindow

tr = translator("Recording")
POLL_MS = 700


def preferred_connection(names: list[str], default: str) -> str:
    """LMCP's connection when the person has one, else their default."""
    for name in names:
        if "lmcp" in name.lower():
            return name
    return default


class RecordDialog(QDialog):
    """The recording monitor (module docstring)."""

    def __init__(
        self, window: StudioWindow, runs: RunController, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.window_ = window
        self.manager = runs.connections
        self.since = now_text()
        self.calls: list[RecordedCall] = []
        self.recording: Recording | None = None
        self._ticks: dict[int, bool] = {}
        self._cache: ReadCache = {}
        self._shown: list[tuple[int, str]] = []
        self.setWindowTitle(tr("Record from another app"))
        self.resize(720, 640)
        layout = QVBoxLayout(self)
        layout.addWidget(self._intro())
        layout.addLayout(self._connection_row())
        layout.addWidget(self._entry_box())
        self.calls_label = QLabel(tr("Calls so far"))
        layout.addWidget(self.calls_label)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([tr("Tool"), tr("How it ended"), tr("Arguments")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAccessibleName(tr("Calls so far"))
        self.calls_label.setBuddy(self.tree)
        self.tree.itemChanged.connect(self._ticked)
        layout.addWidget(self.tree, 1)
        self.status = QLabel(tr("Waiting for the app's first call…"))
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        #: What the draft found, one sentence a line (shown once it is made).
        self.findings = QPlainTextEdit()
        self.findings.setReadOnly(True)
        self.findings.setAccessibleName(tr("What the draft found"))
        self.findings.setMaximumHeight(130)
        self.findings.hide()
        layout.addWidget(self.findings)
        layout.addWidget(self._buttons())
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()

    # ------------------------------------------------------------------ parts
    def _intro(self) -> QLabel:
        intro = QLabel(
            tr(
                "Do the work once in your AI assistant: Recipe Studio records the tool calls it makes through the connection below, then makes a draft recipe from them."
            )
            + " "
            + tr("The recording holds what the tools answered, so it stays on this computer.")
        )
        intro.setWordWrap(True)
        return intro

    def _connection_row(self) -> QFormLayout:
        row = QFormLayout()
        self.connection = QComboBox()
        names = self.manager.names()
        for name in names:
            self.connection.addItem(connection_label(name), name)
        chosen = preferred_connection(names, self.manager.default)
        self.connection.setCurrentIndex(max(0, self.connection.findData(chosen)))
        self.connection.currentIndexChanged.connect(self._connection_changed)
        row.addRow(tr("Record the calls to"), self.connection)
        return row

    def _entry_box(self) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel(
            tr(
                "Add this entry to the assistant app's MCP servers, in place of the connection's own entry while you record, then restart the app:"
            )
        )
        label.setWordWrap(True)
        layout.addWidget(label)
        self.entry = QPlainTextEdit()
        self.entry.setReadOnly(True)
        self.entry.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.entry.setFixedHeight(80)
        self.entry.setAccessibleName(tr("Entry for the assistant app"))
        label.setBuddy(self.entry)
        layout.addWidget(self.entry)
        row = QHBoxLayout()
        self.copy_button = QPushButton(tr("&Copy"))
        self.copy_button.clicked.connect(self.copy)
        row.addWidget(self.copy_button)
        row.addStretch(1)
        layout.addLayout(row)
        words = EntryWords(
            there=tr("{app}: the recording entry is already there."),
            added=tr(
                "Added to {app}. Restart {app} and do the work there: the calls appear below."
            ),
            unchanged=tr("{app} has the recording entry already; nothing needed changing."),
        )
        self.apps_box = AddToAppsBox(known_apps(), RECORD_KEY, self.entry_data, words)
        layout.insertWidget(0, self.apps_box)  # the one click first, the entry by hand below
        self._connection_changed()
        return box

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.make_button = QPushButton(tr("&Stop and make a recipe"))
        self.make_button.setDefault(True)
        self.make_button.setEnabled(False)
        buttons.addButton(self.make_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.make_button.clicked.connect(self.make_recipe)
        buttons.rejected.connect(self.reject)
        return buttons

    # ------------------------------------------------------------------ entry
    def connection_name(self) -> str:
        return str(self.connection.currentData())

    def entry_data(self) -> dict[str, object]:
        return record_entry(self.connection_name())

    def _connection_changed(self) -> None:
        text = json.dumps(
            {"mcpServers": {RECORD_KEY: self.entry_data()}}, indent=2, ensure_ascii=False
        )
        self.entry.setPlainText(text)
        self.apps_box.refresh()

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.entry.toPlainText())
        self.copy_button.setText(tr("Copied"))

    # ------------------------------------------------------------------ live calls
    def refresh(self) -> None:
        """Read the calls recorded since the dialog opened; redraw what changed."""
        self.calls, self.recording = calls_since(self.since, cache=self._cache)
        shown = [(call.number, call.status) for call in self.calls]
        if shown == self._shown:
            return
        self._shown = shown
        entries = words.tool_entries(self.recording.tools if self.recording else None)
        choices = choose_calls(self.calls, self._chosen())
        self.tree.blockSignals(True)
        self.tree.clear()
        for choice in choices:
            call = choice.call
            item = QTreeWidgetItem(
                [
                    words.call_tool_title(call, entries),
                    words.outcome_text(choice),
                    words.arguments_in_words(call, entries),
                ]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, call.number)
            item.setToolTip(0, call.tool)
            item.setToolTip(2, item.text(2))
            checked = choice.step is not None
            item.setCheckState(0, Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.tree.addTopLevelItem(item)
        self.tree.blockSignals(False)
        for column in (0, 1):
            self.tree.resizeColumnToContents(column)
        self.status.setText(tr("%n call(s) recorded.", len(self.calls)))
        self.make_button.setEnabled(bool(self.calls))

    def _chosen(self) -> list[int] | None:
        """The calls ticked, when the person changed a tick (``None``: the defaults)."""
        if not self._ticks:
            return None
        defaults = {c.call.number: c.step is not None for c in choose_calls(self.calls, None)}
        ticks = {**defaults, **self._ticks}
        return [number for number, ticked in ticks.items() if ticked]

    def _ticked(self, item: QTreeWidgetItem, column: int) -> None:
        if column != 0:
            return
        number = int(item.data(0, Qt.ItemDataRole.UserRole))
        self._ticks[number] = item.checkState(0) == Qt.CheckState.Checked
        self._shown = []  # step numbers change: redraw
        self.refresh()

    # ------------------------------------------------------------------ making
    def make_recipe(self) -> None:
        from recipe_studio.gui.run.recording_draft import build_draft, open_draft

        self.timer.stop()
        self.refresh()
        name = self.connection_name()
        recording = self.recording
        draft = build_draft(
            self.window_,
            self.calls,
            name=tr("Recorded with {connection}").format(connection=connection_label(name)),
            tools=recording.tools if recording else None,
            server=connection_label(name),
            chosen=self._chosen(),
        )
        try:
            spec = self.manager.spec(name)
        except KeyError:  # the connection was removed meanwhile: no shapes to learn for it
            spec = None
        open_draft(self.window_, draft, name, spec)
        keeps = tr(
            "The app keeps recording through this entry until you remove it from its MCP servers (and put the connection's own entry back)."
        )
        self.status.setText(keeps)
        self.findings.setPlainText(words.findings_text(draft))
        self.findings.show()
        self.make_button.setEnabled(False)
        self.tree.setEnabled(False)


def show_record_dialog(window: StudioWindow, runs: RunController, parent: QWidget) -> RecordDialog:
    dialog = RecordDialog(window, runs, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
