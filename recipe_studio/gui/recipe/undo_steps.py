"""Undo commands for steps: each ``redo``/``undo`` only calls the document.

See :mod:`recipe_studio.gui.undo` for the rules every command follows (first ``redo``
records what the document method returned; a command that changed nothing is obsolete;
steps are found by their stable ``uid``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from recipe_studio.core.document import RecipeDocument, StepsEdit
    from recipe_studio.core.model import Step
    from recipe_studio.core.references import JsonPath

MERGE_ARGUMENT = 2
MERGE_WAIT = 3


class StepsInsertCommand(QUndoCommand):
    """Steps made by one document method; a redo after undo puts back the same steps."""

    def __init__(self, doc: RecipeDocument, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.edit: StepsEdit | None = None

    def make(self) -> StepsEdit | None:
        raise NotImplementedError

    def redo(self) -> None:  # QUndoCommand.redo
        if self.edit is None:
            self.edit = self.make()
            self.setObsolete(self.edit is None or not self.edit.steps)
        elif self.edit.steps:
            self.edit = self.doc.insert_steps(
                self.edit.steps[0][0], [step for _, step in self.edit.steps]
            )

    def undo(self) -> None:  # QUndoCommand.undo
        if self.edit is not None:
            self.doc.undo_insert(self.edit)

    @property
    def inserted(self) -> list[int]:
        """Rows of the new steps."""
        return [index for index, _ in self.edit.steps] if self.edit else []


class AddToolStepCommand(StepsInsertCommand):
    def __init__(self, doc: RecipeDocument, index: int, tool: str, text: str) -> None:
        super().__init__(doc, text)
        self.index, self.tool = index, tool

    def make(self) -> StepsEdit | None:
        return self.doc.add_tool_step(self.index, self.tool)


class AddWaitStepCommand(StepsInsertCommand):
    def __init__(self, doc: RecipeDocument, index: int, seconds: float, text: str) -> None:
        super().__init__(doc, text)
        self.index, self.seconds = index, seconds

    def make(self) -> StepsEdit | None:
        return self.doc.add_wait_step(self.index, self.seconds)


class PasteStepsCommand(StepsInsertCommand):
    def __init__(self, doc: RecipeDocument, index: int, pasted: str, text: str) -> None:
        super().__init__(doc, text)
        self.index, self.pasted = index, pasted

    def make(self) -> StepsEdit | None:
        return self.doc.paste_steps(self.index, self.pasted)


class DuplicateStepsCommand(StepsInsertCommand):
    def __init__(self, doc: RecipeDocument, rows: list[int], text: str) -> None:
        super().__init__(doc, text)
        self.rows = rows

    def make(self) -> StepsEdit | None:
        return self.doc.duplicate_steps(self.rows)


class RemoveStepsCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, indices: list[int], text: str) -> None:
        super().__init__(text)
        self.doc, self.indices = doc, indices
        self.edit: StepsEdit | None = None

    def redo(self) -> None:  # QUndoCommand.redo
        self.edit = self.doc.remove_steps(self.indices)

    def undo(self) -> None:  # QUndoCommand.undo
        assert self.edit is not None
        self.doc.undo_remove(self.edit)


class MoveStepsCommand(QUndoCommand):
    def __init__(self, doc: RecipeDocument, indices: list[int], before: int, text: str) -> None:
        super().__init__(text)
        self.doc, self.indices, self.before = doc, indices, before
        self.edit: StepsEdit | None = None

    def redo(self) -> None:  # QUndoCommand.redo
        self.edit = self.doc.move_steps(self.indices, self.before)

    def undo(self) -> None:  # QUndoCommand.undo
        assert self.edit is not None
        self.doc.undo_reorder(self.edit)


class StepEditCommand(QUndoCommand):
    """An edit of one step through one document method; undo puts the old step back."""

    def __init__(self, doc: RecipeDocument, index: int, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.uid = doc.steps[index].uid
        self.old: Step | None = None
        self._done = False

    def apply(self, index: int) -> Step | None:
        raise NotImplementedError

    def redo(self) -> None:  # QUndoCommand.redo
        old = self.apply(self.doc.index_of(self.uid))
        if not self._done:
            self._done, self.old = True, old
            self.setObsolete(old is None)

    def undo(self) -> None:  # QUndoCommand.undo
        if self.old is not None:
            self.doc.restore_steps({self.uid: self.old})


class SetToolCommand(StepEditCommand):
    def __init__(self, doc: RecipeDocument, index: int, tool: str, text: str) -> None:
        super().__init__(doc, index, text)
        self.tool = tool

    def apply(self, index: int) -> Step | None:
        return self.doc.set_tool(index, self.tool)


class SetArgumentCommand(StepEditCommand):
    """One argument; typing in the same argument of the same step merges into one undo."""

    def __init__(
        self, doc: RecipeDocument, index: int, path: JsonPath, value: Any, text: str, merge: bool
    ) -> None:
        super().__init__(doc, index, text)
        self.path, self.value, self.merge = path, value, merge

    def apply(self, index: int) -> Step | None:
        return self.doc.set_argument(index, self.path, self.value)

    def id(self) -> int:  # QUndoCommand.id
        return MERGE_ARGUMENT if self.merge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # QUndoCommand.mergeWith
        if not (
            isinstance(other, SetArgumentCommand)
            and other.merge
            and (other.uid, other.path) == (self.uid, self.path)
        ):
            return False
        self.value = other.value
        return True


class RemoveArgumentCommand(StepEditCommand):
    def __init__(self, doc: RecipeDocument, index: int, path: JsonPath, text: str) -> None:
        super().__init__(doc, index, text)
        self.path = path

    def apply(self, index: int) -> Step | None:
        return self.doc.remove_argument(index, self.path)


class SetArgsCommand(StepEditCommand):
    """All arguments at once (the "Edit as JSON" text)."""

    def __init__(self, doc: RecipeDocument, index: int, args: dict[str, Any], text: str) -> None:
        super().__init__(doc, index, text)
        self.args = args

    def apply(self, index: int) -> Step | None:
        return self.doc.set_args(index, self.args)


class SetOptionalCommand(StepEditCommand):
    def __init__(self, doc: RecipeDocument, index: int, optional: bool, text: str) -> None:
        super().__init__(doc, index, text)
        self.optional = optional

    def apply(self, index: int) -> Step | None:
        return self.doc.set_optional(index, self.optional)


class SetWaitSecondsCommand(StepEditCommand):
    """A wait's length; turning the spin box merges into one undo step."""

    def __init__(self, doc: RecipeDocument, index: int, seconds: float, text: str) -> None:
        super().__init__(doc, index, text)
        self.seconds = seconds

    def apply(self, index: int) -> Step | None:
        return self.doc.set_wait_seconds(index, self.seconds)

    def id(self) -> int:  # QUndoCommand.id
        return MERGE_WAIT

    def mergeWith(self, other: QUndoCommand) -> bool:  # QUndoCommand.mergeWith
        if not isinstance(other, SetWaitSecondsCommand) or other.uid != self.uid:
            return False
        self.seconds = other.seconds
        return True


class SetStepIdCommand(QUndoCommand):
    """Rename a custom-tool step id and the ``$step`` references to it."""

    def __init__(self, doc: RecipeDocument, index: int, step_id: str, text: str) -> None:
        super().__init__(text)
        self.doc, self.new = doc, step_id
        self.uid = doc.steps[index].uid
        self.previous: dict[str, Step] | None = None

    def redo(self) -> None:  # QUndoCommand.redo
        previous = self.doc.set_step_id(self.doc.index_of(self.uid), self.new)
        if self.previous is None:
            self.previous = previous
            self.setObsolete(not previous)

    def undo(self) -> None:  # QUndoCommand.undo
        self.doc.restore_steps(self.previous or {})
