"""Saving a session to the library with the ``recipe_save`` rules, asking when it must.

A taken name asks whether to replace it or pick another; an outside change since the
recipe was loaded asks whether to reload, overwrite or save a copy. Recipes with errors
are kept as drafts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from recipe_studio.core.library import (
    ConflictError,
    InvalidNameError,
    Library,
    LibraryError,
    RecipeExistsError,
    SaveResult,
)
from recipe_studio.core.library.names import fresh_name
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.texts import library_error_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("Saving")


class SaveFlow:
    def __init__(self, library: Library, parent: QWidget) -> None:
        self.library = library
        self.parent = parent

    def save(self, session: EditorSession) -> SaveResult | None:
        """Save; returns the result, or None when the user cancelled or it failed."""
        recipe = session.document.recipe
        if not recipe.name.strip():
            name, ok = QInputDialog.getText(
                self.parent, tr("Save recipe"), tr("Name of the recipe:")
            )
            if not ok or not name.strip():
                return None
            session.set_name(name.strip())
        return self._attempt(session, overwrite=False)

    def _attempt(self, session: EditorSession, *, overwrite: bool) -> SaveResult | None:
        doc = session.document
        name = doc.recipe.name
        base = session.loaded_token
        try:
            if session.library_name is not None and session.library_name != name:
                if base is not None and not overwrite:
                    base = self.library.rename(session.library_name, name, base=base)
                else:
                    base = None
            result = self.library.save(
                doc.profile,
                doc.recipe,
                overwrite=overwrite,
                draft="auto",
                base=base,
                pins=session.pins_by_index(),
                recipe_id=session.recipe_id,
                checks=session.run_state.checks_by_index(doc.steps),
            )
        except RecipeExistsError:
            return self._ask_exists(session)
        except ConflictError as exc:
            return self._ask_conflict(session, exc)
        except (InvalidNameError, LibraryError, OSError) as exc:
            QMessageBox.warning(self.parent, tr("Not saved"), library_error_text(exc))
            return None
        session.mark_saved(name, result.stamp, result.draft)
        return result

    def _ask_exists(self, session: EditorSession) -> SaveResult | None:
        name = session.document.recipe.name
        box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(tr("A recipe with this name exists"))
        box.setText(tr("There is already a recipe called “{name}”.").format(name=name))
        box.setInformativeText(
            tr("Replace it (its current content is kept as a version), or save under another name?")
        )
        replace = box.addButton(tr("Replace"), QMessageBox.ButtonRole.DestructiveRole)
        rename = box.addButton(tr("Save as…"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(rename)
        run_modal(box)
        if box.clickedButton() is replace:
            session.replace_when_saving(None)
            return self._attempt(session, overwrite=True)
        if box.clickedButton() is rename:
            return self.save_as(session)
        return None

    def save_as(self, session: EditorSession) -> SaveResult | None:
        current = session.document.recipe.name or tr("Untitled recipe")
        suggestion = (
            fresh_name(current, self.library.exists) if self.library.exists(current) else current
        )
        name, ok = QInputDialog.getText(
            self.parent, tr("Save as"), tr("New name:"), text=suggestion
        )
        if not ok or not name.strip():
            return None
        session.set_name(name.strip())
        session.forget_library_name()
        return self._attempt(session, overwrite=False)

    def _ask_conflict(self, session: EditorSession, error: ConflictError) -> SaveResult | None:
        box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(tr("Changed outside Recipe Studio"))
        gone = error.theirs is None
        text = (
            tr("“{name}” was deleted or renamed outside Recipe Studio after you opened it.")
            if gone
            else tr("“{name}” was changed on disk after you opened it.")
        )
        box.setText(text.format(name=session.library_name))
        box.setInformativeText(
            tr(
                "Reload it (your changes here are lost), overwrite it with your version (the other is kept as a version), or save yours as a copy?"
            )
        )
        reload_button = box.addButton(tr("Reload"), QMessageBox.ButtonRole.ResetRole)
        reload_button.setVisible(not gone)  # there is nothing to reload
        overwrite = box.addButton(tr("Overwrite"), QMessageBox.ButtonRole.DestructiveRole)
        copy = box.addButton(tr("Save as copy"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(copy)
        run_modal(box)
        clicked = box.clickedButton()
        if clicked is overwrite:
            # Replace what is on disk now (the library's way to keep ours): without that
            # stamp the library refuses again and this question would come back forever.
            session.replace_when_saving(error.theirs)
            return self._attempt(session, overwrite=True)
        if clicked is copy:
            name = fresh_name(session.document.recipe.name, self.library.exists)
            session.set_name(name)
            session.forget_library_name()
            return self._attempt(session, overwrite=False)
        if clicked is reload_button:
            self.reload(session)
        return None

    def save_before_closing(
        self, unsaved: list[EditorSession], show: Callable[[EditorSession], None]
    ) -> bool:
        """Ask what to do with unsaved recipes before quitting (each is shown while it is
        saved); False: do not quit."""
        if not unsaved:
            return True
        names = "\n".join(f"• {s.display_name()}" for s in unsaved)
        answer = QMessageBox.question(
            self.parent,
            tr("Unsaved changes"),
            tr("These recipes have unsaved changes:\n{names}\n\nSave them before closing?").format(
                names=names
            ),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        # Only the Discard button throws the edits away: a box closed by the window
        # manager, Escape or reject() keeps the window open, as Cancel does.
        if answer == QMessageBox.StandardButton.Discard:
            return True
        if answer != QMessageBox.StandardButton.Save:
            return False
        for session in unsaved:
            show(session)
            if self.save(session) is None:
                return False
        return True

    def reload(self, session: EditorSession) -> None:
        if session.library_name is None:
            return
        session.reloaded(self.library.load(session.library_name), tr("Reload from disk"))
