"""What keeps the suite's parallel workers (pytest-xdist, ``./studio test -n auto``) out of
each other's way.

Each worker already has its own temporary folders (``tmp_path`` lives under a folder per
worker), so its own Studio home, settings, library and keychain (a private D-Bus and
Secret Service per test, ``tests/signin_support.py``); ports are asked of the system
(port 0), which never gives one to two processes. What a test picks from a shared
numbering, an X display, starts from a range of the worker's own.
"""

from __future__ import annotations

import os


def worker_number() -> int:
    """0 for the first worker (and when the suite runs in one process), 1 for the next."""
    name = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    return int(name.removeprefix("gw")) if name.removeprefix("gw").isdigit() else 0


def first_display() -> int:
    """Where this worker's search for a free X display number starts (``xvfb-run -a -n``):
    two workers looking from the same number at once could both take it."""
    return 100 + 20 * worker_number()
