"""The recipes opened or saved last, remembered in the settings for the welcome page.

A recipe counts as used when it is shown in the editor with a library name, and when it
is saved (under a new name too: Save As, a rename); a rename replaces the old name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.settings import SettingsStore


class RecentRecipes(QObject):
    def __init__(
        self, recipes: OpenRecipes, settings: SettingsStore, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.recipes = recipes
        self.settings = settings
        #: The library name each open session had when last seen (to follow renames).
        self._names: dict[int, str | None] = {}
        recipes.opened.connect(self._opened)
        recipes.closing.connect(lambda s: self._names.pop(id(s), None))
        recipes.current_changed.connect(self._shown)

    def _opened(self, session: EditorSession) -> None:
        self._names[id(session)] = session.library_name
        session.identity_changed.connect(lambda s=session: self._saved(s))

    def _shown(self, session: EditorSession | None) -> None:
        if session is not None and session.library_name:
            self._remember(session.library_name)

    def _saved(self, session: EditorSession) -> None:
        old = self._names.get(id(session))
        new = session.library_name
        self._names[id(session)] = new
        if new:
            self._remember(new, replaces=old if old != new else None)

    def _remember(self, name: str, replaces: str | None = None) -> None:
        current = self.settings.value
        updated = current.with_recent(name, replaces=replaces)
        if updated.recent != current.recent:
            self.settings.update(recent=updated.recent)
