"""The welcome page: what the editor area shows when no recipe is open.

On the first start and whenever nothing is open it offers the ways to begin — a new
recipe, a file to import, the guided tour, an example (each with its one-line purpose,
read from the example files) and the recipes opened or saved last — instead of asking a
question in a box. It only says what was chosen; the window does it.

It reads the library's entries and the recent names through two functions it is given,
so it can be shown at start-up from the index and the settings file as they are on disk,
before the library and the settings' models have loaded (see :meth:`WelcomePage.read_from`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QCommandLinkButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.examples import Example, examples
from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from recipe_studio.core.library import LibraryEntry

    Entries = Callable[[], Iterable[LibraryEntry]]
    RecentNames = Callable[[], list[str]]

tr = translator("Welcome")
#: The page's column stays readable on wide windows.
COLUMN_WIDTH = 720


def purpose_text(example: Example) -> str:
    """An example's one-line purpose in the UI language (``Examples`` context)."""
    return QCoreApplication.translate("Examples", example.purpose)


def example_name(example: Example) -> str:
    """An example's name in the UI language (the name it gets in the library)."""
    return QCoreApplication.translate("Examples", example.name)


class WelcomePage(QScrollArea):
    new_requested = Signal()
    import_requested = Signal()
    tour_requested = Signal()
    #: An example to start from (an :class:`Example`).
    example_chosen = Signal(object)
    #: A recent recipe's library name.
    recent_chosen = Signal(str)

    def __init__(
        self, entries: Entries, recent: RecentNames, parent: QWidget | None = None
    ) -> None:
        """``entries`` lists the library, ``recent`` the names opened or saved last."""
        super().__init__(parent)
        self._entries = entries
        self._recent = recent
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAccessibleName(tr("Welcome"))
        page = QWidget()
        outer = QHBoxLayout(page)
        outer.addStretch(1)
        column = QWidget()
        column.setMaximumWidth(COLUMN_WIDTH)
        outer.addWidget(column, 100)
        outer.addStretch(1)
        self.column = QVBoxLayout(column)
        self.column.setSpacing(8)
        self._build_intro()
        self.examples_box = self._section(tr("Start from an example"))
        for example in examples():
            button = self._link(example_name(example), purpose_text(example))
            button.setObjectName("exampleButton")
            button.clicked.connect(lambda _=False, e=example: self.example_chosen.emit(e))
            self.examples_box.addWidget(button)
        self.recent_title = QLabel()
        self.recent_box = self._section(tr("Recent recipes"), self.recent_title)
        self.column.addStretch(1)
        self.setWidget(page)

    def _build_intro(self) -> None:
        title = QLabel(tr("Welcome to Recipe Studio"))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        title.setFont(font)
        intro = QLabel(
            tr(
                "A recipe is a named list of tool calls that runs as one command. Build one "
                "here, test it with the built-in tools, then save it or publish it to your host."
            )
        )
        intro.setWordWrap(True)
        self.column.addWidget(title)
        self.column.addWidget(intro)
        row = QHBoxLayout()
        self.new_button = QPushButton(tr("New recipe"))
        self.new_button.clicked.connect(self.new_requested)
        self.import_button = QPushButton(tr("Import a file…"))
        self.import_button.clicked.connect(self.import_requested)
        self.tour_button = QPushButton(tr("Take the guided tour"))
        self.tour_button.clicked.connect(self.tour_requested)
        # Named (as the menu table's actions are): found by name in every language.
        self.new_button.setObjectName("newButton")
        self.import_button.setObjectName("importButton")
        self.tour_button.setObjectName("tourButton")
        for button in (self.new_button, self.import_button, self.tour_button):
            row.addWidget(button)
        row.addStretch(1)
        self.column.addSpacing(6)
        self.column.addLayout(row)

    def _section(self, title: str, label: QLabel | None = None) -> QVBoxLayout:
        heading = label if label is not None else QLabel()
        heading.setText(f"<b>{title}</b>")
        self.column.addSpacing(10)
        self.column.addWidget(heading)
        box = QVBoxLayout()
        box.setSpacing(2)
        self.column.addLayout(box)
        return box

    def _link(self, title: str, description: str) -> QCommandLinkButton:
        button = QCommandLinkButton(title, description)
        button.setAccessibleName(title)
        button.setAccessibleDescription(description)
        return button

    def read_from(self, entries: Entries, recent: RecentNames) -> None:
        """From now on list the recent recipes from these (the library and the settings,
        once they are loaded)."""
        self._entries = entries
        self._recent = recent
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # QWidget.showEvent
        self.refresh()
        super().showEvent(event)

    def refresh(self) -> None:
        """List the recent recipes that are still in the library."""
        while self.recent_box.count():
            item = self.recent_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        listed = {e.name: e for e in self._entries() if e.name and not e.broken}
        recent = [name for name in self._recent() if name in listed]
        for name in recent:
            description = (listed[name].description or "").strip()
            first = description.splitlines()[0] if description else ""
            # An example keeps its translated purpose; other text is unchanged by this.
            button = self._link(name, QCoreApplication.translate("Examples", first))
            button.setObjectName("recentButton")
            button.clicked.connect(lambda _=False, n=name: self.recent_chosen.emit(n))
            self.recent_box.addWidget(button)
        self.recent_title.setVisible(bool(recent))

    def recent_names(self) -> list[str]:
        """The recent recipes listed (what a person sees, in order)."""
        names = []
        for index in range(self.recent_box.count()):
            item = self.recent_box.itemAt(index)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QCommandLinkButton):
                names.append(widget.text())
        return names

    def example_buttons(self) -> list[QCommandLinkButton]:
        found = []
        for index in range(self.examples_box.count()):
            item = self.examples_box.itemAt(index)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QCommandLinkButton):
                found.append(widget)
        return found
