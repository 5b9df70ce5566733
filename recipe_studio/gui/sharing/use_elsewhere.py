"""Recipe › Use in other apps…: the saved recipes as tools of the person's AI apps.

For each app Recipe Studio knows (:mod:`recipe_studio.core.assistant_apps`), whether it
is on this computer and an *Add to …* button that writes the server entry into its
settings file (a copy of the file is kept first, its other servers stay) and then says to
restart it. Which recipes will appear as tools, and which are left out and why, come from
what ``serve`` would offer (:func:`recipe_studio.serve.selection.preview`). For any
other app, the same entry stays to copy, with where each known app's file is here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.assistant_apps import AssistantApp, known_apps
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.sharing.add_to_apps import AddToAppsBox, EntryWords
from recipe_studio.serve.client_config import SERVER_KEY, client_config, client_config_text
from recipe_studio.serve.selection import LeftOut, preview

if TYPE_CHECKING:
    from recipe_studio.core.library import Library

tr = translator("UseElsewhere")


def left_out_words(left: LeftOut) -> str:
    """Why a recipe is not offered to other apps, in a few words."""
    values = dict(left.values)
    count = int(values.get("count", 0) or 0)
    return {
        "draft": tr("it is a draft: finish it and save it as a recipe"),
        "errors": tr("it has %n error(s): the Problems panel lists them", count),
        "duplicate": tr("another file holds a recipe of the same name"),
        "unreadable": tr("its file cannot be read"),
        "unloadable": tr("its file cannot be read"),
    }.get(left.code, tr("it cannot be offered"))


class UseElsewhereDialog(QDialog):
    """The apps, the recipes they will see, and the entry to copy for any other app."""

    def __init__(
        self,
        parent: QWidget | None = None,
        text: str | None = None,
        *,
        library: Library | None = None,
        apps: list[AssistantApp] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Use in other apps"))
        self.apps = apps if apps is not None else known_apps()
        layout = QVBoxLayout(self)
        intro = QLabel(
            tr(
                "Apps that speak MCP, such as desktop AI assistants, can run your saved recipes "
                "as tools; a recipe that changes something asks you to confirm first."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        layout.addWidget(self._apps_box())
        if library is not None:
            layout.addWidget(self._recipes_box(library))
        layout.addWidget(self._copy_box(text))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(680, 600)

    # ------------------------------------------------------------------ the apps
    def _apps_box(self) -> AddToAppsBox:
        words = EntryWords(
            there=tr("{app}: your recipes are already set up there."),
            added=tr("Added to {app}. Restart {app} to see your recipes as tools."),
            unchanged=tr("{app} already runs your recipes; nothing needed changing."),
        )
        self.apps_box = AddToAppsBox(self.apps, SERVER_KEY, self._entry, words)
        self.add_buttons = self.apps_box.add_buttons
        self.state_labels = self.apps_box.state_labels
        self.outcome = self.apps_box.outcome
        return self.apps_box

    @staticmethod
    def _entry() -> dict[str, object]:
        entry: dict[str, object] = client_config()["mcpServers"][SERVER_KEY]
        return entry

    def add_to(self, app: AssistantApp) -> None:
        self.apps_box.add_to(app)

    # ------------------------------------------------------------------ the recipes
    def _recipes_box(self, library: Library) -> QGroupBox:
        box = QGroupBox(tr("Which recipes appear"))
        inner = QVBoxLayout(box)
        served = preview(library)
        names = sorted(recipe.name for recipe in served.tool_list())
        if names:
            shown = tr("%n recipe(s) will appear as tools: {names}.", len(names))
            quoted = (tr("“{name}”").format(name=name) for name in names)
            text = shown.format(names=", ".join(quoted))
        else:
            text = tr("No recipe will appear yet: save a recipe without errors first.")
        self.served_label = QLabel(text)
        self.served_label.setWordWrap(True)
        inner.addWidget(self.served_label)
        lines = [
            tr("“{name}” is left out: {why}.").format(name=left.name, why=left_out_words(left))
            for left in served.left_out
        ]
        self.left_out_label = QLabel("\n".join(lines))
        self.left_out_label.setWordWrap(True)
        self.left_out_label.setVisible(bool(lines))
        inner.addWidget(self.left_out_label)
        return box

    # ------------------------------------------------------------------ any other app
    def _copy_box(self, text: str | None) -> QGroupBox:
        box = QGroupBox(tr("Any other app"))
        inner = QVBoxLayout(box)
        where = "\n".join(
            tr("{app}: {path}").format(app=app.name, path=app.config_path) for app in self.apps
        )
        hint = QLabel(
            tr(
                "Add this entry to the app's MCP server settings, then restart the "
                "app. Where the files are on this computer:"
            )
            + "\n"
            + where
        )
        hint.setWordWrap(True)
        hint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.entry = QPlainTextEdit(text if text is not None else client_config_text())
        self.entry.setReadOnly(True)
        self.entry.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.entry.setAccessibleName(tr("Server entry for MCP apps"))
        hint.setBuddy(self.entry)
        self.copy_button = QPushButton(tr("&Copy"))
        self.copy_button.clicked.connect(self.copy)
        inner.addWidget(hint)
        inner.addWidget(self.entry, 1)
        inner.addWidget(self.copy_button)
        return box

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.entry.toPlainText())
        self.copy_button.setText(tr("Copied"))


def show_use_elsewhere(parent: QWidget, library: Library) -> None:
    run_modal(UseElsewhereDialog(parent, library=library))
