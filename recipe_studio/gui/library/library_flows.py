"""What the library list's buttons do to recipes: duplicate, rename, delete (with undo).

Each flow asks the library (core) and then tells the open copy of the recipe, if there is
one, through one session method: a rename becomes an undo step of the document, a delete
closes an unmodified recipe or keeps a modified one open as unsaved. A flow that makes a
recipe (Duplicate, undoing a delete, restoring from the trash) opens it; none selects
anything in the list (the highlight follows the editor: :mod:`recipe_studio.gui.library.selection`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from recipe_studio.core.library import Library, LibraryEntry, LibraryError
from recipe_studio.core.library.names import fresh_name
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.texts import library_error_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.library.library_panel import LibraryPanel
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes

tr = translator("LibraryActions")


class LibraryFlows:
    def __init__(
        self,
        library: Library,
        recipes: OpenRecipes,
        panel: LibraryPanel,
        parent: QWidget,
        open_name: Callable[[str], object],
    ) -> None:
        self.library = library
        self.recipes = recipes
        self.panel = panel
        self.parent = parent
        self.open_name = open_name
        #: Told ``(original id, copy id)`` after Duplicate (the copy's settings follow).
        self.on_duplicated: Callable[[str, str], None] | None = None

    def _made(self, name: str) -> None:
        """A recipe was added to the library: list it and show it."""
        self.panel.refresh()
        self.open_name(name)

    def _fail(self, title: str, exc: Exception) -> None:
        QMessageBox.warning(self.parent, title, library_error_text(exc))

    def duplicate(self, entry: LibraryEntry) -> None:
        if not entry.name:
            return
        try:
            loaded = self.library.load(entry.name)
            name = fresh_name(entry.name, self.library.exists)
            recipe = loaded.recipe.model_copy(update={"name": name})
            self.library.save(loaded.profile, recipe, draft="auto")
            copy_id = self.library.load(name).recipe_id
        except (LibraryError, OSError) as exc:
            self._fail(tr("Not duplicated"), exc)
            return
        if loaded.recipe_id and copy_id and self.on_duplicated is not None:
            self.on_duplicated(loaded.recipe_id, copy_id)
        self._made(name)

    def rename(self, entry: LibraryEntry) -> None:
        if not entry.name:
            return
        new, ok = QInputDialog.getText(
            self.parent, tr("Rename recipe"), tr("New name:"), text=entry.name
        )
        new = new.strip()
        if not ok or not new or new == entry.name:
            return
        session = self.recipes.named(entry.name)
        try:
            stamp = self.library.rename(
                entry.name, new, base=session.loaded_token if session else None
            )
        except (LibraryError, OSError) as exc:
            self._fail(tr("Not renamed"), exc)
            return
        if session is not None:
            session.renamed_in_library(new, stamp)
        self.panel.refresh()

    def delete(self, entry: LibraryEntry) -> None:
        try:
            trashed = (
                self.library.delete_file(entry.file)
                if entry.broken or not entry.name
                else self.library.delete(entry.name)
            )
        except (LibraryError, OSError) as exc:
            self._fail(tr("Not deleted"), exc)
            return
        session = self.recipes.named(entry.name) if entry.name else None
        if session is not None:
            if session.modified:
                session.detach_from_library()
            else:
                self.recipes.close(session)
        self.panel.refresh()
        label = entry.name or entry.file

        def undo() -> None:
            try:
                restored = self.library.restore_from_trash(trashed.id, on_clash="keep-both")
            except (LibraryError, OSError) as exc:
                self._fail(tr("Not restored"), exc)
                return
            self._made(restored)

        self.panel.show_notice(
            tr("“{name}” was moved to the trash.").format(name=label), tr("Undo"), undo
        )

    def show_trash(self) -> None:
        from recipe_studio.gui.versions.trash_dialog import TrashDialog

        run_modal(TrashDialog(self.library, self._made, self.parent))
