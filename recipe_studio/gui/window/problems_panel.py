"""The Problems panel: every problem with its severity, message and place.

The list updates in place (rows are inserted and removed by a diff), so the user's
selection and scroll position survive each re-validation. After a one-step edit only that
step's rows are diffed (the list is sorted by step, so they are one block, found by
bisection): the cost does not grow with the number of problems. Double-click or Enter goes
to the offending step or param.
"""

from __future__ import annotations

import bisect
import difflib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.model import ToolStep
from recipe_studio.core.validation.live import LiveValidation, ProblemsDelta, step_order
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.texts import problem_place, problem_text
from recipe_studio.gui.words import tool_words

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.arguments import ToolFacts
    from recipe_studio.core.problem_text import ArgumentNamer, ToolNamer
    from recipe_studio.core.problems import PathPart, Problem
    from recipe_studio.core.reference_names import ReferenceNames
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.recipe.session import EditorSession

Index = QModelIndex | QPersistentModelIndex
PROBLEM_ROLE = Qt.ItemDataRole.UserRole + 10


tr = translator("Problems")


def argument_namer(session: EditorSession | None) -> ArgumentNamer:
    """Argument titles of the session's steps, for places ("Step 3, Note name"). Facts
    are kept per tool while the catalog and what it borrows stay the same (the list asks
    for every row it paints)."""
    # The catalog and borrowed objects are kept with their facts: their ids stay theirs.
    known: dict[tuple[str, int, int], tuple[ToolFacts, object, object]] = {}

    def name(step: int, path: tuple[PathPart, ...]) -> str | None:
        steps = session.document.steps if session is not None else []
        found = steps[step] if 0 <= step < len(steps) else None
        if not isinstance(found, ToolStep) or session is None:
            return None
        key = (found.tool, id(session.catalog), id(session.live.borrowed))
        if key not in known:
            if len(known) > 256:
                known.clear()
            known[key] = (session.tool_facts(found.tool), session.catalog, session.live.borrowed)
        return known[key][0].at(path).title

    return name


def tool_namer(session: EditorSession | None) -> ToolNamer:
    """Tool titles from the session's catalog (the identifier stays in the tooltip)."""
    return tool_words(session.catalog if session is not None else None).tool


def place_text(problem: Problem, names: ArgumentNamer | None = None) -> str:
    """Where a problem is, as a place: "Step 3, Note name", "Parameter 2, default value"."""
    return problem_place(problem, names)


def _key(p: Problem) -> tuple[Any, ...]:
    return (p.location.step, p.location.param, p.location.field, p.location.path, p.code)


class ProblemsModel(QAbstractTableModel):
    HEADERS = ("Severity", "Message", "Where")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._problems: list[Problem] = []
        #: Argument and tool titles for the places and sentences (of the shown recipe).
        self.names: ArgumentNamer | None = None
        self.tools: ToolNamer | None = None
        #: The shown recipe's titles (params, result fields), made anew after each edit.
        self.references: Callable[[], ReferenceNames] | None = None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._problems)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return tr(self.HEADERS[section])
        return None

    def _sentence(self, problem: Problem) -> str:
        references = self.references() if self.references is not None else None
        return problem_text(problem, self.names, self.tools, references)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._problems):
            return None
        problem = self._problems[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return tr("Error") if problem.is_error else tr("Warning")
            if column == 1:
                return self._sentence(problem)
            return place_text(problem, self.names)
        if role == Qt.ItemDataRole.DecorationRole and column == 0:
            kind = (
                QStyle.StandardPixmap.SP_MessageBoxCritical
                if problem.is_error
                else QStyle.StandardPixmap.SP_MessageBoxWarning
            )
            return QApplication.style().standardIcon(kind)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{self._sentence(problem)}\n[{problem.code}]"
        if role == PROBLEM_ROLE:
            return problem
        if role == Qt.ItemDataRole.UserRole:
            return problem.severity.value
        return None

    def problem_at(self, row: int) -> Problem:
        return self._problems[row]

    def set_problems(self, problems: list[Problem]) -> None:
        """Show ``problems`` (sorted: recipe-level first, then by step), diffed in place."""
        self._replace(0, len(self._problems), problems)

    def set_step_problems(self, row: int, problems: list[Problem]) -> None:
        """Show ``problems`` as the ones of step ``row`` (only that step's rows change)."""
        start = bisect.bisect_left(self._problems, row, key=step_order)
        end = bisect.bisect_right(self._problems, row, lo=start, key=step_order)
        self._replace(start, end, problems)

    def set_recipe_problems(self, problems: list[Problem]) -> None:
        """Show ``problems`` as the recipe-level ones (the rows before the first step's)."""
        self._replace(0, bisect.bisect_left(self._problems, 0, key=step_order), problems)

    def _replace(self, start: int, end: int, problems: list[Problem]) -> None:
        """Make rows ``start:end`` show ``problems``, with row inserts, removals, changes."""
        # Only the part between an unchanged head and tail is diffed: after one edit the
        # lists share everything else (the very same objects), so this stays cheap.
        old = self._problems
        head = 0
        limit = min(end - start, len(problems))
        while head < limit and old[start + head] is problems[head]:
            head += 1
        tail = 0
        while tail < limit - head and old[end - 1 - tail] is problems[-1 - tail]:
            tail += 1
        old_keys = [_key(p) for p in old[start + head : end - tail]]
        new_keys = [_key(p) for p in problems[head : len(problems) - tail]]
        matcher = difflib.SequenceMatcher(a=old_keys, b=new_keys, autojunk=False)
        a0, b0 = start + head, head
        opcodes = [
            (tag, a1 + a0, a2 + a0, b1 + b0, b2 + b0)
            for tag, a1, a2, b1, b2 in matcher.get_opcodes()
        ]
        # Apply from the end so earlier row numbers stay valid.
        for tag, a1, a2, b1, b2 in reversed(opcodes):
            if tag in ("delete", "replace"):
                self.beginRemoveRows(QModelIndex(), a1, a2 - 1)
                del self._problems[a1:a2]
                self.endRemoveRows()
            if tag in ("insert", "replace"):
                self.beginInsertRows(QModelIndex(), a1, a1 + (b2 - b1) - 1)
                self._problems[a1:a1] = problems[b1:b2]
                self.endInsertRows()
            if tag == "equal":
                for offset in range(a2 - a1):
                    if self._problems[a1 + offset] != problems[b1 + offset]:
                        self._problems[a1 + offset] = problems[b1 + offset]
                        self.dataChanged.emit(
                            self.index(a1 + offset, 0), self.index(a1 + offset, 2)
                        )
                    else:
                        self._problems[a1 + offset] = problems[b1 + offset]


class ProblemsPanel(QWidget):
    """The dock's contents: a severity filter and the list."""

    activated = Signal(object)
    #: The counts in words ("2 error(s), 1 warning(s)"), for the status bar.
    counts_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: EditorSession | None = None
        self.setAccessibleName(tr("Problems"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        self.summary = QLabel()
        self.summary.setAccessibleName(tr("Problem count"))
        top.addWidget(self.summary, 1)
        show_label = QLabel(tr("Show:"))
        top.addWidget(show_label)
        self.filter = QComboBox()
        # On Linux Qt gives a list its chosen item as its name; Orca says what it is from
        # its label.
        show_label.setBuddy(self.filter)
        self.filter.setAccessibleName(tr("Show problems of severity"))
        self.filter.addItem(tr("All"), "")
        self.filter.addItem(tr("Errors"), "error")
        self.filter.addItem(tr("Warnings"), "warning")
        self.filter.currentIndexChanged.connect(self._filter_changed)
        top.addWidget(self.filter)
        layout.addLayout(top)
        self.model = ProblemsModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterRole(Qt.ItemDataRole.UserRole)
        self.proxy.setFilterKeyColumn(0)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setAccessibleName(tr("Problems list"))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setStretchLastSection(True)
        # As wide as its heading in the UI language ("Önem derecesi" is twice "Severity").
        # And as wide as its words with their icon ("Avertissement" was cut).
        self.view.resizeColumnToContents(0)
        metrics, style = self.view.fontMetrics(), self.view.style()
        icon = style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        words = max(metrics.horizontalAdvance(w) for w in (tr("Error"), tr("Warning")))
        room = words + icon + 4 * style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 12
        self.view.setColumnWidth(0, max(90, self.view.columnWidth(0), room))
        self.view.setColumnWidth(1, 460)
        self.view.setTabKeyNavigation(False)
        # A heading and two rows at least (not more): the editor above keeps its room.
        self.view.setMinimumHeight(self.view.fontMetrics().height() * 3 + 8)
        self.view.activated.connect(self._activated)
        self.view.doubleClicked.connect(self._activated)
        layout.addWidget(self.view)
        self.set_problems([])

    def follow(self, recipes: OpenRecipes) -> None:
        """List the problems of whichever recipe is shown, as they change."""
        recipes.opened.connect(
            lambda session: session.problems_updated.connect(
                lambda delta, s=session: self._updated(s, delta)
            )
        )
        recipes.current_changed.connect(self._show)

    def _show(self, session: EditorSession | None) -> None:
        self._shown = session
        self.model.names = argument_namer(session)
        self.model.tools = tool_namer(session)
        self.model.references = session.reference_names if session is not None else None
        if session is None:
            self.set_problems([])
            self.counts_changed.emit("")
        else:
            self._updated(session, ProblemsDelta(full=True, recipe=True))

    def _updated(self, session: EditorSession, delta: ProblemsDelta) -> None:
        if session is self._shown:
            self.update_problems(session.live, delta)

    def _filter_changed(self) -> None:
        self.proxy.setFilterFixedString(str(self.filter.currentData()))

    def set_problems(self, problems: list[Problem]) -> None:
        self.model.set_problems(problems)
        errors = sum(1 for p in problems if p.is_error)
        self.set_counts(errors, len(problems) - errors)

    def update_problems(self, live: LiveValidation, delta: ProblemsDelta) -> None:
        """Show what re-validation changed: only the changed steps' rows, unless full."""
        if delta.full:
            self.model.set_problems(live.problems())
        else:
            if delta.recipe:
                self.model.set_recipe_problems(live.recipe_problems())
            for row in delta.rows:
                self.model.set_step_problems(row, live.step_problems(row))
        self.set_counts(*live.counts())

    def set_counts(self, errors: int, warnings: int) -> None:
        text = counts_text(errors, warnings)
        self.summary.setText(text)
        self.counts_changed.emit(text)

    def _activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.activated.emit(self.proxy.mapToSource(index).data(PROBLEM_ROLE))


def counts_text(errors: int, warnings: int) -> str:
    if not errors and not warnings:
        return "✓ " + tr("No problems")
    return tr("%n error(s)", errors) + ", " + tr("%n warning(s)", warnings)
