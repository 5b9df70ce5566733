"""The main window's frame: what start-up shows before the rest of the app has loaded.

Issue 16: the window is up about as soon as a bare Qt window would be. Constructing the
frame sets only the window's size, place and title (from the settings file as it is on
disk), so it can be shown at once; :meth:`WindowFrame.build_frame`, called once it is on
screen, adds the menus, the library list (filled from the index), "Getting ready…" where
the editor goes and the Problems and Run tabs, as the person left them. What needs the
models, the catalogs and validation (the editor, the welcome page, the panels' contents)
is built by :func:`recipe_studio.gui.window_parts.assemble` once they have loaded, in the
same window; until then the menus wait (but Quit), and a recipe chosen in the list says
it is being checked and opens when the rest is ready.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, Signal
from PySide6.QtWidgets import QMainWindow, QWidget

from recipe_studio.core.settings_file import peek_settings
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.layout_state import decode_state

# Qt's namespace (``Qt.``), the widgets and the menus are imported where they are used:
# the first frame is up before they load (each Qt class costs on first use).
if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QLabel, QSplitter

    from recipe_studio.core.library import Library, LibraryEntry
    from recipe_studio.gui.catalog_choice import CatalogChoices
    from recipe_studio.gui.import_export import ImportExport
    from recipe_studio.gui.library_flows import LibraryFlows
    from recipe_studio.gui.library_panel import LibraryPanel
    from recipe_studio.gui.open_recipes import OpenRecipes
    from recipe_studio.gui.opening import RecipeOpener
    from recipe_studio.gui.outside_changes import OutsideChanges
    from recipe_studio.gui.problems_panel import ProblemsPanel
    from recipe_studio.gui.recent import RecentRecipes
    from recipe_studio.gui.run.controller import RunController
    from recipe_studio.gui.run.panel import RunPanel
    from recipe_studio.gui.run.signin_notice import SignInNotice
    from recipe_studio.gui.save_flow import SaveFlow
    from recipe_studio.gui.selection import SelectionFollowsEditor
    from recipe_studio.gui.session_view import SessionStack
    from recipe_studio.gui.settings import SettingsStore
    from recipe_studio.gui.undo_menu import UndoActions
    from recipe_studio.gui.welcome import WelcomePage

tr = translator("MainWindow")


class WindowFrame(QMainWindow):
    """The window's skeleton; :class:`~recipe_studio.gui.main_window.MainWindow` adds
    what it does. The parts below exist once :attr:`is_ready` is True."""

    #: Everything is built: the menus act and the editor can open recipes.
    ready = Signal()

    library_panel: LibraryPanel
    catalog_choices: CatalogChoices
    splitter: QSplitter
    waiting: QLabel
    problems_dock: QDockWidget
    run_dock: QDockWidget
    library: Library
    settings: SettingsStore
    recipes: OpenRecipes
    save_flow: SaveFlow
    welcome: WelcomePage
    stack: SessionStack
    problems: ProblemsPanel
    run_panel: RunPanel
    status_counts: QLabel
    runs: RunController
    signin_notice: SignInNotice
    opener: RecipeOpener
    selection: SelectionFollowsEditor
    recent: RecentRecipes
    flows: LibraryFlows
    actions_: ImportExport
    undo_actions: UndoActions
    outside: OutsideChanges

    def __init__(self, parent: QWidget | None = None) -> None:
        """Only what the very first frame needs (size, place, title): start-up shows it
        at once and calls :meth:`build_frame` right after it is on screen."""
        super().__init__(parent)
        self.is_ready = False
        #: A recipe chosen in the list before the rest was ready: opened when it is.
        self.pending_open: LibraryEntry | None = None
        #: What each menu action does; until the rest is ready, only Quit.
        self.handlers: dict[str, Callable[[], object]] = {"quit": self.close}
        self.setAcceptDrops(True)
        self.setWindowTitle("Recipe Studio")
        self.resize(1280, 800)
        self._layout = self._saved_layout()
        geometry = self._layout.get("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

    def fit_to_screen(self) -> None:
        """No larger than the screen's free area: the default size (or one saved on a
        larger screen) must not put the window's edges off a 1024×700 screen."""
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            self.resize(self.size().boundedTo(room.size()))

    def build_frame(self) -> None:
        """The frame's parts: menus, the library list (empty until listed), "Getting
        ready…" where the editor goes, the Problems and Run tabs, as they were left."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QLabel, QSplitter

        from recipe_studio.gui.actions import ACTIONS, build_menus
        from recipe_studio.gui.library_panel import LibraryPanel

        self.library_panel = LibraryPanel(None)
        self.library_panel.open_requested.connect(self.open_when_ready)
        self.waiting = QLabel(tr("Getting ready…"))
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.waiting.setEnabled(False)  # drawn in the quiet colour of a disabled text
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.library_panel)
        self.splitter.addWidget(self.waiting)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 4)
        self.splitter.setSizes([250, 1030])
        self.setCentralWidget(self.splitter)
        self._build_docks()
        names = [spec.name for spec in ACTIONS]
        self.menus, self.menu_actions = build_menus(
            self.menuBar(), self, {name: self._menu_handler(name) for name in names}
        )
        self.menus["view"].addAction(self.problems_dock.toggleViewAction())
        self.menus["view"].addAction(self.run_dock.toggleViewAction())
        splitter = self._layout.get("splitter")
        if splitter is not None:
            self.splitter.restoreState(splitter)
        self.settle_docks()

    def settle_docks(self) -> None:
        """The Problems and Run tabs as they were left (else about 170 px high): again
        once their contents are in, which would otherwise take the room they ask for."""
        from PySide6.QtCore import Qt

        state = self._layout.get("state")
        if state is not None:
            self.restoreState(state)
        else:
            self.resizeDocks([self.problems_dock], [170], Qt.Orientation.Vertical)

    def _build_docks(self) -> None:
        """Problems and Run as tabs below the editor (their contents come later)."""
        self.problems_dock = self._dock(tr("Problems"), "problemsDock")
        self.run_dock = self._dock(tr("Run"), "runDock")
        self.tabifyDockWidget(self.problems_dock, self.run_dock)
        self.problems_dock.raise_()
        self.run_dock.visibilityChanged.connect(self._room_for_results)
        self.statusBar()

    def _dock(self, title: str, name: str) -> QDockWidget:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QDockWidget

        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(QWidget())
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        return dock

    def _room_for_results(self, shown: bool) -> None:
        """Results need more room than a few problems: when the Run tab comes up, its
        area grows to about two fifths of the window (the steps keep their rows)."""
        from PySide6.QtCore import Qt

        spare = self._spare_height(wrapped=False)
        wanted = min(self.height() * 2 // 5, self.run_dock.height() + spare)
        if shown and self.run_dock.height() < wanted:
            self.resizeDocks([self.run_dock], [wanted], Qt.Orientation.Vertical)

    def _spare_height(self, *, wrapped: bool = True) -> int:
        """How much taller the bottom tabs can get before the editor has to scroll (the
        person may still drag them taller: the editor then scrolls)."""
        view = self.stack.current_view() if self.is_ready else None
        if view is None:
            return self.height()
        central = self.centralWidget()
        return (central.height() if central else 0) - view.needed_height(wrapped=wrapped)

    def fit_docks_to_editor(self) -> None:
        """Once, for the first recipe shown when no layout was saved: the bottom tabs give
        the editor the room it needs (at 1024×700 their default height made it scroll)."""
        from PySide6.QtCore import Qt

        if self._layout.get("state") is not None or getattr(self, "_docks_fitted", False):
            return
        spare = self._spare_height()
        if self.stack.current_view() is not None:
            self._docks_fitted = True
            if spare < 0:
                height = max(self.problems_dock.height() + spare, 60)
                docks = [self.problems_dock, self.run_dock]
                self.resizeDocks(docks, [height, height], Qt.Orientation.Vertical)

    @staticmethod
    def _saved_layout() -> dict[str, QByteArray]:
        """The window, docks and splitter as the person left them, read straight from
        the settings file: the settings' models are not loaded yet, and restoring later
        would make the window jump after it appeared."""
        layout: Any = peek_settings().get("window")
        if not isinstance(layout, dict):
            return {}
        saved = {key: layout.get(key) for key in ("geometry", "state", "splitter")}
        return {
            key: decode_state(text)
            for key, text in saved.items()
            if isinstance(text, str) and text and text.isascii()
        }

    def _menu_handler(self, name: str) -> Callable[[], object]:
        def handle() -> object:
            handler = self.handlers.get(name)
            return handler() if handler is not None else None

        return handle

    def open_when_ready(self, entry: LibraryEntry) -> None:
        if self.is_ready:
            return
        self.pending_open = entry
        self.waiting.setText(
            tr("Opening “{name}”… checking it.").format(name=entry.name or entry.file)
        )

    def show_status(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message, 10000)
        else:
            self.statusBar().clearMessage()

    def selected_rows(self) -> list[int]:
        """The selected rows of the open recipe's steps (none before anything is open)."""
        view = self.stack.current_view() if self.is_ready else None
        return view.editor.steps_view.selected_rows() if view is not None else []
