"""A short guided tour of the window: each stop outlines one area and says what it is for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from collections.abc import Callable

tr = translator("Tour")


class TourTargets(Protocol):
    """The parts of the window the tour points at."""

    def tour_target(self, part: str) -> QWidget | None:
        """``library``, ``name``, ``steps``, ``inspector``, ``problems`` or ``run``."""
        ...


class Highlight(QWidget):
    """A see-through layer over the window that outlines one rectangle."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.target = QRect()
        self.resize(parent.size())

    def paintEvent(self, event: QPaintEvent) -> None:  # QWidget.paintEvent
        if self.target.isNull():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor("#e67e22"), 4)
        painter.setPen(pen)
        painter.drawRoundedRect(self.target.adjusted(2, 2, -2, -2), 8, 8)


class GuidedTour(QDialog):
    def __init__(self, window: QWidget, targets: TourTargets) -> None:
        super().__init__(window)
        self.window_ = window
        self.targets = targets
        self.setWindowTitle(tr("Guided tour"))
        self.setModal(False)
        self.stops = self._stops()
        self.index = 0
        layout = QVBoxLayout(self)
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel()
        self.text.setWordWrap(True)
        # A steady width (about 64 average characters of this font, whatever the language);
        # the height follows each stop's text (see go).
        self.text.setFixedWidth(self.fontMetrics().averageCharWidth() * 64)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        buttons = QHBoxLayout()
        self.back = QPushButton(tr("Back"))
        self.next = QPushButton(tr("Next"))
        close = QPushButton(tr("Close"))
        self.back.clicked.connect(lambda: self.go(self.index - 1))
        self.next.clicked.connect(lambda: self.go(self.index + 1))
        close.clicked.connect(self.close)
        for button in (self.back, self.next, close):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.highlight = Highlight(window)
        self.go(0)

    def _stops(self) -> list[tuple[str, str, Callable[[], QWidget | None]]]:
        def part(name: str) -> Callable[[], QWidget | None]:
            return lambda: self.targets.tour_target(name)

        return [
            (
                tr("Your recipes"),
                tr(
                    "All your recipes are listed here. Search by name, description or tool; drafts and files that cannot be read are marked."
                ),
                part("library"),
            ),
            (
                tr("The recipe"),
                tr(
                    "Name the recipe, describe it, and choose the platform it is for: the rules of that platform are checked as you type."
                ),
                part("name"),
            ),
            (
                tr("Steps"),
                tr(
                    "Steps run in order. Add a tool step or a wait, drag rows to reorder them (or Alt+Up/Down); references to earlier results follow their steps."
                ),
                part("steps"),
            ),
            (
                tr("Step inspector"),
                tr(
                    "Choose the step's tool and fill in its arguments. The {x} and ⤷ buttons insert a parameter or an earlier step's result, so you never type ${…} yourself."
                ),
                part("inspector"),
            ),
            (
                tr("Problems"),
                tr(
                    "Everything the platform would refuse is listed here. Double-click a problem to go to it."
                ),
                part("problems"),
            ),
            (
                tr("Test runs"),
                tr(
                    "Press Ctrl+R to test the recipe with the built-in tools. Steps that change something are listed for your confirmation first; results appear here."
                ),
                part("run"),
            ),
        ]

    def go(self, index: int) -> None:
        self.index = max(0, min(index, len(self.stops) - 1))
        title, text, target = self.stops[self.index]
        self.title.setText(f"{self.index + 1}/{len(self.stops)} · {title}")
        self.text.setText(text)
        self.back.setEnabled(self.index > 0)
        self.next.setEnabled(self.index < len(self.stops) - 1)
        # A window does not grow by itself for a longer wrapped text: size it again.
        self.adjustSize()
        widget = target()
        if widget is not None and widget.isVisible():
            top_left = widget.mapTo(self.window_, widget.rect().topLeft())
            self.highlight.target = QRect(top_left, widget.size())
        else:
            self.highlight.target = QRect()
        self.highlight.resize(self.window_.size())
        self.highlight.raise_()
        self.highlight.show()
        self.highlight.update()

    def closeEvent(self, event: object) -> None:  # QWidget.closeEvent
        self.highlight.hide()
        self.highlight.deleteLater()
        super().closeEvent(event)  # type: ignore[arg-type]


def start_tour(window: QWidget, targets: TourTargets) -> GuidedTour:
    tour = GuidedTour(window, targets)
    tour.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # (else one per tour piles up)
    tour.show()
    return tour
