"""Every way of quitting is quiet: no Python exception and no Qt warning on stderr."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import procs
import pytest

DRIVER = Path(__file__).with_name("quit_driver.py")
#: Said by Qt's offscreen platform about every window with a minimum size; not ours.
OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()"


@pytest.mark.parametrize(
    "how",
    [
        "save",
        "discard",
        "cancel",
        "running",
        "connecting",
    ],
)
def test_quitting_prints_nothing(how: str, tmp_path: Path) -> None:
    pids = tmp_path / "server-pids"
    env = {**os.environ, "ODD_SERVER_PIDS": str(pids)}
    done = subprocess.run(
        [sys.executable, str(DRIVER), how], capture_output=True, text=True, timeout=120, env=env
    )
    said = [line for line in done.stderr.splitlines() if line.strip() != OFFSCREEN_NOISE]
    assert said == []
    assert done.returncode == 0
    if how == "connecting":  # the server that hung in its handshake, and its child, ended
        started = [int(pid) for pid in pids.read_text(encoding="utf-8").split()]
        assert len(started) == 2
        assert all(ended(pid) for pid in started)


def ended(pid: int, seconds: float = 10.0) -> bool:
    """The process is gone (or a zombie), waiting a little for the system to say so."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not procs.running(pid):
            return True
        time.sleep(0.05)
    return False
