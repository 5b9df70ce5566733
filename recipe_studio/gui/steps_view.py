"""The steps table view: drag rows to reorder, Alt+Up/Down, copy and paste as JSON."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from recipe_studio.gui.pieces_delegate import PiecesDelegate
from recipe_studio.gui.steps_model import (
    COL_ARGS,
    COL_EFFECT,
    COL_NUMBER,
    COL_OPTIONAL,
    COL_STATUS,
    COL_STEP,
)


class StepsView(QTableView):
    """A table whose rows can be dragged (one or several) and moved with Alt+Up/Down."""

    move_requested = Signal(list, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        header = self.horizontalHeader()
        if self.model() is not None and self.model().columnCount() > COL_ARGS:
            header.setSectionResizeMode(COL_ARGS, QHeaderView.ResizeMode.Stretch)
            self.setColumnWidth(COL_NUMBER, 56)
            self.setColumnWidth(COL_STEP, 125)
            self.setColumnWidth(COL_OPTIONAL, 66)
            self.setColumnWidth(COL_EFFECT, 100)
            self.setColumnWidth(COL_STATUS, 120)

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
