"""The param edits of an editor session, each one named undo command.

The session (:class:`recipe_studio.gui.recipe.session.EditorSession`) takes these methods
in, as it takes the steps' (:mod:`recipe_studio.gui.recipe.step_edits`): each names its
edit for the Edit menu by the param's title ("Undo Edit parameter Time zone") and pushes
the command that calls one document method. A param's title and explanation are the
person's words (:mod:`recipe_studio.core.param_words`); a param added here takes its
identifier from its first title (see :meth:`ParamsEditing.set_param_title`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.model import ToolStep
from recipe_studio.core.param_words import identifier_from_title, param_title
from recipe_studio.gui import undo as cmd
from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QUndoStack

    from recipe_studio.core.arguments import ToolFacts
    from recipe_studio.core.document import RecipeDocument
    from recipe_studio.core.references import JsonPath

tr = translator("Session")


class ParamsEditing:
    """The edits of the recipe's params; the session provides what they act on."""

    document: RecipeDocument
    undo_stack: QUndoStack
    #: Identifiers the Studio made for params added here that wait for their first
    #: title, which then gives them their identifier (see :meth:`set_param_title`).
    _placeholder_names: set[str]

    def tool_facts(self, tool: str) -> ToolFacts:
        raise NotImplementedError  # the session's: the arguments' titles, in its language

    def add_param(self) -> int:
        """Add a param with a fresh name (``param1``, a placeholder until the person types
        its title, see :meth:`set_param_title`); returns its row."""
        command = cmd.AddParamCommand(self.document, tr("Add parameter"))
        self.undo_stack.push(command)
        assert command.added is not None
        index, param = command.added
        self._placeholder_names.add(param.name)
        return index

    def bind_new_param(
        self,
        path: JsonPath,
        schema: dict[str, Any] | None,
        bind: Callable[[str], None],
        row: int | None = None,
    ) -> None:
        """A new param named and typed for the argument at ``path`` of the step at
        ``row``, and ``bind(name)`` makes the argument read it: one undo step. The param
        is titled as the argument reads here, in the person's words (« Nom de la
        note »); its identifier is the argument's key."""
        step = self.document.steps[row] if row is not None else None
        tool = step.tool if isinstance(step, ToolStep) else ""
        title = self.tool_facts(tool).at(path).title if tool and path else ""
        param = self.document.param_for_argument(path, schema, title)
        self.undo_stack.beginMacro(tr("New parameter {name}").format(name=param_title(param)))
        self.undo_stack.push(cmd.AddParamCommand(self.document, tr("Add parameter"), param))
        bind(param.name)
        self.undo_stack.endMacro()

    def remove_param(self, index: int) -> None:
        name = param_title(self.document.params[index])
        text = tr("Remove parameter {name}").format(name=name)
        self.undo_stack.push(cmd.RemoveParamCommand(self.document, index, text))

    def move_param(self, source: int, target: int) -> None:
        if 0 <= target < len(self.document.params) and source != target:
            self.undo_stack.push(
                cmd.MoveParamCommand(self.document, source, target, tr("Move parameter"))
            )

    def rename_param(self, index: int, name: str) -> None:
        old = self.document.params[index].name
        name = name.strip()
        if name and name != old:
            text = tr("Rename parameter {old} to {new}").format(old=old, new=name)
            self.undo_stack.push(cmd.RenameParamCommand(self.document, index, name, text))

    def set_param_type(self, index: int, type_name: str) -> None:
        self._push_param(cmd.SetParamTypeCommand, index, type_name)

    def set_param_default_text(self, index: int, text: str) -> None:
        """A default typed as text (empty: no default), read for the param's type."""
        self._push_param(cmd.SetParamDefaultCommand, index, text)

    def set_param_description(self, index: int, text: str) -> None:
        self._push_param(cmd.SetParamDescriptionCommand, index, text)

    def set_param_required(self, index: int, required: bool) -> None:
        self._push_param(cmd.SetParamRequiredCommand, index, required)

    def set_param_title(self, index: int, text: str) -> None:
        """The param's title in the person's words: one undo step.

        A param added here (:meth:`add_param`) still has the placeholder identifier the
        Studio gave it; its first title gives it its identifier too, made by core from
        the title ("Nombre de notes" → ``nombre_de_notes``, free among the others), in
        the same undo step. Made once, at that commit, and not kept following the title:
        the identifier is what other apps and ``${...}`` call the value by, and a person
        who later rewords a title (as one renames a Shortcuts variable or a Power
        Automate input's label) does not expect to break them. A person who typed an
        identifier by hand first keeps it (it is no placeholder any more); the
        Identifier cell stays editable.
        """
        param = self.document.params[index]
        title = text.strip()
        if title == param.title:
            return
        label = (
            tr("Title of parameter: {title}").format(title=title)
            if title
            else tr("Remove the title of parameter {name}").format(name=param_title(param))
        )
        name = param.name
        if title and not param.title.strip() and name in self._placeholder_names:
            taken = [p.name for i, p in enumerate(self.document.params) if i != index]
            name = identifier_from_title(title, taken)
        if name == param.name:
            self.undo_stack.push(cmd.SetParamTitleCommand(self.document, index, title, label))
            return
        self.undo_stack.beginMacro(label)
        self.undo_stack.push(cmd.SetParamTitleCommand(self.document, index, title, label))
        self.undo_stack.push(cmd.RenameParamCommand(self.document, index, name, label))
        self.undo_stack.endMacro()

    def set_param_explanation(self, index: int, text: str) -> None:
        """The person's explanation of the param (beside the manifest): one undo step."""
        param = self.document.params[index]
        if text.strip() != param.explanation:
            label = tr("Explanation of parameter {name}").format(name=param_title(param))
            self.undo_stack.push(
                cmd.SetParamExplanationCommand(self.document, index, text.strip(), label)
            )

    def _push_param(self, kind: type[cmd.ParamEditCommand], index: int, value: Any) -> None:
        label = tr("Edit parameter {name}").format(name=param_title(self.document.params[index]))
        self.undo_stack.push(kind(self.document, index, value, label))
