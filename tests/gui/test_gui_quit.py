"""Every way of quitting is quiet: no Python exception and no Qt warning on stderr."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
        pytest.param(
            "connecting",
            marks=pytest.mark.xfail(
                strict=True,
                reason="issue 14: quitting while a server hangs in its handshake needs the "
                "cancellable connect (the worker thread is blocked there today)",
            ),
        ),
    ],
)
def test_quitting_prints_nothing(how: str) -> None:
    done = subprocess.run(
        [sys.executable, str(DRIVER), how], capture_output=True, text=True, timeout=120
    )
    said = [line for line in done.stderr.splitlines() if line.strip() != OFFSCREEN_NOISE]
    assert said == []
    assert done.returncode == 0
