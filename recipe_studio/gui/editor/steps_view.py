"""The steps table view: drag rows to reorder, Alt+Up/Down, copy and paste as JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QRect, QSize, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from recipe_studio.gui.fields.pieces_delegate import PiecesDelegate
from recipe_studio.gui.recipe.steps_model import (
    COL_ARGS,
    COL_EFFECT,
    COL_NUMBER,
    COL_OPTIONAL,
    COL_STATUS,
    COL_STEP,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QFontMetrics, QKeyEvent, QResizeEvent

#: The arguments' least width, in widths of "M", that the other columns leave them.
ARGS_LEAST_EM = 8
#: Rows the table always has room for (eight, in a 1024×700 window).
MIN_VISIBLE_ROWS = 8


class StepsView(QTableView):
    """A table whose rows can be dragged (one or several) and moved with Alt+Up/Down."""

    move_requested = Signal(list, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._compact: bool | None = None  # not yet fitted to a width
        self._run_status = False
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setDragDropOverwriteMode(False)
        self.setDropIndicatorShown(True)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.setTabKeyNavigation(False)
        self.setItemDelegateForColumn(COL_ARGS, PiecesDelegate(self))

    def setModel(self, model: object) -> None:  # QAbstractItemView.setModel
        super().setModel(model)  # type: ignore[arg-type]
        model = self.model()
        header = self.horizontalHeader()
        if model is not None and model.columnCount() > COL_EFFECT:
            header.setSectionResizeMode(COL_ARGS, QHeaderView.ResizeMode.Stretch)
            # Headers may wrap to two lines rather than take the arguments' room.
            header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            em = self.fontMetrics().horizontalAdvance("M")
            icon = self.style().pixelMetric(self.style().PixelMetric.PM_SmallIconSize)
            self.setColumnWidth(COL_NUMBER, icon + self.fontMetrics().horizontalAdvance("99") + em)
            self.setColumnWidth(COL_STEP, em * 9)
            self.setColumnWidth(COL_STATUS, em * 8)
            self._compact = None
            self._fit_columns()
            header.sectionResized.connect(lambda *_: self._fit_header())
            changes = (model.dataChanged, model.rowsInserted, model.modelReset, model.layoutChanged)
            for signal in changes:
                signal.connect(lambda *_: self._fit_contents())
            self._fit_contents()

    def resizeEvent(self, event: QResizeEvent) -> None:  # QWidget.resizeEvent
        super().resizeEvent(event)
        self._fit_columns()
        self._fit_contents()

    def _fit_columns(self) -> None:
        """Optional and Effect hold a word or two: in a narrow table their headers take two
        lines, so the arguments keep their room; in a wide one, one line."""
        model = self.model()
        if model is None or model.columnCount() <= COL_EFFECT:
            return
        em = self.fontMetrics().horizontalAdvance("M")
        compact = self.viewport().width() < em * 50
        if compact == self._compact:
            return
        self._compact = compact
        self._place_run_status()
        metrics = self.horizontalHeader().fontMetrics()
        for column in (COL_OPTIONAL, COL_EFFECT):
            text = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            longest = max((metrics.horizontalAdvance(w) for w in text.split()), default=0)
            width = max(em * 6, longest + em)
            if not compact:
                width = max(width, min(metrics.horizontalAdvance(text) + 2 * em, em * 14))
            while width < em * 12 and _lines(metrics, text, width - em) > 2:
                width += em // 2
            self.setColumnWidth(column, width)
        self._fit_header()

    def show_run_status(self, on: bool) -> None:
        """The run status column shown (from a run's confirmation on) or not."""
        self._run_status = on
        self._place_run_status()

    def _place_run_status(self) -> None:
        """In a narrow table (1024 px wide screens) the run status takes the place of the
        Optional and Changes things columns, whose facts the inspector and the step's
        tooltip still give: the arguments keep their room, nothing is cut."""
        on = self._run_status
        self.setColumnHidden(COL_STATUS, not on)
        narrow = bool(self._compact) and on
        for column in (COL_OPTIONAL, COL_EFFECT):
            self.setColumnHidden(column, narrow)
        self._fit_contents()
        self._fit_header()

    def _fit_contents(self) -> None:
        """The step, status and effect columns as wide as their words ("Attendre 2 s",
        "Olabilir", "En cours 1,2 s" were cut), within bounds that leave the arguments
        their room; longer words are shortened, and read whole in the tooltip."""
        model = self.model()
        if model is None or model.columnCount() <= COL_EFFECT or not model.rowCount():
            return
        em = self.fontMetrics().horizontalAdvance("M")
        for column, least, most in ((COL_STATUS, 8, 16), (COL_EFFECT, 6, 10)):
            if not self.isColumnHidden(column):
                self._grow(column, min(max(self._content_width(column), em * least), em * most))
        # A long step title ("Date et heure actuelles") takes only what the arguments can
        # spare (less once the run status shows), and reads whole in its tooltip; a short
        # label ("Attendre 12 s") always reads whole.
        others = [c for c in range(model.columnCount()) if c not in (COL_ARGS, COL_STEP)]
        room = self.viewport().width() - em * ARGS_LEAST_EM
        room -= sum(self.columnWidth(c) for c in others if not self.isColumnHidden(c))
        wanted = min(max(self._content_width(COL_STEP), em * 9), em * 14, max(room, em * 12))
        if self.columnWidth(COL_STEP) != wanted:
            self.setColumnWidth(COL_STEP, wanted)

    def _content_width(self, column: int) -> int:
        return self.sizeHintForColumn(column) + self.fontMetrics().horizontalAdvance("M") // 2

    def _grow(self, column: int, wanted: int) -> None:
        """Widen ``column`` to ``wanted`` (never narrower than its heading made it)."""
        if self.columnWidth(column) < wanted:
            self.setColumnWidth(column, wanted)

    def _fit_header(self) -> None:
        """As tall as the most wrapped header (two lines at most)."""
        model = self.model()
        header = self.horizontalHeader()
        metrics = header.fontMetrics()
        em = self.fontMetrics().horizontalAdvance("M")
        lines = 1
        for column in range(model.columnCount() if model is not None else 0):
            if not self.isColumnHidden(column):
                text = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
                lines = max(lines, min(_lines(metrics, text, self.columnWidth(column) - em), 2))
        height = metrics.lineSpacing() * lines + em // 2 + 4
        if header.height() != height or header.minimumHeight() != height:
            header.setFixedHeight(height)
            self.updateGeometry()

    def minimumSizeHint(self) -> QSize:  # QWidget.minimumSizeHint
        """Room for :data:`MIN_VISIBLE_ROWS` rows: other parts give way (they scroll)."""
        hint = super().minimumSizeHint()
        rows = self.verticalHeader().defaultSectionSize() * MIN_VISIBLE_ROWS
        header = self.horizontalHeader()
        height = max(header.sizeHint().height(), header.minimumHeight())
        return QSize(hint.width(), height + rows + 2 * self.frameWidth())

    def selected_rows(self) -> list[int]:
        return sorted({index.row() for index in self.selectionModel().selectedRows()})

    def select_rows(self, rows: list[int]) -> None:
        model = self.model()
        selection = self.selectionModel()
        selection.clearSelection()
        for row in rows:
            if 0 <= row < model.rowCount():
                selection.select(
                    model.index(row, 0),
                    QItemSelectionModel.SelectionFlag.Select
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
        if rows and 0 <= rows[0] < model.rowCount():
            selection.setCurrentIndex(
                model.index(rows[0], 0), QItemSelectionModel.SelectionFlag.NoUpdate
            )

    def keyPressEvent(self, event: QKeyEvent) -> None:  # QWidget.keyPressEvent
        alt = event.modifiers() & Qt.KeyboardModifier.AltModifier
        rows = self.selected_rows()
        if alt and rows and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            if event.key() == Qt.Key.Key_Up and rows[0] > 0:
                self.move_requested.emit(rows, rows[0] - 1)
            elif event.key() == Qt.Key.Key_Down and rows[-1] < self.model().rowCount() - 1:
                self.move_requested.emit(rows, rows[-1] + 2)
            event.accept()
            return
        super().keyPressEvent(event)


def _lines(metrics: QFontMetrics, text: str, width: int) -> int:
    """How many lines ``text`` wraps to in ``width`` pixels."""
    box = metrics.boundingRect(QRect(0, 0, max(width, 1), 10_000), Qt.TextFlag.TextWordWrap, text)
    return max(1, round(box.height() / metrics.lineSpacing()))
