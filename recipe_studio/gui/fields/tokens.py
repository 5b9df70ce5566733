"""References drawn as tokens: one rounded pill per reference, inside text.

A token reads in words ("Step 2 › date", "count") and stands for exactly one reference:
in a text document it is one character (an inline object), so the cursor steps over it,
a selection takes it whole and Backspace deletes it whole; its format keeps the raw
reference text, so a document turns back into exactly the text it came from.

:func:`insert_pieces` fills a document from core's pieces
(:mod:`recipe_studio.core.summary`), :func:`document_text` gives the raw text back, and
:func:`paint_pill`/:func:`pill_width` draw the same pill where there is no document (the
steps table's Arguments column).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPalette,
    QPen,
    QPyTextObject,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QWidget

from recipe_studio.core.references import Reference, exact_reference, render_reference
from recipe_studio.core.summary import Piece, pieces_text, text_pieces
from recipe_studio.gui.texts import reference_words

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from recipe_studio.core.reference_names import ReferenceNames

TOKEN_OBJECT = int(QTextFormat.ObjectTypes.UserObject) + 1
RAW_PROPERTY = int(QTextFormat.Property.UserProperty) + 1
LABEL_PROPERTY = RAW_PROPERTY + 1
BROKEN_PROPERTY = RAW_PROPERTY + 2
#: The character a token takes in a document (Qt's object replacement character).
OBJECT_CHAR = "\ufffc"
#: Drag and drop of one reference (its raw text), e.g. a field of a run's result.
REFERENCE_MIME = "application/x-recipe-studio-reference"
PAD_X = 7.0
BROKEN_MARK = "⚠ "
#: A document's widest token (px), set by the field showing it: a long token is shortened
#: in its middle to fit the field instead of running off its right edge.
MAX_WIDTH_PROPERTY = "tokenMaxWidth"


def token_label(
    ref: Reference, words: Mapping[str, str] | None = None, names: ReferenceNames | None = None
) -> str:
    """What the token says: "Step 1 › Day of the week" (``names``: the recipe's titles;
    without them, keys)."""
    from recipe_studio.core.references import describe_reference

    return describe_reference(ref, words if words is not None else reference_words(), names)


def token_tooltip(ref: Reference, names: ReferenceNames | None = None) -> str:
    """What hovering a token says: its words, and the identifiers it is stored by
    (``${steps[0].result.weekday_name}``) for whoever needs the key."""
    return f"{token_label(ref, names=names)}\n{render_reference(ref)}"


def pieces_tooltip(pieces: Iterable[Piece], names: ReferenceNames | None = None) -> str:
    """Text with tokens in full, by titles, then by keys where those differ
    ("⟨Step 1 › Name of the day⟩", then "⟨Step 1 › weekday_name⟩")."""
    pieces = list(pieces)
    titled = pieces_text(pieces, reference_words(), names)
    keyed = pieces_text(pieces, reference_words())
    return titled if titled == keyed else f"{titled}\n\n{keyed}"


def pill_width(metrics: QFontMetricsF, label: str, broken: bool = False) -> float:
    return metrics.horizontalAdvance((BROKEN_MARK if broken else "") + label) + 2 * PAD_X


def paint_pill(
    painter: QPainter, rect: QRectF, label: str, palette: QPalette, broken: bool = False
) -> None:
    """One token: a rounded pill with its words; red-edged and marked with ⚠ when it
    points at nothing."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    accent = QColor("#c0392b") if broken else palette.color(QPalette.ColorRole.Highlight)
    fill = QColor(accent)
    fill.setAlpha(40)
    painter.setPen(QPen(accent, 1.2))
    painter.setBrush(fill)
    body = rect.adjusted(0.5, 1.5, -0.5, -1.5)
    radius = body.height() / 2
    painter.drawRoundedRect(body, radius, radius)
    painter.setPen(palette.color(QPalette.ColorRole.Text))
    text = (BROKEN_MARK if broken else "") + label
    room = max(body.width() - 2 * PAD_X + 2, 0.0)
    text = QFontMetricsF(painter.font()).elidedText(text, Qt.TextElideMode.ElideMiddle, room)
    painter.drawText(body, int(Qt.AlignmentFlag.AlignCenter), text)
    painter.restore()


class TokenPainter(QPyTextObject):
    """Lays out and draws the tokens of one document (Qt's text-object handler;
    PySide needs ``QPyTextObject`` to implement ``QTextObjectInterface``)."""

    def intrinsicSize(
        self, doc: QTextDocument, pos: int, fmt: QTextFormat
    ) -> QSizeF:  # QPyTextObject.intrinsicSize
        metrics = QFontMetricsF(_font(doc, fmt))
        broken = bool(fmt.property(BROKEN_PROPERTY))
        width = pill_width(metrics, _label(fmt), broken)
        widest = doc.property(MAX_WIDTH_PROPERTY)
        if isinstance(widest, int | float) and widest > 0:
            width = min(width, float(widest))
        return QSizeF(width, metrics.height() + 4)

    def drawObject(  # QPyTextObject.drawObject
        self,
        painter: QPainter,
        rect: QRectF | QRect,
        doc: QTextDocument,
        pos: int,
        fmt: QTextFormat,
    ) -> None:
        painter.setFont(_font(doc, fmt))
        palette = QPalette()
        parent = doc.parent()
        if isinstance(parent, QWidget):
            palette = parent.palette()
        box = QRectF(rect)
        paint_pill(painter, box, _label(fmt), palette, bool(fmt.property(BROKEN_PROPERTY)))


def _font(doc: QTextDocument, fmt: QTextFormat) -> QFont:
    font = fmt.toCharFormat().font()
    return font if font.family() else doc.defaultFont()


def _label(fmt: QTextFormat) -> str:
    return str(fmt.property(LABEL_PROPERTY) or "")


def register_tokens(document: QTextDocument) -> None:
    """Let ``document`` draw tokens (once per document; the handler lives with it)."""
    if document.property("recipeStudioTokens"):
        return
    painter = TokenPainter(document)
    document.documentLayout().registerHandler(TOKEN_OBJECT, painter)
    document.setProperty("recipeStudioTokens", True)


def token_format(
    ref: Reference, broken: bool, font: QFont, names: ReferenceNames | None = None
) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setObjectType(TOKEN_OBJECT)
    fmt.setProperty(RAW_PROPERTY, render_reference(ref))
    fmt.setProperty(LABEL_PROPERTY, token_label(ref, names=names))
    fmt.setProperty(BROKEN_PROPERTY, broken)
    fmt.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignMiddle)
    fmt.setFont(font)
    return fmt


def insert_token(
    cursor: QTextCursor, ref: Reference, broken: bool = False, names: ReferenceNames | None = None
) -> None:
    document = cursor.document()
    register_tokens(document)
    plain = cursor.charFormat()
    cursor.insertText(OBJECT_CHAR, token_format(ref, broken, document.defaultFont(), names))
    cursor.setCharFormat(_plain(plain))


def insert_pieces(
    cursor: QTextCursor,
    pieces: Iterable[Piece],
    broken: Iterable[Reference] = (),
    names: ReferenceNames | None = None,
) -> None:
    """Text as text, references as tokens (marked broken when in ``broken``; ``names``:
    the recipe's titles the tokens read by)."""
    bad = set(broken)
    plain = _plain(cursor.charFormat())
    for piece in pieces:
        if isinstance(piece, str):
            cursor.insertText(piece, plain)
        else:
            insert_token(cursor, piece, piece in bad, names)


def _plain(fmt: QTextCharFormat) -> QTextCharFormat:
    clean = QTextCharFormat(fmt)
    clean.setObjectType(0)
    for prop in (RAW_PROPERTY, LABEL_PROPERTY, BROKEN_PROPERTY):
        clean.clearProperty(prop)
    return clean


def is_token(fmt: QTextFormat) -> bool:
    return fmt.objectType() == TOKEN_OBJECT


def document_text(document: QTextDocument, start: int = 0, end: int | None = None) -> str:
    """The raw text of ``document`` (or of ``start``..``end``): tokens as ``${...}``."""
    out: list[str] = []
    block = document.begin()
    first = True
    while block.isValid():
        if not first:
            out.append("\n")
        first = False
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            it += 1
            if not fragment.isValid():
                continue
            text = fragment.text()
            raw = str(fragment.charFormat().property(RAW_PROPERTY) or "")
            for offset, char in enumerate(text):
                position = fragment.position() + offset
                if position < start or (end is not None and position >= end):
                    continue
                out.append(raw if char == OBJECT_CHAR and is_token(fragment.charFormat()) else char)
        block = block.next()
    return "".join(out)


def token_at(document: QTextDocument, position: int) -> tuple[int, Reference] | None:
    """The token at character ``position`` (its position and reference), if there is one."""
    block = document.findBlock(position)
    it = block.begin()
    while not it.atEnd():
        fragment = it.fragment()
        it += 1
        if fragment.position() <= position < fragment.position() + fragment.length():
            fmt = fragment.charFormat()
            if is_token(fmt):
                ref = exact_reference(str(fmt.property(RAW_PROPERTY) or ""))
                if ref is not None:
                    return position, ref
    return None


def fill_readable(
    document: QTextDocument, pieces: Iterable[Piece], names: ReferenceNames | None = None
) -> None:
    """A read-only document showing ``pieces`` (text and tokens)."""
    register_tokens(document)
    document.clear()
    insert_pieces(QTextCursor(document), pieces, names=names)


def text_as_pieces(text: str) -> list[Piece]:
    return text_pieces(text, "template")


__all__ = [
    "OBJECT_CHAR",
    "REFERENCE_MIME",
    "document_text",
    "fill_readable",
    "insert_pieces",
    "insert_token",
    "paint_pill",
    "pieces_tooltip",
    "pill_width",
    "register_tokens",
    "text_as_pieces",
    "token_at",
    "token_tooltip",
]
