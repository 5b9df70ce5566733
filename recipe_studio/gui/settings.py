"""The window's handle on the typed settings (:mod:`recipe_studio.core.settings`).

One :class:`SettingsStore` per window, used on the GUI thread only: it keeps the current
:class:`Settings`, writes every change at once (atomically) and says so with a signal.
Settings written by the first versions of the app (a Qt ``settings.ini``) are read once
and carried over.
"""

from __future__ import annotations

import contextlib
import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from recipe_studio.core.mcp_client.spec import ServerSpec
from recipe_studio.core.paths import data_home
from recipe_studio.core.settings import (
    RecipeSettings,
    Settings,
    WindowLayout,
    load_settings,
    save_settings,
    settings_path,
    validated_update,
)
from recipe_studio.gui.layout_state import encode_state

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QSplitter

_OLD_INI = "settings.ini"


class SettingsStore(QObject):
    """The current settings; :meth:`update` changes and saves them."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.value = read_settings()

    def update(self, **changes: Any) -> None:
        """Change and save settings; a misspelt key or a wrong type raises
        :class:`~recipe_studio.core.settings.SettingRefused` and changes nothing."""
        self.value = validated_update(self.value, changes)
        self._save()

    def recipe(self, recipe_id: str) -> RecipeSettings:
        return self.value.recipe(recipe_id)

    def update_recipe(self, recipe_id: str, **changes: Any) -> None:
        self.value = self.value.with_recipe(recipe_id, **changes)
        self._save()

    def _save(self) -> None:
        # A read-only or full disk: the settings still apply to this session.
        with contextlib.suppress(OSError):
            save_settings(self.value)
        self.changed.emit()


def save_layout(store: SettingsStore, window: QMainWindow, splitter: QSplitter) -> None:
    layout = validated_update(
        store.value.window,
        {
            "geometry": encode_state(window.saveGeometry()),
            "state": encode_state(window.saveState()),
            "splitter": encode_state(splitter.saveState()),
        },
    )
    store.update(window=layout)


def read_settings() -> Settings:
    """The saved settings, carried over from the old ``settings.ini`` the first time."""
    if not settings_path().exists() and (data_home() / _OLD_INI).exists():
        settings = _from_ini()
        with contextlib.suppress(OSError):
            save_settings(settings)
        return settings
    return load_settings()


def _from_ini() -> Settings:
    ini = QSettings(str(data_home() / _OLD_INI), QSettings.Format.IniFormat)

    def text(key: str, default: str = "") -> str:
        value = ini.value(key, default)
        return str(value) if value is not None else default

    connections: list[ServerSpec] = []
    with contextlib.suppress(ValueError, TypeError):
        connections = [
            ServerSpec.model_validate(item) for item in json.loads(text("connections/list", "[]"))
        ]
    layout = WindowLayout()
    for key in ("geometry", "state", "splitter"):
        value = ini.value(f"window/{key}")
        if isinstance(value, QByteArray):
            layout = layout.model_copy(update={key: encode_state(value)})
    defaults = Settings()
    return defaults.model_copy(
        update={
            "language": text("ui/language"),
            "workspace": text("builtin/workspace"),
            "terminal_enabled": bool(ini.value("builtin/terminal", False, type=bool)),
            "default_connection": text("connections/default", defaults.default_connection),
            "connections": connections,
            "window": layout,
        }
    )
