"""The trash: deleted recipes, restored one at a time or emptied for good."""

from __future__ import annotations

from collections.abc import Callable

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
from recipe_studio.gui.texts import library_error_text

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
        restore = QPushButton(tr("Restore"))
        empty = QPushButton(tr("Empty trash…"))
        close = QPushButton(tr("Close"))
        for button in (restore, empty, close):
            row.addWidget(button)
        layout.addLayout(row)
        restore.clicked.connect(self.restore)
        empty.clicked.connect(self.empty)
        close.clicked.connect(self.accept)
        self.fill()

    def fill(self) -> None:
        self.items.clear()
        for entry in self.library.trash():
            item = QListWidgetItem(
                tr("{name} — deleted {when}").format(name=entry.name, when=entry.deleted_at)
            )
            item.setData(ID_ROLE, entry.id)
            self.items.addItem(item)
        if not self.items.count():
            self.items.addItem(tr("The trash is empty."))

    def restore(self) -> None:
        item = self.items.currentItem()
        key = item.data(ID_ROLE) if item is not None else None
        if not key:
            return
        try:
            name = self.library.restore_from_trash(key, on_clash="keep-both")
        except (LibraryError, OSError) as exc:
            QMessageBox.warning(self, tr("Not restored"), library_error_text(exc))
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
