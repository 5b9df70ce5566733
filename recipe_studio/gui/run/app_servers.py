"""Connections… › "Use the servers of …": the servers set up in assistant apps, one click.

One button per installed app that has servers (read by core:
:mod:`recipe_studio.core.assistant_servers`); a click adds each of its servers that is not
a connection yet, with its command, arguments and environment copied, and says what it
did. Secrets never reach the screen: the list shows :func:`masked_where`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from recipe_studio.core.assistant_servers import AppServers, as_connections, assistant_servers
from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.run.connections import ConnectionManager

tr = translator("Connections")


def _button_text(found: AppServers) -> str:
    usable = sum(1 for server in found.servers if server.spec is not None)
    return tr("Use the servers of {app} (%n)", usable).format(app=found.app.name)


def read_error_text(found: AppServers) -> str:
    return tr("The settings of {app} could not be read ({file}).").format(
        app=found.app.name, file=found.app.config_path
    )


def add_app_servers(manager: ConnectionManager, found: AppServers, parent: QWidget) -> list[str]:
    """Add the app's servers as connections; returns the names added."""
    existing = manager.settings.value.connections
    added = as_connections(found.servers, existing)
    for spec in added:
        manager.add(spec)
    if added:
        text = tr("Added from {app}: {names}.").format(
            app=found.app.name, names=", ".join(spec.name for spec in added)
        )
    else:
        text = tr("Every server of {app} is a connection already.").format(app=found.app.name)
    QMessageBox.information(parent, tr("Connections"), text)
    return [spec.name for spec in added]


def app_server_buttons(
    manager: ConnectionManager,
    parent: QWidget,
    apps: Callable[[], list[AppServers]] = assistant_servers,
) -> QWidget:
    """A box with one "Use the servers of …" button per app (nothing when there is none)."""
    box = QWidget(parent)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    for found in apps():
        if found.error is not None:
            note = QLabel(read_error_text(found))
            note.setWordWrap(True)
            layout.addWidget(note)
            continue
        button = QPushButton(_button_text(found))
        button.setObjectName(f"useServersOf_{found.app.key}")
        button.setToolTip(
            "\n".join(server.entry for server in found.servers if server.spec is not None)
        )
        button.setEnabled(any(server.spec is not None for server in found.servers))
        button.clicked.connect(lambda _checked=False, f=found: add_app_servers(manager, f, parent))
        layout.addWidget(button)
    box.setVisible(layout.count() > 0)
    return box
