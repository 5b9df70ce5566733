"""Helpers for the test-run GUI tests (``test_gui_run_*.py``): real tool servers, no sleeps.

Runs go to real server subprocesses (the built-in tool server by default); the tests wait
for the controller to become idle with ``qtbot.waitUntil`` and look at what the window
shows: the steps table's statuses, the Run panel's headline and result tree.
"""

from __future__ import annotations

import copy
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import procs

from recipe_studio.core.catalog import Catalog, bundled_catalog
from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.profiles import get_profile

if TYPE_CHECKING:
    import pytest
    from PySide6.QtWidgets import QTreeWidgetItem

    from recipe_studio.core.engine import StepOutcome
    from recipe_studio.gui.editor.editor import RecipeEditor
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.window.main_window import MainWindow

GUI_DIR = Path(__file__).resolve().parent
FAKE_SERVER = GUI_DIR.parent / "engine" / "fake_server.py"
ODD_SERVER = GUI_DIR.parent / "engine" / "odd_server.py"
FAKE_HOST = GUI_DIR / "fake_host.py"

#: Generous limits for a loaded two-core machine: a run is waited for, never slept on.
#: (The first run of a test also starts the tool server, importing the MCP SDK.)
RUN_TIMEOUT_MS = 30_000
#: A stop must bring the run back to idle about at once (the in-flight call included).
STOP_TIMEOUT_MS = 4_000


def builtin_catalog() -> Catalog:
    """The built-in tools' catalog, a copy a test may change (the bundled one is shared)."""
    import dataclasses

    bundled = bundled_catalog("builtin")
    return dataclasses.replace(bundled, tools=dict(bundled.tools))


def open_steps(
    window: MainWindow,
    steps: list[dict[str, Any]],
    *,
    name: str = "Run test",
    params: list[dict[str, Any]] | None = None,
    profile: str = "macos",
    catalog: Catalog | None = None,
) -> EditorSession:
    """Open a recipe of ``steps`` (manifest form) checked against the built-in tools."""
    manifest = {"name": name, "description": "A recipe for a GUI run test", "steps": steps}
    if params:
        manifest["params"] = params
    recipe = get_profile(profile).read(copy.deepcopy(manifest)).recipe
    session = window.open_recipe(recipe, profile)
    session.set_catalog(catalog if catalog is not None else builtin_catalog())
    session.validate_now()
    return session


def editor_of(window: MainWindow, session: EditorSession) -> RecipeEditor:
    return window.parts.stack.view(session).editor


def statuses(window: MainWindow, session: EditorSession) -> list[str]:
    """Each step's run status ("" when the last run did not cover it)."""
    marks = [session.run_state.mark(step.uid) for step in session.document.steps]
    return [mark.status if mark is not None else "" for mark in marks]


def status_text(window: MainWindow, session: EditorSession, row: int) -> str:
    """What the Run status cell of ``row`` shows (label and detail)."""
    model = editor_of(window, session).steps_model
    return str(model.data(model.index(row, 3)))


def wait_idle(qtbot: Any, window: MainWindow, timeout: int = RUN_TIMEOUT_MS) -> None:
    qtbot.waitUntil(lambda: not window.parts.runs.running, timeout=timeout)


def run_and_wait(qtbot: Any, window: MainWindow, timeout: int = RUN_TIMEOUT_MS) -> None:
    window.parts.runs.run_all()
    assert window.parts.runs.running
    wait_idle(qtbot, window, timeout)


def headline(window: MainWindow) -> str:
    return window.parts.runs.panel.headline.text()


def step_item(window: MainWindow, index: int) -> QTreeWidgetItem:
    """The Run panel's tree item of step ``index`` (0-based)."""
    tree = window.parts.runs.panel.tree
    for row in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(row)
        if item is not None and item.text(0).startswith(f"Step {index + 1} "):
            return item
    raise AssertionError(f"no item for step {index + 1} in the Run panel")


def child(item: QTreeWidgetItem, key: str) -> QTreeWidgetItem:
    """The row of ``key``: its label, or the field's identifier (its tooltip)."""
    for row in range(item.childCount()):
        found = item.child(row)
        if found is not None and key in (found.text(0), found.toolTip(0)):
            return found
    raise AssertionError(f"no {key!r} under {item.text(0)!r}")


def children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    """The rows right under ``item``, in order."""
    rows = [item.child(row) for row in range(item.childCount())]
    return [row for row in rows if row is not None]


def last_outcome(session: EditorSession, index: int) -> StepOutcome:
    """Step ``index``'s outcome in the session's last run (the test ran that step)."""
    run = session.run_state.last_run
    assert run is not None, "the session has not run"
    outcome = run.step(index)
    assert outcome is not None, f"step {index} has no outcome in the last run"
    return outcome


@dataclass
class Dialogs:
    """The run's dialogs, answered without showing them; records what they were shown."""

    confirm: bool = True
    #: What each confirmation listed (the text the user reads).
    confirmations: list[str] = field(default_factory=list)
    params_asked: int = 0
    #: (title, text) of each warning box, in order; ``details`` holds their Details parts.
    warnings: list[tuple[str, str]] = field(default_factory=list)
    details: list[str] = field(default_factory=list)


def answer_dialogs(monkeypatch: pytest.MonkeyPatch, *, confirm: bool = True) -> Dialogs:
    """Patch the confirmation and params dialogs, and the warning boxes: the error boxes
    of runs and connections (``QMessageBox.exec``, text and Details recorded) and
    ``QMessageBox.warning``."""
    from PySide6.QtWidgets import QMessageBox

    from recipe_studio.gui.run.confirm_dialog import ConfirmDialog
    from recipe_studio.gui.run.params_dialog import ParamsDialog

    dialogs = Dialogs(confirm=confirm)

    def confirm_exec(self: Any) -> int:
        dialogs.confirmations.append(self.listing_text())
        # Cancel is the default button: pressing Enter must not run anything.
        assert self.run_button.isDefault() is False
        return int(dialogs.confirm)

    def params_exec(self: Any) -> int:
        dialogs.params_asked += 1
        self._accept()  # the real values from the real editors (defaults, last values)
        return int(self.result())

    def warning(*args: Any, **kwargs: Any) -> Any:
        dialogs.warnings.append((str(args[1]), str(args[2])))
        dialogs.details.append("")
        return QMessageBox.StandardButton.Ok

    def box_exec(box: QMessageBox) -> int:
        dialogs.warnings.append((box.windowTitle(), box.text()))
        dialogs.details.append(box.detailedText())
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(ConfirmDialog, "exec", confirm_exec)
    monkeypatch.setattr(ParamsDialog, "exec", params_exec)
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))
    monkeypatch.setattr(QMessageBox, "exec", box_exec)
    return dialogs


def fake_server_spec(folder: Path, name: str = "fake") -> ServerSpec:
    """The engine tests' fake MCP server (it can crash or hang on purpose)."""
    return ServerSpec.stdio(
        [sys.executable, str(FAKE_SERVER)], env={"FAKE_SERVER_DIR": str(folder)}, name=name
    )


def odd_spec(mode: str, pids: Path | None = None) -> ServerSpec:
    """The engine tests' misbehaving server (``odd_server.py MODE``) as a connection named
    ``mode``; with ``pids``, it writes its pid and its child's there once it runs."""
    env = {"ODD_SERVER_PIDS": str(pids)} if pids is not None else {}
    return ServerSpec.stdio([sys.executable, str(ODD_SERVER), mode], env=env, name=mode)


def written_pids(path: Path) -> list[int]:
    """The pids an odd server wrote (none yet: empty)."""
    try:
        return [int(pid) for pid in path.read_text(encoding="utf-8").split()]
    except (OSError, ValueError):
        return []


def child_pids() -> set[int]:
    """Live child processes of this test process (zombies left out)."""
    return procs.child_pids(include_zombies=False)


def server_pids(marker: str) -> set[int]:
    """Child processes whose command line contains ``marker`` (e.g. ``recipe_studio.tools``)."""
    return {pid for pid in child_pids() if marker in procs.command_line(pid)}


def process_gone(pid: int) -> bool:
    """The process has exited (a zombie not yet reaped counts as gone)."""
    return not procs.running(pid)


def use_live_tools(qtbot: Any, window: MainWindow, session: EditorSession, name: str) -> None:
    """Connect to ``name`` (as "Connect to … and use its tools" does) and check the recipe
    against the server's own tools."""
    answers: list[bool] = []
    window.parts.runs.test_connection(name, answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=RUN_TIMEOUT_MS)
    assert answers == [True], window.parts.runs.connections.status.get(name)
    session.set_catalog(window.parts.runs.connections.catalog(name))
    problems = session.validate_now()
    assert not [p for p in problems if p.is_error], problems


def select_row(window: MainWindow, session: EditorSession, row: int) -> None:
    editor_of(window, session).select_step(row)
    assert editor_of(window, session).steps_view.selected_rows() == [row]


def marks_tip(window: MainWindow, session: EditorSession, row: int) -> str:
    """The tooltip of a step's number cell: it names the breakpoint and pin marks."""
    from PySide6.QtCore import Qt

    model = editor_of(window, session).steps_model
    return str(model.data(model.index(row, 0), Qt.ItemDataRole.ToolTipRole) or "")


def builtin_pids(home: Path) -> set[int]:
    """The built-in tool servers started for the Studio home ``home`` (this test's)."""
    return server_pids(f"-m recipe_studio.tools --home {home} ")
