"""Start-up after the first frame: the window is on screen, the rest loads behind it.

Order: the window is shown first, at its size and place. Once it is on
screen the theme and translations are installed and the frame's parts are built (menus,
the library list, the Problems and Run tabs: see :mod:`recipe_studio.gui.window_frame`).
In the next frame the library list is filled from the index. Then the Qt-free core
(models, validation, catalogs, the run engine) is imported on a worker thread while the
window keeps taking input; then the rest of the window is built on the GUI thread, the
window starts taking files from later launches, and files given on the command line
are opened.
"""

from __future__ import annotations

import importlib
import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal

from recipe_studio.gui.window_frame import WindowFrame

log = logging.getLogger(__name__)

#: The Qt-free modules the rest of the window needs, imported off the GUI thread (core
#: never imports Qt, so this is safe). What is not listed still loads, on the GUI thread.
CORE_MODULES = (
    "pydantic",
    "recipe_studio.core.library.api",
    "recipe_studio.core.validation",
    "recipe_studio.core.catalog",
    "recipe_studio.core.document",
    "recipe_studio.core.settings",
    "recipe_studio.core.run_state",
    "recipe_studio.core.engine",
    "recipe_studio.core.summary",
)
#: When the window is not exposed (started minimized, on a hidden desktop), go on anyway.
EXPOSE_WAIT_MS = 300


class _Loaded(QObject):
    done = Signal()


class Startup(QObject):
    """Drives one window's start from its first frame to :attr:`WindowFrame.ready`."""

    def __init__(
        self, window: WindowFrame, finish: Callable[[], None], prepare: Callable[[], None]
    ) -> None:
        """``prepare`` runs once the first frame is on screen, before the frame's parts
        are built (the app's theme and translations); ``finish`` builds the rest."""
        super().__init__(window)
        self.window = window
        self._prepare = prepare
        self._finish = finish
        self._begun = False
        self._loaded = _Loaded(self)
        self._loaded.done.connect(self._build)

    def begin(self) -> None:
        """Call after ``window.show()``: goes on once the first frame is on screen."""
        handle = self.window.windowHandle()
        if handle is not None:
            handle.installEventFilter(self)
        QTimer.singleShot(EXPOSE_WAIT_MS, self._on_screen)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # QObject.eventFilter
        if event.type() == QEvent.Type.Expose and not self._begun:
            QTimer.singleShot(0, self._on_screen)  # after this frame is drawn
        return super().eventFilter(watched, event)

    def _on_screen(self) -> None:
        if self._begun:
            return
        self._begun = True
        handle = self.window.windowHandle()
        if handle is not None:
            handle.removeEventFilter(self)
        self._prepare()
        self.window.build_frame()
        QTimer.singleShot(0, self._list)  # the frame's parts are drawn, then the list

    def _list(self) -> None:
        self.window.library_panel.list_from_index()
        threading.Thread(target=self._import_core, name="start-up imports", daemon=True).start()

    def _import_core(self) -> None:
        for name in CORE_MODULES:
            try:
                importlib.import_module(name)
            except Exception:  # it fails again, with its message, on the GUI thread
                log.exception("start-up: importing %s failed", name)
                break
        self._loaded.done.emit()

    def _build(self) -> None:
        self._finish()
