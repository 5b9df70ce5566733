"""Publishing a recipe to a host's ``recipe_save`` (a fake LMCP host in a subprocess).

First publish saves; publishing the same name again meets ``recipe_exists`` and asks
whether to replace it (Cancel keeps the host's recipe, Yes overwrites); a recipe with
errors is refused before any server is asked; a server without ``recipe_save`` is told.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

from fake_host import saved_names
from PySide6.QtWidgets import QInputDialog, QMessageBox
from run_support import FAKE_HOST, RUN_TIMEOUT_MS, answer_dialogs, odd_spec, open_steps

from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.gui.run.connections import BUILTIN

if TYPE_CHECKING:
    from pathlib import Path

    import pytest

    from recipe_studio.gui.window.main_window import MainWindow

STEPS = [
    {"tool": "get_datetime", "args": {}},
    {"tool": "create_note", "args": {"note_name": "Today", "body": "${steps[0].result.date}"}},
]


class HostDialogs:
    """``QInputDialog.getItem`` picks ``choice``; questions get ``answers`` in turn."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, choice: str) -> None:
        self.choice = choice
        self.offered: list[list[str]] = []
        self.questions: list[str] = []
        self.answers: list[QMessageBox.StandardButton] = []
        self.infos: list[str] = []

        def get_item(*args: Any, **kwargs: Any) -> tuple[str, bool]:
            self.offered.append(list(args[3]))
            return self.choice, True

        def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
            self.questions.append(str(args[2]))
            # Cancel is the default: pressing Enter must keep the host's recipe.
            assert args[4] == QMessageBox.StandardButton.Cancel
            return self.answers.pop(0)

        def information(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
            self.infos.append(str(args[2]))
            return QMessageBox.StandardButton.Ok

        monkeypatch.setattr(QInputDialog, "getItem", staticmethod(get_item))
        monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
        monkeypatch.setattr(QMessageBox, "information", staticmethod(information))


def add_host(window: MainWindow, folder: Path) -> None:
    spec = ServerSpec.stdio(
        [sys.executable, str(FAKE_HOST)], env={"FAKE_HOST_DIR": str(folder)}, name="host"
    )
    window.parts.runs.connections.add(spec)


def test_publish_then_a_name_clash_asks_before_replacing(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    warnings = answer_dialogs(monkeypatch).warnings
    folder = tmp_path / "host"
    add_host(window, folder)
    dialogs = HostDialogs(monkeypatch, "host")
    session = open_steps(window, STEPS, name="Morning")

    window.publish()
    qtbot.waitUntil(lambda: len(dialogs.infos) == 1, timeout=RUN_TIMEOUT_MS)

    assert dialogs.offered == [[BUILTIN, "host"]]
    assert saved_names(folder) == ["Morning"]
    assert '"name": "Morning"' in dialogs.infos[0]
    assert dialogs.questions == []
    stored = json.loads((folder / "1.json").read_text(encoding="utf-8"))
    assert stored == {
        "manifest": session.document.profile.write(session.document.recipe),
        "overwrite": False,
    }

    # Same name again: the host refuses with recipe_exists; Cancel keeps its recipe.
    dialogs.answers.append(QMessageBox.StandardButton.Cancel)
    window.publish()
    qtbot.waitUntil(lambda: len(dialogs.questions) == 1, timeout=RUN_TIMEOUT_MS)
    assert "“Morning”" in dialogs.questions[0]
    assert "Replace it?" in dialogs.questions[0]
    assert saved_names(folder) == ["Morning"]
    assert len(dialogs.infos) == 1

    # Yes replaces it (overwrite: true).
    dialogs.answers.append(QMessageBox.StandardButton.Yes)
    window.publish()
    qtbot.waitUntil(lambda: len(dialogs.infos) == 2, timeout=RUN_TIMEOUT_MS)
    assert len(dialogs.questions) == 2
    assert saved_names(folder) == ["Morning", "Morning"]
    assert '"overwrite": true' in (folder / "2.json").read_text(encoding="utf-8")
    assert warnings == []


def test_a_recipe_with_errors_is_not_published(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    add_host(window, tmp_path / "host")
    # getItem is not patched: asking where to publish would fail the test.
    open_steps(window, [{"tool": "echo", "args": {"value": "${nobody}"}}], name="Broken")

    window.publish()

    assert len(dialogs.warnings) == 1
    title, text = dialogs.warnings[0]
    assert title == "Cannot publish yet"
    assert text.startswith("Fix the error first: ")
    assert not (tmp_path / "host").exists()


def test_a_server_without_recipe_save_cannot_receive_recipes(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_dialogs(monkeypatch)
    dialogs = HostDialogs(monkeypatch, BUILTIN)
    open_steps(window, STEPS, name="Nowhere")

    window.publish()
    qtbot.waitUntil(lambda: len(dialogs.infos) == 1, timeout=RUN_TIMEOUT_MS)

    assert "has no recipe_save tool" in dialogs.infos[0]


def test_a_host_that_cannot_be_reached_says_why_in_words(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    window.parts.runs.connections.add(odd_spec("exit-early"))
    HostDialogs(monkeypatch, "exit-early")
    open_steps(window, STEPS, name="Nowhere")

    window.publish()
    qtbot.waitUntil(lambda: bool(dialogs.warnings), timeout=RUN_TIMEOUT_MS)

    assert dialogs.warnings == [
        (
            "Not published",
            "The server stopped while starting (exit status 2). "
            "Check its command; the details show what it printed.",
        )
    ]
    assert "odd server: cannot open its database" in dialogs.details[0]


def test_a_host_refusing_the_recipe_is_quoted_with_its_words_in_the_details(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the host keeps its recipes", encoding="utf-8")
    add_host(window, blocked)  # the host fails to save: its own error comes back
    HostDialogs(monkeypatch, "host")
    open_steps(window, STEPS, name="Blocked")

    window.publish()
    qtbot.waitUntil(lambda: bool(dialogs.warnings), timeout=RUN_TIMEOUT_MS)

    # The host's own words (its first line) in the sentence; all of them under Details.
    said = dialogs.details[0]
    assert said.startswith("Error executing tool recipe_save")
    assert dialogs.warnings == [
        ("Not published", f"The host did not save the recipe: {said.splitlines()[0]}")
    ]
