"""Every kind of edit is one undo step, named in the Edit menu, and undo is exact."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from gui_support import CHAIN, CUSTOM, open_manifest, redo_text, undo_text
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QToolButton

from recipe_studio.gui.fields.tool_picker import ToolPickerDialog
from recipe_studio.gui.recipe.params_model import COL_DEFAULT, COL_NAME

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.editor.editor import RecipeEditor
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.window.main_window import MainWindow

TWO_PARAMS: dict[str, Any] = {
    **CHAIN,
    "params": [
        {"name": "who", "type": "string", "default": "Ann"},
        {"name": "n", "type": "int", "default": 3},
    ],
}


def editor_of(window: MainWindow) -> RecipeEditor:
    view = window.current_view()
    assert view is not None
    return view.editor


def button(editor: RecipeEditor, tip: str) -> QToolButton:
    """One of the editor's small buttons, found by what it says to a screen reader."""
    found = [b for b in editor.findChildren(QToolButton) if b.accessibleName() == tip]
    assert len(found) == 1, tip
    return found[0]


def state(session: EditorSession) -> tuple[dict[str, Any], str]:
    return session.manifest(), session.document.profile.name


def check_undo(
    window: MainWindow, session: EditorSession, act: Callable[[], object], text: str
) -> tuple[dict[str, Any], str]:
    """``act`` makes one undo step called ``text``; Edit › Undo and Redo are exact."""
    modified = window.isWindowModified()
    before = state(session)
    index = session.undo_stack.index()
    act()
    after = state(session)
    assert after != before
    assert session.undo_stack.index() == index + 1
    assert undo_text(window) == f"Undo {text}"
    assert window.isWindowModified()
    window.frame.menus["edit"].actions()[0].trigger()
    assert state(session) == before
    assert window.isWindowModified() == modified
    assert redo_text(window) == f"Redo {text}"
    window.frame.menus["edit"].actions()[1].trigger()
    assert state(session) == after
    return after


# --------------------------------------------------------------------------- recipe


def test_typing_the_name_is_one_undo_step_and_the_title_follows(
    window: MainWindow, qtbot: Any
) -> None:
    session = open_manifest(window)
    editor = editor_of(window)
    assert window.windowTitle() == "Chain[*] — Recipe Studio"
    editor.name_edit.setFocus()
    editor.name_edit.end(False)

    def type_name() -> None:
        qtbot.keyClicks(editor.name_edit, " v2")

    after = check_undo(window, session, type_name, "Rename recipe")
    assert after[0]["name"] == "Chain v2"
    assert editor.name_edit.text() == "Chain v2"
    assert window.windowTitle() == "Chain v2[*] — Recipe Studio"
    session.undo_stack.undo()
    assert editor.name_edit.text() == "Chain"
    assert window.windowTitle() == "Chain[*] — Recipe Studio"


def test_typing_the_description_is_one_undo_step(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    editor = editor_of(window)
    editor.description_edit.setFocus()
    editor.description_edit.moveCursor(editor.description_edit.textCursor().MoveOperation.End)
    after = check_undo(
        window,
        session,
        lambda: qtbot.keyClicks(editor.description_edit, " and more"),
        "Edit description",
    )
    assert after[0]["description"] == "References between steps and more"
    session.undo_stack.undo()
    assert editor.description_edit.toPlainText() == "References between steps"


def test_the_clean_state_is_the_saved_state(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    editor = editor_of(window)
    editor.name_edit.setFocus()
    editor.name_edit.end(False)
    qtbot.keyClicks(editor.name_edit, " A")
    assert window.isWindowModified()
    assert window.save()
    assert not window.isWindowModified()
    qtbot.keyClicks(editor.name_edit, "B")  # does not merge into the saved step
    assert window.isWindowModified()
    assert session.undo_stack.count() == 2
    session.undo_stack.undo()
    assert editor.name_edit.text() == "Chain A"
    assert not window.isWindowModified()
    session.undo_stack.undo()
    assert editor.name_edit.text() == "Chain"
    assert window.isWindowModified()  # before the save is not what is saved
    session.undo_stack.redo()
    assert not window.isWindowModified()


def test_changing_the_target_profile(window: MainWindow) -> None:
    session = open_manifest(window)
    editor = editor_of(window)
    box = editor.profile_box

    def choose_windows() -> None:
        index = box.findData("windows")
        box.setCurrentIndex(index)
        box.activated.emit(index)

    after = check_undo(window, session, choose_windows, "Target windows")
    assert after[1] == "windows"
    assert box.currentData() == "windows"
    session.undo_stack.undo()
    assert box.currentData() == "macos"


# --------------------------------------------------------------------------- params


def test_add_remove_and_move_params_with_the_buttons(window: MainWindow) -> None:
    session = open_manifest(window, TWO_PARAMS)
    editor = editor_of(window)
    view = editor.params_view

    def add() -> None:
        button(editor, "Add parameter").click()
        assert view.state() == view.State.EditingState  # the new name, ready to type

    after = check_undo(window, session, add, "Add parameter")
    assert after[0]["params"][-1] == {"name": "param1", "type": "string"}
    session.undo_stack.undo()

    view.selectRow(0)
    after = check_undo(
        window, session, lambda: button(editor, "Move parameter down").click(), "Move parameter"
    )
    assert [p["name"] for p in after[0]["params"]] == ["n", "who"]
    session.undo_stack.undo()

    view.selectRow(0)
    after = check_undo(
        window, session, lambda: button(editor, "Remove parameter").click(), "Remove parameter Who"
    )
    assert [p["name"] for p in after[0]["params"]] == ["n"]


def test_editing_a_param_default_in_the_table(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window, TWO_PARAMS)
    editor = editor_of(window)
    view, model = editor.params_view, editor.params_model

    def edit_default() -> None:
        index = model.index(1, COL_DEFAULT)
        view.setCurrentIndex(index)
        view.edit(index)
        line = QApplication.focusWidget()
        assert isinstance(line, QLineEdit)
        assert line.text() == "3"
        line.selectAll()
        qtbot.keyClicks(line, "12")
        qtbot.keyClick(line, Qt.Key.Key_Return)
        # The delegate commits through a queued call, as after a real key press.
        qtbot.waitUntil(lambda: view.state() != view.State.EditingState)

    after = check_undo(window, session, edit_default, "Edit parameter N")
    assert after[0]["params"][1] == {"name": "n", "type": "int", "default": 12}


def test_renaming_a_param_renames_its_references(window: MainWindow) -> None:
    session = open_manifest(window)
    editor = editor_of(window)
    model = editor.params_model
    after = check_undo(
        window,
        session,
        lambda: model.setData(model.index(0, COL_NAME), "person"),
        "Rename parameter who to person",
    )
    assert after[0]["params"][0]["name"] == "person"
    assert after[0]["steps"][2]["args"]["value"] == "Hi ${person}, ${steps[1].result.value}"
    assert not [p for p in session.validate_now() if p.code == "param_unknown"]


# --------------------------------------------------------------------------- steps


def test_add_wait_duplicate_and_delete_steps(window: MainWindow) -> None:
    session = open_manifest(window)
    editor = editor_of(window)
    editor.steps_view.select_rows([1])

    def add_wait() -> None:
        editor.add_wait_button.click()
        assert editor.steps_view.selected_rows() == [2]  # the new step, after the selection

    after = check_undo(window, session, add_wait, "Add wait step")
    assert after[0]["steps"][2] == {"wait": {"seconds": 5}}
    assert after[0]["steps"][3]["args"]["value"] == "Hi ${who}, ${steps[1].result.value}"
    session.undo_stack.undo()

    editor.steps_view.select_rows([1, 2])
    after = check_undo(
        window,
        session,
        lambda: button(editor, "Duplicate the selected steps").click(),
        "Duplicate steps",
    )
    assert [s.get("tool") for s in after[0]["steps"]][1:5] == ["echo"] * 4
    session.undo_stack.undo()

    editor.steps_view.select_rows([1, 3])
    after = check_undo(
        window,
        session,
        lambda: button(editor, "Delete the selected steps").click(),
        "Delete 2 steps",
    )
    # The reference to the deleted step is marked, never moved to another step.
    assert after[0]["steps"][1]["args"]["value"] == "Hi ${who}, ${steps[?].result.value}"
    assert after[0]["steps"][2]["args"]["account"] == "${steps[1].result.value}"


def test_add_step_asks_for_a_tool(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    session = open_manifest(window)
    before = session.manifest()
    editor = editor_of(window)

    def pick_echo(dialog: ToolPickerDialog) -> int:
        dialog._select("echo")
        return 1

    monkeypatch.setattr(ToolPickerDialog, "exec", pick_echo)
    editor.steps_view.select_rows([4])
    editor.add_step_button.click()
    assert session.manifest()["steps"][5] == {"tool": "echo", "args": {}}
    assert undo_text(window) == "Undo Choose tool Echo"
    assert editor.inspector.title.text() == "Step 6"
    assert editor.inspector.tool_edit.text() == "Echo"  # its title; the identifier kept
    assert editor.inspector.tool_edit.tool() == "echo"
    session.undo_stack.undo()
    assert undo_text(window) == "Undo Add step"
    session.undo_stack.undo()
    assert session.manifest() == before


def test_cut_and_paste_steps(window: MainWindow) -> None:
    session = open_manifest(window)
    editor = editor_of(window)
    before = session.manifest()
    editor.steps_view.select_rows([0])
    editor.cut_selected()
    assert undo_text(window) == "Undo Delete step 1"
    editor.steps_view.select_rows([3])
    assert editor.paste()
    assert undo_text(window) == "Undo Paste 1 step"
    assert [s.get("tool") for s in session.manifest()["steps"]][4] == "get_datetime"
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert session.manifest() == before


# The completer's popup is a real popup: offscreen, Qt says it cannot raise or grab it.
@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")
def test_choosing_a_tool_by_typing(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    editor = editor_of(window)
    editor.select_step(1)
    tool_edit = editor.inspector.tool_edit
    completer = tool_edit.completer()

    def type_tool() -> None:
        tool_edit.setFocus()
        tool_edit.selectAll()
        qtbot.keyClicks(tool_edit, "date")
        # Any part of the title finds the tool.
        popup = completer.popup()
        assert popup is not None
        assert popup.isVisible()
        assert completer.currentCompletion() == "Current date and time"
        popup.hide()
        tool_edit.selectAll()
        qtbot.keyClicks(tool_edit, "current date and time")  # any letter case
        popup.hide()
        qtbot.keyClick(tool_edit, Qt.Key.Key_Return)

    after = check_undo(window, session, type_tool, "Choose tool Current date and time")
    assert after[0]["steps"][1]["tool"] == "get_datetime"
    assert tool_edit.text() == "Current date and time"
    session.undo_stack.undo()
    assert tool_edit.text() == "Echo"  # the field shows the undone value even with focus
    tool_edit.clearFocus()  # leaving the field must not redo the change
    assert session.manifest()["steps"][1]["tool"] == "echo"


def test_typing_an_argument_is_one_undo_step(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    editor = editor_of(window)
    editor.select_step(4)
    form = editor.inspector.form
    assert form is not None
    row = form.row_for(("account",))
    assert row is not None
    box = row.editor.box  # type: ignore[attr-defined]
    box.setFocus()
    box.selectAll()
    after = check_undo(window, session, lambda: qtbot.keyClicks(box, "Work"), "Edit Account")
    assert after[0]["steps"][4]["args"] == {"account": "Work", "limit": 5}
    assert box.raw_text() == "Work"
    session.undo_stack.undo()
    assert box.raw_text() == "${steps[2].result.value}"
    assert box.toPlainText() == "\ufffc"  # shown as one token
    # A spin box edit of another argument is an undo step of its own.
    session.undo_stack.redo()
    limit = form.row_for(("limit",))
    assert limit is not None
    number = limit.editor.box  # type: ignore[attr-defined]
    number.setFocus()
    number.selectAll()
    after = check_undo(window, session, lambda: qtbot.keyClicks(number, "9"), "Edit Limit")
    assert after[0]["steps"][4]["args"] == {"account": "Work", "limit": 9}


def test_wait_seconds_and_optional(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    editor = editor_of(window)
    editor.select_step(3)
    seconds = editor.inspector.seconds
    assert editor.inspector.pages.currentWidget() is editor.inspector.wait_page

    def change_wait() -> None:
        seconds.setValue(2.5)
        seconds.setValue(4)  # merges: one step per wait being adjusted

    after = check_undo(window, session, change_wait, "Change wait")
    assert after[0]["steps"][3] == {"wait": 4}
    assert seconds.value() == 4

    editor.select_step(1)
    box = editor.inspector.optional_box
    assert box.isVisible()
    after = check_undo(window, session, box.click, "Make step 2 optional")
    assert after[0]["steps"][1]["optional"] is True
    assert box.isChecked()
    session.undo_stack.undo()
    assert not box.isChecked()


def test_renaming_a_custom_tool_step_id_follows_references(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window, CUSTOM, "custom-tool")
    editor = editor_of(window)
    editor.select_step(0)
    step_id = editor.inspector.step_id_edit

    def rename() -> None:
        step_id.setFocus()
        step_id.selectAll()
        qtbot.keyClicks(step_id, "clock")
        qtbot.keyClick(step_id, Qt.Key.Key_Return)

    after = check_undo(window, session, rename, "Rename step id to clock")
    assert after[0]["steps"][0]["id"] == "clock"
    assert after[0]["steps"][2]["arguments"]["value"] == {"$step": "clock", "path": "date"}
    session.undo_stack.undo()
    assert step_id.text() == "now"  # the field shows the undone value even with focus
    step_id.clearFocus()  # leaving the field must not redo the change
    assert session.manifest()["steps"][0]["id"] == "now"


def test_keyboard_undo_and_redo_follow_the_current_recipe(window: MainWindow, qtbot: Any) -> None:
    first = open_manifest(window)
    second = open_manifest(window, {**CHAIN, "name": "Second"})
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    actions = len(window.findChildren(QAction))
    for _ in range(5):  # switching makes new Undo/Redo actions; the old ones go
        window.show_session(first)
        window.show_session(second)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(window.findChildren(QAction)) == actions
    second.set_name("Renamed")
    view = editor_of(window).steps_view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert second.document.recipe.name == "Second"
    assert first.document.recipe.name == "Chain"
    redo = window.frame.menus["edit"].actions()[1]
    QTest.keySequence(view, redo.shortcut())
    assert second.document.recipe.name == "Renamed"


def test_the_manifest_tab_catches_up_when_shown(window: MainWindow) -> None:
    session = open_manifest(window)
    view = window.current_view()
    assert view is not None
    session.set_argument(4, ("limit",), 42)
    assert '"limit": 42' not in view.preview.text.toPlainText()  # hidden: not rebuilt
    view.setCurrentWidget(view.preview)
    assert '"limit": 42' in view.preview.text.toPlainText()
    session.undo_stack.undo()
    assert '"limit": 5' in view.preview.text.toPlainText()  # shown: follows each edit
