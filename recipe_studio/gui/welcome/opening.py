"""Bringing a recipe into the editor: a library entry, a library name, a new recipe.

Every flow that ends with "and now show this recipe" (picking it in the list, Duplicate,
Import, undoing a delete, restoring from the trash, an example or a recent recipe on the
welcome page, a file opened from the system) calls :meth:`RecipeOpener.open_name` or :meth:`open_entry`; the
library list's highlight then follows by itself (:mod:`recipe_studio.gui.library.selection`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QWidget

from recipe_studio.core.library import Library, LibraryEntry, LibraryError, LoadedRecipe
from recipe_studio.core.model import Recipe
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.recipe.session import EditorSession
from recipe_studio.gui.texts import library_error_text
from recipe_studio.gui.welcome.first_run import add_example, add_examples
from recipe_studio.gui.welcome.welcome import example_name

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.examples import Example
    from recipe_studio.gui.editor.session_view import SessionStack
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes

tr = translator("MainWindow")


class RecipeOpener:
    def __init__(
        self,
        library: Library,
        recipes: OpenRecipes,
        stack: SessionStack,
        status: Callable[[str], None],
        parent: QWidget,
        relist: Callable[[], object],
    ) -> None:
        self.library = library
        self.recipes = recipes
        self.stack = stack
        self.status = status
        self.parent = parent
        #: Lists the library again after a recipe was added to it.
        self.relist = relist

    def open_entry(self, entry: LibraryEntry) -> EditorSession | None:
        """Show a listed recipe (its open copy if it has one); a file that cannot be read
        shows nothing, and the status bar says why."""
        if entry.broken or not entry.name:
            self.recipes.show(None)
            self.status(
                tr("“{file}” cannot be opened: {reason}").format(
                    file=entry.file, reason=entry.broken
                )
            )
            return None
        return self._open(entry.name, lambda: self.library.load_file(entry.file))

    def open_name(self, name: str) -> EditorSession | None:
        """Show the library recipe ``name`` (its open copy if it has one)."""
        return self._open(name, lambda: self.library.load(name))

    def _open(self, name: str, load: Callable[[], LoadedRecipe]) -> EditorSession | None:
        session = self.recipes.named(name)
        if session is None:
            try:
                loaded = load()
            except (LibraryError, OSError) as exc:  # broke after listing: tell, never crash
                QMessageBox.warning(self.parent, tr("Cannot open"), library_error_text(exc))
                return None
            session = EditorSession(loaded.recipe, loaded.profile, loaded=loaded)
            self.recipes.add(session)
            if session.document.steps:
                self.stack.view(session).editor.select_step(0)
        self.recipes.show(session)
        return session

    def open_recipe(self, recipe: Recipe, profile: str) -> EditorSession:
        """Show ``recipe`` as a new, unsaved recipe."""
        session = EditorSession(recipe, profile)
        self.recipes.add(session)
        self.recipes.show(session)
        return session

    def new_recipe(self) -> EditorSession:
        session = self.open_recipe(Recipe(name=""), "macos")
        self.stack.view(session).editor.name_edit.setFocus()
        return session

    def open_example(self, example: Example) -> EditorSession | None:
        """Start from an example: add it to the library (unless a recipe has its name)
        and show it."""
        name = add_example(self.library, example.path)
        self.relist()
        if name is None:
            self.status(
                tr("The example “{name}” could not be read.").format(name=example_name(example))
            )
            return None
        return self.open_name(name)

    def add_examples(self) -> EditorSession | None:
        """Help › Add the example recipes: those missing are added; the first is shown."""
        first = add_examples(self.library)
        self.relist()
        return self.open_name(first) if first is not None else None
