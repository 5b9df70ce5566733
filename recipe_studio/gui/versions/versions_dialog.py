"""File › Versions…: a recipe's saved versions, read as changes.

Each version says when it was saved, in the person's words ("today 20:41") and what
changed in it since the one before ("2 steps added, name changed"). The chosen one is
compared with the current recipe per field, as sentences: exactly what restoring it
brings back. The name is the exception, and the dialog says so: a restored version keeps
the recipe's current name (apps and the run history find the recipe by it; Rename… is
for that). The raw JSON differences are one toggle away.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.library import Library, LibraryError
from recipe_studio.core.param_words import apply_param_words
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.recipe_changes import Change, change_counts, recipe_changes
from recipe_studio.core.reference_names import reference_names
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.texts import disk_or
from recipe_studio.gui.versions.change_words import change_sentence, counts_label
from recipe_studio.gui.when import moment_words
from recipe_studio.gui.words import tool_words

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.model import Recipe
    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("LibraryActions")
NUMBER_ROLE = Qt.ItemDataRole.UserRole


@dataclass(frozen=True)
class Kept:
    """One kept version, read (``recipe`` None: it cannot be read)."""

    number: int
    saved_at: str | None
    draft: bool
    profile: str
    manifest: object
    recipe: Recipe | None


class VersionsDialog(QDialog):
    def __init__(
        self,
        library: Library,
        name: str,
        session: EditorSession | None,
        restored: Callable[[str], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.library, self.name, self.session, self.restored = library, name, session, restored
        self.setWindowTitle(tr("Versions of “{name}”").format(name=name))
        self.resize(900, 560)
        current = library.load(name)
        self.current = Kept(
            0, current.saved_at, current.draft, current.profile, current.manifest, current.recipe
        )
        self.kept = self._read_versions()
        layout = QHBoxLayout(self)
        layout.addLayout(self._build_list(), 2)
        layout.addLayout(self._build_comparison(), 3)
        self._fill()
        self.list.currentItemChanged.connect(lambda *_: self.show_changes())
        self.list.setCurrentRow(0)
        self.show_changes()

    # ------------------------------------------------------------------ building
    def _build_list(self) -> QVBoxLayout:
        left = QVBoxLayout()
        heading = QLabel(tr("Saved versions, newest first:"))
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Saved versions"))
        self.list.setWordWrap(True)
        self.list.setSpacing(3)
        heading.setBuddy(self.list)
        left.addWidget(heading)
        left.addWidget(self.list, 1)
        return left

    def _build_comparison(self) -> QVBoxLayout:
        right = QVBoxLayout()
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        right.addWidget(self.headline)
        self.pages = QStackedWidget()
        self.changes = QListWidget()
        self.changes.setAccessibleName(tr("What restoring changes"))
        self.changes.setWordWrap(True)
        self.changes.setSpacing(2)
        self.raw = QPlainTextEdit()
        self.raw.setReadOnly(True)
        self.raw.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.raw.setAccessibleName(tr("Differences as JSON"))
        self.pages.addWidget(self.changes)
        self.pages.addWidget(self.raw)
        right.addWidget(self.pages, 1)
        self.name_note = QLabel()
        self.name_note.setWordWrap(True)
        right.addWidget(self.name_note)
        buttons = QHBoxLayout()
        self.raw_toggle = QPushButton(tr("Show the JSON differences"))
        self.raw_toggle.setCheckable(True)
        self.raw_toggle.toggled.connect(self._toggle_raw)
        self.restore_button = QPushButton(tr("Restore this version"))
        self.restore_button.clicked.connect(self.restore)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.accept)
        buttons.addWidget(self.raw_toggle)
        buttons.addStretch(1)
        buttons.addWidget(self.restore_button)
        buttons.addWidget(close)
        right.addLayout(buttons)
        return right

    # ------------------------------------------------------------------ versions
    def _read_versions(self) -> list[Kept]:
        """The kept versions, newest first."""
        kept = []
        for info in self.library.versions(self.name):
            recipe, profile, manifest = None, "", None
            if info.broken is None:
                try:
                    record = self.library.read_version(self.name, info.number)
                    recipe = get_profile(record.profile).read(record.manifest).recipe
                    # The params' titles kept beside it: compared and restored too.
                    recipe = apply_param_words(recipe, record.param_words)
                    profile, manifest = record.profile, record.manifest
                except (LibraryError, OSError, KeyError, ValueError):
                    recipe = None
            kept.append(Kept(info.number, info.saved_at, info.draft, profile, manifest, recipe))
        return kept[::-1]

    def _fill(self) -> None:
        for index, version in enumerate(self.kept):
            when = moment_words(version.saved_at) if version.saved_at else tr("date unknown")
            title = tr("Version {n} · {when}").format(n=version.number, when=when)
            if version.draft:
                title += " " + tr("(draft)")
            older = self.kept[index + 1] if index + 1 < len(self.kept) else None
            item = QListWidgetItem(f"{title}\n{self._what_changed(older, version)}")
            item.setData(NUMBER_ROLE, index)
            self.list.addItem(item)
        if not self.kept:
            self.list.addItem(
                tr("No earlier versions yet: one is kept each time you save over a recipe.")
            )

    def _what_changed(self, older: Kept | None, version: Kept) -> str:
        if version.recipe is None:
            return tr("This version cannot be read.")
        if older is None or older.recipe is None:
            return tr("The oldest version kept.")
        changes = recipe_changes(older.recipe, version.recipe, older.profile, version.profile)
        return counts_label(change_counts(changes))

    def chosen(self) -> Kept | None:
        item = self.list.currentItem()
        index = item.data(NUMBER_ROLE) if item is not None else None
        return self.kept[int(index)] if index is not None else None

    # ------------------------------------------------------------------ comparison
    def restore_changes(self, version: Kept) -> list[Change]:
        """What restoring ``version`` changes in the current recipe (its name excepted)."""
        assert version.recipe is not None
        assert self.current.recipe is not None
        changes = recipe_changes(
            self.current.recipe, version.recipe, self.current.profile, version.profile
        )
        return [change for change in changes if change.code != "name_changed"]

    def show_changes(self) -> None:
        version = self.chosen()
        self.changes.clear()
        self.name_note.clear()
        readable = version is not None and version.recipe is not None
        changes = self.restore_changes(version) if version is not None and readable else []
        self.restore_button.setEnabled(bool(changes))
        self.raw_toggle.setEnabled(readable)
        if version is None:
            self.headline.setText(tr("Nothing to compare yet."))
            return
        if not readable:
            self.headline.setText(
                tr("Version {n} cannot be read, so it cannot be restored.").format(n=version.number)
            )
            return
        assert version.recipe is not None
        if changes:
            self.headline.setText(tr("Restoring version {n} brings back:").format(n=version.number))
        else:
            self.headline.setText(
                tr(
                    "Version {n} is the same as the current recipe: there is nothing to restore."
                ).format(n=version.number)
            )
        dialect = version.recipe.dialect
        catalog = self.session.catalog if self.session is not None else None
        recipe = version.recipe
        names = reference_names(recipe.steps, recipe.params, tool_words(catalog))
        for change in changes:
            self.changes.addItem("• " + change_sentence(change, dialect, names))
        if version.recipe.name != self.name:
            self.name_note.setText(
                tr(
                    "The name stays “{current}”: this version was called “{old}”, but restoring "
                    "does not rename the recipe (other apps and the run history know it by its "
                    "name). Use Rename… for that."
                ).format(current=self.name, old=version.recipe.name)
            )
        self.raw.setPlainText(self._raw_diff(version))

    def _raw_diff(self, version: Kept) -> str:
        def lines(manifest: object) -> list[str]:
            return json.dumps(manifest, indent=2, ensure_ascii=False).splitlines()

        diff = difflib.unified_diff(
            lines(self.current.manifest),
            lines(version.manifest),
            tr("current"),
            tr("version {n}").format(n=version.number),
            lineterm="",
        )
        return "\n".join(diff) or tr("No differences.")

    def _toggle_raw(self, on: bool) -> None:
        self.pages.setCurrentWidget(self.raw if on else self.changes)
        self.raw_toggle.setText(
            tr("Show the changes in words") if on else tr("Show the JSON differences")
        )

    # ------------------------------------------------------------------ restoring
    def restore(self) -> None:
        version = self.chosen()
        if version is None or version.recipe is None:
            return
        if self.session is not None and self.session.modified:
            QMessageBox.warning(
                self, tr("Unsaved changes"), tr("Save or undo your changes to this recipe first.")
            )
            return
        try:
            self.library.restore_version(self.name, version.number)
            loaded = self.library.load(self.name)
        except (LibraryError, OSError) as exc:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                tr("Not restored"),
                disk_or(exc, tr("The version could not be restored.")),
                parent=self,
            )
            box.setDetailedText(str(exc))
            run_modal(box)
            return
        if self.session is not None:
            self.session.reloaded(loaded, tr("Restore version {n}").format(n=version.number))
        self.restored(self.name)
        self.accept()


def show_versions(
    library: Library,
    session: EditorSession | None,
    refresh: Callable[[str], None],
    parent: QWidget,
) -> None:
    """The shown recipe's versions (it must have been saved: versions come from saves)."""
    if session is None or not session.library_name:
        QMessageBox.information(
            parent,
            tr("Versions"),
            tr("Save the recipe first: versions are kept on each save."),
        )
        return
    run_modal(VersionsDialog(library, session.library_name, session, refresh, parent))
