"""A list argument in the form: one row per item, with add and remove."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QFrame, QPushButton, QVBoxLayout, QWidget

from recipe_studio.core.arguments import ArgumentFacts, ToolFacts, empty_value
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.inspector.form_context import FormContext

if TYPE_CHECKING:
    from recipe_studio.core.problems import Problem
    from recipe_studio.core.references import JsonPath

#: Makes the row of one item: (context, the tool's facts, the item's facts) -> an argument
#: row (the form's ``ArgRow``, handed in so the two modules do not import each other).
RowFactory = Callable[[FormContext, ToolFacts, ArgumentFacts], Any]

tr = translator("ArgumentForm")


class ArrayEditor(QFrame):
    """A list value: one row per item, with add and remove (items as core's facts say)."""

    def __init__(
        self,
        ctx: FormContext,
        tool: ToolFacts,
        path: JsonPath,
        make_row: RowFactory,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ctx, self.tool, self.path = ctx, tool, path
        self.make_row = make_row
        self.item_schema = dict(tool.at((*path, 0)).schema)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(6, 4, 0, 4)
        self.rows: list[Any] = []
        self.add_button = QPushButton(tr("Add item"))
        self.add_button.clicked.connect(self._add_item)
        self.layout_.addWidget(self.add_button)
        self.values: list[Any] = []

    def _add_item(self) -> None:
        self.ctx.set_value((*self.path, len(self.values)), empty_value(self.item_schema), False)

    def update_values(self, values: list[Any]) -> None:
        self.values = list(values)
        if len(self.rows) != len(values):
            for row in self.rows:
                row.setParent(None)
                row.deleteLater()
            self.rows = []
            for i in range(len(values)):
                row = self.make_row(self.ctx, self.tool, self.tool.at((*self.path, i)))
                self.rows.append(row)
                self.layout_.insertWidget(i, row)
        for row, value in zip(self.rows, values, strict=True):
            row.set_value(value, True)

    def set_problems(self, problems: list[Problem]) -> None:
        for row in self.rows:
            row.set_problems([p for p in problems if p.argument_path[: len(row.path)] == row.path])

    def row_for(self, path: JsonPath) -> Any:
        for row in self.rows:
            if path[: len(row.path)] == row.path:
                return row
        return None
