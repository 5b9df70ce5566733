"""Application start-up: the QApplication, theme, translations, the window, files to open."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from recipe_studio import __version__
from recipe_studio.core.paths import resources_dir
from recipe_studio.gui.start.module_sources import stop_keeping_module_sources

if TYPE_CHECKING:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPalette

    from recipe_studio.gui.start.single_instance import Primary
    from recipe_studio.gui.window.main_window import MainWindow


class StudioApplication(QApplication):
    """Also receives the macOS "open this document" event (double-clicked recipe files):
    the file is imported and opened in the editor, like ``recipe-studio gui FILE``."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.pending_files: list[str] = []
        self.window: MainWindow | None = None

    def event(self, event: QEvent) -> bool:  # QApplication.event
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if self.window is not None and self.window.started:
                self.window.open_files([path])
            else:  # before the window exists (the file that launched the app)
                self.pending_files.append(path)
            return True
        return super().event(event)


def make_app(argv: list[str] | None = None, *, names_only: bool = False) -> QApplication:
    """The application (the one that exists, or a new one), configured; with
    ``names_only`` only named, for a start-up that configures the rest after its first
    frame (see :mod:`recipe_studio.gui.start.startup`)."""
    stop_keeping_module_sources()
    existing = QApplication.instance()
    app = (
        existing
        if isinstance(existing, QApplication)
        else StudioApplication(argv if argv is not None else sys.argv[:1])
    )
    if names_only:
        name_app(app)
    else:
        configure(app)
    return app


def name_app(app: QApplication) -> None:
    """The names the system knows the app by (set before any window exists)."""
    app.setApplicationName("Recipe Studio")
    app.setOrganizationName("Recipe Studio")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("recipe-studio")


def configure(app: QApplication, *, icon: bool = True) -> None:
    from recipe_studio.gui.start.gc_policy import collect_on_gui_thread

    collect_on_gui_thread(app)
    name_app(app)
    if icon:
        set_window_icon(app)
    apply_theme(app)
    from recipe_studio.gui.i18n import install_translations

    install_translations(app)


def set_window_icon(app: QApplication) -> None:
    """The window's icon from its PNG sizes (``recipe-studio-<size>.png``, as
    ``packaging/make_icons.py`` writes them): the SVG would load Qt's SVG module and its
    icon plugin (~1 MB) for a picture drawn at a few fixed sizes."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for path in sorted((resources_dir() / "icons").glob("recipe-studio-*.png")):
        icon.addFile(str(path))
    if not icon.isNull():
        app.setWindowIcon(icon)


def apply_theme(app: QApplication) -> None:
    """Follow the OS's light or dark mode; Fusion where the platform style has no dark."""
    # Imported here: each Qt class costs on first use, and this runs after the first frame.
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QStyleFactory

    hints = QGuiApplication.styleHints()
    dark = hints.colorScheme() == Qt.ColorScheme.Dark
    styles = list(QStyleFactory.keys())
    if sys.platform.startswith("linux") and "Fusion" in styles:
        app.setStyle("Fusion")
        if dark:
            app.setPalette(dark_palette())
    hints.colorSchemeChanged.connect(lambda scheme: _scheme_changed(app, scheme))


def _scheme_changed(app: QApplication, scheme: Qt.ColorScheme) -> None:
    from PySide6.QtCore import Qt

    if sys.platform.startswith("linux"):
        app.setPalette(
            dark_palette() if scheme == Qt.ColorScheme.Dark else app.style().standardPalette()
        )


def dark_palette() -> QPalette:
    from PySide6.QtGui import QColor, QPalette

    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2b2d30",
        QPalette.ColorRole.WindowText: "#e8e8e8",
        QPalette.ColorRole.Base: "#1e1f22",
        QPalette.ColorRole.AlternateBase: "#2b2d30",
        QPalette.ColorRole.Text: "#e8e8e8",
        QPalette.ColorRole.Button: "#3c3f41",
        QPalette.ColorRole.ButtonText: "#e8e8e8",
        QPalette.ColorRole.Highlight: "#2f65ca",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: "#3c3f41",
        QPalette.ColorRole.ToolTipText: "#e8e8e8",
        QPalette.ColorRole.PlaceholderText: "#a0a0a0",
        QPalette.ColorRole.Link: "#7aa7ff",
    }
    for role, color in roles.items():
        palette.setColor(role, QColor(color))
    return palette


def _lend_focus(window: MainWindow, tokens: dict[str, str]) -> None:
    """A later launch's focus token, used just before the window raises itself for its
    files (see :mod:`recipe_studio.gui.start.activation`)."""
    from recipe_studio.gui.start.activation import use_tokens

    if tokens:
        use_tokens(tokens, int(window.winId()), QApplication.platformName())


def _take_hand_overs(app: QApplication, window: MainWindow, primary: Primary) -> None:
    """From now on, files a later launch hands over open here (and it may lend focus)."""
    primary.listen()
    primary.tokens_received.connect(lambda tokens: _lend_focus(window, tokens))
    primary.files_received.connect(window.open_files)
    app.aboutToQuit.connect(primary.close)


def run_app(files: list[str], *, quit_after_start: bool = False) -> int:
    """The window, opening ``files``; or, when this user's window for this Studio home is
    already running, hand ``files`` to it and return 0 (one window per user and home).

    The window's frame is shown first and the rest is built behind it (see
    :mod:`recipe_studio.gui.start.startup`); ``quit_after_start`` quits once all of it is
    built and ``files`` are opened."""
    app = make_app(names_only=True)  # the rest of configure() after the first frame
    primary = None
    if not quit_after_start:  # a timing run neither waits for nor takes hand-overs
        from recipe_studio.gui.start.single_instance import claim

        claimed = claim(files)
        if claimed.handed_over:
            return 0
        primary = claimed.primary
    window = start_window(app, files, primary=primary, quit_after_start=quit_after_start)
    code = int(app.exec())
    del window  # (kept until the loop ends)
    return code


def start_window(
    app: QApplication,
    files: list[str],
    *,
    primary: Primary | None = None,
    quit_after_start: bool = False,
) -> MainWindow:
    """The window as the app starts it, without running the event loop: its frame shown
    at once, then (in the loop) the theme and translations, the frame's parts, the list,
    the start (:meth:`MainWindow.finish`) and ``files`` opened; from then on files from
    later launches are taken through ``primary``. Tests start the window this way too."""
    from recipe_studio.gui.start.startup import Startup
    from recipe_studio.gui.window.main_window import MainWindow

    window = MainWindow(first_frame_only=True)
    if isinstance(app, StudioApplication):
        app.window = window

    def finish() -> None:
        window.finish()
        set_window_icon(app)
        pending = app.pending_files if isinstance(app, StudioApplication) else []
        paths = [f for f in [*files, *pending] if Path(f).exists()]
        if paths:
            # From inside the event loop, so an import report (a modal box) cannot keep
            # a queued quit (--quit-after-start) from ending the loop.
            QTimer.singleShot(0, lambda: window.open_files(paths))
        if primary is not None:
            # Later launches' files are taken after this launch's own (the timers run in
            # order, and ImportExport queues any that come while an import is on screen):
            # the last file handed over is the one shown.
            QTimer.singleShot(0, lambda: _take_hand_overs(app, window, primary))
        if quit_after_start:
            QTimer.singleShot(0, app.quit)

    window.fit_to_screen()
    window.show()
    Startup(window, finish, prepare=lambda: configure(app, icon=False)).begin()
    return window
