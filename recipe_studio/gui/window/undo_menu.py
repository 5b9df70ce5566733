"""Undo and Redo at the head of the Edit menu, for whichever recipe is shown.

Each recipe has its own undo stack; showing another recipe puts that stack's actions in
the menu ("Undo Move step 3 to 1") and deletes the previous ones (kept, they would pile up
as children of the window). With no recipe shown, disabled placeholders hold the place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence

from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QMenu

    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("MainWindow")


class UndoActions:
    def __init__(self, menu: QMenu, owner: QObject) -> None:
        self.menu = menu
        self.owner = owner
        first = menu.actions()[0] if menu.actions() else None
        self.placeholders: list[QAction] = []
        for action in self._make(None):
            action.setEnabled(False)
            menu.insertAction(first, action)  # type: ignore[arg-type]
            self.placeholders.append(action)
        menu.insertSeparator(first)  # type: ignore[arg-type]
        self.shown = list(self.placeholders)

    def _make(self, session: EditorSession | None) -> list[QAction]:
        if session is None:
            undo, redo = QAction(tr("&Undo"), self.owner), QAction(tr("&Redo"), self.owner)
        else:
            undo = session.undo_stack.createUndoAction(self.owner, tr("&Undo"))
            redo = session.undo_stack.createRedoAction(self.owner, tr("&Redo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        undo.setObjectName("actionUndo")  # named as the menu table's actions are
        redo.setObjectName("actionRedo")
        return [undo, redo]

    def show(self, session: EditorSession | None) -> None:
        """Put ``session``'s Undo and Redo in the menu (placeholders for ``None``)."""
        new = self.placeholders if session is None else self._make(session)
        anchor = self.shown[-1]
        for action in new:
            self.menu.insertAction(anchor, action)
            action.setVisible(True)
        for action in self.shown:
            if action in new:
                continue
            self.menu.removeAction(action)
            if action in self.placeholders:
                action.setVisible(False)
            else:
                action.deleteLater()
        self.shown = new
