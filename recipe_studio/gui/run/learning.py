"""The window's part in learning result shapes (:mod:`recipe_studio.core.shapes`).

The run controller hands every finished run here; the real results of its steps are
remembered for their tool on the run's server. The tools a connected server publishes
with an output schema are remembered too. Each recipe opened in the window gets a
lookup (:attr:`EditorSession.result_shapes`) that answers for the server the recipe
runs on now, so the step-result picker can offer fields before any run.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.core.shapes import (
    BUILTIN_SERVER,
    LearnedPath,
    ShapeStore,
    Source,
    connection_identity,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from recipe_studio.core.engine import RunResult
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.run.connections import ConnectionManager


class ShapeLearning(QObject):
    """Feeds the shape store from runs and connections; answers the picker's lookups."""

    def __init__(
        self,
        connections: ConnectionManager,
        recipes: OpenRecipes,
        parent: QObject | None = None,
        store: ShapeStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.connections = connections
        self.store = store if store is not None else ShapeStore()
        connections.catalog_read.connect(self._catalog_read)
        recipes.opened.connect(self._opened)
        for session in recipes.sessions:
            self._opened(session)

    def identity(self, connection: str) -> str:
        """The shape store's name for the server of the connection ``connection``."""
        if connection == BUILTIN_CONNECTION:
            return BUILTIN_SERVER  # (without building its spec)
        try:
            spec = self.connections.spec(connection)
        except KeyError:  # removed since: its shapes stay under its old identity
            spec = None
        return connection_identity(connection, spec)

    def learn_run(self, connection: str, result: RunResult, source: Source) -> None:
        self.store.learn_run(self.identity(connection), result, source)

    def learned(self, session: EditorSession, tool: str) -> Sequence[LearnedPath]:
        """What is known of ``tool``'s results on the server ``session``'s recipe runs on."""
        connection = self.connections.settings.value.connection_for(session.recipe_id)
        return self.store.learned(self.identity(connection), tool)

    def _opened(self, session: EditorSession) -> None:
        # A weak reference: the session keeps its lookup, the lookup does not keep it.
        ref = weakref.ref(session)

        def lookup(tool: str) -> Sequence[LearnedPath]:
            alive = ref()
            return self.learned(alive, tool) if alive is not None else ()

        session.result_shapes = lookup

    def _catalog_read(self, connection: str) -> None:
        catalog = self.connections.catalog(connection)
        if catalog is not None:
            self.store.learn_catalog(self.identity(connection), catalog)
