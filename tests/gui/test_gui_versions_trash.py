"""Versions read as changes, the trash dates in words, and what can be done only when
there is something to act on."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtWidgets import QApplication

from recipe_studio.core.model import ToolStep
from recipe_studio.core.profiles import get_profile
from recipe_studio.gui.versions.trash_dialog import TrashDialog
from recipe_studio.gui.versions.versions_dialog import VersionsDialog

if TYPE_CHECKING:
    from recipe_studio.core.library import Library
    from recipe_studio.gui.window.main_window import MainWindow

DATE = {"tool": "get_datetime", "args": {}}
NOTE = {"tool": "create_note", "args": {"note_name": "Brief", "body": "x"}}
ECHO = {"tool": "echo", "args": {"value": "hi"}}


def save(library: Library, steps: list[dict[str, Any]], name: str = "Brief") -> None:
    manifest = {"name": name, "description": "Morning notes", "steps": steps}
    recipe = get_profile("macos").read(manifest).recipe
    library.save("macos", recipe, overwrite=True, draft="auto")


def texts(widget: Any) -> list[str]:
    return [widget.item(row).text() for row in range(widget.count())]


@pytest.fixture
def history(library: Library) -> Library:
    """Three saves: 1 step, then 3 steps, then the note's name read from step 1."""
    save(library, [DATE])
    save(library, [DATE, ECHO, NOTE])
    named = {
        "tool": "create_note",
        "args": {"note_name": "Brief ${steps[0].result.date}", "body": "x"},
    }
    save(library, [DATE, ECHO, named])
    return library


def test_versions_are_labelled_with_when_and_what_changed(
    window: MainWindow, history: Library
) -> None:
    dialog = VersionsDialog(history, "Brief", None, lambda _n: None, window)
    labels = texts(dialog.list)
    assert len(labels) == 2
    assert labels[0].startswith("Version 2 · today ")  # newest first, local time in words
    assert labels[0].endswith("\n2 steps added")
    assert labels[1].endswith("\nThe oldest version kept.")
    assert "+00:0" not in labels[0]
    # Version 2 against the current recipe: per field, in words, with tokens.
    assert texts(dialog.changes) == [
        "• Step 3 (create_note): “Note name” changes from “Brief ⟨Step 1 › Date⟩” to “Brief”."
    ]
    assert dialog.restore_button.isEnabled()
    # Version 1: the steps it does not have are removed.
    dialog.list.setCurrentRow(1)
    assert texts(dialog.changes) == [
        "• A step is removed: step 2 (echo).",
        "• A step is removed: step 3 (create_note).",
    ]
    # The raw JSON diff is one toggle away, a plain unified diff.
    dialog.raw_toggle.setChecked(True)
    assert dialog.pages.currentWidget() is dialog.raw
    assert dialog.raw.toPlainText().startswith("--- current\n+++ version 1")
    dialog.deleteLater()


def test_restoring_brings_back_what_the_comparison_shows_and_keeps_the_name(
    window: MainWindow, history: Library
) -> None:
    history.rename("Brief", "Morning brief")
    dialog = VersionsDialog(history, "Morning brief", None, lambda _n: None, window)
    first = next(
        row for row, text in enumerate(texts(dialog.list)) if text.startswith("Version 1 ")
    )
    dialog.list.setCurrentRow(first)  # version 1, saved as "Brief"
    note = dialog.name_note.text()
    assert note.startswith("The name stays “Morning brief”: this version was called “Brief”")
    assert not any(line.startswith("• The name") for line in texts(dialog.changes))
    dialog.restore()
    loaded = history.load("Morning brief")
    assert loaded.recipe.name == "Morning brief"  # as the dialog said
    shown = [s.tool if isinstance(s, ToolStep) else s.kind for s in loaded.recipe.steps]
    assert shown == ["get_datetime"]  # as it showed
    again = VersionsDialog(history, "Morning brief", None, lambda _n: None, window)
    # The version just restored is now the same as the current recipe: nothing to restore.
    same = next(row for row, text in enumerate(texts(again.list)) if text.startswith("Version 1 "))
    again.list.setCurrentRow(same)
    assert not again.restore_button.isEnabled()
    assert "nothing to restore" in again.headline.text()
    dialog.deleteLater()
    again.deleteLater()


def test_the_trash_dates_in_words_and_restores_only_what_is_chosen(
    window: MainWindow, library: Library
) -> None:
    empty = TrashDialog(library, lambda _n: None, window)
    assert texts(empty.items) == ["The trash is empty."]
    assert not empty.restore_button.isEnabled()
    assert not empty.empty_button.isEnabled()
    save(library, [DATE])
    library.delete("Brief")
    full = TrashDialog(library, lambda _n: None, window)
    (label,) = texts(full.items)
    assert label.startswith("Brief — deleted today ")
    assert "T" not in label.removeprefix("Brief — deleted today ")  # no ISO timestamp
    assert full.restore_button.isEnabled()
    assert full.empty_button.isEnabled()
    full.restore()
    assert library.exists("Brief")
    assert not full.restore_button.isEnabled()  # the trash is empty again
    empty.deleteLater()
    full.deleteLater()


def test_the_more_menu_acts_only_on_a_chosen_recipe(window: MainWindow, library: Library) -> None:
    save(library, [DATE])
    panel = window.frame.library_panel
    panel.refresh()
    QApplication.processEvents()
    panel.more_menu.aboutToShow.emit()
    by_text = {a.text(): a for a in panel.more_menu.actions() if not a.isSeparator()}
    assert window.current is None
    for text in ("Duplicate", "Rename…", "Move to the trash", "Export…"):
        assert not by_text[text].isEnabled(), text
    assert by_text["Show the trash…"].isEnabled()
    panel.select("Brief")
    QApplication.processEvents()
    panel.more_menu.aboutToShow.emit()
    assert all(action.isEnabled() for action in by_text.values())
