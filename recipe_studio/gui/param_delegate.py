"""Cell editors for the params table that fit each column and each param type."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRegularExpression, Qt
from PySide6.QtGui import QDoubleValidator, QIntValidator, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QLineEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from recipe_studio.gui.params_model import COL_DEFAULT, COL_NAME, COL_TYPE
from recipe_studio.gui.session import EditorSession

Index = QModelIndex | QPersistentModelIndex


def tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("ParamsTable", text)


class ParamDelegate(QStyledItemDelegate):
    def __init__(self, session: EditorSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        column = index.column()
        profile = self.session.document.profile
        if column == COL_NAME:
            edit = QLineEdit(parent)
            edit.setValidator(
                QRegularExpressionValidator(QRegularExpression(r"[A-Za-z_][A-Za-z0-9_]*"), edit)
            )
            edit.setAccessibleName(tr("Parameter name"))
            return edit
        if column == COL_TYPE:
            box = QComboBox(parent)
            box.setAccessibleName(tr("Parameter type"))
            if profile.param_types is None:
                box.setEditable(True)
                box.addItems(["string", "int", "number", "bool", "object", "array"])
            else:
                box.addItems(list(profile.param_types))
            return box
        if column == COL_DEFAULT:
            param = self.session.document.params[index.row()]
            kind = profile.type_kind(param.type)
            if kind == "boolean":
                box = QComboBox(parent)
                box.addItem(tr("(no default: ask)"), "")
                box.addItem("true", "true")
                box.addItem("false", "false")
                box.setAccessibleName(tr("Default value"))
                return box
            edit = QLineEdit(parent)
            edit.setAccessibleName(tr("Default value"))
            edit.setPlaceholderText(tr("empty: asked at run time"))
            if kind == "integer":
                edit.setValidator(QIntValidator(edit))
            elif kind == "number":
                validator = QDoubleValidator(edit)
                validator.setNotation(QDoubleValidator.Notation.StandardNotation)
                edit.setValidator(validator)
            elif kind in ("object", "array"):
                edit.setPlaceholderText('{"key": "value"}' if kind == "object" else "[1, 2, 3]")
            return edit
        return super().createEditor(parent, option, index)

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QComboBox):
            if editor.isEditable():
                editor.setCurrentText(str(value or ""))
                return
            position = (
                editor.findData(value)
                if editor.findData(value) >= 0
                else editor.findText(str(value))
            )
            editor.setCurrentIndex(max(position, 0))
            return
        super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: Any, index: Index) -> None:
        if isinstance(editor, QComboBox):
            data = editor.currentData()
            value = (
                data
                if isinstance(data, str) and index.column() == COL_DEFAULT
                else editor.currentText()
            )
            model.setData(index, value, Qt.ItemDataRole.EditRole)
            return
        super().setModelData(editor, model, index)
