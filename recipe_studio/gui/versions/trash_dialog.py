"""The trash: deleted recipes, restored one at a time or emptied for good.

Each says when it was deleted in the person's words ("today 20:42"); Restore is offered
only for a chosen recipe, and emptying only when there is something to empty."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.library import Library, LibraryError
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.texts import disk_or, library_error_text
from recipe_studio.gui.when import moment_words

if TYPE_CHECKING:
    from collections.abc import Callable

tr = translator("LibraryActions")
ID_ROLE = Qt.ItemDataRole.UserRole


class TrashDialog(QDialog):
    def __init__(
        self, library: Library, restored: Callable[[str], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.restored = restored
        self.setWindowTitle(tr("Trash"))
        self.resize(520, 360)
        layout = QVBoxLayout(self)
        self.items = QListWidget()
        self.items.setAccessibleName(tr("Recipes in the trash"))
        layout.addWidget(self.items)
        row = QHBoxLayout()
        self.restore_button = QPushButton(tr("Restore"))
        self.empty_button = QPushButton(tr("Empty trash…"))
        close = QPushButton(tr("Close"))
        for button in (self.restore_button, self.empty_button, close):
            row.addWidget(button)
        layout.addLayout(row)
        self.restore_button.clicked.connect(self.restore)
        self.empty_button.clicked.connect(self.empty)
        close.clicked.connect(self.accept)
        self.items.currentItemChanged.connect(lambda *_: self._enable())
        self.items.itemDoubleClicked.connect(lambda _item: self.restore())
        self.fill()

    def fill(self) -> None:
        self.items.clear()
        for entry in self.library.trash():
            when = moment_words(entry.deleted_at)
            item = QListWidgetItem(tr("{name} — deleted {when}").format(name=entry.name, when=when))
            item.setData(ID_ROLE, entry.id)
            self.items.addItem(item)
        if self.items.count():
            self.items.setCurrentRow(0)
        else:
            self.items.addItem(tr("The trash is empty."))
        self._enable()

    def _enable(self) -> None:
        item = self.items.currentItem()
        self.restore_button.setEnabled(item is not None and bool(item.data(ID_ROLE)))
        self.empty_button.setEnabled(
            any(self.items.item(row).data(ID_ROLE) for row in range(self.items.count()))
        )

    def restore(self) -> None:
        item = self.items.currentItem()
        key = item.data(ID_ROLE) if item is not None else None
        if not key:
            return
        try:
            name = self.library.restore_from_trash(key, on_clash="keep-both")
        except (LibraryError, OSError) as exc:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                tr("Not restored"),
                disk_or(exc, tr("The recipe could not be restored.")),
                parent=self,
            )
            box.setDetailedText(str(exc))
            run_modal(box)
            return
        self.fill()
        self.restored(name)

    def empty(self) -> None:
        answer = QMessageBox.question(
            self,
            tr("Empty trash"),
            tr("Delete everything in the trash for good? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Yes:
            try:
                self.library.empty_trash()
            except (LibraryError, OSError) as exc:
                QMessageBox.warning(self, tr("Not emptied"), library_error_text(exc))
            self.fill()
