"""Open recipes follow what another program (the CLI, a sync tool) does to their files.

The library list's watcher reports files added, removed and changed outside the app
(``core.library.watch``). For each open recipe whose file is among them:

* changed, and not modified here: it is loaded again (one undo step brings back what
  was shown) and the status bar says so; modified here: nothing now, saving asks as
  always (reload, overwrite or save a copy);
* gone, and its recipe (the same stable id) is in a file that appeared meanwhile: it
  was renamed outside; the editor follows the new name (reloading it if unmodified);
* gone for good: it was deleted (or moved to the trash) outside; the editor keeps what
  it shows as a new, unsaved recipe and says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from recipe_studio.core.library import Changes, Library, LibraryError, LoadedRecipe
from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("MainWindow")


class OutsideChanges(QObject):
    def __init__(
        self,
        library: Library,
        recipes: OpenRecipes,
        status: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.recipes = recipes
        self.status = status

    def follow(self, changes: Changes) -> None:
        for session in list(self.recipes.sessions):
            token = session.loaded_token
            if session.library_name is None or token is None:
                continue
            if token.file in changes.modified:
                self._changed(session, token.file)
            elif token.file in changes.removed:
                self._gone(session, changes)

    def _changed(self, session: EditorSession, file: str) -> None:
        if session.modified:
            return  # saving asks what to do, as always
        loaded = self._load(file)
        if loaded is None or loaded.recipe_id != session.recipe_id:
            return
        session.reloaded(loaded, tr("Reload from disk"))
        self.status(
            tr("“{name}” was changed outside Recipe Studio; it shows the new version.").format(
                name=loaded.name
            )
        )

    def _gone(self, session: EditorSession, changes: Changes) -> None:
        old = session.library_name or ""
        moved = next(
            (
                loaded
                for file in changes.added
                if (loaded := self._load(file)) is not None
                and loaded.recipe_id == session.recipe_id
            ),
            None,
        )
        if moved is not None:
            if session.modified:
                session.renamed_in_library(moved.name, moved.stamp)
            else:
                session.reloaded(moved, tr("Reload from disk"))
            text = tr("“{old}” was renamed “{new}” outside Recipe Studio.")
            session.notice.emit(text.format(old=old, new=moved.name))
            return
        session.detach_from_library()
        session.notice.emit(
            tr(
                "“{name}” was deleted outside Recipe Studio; what you see here is not "
                "saved. Save it to keep it."
            ).format(name=old)
        )

    def _load(self, file: str) -> LoadedRecipe | None:
        try:
            return self.library.load_file(file)
        except (LibraryError, OSError):
            return None
