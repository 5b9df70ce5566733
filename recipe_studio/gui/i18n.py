"""Loading the UI translation for the chosen (or the OS's) language."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from recipe_studio.core.paths import resources_dir

LANGUAGES = {"": "System default", "en": "English", "fr": "Français", "tr": "Türkçe"}
_installed: list[QTranslator] = []


def chosen_language() -> str:
    from recipe_studio.gui.settings import app_settings

    value = app_settings().value("ui/language", "")
    return str(value) if value else ""


def install_translations(app: QApplication, language: str | None = None) -> str:
    """Install Qt's and our translators; returns the language code in use."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    code = language if language is not None else chosen_language()
    locale = QLocale(code) if code else QLocale.system()
    name = locale.name().split("_")[0]
    if name == "en":
        return "en"
    ours = QTranslator(app)
    if ours.load(locale, "recipe_studio", "_", str(resources_dir() / "translations")):
        app.installTranslator(ours)
        _installed.append(ours)
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return name
