"""One open recipe in the window: its document, undo stack, live problems and run state.

Every user edit is one named undo command here (the command calls one document method),
so the widgets stay thin and the Edit menu names each change ("Undo Move step 3 to 1");
the steps' edits come from :mod:`recipe_studio.gui.recipe.step_edits`.
The recipe's saved identity — its library name, the stamp it was loaded with, whether it
is a draft, its stable id — changes only through the methods under "library" below.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from recipe_studio.core.arguments import ToolFacts, borrowed_differ, tool_facts
from recipe_studio.core.document import RecipeDocument
from recipe_studio.core.reference_names import ReferenceNames, reference_names
from recipe_studio.core.run_state import RunState
from recipe_studio.core.shapes import ShapeLookup, no_shapes
from recipe_studio.core.validation.live import LiveValidation, ProblemsDelta
from recipe_studio.gui import undo as cmd
from recipe_studio.gui.i18n import translator, ui_language
from recipe_studio.gui.recipe.param_edits import ParamsEditing
from recipe_studio.gui.recipe.step_edits import StepEdits
from recipe_studio.gui.words import tool_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from recipe_studio.core.argument_sources import Borrowed
    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.library import LoadedRecipe, Stamp
    from recipe_studio.core.model import Recipe
    from recipe_studio.core.problems import Problem

tr = translator("Session")


@dataclass(frozen=True)
class SavedIdentity:
    """Where the open recipe is stored: nothing of it when it was never saved."""

    #: A stable id, kept across renames (new recipes get one before their first save).
    recipe_id: str
    library_name: str | None = None
    #: The stamp the library gave when it was loaded or saved (detects outside changes).
    token: Stamp | None = None
    draft: bool = False


class EditorSession(QObject, StepEdits, ParamsEditing):
    """The recipe being edited, with everything the editor's widgets share (the step
    edits come from :class:`~recipe_studio.gui.recipe.step_edits.StepEdits`, the
    params' from :class:`~recipe_studio.gui.recipe.param_edits.ParamsEditing`)."""

    #: A :class:`ProblemsDelta` after each re-validation that changed something: the rows
    #: whose problems changed, or ``full`` (refresh everything from :attr:`problems`).
    problems_updated = Signal(object)
    title_changed = Signal()
    catalog_changed = Signal()
    #: The saved identity changed (saved, renamed, detached from the library).
    identity_changed = Signal()
    #: A one-line notice for the user (e.g. after the library changed under the recipe).
    notice = Signal(str)
    #: The user asked to try the step at this row ("Try this step" in the inspector).
    try_requested = Signal(int)

    def __init__(
        self,
        recipe: Recipe,
        profile: str,
        *,
        loaded: LoadedRecipe | None = None,
        catalog: Catalog | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = RecipeDocument(recipe, profile)
        self.undo_stack = QUndoStack(self)
        self._identity = SavedIdentity(recipe_id=uuid.uuid4().hex)
        self._catalog_override, self.catalog_choice = catalog, ""  # see catalog_choice.py
        self.live = LiveValidation(self.document, catalog)
        self.run_state = RunState(self._identity.recipe_id, recipe.name)
        #: What is known of each tool's results on the server the recipe runs on (learned
        #: shapes; the run controller sets it when the recipe opens in a window).
        self.result_shapes: ShapeLookup = no_shapes
        #: The words its references read by, made again after any change (see below).
        self._names: ReferenceNames | None = None
        self.document.changed.connect(self._forget_names)
        # Before any view hears of a param's change (``changed`` comes after it), so a
        # token repainted for a new title reads the new title.
        self.document.param_changed.connect(self._forget_names)
        self.document.params_changed.connect(self._forget_names)
        #: Identifiers the Studio made for params added here that wait for their first
        #: title, which then gives them their identifier (see :meth:`set_param_title`).
        self._placeholder_names: set[str] = set()
        self.catalog_changed.connect(self._forget_names)
        if loaded is not None:
            self._identity = SavedIdentity(
                loaded.recipe_id or self._identity.recipe_id,
                loaded.name,
                loaded.stamp,
                loaded.draft,
            )
            self.run_state.rename(self._identity.recipe_id, loaded.name)
            self.run_state.load_saved(loaded.pins, loaded.checks, self.document.steps)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._revalidate)
        self.live.invalidated.connect(self._timer.start)
        self.undo_stack.cleanChanged.connect(self.title_changed)
        self.document.field_changed.connect(self._field_changed)
        self._revalidate()

    def _field_changed(self, name: str) -> None:
        if name == "name":
            self.title_changed.emit()

    # ------------------------------------------------------------------ state
    @property
    def catalog(self) -> Catalog:
        return self.live.catalog

    def set_catalog(self, catalog: Catalog | None, choice: str = "") -> None:
        self._catalog_override = catalog
        self.catalog_choice = choice if catalog is not None else ""
        self.live.set_catalog(catalog)
        self.catalog_changed.emit()

    def set_borrowed(self, borrowed: Sequence[Borrowed]) -> None:
        """New lenders: the form is rebuilt only if a step's arguments now read otherwise."""
        before, doc = self.live.borrowed, self.document
        self.live.set_borrowed(borrowed)  # (nothing happens if they are the same)
        if borrowed_differ(doc.profile, self.catalog, doc.steps, before, borrowed):
            self.catalog_changed.emit()

    def tool_facts(self, tool: str) -> ToolFacts:
        """The facts of ``tool``'s arguments here (profile, catalogs, words, language)."""
        return tool_facts(
            self.document.profile,
            self.catalog,
            tool,
            borrowed=self.live.borrowed,
            language=ui_language(),
            words=tool_words(self.catalog),
        )

    def reference_names(self) -> ReferenceNames:
        """What this recipe's references are called in the UI language: params by their
        titles, result fields by the titles their steps' tools give them."""
        if self._names is None:
            doc = self.document
            self._names = reference_names(doc.steps, doc.params, tool_words(self.catalog))
        return self._names

    def _forget_names(self, *_: object) -> None:
        self._names = None

    @property
    def problems(self) -> list[Problem]:
        """Every problem, sorted (built on demand: widgets use :attr:`live`'s accessors)."""
        return self.live.problems()

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        return self.document.recipe.name or tr("Untitled recipe")

    def validate_now(self) -> list[Problem]:
        self._timer.stop()
        self._revalidate()
        return self.problems

    def _revalidate(self) -> None:
        delta: ProblemsDelta = self.live.take_delta()
        if delta:
            self.problems_updated.emit(delta)

    def _push(self, command: QUndoCommand) -> None:
        self.undo_stack.push(command)

    # ------------------------------------------------------------------ recipe
    def set_name(self, name: str) -> None:
        if name != self.document.recipe.name:
            self._push(cmd.SetFieldCommand(self.document, "name", name, tr("Rename recipe")))

    def set_description(self, text: str) -> None:
        if text != (self.document.recipe.description or ""):
            value = text if text or self.document.recipe.description is not None else None
            self._push(
                cmd.SetFieldCommand(self.document, "description", value, tr("Edit description"))
            )

    def set_profile(self, profile: str) -> None:
        if profile != self.document.profile.name:
            text = tr("Target {profile}").format(profile=profile)
            self._push(cmd.SetProfileCommand(self.document, profile, text))
            if self._catalog_override is None:
                self.live.set_catalog(None)
            self.catalog_changed.emit()

    def replace_recipe(self, recipe: Recipe, profile: str, text: str) -> None:
        self._push(cmd.ReplaceRecipeCommand(self.document, recipe, profile, text))
        self.catalog_changed.emit()

    # ------------------------------------------------------------------ pins
    def set_pin(self, uid: str, value: Any) -> None:
        """Pin a result to a step (``None`` unpins); undoable, and saved with the recipe."""
        pins = self.run_state.pins
        if pins.get(uid) != value or (value is None and uid in pins):
            text = tr("Pin result") if value is not None else tr("Unpin result")
            self._push(cmd.PinCommand(self.run_state, uid, value, text))

    def pins_by_index(self) -> dict[str, Any]:
        return self.run_state.pins_by_index(self.document.steps)

    # ------------------------------------------------------------------ library
    @property
    def identity(self) -> SavedIdentity:
        return self._identity

    @property
    def library_name(self) -> str | None:
        return self._identity.library_name

    @property
    def loaded_token(self) -> Stamp | None:
        return self._identity.token

    @property
    def draft(self) -> bool:
        return self._identity.draft

    @property
    def recipe_id(self) -> str:
        return self._identity.recipe_id

    def manifest(self) -> dict[str, Any]:
        return self.document.manifest()

    def mark_saved(self, library_name: str, token: Stamp, draft: bool) -> None:
        """The recipe as it is now was saved under ``library_name``."""
        self._set_identity(
            replace(self._identity, library_name=library_name, token=token, draft=draft)
        )
        self.undo_stack.setClean()

    def renamed_in_library(self, new_name: str, token: Stamp) -> None:
        """The library renamed the saved recipe (from the list): the document follows.

        The name change is one undo step; the saved state is the renamed one, so undoing
        it shows the recipe modified (saving would rename it back), and redoing it makes
        it saved again.
        """
        was_clean = self.undo_stack.isClean()
        if new_name != self.document.recipe.name:
            text = tr("Rename recipe to {name} in the library").format(name=new_name)
            self._push(cmd.SetFieldCommand(self.document, "name", new_name, text, merge=False))
        self._set_identity(replace(self._identity, library_name=new_name, token=token))
        if was_clean:
            self.undo_stack.setClean()

    def reloaded(self, loaded: LoadedRecipe, text: str) -> None:
        """Show the library's version (reload after an outside change, a restored version).

        Undo brings back what was in the editor; the loaded version is the saved state.
        """
        self.replace_recipe(loaded.recipe, loaded.profile, text)
        self.run_state.load_saved(loaded.pins, loaded.checks, self.document.steps)
        self.mark_saved(loaded.name, loaded.stamp, loaded.draft)

    def detach_from_library(self) -> None:
        """The saved recipe is gone (deleted) while the editor still holds changes: keep
        them as a new, unsaved recipe and say so."""
        self._set_identity(SavedIdentity(recipe_id=self._identity.recipe_id))
        self.undo_stack.resetClean()
        self.notice.emit(
            tr("The saved recipe was moved to the trash; your changes here are not saved.")
        )

    def forget_library_name(self) -> None:
        """Save as: the next save makes a new recipe (with a new id) instead of replacing."""
        self._set_identity(SavedIdentity(recipe_id=uuid.uuid4().hex))

    def replace_when_saving(self, token: Stamp | None) -> None:
        """Overwrite what is on disk now (``token``), or whatever is there (``None``)."""
        self._set_identity(replace(self._identity, token=token))

    def _set_identity(self, identity: SavedIdentity) -> None:
        self._identity = identity
        self.run_state.rename(identity.recipe_id, identity.library_name or "")
        self.identity_changed.emit()
        self.title_changed.emit()
