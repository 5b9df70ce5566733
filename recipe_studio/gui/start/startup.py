"""Start-up after the first frame: the window is on screen, the rest loads behind it.

Order: the window is shown first, at its size and place. Once it is on
screen the theme and translations are installed and the frame's parts are built (menus,
the library list, the Problems and Run tabs: see :mod:`recipe_studio.gui.window.window_frame`).
In the next frame the library list is filled from the index. In the frame after that
the window starts (the welcome page where the editor goes, the menus acting), the window
starts taking files from later launches, and files given on the command line are opened.
The models, catalogs and the run engine are imported when first needed (see
:attr:`~recipe_studio.gui.window.window_frame.WindowFrame.parts`).

(The core used to be imported on a worker thread meanwhile; with the interpreter's one
lock that bought under 5 % of the CPU time to a ready window, see "Performance devices"
in docs/architecture.md, so it went.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.window.window_frame import WindowFrame

#: When the window is not exposed (started minimized, on a hidden desktop), go on anyway.
EXPOSE_WAIT_MS = 300


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
        self.window.frame.library_panel.list_from_index()
        QTimer.singleShot(0, self._finish)  # the list is drawn, then the rest is built
