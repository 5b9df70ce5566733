"""Putting steps on the clipboard without crashing the interpreter at exit.

PySide6 (seen with 6.12 on the offscreen and xcb platforms) segfaults while shutting down
when the clipboard still owns a QMimeData created in Python; clearing the clipboard
before the interpreter exits avoids it (a plain text copy stays with the system).
"""

from __future__ import annotations

import atexit
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication

if TYPE_CHECKING:
    from PySide6.QtCore import QMimeData

_registered = False


def _clear() -> None:
    app = QGuiApplication.instance()
    if app is not None:
        QGuiApplication.clipboard().clear()


def set_mime(mime: QMimeData) -> None:
    global _registered
    if not _registered:
        atexit.register(_clear)
        _registered = True
    QGuiApplication.clipboard().setMimeData(mime)
