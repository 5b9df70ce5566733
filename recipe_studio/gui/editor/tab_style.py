"""Tab labels with room above them for accents: Fusion draws an unselected tab 2 px lower
and clips its label there, so "Édition" lost its accent and read "Edition"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QStyleOptionTab, QTabBar, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter


class RoomyTabLabels(QProxyStyle):
    """The widget's own style, but a tab's label may use the 2 px above its rect."""

    def drawControl(  # QProxyStyle.drawControl
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.ControlElement.CE_TabBarTabLabel and isinstance(
            option, QStyleOptionTab
        ):
            roomy = QStyleOptionTab(option)
            roomy.rect = option.rect.adjusted(0, -2, 0, 0)
            painter.save()
            painter.setClipping(False)
            super().drawControl(element, roomy, painter, widget)
            painter.restore()
            return
        super().drawControl(element, option, painter, widget)


def roomy_tabs(bar: QTabBar) -> None:
    """Give ``bar`` labels whose accents are never cut (its style stays the app's)."""
    style = RoomyTabLabels()
    style.setParent(bar)  # lives as long as the bar
    bar.setStyle(style)
