"""The catalog menu's live choices: the tools of each configured server."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMenu

from recipe_studio.gui.i18n import translator
from recipe_studio.gui.run.connections import ConnectionManager
from recipe_studio.gui.session import EditorSession

tr = translator("RunController")

TestConnection = Callable[[str, Callable[[bool], None]], None]


def live_catalog_choices(
    connections: ConnectionManager, test_connection: TestConnection
) -> Callable[[QMenu, EditorSession], None]:
    """A catalog-menu extension: "Tools of X (live)", or "Connect to X and use its tools"."""

    def add(menu: QMenu, session: EditorSession) -> None:
        menu.addSeparator()
        for name in connections.names():
            catalog = connections.catalog(name)
            if catalog is not None:
                menu.addAction(tr("Tools of “{name}” (live)").format(name=name)).triggered.connect(
                    lambda _=False, c=catalog: session.set_catalog(c)
                )
                continue

            def use(ok: bool, name: str = name) -> None:
                if ok:
                    session.set_catalog(connections.catalog(name))

            menu.addAction(
                tr("Connect to “{name}” and use its tools").format(name=name)
            ).triggered.connect(lambda _=False, n=name, then=use: test_connection(n, then))

    return add
