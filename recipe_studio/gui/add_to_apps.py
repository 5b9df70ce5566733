""" "Add to …" buttons: put a server entry into an assistant app's settings in one click.

One button per assistant app installed on this computer; the file is changed by core
(:func:`recipe_studio.core.assistant_apps.add_server`: a backup first, every other entry
kept, written atomically), and the person is told what happened in a sentence: added
(restart the app), already there, or why the file was left alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from recipe_studio.core.assistant_apps import (
    AssistantApp,
    AssistantConfigError,
    add_server,
    installed_apps,
)
from recipe_studio.gui.i18n import translator

tr = translator("AddToApps")


def error_text(error: AssistantConfigError, app: AssistantApp) -> str:
    reasons = {
        "unreadable": tr("the file could not be read"),
        "not_json": tr("the file is not valid JSON"),
        "not_object": tr("the file does not hold settings in the expected form"),
        "servers_not_object": tr("its list of servers is not in the expected form"),
        "write_failed": tr("the file could not be written"),
    }
    return tr("{app}'s settings were left as they were: {reason} ({file}).").format(
        app=app.name, reason=reasons.get(error.code, error.code), file=error.path
    )


def add_to_app(app: AssistantApp, key: str, entry: Mapping[str, Any], parent: QWidget) -> str:
    """Add the entry and tell the person; returns what was said."""
    try:
        result = add_server(app, key, entry)
    except AssistantConfigError as error:
        text = error_text(error, app)
        QMessageBox.warning(parent, tr("Add to {app}").format(app=app.name), text)
        return text
    if result.unchanged:
        text = tr("{app} has this entry already.").format(app=app.name)
    else:
        text = tr("Added to {app}. Restart {app} to use it.").format(app=app.name)
        if result.backup is not None:
            text += " " + tr("Its settings as they were are kept in {file}.").format(
                file=result.backup
            )
    QMessageBox.information(parent, tr("Add to {app}").format(app=app.name), text)
    return text


def add_to_buttons(
    key: str,
    entry: Callable[[], Mapping[str, Any]],
    parent: QWidget,
    apps: list[AssistantApp] | None = None,
) -> list[QPushButton]:
    """One "Add to {app}" button per installed app; ``entry()`` is read at the click."""
    buttons = []
    for app in apps if apps is not None else installed_apps():
        button = QPushButton(tr("Add to {app}").format(app=app.name), parent)
        button.setObjectName(f"addTo_{app.key}")
        button.setToolTip(str(app.config_path))
        button.clicked.connect(lambda _checked=False, a=app: add_to_app(a, key, entry(), parent))
        buttons.append(button)
    return buttons
