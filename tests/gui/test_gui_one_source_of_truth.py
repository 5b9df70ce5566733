"""The window shows what core says and edits go one way (bugs as a user meets
them): renames in the list are undo steps, Required is the run's rule, each recipe shows its
own runs, per-recipe choices follow renames, one value editor per type everywhere."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui_support import CATALOG, CUSTOM, open_manifest, undo_text
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QInputDialog

from recipe_studio.core.engine import RunResult, StepFinished, StepOutcome
from recipe_studio.core.settings import load_settings
from recipe_studio.gui.fields.value_editors import IntegerEditor, TextEditor
from recipe_studio.gui.recipe.params_model import COL_DEFAULT, COL_REQUIRED
from recipe_studio.gui.run.params_dialog import ParamsDialog
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    import pytest


def save_as(window: MainWindow, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: (name, True)))
    assert window.save_as()


def test_a_rename_in_the_list_is_an_undo_step_and_the_library_agrees(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_manifest(window)
    save_as(window, monkeypatch, "Alpha2")
    assert window.frame.library_panel.current_name() == "Alpha2"  # the open one is highlighted
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Beta", True)))
    window.parts.flows.rename(window.frame.library_panel.current_entry())  # type: ignore[arg-type]
    assert session.document.recipe.name == "Beta"
    assert not window.isWindowModified()
    assert undo_text(window) == "Undo Rename recipe to Beta in the library"
    assert window.parts.library.exists("Beta")

    session.undo_stack.undo()
    assert session.document.recipe.name == "Alpha2"
    assert window.isWindowModified()  # the document differs from the saved "Beta" now
    session.undo_stack.redo()
    assert session.document.recipe.name == "Beta"
    assert not window.isWindowModified()
    assert window.parts.library.exists("Beta")
    assert not window.parts.library.exists("Alpha2")


def test_deleting_a_modified_open_recipe_keeps_the_changes_as_unsaved(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_manifest(window)
    save_as(window, monkeypatch, "Keep me")
    session.set_description("changed after saving")
    assert window.frame.library_panel.current_name() == "Keep me"  # the open one is highlighted
    window.parts.flows.delete(window.frame.library_panel.current_entry())  # type: ignore[arg-type]
    assert window.current is session  # still open, with the change
    assert session.document.recipe.description == "changed after saving"
    assert session.library_name is None
    assert "trash" in window.statusBar().currentMessage()


def test_required_in_the_params_table_is_what_a_run_asks_for(
    window: MainWindow, qtbot: Any
) -> None:
    custom = {
        **CUSTOM,
        "parameters": [
            {"name": "who", "type": "string", "description": "Whom", "required": True},
            {"name": "limit", "type": "number", "description": "How many"},  # no "required"
        ],
    }
    session = open_manifest(window, custom, "custom-tool")
    model = window.current_view().editor.params_model  # type: ignore[union-attr]
    checks = [model.index(row, COL_REQUIRED).data(Qt.ItemDataRole.CheckStateRole) for row in (0, 1)]
    assert checks == [Qt.CheckState.Checked, Qt.CheckState.Unchecked]
    # The run's dialog asks for exactly that: Run is refused without "who" only.
    doc = session.document
    dialog = ParamsDialog(doc.recipe, doc.profile, {}, window)
    qtbot.addWidget(dialog)
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    run_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
    run_button.click()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "who" in dialog.error.text()
    assert "limit" not in dialog.error.text()
    dialog.editors["who"].set_value("Ada", True)
    run_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.values == {"who": "Ada"}


def test_each_recipe_shows_its_own_run_results(window: MainWindow) -> None:
    first = open_manifest(window)
    uid = first.document.steps[0].uid
    outcome = StepOutcome(index=0, uid=uid, tool="get_datetime", status="ok", result={"d": 1})
    first.run_state.begin([uid], 0, 5)
    first.run_state.apply(StepFinished(outcome))
    first.run_state.finish(RunResult(ok=True, steps=[outcome], completed_steps=[0], stop=1))
    assert window.parts.run_panel.tree.topLevelItemCount() == 1
    second = open_manifest(window)
    assert window.current is second
    assert window.parts.run_panel.tree.topLevelItemCount() == 0
    assert window.parts.run_panel.headline.text().startswith("No run yet")
    window.parts.recipes.show(first)
    assert window.parts.run_panel.tree.topLevelItemCount() == 1
    assert window.parts.run_panel.headline.text().startswith("Finished")


def test_the_connection_chosen_for_a_recipe_follows_a_rename(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from recipe_studio.core.mcp_client import ServerSpec

    session = open_manifest(window)
    save_as(window, monkeypatch, "Chosen")
    window.parts.runs.connections.add(ServerSpec.http("http://127.0.0.1:9/mcp", name="elsewhere"))
    window.parts.runs.choose_connection("elsewhere")
    assert window.frame.library_panel.current_name() == "Chosen"  # the open one is highlighted
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Renamed", True)))
    window.parts.flows.rename(window.frame.library_panel.current_entry())  # type: ignore[arg-type]
    assert window.parts.runs.connection_for(session) == "elsewhere"
    stored = load_settings()  # on disk, by the recipe's stable id
    renamed = window.parts.library.load("Renamed")
    assert stored.connection_for(renamed.recipe_id or "") == "elsewhere"


def test_one_value_editor_per_type_in_the_form_the_run_dialog_and_the_params_table(
    window: MainWindow, qtbot: Any
) -> None:
    manifest = {
        "name": "Types",
        "params": [{"name": "n", "type": "int"}, {"name": "s", "type": "string"}],
        "steps": [{"tool": "echo", "args": {"value": "x"}}],
    }
    session = open_manifest(window, manifest)
    doc = session.document
    dialog = ParamsDialog(doc.recipe, doc.profile, {}, window)
    qtbot.addWidget(dialog)
    assert isinstance(dialog.editors["n"], IntegerEditor)
    assert isinstance(dialog.editors["s"], TextEditor)
    editor = window.current_view().editor  # type: ignore[union-attr]
    index = editor.params_model.index(0, COL_DEFAULT)
    editor.params_view.edit(index)
    assert isinstance(editor.params_view.indexWidget(index), IntegerEditor)
    editor.select_step(0)
    row = editor.inspector.form.row_for(("count",))  # type: ignore[union-attr]
    assert row is not None
    assert isinstance(row.editor, IntegerEditor)
    assert row.editor.box.text() == ""  # an unset number shows as unset, not 0


def test_preferences_are_in_the_edit_menu_with_the_platform_role(window: MainWindow) -> None:
    action = window.findChild(QAction, "actionPreferences")
    assert action is not None
    assert action in window.frame.menus["edit"].actions()
    assert action.menuRole() == QAction.MenuRole.PreferencesRole


def test_the_window_checks_against_the_catalog_a_test_gives_it(window: MainWindow) -> None:
    manifest = {"name": "Unknown", "steps": [{"tool": "not_in_the_catalog", "args": {}}]}
    session = open_manifest(window, manifest)
    assert session.catalog is CATALOG
    unknown = [p for p in session.problems if p.code == "tool_unknown"]
    assert [dict(p.values)["tool"] for p in unknown] == ["not_in_the_catalog"]
    assert not [p for p in open_manifest(window).problems if p.code == "tool_unknown"]


def test_settings_of_the_first_versions_are_carried_over(
    studio_home: Any, qtbot: Any, library: Any
) -> None:
    from PySide6.QtCore import QSettings

    old = QSettings(str(studio_home / "settings.ini"), QSettings.Format.IniFormat)
    old.setValue("ui/language", "tr")
    old.setValue("builtin/terminal", True)
    old.setValue("connections/list", '[{"kind": "http", "name": "web", "url": "http://x/mcp"}]')
    old.setValue("connections/default", "web")
    old.sync()
    window = MainWindow(library)
    qtbot.addWidget(window)
    value = window.parts.settings.value
    assert (value.language, value.terminal_enabled, value.default_connection) == ("tr", True, "web")
    assert load_settings().connection_names() == ["built-in tools", "web"]
