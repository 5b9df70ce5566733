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
