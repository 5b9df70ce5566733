"""A whole argument that reads a reference: one token in place of the value's editor.

Used where the argument is not text (a number filled in from a param, a custom tool's
``{"$input": ...}``): the token reads in words and its menu offers to type a value
instead or to choose another param or result. A token that points at nothing is drawn
broken and says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QMenu, QPushButton, QSizePolicy, QWidget

from recipe_studio.gui.fields.tokens import paint_pill, pill_width, token_label, token_tooltip
from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.reference_names import ReferenceNames
    from recipe_studio.core.references import Reference

tr = translator("ArgumentForm")


class TokenChip(QPushButton):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ref: Reference | None = None
        #: The recipe's titles the token reads by (``None``: its keys).
        self.names: ReferenceNames | None = None
        self.broken = False
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.setToolTip(tr("Filled in when the recipe runs. Click for choices."))
        #: The menu's entries: (text, what it does), set by the argument row.
        self.choices: list[tuple[str, Callable[[], None]]] = []
        self.clicked.connect(self.show_menu)

    def show_ref(self, ref: Reference, broken: bool = False) -> None:
        self.ref, self.broken = ref, broken
        label = self.label()
        self.setText(label)
        name = tr("Value filled in at run time: {token}").format(token=label)
        if broken:
            name = tr("{token}: points at nothing any more").format(token=name)
        self.setAccessibleName(name)
        hint = tr("Filled in when the recipe runs. Click for choices.")
        self.setToolTip(f"{token_tooltip(ref, self.names)}\n{hint}")  # the key too
        self.updateGeometry()
        self.update()

    def label(self) -> str:
        return token_label(self.ref, names=self.names) if self.ref is not None else ""

    def sizeHint(self) -> QSize:  # QWidget.sizeHint
        metrics = QFontMetricsF(self.font())
        width = pill_width(metrics, self.label(), self.broken)
        return QSize(int(width) + 4, int(metrics.height()) + 10)

    def paintEvent(self, event: QPaintEvent) -> None:  # QWidget.paintEvent
        painter = QPainter(self)
        box = QRectF(self.rect()).adjusted(1, 3, -1, -3)
        paint_pill(painter, box, self.label(), self.palette(), self.broken)
        if self.hasFocus():
            painter.setPen(self.palette().color(self.palette().ColorRole.Highlight))
            painter.drawRect(QRectF(self.rect()).adjusted(0, 0, -1, -1))
        painter.end()

    def show_menu(self) -> None:
        menu = QMenu(self)
        for text, act in self.choices:
            menu.addAction(text).triggered.connect(lambda _=False, a=act: a())
        menu.exec(self.mapToGlobal(self.rect().bottomLeft()))
        menu.deleteLater()
