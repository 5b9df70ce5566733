"""Result fields before any run, for every catalog: learned shapes and "Try this step".

The recipes use the default macOS catalog (LMCP's tools, whose output shapes are not
public) and run on a stand-in LMCP server (``shapes_server.py``) or the built-in one.
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from gui_support import open_manifest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QWidget
from run_support import answer_dialogs, editor_of, run_and_wait, step_item, wait_idle

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.model import ToolStep
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.gui.inspector import panel, pickers
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from recipe_studio.core.library import Library
    from recipe_studio.gui.inspector.panel import StepInspector
    from recipe_studio.gui.recipe.session import EditorSession

SHAPES_SERVER = Path(__file__).resolve().parent / "shapes_server.py"
LMCP = "LMCP stand-in"
WEATHER_FIELDS = ["A", "A › B", "Items", "Items › first", "Items › first › C"]  # keys in words

#: Weather first; then a step that reads its result; then one that changes things.
RECIPE: dict[str, Any] = {
    "name": "Weather note",
    "steps": [
        {"tool": "get_weather", "args": {"location": "Paris"}},
        {"tool": "read_note", "args": {"note_name": "Note ${steps[0].result.items[0].c}"}},
        {"tool": "send_message", "args": {"recipient": "Ann", "text": "hello"}},
    ],
}


@pytest.fixture
def lmcp(window: MainWindow, tmp_path: Path) -> Path:
    """The stand-in LMCP server as the default connection; returns its marker folder."""
    folder = tmp_path / "lmcp"
    folder.mkdir()
    spec = ServerSpec.stdio(
        [sys.executable, str(SHAPES_SERVER)], env={"SHAPES_SERVER_DIR": str(folder)}, name=LMCP
    )
    window.parts.runs.connections.add(spec)
    window.parts.runs.connections.set_default(LMCP)
    return folder


def inspector_at(window: MainWindow, session: EditorSession, row: int) -> StepInspector:
    editor = editor_of(window, session)
    editor.select_step(row)
    return editor.inspector


def offered(
    window: MainWindow, session: EditorSession, row: int, monkeypatch: pytest.MonkeyPatch
) -> dict[str, list[str]]:
    """What the step-result picker of step ``row``'s first argument offers: each earlier
    step's entries that can be chosen (the real menu, built by the inspector)."""
    shown: list[QMenu] = []

    class Popup:
        def __init__(self, menu: QMenu) -> None:
            shown.append(menu)

        def exec(self, *_args: Any) -> None:
            return None

    real = pickers.build_step_menu  # what the panel calls
    monkeypatch.setattr(panel, "build_step_menu", lambda *a, **k: Popup(real(*a, **k)))
    inspector = inspector_at(window, session, row)
    inspector.pick_step(QWidget(inspector), ("x",))
    monkeypatch.setattr(panel, "build_step_menu", real)
    menu = shown[-1]
    found = {
        sub.title(): [a.text() for a in sub.actions() if a.isEnabled() and not a.isSeparator()]
        for sub in menu.findChildren(QMenu)
    }
    menu.deleteLater()
    return found


def split_hints(entries: list[str]) -> tuple[list[str], set[str]]:
    """(the fields, the set of hints after them)."""
    fields = [e.split("  (")[0] for e in entries if e != "Whole result"]
    hints = {e.split("  (", 1)[1].rstrip(")") for e in entries if "  (" in e}
    return fields, hints


def test_a_test_run_teaches_the_fields_and_a_new_window_still_offers_them(
    window: MainWindow,
    lmcp: Path,
    qtbot: Any,
    monkeypatch: pytest.MonkeyPatch,
    library: Library,
) -> None:
    dialogs = answer_dialogs(monkeypatch, confirm=False)
    session = open_manifest(window, RECIPE, catalog=None)
    assert session.catalog.name.startswith("LMCP for macOS")
    assert session.catalog.tools["get_weather"].output_schema is None
    before = offered(window, session, 1, monkeypatch)
    assert before == {"Step 1: Weather": ["Whole result"]}

    run_and_wait(qtbot, window)  # declined (send_message changes things): nothing ran
    assert dialogs.confirmations
    assert offered(window, session, 1, monkeypatch) == before
    session.remove_steps([2])
    run_and_wait(qtbot, window)
    marks = [session.run_state.mark(s.uid) for s in session.document.steps]
    assert [mark.status if mark else None for mark in marks] == ["ok", "ok"]

    fields, hints = split_hints(offered(window, session, 1, monkeypatch)["Step 1: Weather"])
    assert fields == WEATHER_FIELDS
    (hint,) = hints
    assert hint.startswith("seen in a test run on ")

    # Another window on the same data folder, a new session of the recipe.
    second = MainWindow(library)
    qtbot.addWidget(second)
    fresh = open_manifest(second, RECIPE, catalog=None)
    assert fresh.run_state.results == {}
    assert offered(second, fresh, 1, monkeypatch)["Step 1: Weather"] == [
        "Whole result",
        *(f"{field}  ({hint})" for field in WEATHER_FIELDS),
    ]
    # The same tool on another server knows nothing of it.
    second.parts.runs.connections.set_default(BUILTIN_CONNECTION)
    assert offered(second, fresh, 1, monkeypatch)["Step 1: Weather"] == ["Whole result"]
    second.parts.runs.connections.set_default(LMCP)
    assert not (lmcp / "sent").exists()


def test_try_this_step_runs_one_read_only_step_and_teaches_its_fields(
    window: MainWindow, lmcp: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    session = open_manifest(window, RECIPE, catalog=None)
    inspector = inspector_at(window, session, 0)
    button = inspector.try_button
    assert button.isVisible()
    assert button.isEnabled()
    assert "only reads" in button.toolTip()

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.parts.runs.running
    wait_idle(qtbot, window)
    marks = [session.run_state.mark(s.uid) for s in session.document.steps]
    assert [m.status if m else "" for m in marks] == ["ok", "", ""]  # one step, like run selected
    assert step_item(window, 0).text(0).startswith("Step 1 ")
    assert session.run_state.results[session.document.steps[0].uid] == {
        "a": {"b": 1},
        "items": [{"c": 2}],
    }
    fields, hints = split_hints(offered(window, session, 1, monkeypatch)["Step 1: Weather"])
    assert fields == WEATHER_FIELDS
    (hint,) = hints
    assert hint.startswith("seen when the step was tried on ")

    # Step 2 reads step 1's last result when it is tried on its own.
    inspector = inspector_at(window, session, 1)
    qtbot.mouseClick(inspector.try_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)
    assert session.run_state.results[session.document.steps[1].uid] == {"note": {"name": "Note 2"}}
    assert not (lmcp / "sent").exists()


def test_a_step_reading_a_result_that_does_not_exist_yet_says_so(
    window: MainWindow, lmcp: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    session = open_manifest(window, RECIPE, catalog=None)
    inspector = inspector_at(window, session, 1)
    assert inspector.try_button.isEnabled()
    qtbot.mouseClick(inspector.try_button, Qt.MouseButton.LeftButton)
    assert not window.parts.runs.running  # nothing was started
    expected = (
        "Step 2 reads the result of step 1, which has not run yet. Run the recipe up to "
        "step 1 first, then try this step again."
    )
    assert window.parts.runs.panel.headline.text() == f"The run could not go on: {expected}"
    assert window.statusBar().currentMessage() == expected
    mark = session.run_state.mark(session.document.steps[1].uid)
    assert mark is not None
    assert mark.status == "not_run"


def test_a_state_changing_step_cannot_be_tried(
    window: MainWindow, lmcp: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    session = open_manifest(window, RECIPE, catalog=None)
    inspector = inspector_at(window, session, 2)
    assert not inspector.try_button.isEnabled()
    assert "“send_message” changes things" in inspector.try_button.toolTip()
    action = window.frame.menu_actions["try_step"]
    window.frame.menus["run"].aboutToShow.emit()
    assert not action.isEnabled()
    assert "“send_message” changes things" in action.toolTip()
    assert window.frame.menus["run"].toolTipsVisible()
    # Even when asked directly (a stale shortcut, say), nothing runs.
    window.parts.runs.try_selected()
    assert not window.parts.runs.running
    assert "changes things" in window.statusBar().currentMessage()
    assert session.run_state.mark(session.document.steps[2].uid) is None
    assert not (lmcp / "sent").exists()
    # A read-only step enables the entry; an unknown tool does not.
    editor_of(window, session).select_step(0)
    window.frame.menus["run"].aboutToShow.emit()
    assert action.isEnabled()
    session.set_tool(0, "no_such_tool")
    inspector = inspector_at(window, session, 0)
    assert not inspector.try_button.isEnabled()
    assert "not in the catalog" in inspector.try_button.toolTip()


def test_a_connected_servers_output_schemas_are_offered_as_its_description(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The macOS catalog does not say what get_datetime returns; the built-in server does."""
    manifest = copy.deepcopy(RECIPE)
    manifest["steps"][0] = {"tool": "get_datetime", "args": {}}
    session = open_manifest(window, manifest, catalog=None)
    before = offered(window, session, 1, monkeypatch)
    assert before == {"Step 1: Current date and time": ["Whole result"]}
    answers: list[bool] = []
    window.parts.runs.test_connection(BUILTIN_CONNECTION, answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    qtbot.waitUntil(lambda: bool(window.parts.runs.learning.store.tools("builtin")), timeout=5_000)
    entries = offered(window, session, 1, monkeypatch)["Step 1: Current date and time"]
    assert "Date  (from the server's description of the tool)" in entries


def test_learned_fields_survive_a_recipe_loaded_from_the_library(
    window: MainWindow, lmcp: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Learning is per tool and server, not per recipe: another recipe using the same
    tool is offered the fields too."""
    answer_dialogs(monkeypatch)
    session = open_manifest(window, RECIPE, catalog=None)
    inspector = inspector_at(window, session, 0)
    qtbot.mouseClick(inspector.try_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)
    other = {"name": "Other", "steps": [RECIPE["steps"][0], {"tool": "list_notes", "args": {}}]}
    recipe = get_profile("macos").read(copy.deepcopy(other)).recipe
    assert isinstance(recipe.steps[0], ToolStep)
    session2 = window.open_recipe(recipe, "macos")
    fields, _hints = split_hints(offered(window, session2, 1, monkeypatch)["Step 1: Weather"])
    assert fields == WEATHER_FIELDS


def test_a_tried_step_never_changes_anything_even_if_the_catalog_was_wrong(
    window: MainWindow, lmcp: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A catalog that calls send_message read-only lets it be tried; the server says it
    changes things, so it is declined without asking and without calling it."""
    dialogs = answer_dialogs(monkeypatch)
    wrong = Catalog.from_tools(
        "wrong", [ToolInfo(name="send_message", effect="read")], complete=False
    )
    session = open_manifest(window, RECIPE, catalog=wrong)
    inspector = inspector_at(window, session, 2)
    assert inspector.try_button.isEnabled()
    qtbot.mouseClick(inspector.try_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, window)
    assert dialogs.confirmations == []  # nobody was asked
    assert window.statusBar().currentMessage().startswith("Not tried: the server says")
    assert not (lmcp / "sent").exists()
