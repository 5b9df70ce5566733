"""X11: the running window ends the launcher's startup notification and asks the window
manager for the focus with the click's time stamp (gui/start/activation.py). Checked on a real
X server (Xvfb), with xev listening on the root window for what the window sends."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from typing import TYPE_CHECKING

import pytest
from platforms import only_on
from workers import first_display

if TYPE_CHECKING:
    from pathlib import Path

pytestmark = [
    only_on(
        "linux",
        why="X11 is Linux's (Xvfb and xev)",
        covered_by={
            # macOS opens the file in the running app itself and brings it to the front.
            "darwin": "test_selftest.py::test_self_test_passes_offscreen_and_leaves_no_trace "
            "(the file-open event macOS sends the running app)",
            # Windows: the later launch lends the focus before it hands the files over.
            "win32": "test_gui_single_instance.py::"
            "test_the_running_window_uses_the_token_the_way_each_system_reads_it",
        },
    ),
    pytest.mark.skipif(
        not (shutil.which("xvfb-run") and shutil.which("xev")),
        reason="needs Xvfb and xev (apt-get install xvfb xauth x11-utils; ./studio test does)",
    ),
]

WINDOW = textwrap.dedent(
    """
    import time
    from PySide6.QtWidgets import QApplication, QWidget
    from recipe_studio.gui.start.activation import use_tokens
    app = QApplication([])
    window = QWidget()
    window.show()
    app.processEvents()
    time.sleep(0.5)
    use_tokens({"DESKTOP_STARTUP_ID": "nautilus-1234-host-recipe-studio-0_TIME4242"},
               int(window.winId()), app.platformName())
    print(app.platformName(), hex(int(window.winId())))
    """
)


def test_the_window_sends_the_startup_remove_and_the_activation_request(tmp_path: Path) -> None:
    script = tmp_path / "window.py"
    script.write_text(WINDOW, "utf-8")
    log = tmp_path / "xev.log"
    shell = (
        f"xev -root -event property -event substructure > {log} 2>&1 & listener=$!; sleep 1; "
        f"{sys.executable} {script}; sleep 1; kill $listener"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    done = subprocess.run(
        ["xvfb-run", "-a", "-n", str(first_display()), "sh", "-c", shell],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    platform, window = done.stdout.split()
    assert platform == "xcb"
    events = log.read_text("utf-8").split("\n\n")
    sent = [e for e in events if "ClientMessage" in e and f"window {window}," in e]
    kinds = [e.split("message_type ")[1].split()[1] for e in sent]
    # "remove: ID=<id>" is 53 bytes: the first 20 as BEGIN, the rest in two more messages.
    startup = [k for k in kinds if k.startswith("(_NET_STARTUP_INFO")]
    assert startup == ["(_NET_STARTUP_INFO_BEGIN),", "(_NET_STARTUP_INFO),", "(_NET_STARTUP_INFO),"]
    assert "(_NET_ACTIVE_WINDOW)," in kinds
    assert kinds.index("(_NET_ACTIVE_WINDOW),") > kinds.index("(_NET_STARTUP_INFO_BEGIN),")
