"""Undo commands: each ``redo``/``undo`` only calls document methods (orange-canvas style).

The old value is recorded when the command is made (or by the document method's return
value on first ``redo``); compound edits are macros on the stack.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QUndoCommand

from recipe_studio.core.document import RecipeDocument, StepsEdit
from recipe_studio.core.model import Param, Recipe, Step

#: Command ids for merging consecutive typing into one undo step.
MERGE_FIELD = 1
MERGE_STEP = 2


class SetFieldCommand(QUndoCommand):
    """Set the recipe's name or description; consecutive typing merges."""

    def __init__(self, doc: RecipeDocument, name: str, value: Any, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.name = name
        self.old = getattr(doc.recipe, name)
        self.new = value

    def redo(self) -> None:  # QUndoCommand.redo
        self.doc.set_field(self.name, self.new)

    def undo(self) -> None:  # QUndoCommand.undo
        self.doc.set_field(self.name, self.old)

    def id(self) -> int:  # QUndoCommand.id
        return MERGE_FIELD

    def mergeWith(self, other: QUndoCommand) -> bool:  # QUndoCommand.mergeWith
        if not isinstance(other, SetFieldCommand) or other.name != self.name:
            return False
        self.new = other.new
        return True


class SetProfileCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, profile: str, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.old = doc.profile.name
        self.new = profile

    def redo(self) -> None:
        self.doc.set_profile(self.new)

    def undo(self) -> None:
        self.doc.set_profile(self.old)


class ReplaceRecipeCommand(QUndoCommand):
    """Swap the whole recipe (conversion, restoring a version, reloading)."""

    def __init__(self, doc: RecipeDocument, recipe: Recipe, profile: str, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.new = (recipe, profile)
        self.old: tuple[Recipe, str] | None = None

    def redo(self) -> None:
        self.old = self.doc.replace_recipe(*self.new)

    def undo(self) -> None:
        assert self.old is not None
        self.doc.replace_recipe(*self.old)


class InsertParamCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, index: int, param: Param, text: str) -> None:
        super().__init__(text)
        self.doc, self.index, self.param = doc, index, param

    def redo(self) -> None:
        self.doc.insert_param(self.index, self.param)

    def undo(self) -> None:
        self.doc.remove_param(self.index)


class RemoveParamCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, index: int, text: str) -> None:
        super().__init__(text)
        self.doc, self.index = doc, index
        self.param = doc.params[index]

    def redo(self) -> None:
        self.param = self.doc.remove_param(self.index)

    def undo(self) -> None:
        self.doc.insert_param(self.index, self.param)


class MoveParamCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, source: int, target: int, text: str) -> None:
        super().__init__(text)
        self.doc, self.source, self.target = doc, source, target

    def redo(self) -> None:
        self.doc.move_param(self.source, self.target)

    def undo(self) -> None:
        self.doc.move_param(self.target, self.source)


class SetParamCommand(QUndoCommand):
    """Replace one param (type, default, description, required)."""

    def __init__(self, doc: RecipeDocument, index: int, param: Param, text: str) -> None:
        super().__init__(text)
        self.doc, self.index, self.new = doc, index, param
        self.old = doc.params[index]

    def redo(self) -> None:
        self.doc.set_param(self.index, self.new)

    def undo(self) -> None:
        self.doc.set_param(self.index, self.old)


class RenameParamCommand(QUndoCommand):
    """Rename a param and the references to it."""

    def __init__(self, doc: RecipeDocument, index: int, name: str, text: str) -> None:
        super().__init__(text)
        self.doc, self.index, self.new = doc, index, name
        self.old = doc.params[index].name
        self.previous: dict[str, Step] = {}

    def redo(self) -> None:
        self.previous = self.doc.rename_param(self.index, self.new)

    def undo(self) -> None:
        self.doc.update_param(self.index, name=self.old)
        self.doc.restore_steps(self.previous)


class InsertStepsCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, index: int, steps: list[Step], text: str) -> None:
        super().__init__(text)
        self.doc, self.index, self.steps = doc, index, steps
        self.edit: StepsEdit | None = None

    def redo(self) -> None:
        self.edit = self.doc.insert_steps(self.index, self.steps)

    def undo(self) -> None:
        assert self.edit is not None
        self.doc.undo_insert(self.edit)


class RemoveStepsCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, indices: list[int], text: str) -> None:
        super().__init__(text)
        self.doc, self.indices = doc, indices
        self.edit: StepsEdit | None = None

    def redo(self) -> None:
        self.edit = self.doc.remove_steps(self.indices)

    def undo(self) -> None:
        assert self.edit is not None
        self.doc.undo_remove(self.edit)


class MoveStepsCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, indices: list[int], before: int, text: str) -> None:
        super().__init__(text)
        self.doc, self.indices, self.before = doc, indices, before
        self.edit: StepsEdit | None = None

    def redo(self) -> None:
        self.edit = self.doc.move_steps(self.indices, self.before)

    def undo(self) -> None:
        assert self.edit is not None
        self.doc.undo_reorder(self.edit)


class ReplaceStepCommand(QUndoCommand):
    """Any edit of one step; edits of the same field of the same step in a row merge."""

    def __init__(
        self, doc: RecipeDocument, index: int, step: Step, text: str, merge_key: str = ""
    ) -> None:
        super().__init__(text)
        self.doc = doc
        self.uid = step.uid
        self.new = step
        self.old = doc.steps[index]
        self.merge_key = merge_key

    def redo(self) -> None:
        self.doc.replace_step(self.doc.index_of(self.uid), self.new)

    def undo(self) -> None:
        self.doc.replace_step(self.doc.index_of(self.uid), self.old)

    def id(self) -> int:
        return MERGE_STEP if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (
            not isinstance(other, ReplaceStepCommand)
            or other.uid != self.uid
            or other.merge_key != self.merge_key
        ):
            return False
        self.new = other.new
        return True


class SetStepIdCommand(QUndoCommand):
    """Rename a custom-tool step id and the ``$step`` references to it."""

    def __init__(self, doc: RecipeDocument, index: int, step_id: str, text: str) -> None:
        super().__init__(text)
        self.doc, self.index, self.new = doc, index, step_id
        self.previous: dict[str, Step] = {}

    def redo(self) -> None:
        self.previous = self.doc.set_step_id(self.index, self.new)

    def undo(self) -> None:
        self.doc.restore_steps(self.previous)


class PinCommand(QUndoCommand):
    """Pin (or unpin) a result to a step; pins are kept beside the recipe, not exported."""

    def __init__(self, session: Any, uid: str, value: Any, text: str) -> None:
        super().__init__(text)
        self.session, self.uid, self.new = session, uid, value
        self.old = session.pins.get(uid)

    def redo(self) -> None:
        self.session.apply_pin(self.uid, self.new)

    def undo(self) -> None:
        self.session.apply_pin(self.uid, self.old)
