"""*Add to …*: a server entry written into an assistant app's settings in one click.

One row per app Recipe Studio knows (:mod:`recipe_studio.core.assistant_apps`): whether it
is on this computer, and an *Add to …* button that writes the entry into its settings
file (a copy of the file is kept first, its other servers stay), then says to restart it.
*Use in other apps* (the recipes as tools) and *Record from another app* (the recording
connection) both use this box, each with its own entry and its own few sentences.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QMessageBox, QPushButton, QWidget

from recipe_studio.core.assistant_apps import (
    AssistantApp,
    AssistantConfigError,
    add_server,
    server_entry,
)
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

tr = translator("UseElsewhere")


@dataclass(frozen=True)
class EntryWords:
    """The sentences that depend on what the entry is for (``{app}`` is the app's name)."""

    #: The app already has exactly this entry.
    there: str
    #: Added: what to do next (restart, then …).
    added: str
    #: Add was pressed but the entry was there already.
    unchanged: str


def config_error_words(error: AssistantConfigError, app: AssistantApp) -> str:
    texts = {
        "unreadable": tr("The settings file of {app} cannot be read."),
        "not_json": tr("The settings file of {app} is not valid JSON, so it was left as it is."),
        "not_object": tr(
            "The settings file of {app} does not hold settings Recipe Studio "
            "understands, so it was left as it is."
        ),
        "servers_not_object": tr(
            "The list of servers in the settings of {app} is not "
            "what Recipe Studio expects, so it was left as it is."
        ),
        "write_failed": tr("The settings file of {app} could not be written; nothing was changed."),
    }
    return texts.get(error.code, texts["unreadable"]).format(app=app.name)


class AddToAppsBox(QGroupBox):
    """The apps, each with its state and its *Add to …* button, and what was done."""

    def __init__(
        self,
        apps: list[AssistantApp],
        key: str,
        entry: Callable[[], Mapping[str, Any]],
        words: EntryWords,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(tr("Your apps"), parent)
        self.apps = apps
        self.key = key
        self.entry = entry
        self.words = words
        self.add_buttons: dict[str, QPushButton] = {}
        self.state_labels: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        for row, app in enumerate(apps):
            found = app.installed()
            state = QLabel(self.state_text(app, found))
            state.setWordWrap(True)
            self.state_labels[app.key] = state
            button = QPushButton(tr("Add to {app}").format(app=app.name))
            button.setObjectName(f"addTo_{app.key}")
            button.setEnabled(found)
            button.clicked.connect(lambda _=False, a=app: self.add_to(a))
            self.add_buttons[app.key] = button
            grid.addWidget(state, row, 0)
            grid.addWidget(button, row, 1)
        grid.setColumnStretch(0, 1)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setAccessibleName(tr("What was done"))
        grid.addWidget(self.outcome, len(apps), 0, 1, 2)

    def state_text(self, app: AssistantApp, found: bool) -> str:
        if not found:
            return tr("{app}: not found on this computer.").format(app=app.name)
        try:
            there = server_entry(app, self.key)
        except AssistantConfigError:
            there = None
        if there == dict(self.entry()):
            return self.words.there.format(app=app.name)
        return tr("{app}: found on this computer.").format(app=app.name)

    def refresh(self) -> None:
        """The states again (the entry changed, e.g. another connection was chosen)."""
        for app in self.apps:
            self.state_labels[app.key].setText(self.state_text(app, app.installed()))
        self.outcome.clear()

    def add_to(self, app: AssistantApp) -> None:
        """Write the entry into ``app``'s settings (see the module docstring)."""
        try:
            done = add_server(app, self.key, self.entry())
        except AssistantConfigError as exc:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                tr("Not added to {app}").format(app=app.name),
                config_error_words(exc, app),
                parent=self,
            )
            box.setDetailedText(f"{exc.path}\n{exc.detail}")
            run_modal(box)
            return
        if done.unchanged:
            text = self.words.unchanged
        else:
            text = self.words.added
            if done.backup is not None:
                text += " " + tr("A copy of its previous settings is kept beside them.")
        self.outcome.setText(text.format(app=app.name))
        self.state_labels[app.key].setText(self.state_text(app, True))
