"""The UI's translations: one ``tr`` helper per context, and loading the chosen language.

Each module makes its helper once, ``tr = translator("Editor")``, and marks its strings
with ``tr("...")`` (``scripts/translations.py`` finds them by that assignment). Counted
sentences pass the count, ``tr("%n step(s)", n)``, so Qt picks the language's plural form.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLibraryInfo, QLocale, QTranslator

from recipe_studio.core.paths import resources_dir
from recipe_studio.core.settings_file import peek_settings

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

LANGUAGES = {"": "System default", "en": "English", "fr": "Français", "tr": "Türkçe"}
_installed: list[QTranslator] = []
#: The UI language's locale, for dates (Qt's default locale stays as it is: numbers in
#: editors keep the system's format).
_ui_locale: list[QLocale] = []

Translate = Callable[..., str]


def translator(context: str) -> Translate:
    """``tr(text, n=-1)``: ``text`` in the UI language, in translation context ``context``."""

    def tr(text: str, n: int = -1) -> str:
        return QCoreApplication.translate(context, text, None, n)

    return tr


def chosen_language() -> str:
    """The language saved in Preferences ("" follows the system). Read before the
    settings' models load: the window's first frame is already in that language."""
    language = peek_settings().get("language")
    return language if isinstance(language, str) else ""


def install_translations(app: QApplication, language: str | None = None) -> str:
    """Install Qt's and our translators; returns the language code in use."""
    for translator_ in _installed:
        app.removeTranslator(translator_)
    _installed.clear()
    code = language if language is not None else chosen_language()
    locale = QLocale(code) if code else QLocale.system()
    if locale.language() == QLocale.Language.C:  # no language set (LANG=C): English,
        locale = QLocale("en")  # whose file has the plural forms ("1 step", not "step(s)")
    _ui_locale[:] = [locale]
    name = locale.name().split("_")[0]
    if name != "en":
        qt = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(locale, "qtbase", "_", folder):
            app.installTranslator(qt)
            _installed.append(qt)
    ours = QTranslator(app)
    # Installed last, so asked first: it corrects some of Qt's own texts (gui/qt_words.py).
    # English has a file too: the plural forms of counted sentences ("1 step", "2 steps").
    if ours.load(locale, "recipe_studio", "_", str(resources_dir() / "translations")):
        app.installTranslator(ours)
        _installed.append(ours)
    return name


def ui_language() -> str:
    """The UI language's code: "en", "fr", "tr" (English for a locale without one)."""
    code = ui_locale().name().split("_")[0]
    return code if code and code != "C" else "en"


def ui_locale() -> QLocale:
    """The locale of the UI language (the system's until translations are installed)."""
    return _ui_locale[0] if _ui_locale else QLocale.system()


def short_date(iso: str) -> str:
    """An ISO 8601 time as a local date in the UI language: ``3 May 2025``."""
    from PySide6.QtCore import Qt  # here: Qt's namespace is slow to load (start-up)

    moment = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return iso[:10]
    return ui_locale().toString(moment.toLocalTime().date(), "d MMM yyyy")
