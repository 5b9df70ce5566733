"""While a connection waits for a sign-in in the browser, the status bar says so."""

from __future__ import annotations

import threading
from typing import Any

from recipe_studio.core.mcp_client import signin

URL = "https://notes.example.com/mcp"
WAITS = f"Finish signing in to {URL} in your browser; Recipe Studio waits."


def from_a_connection_thread(waiting: bool) -> None:
    # (The watchers are private to core; a connection's thread calls them like this.)
    thread = threading.Thread(target=signin._tell_watchers, args=(URL, waiting))
    thread.start()
    thread.join()


def test_the_status_bar_says_the_sign_in_is_waited_for_until_it_ends(
    qtbot: Any, window: Any
) -> None:
    bar = window.statusBar()
    from_a_connection_thread(True)
    qtbot.waitUntil(lambda: bar.currentMessage() == WAITS, timeout=5000)
    qtbot.wait(200)
    assert bar.currentMessage() == WAITS  # no time-out: a sign-in may take minutes
    from_a_connection_thread(False)
    qtbot.waitUntil(lambda: bar.currentMessage() == "", timeout=5000)


def test_a_newer_status_is_not_wiped_when_the_wait_ends(qtbot: Any, window: Any) -> None:
    bar = window.statusBar()
    from_a_connection_thread(True)
    qtbot.waitUntil(lambda: bar.currentMessage() == WAITS, timeout=5000)
    window.show_status("Running on Notes…")
    from_a_connection_thread(False)
    qtbot.wait(300)
    assert bar.currentMessage() == "Running on Notes…"


def listening(port: int) -> bool:
    import socket

    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def test_a_run_waiting_for_a_sign_in_says_so_and_stop_ends_it(
    qtbot: Any, window: Any, monkeypatch: Any, tmp_path: Any
) -> None:
    import os
    import subprocess
    import sys
    import time
    from pathlib import Path

    from run_support import STOP_TIMEOUT_MS, answer_dialogs, headline, open_steps, wait_idle
    from web_stub import free_port

    from recipe_studio.core.mcp_client import ServerSpec
    from recipe_studio.core.mcp_client.signin import MemoryVault

    dialogs = answer_dialogs(monkeypatch)
    pages: list[str] = []

    # The page "opens" and the person never finishes: only Stop ends the wait.
    def idle_browser(page: str) -> bool:
        pages.append(page)
        return True

    monkeypatch.setattr("webbrowser.open", idle_browser)
    signin.use_vault(MemoryVault())
    port = free_port()
    server = Path(__file__).resolve().parents[1] / "engine" / "oauth_server.py"
    process = subprocess.Popen(
        [sys.executable, str(server), str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "OAUTH_LOG": str(tmp_path / "oauth.log")},
    )
    try:
        deadline = time.monotonic() + 30
        while not listening(port):
            assert time.monotonic() < deadline, "the OAuth test server did not start"
            time.sleep(0.1)
        url = f"http://127.0.0.1:{port}/mcp"
        window.parts.runs.connections.add(ServerSpec.http(url, name="web"))
        window.parts.runs.connections.set_default("web")
        open_steps(window, [{"tool": "echo", "args": {"value": "a"}}])
        window.parts.runs.run_all()
        waits = f"Finish signing in to {url} in your browser; Recipe Studio waits."
        bar = window.statusBar()
        # The sentence comes as the page is opened (on the run's thread): wait for both.
        qtbot.waitUntil(lambda: bar.currentMessage() == waits and bool(pages), timeout=30_000)
        assert len(pages) == 1
        assert window.parts.runs.panel.stop_button.isEnabled()
        window.parts.runs.panel.stop_button.click()
        wait_idle(qtbot, window, STOP_TIMEOUT_MS)
        assert bar.currentMessage() != waits
        assert headline(window).startswith("Stopped")
        assert dialogs.warnings == []  # stopping is not an error
    finally:
        signin.use_vault(None)
        process.kill()
        process.wait(10)
