"""Reaching servers from the window never traps the user, and failures say why in words.

Real server subprocesses (``tests/engine/odd_server.py``: one that never answers the
handshake, one that never lists its tools, one that prints text that is not MCP) and
tiny local web servers (refused, 404, TLS spoken to plain HTTP, a lost MCP server). Time
bounds are generous on purpose: they catch a wait for the 30 s start limit, not a slow
machine.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
from typing import TYPE_CHECKING, Any

import pytest
from run_support import (
    FAKE_SERVER,
    RUN_TIMEOUT_MS,
    STOP_TIMEOUT_MS,
    Dialogs,
    answer_dialogs,
    headline,
    odd_spec,
    open_steps,
    process_gone,
    run_and_wait,
    status_text,
    statuses,
    use_live_tools,
    wait_idle,
    written_pids,
)
from web_stub import free_port, plain_web_server

from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.gui.run.connections import BUILTIN

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

    from recipe_studio.gui.window.main_window import MainWindow

ECHOES = [{"tool": "echo", "args": {"value": "a"}}, {"tool": "echo", "args": {"value": "b"}}]
#: Well under the 30 s a server gets to start: a failure seen by then did not wait for it.
QUICK_FAILURE_MS = 15_000


def no_python_in(*texts: str) -> None:
    for text in texts:
        for word in ("ConnectFailed", "Traceback", "TaskGroup", "ExceptionGroup", "Error:"):
            assert word not in text, text


# --------------------------------------------------------------------------- stop, quit


@pytest.mark.parametrize("mode", ["hang-before-init", "hang-list"])
def test_stop_while_the_server_hangs_in_its_start(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, mode: str
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    pids = tmp_path / "pids"
    window.parts.runs.connections.add(odd_spec(mode, pids))
    window.parts.runs.connections.set_default(mode)
    session = open_steps(window, ECHOES)

    window.parts.runs.run_all()
    qtbot.waitUntil(lambda: len(written_pids(pids)) == 2, timeout=RUN_TIMEOUT_MS)
    assert headline(window).startswith(f"Starting or reaching the server “{mode}”…")
    assert window.parts.runs.panel.stop_button.isEnabled()

    window.parts.runs.panel.stop_button.click()
    wait_idle(qtbot, window, STOP_TIMEOUT_MS)

    assert statuses(window, session) == ["not_run", "not_run"]
    assert headline(window) == "Stopped at step 1: 2 steps did not run."
    assert dialogs.warnings == []  # stopping is not an error
    server, child = written_pids(pids)
    qtbot.waitUntil(lambda: process_gone(server) and process_gone(child), timeout=STOP_TIMEOUT_MS)

    # No "a run is in progress": the next run starts at once, and goes through.
    window.parts.runs.connections.set_default(BUILTIN)
    run_and_wait(qtbot, window)
    assert statuses(window, session) == ["ok", "ok"]


def test_a_hung_server_delays_neither_another_connection_nor_a_run(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    pids = tmp_path / "pids"
    connections = window.parts.runs.connections
    connections.add(odd_spec("hang-before-init", pids))
    connections.add(odd_spec("garbage"))
    hung: list[bool] = []
    window.parts.runs.test_connection("hang-before-init", hung.append)
    qtbot.waitUntil(lambda: len(written_pids(pids)) == 2, timeout=RUN_TIMEOUT_MS)

    # A run on the built-in server goes through while that server hangs...
    session = open_steps(window, ECHOES)
    run_and_wait(qtbot, window)
    assert statuses(window, session) == ["ok", "ok"]

    # ... and a server printing text that is not MCP fails at once, quoting its first line.
    answers: list[bool] = []
    window.parts.runs.test_connection("garbage", answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=QUICK_FAILURE_MS)
    assert answers == [False]
    assert hung == []
    assert dialogs.warnings == [
        (
            "Cannot connect to “garbage”",
            "The server printed “Welcome to the odd server 1.0!” instead of speaking MCP. "
            "Check that the command starts an MCP server over standard input and output.",
        )
    ]
    assert "first line on stdout" in dialogs.details[0]
    assert connections.status["garbage"].startswith("failed: The server printed “Welcome")
    assert connections.status["hang-before-init"] == "starting…"


# --------------------------------------------------------------------------- web servers


@pytest.fixture
def not_found_server() -> Iterator[str]:
    """A web server that is not MCP: "not found" for everything; yields host:port."""
    with plain_web_server(404) as (_server, address):
        yield address


def connect_and_fail(qtbot: Any, window: MainWindow, dialogs: Dialogs, url: str) -> str:
    """Connect to ``url`` as "Connect to … and use its tools" does; the box's sentence."""
    window.parts.runs.connections.add(ServerSpec.http(url, name="web"))
    answers: list[bool] = []
    window.parts.runs.test_connection("web", answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=RUN_TIMEOUT_MS)
    assert answers == [False]
    ((title, text),) = dialogs.warnings
    assert title == "Cannot connect to “web”"
    assert dialogs.details[0]  # the technical chain, folded under Details
    no_python_in(text, window.parts.runs.connections.status["web"])
    assert window.parts.runs.connections.status["web"] == f"failed: {text}"
    return text


def test_a_refused_connection_says_so(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = f"http://127.0.0.1:{free_port()}/mcp"
    text = connect_and_fail(qtbot, window, answer_dialogs(monkeypatch), url)
    assert text == (
        f"Nothing is answering at {url}: the connection was refused. "
        "Check that the server is running and that the port is right."
    )


def test_an_address_that_cannot_be_found_says_so(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = "http://no-such-host.invalid/mcp"
    text = connect_and_fail(qtbot, window, answer_dialogs(monkeypatch), url)
    assert text.startswith("The address “no-such-host.invalid” could not be found.")


def test_a_404_says_to_check_the_path(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, not_found_server: str
) -> None:
    url = f"http://{not_found_server}/wrong"
    text = connect_and_fail(qtbot, window, answer_dialogs(monkeypatch), url)
    assert text == (
        f"The server at {url} answered “not found” (HTTP 404). Check the path in the URL: "
        "MCP servers often end in /mcp."
    )


def test_https_to_a_plain_web_server_is_a_tls_failure(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, not_found_server: str
) -> None:
    url = f"https://{not_found_server}/mcp"
    text = connect_and_fail(qtbot, window, answer_dialogs(monkeypatch), url)
    assert text.startswith("A secure (HTTPS) connection to “127.0.0.1” could not be made")


@pytest.fixture
def http_fake_server() -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """The fake MCP server over streamable HTTP; yields its URL and its process."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, str(FAKE_SERVER), "--http", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    with socket.socket() as probe:
        probe.settimeout(0.2)
        for _ in range(300):
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                break
            threading.Event().wait(0.1)
    yield f"http://127.0.0.1:{port}/mcp", process
    process.kill()
    process.wait()


def test_a_lost_web_server_is_not_promised_a_restart(
    qtbot: Any,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    http_fake_server: tuple[str, subprocess.Popen[bytes]],
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    url, process = http_fake_server
    window.parts.runs.connections.add(ServerSpec.http(url, name="web"))
    window.parts.runs.connections.set_default("web")
    session = open_steps(window, ECHOES)
    use_live_tools(qtbot, window, session, "web")
    session.run_state.toggle_breakpoints([session.document.steps[1].uid])
    panel = window.parts.runs.panel

    window.parts.runs.run_all()
    qtbot.waitUntil(panel.continue_button.isEnabled, timeout=RUN_TIMEOUT_MS)
    process.kill()  # at once, as a crash would end it
    process.wait()
    panel.continue_button.click()
    wait_idle(qtbot, window)

    assert statuses(window, session) == ["ok", "failed"]
    ((title, text),) = dialogs.warnings
    assert title == "The run on “web” stopped"
    assert text == (
        f"The connection to the server at {url} was lost. "
        "Check that the server is still running, then run again."
    )
    for shown in (text, headline(window), status_text(window, session, 1)):
        assert "started again" not in shown
        no_python_in(shown)


# --------------------------------------------------------------------------- languages


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    from recipe_studio.gui.i18n import install_translations

    assert install_translations(qapp, request.param) == request.param
    yield request.param
    install_translations(qapp, "en")


SAID = {
    "fr": (
        "L’exécution sur « exit-early » n’a pas pu démarrer",
        "Le serveur s’est arrêté au démarrage (code de sortie 2).",
        "Échec : L’exécution n’a pas pu démarrer. Le serveur s’est arrêté",
        "2 étapes n’ont pas été exécutées.",
        "Non exécutée",
    ),
    "tr": (
        "“exit-early” üzerindeki çalıştırma başlatılamadı",
        "Sunucu başlarken durdu (çıkış kodu 2).",
        "Başarısız: Çalıştırma başlayamadı. Sunucu başlarken durdu",
        "2 adım çalıştırılmadı.",
        "Çalıştırılmadı",
    ),
}


@pytest.mark.parametrize("language", ["fr", "tr"], indirect=True)
def test_a_server_that_cannot_start_is_told_in_the_ui_language(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    dialogs = answer_dialogs(monkeypatch)
    window.parts.runs.connections.add(odd_spec("exit-early"))
    window.parts.runs.connections.set_default("exit-early")
    session = open_steps(window, ECHOES)

    run_and_wait(qtbot, window)

    title, sentence, failed, not_run, status = SAID[language]
    ((shown_title, text),) = dialogs.warnings
    assert shown_title == title
    assert text.startswith(sentence)
    assert "cannot open its database" in dialogs.details[0]  # the server's words: Details
    assert headline(window).startswith(failed)
    assert headline(window).endswith(not_run)
    assert status_text(window, session, 0) == status
    assert window.parts.runs.connections.status["exit-early"].endswith(text)


# --------------------------------------------------------------------------- the dialog


def test_the_connections_dialog_tests_in_the_background_and_shows_tools_once_connected(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from recipe_studio.gui.fields.tool_picker import ToolPickerDialog
    from recipe_studio.gui.run.connections_dialog import ConnectionsDialog

    dialogs = answer_dialogs(monkeypatch)
    browsed: list[str] = []
    monkeypatch.setattr(ToolPickerDialog, "exec", lambda self: browsed.append(self.windowTitle()))
    window.parts.runs.connections.add(odd_spec("garbage"))
    runs = window.parts.runs
    dialog = ConnectionsDialog(runs.connections, runs.test_connection, window)
    qtbot.addWidget(dialog)
    dialog.show()

    def line(name: str) -> str:
        for row in range(dialog.list.count()):
            if dialog.list.item(row).text().split(" — ")[0].strip("★ ") == name:
                return dialog.list.item(row).text()
        raise AssertionError(name)

    dialog.list.setCurrentRow(1)
    assert dialog.selected() == "garbage"
    dialog._test()
    qtbot.waitUntil(lambda: bool(dialogs.warnings), timeout=QUICK_FAILURE_MS)
    assert "failed: The server printed “Welcome to the odd server 1.0!”" in line("garbage")
    no_python_in(line("garbage"))

    # "Tools…" on a server not reached yet connects first, then shows them.
    dialog.list.setCurrentRow(0)
    dialog._tools()
    qtbot.waitUntil(lambda: bool(browsed), timeout=RUN_TIMEOUT_MS)
    assert browsed == [f"Tools of “{BUILTIN}”"]
    assert "connected · " in line(BUILTIN)
    dialog.close()
