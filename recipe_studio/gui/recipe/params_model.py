"""The params table: a thin Qt adapter over the document's params.

Edits made in the table go to the session (one named undo command each); the model
never changes the document itself. It follows the document's rows as the steps table
does (inserted, removed and moved, not a reset: the selection and an open editor stay),
and what it shows (the Required mark included) is core's rule, not a copy of it.

A param has two namings and two explanations, and the table shows each for what it is:
the **Title** and **Explanation** are the person's words (the Studio keeps them beside the
manifest, :mod:`recipe_studio.core.param_words`); the **Identifier** is what the platform
and ``${...}`` need, and **Description for other apps** is the manifest's own
``description`` (what an app that runs the published recipe reads). An untitled param's
Title cell shows core's readable form of its identifier, greyed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QApplication, QStyle

from recipe_studio.core.param_words import param_explanation, param_title
from recipe_studio.core.values import value_text
from recipe_studio.gui.table_base import DocumentTableModel
from recipe_studio.gui.texts import problem_text
from recipe_studio.gui.words import type_word

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtGui import QIcon

    from recipe_studio.core.document import RecipeDocument
    from recipe_studio.core.model import Param
    from recipe_studio.core.problems import Problem

Index = QModelIndex | QPersistentModelIndex
# The person's words first, then what the platform reads (see the module docstring).
(
    COL_TITLE,
    COL_NAME,
    COL_TYPE,
    COL_DEFAULT,
    COL_REQUIRED,
    COL_EXPLANATION,
    COL_DESCRIPTION,
) = range(7)
HEADERS = (
    "Title",
    "Identifier",
    "Type",
    "Default",
    "Required",
    "Explanation",
    "Description for other apps",
)
#: The cells a problem's field points at (``Location.field``).
FIELD_COLUMNS = {
    "title": COL_TITLE,
    "name": COL_NAME,
    "type": COL_TYPE,
    "default": COL_DEFAULT,
    "required": COL_REQUIRED,
    "explanation": COL_EXPLANATION,
    "description": COL_DESCRIPTION,
}


class ParamEdits(Protocol):
    """The edits a params cell makes, each one undo step (the session has them)."""

    def set_param_required(self, index: int, required: bool, /) -> object: ...
    def rename_param(self, index: int, name: str, /) -> object: ...
    def set_param_type(self, index: int, type_name: str, /) -> object: ...
    def set_param_default_text(self, index: int, text: str, /) -> object: ...
    def set_param_description(self, index: int, text: str, /) -> object: ...
    def set_param_title(self, index: int, text: str, /) -> object: ...
    def set_param_explanation(self, index: int, text: str, /) -> object: ...


class ParamsTableModel(DocumentTableModel):
    headers = HEADERS
    context = "ParamsTable"

    def __init__(self, document: RecipeDocument, edits: ParamEdits, parent: Any = None) -> None:
        """``edits``: the undoable edits a cell makes (the session's)."""
        super().__init__(parent)
        self._edits = edits
        self._doc = document
        self._problems: dict[int, list[Problem]] = {}
        # Rows move, come and go as the steps table's do: selection and editors stay.
        document.params_inserting.connect(lambda i: self.beginInsertRows(QModelIndex(), i, i))
        document.params_inserted.connect(lambda _i: self.endInsertRows())
        document.params_removing.connect(lambda i: self.beginRemoveRows(QModelIndex(), i, i))
        document.params_removed.connect(lambda _i: self.endRemoveRows())
        document.params_moving.connect(self._moving)
        document.params_moved.connect(lambda *_: self.endMoveRows())
        document.resetting.connect(self.beginResetModel)
        document.reset.connect(self.endResetModel)
        document.param_changed.connect(
            lambda row: self.dataChanged.emit(self.index(row, 0), self.index(row, len(HEADERS) - 1))
        )

    def _moving(self, source: int, target: int) -> None:
        # Qt counts the destination before the move: below the source it is one further.
        destination = target + 1 if target > source else target
        self.beginMoveRows(QModelIndex(), source, source, QModelIndex(), destination)

    def rows(self) -> Sequence[Any]:  # DocumentTableModel.rows
        return self._doc.params

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._doc.params):
            return None
        param = self._doc.params[index.row()]
        row, column = index.row(), index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(param, column, editing=role == Qt.ItemDataRole.EditRole)
        if role == Qt.ItemDataRole.CheckStateRole and column == COL_REQUIRED:
            required = self._doc.profile.is_required(param)
            return Qt.CheckState.Checked if required else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ForegroundRole and self._greyed(param, column):
            return QApplication.palette().placeholderText()
        if role == Qt.ItemDataRole.DecorationRole and column == COL_TITLE and row in self._problems:
            return self._problems_icon(self._problems[row])
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(param, row, column)
        return None

    @staticmethod
    def _greyed(param: Param, column: int) -> bool:
        """A stand-in, not a value: the readable identifier of an untitled param, the words
        of a default that is not there."""
        if param.raw is not None:
            return False
        if column == COL_TITLE:
            return not param.title.strip()
        return column == COL_DEFAULT and not param.has_default

    def _tooltip(self, param: Param, row: int, column: int) -> str | None:
        if row in self._problems:
            return "\n".join(f"• {problem_text(p)}" for p in self._problems[row])
        if param.raw is not None:
            return None
        if column == COL_TITLE:
            if not param.title.strip():
                return QApplication.translate(
                    "ParamsTable", "No title yet: type what you call this value."
                )
            return param_explanation(param) or None
        if column in (COL_DEFAULT, COL_EXPLANATION, COL_DESCRIPTION):  # may be cut in the cell
            return self._text(param, column, editing=False) or None
        return None

    def _text(self, param: Param, column: int, *, editing: bool) -> str | None:
        """A cell's text: a word to read, or (``editing``) the value to edit."""
        if param.raw is not None:
            return value_text(param.raw)[:80] if column == COL_TITLE else ""
        if column == COL_TITLE:  # edited as the title itself (empty when there is none)
            return param.title if editing else param_title(param)
        if column == COL_NAME:
            return param.name
        if column == COL_EXPLANATION:
            return param.explanation
        if column == COL_TYPE:
            shown = None if editing else type_word(param.type)
            return shown or param.type or ""
        if column == COL_DEFAULT:
            if not param.has_default:
                return "" if editing else self._no_default_text()
            return value_text(param.default)
        if column == COL_DESCRIPTION:
            return param.description or ""
        return None  # the Required column shows a check box only

    @staticmethod
    def _problems_icon(problems: list[Problem]) -> QIcon:
        errors = any(p.is_error for p in problems)
        kind = (
            QStyle.StandardPixmap.SP_MessageBoxCritical
            if errors
            else QStyle.StandardPixmap.SP_MessageBoxWarning
        )
        return QApplication.style().standardIcon(kind)

    def _no_default_text(self) -> str:
        if self._doc.profile.param_has_default:
            return QApplication.translate("ParamsTable", "(asked at run time)")
        return QApplication.translate("ParamsTable", "(no defaults in this format)")

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        param = self._doc.params[index.row()]
        if param.raw is not None:
            return flags
        if index.column() == COL_REQUIRED:
            if self._doc.profile.dialect == "custom":
                flags |= Qt.ItemFlag.ItemIsUserCheckable
            return flags
        if index.column() == COL_DEFAULT and not self._doc.profile.param_has_default:
            return flags
        return flags | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        column, row, session = index.column(), index.row(), self._edits
        if column == COL_REQUIRED and role == Qt.ItemDataRole.CheckStateRole:
            session.set_param_required(row, Qt.CheckState(value) == Qt.CheckState.Checked)
            return True
        if role != Qt.ItemDataRole.EditRole:
            return False
        if column == COL_TITLE:
            session.set_param_title(row, str(value))
        elif column == COL_NAME:
            session.rename_param(row, str(value))
        elif column == COL_EXPLANATION:
            session.set_param_explanation(row, str(value))
        elif column == COL_TYPE:
            session.set_param_type(row, str(value))
        elif column == COL_DEFAULT:
            session.set_param_default_text(row, "" if value is None else value_text(value))
        elif column == COL_DESCRIPTION:
            session.set_param_description(row, str(value))
        return True

    def set_problems(self, problems: list[Problem]) -> None:
        """The recipe-level problems (the params' are among them)."""
        by_row: dict[int, list[Problem]] = {}
        for p in problems:
            if p.location.param is not None:
                by_row.setdefault(p.location.param, []).append(p)
        changed = by_row.keys() | self._problems.keys()
        self._problems = by_row
        for row in changed:
            if row < self.rowCount():
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(HEADERS) - 1))
