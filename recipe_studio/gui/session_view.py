"""The open recipes' pages in the window: for each, the editor and the manifest preview as
tabs; the shown recipe's page is in front, and an empty-state note when none is shown."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QStackedWidget, QTabWidget, QWidget

from recipe_studio.gui.editor import RecipeEditor
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.manifest_preview import ManifestPreview
from recipe_studio.gui.open_recipes import OpenRecipes
from recipe_studio.gui.session import EditorSession

tr = translator("MainWindow")


class SessionView(QTabWidget):
    def __init__(self, session: EditorSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.editor = RecipeEditor(session)
        self.preview = ManifestPreview(session)
        self.addTab(self.editor, tr("Edit"))
        self.addTab(self.preview, tr("Manifest"))
        self.setAccessibleName(tr("Recipe"))


class SessionStack(QStackedWidget):
    """A page per open recipe, following :class:`OpenRecipes`."""

    def __init__(self, recipes: OpenRecipes, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.views: dict[int, SessionView] = {}
        self.empty = QLabel(tr("Select a recipe on the left, or create a new one with File › New."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
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
