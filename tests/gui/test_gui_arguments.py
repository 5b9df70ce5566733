"""The argument form on real widgets: a full form on the default setup, the source it
borrows from, confirm where the profile keeps it, and the catalog choice kept per recipe."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from recipe_studio.core.catalog import bundled_catalog
from recipe_studio.core.library import Library
from recipe_studio.core.profiles import get_profile
from recipe_studio.gui.i18n import install_translations
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

    from recipe_studio.gui.recipe.session import EditorSession

SOURCE_LINE = {
    "en": "As the built-in tools expect; the platform may differ.",
    "fr": "Comme l’attendent les outils intégrés ; la plateforme peut différer.",
    "tr": "Yerleşik araçların beklediği gibi; platform farklı olabilir.",
}
DELETE_CONFIRMED = {"steps": [{"tool": "delete_note", "args": {"note_id": "n1", "confirm": True}}]}


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code = request.param
    install_translations(qapp, code)
    yield code
    install_translations(qapp, "en")


def new_step(window: MainWindow, tool: str) -> EditorSession:
    window.new_recipe()
    session = window.current
    assert session is not None
    session.add_tool_step(0, tool)
    window.current_view().editor.inspector.show_step(0)  # type: ignore[union-attr]
    session.validate_now()
    QApplication.processEvents()
    return session


def inspector(window: MainWindow) -> Any:
    return window.current_view().editor.inspector  # type: ignore[union-attr]


@pytest.mark.parametrize("language", ["en", "fr", "tr"], indirect=True)
def test_the_default_macos_setup_shows_create_notes_arguments_and_says_from_where(
    window: MainWindow, language: str
) -> None:
    session = new_step(window, "create_note")
    assert session.document.profile.name == "macos"
    assert session.catalog.name == bundled_catalog("macos").name  # checked against LMCP
    form = inspector(window).form
    assert list(form.rows)[:2] == ["note_name", "body"]
    note_name = form.rows["note_name"]
    assert note_name.label.text().endswith(" *")  # required, as the built-in tools say
    assert all("_" not in row.label.text() for row in form.all_rows())  # titles, not ids
    assert not form.empty.isVisible()
    assert not form.empty.isVisibleTo(form)
    line = inspector(window).source_line
    assert (line.text(), line.isVisibleTo(inspector(window))) == (SOURCE_LINE[language], True)


def test_problems_from_the_borrowed_arguments_are_warnings(window: MainWindow) -> None:
    session = new_step(window, "create_note")
    session.set_name("Notes")
    missing = [p for p in session.validate_now() if p.code == "arg_missing"]
    assert [(p.severity.value, dict(p.values)["name"]) for p in missing] == [
        ("warning", "note_name")
    ]
    assert not [p for p in session.problems if p.is_error]
    # The place names the argument by its title, 1-based.
    from recipe_studio.gui.window.problems_panel import argument_namer, place_text

    assert place_text(missing[0], argument_namer(session)).startswith("Step 1, ")


def test_a_catalog_that_knows_the_arguments_has_no_source_line(window: MainWindow) -> None:
    window.new_recipe()
    session = window.current
    assert session is not None
    window.parts.catalog_choices.choose(session, "builtin", bundled_catalog("builtin"))
    session.add_tool_step(0, "create_note")
    inspector(window).show_step(0)
    assert not inspector(window).source_line.isVisibleTo(inspector(window))
    [missing] = [p for p in session.validate_now() if p.code == "arg_missing"]
    assert missing.is_error  # the chosen catalog's own word: an error


def open_confirmed(window: MainWindow, profile: str) -> Any:
    recipe = get_profile(profile).read({"name": "Delete", **DELETE_CONFIRMED}).recipe
    session = window.open_recipe(recipe, profile)
    session.validate_now()
    inspector(window).show_step(0)
    QApplication.processEvents()
    return session


def test_confirm_is_shown_on_macos_1_with_what_it_does(window: MainWindow) -> None:
    session = open_confirmed(window, "macos-1")
    form = inspector(window).form
    assert "confirm" in {**form.rows, **form.extra_rows}
    row = {**form.rows, **form.extra_rows}["confirm"]
    notes = [w.text() for w in row.findChildren(QLabel) if w.objectName() == "argumentNote"]
    assert notes
    assert "preview" in notes[0]
    assert "confirm_executes" in {p.code for p in session.problems}
    assert row.clear_button.isEnabled()  # it is set, and can be removed


def test_confirm_is_not_shown_where_saving_removes_it(window: MainWindow) -> None:
    session = open_confirmed(window, "macos")
    form = inspector(window).form
    assert "confirm" not in {**form.rows, **form.extra_rows}
    assert "confirm_removed" in {p.code for p in session.problems}


def test_the_catalog_choice_survives_a_restart_and_is_copied_by_duplicate(
    qtbot: Any, tmp_path: Path, no_leaked_windows: None
) -> None:
    library = Library(tmp_path / "lib")
    recipe = get_profile("macos").read({"name": "Alpha", "steps": [{"tool": "echo"}]}).recipe
    library.save("macos", recipe)
    first = MainWindow(library)
    qtbot.addWidget(first)
    first.frame.library_panel.select("Alpha")
    session = first.current
    assert session is not None
    assert session.catalog_choice == ""
    first.parts.catalog_choices.choose(session, "builtin", bundled_catalog("builtin"))
    entry = first.frame.library_panel.current_entry()
    assert entry is not None
    first.parts.flows.duplicate(entry)
    copy_name = first.current.library_name if first.current else None
    assert copy_name
    assert copy_name != "Alpha"
    first.close()

    again = MainWindow(Library(tmp_path / "lib"))  # a restart: settings read from disk
    qtbot.addWidget(again)
    for name in ("Alpha", copy_name):
        again.frame.library_panel.select(name)
        shown = again.current
        assert shown is not None
        assert shown.library_name == name
        assert shown.catalog_choice == "builtin", name
        assert shown.catalog.name == bundled_catalog("builtin").name
    again.close()


def test_a_server_reached_before_lends_what_it_listed_then(
    qtbot: Any, tmp_path: Path, no_leaked_windows: None
) -> None:
    from recipe_studio.core.catalog import Catalog, ToolInfo
    from recipe_studio.core.known_catalogs import remember_catalog, remembered_catalog
    from recipe_studio.core.settings import BUILTIN_CONNECTION

    schema = {"type": "object", "properties": {"folder": {"type": "string"}}}
    seen = Catalog.from_tools(
        "seen", [ToolInfo(name="create_note", input_schema=schema)], complete=True
    )
    remember_catalog(BUILTIN_CONNECTION, seen)
    kept = remembered_catalog(BUILTIN_CONNECTION)  # kept on disk, per server
    assert kept is not None
    assert kept.tools == seen.tools
    assert remembered_catalog("another server") is None
    window = MainWindow(Library(tmp_path / "lib"))  # e.g. after a restart
    qtbot.addWidget(window)
    new_step(window, "create_note")
    assert list(inspector(window).form.rows) == ["folder"]
    assert "last reached" in inspector(window).source_line.text()
    for session in window.parts.recipes.sessions:
        session.undo_stack.setClean()
    window.close()


@pytest.mark.parametrize("language", ["en", "fr"], indirect=True)
def test_the_catalog_menu_reads_as_plain_choices(window: MainWindow, language: str) -> None:
    window.new_recipe()
    session = window.current
    assert session is not None
    anchor = window.current_view().editor.catalog_button  # type: ignore[union-attr]
    menu = window.parts.catalog_choices.build_menu(session, anchor)
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    expected = {
        "en": ["The platform's own list of tools", "The built-in tools", "A catalog file…"],
        "fr": [
            "La liste d’outils de la plateforme",
            "Les outils intégrés",
            "Un fichier de catalogue…",
        ],
    }[language]
    assert texts == expected
    assert [a.isChecked() for a in menu.actions() if a.isCheckable()] == [True, False]
    menu.actions()[1].trigger()  # the built-in tools
    assert session.catalog.name == bundled_catalog("builtin").name
    again = window.parts.catalog_choices.build_menu(session, anchor)
    assert [a.isChecked() for a in again.actions() if a.isCheckable()] == [False, True]
    assert window.parts.settings.recipe(session.recipe_id).catalog == "builtin"


def test_the_live_built_in_tools_replacing_their_bundled_list_keep_the_form(
    window: MainWindow,
) -> None:
    from recipe_studio.core.argument_sources import Borrowed, FactsSource
    from recipe_studio.core.settings import BUILTIN_CONNECTION

    session = new_step(window, "create_note")
    form = inspector(window).form
    live = Borrowed(FactsSource.CONNECTION, bundled_catalog("builtin"), BUILTIN_CONNECTION)
    session.set_borrowed([live])  # the server was reached while the person types
    assert inspector(window).form is form  # same arguments: nothing rebuilt, focus kept
    session.set_borrowed([])
    assert inspector(window).form is not form  # nothing lends them now: the form changes
