"""Cell editors for the params table: the title (the readable identifier as its
placeholder), the identifier and type columns, the two explanations, and the Default
column from the one value-editor registry (the same editors as the argument form's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QComboBox,
    QLineEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from recipe_studio.core.param_words import param_title
from recipe_studio.core.references import PARAM_NAME_RE
from recipe_studio.gui.fields.value_editors import ValueEditor, make_editor
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.recipe.params_model import (
    COL_DEFAULT,
    COL_DESCRIPTION,
    COL_EXPLANATION,
    COL_NAME,
    COL_TITLE,
    COL_TYPE,
)
from recipe_studio.gui.words import type_word

if TYPE_CHECKING:
    from recipe_studio.gui.recipe.session import EditorSession

Index = QModelIndex | QPersistentModelIndex
tr = translator("ParamsTable")


class ParamDelegate(QStyledItemDelegate):
    def __init__(self, session: EditorSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: Index
    ) -> QWidget:  # QStyledItemDelegate.createEditor
        column = index.column()
        profile = self.session.document.profile
        if column in (COL_TITLE, COL_EXPLANATION, COL_DESCRIPTION):
            edit = QLineEdit(parent)
            edit.setFrame(False)
            if column == COL_TITLE:
                # An untitled param shows its readable identifier; typing replaces it.
                edit.setPlaceholderText(param_title(self.session.document.params[index.row()]))
            edit.setAccessibleName(
                {
                    COL_TITLE: tr("Parameter title"),
                    COL_EXPLANATION: tr("Explanation of the parameter"),
                    COL_DESCRIPTION: tr("Description for other apps"),
                }[column]
            )
            return edit
        if column == COL_NAME:
            edit = QLineEdit(parent)
            edit.setValidator(
                QRegularExpressionValidator(QRegularExpression(PARAM_NAME_RE.pattern), edit)
            )
            edit.setAccessibleName(tr("Parameter identifier"))
            return edit
        if column == COL_TYPE:
            box = QComboBox(parent)
            box.setAccessibleName(tr("Parameter type"))
            box.setEditable(profile.param_types is None)
            for choice in profile.type_choices():  # words shown, the type's name kept
                box.addItem(type_word(choice), choice)
            return box
        if column == COL_DEFAULT:
            param = self.session.document.params[index.row()]
            editor = make_editor(profile.value_schema(param), tr("Default value"))
            editor.setParent(parent)
            editor.setAutoFillBackground(True)
            editor.focus_widget().setAccessibleName(tr("Default value"))
            self._commit_from_inside(editor)
            return editor
        return super().createEditor(parent, option, index)

    def _commit_from_inside(self, editor: ValueEditor) -> None:
        """The view watches the editor widget, but typing happens in its inner field:
        commit when that field is left (or Enter is pressed), as a plain cell would."""
        inner = editor.focus_widget()
        if isinstance(inner, QLineEdit):
            inner.editingFinished.connect(lambda: self._commit(editor))
            inner.returnPressed.connect(lambda: self._submit(editor))
        elif isinstance(inner, QComboBox):
            inner.activated.connect(lambda _index: self.commitData.emit(editor))

    def _commit(self, editor: ValueEditor) -> None:
        if not editor.property("submitted"):  # after Enter the view has let it go
            self.commitData.emit(editor)

    def _submit(self, editor: ValueEditor) -> None:
        self.commitData.emit(editor)
        editor.setProperty("submitted", True)
        self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)

    def setEditorData(
        self, editor: QWidget, index: Index
    ) -> None:  # QStyledItemDelegate.setEditorData
        if isinstance(editor, ValueEditor):
            param = self.session.document.params[index.row()]
            editor.set_value(param.default, param.has_default)
            return
        if isinstance(editor, QComboBox):
            current = str(index.data(Qt.ItemDataRole.EditRole) or "")
            found = editor.findData(current)
            if found >= 0:
                editor.setCurrentIndex(found)
            else:
                editor.setCurrentText(current)
            return
        super().setEditorData(editor, index)

    def setModelData(
        self, editor: QWidget, model: Any, index: Index
    ) -> None:  # QStyledItemDelegate.setModelData
        if isinstance(editor, ValueEditor):
            present, value = editor.value()
            model.setData(index, value if present else None, Qt.ItemDataRole.EditRole)
            return
        if isinstance(editor, QComboBox):
            chosen = editor.currentData()
            shown = editor.itemText(editor.currentIndex()) if editor.currentIndex() >= 0 else ""
            # An editable box (any type name) keeps typed text that is no listed word.
            typed = editor.currentText()
            value = chosen if chosen is not None and typed == shown else typed
            model.setData(index, value, Qt.ItemDataRole.EditRole)
            return
        super().setModelData(editor, model, index)
