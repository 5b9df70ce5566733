"""One selection: the highlighted library entry is always the recipe in
the editor, whichever way the editor or the list changed."""

from __future__ import annotations

import copy
import json
from typing import TYPE_CHECKING, Any

import pytest
from gui_support import CHAIN
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from recipe_studio.core.paths import resources_dir
from recipe_studio.core.profiles import get_profile

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.library import Library
    from recipe_studio.gui.window.main_window import MainWindow

MACOS = get_profile("macos")


def save(library: Library, name: str, description: str = "") -> None:
    manifest = {**copy.deepcopy(CHAIN), "name": name, "description": description or name}
    library.save(MACOS, MACOS.read(manifest).recipe)


def highlighted(window: MainWindow) -> list[str]:
    """What the list shows as selected (the names of the highlighted entries)."""
    return window.frame.library_panel.selected_names()


def shown(window: MainWindow) -> str | None:
    """The library name of the recipe in the editor."""
    current = window.current
    return current.library_name if current is not None else None


def assert_one_selection(window: MainWindow, name: str | None) -> None:
    assert shown(window) == name
    view = window.current_view()
    if name is not None:
        assert view is not None
        assert view.editor.name_edit.text() == name
    assert highlighted(window) == ([name] if name else [])
    assert window.frame.library_panel.current_name() == name


def click(window: MainWindow, qtbot: Any, name: str) -> None:
    panel = window.frame.library_panel
    index = panel.proxy.mapFromSource(panel.model.index(panel.model.row_of(name)))
    rect = panel.view.visualRect(index)
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


@pytest.fixture
def two(window: MainWindow, library: Library, qtbot: Any) -> MainWindow:
    """Alpha and Beta in the library, Alpha open (clicked in the list)."""
    save(library, "Alpha", "first")
    save(library, "Beta", "second")
    window.frame.library_panel.refresh()
    click(window, qtbot, "Alpha")
    assert_one_selection(window, "Alpha")
    return window


def test_clicking_and_the_arrow_keys_open_what_they_highlight(two: MainWindow, qtbot: Any) -> None:
    view = two.frame.library_panel.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert_one_selection(two, "Beta")
    click(two, qtbot, "Alpha")
    assert_one_selection(two, "Alpha")


def test_new_highlights_nothing_and_switching_back_highlights_again(two: MainWindow) -> None:
    two.new_recipe()
    assert two.current is not None
    assert two.current.library_name is None
    assert_one_selection(two, None)
    alpha = two.parts.recipes.named("Alpha")
    assert alpha is not None
    two.parts.recipes.show(alpha)  # e.g. the close-and-save loop shows each unsaved recipe
    assert_one_selection(two, "Alpha")


def test_duplicate_selects_and_opens_the_copy(two: MainWindow) -> None:
    entry = two.frame.library_panel.current_entry()
    assert entry is not None
    two.parts.flows.duplicate(entry)
    copy_name = shown(two)
    assert copy_name is not None
    assert copy_name != "Alpha"
    assert copy_name.startswith("Alpha")
    assert_one_selection(two, copy_name)


def test_undoing_a_delete_selects_and_opens_the_restored_recipe(two: MainWindow) -> None:
    entry = two.frame.library_panel.current_entry()
    assert entry is not None
    two.parts.flows.delete(entry)
    assert two.current is None  # it was not modified: its editor closed
    assert_one_selection(two, None)
    assert two.parts.stack.currentWidget() is two.parts.stack.empty
    two.frame.library_panel.notice_button.click()  # Undo
    assert_one_selection(two, "Alpha")


def test_restoring_from_the_trash_opens_the_recipe(
    two: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from recipe_studio.gui.versions.trash_dialog import TrashDialog

    entry = two.frame.library_panel.current_entry()
    assert entry is not None
    two.parts.flows.delete(entry)

    def restore_first(dialog: TrashDialog) -> int:
        dialog.items.setCurrentRow(0)
        dialog.restore()
        return 0

    monkeypatch.setattr(TrashDialog, "exec", restore_first)
    two.parts.flows.show_trash()
    assert_one_selection(two, "Alpha")


def test_import_selects_and_opens_the_last_imported_recipe(
    two: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = []
    for name in ("Gamma", "Delta"):
        path = tmp_path / f"{name}.recipe.json"
        path.write_text(json.dumps({**CHAIN, "name": name}), encoding="utf-8")
        files.append(str(path))
    two.parts.import_export.import_paths(files[:1])  # one clean recipe: said in the status bar
    assert_one_selection(two, "Gamma")
    assert two.statusBar().currentMessage() == "Imported “Gamma”."
    reports: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "information", staticmethod(lambda _p, _t, text: reports.append(text))
    )
    two.parts.import_export.import_paths(files)  # several: a report, and the last one open
    assert len(reports) == 1
    assert "Delta" in reports[0]
    assert_one_selection(two, "Delta")


def test_the_search_never_highlights_another_recipe(two: MainWindow, qtbot: Any) -> None:
    search = two.frame.library_panel.search
    qtbot.keyClicks(search, "second")  # only Beta matches: Alpha (open) is hidden
    assert two.frame.library_panel.proxy.rowCount() == 1
    assert shown(two) == "Alpha"  # the editor did not switch
    assert highlighted(two) == []
    assert two.frame.library_panel.current_entry() is None
    search.clear()
    assert_one_selection(two, "Alpha")
    qtbot.keyClicks(search, "first")  # Alpha still shown: still highlighted
    assert_one_selection(two, "Alpha")


def test_save_as_and_rename_move_the_highlight_with_the_name(
    two: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Gamma", True)))
    assert two.save_as()
    assert_one_selection(two, "Gamma")
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Omega", True)))
    entry = two.frame.library_panel.current_entry()
    assert entry is not None
    two.parts.flows.rename(entry)
    assert_one_selection(two, "Omega")


def test_a_file_that_cannot_be_read_is_highlighted_alone_and_can_be_deleted(
    two: MainWindow, library: Library, qtbot: Any
) -> None:
    (library.root / "broken.recipe.json").write_text("{not json", encoding="utf-8")
    two.frame.library_panel.refresh()
    assert_one_selection(two, "Alpha")
    entry = next(e for e in library.entries() if e.broken)
    click(two, qtbot, "Alpha")
    panel = two.frame.library_panel
    index = panel.proxy.mapFromSource(panel.model.index(panel.model.rowCount() - 1))
    qtbot.mouseClick(
        panel.view.viewport(), Qt.MouseButton.LeftButton, pos=panel.view.visualRect(index).center()
    )
    assert two.current is None  # the editor shows no recipe while a non-recipe is picked
    assert panel.current_entry() == entry
    assert "cannot be opened" in two.statusBar().currentMessage()
    two.parts.flows.delete(entry)
    assert not any(e.broken for e in library.entries())


def test_help_add_examples_opens_the_first_example(window: MainWindow) -> None:
    window.frame.menu_actions["examples"].trigger()
    name = shown(window)
    assert name is not None
    assert_one_selection(window, name)


def test_opening_the_same_file_twice_opens_the_same_recipe(
    window: MainWindow, library: Library
) -> None:
    example = str(resources_dir() / "examples" / "time-check.recipe.json")
    window.open_files([example])
    first = window.current
    window.new_recipe()
    window.open_files([example])  # double-clicked again: no "Time check (2)"
    assert window.current is first
    assert [e.name for e in library.entries()] == ["Time check"]
    assert_one_selection(window, "Time check")
    assert "already in the library" in window.statusBar().currentMessage()


def test_f2_and_delete_on_the_list_rename_and_trash_the_highlighted_recipe(
    two: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = two.frame.library_panel.view
    two.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Apex", True)))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    assert_one_selection(two, "Apex")
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert not two.parts.library.exists("Apex")
    assert_one_selection(two, None)
    assert two.frame.library_panel.notice.isVisible()  # with its Undo
