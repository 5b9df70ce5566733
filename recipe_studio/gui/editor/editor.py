"""The recipe editor: name, target and description, the parameters (folding), the steps
table, and the selected step's inspector."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.profiles import PROFILES
from recipe_studio.core.validation.live import ProblemsDelta
from recipe_studio.gui.clipboard import set_mime
from recipe_studio.gui.editor.params_section import ParamsSection, small_button
from recipe_studio.gui.editor.steps_view import StepsView
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.inspector.panel import StepInspector
from recipe_studio.gui.recipe.params_model import COL_TITLE, FIELD_COLUMNS
from recipe_studio.gui.recipe.steps_model import (
    COL_STATUS,
    StepsTableModel,
    clipboard_steps_text,
    steps_mime,
)
from recipe_studio.gui.words import catalog_name, profile_title

if TYPE_CHECKING:
    from recipe_studio.core.problems import Problem
    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("Editor")


class ShrinkingCombo(QComboBox):
    """Wants room for its longest item, but makes do with less in a narrow window."""

    def minimumSizeHint(self) -> QSize:  # QWidget.minimumSizeHint
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().averageCharWidth() * 18), hint.height())


class RecipeEditor(QWidget):
    """Edits one :class:`EditorSession`; every change goes through its undo stack."""

    catalog_menu_requested = Signal(QWidget)

    def __init__(self, session: EditorSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        doc = session.document
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        outer.addLayout(self._build_header())
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        outer.addWidget(splitter, 1)
        # Parameters as tall as their rows (or folded), the steps below take the rest.
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        self.params = ParamsSection(session)
        self.params_model = self.params.model
        self.params_view = self.params.view
        column.addWidget(self.params)
        column.addWidget(self._build_steps(), 1)
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
    def _build_header(self) -> QGridLayout:
        """Name and target on one line, the description under them, then which catalog
        the recipe is checked against (wrapping: it can be a long name)."""
        grid = QGridLayout()
        grid.setVerticalSpacing(4)
        self.name_edit = QLineEdit()
        self.name_edit.setAccessibleName(tr("Recipe name"))
        self.name_edit.setPlaceholderText(tr("A short name, e.g. Morning brief"))
        self.name_edit.textEdited.connect(self.session.set_name)
        self.description_edit = QPlainTextEdit()
        self.description_edit.setAccessibleName(tr("Recipe description"))
        self.description_edit.setPlaceholderText(tr("What does this recipe do?"))
        self.description_edit.setTabChangesFocus(True)
        self.description_edit.setFixedHeight(self.fontMetrics().lineSpacing() * 2 + 14)
        self.description_edit.textChanged.connect(
            lambda: self.session.set_description(self.description_edit.toPlainText())
        )
        self.profile_box = ShrinkingCombo()
        self.profile_box.setAccessibleName(tr("Target platform"))
        for profile in PROFILES.values():
            self.profile_box.addItem(profile_title(profile), profile.name)
        self.profile_box.activated.connect(
            lambda i: self.session.set_profile(str(self.profile_box.itemData(i)))
        )
        self.catalog_button = QPushButton(tr("Catalog…"))
        self.catalog_button.setAccessibleName(tr("Choose the tool catalog"))
        self.catalog_button.clicked.connect(
            lambda: self.catalog_menu_requested.emit(self.catalog_button)
        )
        self.catalog_label = QLabel()
        self.catalog_label.setAccessibleName(tr("Active tool catalog"))
        self.catalog_label.setWordWrap(True)
        self.catalog_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        for column, (text, widget) in enumerate(
            ((tr("&Name"), self.name_edit), (tr("&Target"), self.profile_box))
        ):
            label = QLabel(text)
            label.setBuddy(widget)
            grid.addWidget(label, 0, column * 2)
            grid.addWidget(widget, 0, column * 2 + 1)
        grid.addWidget(self.catalog_button, 0, 4)
        description = QLabel(tr("&Description"))
        description.setBuddy(self.description_edit)
        grid.addWidget(description, 1, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.description_edit, 1, 1, 1, 4)
        grid.addWidget(self.catalog_label, 2, 1, 1, 4)
        grid.setColumnStretch(1, 1)
        return grid

    def _build_steps(self) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        buttons = QHBoxLayout()
        self.add_step_button = small_button(tr("+ Step"), tr("Add a tool step"))
        self.add_step_button.clicked.connect(self.add_step)
        self.add_wait_button = small_button(tr("+ Wait"), tr("Add a wait step"))
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
            self.session,
            self.session.live.step_problems,
            self,
            names=self.session.reference_names,
        )
        self.steps_view = StepsView()
        self.steps_view.setModel(self.steps_model)
        self.steps_view.setAccessibleName(tr("Steps"))
        self.steps_view.setAccessibleDescription(
            tr("The recipe's steps in order. Alt+Up and Alt+Down move the selected steps.")
        )
        self.steps_view.setToolTip(tr("Steps run in order; drag rows to reorder them."))
        self.steps_view.move_requested.connect(self.session.move_steps)
        # The run status column appears with the first run (from its confirmation on)
        # and stays: before any run it would only take the arguments' room.
        self.steps_view.show_run_status(bool(self.session.run_state.marks))
        self.session.run_state.marks_changed.connect(self._show_run_status)
        self.steps_view.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.inspector.show_step(
                current.row() if current.isValid() else None
            )
        )
        layout.addWidget(self.steps_view, 1)
        return box

    def _show_run_status(self, _uids: object = None) -> None:
        if self.steps_view.isColumnHidden(COL_STATUS) and self.session.run_state.marks:
            self.steps_view.show_run_status(True)

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
            tr("Checked against: {name}").format(name=catalog_name(self.session.catalog))
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
        self.params.add_param()

    def remove_param(self) -> None:
        self.params.remove_param()

    def move_param(self, delta: int) -> None:
        self.params.move_param(delta)

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
        # The keyboard goes on where the step is filled in: its first argument, else its
        # row (not back to whatever had the focus before the picker, the recipe's name).
        form = self.inspector.form
        first = next(iter(form.rows.values()), None) if form is not None else None
        if first is not None and self.inspector.row == row:
            first.focus()
        else:
            self.steps_view.setFocus(Qt.FocusReason.OtherFocusReason)

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
        self.params.select_param(row, column)

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
            column = FIELD_COLUMNS.get(loc.field or "", COL_TITLE)
            self.select_param(loc.param, column)
        elif loc.field == "description":
            self.description_edit.setFocus()
        else:
            self.name_edit.setFocus()
