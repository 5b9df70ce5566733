"""The recipe library list: search, drafts and broken files marked, and list actions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.library import Library, LibraryEntry, LibraryWatcher
from recipe_studio.gui.i18n import translator

Index = QModelIndex | QPersistentModelIndex
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2
POLL_MS = 1500


tr = translator("Library")


class LibraryListModel(QAbstractListModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._entries: list[LibraryEntry] = []
        self._modified: set[str] = set()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if entry.broken:
                return f"⚠ {entry.file} — {tr('cannot be opened')}: {entry.broken}"
            marks = []
            if entry.draft:
                marks.append(tr("draft"))
            if entry.name in self._modified:
                marks.append(tr("unsaved changes"))
            suffix = f"  ({', '.join(marks)})" if marks else ""
            text = f"{'• ' if entry.name in self._modified else ''}{entry.name}{suffix}"
            if entry.description and role == Qt.ItemDataRole.DisplayRole:
                text += "\n" + entry.description.splitlines()[0][:90]
            return text
        if role == Qt.ItemDataRole.DecorationRole:
            style = QApplication.style()
            if entry.broken:
                return style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical)
            if entry.draft:
                return style.standardIcon(QStyle.StandardPixmap.SP_FileDialogDetailedView)
            return style.standardIcon(QStyle.StandardPixmap.SP_FileIcon)
        if role == Qt.ItemDataRole.ToolTipRole:
            if entry.broken:
                return tr(
                    "This file cannot be read as a recipe; it is left untouched.\n{reason}"
                ).format(reason=entry.broken)
            tools = ", ".join(entry.tools[:8]) + ("…" if len(entry.tools) > 8 else "")
            return tr("{profile} · {count} step(s) · tools: {tools}").format(
                profile=entry.profile, count=entry.step_count, tools=tools or "—"
            )
        if role == ENTRY_ROLE:
            return entry
        if role == SEARCH_ROLE:
            return " ".join([entry.name or entry.file, entry.description or "", *entry.tools])
        return None

    def set_entries(self, entries: list[LibraryEntry]) -> None:
        self.beginResetModel()
        self._entries = sorted(
            entries, key=lambda e: (e.broken is not None, (e.name or e.file).casefold())
        )
        self.endResetModel()

    def set_modified(self, names: set[str]) -> None:
        if names != self._modified:
            self._modified = set(names)
            if self._entries:
                self.dataChanged.emit(self.index(0), self.index(len(self._entries) - 1))

    def row_of(self, name: str) -> int:
        for row, entry in enumerate(self._entries):
            if entry.name == name:
                return row
        return -1


class LibraryPanel(QWidget):
    """The left side of the window."""

    open_requested = Signal(object)
    new_requested = Signal()
    duplicate_requested = Signal(object)
    rename_requested = Signal(object)
    delete_requested = Signal(object)
    trash_requested = Signal()
    import_requested = Signal()
    export_requested = Signal(list)

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.setAccessibleName(tr("Recipe library"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        title = QLabel("<b>" + tr("Recipes") + "</b>")
        layout.addWidget(title)
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search name, description, tools"))
        self.search.setAccessibleName(tr("Search recipes"))
        self.search.setClearButtonEnabled(True)
        layout.addWidget(self.search)
        self.model = LibraryListModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterRole(SEARCH_ROLE)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.view = QListView()
        self.view.setModel(self.proxy)
        self.view.setAccessibleName(tr("Recipes"))
        self.view.setSelectionMode(QListView.SelectionMode.ExtendedSelection)
        self.view.setAlternatingRowColors(True)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.setUniformItemSizes(True)
        self.view.selectionModel().currentChanged.connect(self._current_changed)
        self.view.activated.connect(self._current_changed)
        layout.addWidget(self.view, 1)
        self.notice = QWidget()
        notice_layout = QHBoxLayout(self.notice)
        notice_layout.setContentsMargins(0, 0, 0, 0)
        self.notice_label = QLabel()
        self.notice_label.setWordWrap(True)
        self.notice_button = QPushButton(tr("Undo"))
        self.notice_button.setAccessibleName(tr("Undo delete"))
        notice_layout.addWidget(self.notice_label, 1)
        notice_layout.addWidget(self.notice_button)
        self.notice.setVisible(False)
        self._notice_action: Any = None
        # Owned by the panel, so it cannot fire after the panel is gone.
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.setInterval(15000)
        self._notice_timer.timeout.connect(self.notice.hide)
        self.notice_button.clicked.connect(self._notice_clicked)
        layout.addWidget(self.notice)
        layout.addLayout(self._buttons(self._main_buttons()))
        layout.addLayout(self._buttons(self._more_buttons()))
        self.watcher = LibraryWatcher(library)
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.timer.start()
        self.refresh()

    def _main_buttons(self) -> list[tuple[str, str, Callable[[], None]]]:
        return [
            (tr("New"), tr("New recipe"), lambda: self.new_requested.emit()),
            (
                tr("Duplicate"),
                tr("Duplicate recipe"),
                lambda: self._with_current(self.duplicate_requested),
            ),
            (tr("Rename"), tr("Rename recipe"), lambda: self._with_current(self.rename_requested)),
            (
                tr("Delete"),
                tr("Move recipe to the trash"),
                lambda: self._with_current(self.delete_requested),
            ),
        ]

    def _more_buttons(self) -> list[tuple[str, str, Callable[[], None]]]:
        return [
            (tr("Trash…"), tr("Show the trash"), lambda: self.trash_requested.emit()),
            (tr("Import…"), tr("Import recipes"), lambda: self.import_requested.emit()),
            (
                tr("Export…"),
                tr("Export the selected recipes"),
                lambda: self.export_requested.emit(self.selected_names()),
            ),
        ]

    def _buttons(self, specs: list[tuple[str, str, Callable[[], None]]]) -> QHBoxLayout:
        row = QHBoxLayout()
        for text, tip, slot in specs:
            button = QPushButton(text)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.clicked.connect(slot)
            row.addWidget(button)
        return row

    def refresh(
        self, select: str | None = None, *, verify: bool = False, emit: bool = False
    ) -> None:
        """List the library again; ``select`` a recipe (``emit``: and open it)."""
        current = select or self.current_name()
        self.model.set_entries(self.library.entries(verify=verify))
        self.watcher.reset()
        if current:
            self.select(current, emit=emit and select is not None)

    def poll(self) -> None:
        """Files changed outside the app refresh the list."""
        if self.watcher.poll():
            self.refresh(verify=True)

    def select(self, name: str, *, emit: bool = True) -> None:
        row = self.model.row_of(name)
        if row < 0:
            return
        index = self.proxy.mapFromSource(self.model.index(row))
        if index.isValid():
            if not emit:
                self.view.selectionModel().blockSignals(True)
            self.view.setCurrentIndex(index)
            self.view.selectionModel().blockSignals(False)

    def current_entry(self) -> LibraryEntry | None:
        index = self.view.currentIndex()
        return index.data(ENTRY_ROLE) if index.isValid() else None

    def current_name(self) -> str | None:
        entry = self.current_entry()
        return entry.name if entry is not None else None

    def selected_names(self) -> list[str]:
        names = []
        for index in self.view.selectionModel().selectedIndexes():
            entry = index.data(ENTRY_ROLE)
            if entry is not None and entry.name and not entry.broken:
                names.append(entry.name)
        return names

    def _current_changed(self, *_: Any) -> None:
        entry = self.current_entry()
        if entry is not None:
            self.open_requested.emit(entry)

    def _with_current(self, signal: Any) -> None:
        entry = self.current_entry()
        if entry is not None:
            signal.emit(entry)

    def show_notice(self, text: str, action_text: str | None = None, action: Any = None) -> None:
        self.notice_label.setText(text)
        self.notice_button.setVisible(action is not None)
        if action_text:
            self.notice_button.setText(action_text)
        self._notice_action = action
        self.notice.setVisible(True)
        self._notice_timer.start()

    def _notice_clicked(self) -> None:
        action, self._notice_action = self._notice_action, None
        self.notice.setVisible(False)
        if action is not None:
            action()
