"""Table cells whose text has references drawn as tokens (the steps table's Arguments).

The model gives the cell's pieces (text and references, see
:mod:`recipe_studio.core.summary`) in :data:`PIECES_ROLE`, the references that point
at nothing in :data:`BROKEN_ROLE` and the recipe's titles the tokens read by
(:class:`~recipe_studio.core.reference_names.ReferenceNames`) in :data:`NAMES_ROLE`; the delegate draws text and pills in one line and
ends with "…" where the cell is too narrow. Cells without pieces are drawn as usual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from recipe_studio.gui.fields.tokens import paint_pill, pill_width, token_label

if TYPE_CHECKING:
    from recipe_studio.core.reference_names import ReferenceNames
    from recipe_studio.core.summary import Piece

PIECES_ROLE = int(Qt.ItemDataRole.UserRole) + 20
BROKEN_ROLE = int(Qt.ItemDataRole.UserRole) + 21
NAMES_ROLE = int(Qt.ItemDataRole.UserRole) + 22
Index = QModelIndex | QPersistentModelIndex
GAP = 2.0
#: Narrower than this, a token that does not fit is only "…".
MIN_PILL = 40.0


class PiecesDelegate(QStyledItemDelegate):
    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: Index
    ) -> None:  # QStyledItemDelegate.paint
        pieces: list[Piece] | None = index.data(PIECES_ROLE)
        if not pieces:
            super().paint(painter, option, index)
            return
        self.initStyleOption(option, index)
        option.text = ""
        style = option.widget.style() if option.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, option.widget)
        broken: set[Any] = index.data(BROKEN_ROLE) or set()
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setFont(option.font)
        painter.setPen(option.palette.color(role))
        draw_pieces(
            painter,
            QRectF(option.rect).adjusted(4, 1, -4, -1),
            pieces,
            option.palette,
            broken,
            index.data(NAMES_ROLE),
        )
        painter.restore()


def draw_pieces(
    painter: QPainter,
    rect: QRectF,
    pieces: list[Piece],
    palette: QPalette,
    broken: set[Any],
    names: ReferenceNames | None = None,
) -> None:
    """Text and pills in one line from the left of ``rect``; "…" where it runs out."""
    metrics = QFontMetricsF(painter.font())
    ellipsis = metrics.horizontalAdvance("…")
    x = rect.left()
    pen = painter.pen()
    for piece in pieces:
        room = rect.right() - x
        if isinstance(piece, str):
            text = piece.replace("\n", " ")
            width = metrics.horizontalAdvance(text)
            if width > room:
                text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
                painter.drawText(QRectF(x, rect.top(), room, rect.height()), _left, text)
                return
            painter.drawText(QRectF(x, rect.top(), width + 1, rect.height()), _left, text)
            x += width
            continue
        label, bad = token_label(piece, names=names), piece in broken
        width = pill_width(metrics, label, bad)
        if width > room - ellipsis:
            if room < MIN_PILL:
                painter.drawText(QRectF(x, rect.top(), room, rect.height()), _left, "…")
                return
            label = metrics.elidedText(
                label, Qt.TextElideMode.ElideRight, room - pill_width(metrics, "")
            )
            box = QRectF(x + GAP, rect.top() + 1, room - GAP, rect.height() - 2)
            paint_pill(painter, box, label, palette, piece in broken)
            return
        box = QRectF(x + GAP, rect.top() + 1, width, rect.height() - 2)
        paint_pill(painter, box, label, palette, bad)
        painter.setPen(pen)
        x += width + 2 * GAP


_left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
