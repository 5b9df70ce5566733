"""Saved versions of a recipe, with a side-by-side diff against the current one."""

from __future__ import annotations

import difflib
import json
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.library import Library, LibraryError
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.session import EditorSession
from recipe_studio.gui.texts import library_error_text

tr = translator("LibraryActions")
NUMBER_ROLE = Qt.ItemDataRole.UserRole


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
        self.library = library
        self.name = name
        self.session = session
        self.restored = restored
        self.setWindowTitle(tr("Versions of “{name}”").format(name=name))
        self.resize(1000, 600)
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Saved versions"))
        left.addWidget(self.list, 1)
        self.restore_button = QPushButton(tr("Restore this version"))
        self.restore_button.clicked.connect(self.restore)
        left.addWidget(self.restore_button)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.accept)
        left.addWidget(close)
        layout.addLayout(left, 1)
        self.diff = QTextBrowser()
        self.diff.setAccessibleName(tr("Differences"))
        layout.addWidget(self.diff, 3)
        self.current = _lines(library.load(name).manifest)
        self._fill()
        self.list.currentItemChanged.connect(lambda *_: self.show_diff())
        self.list.setCurrentRow(0)

    def _fill(self) -> None:
        for info in self.library.versions(self.name):
            label = tr("Version {n} — {when} — %n step(s)", info.step_count).format(
                n=info.number, when=info.saved_at or "?"
            )
            item = QListWidgetItem(label + (tr(" (draft)") if info.draft else ""))
            item.setData(NUMBER_ROLE, info.number)
            self.list.addItem(item)
        if not self.list.count():
            self.list.addItem(
                tr("No earlier versions yet: one is kept each time you save over a recipe.")
            )
            self.restore_button.setEnabled(False)

    def _chosen(self) -> int | None:
        item = self.list.currentItem()
        number = item.data(NUMBER_ROLE) if item is not None else None
        return int(number) if number is not None else None

    def show_diff(self) -> None:
        number = self._chosen()
        if number is None:
            return
        old = _lines(self.library.read_version(self.name, number).manifest)
        table = difflib.HtmlDiff(wrapcolumn=60).make_table(
            old,
            self.current,
            tr("Version {n}").format(n=number),
            tr("Current"),
            context=True,
            numlines=3,
        )
        self.diff.setHtml(
            table if old != self.current else tr("This version is the same as the current one.")
        )

    def restore(self) -> None:
        number = self._chosen()
        if number is None:
            return
        if self.session is not None and self.session.modified:
            QMessageBox.warning(
                self, tr("Unsaved changes"), tr("Save or undo your changes to this recipe first.")
            )
            return
        try:
            self.library.restore_version(self.name, number)
            loaded = self.library.load(self.name)
        except (LibraryError, OSError) as exc:
            QMessageBox.warning(self, tr("Not restored"), library_error_text(exc))
            return
        if self.session is not None:
            self.session.reloaded(loaded, tr("Restore version {n}").format(n=number))
        self.restored(self.name)
        self.accept()


def _lines(manifest: object) -> list[str]:
    return json.dumps(manifest, indent=2, ensure_ascii=False).splitlines()


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
    VersionsDialog(library, session.library_name, session, refresh, parent).exec()
