"""Preferences as a person uses them: opened from Edit › Preferences
(or Ctrl+,), every field reachable by its letter, Cancel stores nothing, a workspace
folder that does not exist is refused with a sentence, a new language says when, and the
silence limit set here stops a silent tool in the window's test runs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QLabel

from recipe_studio.core.settings import load_settings
from recipe_studio.gui.window.preferences import PreferencesDialog

if TYPE_CHECKING:
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.window.main_window import MainWindow

Steps = Callable[[PreferencesDialog], None]


def drive(monkeypatch: pytest.MonkeyPatch, steps: Steps) -> list[PreferencesDialog]:
    """Show the dialog when the app opens it, do ``steps`` in it as a person would, and
    return what the dialog ended with (no real modal loop offscreen)."""
    seen: list[PreferencesDialog] = []

    def exec_(dialog: PreferencesDialog) -> int:
        seen.append(dialog)
        dialog.show()
        try:
            steps(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()
        return dialog.result()

    monkeypatch.setattr(PreferencesDialog, "exec", exec_)
    return seen


def button(dialog: PreferencesDialog, which: QDialogButtonBox.StandardButton) -> Any:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    return box.button(which)


OK = QDialogButtonBox.StandardButton.Ok
CANCEL = QDialogButtonBox.StandardButton.Cancel


@pytest.fixture
def restarts(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    done: list[str] = []
    monkeypatch.setattr(window.parts.runs.connections, "restart_builtin", lambda: done.append("x"))
    return done


def test_ctrl_comma_opens_them_from_the_edit_menu(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    seen = drive(monkeypatch, lambda dialog: None)
    action = window.frame.menu_actions["preferences"]
    assert action in window.frame.menus["edit"].actions()
    assert action.shortcut().toString() == "Ctrl+,"
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    assert len(seen) == 1


def test_every_field_has_a_letter_and_a_name(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    def look(dialog: PreferencesDialog) -> None:
        form = dialog.findChild(QFormLayout)
        assert form is not None
        labelled = []
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            widget = label.widget() if label is not None else None
            if isinstance(widget, QLabel) and widget.text():
                assert "&" in widget.text(), widget.text()  # Alt+letter reaches the field
                assert widget.buddy() is not None, widget.text()
                labelled.append(widget.buddy())
        assert dialog.language in labelled
        assert dialog.workspace in labelled
        assert dialog.connection in labelled
        assert dialog.silence in labelled
        assert "&" in dialog.terminal.text()
        assert "&" in dialog.browse.text()

    seen = drive(monkeypatch, look)
    window.show_preferences()
    assert seen


def test_cancel_and_escape_store_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: Any, restarts: list[str]
) -> None:
    before = load_settings()

    def change_then(key: Qt.Key | None) -> Steps:
        def steps(dialog: PreferencesDialog) -> None:
            dialog.language.setCurrentIndex(dialog.language.findData("fr"))
            dialog.terminal.setChecked(not dialog.terminal.isChecked())
            dialog.workspace.setText("/somewhere/else")
            if key is None:
                qtbot.mouseClick(button(dialog, CANCEL), Qt.MouseButton.LeftButton)
            else:
                qtbot.keyClick(dialog, key)

        return steps

    for key in (None, Qt.Key.Key_Escape):
        drive(monkeypatch, change_then(key))
        window.show_preferences()
        assert load_settings() == before
        assert window.parts.settings.value == before
    assert restarts == []


def test_a_workspace_that_does_not_exist_is_refused_with_a_sentence(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: Any,
    tmp_path: Path,
    restarts: list[str],
) -> None:
    missing = tmp_path / "no such folder"
    chosen = tmp_path / "work"
    chosen.mkdir()
    said: list[str] = []

    def steps(dialog: PreferencesDialog) -> None:
        dialog.workspace.setText(str(missing))
        qtbot.mouseClick(button(dialog, OK), Qt.MouseButton.LeftButton)
        assert dialog.isVisible()  # refused: still open, nothing stored
        assert dialog.workspace_error.isVisible()
        said.append(dialog.workspace_error.text())
        assert load_settings().workspace == ""
        qtbot.keyClicks(dialog.workspace, "x")  # typing again hides the old sentence
        assert not dialog.workspace_error.isVisible()
        dialog.workspace.setText(str(chosen))
        qtbot.mouseClick(button(dialog, OK), Qt.MouseButton.LeftButton)
        assert not dialog.isVisible()

    drive(monkeypatch, steps)
    window.show_preferences()
    assert said == [f"The folder “{missing}” does not exist. Create it first, or choose another."]
    assert not missing.exists()
    assert load_settings().workspace == str(chosen)
    assert restarts == ["x"]  # the built-in tools now work in the new folder


def test_the_default_workspace_is_fine_before_it_exists(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: Any, restarts: list[str]
) -> None:
    def steps(dialog: PreferencesDialog) -> None:
        assert not Path(dialog.workspace.text()).exists()  # made when first used
        qtbot.mouseClick(button(dialog, OK), Qt.MouseButton.LeftButton)
        assert not dialog.isVisible()

    drive(monkeypatch, steps)
    window.show_preferences()
    assert load_settings().workspace == ""
    assert restarts == []


def test_a_new_language_says_it_applies_after_a_restart(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    def steps(dialog: PreferencesDialog) -> None:
        dialog.language.setCurrentIndex(dialog.language.findData("tr"))
        qtbot.mouseClick(button(dialog, OK), Qt.MouseButton.LeftButton)

    drive(monkeypatch, steps)
    window.show_preferences()
    assert load_settings().language == "tr"
    assert window.statusBar().currentMessage() == (
        "The new language applies after you restart Recipe Studio."
    )


def test_the_silence_limit_set_here_stops_a_silent_tool_in_a_test_run(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: Any,
    tmp_path: Path,
    restarts: list[str],
) -> None:
    from run_support import (
        answer_dialogs,
        fake_server_spec,
        headline,
        open_steps,
        run_and_wait,
        statuses,
        use_live_tools,
    )

    def steps(dialog: PreferencesDialog) -> None:
        assert dialog.silence.value() == 60  # a minute until changed
        dialog.silence.setFocus()
        dialog.silence.selectAll()
        qtbot.keyClicks(dialog.silence, "1")
        qtbot.mouseClick(button(dialog, OK), Qt.MouseButton.LeftButton)

    drive(monkeypatch, steps)
    window.show_preferences()
    assert load_settings().silence_limit == 1.0
    assert restarts == []  # the built-in tools are not restarted for it

    answer_dialogs(monkeypatch)
    window.parts.runs.connections.add(fake_server_spec(tmp_path))
    window.parts.runs.connections.set_default("fake")
    session = open_steps(window, [{"tool": "slow", "args": {}}])  # an hour of silence
    use_live_tools(qtbot, window, session, "fake")
    run_and_wait(qtbot, window)
    assert statuses(window, session) == ["failed"]
    said = "gave no sign of life for a second (no answer, no progress), so it was stopped"
    assert said in headline(window)  # the Run panel says how long it was silent


def test_the_step_time_limit_question_names_the_silence_limit_set_here(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from types import SimpleNamespace

    from recipe_studio.gui.run import launch

    asked: list[str] = []

    def get_int(*args: Any) -> tuple[int, bool]:
        asked.append(str(args[2]))
        return 0, False

    monkeypatch.setattr("recipe_studio.gui.run.launch.QInputDialog.getInt", get_int)
    window.parts.settings.update(silence_limit=300.0)
    saved = cast("EditorSession", SimpleNamespace(recipe_id="r-1"))
    launch.ask_step_limit(saved, window.parts.settings, print, window)
    assert asked
    assert "no sign of life for 300 seconds is stopped sooner (Preferences)" in asked[0]
