"""The open recipes' pages in the window: for each, the editor and the manifest preview as
tabs; the shown recipe's page is in front, and a given page (the welcome page) when none
is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QFrame,
    QScrollArea,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.gui.editor.editor import RecipeEditor
from recipe_studio.gui.editor.manifest_preview import ManifestPreview
from recipe_studio.gui.editor.tab_style import roomy_tabs
from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("MainWindow")


class _FixedLayout(QVBoxLayout):
    """The editor's holder in its scroll area: it scrolls only below the editor's least
    height (its wrapped texts would otherwise make it scroll at every size)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setContentsMargins(0, 0, 0, 0)

    def hasHeightForWidth(self) -> bool:  # QLayout.hasHeightForWidth
        return False


class SessionView(QTabWidget):
    def __init__(self, session: EditorSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.editor = RecipeEditor(session)
        self.preview = ManifestPreview(session)
        # The editor scrolls rather than hold the window's docks down: the Run panel can be
        # made as tall as the person wants, the editor keeps its own layout.
        self.editor_page = QScrollArea()
        self.editor_page.setWidgetResizable(True)
        self.editor_page.setFrameShape(QFrame.Shape.NoFrame)
        holder = QWidget()
        _FixedLayout(holder).addWidget(self.editor)
        self.editor_page.setWidget(holder)
        # It takes the focus (arrows and Page Down scroll it): a screen reader says this.
        self.editor_page.setAccessibleName(tr("Edit"))
        self.addTab(self.editor_page, tr("Edit"))
        self.addTab(self.preview, tr("Manifest"))
        self.setAccessibleName(tr("Recipe"))
        roomy_tabs(self.tabBar())

    def needed_height(self, *, wrapped: bool = True) -> int:
        """The height the editor needs to show without scrolling (``wrapped`` False: the
        least it needs, its steps keeping their rows, with its texts on fewer lines)."""
        editor = self.editor
        height = editor.minimumSizeHint().height()
        if wrapped and editor.hasHeightForWidth():  # (wrapped labels: height follows width)
            height = max(height, editor.heightForWidth(editor.width()))
        return height + self.tabBar().sizeHint().height() + 4

    def setCurrentWidget(self, widget: QWidget) -> None:  # QTabWidget.setCurrentWidget
        super().setCurrentWidget(self.editor_page if widget is self.editor else widget)


class SessionStack(QStackedWidget):
    """A page per open recipe, following :class:`OpenRecipes`."""

    def __init__(self, recipes: OpenRecipes, empty: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.views: dict[int, SessionView] = {}
        #: Shown when no recipe is.
        self.empty = empty
        self.addWidget(self.empty)
        recipes.opened.connect(self._opened)
        recipes.closing.connect(self._closing)
        recipes.current_changed.connect(self._current_changed)

    def view(self, session: EditorSession) -> SessionView:
        return self.views[id(session)]

    def current_view(self) -> SessionView | None:
        widget = self.currentWidget()
        return widget if isinstance(widget, SessionView) else None

    def _opened(self, session: EditorSession) -> None:
        view = SessionView(session)
        self.views[id(session)] = view
        self.addWidget(view)

    def _closing(self, session: EditorSession) -> None:
        view = self.views.pop(id(session), None)
        if view is not None:
            self.removeWidget(view)
            view.deleteLater()

    def _current_changed(self, session: EditorSession | None) -> None:
        self.setCurrentWidget(self.empty if session is None else self.view(session))
