"""The step edits of an editor session, each one named undo command.

The session (:class:`recipe_studio.gui.recipe.session.EditorSession`) takes these methods in; each
one names its edit for the Edit menu ("Undo Move step 3 to 1") and pushes the command that
calls one document method, so the steps' edits read in one place.
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING, Any

from recipe_studio.core.model import ToolStep, WaitStep
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.recipe import undo_steps as step_cmd
from recipe_studio.gui.words import argument_words, tool_words

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack

    from recipe_studio.core.document import RecipeDocument
    from recipe_studio.core.references import JsonPath
    from recipe_studio.core.validation.live import LiveValidation

tr = translator("Session")


class StepEdits:
    """The edits of the recipe's steps; the session provides what they act on."""

    document: RecipeDocument
    undo_stack: QUndoStack
    #: Its catalog names tools and arguments in the edits' names.
    live: LiveValidation

    def add_tool_step(self, index: int, tool: str = "") -> None:
        self.undo_stack.push(
            step_cmd.AddToolStepCommand(self.document, index, tool, tr("Add step"))
        )

    def add_wait_step(self, index: int, seconds: float = 5) -> None:
        self.undo_stack.push(
            step_cmd.AddWaitStepCommand(self.document, index, seconds, tr("Add wait step"))
        )

    def remove_steps(self, rows: list[int]) -> None:
        if not rows:
            return
        if len(rows) == 1:
            text = tr("Delete step {n}").format(n=rows[0] + 1)
        else:
            text = tr("Delete {count} steps").format(count=len(rows))
        self.undo_stack.push(step_cmd.RemoveStepsCommand(self.document, sorted(rows), text))

    def duplicate_steps(self, rows: list[int]) -> None:
        if rows:
            self.undo_stack.push(
                step_cmd.DuplicateStepsCommand(self.document, rows, tr("Duplicate steps"))
            )

    def move_steps(self, rows: list[int], before: int) -> None:
        rows = sorted(set(rows))
        if not rows:
            return
        count = len(self.document.steps)
        before = max(0, min(before, count))
        # Rows that stay above the drop point (counted without walking the recipe).
        rest_before = before - bisect.bisect_left(rows, before)
        if rows == list(range(rest_before, rest_before + len(rows))):
            return  # the drop puts them where they already are
        if len(rows) == 1:
            text = tr("Move step {a} to {b}").format(a=rows[0] + 1, b=rest_before + 1)
        else:
            text = tr("Move {count} steps").format(count=len(rows))
        self.undo_stack.push(step_cmd.MoveStepsCommand(self.document, rows, before, text))

    def paste_steps(self, index: int, text: str) -> list[int]:
        """Insert steps given as JSON text; returns the new rows (none: nothing pasted)."""
        count = len(self.document.steps_in_text(text))
        command = step_cmd.PasteStepsCommand(
            self.document, index, text, tr("Paste %n step(s)", count)
        )
        self.undo_stack.push(command)
        return command.inserted

    def set_tool(self, row: int, tool: str) -> None:
        text = tr("Choose tool {tool}").format(tool=tool_words(self.live.catalog).tool(tool))
        self.undo_stack.push(step_cmd.SetToolCommand(self.document, row, tool, text))

    def set_argument(self, row: int, path: JsonPath, value: Any, *, merge: bool = True) -> None:
        if isinstance(step := self.document.steps[row], ToolStep):
            text = tr("Edit {name}").format(name=argument_words(step, path, self.live.catalog))
            self.undo_stack.push(
                step_cmd.SetArgumentCommand(self.document, row, path, value, text, merge)
            )

    def remove_argument(self, row: int, path: JsonPath) -> None:
        if isinstance(step := self.document.steps[row], ToolStep):
            text = tr("Clear {name}").format(name=argument_words(step, path, self.live.catalog))
            self.undo_stack.push(step_cmd.RemoveArgumentCommand(self.document, row, path, text))

    def set_args(self, row: int, args: dict[str, Any]) -> None:
        if isinstance(self.document.steps[row], ToolStep):
            self.undo_stack.push(
                step_cmd.SetArgsCommand(self.document, row, args, tr("Edit arguments"))
            )

    def set_optional(self, row: int, optional: bool) -> None:
        if isinstance(self.document.steps[row], ToolStep):
            text = tr("Make step {n} optional") if optional else tr("Make step {n} required")
            self.undo_stack.push(
                step_cmd.SetOptionalCommand(self.document, row, optional, text.format(n=row + 1))
            )

    def set_wait_seconds(self, row: int, seconds: float) -> None:
        if isinstance(self.document.steps[row], WaitStep):
            self.undo_stack.push(
                step_cmd.SetWaitSecondsCommand(self.document, row, seconds, tr("Change wait"))
            )

    def set_step_id(self, row: int, step_id: str) -> None:
        if isinstance(self.document.steps[row], ToolStep):
            text = tr("Rename step id to {id}").format(id=step_id)
            self.undo_stack.push(step_cmd.SetStepIdCommand(self.document, row, step_id, text))
