"""The params table in the person's words (issue 34.2), through the real window in French.

A person opens the example « Point du matin », reads its param by its title, retitles it
with the keyboard (one undo step, and the tokens that read it follow), and adds a param by
typing its title: the manifest gets an identifier made from it, the title stays beside
the manifest in the library and is there again when the app is opened anew.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest
from gui_support import choose_in_menu, redo_text, shown_view, undo_text
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from recipe_studio.core.library import Library
from recipe_studio.gui.fields.token_edit import TokenTextEditor
from recipe_studio.gui.i18n import install_translations
from recipe_studio.gui.recipe.params_model import (
    COL_DESCRIPTION,
    COL_EXPLANATION,
    COL_NAME,
    COL_TITLE,
)
from recipe_studio.gui.recipe.steps_model import COL_ARGS
from recipe_studio.gui.versions.versions_dialog import VersionsDialog
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from collections.abc import Iterator

    from recipe_studio.gui.editor.editor import RecipeEditor

BRIEF = "Point du matin"


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    install_translations(qapp, "fr")
    yield
    install_translations(qapp, "en")


def open_brief(window: MainWindow) -> RecipeEditor:
    """Aide › Ajouter les recettes d'exemple, then the morning brief from the list."""
    window.parts.opener.add_examples()
    window.parts.opener.open_name(BRIEF)
    return shown_view(window).editor


def cell(editor: RecipeEditor, row: int, column: int) -> str:
    return str(editor.params_model.index(row, column).data() or "")


def type_in_cell(editor: RecipeEditor, qtbot: Any, index: QModelIndex, text: str) -> None:
    """What a person does: the cell, F2, everything selected, the new words, Enter."""
    view = editor.params_view
    view.setFocus()
    view.setCurrentIndex(index)
    qtbot.keyClick(view, Qt.Key.Key_F2)
    line = QApplication.focusWidget()
    assert isinstance(line, QLineEdit)
    line.selectAll()
    if text.isascii():
        qtbot.keyClicks(line, text)
    else:  # QTest types no accented letter (it aborts): as an input method gives them
        line.insert(text)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != view.State.EditingState)


def token_words(editor: RecipeEditor) -> str:
    """How the inspector reads step 1's time zone argument (its token in words)."""
    editor.select_step(0)
    form = editor.inspector.form
    assert form is not None
    row = form.row_for(("timezone",))
    assert row is not None
    assert isinstance(row.editor, TokenTextEditor)
    return row.editor.box.accessibleDescription()


def edit_menu(window: MainWindow, entry: int) -> None:
    window.frame.menus["edit"].actions()[entry].trigger()


def test_the_brief_param_reads_by_its_title_and_retitles_in_one_undo_step(
    window: MainWindow, french: None, qtbot: Any
) -> None:
    editor = open_brief(window)
    model = editor.params_model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[:2] == ["Titre", "Identifiant"]  # what a person reads comes first
    assert "Explication" in headers
    assert "Description pour les autres applications" in headers
    assert cell(editor, 0, COL_TITLE) == "Fuseau horaire"
    assert cell(editor, 0, COL_NAME) == "timezone"
    assert cell(editor, 0, COL_EXPLANATION).startswith("Où")  # the example's own words
    assert "Fuseau horaire" in token_words(editor)
    steps = editor.steps_model
    assert "Fuseau horaire" in str(steps.index(0, COL_ARGS).data())

    type_in_cell(editor, qtbot, model.index(0, COL_TITLE), "Zone horaire")
    assert cell(editor, 0, COL_TITLE) == "Zone horaire"
    assert cell(editor, 0, COL_NAME) == "timezone"  # the identifier others call it by stays
    assert undo_text(window) == "Annuler Titre du paramètre : Zone horaire"
    assert "Zone horaire" in str(steps.index(0, COL_ARGS).data())
    assert "Zone horaire" in token_words(editor)
    session = shown_view(window).session
    assert session.manifest()["params"][0] == {
        "name": "timezone",
        "type": "string",
        "default": "Europe/Paris",
    }  # the words are the Studio's, never the manifest's

    edit_menu(window, 0)  # Édition › Annuler
    assert cell(editor, 0, COL_TITLE) == "Fuseau horaire"
    assert "Fuseau horaire" in str(steps.index(0, COL_ARGS).data())
    assert "Fuseau horaire" in token_words(editor)
    assert redo_text(window) == "Rétablir Titre du paramètre : Zone horaire"
    edit_menu(window, 1)  # Édition › Rétablir
    assert cell(editor, 0, COL_TITLE) == "Zone horaire"
    assert "Zone horaire" in token_words(editor)

    type_in_cell(editor, qtbot, model.index(0, COL_EXPLANATION), "Là où vous êtes.")
    assert cell(editor, 0, COL_EXPLANATION) == "Là où vous êtes."
    assert undo_text(window) == "Annuler Explication du paramètre Zone horaire"
    assert "description" not in session.manifest()["params"][0]
    type_in_cell(editor, qtbot, model.index(0, COL_DESCRIPTION), "IANA time zone")
    assert session.manifest()["params"][0]["description"] == "IANA time zone"  # the platform's


def test_a_param_added_by_its_title_gets_its_identifier_and_keeps_the_title(
    window: MainWindow, library: Library, french: None, qtbot: Any
) -> None:
    editor = open_brief(window)
    view = editor.params_view
    editor.params.add_button.click()  # « + Paramètre »
    assert view.state() == view.State.EditingState
    assert view.currentIndex().column() == COL_TITLE  # the person names it in words
    line = QApplication.focusWidget()
    assert isinstance(line, QLineEdit)
    assert line.text() == ""
    assert line.placeholderText() == "Param1"  # what the row is called until then
    qtbot.keyClicks(line, "Nombre de notes")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != view.State.EditingState)
    assert cell(editor, 1, COL_TITLE) == "Nombre de notes"
    assert cell(editor, 1, COL_NAME) == "nombre_de_notes"
    assert undo_text(window) == "Annuler Titre du paramètre : Nombre de notes"
    edit_menu(window, 0)  # the title and the identifier it gave: one step back
    assert cell(editor, 1, COL_NAME) == "param1"
    assert editor.params_model.index(1, COL_TITLE).data(Qt.ItemDataRole.ForegroundRole) == (
        QApplication.palette().placeholderText()
    )  # untitled: its readable identifier, greyed
    edit_menu(window, 1)
    assert cell(editor, 1, COL_NAME) == "nombre_de_notes"

    # Made once: a later title is words only, the identifier stays what apps call.
    type_in_cell(editor, qtbot, editor.params_model.index(1, COL_TITLE), "Combien de notes")
    assert cell(editor, 1, COL_NAME) == "nombre_de_notes"

    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # Ctrl+S
    loaded = library.load(BRIEF)
    names = [p["name"] for p in loaded.manifest["params"]]
    assert names == ["timezone", "nombre_de_notes"]
    assert "Combien de notes" not in json.dumps(loaded.manifest, ensure_ascii=False)
    stored = json.loads((library.root / loaded.file).read_text("utf-8"))
    assert stored["param_words"]["nombre_de_notes"] == {"title": "Combien de notes"}

    # The app opened anew on the same library: the title is there again.
    window.close()
    again = MainWindow(Library(library.root))
    qtbot.addWidget(again)
    again.show()
    again.parts.opener.open_name(BRIEF)
    reopened = shown_view(again).editor
    assert cell(reopened, 1, COL_TITLE) == "Combien de notes"
    assert cell(reopened, 1, COL_NAME) == "nombre_de_notes"
    assert cell(reopened, 0, COL_TITLE) == "Fuseau horaire"


def test_an_identifier_typed_by_hand_is_kept_when_the_title_comes(
    window: MainWindow, french: None, qtbot: Any
) -> None:
    editor = open_brief(window)
    view = editor.params_view
    editor.params.add_button.click()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)  # no title yet
    qtbot.waitUntil(lambda: view.state() != view.State.EditingState)
    assert cell(editor, 1, COL_TITLE) == "Param1"
    type_in_cell(editor, qtbot, editor.params_model.index(1, COL_NAME), "count")
    type_in_cell(editor, qtbot, editor.params_model.index(1, COL_TITLE), "Nombre de notes")
    assert cell(editor, 1, COL_NAME) == "count"
    assert cell(editor, 1, COL_TITLE) == "Nombre de notes"


def test_versions_say_a_title_change_in_words_and_restore_the_title(
    window: MainWindow, library: Library, french: None, qtbot: Any
) -> None:
    editor = open_brief(window)
    type_in_cell(editor, qtbot, editor.params_model.index(0, COL_TITLE), "Zone horaire")
    editor.params_view.setFocus()
    qtbot.keyClick(editor.params_view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    session = shown_view(window).session
    assert not session.modified
    dialog = VersionsDialog(library, BRIEF, session, lambda _name: None, window)
    changes = [dialog.changes.item(row).text() for row in range(dialog.changes.count())]
    assert len(changes) == 1
    assert changes[0].startswith("• Le titre du paramètre « timezone » passe de ")
    assert "Zone horaire" in changes[0]
    assert changes[0].index("Zone horaire") < changes[0].index("Fuseau horaire")
    dialog.restore()
    assert cell(editor, 0, COL_TITLE) == "Fuseau horaire"
    assert "Fuseau horaire" in token_words(editor)
    dialog.deleteLater()


def test_a_param_made_for_an_argument_is_titled_as_the_argument_reads(
    window: MainWindow, french: None, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    editor = open_brief(window)
    editor.select_step(2)  # « Créer une note »
    form = editor.inspector.form
    assert form is not None
    row = form.row_for(("note_name",))
    assert row is not None
    choose_in_menu(monkeypatch, "Nouveau paramètre pour cette valeur…")
    qtbot.mouseClick(row.param_button, Qt.MouseButton.LeftButton)
    assert cell(editor, 1, COL_TITLE) == "Nom de la note"
    assert cell(editor, 1, COL_NAME) == "note_name"  # the argument's key, in any language
    assert undo_text(window) == "Annuler Nouveau paramètre Nom de la note"
