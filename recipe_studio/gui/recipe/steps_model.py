"""The steps table: a thin Qt adapter over the document's steps (napari-style).

It holds no copy of the steps: every ``data()`` call reads the document, and document
signals become ``begin/end*Rows``. A drop inside the table asks the editor to move the
steps (through the undo stack) and returns False, so the view deletes nothing itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QApplication, QStyle

from recipe_studio.core.model import Step, ToolStep, WaitStep
from recipe_studio.core.summary import MAX_SUMMARY, pieces_text, step_pieces
from recipe_studio.gui.fields.pieces_delegate import BROKEN_ROLE, NAMES_ROLE, PIECES_ROLE
from recipe_studio.gui.fields.tokens import pieces_tooltip
from recipe_studio.gui.recipe.status_words import STATUS_LOOK, mark_text
from recipe_studio.gui.recipe.steps_mime import STEPS_MIME as STEPS_MIME
from recipe_studio.gui.recipe.steps_mime import clipboard_steps_text as clipboard_steps_text
from recipe_studio.gui.recipe.steps_mime import payload_text, steps_payload
from recipe_studio.gui.recipe.steps_mime import steps_mime as steps_mime
from recipe_studio.gui.table_base import DocumentTableModel
from recipe_studio.gui.texts import reference_words, step_problem_text
from recipe_studio.gui.words import sentence_pieces, step_label, tool_tooltip, tool_words

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from PySide6.QtGui import QIcon

    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.document import RecipeDocument
    from recipe_studio.core.problems import Problem
    from recipe_studio.core.reference_names import ReferenceNames
    from recipe_studio.core.run_state import RunState
    from recipe_studio.core.validation.live import ProblemsDelta

Index = QModelIndex | QPersistentModelIndex


class StepDrops(Protocol):
    """The edits a drop on the table makes, each one undo step (the session has them)."""

    def move_steps(self, rows: list[int], before: int, /) -> object: ...
    def paste_steps(self, index: int, text: str, /) -> object: ...


COL_NUMBER, COL_STEP, COL_ARGS, COL_STATUS, COL_OPTIONAL, COL_EFFECT = range(6)
HEADERS = ("#", "Step", "Arguments", "Run status", "Optional", "Changes things")


def standard_icon(kind: QStyle.StandardPixmap) -> QIcon:
    return QApplication.style().standardIcon(kind)


class StepsTableModel(DocumentTableModel):
    headers = HEADERS
    context = "StepsTable"

    def __init__(
        self,
        document: RecipeDocument,
        catalog: Callable[[], Catalog],
        run_state: RunState,
        edits: StepDrops,
        problems_of: Callable[[int], list[Problem]],
        parent: Any = None,
        names: Callable[[], ReferenceNames | None] = lambda: None,
    ) -> None:
        """``names``: the recipe's titles its tokens read by (the session's)."""
        super().__init__(parent)
        self._names = names
        self._doc = document
        self._catalog = catalog
        self._run = run_state
        self._edits = edits
        #: A row's problems, asked for when it is drawn (nothing is copied per row).
        self._problems_of = problems_of
        run_state.marks_changed.connect(self._marks_changed)
        run_state.flags_changed.connect(self._flags_changed)
        doc = document
        doc.steps_inserting.connect(lambda i, n: self.beginInsertRows(QModelIndex(), i, i + n - 1))
        doc.steps_inserted.connect(lambda *_: self.endInsertRows())
        doc.steps_removing.connect(lambda i, n: self.beginRemoveRows(QModelIndex(), i, i + n - 1))
        doc.steps_removed.connect(lambda *_: self.endRemoveRows())
        doc.steps_reordering.connect(lambda *_: self.layoutAboutToBeChanged.emit())
        doc.steps_reordered.connect(self._reordered)
        doc.step_changed.connect(self._row_changed)
        # A param's title is the word its ``${...}`` tokens show: every row may read it.
        doc.param_changed.connect(self._words_changed)
        doc.params_changed.connect(self._words_changed)
        doc.resetting.connect(self.beginResetModel)
        doc.reset.connect(self.endResetModel)

    # ------------------------------------------------------------ QAbstractItemModel
    def rows(self) -> Sequence[Any]:  # DocumentTableModel.rows
        return self._doc.steps

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._doc.steps):
            return None
        step = self._doc.steps[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(index.row(), column)
        if role == Qt.ItemDataRole.DecorationRole:
            return self._decoration(index.row(), column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(index.row(), column)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._accessible(index.row())
        if role == Qt.ItemDataRole.UserRole:
            return step.uid
        if role == PIECES_ROLE and column == COL_ARGS:
            return self._pieces(step)
        if role == NAMES_ROLE and column == COL_ARGS:
            return self._names()
        if role == BROKEN_ROLE and column == COL_ARGS:
            return {
                dict(p.values)["ref"] for p in self._problems_of(index.row()) if p.breaks_reference
            }
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsDropEnabled
        if not index.isValid():
            return base
        return (
            Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
        )

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def mimeTypes(self) -> list[str]:
        return [STEPS_MIME, "text/plain"]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        return steps_mime(self._doc, rows)

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return data.hasFormat(STEPS_MIME)

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        if not data.hasFormat(STEPS_MIME):
            return False
        payload = steps_payload(data)
        before = row if row >= 0 else (parent.row() if parent.isValid() else len(self._doc.steps))
        same_document = payload.get("document") == id(self._doc)
        if action == Qt.DropAction.MoveAction and same_document:
            self._edits.move_steps(list(payload["rows"]), before)
        else:
            self._edits.paste_steps(before, payload_text(payload))
        # The move went through the undo stack; False stops the view removing source rows.
        return False

    # ------------------------------------------------------------ extra state
    def problems_changed(self, delta: ProblemsDelta) -> None:
        """Re-validation changed the problems of ``delta.rows`` (or of any row, if full)."""
        last = len(HEADERS) - 1  # every cell's accessible text names the row's problems
        if delta.full:
            if self.rowCount():
                self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, last))
            return
        for row in delta.rows:
            if row < self.rowCount():
                self.dataChanged.emit(self.index(row, 0), self.index(row, last))

    def problems_at(self, row: int) -> list[Problem]:
        return self._problems_of(row)

    def _marks_changed(self, uids: set[str]) -> None:
        """The run state changed these steps' statuses (an empty set: any step's)."""
        if not self.rowCount():
            return
        if not uids:
            self.dataChanged.emit(
                self.index(0, COL_STATUS), self.index(self.rowCount() - 1, COL_STATUS)
            )
            return
        for uid in uids:
            try:
                row = self._doc.index_of(uid)
            except KeyError:
                continue
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(HEADERS) - 1))

    def _flags_changed(self) -> None:
        """Pins or breakpoints changed: the number column shows them."""
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, COL_NUMBER), self.index(self.rowCount() - 1, COL_NUMBER)
            )

    # ------------------------------------------------------------ rendering
    def _display(self, row: int, column: int) -> Any:
        step = self._doc.steps[row]
        if column == COL_NUMBER:
            marks = ("●" if step.uid in self._run.breakpoints else "") + (
                "⚑" if step.uid in self._run.pins else ""
            )
            return f"{row + 1}{' ' + marks if marks else ''}"
        if column == COL_STEP:
            return step_label(step, self._catalog())
        if column == COL_ARGS:
            text = pieces_text(self._pieces(step), reference_words(), self._names())
            return text if len(text) <= MAX_SUMMARY else text[: MAX_SUMMARY - 1] + "…"
        if column == COL_OPTIONAL:
            if isinstance(step, ToolStep) and step.is_optional:
                return QApplication.translate("StepsTable", "Optional")
            return ""
        if column == COL_EFFECT:
            return self._effect_text(row)
        if column == COL_STATUS:
            return mark_text(self._run.mark(step.uid))
        return None

    def _pieces(self, step: Step) -> list[Any]:
        """The Arguments column: a tool step as the rest of its sentence."""
        if isinstance(step, ToolStep):
            return sentence_pieces(step, tool_words(self._catalog()), self._doc.recipe.dialect)
        return step_pieces(step, self._doc.recipe.dialect)

    def _step_tooltip(self, row: int) -> str | None:
        step = self._doc.steps[row]
        if not isinstance(step, ToolStep) or not step.tool:
            return None
        return tool_tooltip(step.tool, tool_words(self._catalog()))

    def _effect_text(self, row: int) -> str:
        step = self._doc.steps[row]
        if not isinstance(step, ToolStep):
            return ""
        tool = self._catalog().get(step.tool)
        if tool is None:  # a word: the column is narrow (the tooltip says why)
            return QApplication.translate("StepsTable", "Maybe")
        if tool.changes_state:
            return QApplication.translate("StepsTable", "Yes")
        return ""

    def _decoration(self, row: int, column: int) -> Any:
        problems = self._problems_of(row) if column == COL_NUMBER else None
        if problems:
            errors = any(p.is_error for p in problems)
            kind = (
                QStyle.StandardPixmap.SP_MessageBoxCritical
                if errors
                else QStyle.StandardPixmap.SP_MessageBoxWarning
            )
            return standard_icon(kind)
        if column == COL_EFFECT and self._effect_text(row):
            return standard_icon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        if column == COL_STEP and isinstance(self._doc.steps[row], WaitStep):
            return standard_icon(QStyle.StandardPixmap.SP_MediaPause)
        if column == COL_STATUS:
            mark = self._run.mark(self._doc.steps[row].uid)
            if mark is not None:  # a failed check marks the row as failed
                look = "failed" if mark.checks_failed else mark.status
                return standard_icon(STATUS_LOOK[look][1])
        return None

    def _marks_text(self, row: int) -> list[str]:
        uid = self._doc.steps[row].uid
        lines = []
        if uid in self._run.breakpoints:
            lines.append(
                QApplication.translate("StepsTable", "● Breakpoint: runs pause before this step.")
            )
        if uid in self._run.pins:
            lines.append(
                QApplication.translate(
                    "StepsTable", "⚑ Pinned result: test runs use it instead of calling the tool."
                )
            )
        return lines

    def _tooltip(self, row: int, column: int) -> Any:
        problems = self._problems_of(row) if column in (COL_NUMBER, COL_STEP) else []
        if problems or (column in (COL_NUMBER, COL_STEP) and self._marks_text(row)):
            lines = [f"• {self._problem(p)}" for p in problems]
            return "\n".join([*lines, *self._marks_text(row)])
        if column == COL_EFFECT and self._effect_text(row):
            step = self._doc.steps[row]
            if isinstance(step, ToolStep) and self._catalog().get(step.tool) is None:
                return QApplication.translate(
                    "StepsTable",
                    "This tool is not in the catalog, so it may change things: the run asks "
                    "you once before it starts.",
                )
            return QApplication.translate(
                "StepsTable", "This step changes things: the run asks you once before it starts."
            )
        if column == COL_STEP:
            return self._step_tooltip(row)
        if column == COL_ARGS:  # in full, the keys too
            return pieces_tooltip(self._pieces(self._doc.steps[row]), self._names()) or None
        if column == COL_STATUS:
            return self._display(row, column) or None
        return None

    def _problem(self, problem: Problem) -> str:
        tools = tool_words(self._catalog())
        return step_problem_text(problem, self._doc.steps, tools, self._names())

    def _accessible(self, row: int) -> str:
        parts = [
            QApplication.translate("StepsTable", "Step {n}: {title}").format(
                n=row + 1, title=self._display(row, COL_STEP)
            )
        ]
        summary = self._display(row, COL_ARGS)
        if summary:
            parts.append(summary)
        if problems := self._problems_of(row):
            listed = "; ".join(self._problem(p) for p in problems)
            parts.append(
                QApplication.translate(
                    "StepsTable", "%n problem(s): {list}", None, len(problems)
                ).format(list=listed)
            )
        if status := self._display(row, COL_STATUS):
            parts.append(status)
        return ". ".join(parts)

    # ------------------------------------------------------------ document events
    def _row_changed(self, row: int) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(HEADERS) - 1))

    def _words_changed(self, *_: object) -> None:
        if rows := len(self._doc.steps):
            self.dataChanged.emit(self.index(0, COL_ARGS), self.index(rows - 1, COL_ARGS))

    def _reordered(self, start: int, order: list[int], _touched: set[str]) -> None:
        new_row = {old: start + k for k, old in enumerate(order)}
        for persistent in self.persistentIndexList():
            if persistent.row() in new_row:
                self.changePersistentIndex(
                    persistent, self.index(new_row[persistent.row()], persistent.column())
                )
        self.layoutChanged.emit()
