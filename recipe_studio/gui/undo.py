"""Undo commands for the recipe and its params: one per document method, each
``redo``/``undo`` only calls the document (the steps' are in :mod:`undo_steps`).

As in orange-canvas-core's ``document/commands.py``: the command records what the
document method returned (the old step or param, or a :class:`StepsEdit`) on its first
``redo`` and gives it back on ``undo``. A command whose edit changed nothing marks itself
obsolete, so the stack drops it. Steps are found by their stable ``uid``, never by a row
remembered from before, so a command stays right after moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from recipe_studio.core.document import RecipeDocument
    from recipe_studio.core.model import Param, Recipe, Step
    from recipe_studio.core.run_state import RunState

#: Command id for merging consecutive typing into one undo step (steps' in undo_steps).
MERGE_FIELD = 1


class SetFieldCommand(QUndoCommand):
    """Set the recipe's name or description; consecutive typing merges (unless ``merge``
    is false: a rename made in the library stays an undo step of its own)."""

    def __init__(
        self, doc: RecipeDocument, name: str, value: Any, text: str, merge: bool = True
    ) -> None:
        super().__init__(text)
        self.doc = doc
        self.name = name
        self.old = getattr(doc.recipe, name)
        self.new = value
        self.merge = merge

    def redo(self) -> None:  # QUndoCommand.redo
        self.doc.set_field(self.name, self.new)

    def undo(self) -> None:  # QUndoCommand.undo
        self.doc.set_field(self.name, self.old)

    def id(self) -> int:  # QUndoCommand.id
        return MERGE_FIELD if self.merge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # QUndoCommand.mergeWith
        if not isinstance(other, SetFieldCommand) or not other.merge or other.name != self.name:
            return False
        self.new = other.new
        return True


class SetProfileCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, profile: str, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.old = doc.profile.name
        self.new = profile

    def redo(self) -> None:  # QUndoCommand.redo
        self.doc.set_profile(self.new)

    def undo(self) -> None:  # QUndoCommand.undo
        self.doc.set_profile(self.old)


class ReplaceRecipeCommand(QUndoCommand):
    """Swap the whole recipe (conversion, restoring a version, reloading)."""

    def __init__(self, doc: RecipeDocument, recipe: Recipe, profile: str, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.new = (recipe, profile)
        self.old: tuple[Recipe, str] | None = None

    def redo(self) -> None:  # QUndoCommand.redo
        self.old = self.doc.replace_recipe(*self.new)

    def undo(self) -> None:  # QUndoCommand.undo
        assert self.old is not None
        self.doc.replace_recipe(*self.old)


# --------------------------------------------------------------------------- params


class AddParamCommand(QUndoCommand):
    """``RecipeDocument.add_param``: ``param``, or a new one with a fresh name."""

    def __init__(self, doc: RecipeDocument, text: str, param: Param | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        self.param = param
        self.added: tuple[int, Param] | None = None

    def redo(self) -> None:  # QUndoCommand.redo
        if self.added is not None:
            self.doc.add_param(self.added[1], self.added[0])
        else:
            self.added = self.doc.add_param(self.param)

    def undo(self) -> None:  # QUndoCommand.undo
        assert self.added is not None
        self.doc.remove_param(self.added[0])


class RemoveParamCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, index: int, text: str) -> None:
        super().__init__(text)
        self.doc, self.index = doc, index
        self.param = doc.params[index]

    def redo(self) -> None:  # QUndoCommand.redo
        self.param = self.doc.remove_param(self.index)

    def undo(self) -> None:  # QUndoCommand.undo
        self.doc.insert_param(self.index, self.param)


class MoveParamCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, source: int, target: int, text: str) -> None:
        super().__init__(text)
        self.doc, self.source, self.target = doc, source, target

    def redo(self) -> None:  # QUndoCommand.redo
        self.doc.move_param(self.source, self.target)

    def undo(self) -> None:  # QUndoCommand.undo
        self.doc.move_param(self.target, self.source)


class RenameParamCommand(QUndoCommand):
    """``RecipeDocument.rename_param``: the param and every reference to it."""

    def __init__(self, doc: RecipeDocument, index: int, name: str, text: str) -> None:
        super().__init__(text)
        self.doc, self.index, self.new = doc, index, name
        self.old = doc.params[index].name
        self.previous: dict[str, Step] = {}

    def redo(self) -> None:  # QUndoCommand.redo
        self.previous = self.doc.rename_param(self.index, self.new)

    def undo(self) -> None:  # QUndoCommand.undo
        self.doc.update_param(self.index, name=self.old)
        self.doc.restore_steps(self.previous)


class ParamEditCommand(QUndoCommand):
    """One field of one param through one document method; undo sets the old param back."""

    def __init__(self, doc: RecipeDocument, index: int, value: Any, text: str) -> None:
        super().__init__(text)
        self.doc, self.index, self.value = doc, index, value
        self.old: Param | None = None
        self._done = False

    def apply(self) -> Param | None:
        raise NotImplementedError

    def redo(self) -> None:  # QUndoCommand.redo
        old = self.apply()
        if not self._done:
            self._done, self.old = True, old
            self.setObsolete(old is None)

    def undo(self) -> None:  # QUndoCommand.undo
        if self.old is not None:
            self.doc.set_param(self.index, self.old)


class SetParamTypeCommand(ParamEditCommand):
    def apply(self) -> Param | None:
        return self.doc.set_param_type(self.index, str(self.value))


class SetParamDefaultCommand(ParamEditCommand):
    """A default typed as text (``RecipeDocument.set_param_default_text``)."""

    def apply(self) -> Param | None:
        return self.doc.set_param_default_text(self.index, str(self.value))


class SetParamDescriptionCommand(ParamEditCommand):
    def apply(self) -> Param | None:
        return self.doc.set_param_description(self.index, str(self.value))


class SetParamTitleCommand(ParamEditCommand):
    """The param's title in the person's words (``RecipeDocument.set_param_title``)."""

    def apply(self) -> Param | None:
        return self.doc.set_param_title(self.index, str(self.value))


class SetParamExplanationCommand(ParamEditCommand):
    """The person's explanation (``RecipeDocument.set_param_explanation``)."""

    def apply(self) -> Param | None:
        return self.doc.set_param_explanation(self.index, str(self.value))


class SetParamRequiredCommand(ParamEditCommand):
    def apply(self) -> Param | None:
        return self.doc.set_param_required(self.index, bool(self.value))


# --------------------------------------------------------------------------- run marks


class ChecksCommand(QUndoCommand):
    """Set a step's checks; kept beside the recipe (saved, shared), never in its manifest."""

    def __init__(self, state: RunState, uid: str, checks: list[Any], text: str) -> None:
        super().__init__(text)
        self.state, self.uid, self.new = state, uid, list(checks)
        self.old = list(state.checks.get(uid, []))

    def redo(self) -> None:  # QUndoCommand.redo
        self.state.set_checks(self.uid, self.new)

    def undo(self) -> None:  # QUndoCommand.undo
        self.state.set_checks(self.uid, self.old)


class PinCommand(QUndoCommand):
    """Pin (or unpin) a result to a step; pins are kept beside the recipe, not exported."""

    def __init__(self, state: RunState, uid: str, value: Any, text: str) -> None:
        super().__init__(text)
        self.state, self.uid, self.new = state, uid, value
        self.old = state.pins.get(uid)

    def redo(self) -> None:  # QUndoCommand.redo
        self.state.set_pin(self.uid, self.new)

    def undo(self) -> None:  # QUndoCommand.undo
        self.state.set_pin(self.uid, self.old)
