"""The recipe library list: search, drafts and broken files marked, and list actions."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.library.index import Index as LibraryIndex
from recipe_studio.core.library.index import LibraryEntry
from recipe_studio.core.library.watch import LibraryWatcher
from recipe_studio.core.paths import library_dir
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.library.library_model import ENTRY_ROLE, SEARCH_ROLE, LibraryListModel

if TYPE_CHECKING:
    from collections.abc import Iterator

    from recipe_studio.core.library import Library

Index = QModelIndex | QPersistentModelIndex
POLL_MS = 1500


tr = translator("Library")


class LibraryPanel(QWidget):
    """The left side of the window.

    The highlighted entry is set from outside (:meth:`highlight`, by
    :class:`~recipe_studio.gui.library.selection.SelectionFollowsEditor`); only a person picking an
    entry (click, keys) asks to open it with :attr:`open_requested`.
    """

    open_requested = Signal(object)
    new_requested = Signal()
    duplicate_requested = Signal(object)
    rename_requested = Signal(object)
    delete_requested = Signal(object)
    trash_requested = Signal()
    import_requested = Signal()
    export_requested = Signal(list)
    #: The listed or the shown (searched) entries changed: the highlight may need fixing.
    listing_changed = Signal()
    outside_changes = Signal(object)  # files changed outside the app (a ``Changes``)

    def __init__(self, library: Library | None, parent: QWidget | None = None) -> None:
        """``library`` None: the first frame, from the index (until :meth:`attach`)."""
        super().__init__(parent)
        self.library: Library | None = None
        self.watcher: LibraryWatcher | None = None
        self._quiet = False
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
        self.search.textChanged.connect(self._filter)
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
        layout.addWidget(self._build_notice())
        layout.addLayout(self._build_buttons())
        self.view.selectionModel().selectionChanged.connect(self._enable_entry_actions)
        self.proxy.modelReset.connect(self._enable_entry_actions)
        self._enable_entry_actions()
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        if library is not None:
            self.attach(library)

    def list_from_index(self) -> None:
        """The first frame's listing: the library index as it is on disk (no recipe is
        read and nothing heavy is loaded), before the library itself is ready."""
        if self.library is None:
            self.model.set_entries(LibraryIndex(library_dir()).refresh())
            self.timer.start()  # (the index again, until the library is attached)

    def attach(self, library: Library) -> None:
        """Work on ``library`` from now on: list it and follow its folder's changes."""
        self.library = library
        self.watcher = LibraryWatcher(library)
        self.timer.start()
        self.refresh()

    def _build_notice(self) -> QWidget:
        self.notice = QWidget()
        notice_layout = QHBoxLayout(self.notice)
        notice_layout.setContentsMargins(0, 0, 0, 0)
        self.notice_label = QLabel()
        self.notice_label.setWordWrap(True)
        self.notice_button = QPushButton(tr("Undo"))
        self.notice_button.setObjectName("noticeButton")
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
        return self.notice

    def _build_buttons(self) -> QHBoxLayout:
        """New and Import as buttons; what acts on the highlighted recipe in a More menu,
        which is also the list's context menu (with Delete and F2 as keys there): three
        buttons fit the narrow panel in every language. (Each button and action is
        named, as the menu table's actions are.)"""
        self._build_more_menu()
        row = QHBoxLayout()
        buttons = [
            ("newButton", tr("New"), tr("New recipe"), lambda: self.new_requested.emit()),
            (
                "importButton",
                tr("Import…"),
                tr("Import recipes"),
                lambda: self.import_requested.emit(),
            ),
            ("moreButton", tr("More"), tr("More actions on the selected recipe"), None),
        ]
        for name, text, tip, slot in buttons:
            # Tool buttons: as wide as their text (push buttons are at least 80 px each).
            button = QToolButton()
            button.setObjectName(name)
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            if slot is None:
                button.setMenu(self.more_menu)
                button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
                self.more_button = button
            else:
                button.clicked.connect(slot)
            row.addWidget(button)
        return row

    def _build_more_menu(self) -> None:
        entry_actions = [
            (
                "actionDuplicateRecipe",
                tr("Duplicate"),
                None,
                lambda: self._with_current(self.duplicate_requested),
            ),
            (
                "actionRenameRecipe",
                tr("Rename…"),
                Qt.Key.Key_F2,
                lambda: self._with_current(self.rename_requested),
            ),
            (
                "actionTrashRecipe",
                tr("Move to the trash"),
                Qt.Key.Key_Delete,
                lambda: self._with_current(self.delete_requested),
            ),
            (None, None, None, None),
            (
                "actionExportRecipes",
                tr("Export…"),
                None,
                lambda: self.export_requested.emit(self.selected_names()),
            ),
            ("actionShowTrash", tr("Show the trash…"), None, lambda: self.trash_requested.emit()),
        ]
        self.more_menu = QMenu(self)
        self.more_menu.aboutToShow.connect(self._enable_entry_actions)
        #: What acts on the highlighted recipes: greyed out while none is.
        self._needs_selection: list[QAction] = []
        self._keys: dict[Qt.Key, QAction] = {}
        self.view.installEventFilter(self)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        for name, text, key, slot in entry_actions:
            if name is None or text is None or slot is None:
                self.more_menu.addSeparator()
                continue
            action = self.more_menu.addAction(text)
            action.setObjectName(name)
            action.triggered.connect(slot)
            if name != "actionShowTrash":
                self._needs_selection.append(action)
            if key:  # shown in the menus; the list handles the key (see eventFilter)
                action.setShortcut(QKeySequence(key))
                action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
                self._keys[key] = action
            self.view.addAction(action)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # QObject.eventFilter
        """Delete and F2 in the list act on the highlighted recipe: the list takes them
        before the window's Delete (which deletes steps) can."""
        if watched is self.view and isinstance(event, QKeyEvent):
            plain = event.modifiers() == Qt.KeyboardModifier.NoModifier
            action = self._keys.get(Qt.Key(event.key())) if plain else None
            if action is not None and event.type() == QEvent.Type.ShortcutOverride:
                event.accept()
                return True
            if action is not None and event.type() == QEvent.Type.KeyPress:
                action.trigger()
                return True
        if watched is self.view and event.type() == QEvent.Type.ContextMenu:
            self._enable_entry_actions()
        if watched is self.view and event.type() == QEvent.Type.FocusIn:
            # Qt makes the first row current when a list without one gets the focus (a
            # dialog closing, Tab): that is no one's choice, so nothing opens (closing
            # the trash from the welcome page opened a recipe).
            had_current = self.view.currentIndex().isValid()
            with self._quietly():
                QListView.event(self.view, event)
                if not had_current:
                    self.view.selectionModel().clearCurrentIndex()
            return True
        return super().eventFilter(watched, event)

    def refresh(self, *, verify: bool = False) -> None:
        """List the library again (whoever follows :attr:`listing_changed` fixes the highlight)."""
        if self.library is None or self.watcher is None:
            return
        with self._quietly():
            self.model.set_entries(self.library.entries(verify=verify))
        self.watcher.reset()
        self.listing_changed.emit()

    def poll(self) -> None:
        """Files changed outside the app refresh the list, and go to :attr:`outside_changes`."""
        if self.library is None:  # the library has not been needed yet: the index lists
            with self._quietly():
                self.list_from_index()
            return
        if self.watcher is not None and (changes := self.watcher.poll()):
            self.refresh(verify=True)
            self.outside_changes.emit(changes)

    def _filter(self, text: str) -> None:
        with self._quietly():
            self.proxy.setFilterFixedString(text)
        self.listing_changed.emit()

    @contextlib.contextmanager
    def _quietly(self) -> Iterator[None]:
        """Changes of the current entry made here are not a person's choice: no opening."""
        was, self._quiet = self._quiet, True
        try:
            yield
        finally:
            self._quiet = was

    def highlight(self, name: str | None) -> None:
        """Highlight the recipe ``name`` if it is shown, else nothing; opens nothing."""
        index = self._index_of(name) if name else QModelIndex()
        selection = self.view.selectionModel()
        with self._quietly():
            if not index.isValid():
                selection.clear()
                return
            if self.view.currentIndex() != index or not selection.isSelected(index):
                self.view.setCurrentIndex(index)
        self.view.scrollTo(index)

    def select(self, name: str) -> None:
        """Pick ``name`` as a person would (it opens)."""
        index = self._index_of(name)
        if index.isValid():
            self.view.setCurrentIndex(index)

    def _index_of(self, name: str) -> QModelIndex:
        row = self.model.row_of(name)
        if row < 0:
            return QModelIndex()
        return self.proxy.mapFromSource(self.model.index(row))

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

    def _enable_entry_actions(self, *_: Any) -> None:
        chosen = self.current_entry() is not None and bool(self.selected_names())
        for action in self._needs_selection:
            action.setEnabled(chosen)

    def _current_changed(self, *_: Any) -> None:
        entry = self.current_entry()
        if entry is not None and not self._quiet:
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
