"""Test runs in the window against the real built-in tool server.

The confirmation, every step status in the steps table, the Run panel's results, single
steps and runs up to a step, pinned results, breakpoints and stepping through. Only the
dialogs are answered by the tests; the runs are real (worker thread, server subprocess).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMessageBox
from run_support import (
    answer_dialogs,
    child,
    children,
    editor_of,
    headline,
    last_outcome,
    marks_tip,
    open_steps,
    run_and_wait,
    select_row,
    status_text,
    statuses,
    step_item,
    wait_idle,
)

if TYPE_CHECKING:
    from pathlib import Path

    import pytest

    from recipe_studio.gui.run.controller import RunController
    from recipe_studio.gui.window.main_window import MainWindow


def note_files(home: Path) -> list[str]:
    folder = home / "notes"
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def last_value(window: MainWindow, index: int) -> Any:
    """The result step ``index`` had in the last run (as later steps read it)."""
    session = window.current
    assert session is not None
    assert session.run_state.last_run is not None
    outcome = session.run_state.last_run.step(index)
    assert outcome is not None, f"step {index + 1} did not run"
    return outcome.result


# --------------------------------------------------------------------------- confirmation


def test_declined_confirmation_runs_nothing(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, studio_home: Path
) -> None:
    dialogs = answer_dialogs(monkeypatch, confirm=False)
    session = open_steps(
        window,
        [
            {"tool": "echo", "args": {"value": "before"}},
            {"tool": "create_note", "args": {"note_name": "Declined", "body": "no"}},
        ],
    )

    run_and_wait(qtbot, window)

    assert len(dialogs.confirmations) == 1
    listing = dialogs.confirmations[0]
    assert "Step 2: Create a note “Declined”" in listing
    assert "Declined" in listing
    assert "echo" not in listing  # read-only steps are not listed
    assert note_files(studio_home) == []
    assert headline(window).startswith("Not run: you did not confirm")
    # Nothing ran, and nothing is left "pending" either.
    assert statuses(window, session) == ["not_run", "not_run"]
    assert session.run_state.results == {}
    assert window.parts.runs.panel.tree.topLevelItemCount() == 0
    assert not window.parts.runs.panel.stop_button.isEnabled()


# --------------------------------------------------------------------------- statuses


def test_every_status_and_the_results_in_the_run_panel(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, studio_home: Path
) -> None:
    dialogs = answer_dialogs(monkeypatch, confirm=True)
    session = open_steps(
        window,
        [
            {"tool": "get_datetime", "args": {}},
            {"tool": "echo", "args": {"value": "${steps[0].result.date}"}},
            {"tool": "calculate", "args": {"expression": "1/0"}, "optional": True},
            {"tool": "create_note", "args": {"note_name": "Keep", "body": "kept"}},
            {"tool": "delete_note", "args": {"note_name": "Keep"}},
            {"tool": "calculate", "args": {"expression": "1/0"}},
            {"tool": "echo", "args": {"value": "never reached"}},
        ],
    )

    run_and_wait(qtbot, window)

    assert len(dialogs.confirmations) == 1
    assert "Delete a note “Keep”  (shows a preview only; not executed)" in dialogs.confirmations[0]
    assert statuses(window, session) == [
        "ok",
        "ok",
        "skipped",
        "ok",
        "preview",
        "failed",
        "not_run",
    ]
    assert status_text(window, session, 0).startswith("OK ")
    assert "ms" in status_text(window, session, 0)
    assert status_text(window, session, 4).startswith("Preview only (not executed)")
    # The preview deleted nothing.
    assert note_files(studio_home) == ["Keep.md"]
    assert last_value(window, 4)["preview"] is True

    text = headline(window)
    assert text.startswith("Failed: Step 6 (Calculate) failed:")  # the tool by its title
    assert "division by zero" in text
    # A preview is counted as a preview, never as a step that went through.
    assert text.endswith(
        "3 done, 1 previewed — not executed, 1 optional step skipped. One step did not run."
    )

    # The panel: the date of get_datetime, echoed by step 2; the preview not executed.
    date = last_value(window, 0)["date"]
    # Values read as words: text without quotes, under the field's title.
    assert child(child(step_item(window, 0), "result"), "date").text(1) == date
    assert child(child(step_item(window, 0), "result"), "Date").toolTip(0) == "date"
    assert child(child(step_item(window, 1), "result"), "value").text(1) == date
    assert child(step_item(window, 1), "arguments sent").childCount() == 1
    assert step_item(window, 4).text(1).startswith("Preview — not executed")
    assert "division by zero" in child(step_item(window, 2), "error").text(1)
    assert step_item(window, 2).text(1).startswith("Skipped")
    assert step_item(window, 5).text(1).startswith("Failed")
    assert window.parts.runs.panel.tree.topLevelItemCount() == 6  # step 7 never started
    # Results of the steps that went through feed the step-result picker.
    uids = [step.uid for step in session.document.steps]
    assert set(session.run_state.results) == {uids[0], uids[1], uids[3]}
    # The run is in the history (and can be shown again from there).
    assert window.parts.runs.panel.history.count() == 2


def test_an_all_ok_run_with_params(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    session = open_steps(
        window,
        [
            {"tool": "calculate", "args": {"expression": "${count} * 2"}},
            {"tool": "echo", "args": {"value": "${who}: ${steps[0].result.result}"}},
        ],
        params=[
            {"name": "count", "type": "int", "default": 21},
            {"name": "who", "type": "string", "default": "Ann"},
        ],
    )

    run_and_wait(qtbot, window)

    assert dialogs.params_asked == 1
    assert dialogs.confirmations == []
    assert statuses(window, session) == ["ok", "ok"]
    assert last_value(window, 1) == {"value": "Ann: 42"}
    assert headline(window).startswith("Finished in ")
    # Two quick echo steps take milliseconds: said so, never "0.0 s".
    assert re.match(r"Finished in \d+ ms\. ", headline(window)), headline(window)

    # The run is kept: choosing it in the history shows it again.
    panel = window.parts.runs.panel
    panel.tree.clear()
    assert panel.history.count() == 2
    panel.history.setCurrentIndex(1)
    panel.history.activated.emit(1)
    assert child(child(step_item(window, 1), "result"), "value").text(1) == "Ann: 42"
    assert headline(window).startswith("Finished in ")


def test_a_recipe_with_errors_runs_only_when_the_user_says_so(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        asked.append(str(args[1]))
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    session = open_steps(window, [{"tool": "echo", "args": {"value": "${nobody}"}}])

    window.parts.runs.run_all()
    assert asked == ["The recipe has errors"]
    assert not window.parts.runs.running
    assert statuses(window, session) == [""]

    run_and_wait(qtbot, window)
    assert len(asked) == 2
    assert statuses(window, session) == ["failed"]
    assert "nobody" in headline(window)


# --------------------------------------------------------------------------- partial runs


def test_single_step_uses_the_previous_runs_results(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    session = open_steps(
        window,
        [
            {"tool": "get_datetime", "args": {}},
            {"tool": "echo", "args": {"value": "at ${steps[0].result.datetime}"}},
        ],
    )
    select_row(window, session, 1)

    # Before any run, step 2 alone has nothing to read.
    window.parts.runs.run_selected()
    wait_idle(qtbot, window)
    assert statuses(window, session) == ["", "failed"]
    assert "Step 1 has no result yet" in headline(window)

    run_and_wait(qtbot, window)
    assert statuses(window, session) == ["ok", "ok"]
    first = last_value(window, 0)["datetime"]

    select_row(window, session, 1)
    window.parts.runs.run_selected()
    wait_idle(qtbot, window)

    assert statuses(window, session) == ["", "ok"]  # step 1 was not run again
    assert window.parts.runs.panel.tree.topLevelItemCount() == 1
    assert last_value(window, 1) == {"value": f"at {first}"}
    assert last_value(window, 0)["datetime"] == first  # kept from the full run


def test_run_up_to_the_selected_step_stops_after_it(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, studio_home: Path
) -> None:
    answer_dialogs(monkeypatch)
    session = open_steps(
        window,
        [
            {"tool": "echo", "args": {"value": "a"}},
            {"tool": "echo", "args": {"value": "${steps[0].result.value}b"}},
            {"tool": "create_note", "args": {"note_name": "After", "body": "not reached"}},
        ],
    )
    select_row(window, session, 1)

    window.parts.runs.run_to_selected()
    wait_idle(qtbot, window)

    # The state-changing step 3 is outside the run: no confirmation was asked.
    assert statuses(window, session) == ["ok", "ok", ""]
    assert last_value(window, 1) == {"value": "ab"}
    assert note_files(studio_home) == []
    assert window.parts.runs.panel.tree.topLevelItemCount() == 2
    assert headline(window).startswith("Finished in ")


# --------------------------------------------------------------------------- pins


def test_pinned_results_are_used_instead_of_calling_the_tool(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, studio_home: Path
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    session = open_steps(
        window,
        [
            {"tool": "get_datetime", "args": {}},
            {"tool": "echo", "args": {"value": "${steps[0].result.date}"}},
            {"tool": "create_note", "args": {"note_name": "Pinned", "body": "x"}},
            {"tool": "echo", "args": {"value": "${steps[2].result.name}"}},
        ],
    )
    uids = [step.uid for step in session.document.steps]
    session.set_pin(uids[0], {"date": "1999-12-31", "time": "23:59:59"})
    session.set_pin(uids[2], {"name": "Pinned (pinned)"})

    run_and_wait(qtbot, window)

    assert dialogs.confirmations == []  # the only state-changing step is pinned
    assert note_files(studio_home) == []  # create_note was not called
    assert statuses(window, session) == ["ok", "ok", "ok", "ok"]
    assert status_text(window, session, 0) == "OK (pinned)"
    assert status_text(window, session, 2) == "OK (pinned)"
    assert "pinned result (tool not called)" in step_item(window, 0).text(1)
    assert "pinned" not in step_item(window, 1).text(1)
    assert last_outcome(session, 0).pinned
    assert not last_outcome(session, 1).pinned
    assert last_value(window, 1) == {"value": "1999-12-31"}
    assert last_value(window, 3) == {"value": "Pinned (pinned)"}


def test_pin_the_last_result_of_a_step_then_unpin_it(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    session = open_steps(
        window,
        [
            {"tool": "get_datetime", "args": {}},
            {"tool": "echo", "args": {"value": "${steps[0].result.datetime}"}},
        ],
    )
    uid = session.document.steps[0].uid
    runs: RunController = window.parts.runs

    runs.pins.pin_step(0)  # nothing to pin before a run
    assert session.run_state.pins == {}
    assert "no result to pin" in window.statusBar().currentMessage()

    run_and_wait(qtbot, window)
    first = last_value(window, 0)
    runs.pins.pin_step(0)
    assert session.run_state.pins == {uid: first}
    assert "Pinned result" in marks_tip(window, session, 0)

    run_and_wait(qtbot, window)
    assert last_outcome(session, 0).pinned
    assert last_value(window, 1) == {"value": first["datetime"]}

    select_row(window, session, 0)
    runs.pins.unpin_selected()
    assert session.run_state.pins == {}
    assert "Pinned result" not in marks_tip(window, session, 0)


# --------------------------------------------------------------------------- breakpoints


def test_a_breakpoint_pauses_before_its_step_and_continue_finishes(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    session = open_steps(
        window,
        [{"tool": "echo", "args": {"value": letter}} for letter in "abc"],
    )
    panel = window.parts.runs.panel
    select_row(window, session, 1)
    window.parts.runs.pins.toggle_breakpoint()
    assert session.run_state.breakpoints == {session.document.steps[1].uid}
    assert "Breakpoint" in marks_tip(window, session, 1)
    select_row(window, session, 0)

    window.parts.runs.run_all()
    qtbot.waitUntil(panel.continue_button.isEnabled, timeout=30_000)

    assert window.parts.runs.running
    assert statuses(window, session) == ["ok", "pending", "pending"]
    assert headline(window).startswith("Paused before step 2.")
    assert panel.next_button.isEnabled()
    assert panel.stop_button.isEnabled()
    assert editor_of(window, session).steps_view.selected_rows() == [1]

    panel.continue_button.click()
    wait_idle(qtbot, window)

    assert not panel.continue_button.isEnabled()
    assert statuses(window, session) == ["ok", "ok", "ok"]
    assert headline(window).startswith("Finished in ")

    # Step 2 is selected (the pause selected it): off again.
    window.parts.runs.pins.toggle_breakpoint()
    assert session.run_state.breakpoints == set()
    assert "Breakpoint" not in marks_tip(window, session, 1)


def test_step_through_then_stop_while_paused(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    session = open_steps(
        window,
        [{"tool": "echo", "args": {"value": letter}} for letter in "abc"],
    )
    panel = window.parts.runs.panel

    window.parts.runs.step_through()  # the first step runs, then it pauses before each step
    qtbot.waitUntil(panel.next_button.isEnabled, timeout=30_000)
    assert statuses(window, session) == ["ok", "pending", "pending"]

    panel.next_button.click()
    qtbot.waitUntil(lambda: statuses(window, session)[1] == "ok", timeout=30_000)
    qtbot.waitUntil(panel.next_button.isEnabled, timeout=30_000)
    assert headline(window).startswith("Paused before step 3.")

    panel.stop_button.click()
    wait_idle(qtbot, window)

    assert statuses(window, session) == ["ok", "ok", "not_run"]
    assert headline(window).startswith("Stopped before step 3:")
    assert not panel.next_button.isEnabled()


def test_the_pin_mark_follows_undo_and_redo(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    session = open_steps(window, [{"tool": "echo", "args": {"value": 1}}])
    uid = session.document.steps[0].uid

    session.set_pin(uid, {"value": "pinned"})
    assert session.run_state.pins == {uid: {"value": "pinned"}}
    shown_after_pin = "Pinned result" in marks_tip(window, session, 0)
    session.undo_stack.undo()
    assert session.run_state.pins == {}
    shown_after_undo = "Pinned result" in marks_tip(window, session, 0)

    assert (shown_after_pin, shown_after_undo) == (True, False)


def test_a_result_nested_thousands_deep_is_shown_cut_with_a_note(qtbot: Any) -> None:
    """A deep result (a server's, or wrapped by references) shows, never crashes."""
    from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

    from recipe_studio.core.limits import MAX_DEPTH
    from recipe_studio.gui.run.result_items import add_json

    value: Any = 1
    for _ in range(5_000):
        value = [value]
    tree = QTreeWidget()
    qtbot.addWidget(tree)
    item = add_json(QTreeWidgetItem(tree), "result", value, 0, ())
    levels = 0
    while item.childCount():
        below = item.child(0)
        assert below is not None
        item = below
        levels += 1
    assert levels == MAX_DEPTH + 1  # 200 lists kept, then the note's own fields
    note = item.parent()
    assert note is not None
    assert [row.text(0) for row in children(note)] == ["Cut", "Note", "Depth"]
