"""An open recipe follows what another program does to its file (another ``Library``
object on the same folder writes as the command line would: its writes are not the
window's own)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.library import Library

if TYPE_CHECKING:
    from recipe_studio.gui.window.main_window import MainWindow


def manifest(name: str, text: str) -> dict[str, Any]:
    return {"name": name, "description": text, "steps": [{"tool": "get_datetime", "args": {}}]}


def open_saved(window: MainWindow, library: Library, name: str, text: str) -> None:
    library.save_manifest(manifest(name, text), "macos")
    window.frame.library_panel.refresh()
    window.parts.opener.open_name(name)
    assert window.current is not None
    assert window.current.library_name == name


def test_an_unmodified_recipe_shows_the_outside_change(
    window: MainWindow, library: Library
) -> None:
    open_saved(window, library, "Shown", "before")
    Library(library.root).save_manifest(manifest("Shown", "after"), "macos", overwrite=True)
    window.frame.library_panel.poll()
    session = window.current
    assert session is not None
    assert session.document.recipe.description == "after"
    assert not session.modified
    assert "was changed outside Recipe Studio" in window.statusBar().currentMessage()


def test_a_modified_recipe_is_left_to_the_save_question(
    window: MainWindow, library: Library
) -> None:
    open_saved(window, library, "Mine", "before")
    session = window.current
    assert session is not None
    session.set_description("my edit")
    Library(library.root).save_manifest(manifest("Mine", "theirs"), "macos", overwrite=True)
    window.frame.library_panel.poll()
    assert session.document.recipe.description == "my edit"
    assert session.modified


def test_renamed_and_deleted_outside_are_said_as_such(window: MainWindow, library: Library) -> None:
    open_saved(window, library, "Old name", "x")
    session = window.current
    assert session is not None
    notices: list[str] = []
    session.notice.connect(notices.append)
    Library(library.root).rename("Old name", "New name")
    window.frame.library_panel.poll()
    assert session.library_name == "New name"
    assert notices[-1] == "“Old name” was renamed “New name” outside Recipe Studio."
    Library(library.root).delete("New name")
    window.frame.library_panel.poll()
    assert session.library_name is None
    assert notices[-1].startswith("“New name” was deleted outside Recipe Studio")
