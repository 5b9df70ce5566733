"""One selection: the library list highlights the recipe shown in the editor, and only it.

Every way the shown recipe changes (opening, New, Duplicate, Import, undoing a delete,
switching) ends in :class:`OpenRecipes`' ``current_changed``; every way its saved name
changes (Save, Save As, a rename) ends in the session's ``identity_changed``; and every
way the list changes (a refresh, a search) ends in the panel's ``listing_changed``. This
object listens to those signals and puts the highlight where the editor is, so no flow
selects anything itself.

The rule: the shown recipe's entry is highlighted when the list shows it; otherwise (an
unsaved new recipe, nothing open, the recipe hidden by the search) no recipe is. A file
that cannot be read is not a recipe: picking one leaves it highlighted while the editor
shows nothing, so it can still be moved to the trash.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from recipe_studio.gui.library.library_panel import LibraryPanel
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.recipe.session import EditorSession


class SelectionFollowsEditor(QObject):
    def __init__(
        self, recipes: OpenRecipes, panel: LibraryPanel, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.recipes = recipes
        self.panel = panel
        recipes.current_changed.connect(self.sync)
        recipes.opened.connect(self._opened)
        panel.listing_changed.connect(self.sync)
        self.sync()

    def _opened(self, session: EditorSession) -> None:
        session.identity_changed.connect(self.sync)

    def shown_name(self) -> str | None:
        """The library name of the recipe in the editor (None: unsaved or nothing shown)."""
        session = self.recipes.current
        return session.library_name if session is not None else None

    def sync(self, *_: object) -> None:
        name = self.shown_name()
        entry = self.panel.current_entry()
        if name is None and entry is not None and entry.broken:
            return
        self.panel.highlight(name)
