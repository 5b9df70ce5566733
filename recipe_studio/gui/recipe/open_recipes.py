"""The recipes open in the window, and which one is shown.

Controllers (saving, library flows, runs) get this object instead of the main window: it
is all they need to find the current recipe or the open copy of a library recipe.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from recipe_studio.gui.recipe.session import EditorSession


class OpenRecipes(QObject):
    #: The shown recipe changed (``None``: none is shown).
    current_changed = Signal(object)
    opened = Signal(object)
    #: A session is about to go (its widgets are still there).
    closing = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sessions: list[EditorSession] = []
        self.current: EditorSession | None = None

    def named(self, name: str) -> EditorSession | None:
        """The open recipe saved in the library as ``name``."""
        for session in self.sessions:
            if session.library_name == name:
                return session
        return None

    def add(self, session: EditorSession) -> None:
        self.sessions.append(session)
        session.setParent(self)
        self.opened.emit(session)

    def show(self, session: EditorSession | None) -> None:
        if session is not self.current:
            self.current = session
            self.current_changed.emit(session)

    def close(self, session: EditorSession) -> None:
        if session not in self.sessions:
            return
        self.closing.emit(session)
        self.sessions.remove(session)
        if self.current is session:
            self.show(None)
        session.deleteLater()

    def unsaved(self) -> list[EditorSession]:
        return [s for s in self.sessions if s.modified]
