"""Child processes of the test process, for checking that servers are reaped (Linux)."""

from __future__ import annotations

import os
from pathlib import Path


def child_pids(*, include_zombies: bool = True) -> set[int]:
    """Child processes of this test process, from ``/proc``.

    Zombies count by default: a child that exited but was never waited for is a leak too.
    """
    me = os.getpid()
    found: set[int] = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # pid (comm) state ppid ...: comm may contain spaces, so split after the last ')'.
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == me and (include_zombies or fields[0] != "Z"):
            found.add(int(entry.name))
    return found
