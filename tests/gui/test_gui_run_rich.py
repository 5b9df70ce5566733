"""The rarer parts of MCP in the window: every content type in the Run panel, and a
server's questions during a call (elicitation) as a form.

The server is the engine tests' ``odd_server.py rich`` (a real subprocess): its tools
answer with text, images, audio, embedded resources and links, and ``ask`` asks for a
name, an age and a yes/no and returns what it was told.
"""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton, QTreeWidgetItem
from run_support import (
    RUN_TIMEOUT_MS,
    STOP_TIMEOUT_MS,
    answer_dialogs,
    child,
    children,
    headline,
    last_outcome,
    odd_spec,
    open_steps,
    run_and_wait,
    statuses,
    step_item,
    use_live_tools,
    wait_idle,
)

from recipe_studio.gui.run.result_items import PATH_ROLE

if TYPE_CHECKING:
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.run.elicit_dialog import ElicitDialog
    from recipe_studio.gui.window.main_window import MainWindow


def use_rich(qtbot: Any, window: MainWindow, steps: list[dict[str, Any]]) -> EditorSession:
    window.parts.runs.connections.add(odd_spec("rich"))
    window.parts.runs.connections.set_default("rich")
    session = open_steps(window, steps)
    use_live_tools(qtbot, window, session, "rich")
    return session


def row_widget(window: MainWindow, item: QTreeWidgetItem) -> tuple[str, QLabel | None, Any]:
    """What a content row shows: its text, its thumbnail (if any), its Save… button."""
    box = window.parts.runs.panel.tree.itemWidget(item, 1)
    assert box is not None, item.text(0)
    text = box.findChild(QLabel, "contentText")
    assert text is not None
    return text.text(), box.findChild(QLabel, "thumbnail"), box.findChild(QPushButton)


def save_to(monkeypatch: pytest.MonkeyPatch, path: Path) -> list[str]:
    """``QFileDialog.getSaveFileName`` answers ``path``; returns the names it suggested."""
    suggested: list[str] = []

    def ask(*args: Any, **kwargs: Any) -> tuple[str, str]:
        suggested.append(str(args[2]))
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    return suggested


def last_result(window: MainWindow) -> Any:
    session = window.current
    assert session is not None
    assert session.run_state.last_run is not None
    outcome = session.run_state.last_run.step(0)
    assert outcome is not None
    return outcome.result


# --------------------------------------------------------------------------- content


def test_every_content_type_is_shown_and_binary_parts_can_be_saved(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    answer_dialogs(monkeypatch)
    session = use_rich(qtbot, window, [{"tool": "every_content", "args": {}}])

    run_and_wait(qtbot, window)

    assert statuses(window, session) == ["ok"]
    step = step_item(window, 0)
    # The result keeps its text; the content parts are rows of their own.
    result = child(step, "result")
    assert [row.text(0) for row in children(result)] == ["Text"]
    content = child(step, "content")
    rows = children(content)
    assert [row.text(0) for row in rows] == [
        "text",
        "image",
        "audio",
        "resource",
        "resource",
        "link to a resource",
    ]
    assert rows[0].text(1) == "hello"

    text, thumbnail, _save = row_widget(window, rows[1])
    assert text.startswith("image/png · 1 × 1 px · ")
    assert thumbnail is not None
    assert thumbnail.pixmap().width() == 1

    blocks = last_outcome(session, 0).content
    assert blocks is not None
    text, thumbnail, save = row_widget(window, rows[2])
    assert text.startswith("audio/wav · ")
    assert thumbnail is None
    suggested = save_to(monkeypatch, tmp_path / "sound.wav")
    save.click()
    assert suggested == ["audio.wav"]
    assert (tmp_path / "sound.wav").read_bytes() == base64.b64decode(blocks[2]["data"])

    note = rows[3]
    assert note.text(1) == "file:///notes/a.txt"
    assert child(note, "MIME type").text(1) == "text/plain"
    assert child(note, "text").text(1) == "note text"
    # A part of the content is a reference like any field of the result.
    where = json.loads(child(note, "text").data(0, PATH_ROLE))
    assert where == [0, ["content", 3, "resource", "text"]]

    blob = rows[4]
    assert child(blob, "MIME type").text(1) == "application/octet-stream"
    text, _thumbnail, save = row_widget(window, child(blob, "data"))
    suggested = save_to(monkeypatch, tmp_path / "b.bin")
    save.click()
    assert suggested == ["b.bin"]
    assert (tmp_path / "b.bin").read_bytes() == b"\x00\x01\x02"

    link = rows[5]
    assert link.text(1) == "https://example.org/r"
    assert child(link, "MIME type").text(1) == "text/html"
    assert child(link, "name").text(1) == "r"


def test_an_image_is_a_thumbnail_also_from_the_run_record(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    use_rich(qtbot, window, [{"tool": "painting", "args": {"width": 320, "height": 200}}])

    run_and_wait(qtbot, window)

    image = child(child(step_item(window, 0), "content"), "image")
    text, thumbnail, _save = row_widget(window, image)
    assert text.startswith("image/png · 320 × 200 px · ")
    assert thumbnail is not None
    assert (thumbnail.pixmap().width(), thumbnail.pixmap().height()) == (96, 60)

    # A big picture is kept in a file beside the run record: shown again from there.
    session = window.current
    assert session is not None
    session.set_argument(0, ("width",), 1200, merge=False)
    session.set_argument(0, ("height",), 800, merge=False)
    run_and_wait(qtbot, window)
    panel = window.parts.runs.panel
    panel.history.setCurrentIndex(1)
    panel.history.activated.emit(1)
    image = child(child(step_item(window, 0), "content"), "image")
    record = session.run_state.shown_record
    assert record is not None
    assert Path(record).with_suffix(".files").is_dir()
    text, thumbnail, _save = row_widget(window, image)
    assert text.startswith("image/png · 1200 × 800 px · ")
    assert thumbnail is not None
    assert thumbnail.pixmap().width() == 96


# --------------------------------------------------------------------------- questions


def open_question(qtbot: Any, window: MainWindow) -> ElicitDialog:
    window.parts.runs.run_all()
    qtbot.waitUntil(lambda: bool(window.parts.runs.questions.dialogs), timeout=RUN_TIMEOUT_MS)
    (dialog,) = window.parts.runs.questions.dialogs
    return dialog


def test_a_servers_question_is_a_form_and_the_answers_reach_it(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    session = use_rich(qtbot, window, [{"tool": "ask", "args": {}}])

    dialog = open_question(qtbot, window)

    assert not dialog.isModal()  # Stop in the Run panel stays usable
    assert dialog.windowTitle() == "“rich” asks"
    intro = dialog.findChild(QLabel, "elicitIntro")
    assert intro is not None  # which step's tool asked: the person knows what it is about
    assert intro.text() == "While running “ask”, the server “rich” asks you something."
    message = dialog.findChild(QLabel, "elicitMessage")
    assert message is not None
    assert message.text() == "Who are you?"
    editors = dialog.editors
    assert list(editors) == ["name", "age", "subscribe"]
    assert [editor.value() for editor in editors.values()] == [
        (True, "Ann"),
        (True, 30),
        (True, True),
    ]
    editors["name"].box.setText("Bob")  # type: ignore[attr-defined]
    editors["age"].box.setText("old")  # type: ignore[attr-defined]
    editors["subscribe"].box.setCurrentIndex(2)  # type: ignore[attr-defined]  # "No"

    dialog.send_button.click()  # an age that is not a number is not sent
    assert dialog.error.text() == "⚠ Check these answers: Age."
    assert window.parts.runs.running

    editors["age"].box.setText("41")  # type: ignore[attr-defined]
    dialog.send_button.click()
    wait_idle(qtbot, window)

    assert statuses(window, session) == ["ok"]
    assert last_result(window) == {
        "action": "accept",
        "data": {"name": "Bob", "age": 41, "subscribe": False},
    }
    assert window.parts.runs.questions.dialogs == []


@pytest.mark.parametrize("button", ["decline", "cancel"])
def test_decline_and_cancel_reach_the_server(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, button: str
) -> None:
    answer_dialogs(monkeypatch)
    session = use_rich(qtbot, window, [{"tool": "ask", "args": {}}])

    dialog = open_question(qtbot, window)
    getattr(dialog, f"{button}_button").click()
    wait_idle(qtbot, window)

    assert statuses(window, session) == ["ok"]
    assert last_result(window) == {"action": button, "data": None}


def test_stop_while_a_question_is_open_closes_it_and_stops_the_run(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    session = use_rich(qtbot, window, [{"tool": "ask", "args": {}}, {"tool": "echo", "args": {}}])
    dialog = open_question(qtbot, window)
    closed: list[int] = []
    dialog.finished.connect(closed.append)

    window.parts.runs.panel.stop_button.click()
    wait_idle(qtbot, window, STOP_TIMEOUT_MS)

    assert closed
    assert window.parts.runs.questions.dialogs == []
    assert statuses(window, session) == ["cancelled", "not_run"]
    assert headline(window).startswith("Stopped at step 1:")
    assert dialogs.warnings == []
