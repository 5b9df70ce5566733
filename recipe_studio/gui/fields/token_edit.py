"""Text fields whose references are tokens: the argument form's editor for text.

The person sees "Hello ⟨who⟩, here is ⟨Step 1 › date⟩"; the document keeps
``Hello ${who}, here is ${steps[0].result.date}`` exactly. A token is one character: the
cursor steps over it, Backspace and Delete remove it whole, and its menu (right-click,
or the menu key next to it) offers to remove it or, when it points at nothing any more,
to choose what it should read instead. Text copied out carries the raw references, and
text pasted or dropped in becomes tokens again; so does a field dragged from a run's
result. Screen readers get the field's text in words as its description.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QMimeData, QPoint, Qt
from PySide6.QtGui import (
    QAction,
    QContextMenuEvent,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QResizeEvent,
    QTextCursor,
)
from PySide6.QtWidgets import QFrame, QTextEdit, QToolTip, QWidget

from recipe_studio.core.references import Reference, exact_reference
from recipe_studio.core.summary import pieces_text
from recipe_studio.core.values import loose_value, value_text
from recipe_studio.gui.fields.tokens import (
    BROKEN_PROPERTY,
    MAX_WIDTH_PROPERTY,
    REFERENCE_MIME,
    document_text,
    insert_pieces,
    insert_token,
    register_tokens,
    text_as_pieces,
    token_at,
    token_tooltip,
)
from recipe_studio.gui.fields.value_editor_base import UNSET, ValueEditor
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.texts import reference_words

if TYPE_CHECKING:
    from recipe_studio.core.reference_names import ReferenceNames

tr = translator("ArgumentForm")

#: Actions for the token at a position: (position, reference) -> menu actions.
TokenActions = Callable[[int, Reference], list[QAction]]


class TokenBox(QTextEdit):
    """A plain-text box with tokens; one line unless ``multiline``."""

    def __init__(self, multiline: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.multiline = multiline
        self.token_actions: TokenActions | None = None
        #: The recipe's titles its tokens read by ("Step 1 › Date"; ``None``: keys).
        self.names: ReferenceNames | None = None
        #: Backspace or Delete is being handled (a token it removes is its own undo step).
        self.deleting = False
        self.setAcceptRichText(False)
        self.setTabChangesFocus(True)
        register_tokens(self.document())
        if not multiline:
            self.setLineWrapMode(QTextEdit.LineWrapMode.NoWrap)
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.document().setDocumentMargin(2)
            # Room for a token's pill (a little taller than the text) and the margins.
            line = QFontMetricsF(self.font()).height() + 6
            self.setFixedHeight(
                int(line + 2 * self.document().documentMargin() + 2 * self.frameWidth() + 2)
            )
        else:
            self.setMaximumHeight(110)
            self.setFrameShape(QFrame.Shape.StyledPanel)

    def resizeEvent(self, event: QResizeEvent) -> None:  # QWidget.resizeEvent
        """A token is never wider than the field (less room for the caret after it)."""
        super().resizeEvent(event)
        document = self.document()
        widest = self.viewport().width() - 2 * document.documentMargin() - 6
        if document.property(MAX_WIDTH_PROPERTY) != widest:
            document.setProperty(MAX_WIDTH_PROPERTY, widest)
            document.markContentsDirty(0, document.characterCount())

    # ------------------------------------------------------------------ content
    def raw_text(self) -> str:
        return document_text(self.document())

    def show_raw(
        self, text: str, broken: Iterable[Reference] = (), *, keep_cursor: bool = False
    ) -> None:
        before = document_text(self.document(), 0, self.textCursor().position())
        self.document().clear()
        insert_pieces(QTextCursor(self.document()), text_as_pieces(text), broken, self.names)
        if keep_cursor:
            cursor = self.textCursor()
            shown = sum(len(p) if isinstance(p, str) else 1 for p in text_as_pieces(before))
            cursor.setPosition(min(shown, len(self.toPlainText())))
            self.setTextCursor(cursor)

    def insert_reference(self, ref: Reference) -> None:
        """A token at the caret; the caret right after it, in this field, which takes the
        focus back from the picker's button (typing goes on after the token)."""
        cursor = self.textCursor()
        insert_token(cursor, ref, names=self.names)
        self.setTextCursor(cursor)
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def tokenize_typed(self, broken: Iterable[Reference] = ()) -> bool:
        """A reference typed out in full becomes a token at once (the cursor stays where
        it was in the text); returns whether anything changed."""
        shown = self.toPlainText()
        if "${" not in shown or not any(not isinstance(p, str) for p in text_as_pieces(shown)):
            return False
        self.show_raw(self.raw_text(), broken, keep_cursor=True)
        return True

    # ------------------------------------------------------------------ keys, focus
    def keyPressEvent(self, event: QKeyEvent) -> None:  # QWidget.keyPressEvent
        if not self.multiline and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.ignore()  # one line: Enter belongs to the dialog or form around it
            return
        if event.key() == Qt.Key.Key_Menu or (
            event.key() == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            rect = self.cursorRect()
            self._menu(self.mapToGlobal(rect.bottomLeft()), self._token_near_cursor())
            return
        self.deleting = event.key() in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete)
        try:
            super().keyPressEvent(event)
        finally:
            self.deleting = False

    # ------------------------------------------------------------------ tokens' menu
    def _token_near_cursor(self) -> tuple[int, Reference] | None:
        position = self.textCursor().position()
        return token_at(self.document(), position) or (
            token_at(self.document(), position - 1) if position else None
        )

    def token_under(self, point: QPoint) -> tuple[int, Reference] | None:
        """The token drawn under ``point`` (viewport coordinates), if there is one."""
        position = self.cursorForPosition(point).position()
        for candidate in (position, position - 1):
            found = token_at(self.document(), candidate) if candidate >= 0 else None
            if found is None:
                continue
            left, right = QTextCursor(self.document()), QTextCursor(self.document())
            left.setPosition(candidate)
            right.setPosition(candidate + 1)
            if self.cursorRect(left).left() <= point.x() <= self.cursorRect(right).left():
                return found
        return None

    def viewportEvent(self, event: QEvent) -> bool:  # QAbstractScrollArea.viewportEvent
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            found = self.token_under(event.pos())
            if found is not None:  # a token's words and the key it reads
                QToolTip.showText(event.globalPos(), token_tooltip(found[1], self.names), self)
                return True
        return super().viewportEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # QWidget.contextMenuEvent
        self._menu(event.globalPos(), self.token_under(event.pos()) or self._token_near_cursor())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # QWidget.mouseReleaseEvent
        super().mouseReleaseEvent(event)
        found = self.token_under(event.position().toPoint())
        if (
            found is not None
            and event.button() == Qt.MouseButton.LeftButton
            and not self.textCursor().hasSelection()
            and self.is_broken(found[0])
        ):
            # A token that points at nothing offers its fix where it is clicked.
            self._menu(event.globalPosition().toPoint(), found)

    def is_broken(self, position: int) -> bool:
        cursor = QTextCursor(self.document())
        cursor.setPosition(position + 1)
        return bool(cursor.charFormat().property(BROKEN_PROPERTY))

    def _menu(self, where: QPoint, found: tuple[int, Reference] | None) -> None:
        menu = self.createStandardContextMenu()
        if found is not None:
            position, ref = found
            first = menu.actions()[0] if menu.actions() else None
            remove = QAction(tr("Remove this value"), menu)
            remove.triggered.connect(lambda: self.remove_token(position))
            extra = [remove, *(self.token_actions(position, ref) if self.token_actions else [])]
            for action in extra:
                action.setParent(menu)
                menu.insertAction(first, action)  # type: ignore[arg-type]
            menu.insertSeparator(first)  # type: ignore[arg-type]
        menu.exec(where)
        menu.deleteLater()

    def remove_token(self, position: int) -> None:
        cursor = QTextCursor(self.document())
        cursor.setPosition(position)
        cursor.setPosition(position + 1, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()

    def replace_token(self, position: int, ref: Reference) -> None:
        cursor = QTextCursor(self.document())
        cursor.setPosition(position)
        cursor.setPosition(position + 1, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        insert_token(cursor, ref, names=self.names)

    # ------------------------------------------------------------------ clipboard, drops
    def createMimeDataFromSelection(self) -> QMimeData:  # QTextEdit.createMimeDataFromSelection
        cursor = self.textCursor()
        mime = QMimeData()
        mime.setText(document_text(self.document(), cursor.selectionStart(), cursor.selectionEnd()))
        return mime

    def canInsertFromMimeData(self, source: QMimeData) -> bool:  # QTextEdit.canInsertFromMimeData
        return source.hasFormat(REFERENCE_MIME) or source.hasText()

    def insertFromMimeData(self, source: QMimeData) -> None:  # QTextEdit.insertFromMimeData
        if source.hasFormat(REFERENCE_MIME):
            text = bytes(source.data(REFERENCE_MIME).data()).decode("utf-8")
        else:
            text = source.text()
        if not self.multiline:
            text = " ".join(text.splitlines())
        cursor = self.textCursor()
        insert_pieces(cursor, text_as_pieces(text), names=self.names)
        self.setTextCursor(cursor)
        if source.hasFormat(REFERENCE_MIME):  # dropped from a run's result: type on after it
            self.setFocus(Qt.FocusReason.OtherFocusReason)


class TokenTextEditor(ValueEditor):
    """Text (or, ``loose``, any value typed as JSON) with references as tokens."""

    takes_text = True

    def __init__(self, schema: dict[str, Any], name: str, *, multiline: bool, loose: bool) -> None:
        super().__init__(schema, name)
        self.loose = loose
        self.box = TokenBox(multiline, self)
        examples = schema.get("examples")
        if isinstance(examples, list) and examples and isinstance(examples[0], str):
            self.box.setPlaceholderText(examples[0])
        elif loose:
            self.box.setPlaceholderText(tr('a value, or JSON such as [1, 2] or {"a": 1}'))
        self.box.textChanged.connect(self._typed)
        self._broken: set[Reference] = set()
        #: An inserted reference is an undo step of its own, not part of the typing.
        self._merge = True
        self._tokens = 0
        self._layout.addWidget(self.box)

    def _typed(self) -> None:
        if not self._updating:  # a reference typed out in full becomes a token first
            self._updating = True
            try:
                self.box.tokenize_typed(self._broken)
            finally:
                self._updating = False
        self._describe()
        text = self.box.raw_text()
        if self.loose and not text.strip():
            self._emit(UNSET, True)
            return
        # A token removed with Backspace or Delete is an undo step of its own: Undo brings
        # back just the token (typing over a selected token stays one step, as in a field).
        tokens = sum(not isinstance(piece, str) for piece in text_as_pieces(text))
        merge = self._merge and not (self.box.deleting and tokens < self._tokens)
        self._tokens = tokens
        self._emit(loose_value(text) if self.loose else text, merge)

    def _show(self, value: Any, present: bool) -> None:
        text = "" if not present or value is None else value_text(value)
        if self.box.raw_text() != text:
            self.box.show_raw(text, self._broken)
        self._tokens = sum(not isinstance(piece, str) for piece in text_as_pieces(text))
        self._describe()

    def value(self) -> tuple[bool, Any]:
        text = self.box.raw_text()
        if self.loose:
            return (bool(text.strip()), loose_value(text) if text.strip() else None)
        return True, text

    def set_broken(self, refs: Iterable[Reference]) -> None:
        """Mark the tokens reading these references as pointing at nothing."""
        broken = set(refs)
        if broken != self._broken:
            self._broken = broken
            self._updating = True
            try:
                self.box.show_raw(self.box.raw_text(), broken, keep_cursor=True)
            finally:
                self._updating = False

    def set_names(self, names: ReferenceNames | None) -> None:
        """Read the tokens by the recipe's titles (params' and result fields')."""
        if names != self.box.names:
            self.box.names = names
            self._updating = True
            try:
                self.box.show_raw(self.box.raw_text(), self._broken, keep_cursor=True)
            finally:
                self._updating = False
            self._describe()

    def _describe(self) -> None:
        words = pieces_text(text_as_pieces(self.box.raw_text()), reference_words(), self.box.names)
        self.box.setAccessibleDescription(words)

    def focus_widget(self) -> QWidget:
        return self.box

    def insert_text(self, text: str) -> bool:
        """Insert at the cursor: a reference becomes a token, other text stays text."""
        ref = exact_reference(text)
        self._merge = False
        try:
            if ref is not None:
                self.box.insert_reference(ref)
            else:
                self.box.textCursor().insertText(text)
                self.box.setFocus(Qt.FocusReason.OtherFocusReason)
        finally:
            self._merge = True
        return True
