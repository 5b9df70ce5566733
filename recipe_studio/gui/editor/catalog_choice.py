"""Which tools a recipe is checked against, kept per recipe, and what fills in the form.

The choice is one of a few plain ones (the platform's own list, the built-in tools, the
tools of a connection, a catalog file), stored by the recipe's stable id in the settings
(``RecipeSettings.catalog``), so it survives a restart and Duplicate copies it. Whatever
the choice, where the chosen catalog does not know a tool's arguments the form borrows
them (see :mod:`recipe_studio.core.argument_sources`): from the live tools of the
connection the recipe runs on, else what that server listed when last reached, else the
built-in tools' catalog.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from recipe_studio.core.argument_sources import Borrowed, FactsSource
from recipe_studio.core.catalog import Catalog, CatalogError, bundled_catalog, load_catalog
from recipe_studio.core.known_catalogs import remember_catalog, remembered_catalog
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.run.connections import ConnectionManager
    from recipe_studio.gui.settings import SettingsStore

tr = translator("CatalogChoice")

#: Stored choices: "" the platform's own list, "builtin", "file:PATH", "connection:NAME".
BUILTIN_CHOICE = "builtin"
TestConnection = Callable[[str, Callable[[bool], None]], None]


class CatalogChoices(QObject):
    """Applies, keeps and offers each open recipe's catalog choice (see module doc)."""

    def __init__(
        self,
        settings: SettingsStore,
        connections: ConnectionManager,
        recipes: OpenRecipes,
        test_connection: TestConnection,
    ) -> None:
        super().__init__(recipes)
        self.settings = settings
        self.connections = connections
        self.recipes = recipes
        self.test_connection = test_connection
        recipes.opened.connect(self.attach)
        connections.catalog_read.connect(self._catalog_read)
        # Another connection chosen for a recipe (or a new default): it lends its tools.
        settings.changed.connect(self.refresh)

    # ------------------------------------------------------------------ applying
    def attach(self, session: EditorSession) -> None:
        """A recipe opened: its stored choice, and what its form may borrow."""
        key = self.settings.recipe(session.recipe_id).catalog
        session.set_catalog(self.catalog_for(key), choice=key if self.catalog_for(key) else "")
        session.set_borrowed(self.borrowed_for(session))

    def catalog_for(self, key: str) -> Catalog | None:
        """The catalog of a stored choice (``None``: the platform's own list)."""
        try:
            if key == BUILTIN_CHOICE:
                return bundled_catalog("builtin")
            if key.startswith("file:"):
                return load_catalog(key[5:])
            if key.startswith("connection:"):
                name = key[11:]
                return self.connections.catalog(name) or remembered_catalog(name)
        except CatalogError:
            return None
        return None

    def borrowed_for(self, session: EditorSession) -> list[Borrowed]:
        """Where the form finds arguments the chosen catalog lacks, best first."""
        name = self.settings.value.connection_for(session.recipe_id)
        out: list[Borrowed] = []
        live = self.connections.catalog(name)
        if live is not None:
            out.append(Borrowed(FactsSource.CONNECTION, live, name))
        else:
            seen = remembered_catalog(name)
            if seen is not None:
                out.append(Borrowed(FactsSource.REMEMBERED, seen, name))
        if name == BUILTIN_CONNECTION and live is None:
            out.append(Borrowed(FactsSource.BUILTIN, bundled_catalog("builtin"), name))
        return out

    def choose(self, session: EditorSession, key: str, catalog: Catalog | None) -> None:
        session.set_catalog(catalog, choice=key)
        self.settings.update_recipe(session.recipe_id, catalog=key)

    def copy(self, from_id: str, to_id: str) -> None:
        """Duplicate: the copy is checked against the same tools."""
        key = self.settings.recipe(from_id).catalog
        if key:
            self.settings.update_recipe(to_id, catalog=key)

    def _catalog_read(self, name: str) -> None:
        catalog = self.connections.catalog(name)
        if catalog is not None:
            remember_catalog(name, catalog)
        self.refresh()

    def refresh(self) -> None:
        """What each open recipe's form borrows, from its connection as it is now."""
        for session in self.recipes.sessions:
            session.set_borrowed(self.borrowed_for(session))

    # ------------------------------------------------------------------ the menu
    def menu(self, session: EditorSession, anchor: QWidget) -> None:
        """Show the choices under ``anchor``."""
        menu = self.build_menu(session, anchor)
        menu.exec(anchor.mapToGlobal(anchor.rect().bottomLeft()))

    def build_menu(self, session: EditorSession, anchor: QWidget) -> QMenu:
        """Plain choices, the current one checked."""
        menu = QMenu(anchor)
        group = QActionGroup(menu)
        current = session.catalog_choice

        def add(text: str, key: str, act: Callable[[], None]) -> None:
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(key == current)
            group.addAction(action)
            action.triggered.connect(act)

        add(tr("The platform's own list of tools"), "", lambda: self.choose(session, "", None))
        add(
            tr("The built-in tools"),
            BUILTIN_CHOICE,
            lambda: self.choose(session, BUILTIN_CHOICE, bundled_catalog("builtin")),
        )
        for name in self.connections.names():
            if name != BUILTIN_CONNECTION:
                key = f"connection:{name}"
                text = tr("The tools of “{name}”").format(name=name)
                add(text, key, partial(self._use_connection, session, name, key))
        menu.addSeparator()
        menu.addAction(tr("A catalog file…")).triggered.connect(
            lambda: self._load_file(session, anchor)
        )
        return menu

    def _use_connection(self, session: EditorSession, name: str, key: str) -> None:
        catalog = self.connections.catalog(name)
        if catalog is not None:
            self.choose(session, key, catalog)
            return

        def then(ok: bool) -> None:
            live = self.connections.catalog(name)
            if ok and live is not None:
                self.choose(session, key, live)

        self.test_connection(name, then)

    def _load_file(self, session: EditorSession, parent: QWidget) -> None:
        path, _ = QFileDialog.getOpenFileName(
            parent, tr("Load catalog"), "", tr("Catalogs (*.json)")
        )
        if not path:
            return
        try:
            catalog = load_catalog(path)
        except CatalogError as exc:
            QMessageBox.warning(parent, tr("Catalog not loaded"), str(exc))
            return
        self.choose(session, f"file:{path}", catalog)
