"""Application start-up: the QApplication, theme, translations, the window, files to open."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFileOpenEvent, QGuiApplication, QIcon, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from recipe_studio import __version__
from recipe_studio.core.paths import resources_dir


class StudioApplication(QApplication):
    """Also receives the macOS "open this document" event (double-clicked recipe files)."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.pending_files: list[str] = []
        self.window: QObject | None = None

    def event(self, event: QEvent) -> bool:  # QApplication.event
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            window = self.window
            if window is not None and hasattr(window, "actions_"):
                window.actions_.import_paths([path])
            else:
                self.pending_files.append(path)
            return True
        return super().event(event)


def make_app(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        configure(existing)
        return existing
    app = StudioApplication(argv if argv is not None else sys.argv[:1])
    configure(app)
    return app


def configure(app: QApplication) -> None:
    from recipe_studio.gui.gc_policy import collect_on_gui_thread

    collect_on_gui_thread(app)
    app.setApplicationName("Recipe Studio")
    app.setOrganizationName("Recipe Studio")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("recipe-studio")
    icon = resources_dir() / "icons" / "recipe-studio.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    apply_theme(app)
    from recipe_studio.gui.i18n import install_translations

    install_translations(app)


def apply_theme(app: QApplication) -> None:
    """Follow the OS's light or dark mode; Fusion where the platform style has no dark."""
    hints = QGuiApplication.styleHints()
    dark = hints.colorScheme() == Qt.ColorScheme.Dark
    styles = list(QStyleFactory.keys())
    if sys.platform.startswith("linux") and "Fusion" in styles:
        app.setStyle("Fusion")
        if dark:
            app.setPalette(dark_palette())
    hints.colorSchemeChanged.connect(lambda scheme: _scheme_changed(app, scheme))


def _scheme_changed(app: QApplication, scheme: Qt.ColorScheme) -> None:
    if sys.platform.startswith("linux"):
        app.setPalette(
            dark_palette() if scheme == Qt.ColorScheme.Dark else app.style().standardPalette()
        )


def dark_palette() -> QPalette:
    from PySide6.QtGui import QColor

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


def run_app(files: list[str], *, quit_after_start: bool = False) -> int:
    app = make_app()
    from recipe_studio.gui.main_window import MainWindow

    window = MainWindow()
    if isinstance(app, StudioApplication):
        app.window = window
        files = [*files, *app.pending_files]
    window.show()
    paths = [f for f in files if Path(f).exists()]
    if paths:
        # From inside the event loop: the import's report box is modal, and a quit queued
        # behind it (--quit-after-start) then ends its loop too instead of waiting on it.
        QTimer.singleShot(0, lambda: window.actions_.import_paths(paths))
    if quit_after_start:  # --quit-after-start: time to a shown window, then leave
        QTimer.singleShot(0, app.quit)
        return int(app.exec())
    from recipe_studio.gui.first_run import ask_examples, first_start

    if first_start(window.library, window.settings):
        if ask_examples(window, window.settings):
            window.add_examples()
        window.start_tour()
    return int(app.exec())
