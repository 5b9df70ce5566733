"""The app's settings file: an INI file in the Studio data folder.

Keeping it beside the library (not in the platform's registry or preferences) means
``RECIPE_STUDIO_HOME``/``--home`` isolate everything, tests and portable use included.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from recipe_studio.core.paths import data_home

SETTINGS_VERSION = 1


def app_settings() -> QSettings:
    path = data_home() / "settings.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    if settings.value("schema_version") is None:
        settings.setValue("schema_version", SETTINGS_VERSION)
    return settings
