"""The welcome page: what the editor area shows when nothing is open,
instead of a modal question on the first start."""

from __future__ import annotations

import copy
import json
from typing import TYPE_CHECKING, Any

import pytest
from gui_support import CHAIN
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCommandLinkButton, QFileDialog, QInputDialog

from recipe_studio.core.examples import examples
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.settings import load_settings
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.library import Library

MACOS = get_profile("macos")


def save(library: Library, name: str, description: str) -> None:
    manifest = {**copy.deepcopy(CHAIN), "name": name, "description": description}
    library.save(MACOS, MACOS.read(manifest).recipe)


def test_the_first_start_shows_the_welcome_page_not_a_question(window: MainWindow) -> None:
    # (An unexpected modal box fails any test here: the window asked nothing.)
    assert window.parts.library.entries() == []
    assert window.parts.stack.currentWidget() is window.parts.welcome
    assert window.parts.welcome.isVisible()
    shown = [(b.text(), b.description()) for b in window.parts.welcome.example_buttons()]
    from_files = [(e.name, e.purpose) for e in examples()]
    assert shown == from_files
    assert len(shown) == 4
    assert (
        "Time check",
        "Reads the clock and works out how many seconds a day has (read-only).",
    ) in shown
    assert window.parts.welcome.recent_names() == []
    assert not window.parts.welcome.recent_title.isVisible()


def test_starting_from_an_example_adds_it_and_opens_it(window: MainWindow, qtbot: Any) -> None:
    button = next(b for b in window.parts.welcome.example_buttons() if b.text() == "Morning brief")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [e.name for e in window.parts.library.entries()] == ["Morning brief"]
    assert window.current is not None
    assert window.current.library_name == "Morning brief"
    assert window.frame.library_panel.selected_names() == ["Morning brief"]
    window.parts.recipes.close(window.current)
    assert window.parts.stack.currentWidget() is window.parts.welcome  # nothing open: welcome again
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # again: opened, not added twice
    assert [e.name for e in window.parts.library.entries()] == ["Morning brief"]
    assert window.current is not None
    assert window.current.library_name == "Morning brief"


def test_new_import_and_tour_from_the_welcome_page(
    window: MainWindow, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    qtbot.mouseClick(window.parts.welcome.new_button, Qt.MouseButton.LeftButton)
    assert window.current is not None
    assert window.current.library_name is None
    window.parts.recipes.close(window.current)
    path = tmp_path / "mine.recipe.json"
    path.write_text(json.dumps({**CHAIN, "name": "Mine"}), encoding="utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", staticmethod(lambda *a, **k: ([str(path)], ""))
    )
    qtbot.mouseClick(window.parts.welcome.import_button, Qt.MouseButton.LeftButton)
    assert window.current is not None
    assert window.current.library_name == "Mine"
    window.parts.recipes.close(window.current)
    qtbot.mouseClick(window.parts.welcome.tour_button, Qt.MouseButton.LeftButton)
    assert window.tour.isVisible()
    window.tour.close()


def test_recent_recipes_are_the_last_opened_or_saved(
    window: MainWindow, library: Library, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("Alpha", "Beta", "Gamma"):
        save(library, name, f"The {name.lower()} one")
    panel = window.frame.library_panel
    panel.refresh()
    panel.select("Alpha")
    panel.select("Beta")
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Bravo", True)))
    entry = panel.current_entry()
    assert entry is not None
    window.parts.flows.rename(entry)  # a rename replaces the old name
    for session in list(window.parts.recipes.sessions):
        window.parts.recipes.close(session)
    welcome = window.parts.welcome
    assert window.parts.stack.currentWidget() is welcome
    assert welcome.recent_names() == ["Bravo", "Alpha"]
    assert load_settings().recent == ["Bravo", "Alpha"]  # kept for the next start
    library.delete("Alpha")
    welcome.refresh()
    assert welcome.recent_names() == ["Bravo"]  # gone from the library: not offered
    item = welcome.recent_box.itemAt(0)
    button = item.widget() if item is not None else None
    assert isinstance(button, QCommandLinkButton)
    assert button.description() == "The beta one"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.current is not None
    assert window.current.library_name == "Bravo"


def test_the_welcome_page_fits_a_small_window(window: MainWindow) -> None:
    window.resize(1024, 700)
    window.parts.welcome.refresh()
    page = window.parts.welcome
    assert page.width() <= 1024
    # It scrolls rather than squeezing: every example keeps its full title and purpose.
    for button in page.example_buttons():
        assert button.height() >= button.minimumSizeHint().height()


@pytest.mark.parametrize("language", ["fr", "tr"])
def test_the_welcome_page_speaks_the_ui_language(
    language: str, qapp: Any, qtbot: Any, library: Library, no_leaked_windows: None
) -> None:
    from PySide6.QtWidgets import QAbstractButton, QCommandLinkButton, QLabel
    from test_gui_i18n import english_sources

    from recipe_studio.gui.i18n import install_translations

    assert install_translations(qapp, language) == language
    try:
        window = MainWindow(library)
        qtbot.addWidget(window)
        window.show()
        english = english_sources(language) | {e.purpose for e in examples()}
        widgets: list[QLabel | QAbstractButton] = [
            *window.parts.welcome.findChildren(QLabel),
            *window.parts.welcome.findChildren(QAbstractButton),
        ]
        texts = [w.text() for w in widgets]
        texts += [b.description() for b in window.parts.welcome.example_buttons()]
        left = [
            t for t in texts if t.replace("&", "").replace("<b>", "").replace("</b>", "") in english
        ]
        assert left == []
        buttons = window.parts.welcome.example_buttons()
        assert all(isinstance(b, QCommandLinkButton) for b in buttons)
    finally:
        install_translations(qapp, "en")
