"""The param and step-result pickers put the right reference in the right place."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui_support import (
    CATALOG,
    CHAIN,
    CUSTOM,
    action_texts,
    choose_in_menu,
    find_action,
    open_manifest,
    shown_view,
    tool_args,
    undo_text,
)
from PySide6.QtCore import Qt

from recipe_studio.core.references import ParamRef, StepRef
from recipe_studio.gui.fields.token_edit import TokenBox
from recipe_studio.gui.fields.value_editors import TypedLineEditor
from recipe_studio.gui.inspector.pickers import build_param_menu, build_step_menu
from recipe_studio.gui.recipe.params_model import COL_TITLE

if TYPE_CHECKING:
    import pytest

    from recipe_studio.gui.inspector.form import ArgRow
    from recipe_studio.gui.inspector.panel import StepInspector
    from recipe_studio.gui.window.main_window import MainWindow

#: list_emails first (its result has a list), then steps that can use its result.
MAIL: dict[str, Any] = {
    "name": "Mail",
    "params": [{"name": "who", "type": "string"}, {"name": "n", "type": "int"}],
    "steps": [
        {"tool": "list_emails", "args": {"account": "Work"}},
        {"wait": 1},
        {"tool": "echo", "args": {"value": "Dear , welcome", "count": 1}},
    ],
}


def inspect(window: MainWindow, row: int) -> StepInspector:
    editor = shown_view(window).editor
    editor.select_step(row)
    return editor.inspector


def arg_row(inspector: StepInspector, *path: str) -> ArgRow:
    assert inspector.form is not None
    found = inspector.form.row_for(path)
    assert found is not None
    return found


def token_box(row: ArgRow) -> TokenBox:
    box = row.editor.box  # type: ignore[attr-defined]
    assert isinstance(box, TokenBox)
    return box


def put_cursor(box: TokenBox, position: int) -> None:
    cursor = box.textCursor()
    cursor.setPosition(position)
    box.setTextCursor(cursor)


def test_param_picker_inserts_at_the_cursor_in_text(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_manifest(window, MAIL)
    inspector = inspect(window, 2)
    row = arg_row(inspector, "value")
    box = token_box(row)
    assert box.raw_text() == "Dear , welcome"
    box.setFocus()
    put_cursor(box, 5)
    shown = choose_in_menu(monkeypatch, "Who  (Text)")
    qtbot.mouseClick(row.param_button, Qt.MouseButton.LeftButton)
    assert tool_args(session, 2)["value"] == "Dear ${who}, welcome"
    assert box.raw_text() == "Dear ${who}, welcome"
    assert row.stack.currentWidget() is row.editor  # text keeps its editor
    assert box.toPlainText() == "Dear \ufffc, welcome"  # the reference is one token
    assert box.accessibleDescription() == "Dear ⟨Who⟩, welcome"
    # A string argument lists string params first and the int one after, marked.
    assert action_texts(shown[0])[:2] == ["Who  (Text)", "N  (Whole number)  — type differs"]
    assert undo_text(window) == "Undo Edit Value"
    session.undo_stack.undo()
    assert box.raw_text() == "Dear , welcome"


def test_param_picker_binds_a_whole_integer_value_and_shows_a_chip(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_manifest(window, MAIL)
    inspector = inspect(window, 2)
    row = arg_row(inspector, "count")
    shown = choose_in_menu(monkeypatch, "N  (Whole number)")
    qtbot.mouseClick(row.param_button, Qt.MouseButton.LeftButton)
    assert action_texts(shown[0])[0] == "N  (Whole number)"  # the fitting param comes first
    assert tool_args(session, 2)["count"] == "${n}"
    row = arg_row(inspector, "count")
    assert row.stack.currentWidget() is row.chip
    assert row.chip.text() == "N"
    # "Type a value instead" gives the plain editor back, empty: no value the user did
    # not type.
    dict(row.chip.choices)["Type a value instead"]()
    assert "count" not in tool_args(session, 2)
    row = arg_row(inspector, "count")
    assert row.stack.currentWidget() is row.editor
    assert isinstance(row.editor, TypedLineEditor)  # "count" is a whole number
    assert row.editor.box.text() == ""


def test_step_picker_offers_the_output_schema_keys(window: MainWindow) -> None:
    session = open_manifest(window, MAIL)
    inspector = inspect(window, 2)
    chosen: list[StepRef] = []
    menu = build_step_menu(
        inspector,
        list(session.document.steps),
        2,
        session.catalog,
        {},
        chosen.append,
        False,
    )
    assert action_texts(menu) == ["Step 1: List emails", "Wait steps have no result"]
    sub = next(m for m in menu.findChildren(type(menu)) if m.title() == "Step 1: List emails")
    assert action_texts(sub) == [
        "Whole result",
        "emails",
        "emails › first",
        "emails › first › subject",
    ]
    find_action(menu, "Step 1: List emails", "emails › first › subject").trigger()
    assert chosen == [StepRef(index=0, path=("emails", 0, "subject"))]
    menu.deleteLater()


def test_step_picker_inserts_a_step_result_reference(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_manifest(window, MAIL)
    inspector = inspect(window, 2)
    row = arg_row(inspector, "value")
    put_cursor(token_box(row), len("Dear , welcome"))
    choose_in_menu(monkeypatch, "Step 1: List emails", "Emails › first › Subject")
    qtbot.mouseClick(row.step_button, Qt.MouseButton.LeftButton)
    assert tool_args(session, 2)["value"] == "Dear , welcome${steps[0].result.emails[0].subject}"
    # Through insert_reference directly: the whole result, at the cursor.
    put_cursor(token_box(row), 4)
    inspector.insert_reference(("value",), StepRef(index=0))
    assert (
        tool_args(session, 2)["value"]
        == "Dear${steps[0].result} , welcome${steps[0].result.emails[0].subject}"
    )
    assert not [p for p in session.validate_now() if p.is_error]


def test_step_picker_lists_only_earlier_steps(window: MainWindow) -> None:
    session = open_manifest(window)
    inspector = inspect(window, 0)
    menu = build_step_menu(
        inspector, list(session.document.steps), 0, session.catalog, {}, print, False
    )
    assert action_texts(menu) == ["No earlier steps"]
    assert not menu.actions()[0].isEnabled()
    menu.deleteLater()
    menu = build_step_menu(
        inspector, list(session.document.steps), 2, session.catalog, {}, print, False
    )
    assert action_texts(menu) == ["Step 1: Current date and time", "Step 2: Echo"]
    menu.deleteLater()


def test_last_run_results_add_keys_to_the_step_picker(window: MainWindow) -> None:
    session = open_manifest(window)
    session.run_state.results[session.document.steps[0].uid] = {"date": "today", "zone": "UTC"}
    inspector = inspect(window, 1)
    menu = build_step_menu(
        inspector,
        list(session.document.steps),
        1,
        session.catalog,
        session.run_state.results,
        print,
        False,
    )
    title = "Step 1: Current date and time"
    sub = next(m for m in menu.findChildren(type(menu)) if m.title() == title)
    assert action_texts(sub) == ["Whole result", "date", "time", "zone  (from the last run)"]
    menu.deleteLater()


def test_insert_reference_into_an_empty_integer_arg_binds_it(window: MainWindow) -> None:
    session = open_manifest(window, MAIL)
    inspector = inspect(window, 0)
    inspector.insert_reference(("limit",), ParamRef("n"))
    assert tool_args(session, 0) == {"account": "Work", "limit": "${n}"}
    assert arg_row(inspector, "limit").chip.text() == "N"
    assert not [p for p in session.validate_now() if p.is_error]


def test_custom_tool_pickers_produce_reference_objects(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_manifest(window, CUSTOM, "custom-tool")
    inspector = inspect(window, 2)
    assert inspector.step_id_edit.isVisible()
    row = arg_row(inspector, "value")
    choose_in_menu(monkeypatch, "Who  (Text)")
    qtbot.mouseClick(row.param_button, Qt.MouseButton.LeftButton)
    assert tool_args(session, 2)["value"] == {"$input": "who"}
    row = arg_row(inspector, "value")
    assert row.stack.currentWidget() is row.chip
    assert row.chip.text() == "Who"

    choose_in_menu(monkeypatch, "Step 2: List emails", "Emails › first › Subject")
    qtbot.mouseClick(row.step_button, Qt.MouseButton.LeftButton)
    assert tool_args(session, 2)["value"] == {"$step": "mail", "path": "emails.0.subject"}

    inspector.insert_reference(("value",), StepRef(step_id="now", path=("date",)))
    assert tool_args(session, 2)["value"] == {"$step": "now", "path": "date"}
    inspector.insert_reference(("value",), StepRef(step_id="now"))
    assert tool_args(session, 2)["value"] == {"$step": "now"}
    assert session.manifest()["steps"][2]["arguments"] == {"value": {"$step": "now"}}
    while session.undo_stack.canUndo():
        session.undo_stack.undo()
    assert session.manifest()["steps"][2]["arguments"] == CUSTOM["steps"][2]["arguments"]


def test_param_menu_new_parameter_is_one_undo_step(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_manifest(window, CHAIN)
    before = session.manifest()
    inspector = inspect(window, 4)
    row = arg_row(inspector, "limit")
    choose_in_menu(monkeypatch, "New parameter for this value…")
    qtbot.mouseClick(row.param_button, Qt.MouseButton.LeftButton)
    params = session.manifest()["params"]
    assert params[-1] == {"name": "limit", "type": "int"}
    assert tool_args(session, 4)["limit"] == "${limit}"
    assert undo_text(window) == "Undo New parameter Limit"  # called as the argument is
    table = shown_view(window).editor.params_model
    assert table.index(len(params) - 1, COL_TITLE).data() == "Limit"
    session.undo_stack.undo()
    assert session.manifest() == before


def test_param_menu_without_params(window: MainWindow) -> None:
    session = open_manifest(window, {**CHAIN, "params": []}, catalog=CATALOG)
    inspector = inspect(window, 1)
    menu = build_param_menu(inspector, session.document.profile, [], None, print)
    assert action_texts(menu) == ["No parameters yet"]
    menu.deleteLater()


def test_the_tool_picker_rows_line_up_and_mark_only_tools_that_change_things(
    qtbot: Any,
) -> None:
    from recipe_studio.core.catalog import bundled_catalog
    from recipe_studio.gui.fields.tool_picker import ToolPickerDialog

    dialog = ToolPickerDialog(bundled_catalog("macos"))
    qtbot.addWidget(dialog)
    dialog.show()
    view, model = dialog.list, dialog.list.model()
    rows = [view.visualRect(model.index(row, 0)) for row in range(8)]
    assert len({rect.height() for rect in rows}) == 1  # one height, icon or not
    texts = [model.index(row, 0).data() for row in range(model.rowCount())]
    assert any("changes things" in text for text in texts)
    assert any("changes things" not in text for text in texts)
