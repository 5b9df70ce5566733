"""A process killed at any moment of a save loop never leaves a partial recipe.

A child process saves three recipes over and over (every save replaces a file and keeps
a version, so creation, replacement, version links and pruning are all exercised) and
reports each finished save. It is killed outright (SIGKILL; TerminateProcess on Windows) at
random moments; after every kill each recipe file must parse and hold either the last
reported save or the next one.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from typing import TYPE_CHECKING

import pytest

from recipe_studio.core.library import Library
from recipe_studio.core.library.record import Broken, decode

if TYPE_CHECKING:
    from pathlib import Path

NAMES = ("alpha", "Beta Recipe", "gamma")
KILLS = 30

CHILD = r"""
import sys
from recipe_studio.core.library import Library

lib = Library(sys.argv[1], max_versions=3)
names = sys.argv[2:]
counters = {}
for name in names:
    try:
        counters[name] = int(lib.load(name).manifest["description"])
    except Exception:
        counters[name] = 0
print("ready", flush=True)
while True:
    for name in names:
        counters[name] += 1
        steps = [{"tool": "get_datetime", "args": {"n": i}} for i in range(counters[name] % 7 + 1)]
        manifest = {"name": name, "description": str(counters[name]), "steps": steps}
        lib.save_manifest(manifest, "macos", overwrite=True, draft=True)
        sys.stdout.write(f"{name}|{counters[name]}\n")
        sys.stdout.flush()
"""


def _check_folder(root: Path, reported: dict[str, int]) -> dict[str, int]:
    files = [p for p in root.glob("*.json") if not p.name.startswith(".")]
    assert len(files) <= len(NAMES)
    found: dict[str, int] = {}
    for path in files:
        record = decode(path.read_bytes())
        assert not isinstance(record, Broken), f"{path.name}: {record.reason}"
        counter = int(record.manifest["description"])
        assert len(record.manifest["steps"]) == counter % 7 + 1
        found[record.name] = counter
    for name, counter in reported.items():
        assert found[name] in (counter, counter + 1), (name, found[name], counter)
    for version in (root / ".versions").rglob("*.json"):
        assert not isinstance(decode(version.read_bytes()), Broken), version
    return found


@pytest.mark.slow
def test_sigkill_during_save_loop_never_leaves_a_partial_file(studio_home: Path) -> None:
    root = Library().root
    rng = random.Random(20261130)
    reported: dict[str, int] = {}
    for _ in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(root), *NAMES],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        # One save done before the kill is timed: on a loaded machine a save can take
        # longer than the whole random wait, and the kill would land before any save.
        first = child.stdout.readline()
        time.sleep(rng.uniform(0.0, 0.08))
        child.kill()
        out, _ = child.communicate()
        out = first + out
        for line in out.splitlines(keepends=True):
            if line.endswith("\n"):  # a line cut by the kill reports nothing
                name, _, counter = line.strip().rpartition("|")
                reported[name] = int(counter)
        # The next child counts on from what is on disk, which may be one save past the
        # last report (killed between saving and reporting).
        reported.update(_check_folder(root, reported))
    listed = Library(root).entries()
    assert sorted(e.name or "" for e in listed) == sorted(NAMES)
    assert all(e.ok for e in listed)
    # Opening the library again removed the temp files the kills left behind.
    assert [p.name for p in root.iterdir() if p.name.startswith(".tmp-")] == []
