"""A modal dialog, shown once and then deleted.

A dialog made with a window as its parent lives as long as that window unless it is
deleted: left alone once closed, each use of a menu entry added one more hidden dialog
to the window, and each kept following the signals it had connected to (every
Connections dialog opened refilled its list at each connection's news). So a modal
dialog is shown with :func:`run_modal`, which deletes it once control is back in the
event loop: what it holds (the choice, the values typed) can still be read right after.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog


def run_modal(dialog: QDialog) -> int:
    """``dialog.exec()`` (its result); the dialog is deleted afterwards."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()
