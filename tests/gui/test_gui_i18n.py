"""The window speaks French and Turkish: no English left in the main views."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QWidget,
)

from recipe_studio.core.library import Library
from recipe_studio.core.paths import resources_dir
from recipe_studio.gui.i18n import install_translations
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

TRANSLATIONS = resources_dir() / "translations"


def english_sources(language: str) -> set[str]:
    """Source texts whose translation differs from the English (so English means missed)."""
    tree = ET.parse(TRANSLATIONS / f"recipe_studio_{language}.ts")
    out = set()
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.findtext("translation") or ""
        if translation and translation != source and "{" not in source:
            out.add(source.replace("&", ""))
    return out


def visible_texts(window: MainWindow) -> Iterator[tuple[str, str]]:
    """(where, text) of every text the window shows: widgets, menus, table headers."""
    for widget in window.findChildren(QWidget):
        if widget.isVisibleTo(window):
            yield from widget_texts(widget)
    for menu in window.menuBar().findChildren(QMenu):
        yield "menu", menu.title()
        for action in menu.actions():
            yield "action", action.text()
    editor = window.current_view().editor  # type: ignore[union-attr]
    for view in (editor.steps_view, editor.params_view):
        model = view.model()
        for column in range(model.columnCount()):
            yield "header", str(model.headerData(column, Qt.Orientation.Horizontal))


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of what one widget shows and tells a screen reader."""
    if isinstance(widget, QLabel | QAbstractButton):
        yield type(widget).__name__, widget.text()
    elif isinstance(widget, QGroupBox):
        yield "QGroupBox", widget.title()
    elif isinstance(widget, QLineEdit):
        yield "placeholder", widget.placeholderText()
    elif isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            yield "tab", widget.tabText(index)
    if widget.accessibleName():
        yield "accessibleName", widget.accessibleName()
    if widget.toolTip():
        yield "toolTip", widget.toolTip()


@pytest.fixture
def translated(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    language = request.param
    compiled = TRANSLATIONS / f"recipe_studio_{language}.qm"
    assert compiled.exists(), "run scripts/translations.py compile"
    assert install_translations(qapp, language) == language
    yield language
    install_translations(qapp, "en")


@pytest.mark.parametrize("translated", ["fr", "tr"], indirect=True)
def test_main_views_have_no_untranslated_text(
    translated: str, tmp_path: Path, qtbot: object
) -> None:
    library = Library(tmp_path / "lib")
    example = resources_dir() / "examples" / "morning-brief.recipe.json"
    library.import_data(json.loads(example.read_text(encoding="utf-8")))
    window = MainWindow(library)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    window.frame.library_panel.select("Morning brief")
    window.current_view().editor.select_step(2)  # type: ignore[union-attr]
    window.frame.run_dock.show()
    english = english_sources(translated)
    leftovers = [
        (kind, text)
        for kind, text in visible_texts(window)
        if text and text.replace("&", "") in english
    ]
    assert not leftovers, f"untranslated in {translated}: {leftovers}"
    # A sample that must read in the language, so the check is not vacuous.
    titles = [menu.title().replace("&", "") for menu in window.menuBar().findChildren(QMenu)]
    assert "File" not in titles
    window.close()


@pytest.mark.parametrize("translated", ["fr"], indirect=True)
def test_problem_messages_are_translated_with_their_values(translated: str) -> None:
    from recipe_studio.core.problems import kinds, problem
    from recipe_studio.gui.texts import problem_text

    message = problem_text(problem("wrong_type", expected=kinds("integer"), found=kinds("string")))
    assert "whole number" not in message
    assert "entier" in message
