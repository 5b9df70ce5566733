"""Which saved recipes are served, and why the others are not; changes while serving."""

from __future__ import annotations

from typing import TYPE_CHECKING

from serve_support import NEW_NOTE, TIME_CHECK, manifest, save

from recipe_studio.core.library import Library
from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.paths import library_dir
from recipe_studio.core.settings import Settings, save_settings, settings_path
from recipe_studio.serve.selection import ServedLibrary
from recipe_studio.serve.studio_settings import RecipeConnection

if TYPE_CHECKING:
    from pathlib import Path

EMAILS = manifest("Mail count", [{"tool": "list_emails", "args": {}}])


def reasons(served: ServedLibrary) -> dict[str, str]:
    return {item.name: item.reason for item in served.left_out}


def test_recipes_without_errors_are_served_and_the_others_say_why(studio_home: Path) -> None:
    save(studio_home, TIME_CHECK)
    save(studio_home, NEW_NOTE)
    save(studio_home, manifest("Unfinished", [{"tool": "echo", "args": {}}]), draft=True)
    # Fine for the LMCP snapshot it was saved with, but the built-in server has no such tool.
    save(studio_home, EMAILS)
    (library_dir(studio_home) / "junk.recipe.json").write_text("{not json", encoding="utf-8")
    served = ServedLibrary(Library(library_dir(studio_home)))
    lines = served.refresh()
    assert sorted(served.served) == ["new_note", "time_check"]
    why = reasons(served)
    assert "draft" in why["Unfinished"]
    assert "list_emails" in why["Mail count"]
    assert "built-in tools" in why["Mail count"]
    assert "cannot be read" in why["junk.recipe.json"]
    assert "serving “Time check” as the tool time_check" in lines
    assert any(line.startswith("not serving “Unfinished”: it is a draft") for line in lines)


def test_only_the_named_recipes_and_a_missing_name_is_reported(studio_home: Path) -> None:
    save(studio_home, TIME_CHECK)
    save(studio_home, NEW_NOTE)
    served = ServedLibrary(Library(library_dir(studio_home)), ["New note", "Later"])
    served.refresh()
    assert list(served.served) == ["new_note"]
    assert reasons(served) == {"Later": "there is no saved recipe of that name (yet)"}


def test_saving_renaming_and_deleting_show_up_at_the_next_refresh(studio_home: Path) -> None:
    library = Library(library_dir(studio_home))
    save(studio_home, TIME_CHECK)
    served = ServedLibrary(Library(library_dir(studio_home)))
    served.refresh()
    assert served.refresh() == []
    save(studio_home, NEW_NOTE)
    assert served.refresh() == ["serving “New note” as the tool new_note"]
    library.rename("New note", "Fresh note")
    lines = served.refresh()
    assert set(lines) == {
        "serving “Fresh note” as the tool fresh_note",
        "no longer serving “New note”",
    }
    library.delete("Fresh note")
    assert served.refresh() == ["no longer serving “Fresh note”"]
    assert list(served.served) == ["time_check"]


def test_an_unreachable_server_is_described_by_the_bundled_catalog(studio_home: Path) -> None:
    save(studio_home, TIME_CHECK)
    notes: list[str] = []
    missing = ServerSpec.stdio([str(studio_home / "no-such-server")], name="mine")
    served = ServedLibrary(
        Library(library_dir(studio_home)),
        connection_for=lambda _name: RecipeConnection("mine", missing),
        notes=notes.append,
    )
    served.refresh()
    # The LMCP snapshot does not know echo: a warning there, and it counts as changing.
    recipe = served.served["time_check"]
    assert recipe.connection.name == "mine"
    assert not recipe.read_only
    assert len(notes) == 1
    assert "could not reach “mine”" in notes[0]
    served.connections.close_all()


def test_a_connection_chosen_in_the_window_is_followed(studio_home: Path) -> None:
    save(studio_home, TIME_CHECK)
    served = ServedLibrary(
        Library(library_dir(studio_home)), notes=lambda _text: None, settings=settings_path()
    )
    served.refresh()
    assert served.served["time_check"].connection.builtin
    recipe_id = Library(library_dir(studio_home)).load("Time check").recipe_id
    assert recipe_id is not None
    mine = ServerSpec.stdio([str(studio_home / "no-such-server")], name="mine")
    settings = Settings(connections=[mine]).with_recipe(recipe_id, connection="mine")
    save_settings(settings)
    served.refresh()
    assert served.served["time_check"].connection.name == "mine"
    served.connections.close_all()
