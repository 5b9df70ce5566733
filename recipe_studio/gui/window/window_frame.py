"""The main window's frame: what start-up shows before the rest of the app has loaded.

The window is up about as soon as a bare Qt window would be. Constructing the frame sets
only the window's size, place and title (from the settings file as it is on disk), so it
can be shown at once; :meth:`WindowFrame.build_frame`, called once it is on screen, adds
the frame's parts (the menus, the library list filled from the index, "Getting ready…"
where the editor goes, the Problems and Run tabs) as the person left them. Then the
window starts (:meth:`MainWindow.finish`): the welcome page takes the editor's place and
the menus act. What needs the models, the catalogs and validation (:attr:`parts`) is
built the first time something asks for it, in the same window: a recipe chosen in the
list, a menu action that works on recipes. A recipe chosen in the list before the window
has started says it is being checked and opens once it has. All parts are built in
:mod:`recipe_studio.gui.window.window_parts`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, Signal
from PySide6.QtWidgets import QMainWindow, QWidget

from recipe_studio.core.settings_file import peek_settings
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.layout_state import decode_state

# Qt's namespace (``Qt.``), the widgets and the menus are imported where they are used:
# the first frame is up before they load (each Qt class costs on first use).
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from recipe_studio.core.library import Library, LibraryEntry
    from recipe_studio.gui.editor.session_view import SessionView
    from recipe_studio.gui.welcome.welcome import WelcomePage
    from recipe_studio.gui.window.window_parts import FrameParts, WindowParts

tr = translator("MainWindow")


class WindowFrame(QMainWindow):
    """The window's skeleton and its two-step build; :class:`~recipe_studio.gui.
    main_window.MainWindow` adds what it does. Its parts are the two dataclasses of
    :mod:`recipe_studio.gui.window.window_parts`: :attr:`frame` and :attr:`parts`."""

    #: Everything is built: the menus act and the editor can open recipes.
    ready = Signal()

    #: The menus, the library list and the tabs: built by :meth:`build_frame`.
    frame: FrameParts

    def __init__(self, parent: QWidget | None = None) -> None:
        """Only what the very first frame needs (size, place, title): start-up shows it
        at once and calls :meth:`build_frame` right after it is on screen."""
        super().__init__(parent)
        #: The working parts; None until first needed (see :attr:`parts`).
        self._parts: WindowParts | None = None
        self._building = False
        #: The library the working parts use (None: the person's own, made when built).
        self._library: Library | None = None
        #: Shown where the editor goes while no recipe is open (from :meth:`start`).
        self.welcome: WelcomePage | None = None
        #: A recipe chosen in the list before the rest was ready: opened when it is.
        self.pending_open: LibraryEntry | None = None
        #: What each menu action does; until the rest is ready, only Quit.
        self.handlers: Mapping[str, Callable[[], object]] = {"quit": self.close}
        self._docks_fitted = False
        self.setAcceptDrops(True)
        self.setWindowTitle("Recipe Studio")
        self.resize(1280, 800)
        self._layout = self._saved_layout()
        geometry = self._layout.get("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

    @property
    def started(self) -> bool:
        """The window has started: the welcome page is shown and the menus act."""
        return self.welcome is not None

    @property
    def built(self) -> bool:
        """The working parts are built (they are, once something has needed them)."""
        return self._parts is not None

    @property
    def parts(self) -> WindowParts:
        """The working parts (:class:`~recipe_studio.gui.window.window_parts.WindowParts`),
        built the first time they are asked for once the window has started."""
        if self._parts is None:
            if not self.started or self._building:
                raise RuntimeError("the window's working parts are built once it has started")
            self._building = True
            try:
                self._parts = self.build_rest()
            finally:
                self._building = False
            self.parts_built(self._parts)
        return self._parts

    def parts_built(self, parts: WindowParts) -> None:
        """What the window connects to its working parts once they are built."""

    def fit_to_screen(self) -> None:
        """No larger than the screen's free area: the default size (or one saved on a
        larger screen) must not put the window's edges off a 1024×700 screen."""
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            self.resize(self.size().boundedTo(room.size()))

    def build_frame(self) -> None:
        """The frame's parts (:func:`~recipe_studio.gui.window.window_parts.build_frame`), with
        the splitter and the tabs as they were left."""
        from recipe_studio.gui.window.window_parts import build_frame

        self.frame = build_frame(self, self._dispatch)
        self.frame.library_panel.open_requested.connect(self.open_when_ready)
        self.frame.run_dock.visibilityChanged.connect(self._room_for_results)
        splitter = self._layout.get("splitter")
        if splitter is not None:
            self.frame.splitter.restoreState(splitter)
        self.settle_docks()

    def build_rest(self) -> WindowParts:
        """The working parts (:func:`~recipe_studio.gui.window.window_parts.build_parts`) in
        the frame's places, with a busy cursor while they load; the tabs settled again
        around their contents."""
        from PySide6.QtCore import Qt, QTimer
        from PySide6.QtWidgets import QApplication

        from recipe_studio.gui.window.window_parts import build_parts

        assert self.welcome is not None
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            parts = build_parts(self, self.frame, self.welcome, self._library, self.show_status)
        finally:
            QApplication.restoreOverrideCursor()
        self.settle_docks()
        # (Once the recipe's page is laid out: its height depends on its width.)
        parts.recipes.current_changed.connect(
            lambda _session: QTimer.singleShot(0, self, self.fit_docks_to_editor)
        )
        return parts

    def settle_docks(self) -> None:
        """The Problems and Run tabs as they were left (else about 170 px high): again
        once their contents are in, which would otherwise take the room they ask for."""
        from PySide6.QtCore import Qt

        state = self._layout.get("state")
        if state is not None:
            self.restoreState(state)
        else:
            self.resizeDocks([self.frame.problems_dock], [170], Qt.Orientation.Vertical)

    def _room_for_results(self, shown: bool) -> None:
        """Results need more room than a few problems: when the Run tab comes up, its
        area grows to about two fifths of the window (the steps keep their rows)."""
        from PySide6.QtCore import Qt

        run_dock = self.frame.run_dock
        spare = self._spare_height(wrapped=False)
        wanted = min(self.height() * 2 // 5, run_dock.height() + spare)
        if shown and run_dock.height() < wanted:
            self.resizeDocks([run_dock], [wanted], Qt.Orientation.Vertical)

    def _spare_height(self, *, wrapped: bool = True) -> int:
        """How much taller the bottom tabs can get before the editor has to scroll (the
        person may still drag them taller: the editor then scrolls)."""
        view = self.current_view()
        if view is None:
            return self.height()
        central = self.centralWidget()
        return (central.height() if central else 0) - view.needed_height(wrapped=wrapped)

    def fit_docks_to_editor(self) -> None:
        """Once, for the first recipe shown when no layout was saved: the bottom tabs give
        the editor the room it needs (at 1024×700 their default height made it scroll)."""
        from PySide6.QtCore import Qt

        if self._layout.get("state") is not None or self._docks_fitted:
            return
        spare = self._spare_height()
        if self.current_view() is not None:
            self._docks_fitted = True
            if spare < 0:
                docks = [self.frame.problems_dock, self.frame.run_dock]
                height = max(docks[0].height() + spare, 60)
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

    def _dispatch(self, name: str) -> Callable[[], object]:
        """The menu action ``name`` calls what :attr:`handlers` says when it is chosen
        (the table grows from Quit alone to all of them once the rest is built)."""

        def handle() -> object:
            handler = self.handlers.get(name)
            return handler() if handler is not None else None

        return handle

    def open_when_ready(self, entry: LibraryEntry) -> None:
        """A recipe chosen in the list before the rest is built: said, and kept."""
        self.pending_open = entry
        self.frame.waiting.setText(
            tr("Opening “{name}”… checking it.").format(name=entry.name or entry.file)
        )

    def show_status(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message, 10000)
        else:
            self.statusBar().clearMessage()

    def current_view(self) -> SessionView | None:
        """The page of the recipe shown (none before the rest is built)."""
        return self._parts.stack.current_view() if self._parts is not None else None
