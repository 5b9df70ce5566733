"""The editor's Parameters section: a header that folds it, its buttons, and the table.

The table is as tall as its rows (up to :data:`MAX_VISIBLE_ROWS`, then it scrolls), so a
recipe with one parameter does not give up the steps' room to empty lines; folded, only
the header is left (adding a parameter unfolds it). It opens unfolded when the recipe
has parameters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QSizePolicy,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.gui.i18n import translator
from recipe_studio.gui.recipe.params_model import (
    COL_DEFAULT,
    COL_DESCRIPTION,
    COL_EXPLANATION,
    COL_NAME,
    COL_REQUIRED,
    COL_TITLE,
    COL_TYPE,
    ParamsTableModel,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("Editor")
#: Rows shown before the table scrolls.
MAX_VISIBLE_ROWS = 5


def small_button(text: str, tip: str, parent: QWidget | None = None) -> QToolButton:
    button = QToolButton(parent)
    button.setText(text)
    button.setToolTip(tip)
    button.setAccessibleName(tip)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    return button


#: Each column's width, in average characters: at least, and at most when fitted to
#: what it shows (the person's words get the room; a longer text is cut, whole in its
#: tooltip and in its editor).
COLUMN_CHARS = {
    COL_TITLE: (12, 26),
    COL_NAME: (9, 20),
    COL_TYPE: (6, 12),
    COL_DEFAULT: (9, 18),
    COL_REQUIRED: (4, 16),
    COL_EXPLANATION: (14, 40),
    COL_DESCRIPTION: (14, 40),
}


class ParamsTable(QTableView):
    """A table whose preferred height is its rows' (and the sideways scroll bar's, when
    its columns are wider than the editor)."""

    def sizeHint(self) -> QSize:  # QWidget.sizeHint
        hint = super().sizeHint()
        rows = min(max(self.model().rowCount() if self.model() else 0, 1), MAX_VISIBLE_ROWS)
        height = self.horizontalHeader().sizeHint().height() + rows * self._row_height()
        return QSize(hint.width(), height + self._scroll_bar_height() + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:  # QWidget.minimumSizeHint
        hint = super().minimumSizeHint()
        header = self.horizontalHeader().sizeHint().height()
        height = header + self._row_height() + self._scroll_bar_height()
        return QSize(hint.width(), height + 2 * self.frameWidth())

    def _row_height(self) -> int:
        return self.verticalHeader().defaultSectionSize()

    def _scroll_bar_height(self) -> int:
        header = self.horizontalHeader()
        if header.length() <= self.viewport().width():
            return 0
        return self.horizontalScrollBar().sizeHint().height()

    def fit_columns(self) -> None:
        """Each column as wide as what it shows, within :data:`COLUMN_CHARS`; the last
        one takes what is left, and the table scrolls sideways when they need more."""
        char = self.fontMetrics().averageCharWidth()
        header = self.horizontalHeader()
        for column, (least, most) in COLUMN_CHARS.items():
            self.resizeColumnToContents(column)
            width = self.columnWidth(column) + char  # room for a bold header (the current)
            # A heading is never cut: it says what the column is.
            heading = header.sectionSizeHint(column) + char
            self.setColumnWidth(column, max(least * char, heading, min(width, most * char)))
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:  # QWidget.resizeEvent
        super().resizeEvent(event)
        self.updateGeometry()  # the scroll bar may come or go


class ParamsSection(QWidget):
    def __init__(self, session: EditorSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(self._build_header())
        self.model = ParamsTableModel(session.document, session, self)
        self.view = ParamsTable()
        self.view.setModel(self.model)
        self.view.setAccessibleName(tr("Parameters"))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        # Seven columns do not share a narrow editor readably: each is as wide as its
        # words (the person's first: title, identifier, type, default, required), and the
        # explanations further right scroll into view.
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.view.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setWordWrap(False)
        self.view.setTabKeyNavigation(False)
        from recipe_studio.gui.editor.param_delegate import ParamDelegate

        self.view.setItemDelegate(ParamDelegate(session, self.view))
        layout.addWidget(self.view, 1)
        for signal in (self.model.rowsInserted, self.model.rowsRemoved, self.model.modelReset):
            signal.connect(self._rows_changed)
        self.model.modelReset.connect(self.view.fit_columns)
        self.view.fit_columns()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.set_expanded(bool(session.document.params))

    def _build_header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.toggle = QToolButton()
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAccessibleName(tr("Show or hide the parameters"))
        self.toggle.setToolTip(tr("Values the recipe asks for each time it runs"))
        self.toggle.toggled.connect(self.set_expanded)
        row.addWidget(self.toggle)
        row.addStretch(1)
        self.add_button = small_button(tr("+ Parameter"), tr("Add parameter"))
        self.add_button.clicked.connect(self.add_param)
        self.remove_button = small_button(tr("Remove"), tr("Remove parameter"))
        self.remove_button.clicked.connect(self.remove_param)
        self.up_button = small_button("↑", tr("Move parameter up"))
        self.up_button.clicked.connect(lambda: self.move_param(-1))
        self.down_button = small_button("↓", tr("Move parameter down"))
        self.down_button.clicked.connect(lambda: self.move_param(1))
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            row.addWidget(button)
        return row

    # ------------------------------------------------------------------ folding
    def set_expanded(self, expanded: bool) -> None:
        if self.toggle.isChecked() != expanded:
            self.toggle.setChecked(expanded)  # comes back here through toggled
            return
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if expanded else Qt.ArrowType.RightArrow)
        for widget in (self.view, self.remove_button, self.up_button, self.down_button):
            widget.setVisible(expanded)
        self._rows_changed()

    def is_expanded(self) -> bool:
        return self.toggle.isChecked()

    def _rows_changed(self, *_: object) -> None:
        count = len(self.session.document.params)
        self.toggle.setText(tr("Parameters ({n})").format(n=count))
        self.view.updateGeometry()
        self.updateGeometry()

    # ------------------------------------------------------------------ editing
    def add_param(self) -> None:
        self.set_expanded(True)
        index = self.session.add_param()
        self.view.selectRow(index)
        # The person names the new value in their words; its identifier comes from them.
        self.view.setCurrentIndex(self.model.index(index, COL_TITLE))
        self.view.edit(self.model.index(index, COL_TITLE))

    def remove_param(self) -> None:
        rows = self.view.selectionModel().selectedRows()
        if rows:
            self.session.remove_param(rows[0].row())

    def move_param(self, delta: int) -> None:
        rows = self.view.selectionModel().selectedRows()
        if rows:
            row = rows[0].row()
            self.session.move_param(row, row + delta)
            if 0 <= row + delta < self.model.rowCount():
                self.view.selectRow(row + delta)

    def select_param(self, row: int, column: int = 0) -> None:
        self.set_expanded(True)
        self.view.setCurrentIndex(self.model.index(row, column))
        self.view.setFocus()
