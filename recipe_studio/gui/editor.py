"""The recipe editor: name, description, profile, params table, steps table, inspector."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.problems import Problem
from recipe_studio.core.profiles import PROFILES
from recipe_studio.core.validation.live import ProblemsDelta
from recipe_studio.gui.clipboard import set_mime
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.inspector.panel import StepInspector
from recipe_studio.gui.params_model import ParamsTableModel
from recipe_studio.gui.session import EditorSession
from recipe_studio.gui.steps_model import (
    COL_STATUS,
    StepsTableModel,
    clipboard_steps_text,
    steps_mime,
)
from recipe_studio.gui.steps_view import StepsView

tr = translator("Editor")


def small_button(text: str, tip: str, parent: QWidget | None = None) -> QToolButton:
    button = QToolButton(parent)
    button.setText(text)
    button.setToolTip(tip)
    button.setAccessibleName(tip)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    return button


class RecipeEditor(QWidget):
    """Edits one :class:`EditorSession`; every change goes through its undo stack."""

    catalog_menu_requested = Signal(QWidget)

    def __init__(self, session: EditorSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        doc = session.document
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addLayout(self._build_header())
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        outer.addWidget(splitter, 1)
        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self._build_params())
        left.addWidget(self._build_steps())
        left.setStretchFactor(0, 1)
        left.setStretchFactor(1, 3)
        splitter.addWidget(left)
        self.inspector = StepInspector()
        self.inspector.set_session(session)
        splitter.addWidget(self.inspector)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([600, 400])
        self.splitter = splitter
        doc.field_changed.connect(self._field_changed)
        doc.reset.connect(self._load_fields)
        session.problems_updated.connect(self._problems_changed)
        session.catalog_changed.connect(self._show_catalog)
        self._load_fields()
        self._problems_changed(ProblemsDelta(full=True, recipe=True))

    # ------------------------------------------------------------------ building
    def _build_header(self) -> QFormLayout:
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setAccessibleName(tr("Recipe name"))
        self.name_edit.setPlaceholderText(tr("A short name, e.g. Morning brief"))
        self.name_edit.textEdited.connect(self.session.set_name)
        form.addRow(tr("&Name"), self.name_edit)
        self.description_edit = QPlainTextEdit()
        self.description_edit.setAccessibleName(tr("Recipe description"))
        self.description_edit.setPlaceholderText(tr("What does this recipe do?"))
        self.description_edit.setTabChangesFocus(True)
        self.description_edit.setFixedHeight(self.fontMetrics().height() * 3 + 12)
        self.description_edit.textChanged.connect(
            lambda: self.session.set_description(self.description_edit.toPlainText())
        )
        form.addRow(tr("&Description"), self.description_edit)
        target = QHBoxLayout()
        self.profile_box = QComboBox()
        self.profile_box.setAccessibleName(tr("Target platform"))
        for profile in PROFILES.values():
            self.profile_box.addItem(f"{profile.title}", profile.name)
        self.profile_box.activated.connect(
            lambda i: self.session.set_profile(str(self.profile_box.itemData(i)))
        )
        target.addWidget(self.profile_box, 1)
        self.catalog_label = QLabel()
        self.catalog_label.setAccessibleName(tr("Active tool catalog"))
        target.addWidget(self.catalog_label)
        self.catalog_button = QPushButton(tr("Catalog…"))
        self.catalog_button.setAccessibleName(tr("Choose the tool catalog"))
        self.catalog_button.clicked.connect(
            lambda: self.catalog_menu_requested.emit(self.catalog_button)
        )
        target.addWidget(self.catalog_button)
        form.addRow(tr("Target"), target)
        return form

    def _build_params(self) -> QWidget:
        box = QGroupBox(tr("Parameters (asked when the recipe runs)"))
        layout = QVBoxLayout(box)
        self.params_model = ParamsTableModel(self.session, self)
        self.params_view = QTableView()
        self.params_view.setModel(self.params_model)
        self.params_view.setAccessibleName(tr("Parameters"))
        self.params_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.params_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.params_view.verticalHeader().setVisible(False)
        self.params_view.horizontalHeader().setStretchLastSection(True)
        self.params_view.setTabKeyNavigation(False)
        self.params_view.setMinimumHeight(self.fontMetrics().height() * 6)
        from recipe_studio.gui.param_delegate import ParamDelegate

        self.params_view.setItemDelegate(ParamDelegate(self.session, self.params_view))
        layout.addWidget(self.params_view)
        buttons = QHBoxLayout()
        add = small_button(tr("Add parameter"), tr("Add parameter"))
        add.clicked.connect(self.add_param)
        remove = small_button(tr("Remove"), tr("Remove parameter"))
        remove.clicked.connect(self.remove_param)
        up = small_button("↑", tr("Move parameter up"))
        up.clicked.connect(lambda: self.move_param(-1))
        down = small_button("↓", tr("Move parameter down"))
        down.clicked.connect(lambda: self.move_param(1))
        for button in (add, remove, up, down):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        return box

    def _build_steps(self) -> QWidget:
        box = QGroupBox(tr("Steps (run in order; drag rows to reorder)"))
        layout = QVBoxLayout(box)
        buttons = QHBoxLayout()
        self.add_step_button = small_button(tr("Add step"), tr("Add a tool step"))
        self.add_step_button.clicked.connect(self.add_step)
        self.add_wait_button = small_button(tr("Add wait"), tr("Add a wait step"))
        self.add_wait_button.clicked.connect(self.add_wait)
        duplicate = small_button(tr("Duplicate"), tr("Duplicate the selected steps"))
        duplicate.clicked.connect(self.duplicate_selected)
        delete = small_button(tr("Delete"), tr("Delete the selected steps"))
        delete.clicked.connect(self.delete_selected)
        up = small_button("↑", tr("Move the selected steps up (Alt+Up)"))
        up.clicked.connect(lambda: self.move_selected(-1))
        down = small_button("↓", tr("Move the selected steps down (Alt+Down)"))
        down.clicked.connect(lambda: self.move_selected(1))
        for button in (self.add_step_button, self.add_wait_button, duplicate, delete, up, down):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.steps_model = StepsTableModel(
            self.session.document,
            lambda: self.session.catalog,
            self.session.run_state,
            self.session.move_steps,
            self.session.paste_steps,
            self.session.live.step_problems,
            self,
        )
        self.steps_view = StepsView()
        self.steps_view.setModel(self.steps_model)
        self.steps_view.setAccessibleName(tr("Steps"))
        self.steps_view.setAccessibleDescription(
            tr("The recipe's steps in order. Alt+Up and Alt+Down move the selected steps.")
        )
        self.steps_view.move_requested.connect(self.session.move_steps)
        self.steps_view.setColumnHidden(COL_STATUS, True)
        self.steps_view.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.inspector.show_step(
                current.row() if current.isValid() else None
            )
        )
        layout.addWidget(self.steps_view, 1)
        return box

    # ------------------------------------------------------------------ fields
    def _load_fields(self) -> None:
        recipe = self.session.document.recipe
        if self.name_edit.text() != recipe.name:
            self.name_edit.setText(recipe.name)
        description = recipe.description or ""
        if self.description_edit.toPlainText() != description:
            self.description_edit.blockSignals(True)
            self.description_edit.setPlainText(description)
            self.description_edit.blockSignals(False)
        index = self.profile_box.findData(self.session.document.profile.name)
        self.profile_box.setCurrentIndex(index)
        self._show_catalog()

    def _field_changed(self, name: str) -> None:
        if name in ("name", "description"):
            self._load_fields()

    def _show_catalog(self) -> None:
        self.catalog_label.setText(
            tr("Checked against: {name}").format(name=self.session.catalog.name)
        )
        self.profile_box.setCurrentIndex(
            self.profile_box.findData(self.session.document.profile.name)
        )

    def _problems_changed(self, delta: ProblemsDelta) -> None:
        self.steps_model.problems_changed(delta)
        if delta.recipe:
            self.params_model.set_problems(self.session.live.recipe_problems())

    # ------------------------------------------------------------------ params
    def add_param(self) -> None:
        index = self.session.add_param()
        self.params_view.selectRow(index)
        self.params_view.edit(self.params_model.index(index, 0))

    def remove_param(self) -> None:
        rows = self.params_view.selectionModel().selectedRows()
        if rows:
            self.session.remove_param(rows[0].row())

    def move_param(self, delta: int) -> None:
        rows = self.params_view.selectionModel().selectedRows()
        if rows:
            row = rows[0].row()
            self.session.move_param(row, row + delta)
            if 0 <= row + delta < self.params_model.rowCount():
                self.params_view.selectRow(row + delta)

    # ------------------------------------------------------------------ steps
    def insertion_row(self) -> int:
        rows = self.steps_view.selected_rows()
        return rows[-1] + 1 if rows else len(self.session.document.steps)

    def add_step(self) -> None:
        row = self.insertion_row()
        self.session.add_tool_step(row)
        self.steps_view.select_rows([row])
        self.inspector.show_step(row)
        self.inspector.choose_tool()

    def choose_tool(self) -> None:
        self.inspector.choose_tool()

    def add_wait(self) -> None:
        row = self.insertion_row()
        self.session.add_wait_step(row)
        self.steps_view.select_rows([row])

    def delete_selected(self) -> None:
        rows = self.steps_view.selected_rows()
        if rows:
            self.session.remove_steps(rows)
            remaining = len(self.session.document.steps)
            if remaining:
                self.steps_view.select_rows([min(rows[0], remaining - 1)])

    def duplicate_selected(self) -> None:
        rows = self.steps_view.selected_rows()
        if rows:
            self.session.duplicate_steps(rows)
            start = rows[-1] + 1
            self.steps_view.select_rows(list(range(start, start + len(rows))))

    def move_selected(self, delta: int) -> None:
        rows = self.steps_view.selected_rows()
        if not rows:
            return
        if delta < 0 and rows[0] > 0:
            self.session.move_steps(rows, rows[0] - 1)
        elif delta > 0 and rows[-1] < len(self.session.document.steps) - 1:
            self.session.move_steps(rows, rows[-1] + 2)

    def copy_selected(self) -> bool:
        rows = self.steps_view.selected_rows()
        if not rows:
            return False
        set_mime(steps_mime(self.session.document, rows))
        return True

    def cut_selected(self) -> None:
        if self.copy_selected():
            self.delete_selected()

    def paste(self) -> bool:
        text = clipboard_steps_text(QGuiApplication.clipboard().mimeData())
        rows = self.session.paste_steps(self.insertion_row(), text) if text else []
        if rows:
            self.steps_view.select_rows(rows)
        return bool(rows)

    def select_step(self, row: int) -> None:
        self.steps_view.select_rows([row])
        self.steps_view.scrollTo(self.steps_model.index(row, 0))
        self.inspector.show_step(row)

    def select_param(self, row: int, column: int = 0) -> None:
        self.params_view.setCurrentIndex(self.params_model.index(row, column))
        self.params_view.setFocus()

    def go_to_problem(self, problem: Problem) -> None:
        """Show where ``problem`` is: its step's argument, its param cell, or the field."""
        loc = problem.location
        if loc.step is not None and loc.step < len(self.session.document.steps):
            self.select_step(loc.step)
            form = self.inspector.form
            path = problem.argument_path
            row = form.row_for(path) if form is not None and path else None
            if row is not None:
                self.inspector.form_scroll.ensureWidgetVisible(row)
                row.focus()
            elif loc.field == "tool":
                self.inspector.tool_edit.setFocus()
            else:
                self.steps_view.setFocus()
        elif loc.param is not None:
            column = {"name": 0, "type": 1, "default": 2, "description": 3}.get(loc.field or "", 0)
            self.select_param(loc.param, column)
        elif loc.field == "description":
            self.description_edit.setFocus()
        else:
            self.name_edit.setFocus()
