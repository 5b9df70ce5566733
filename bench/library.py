"""Benchmark: listing a 10,000-recipe library with and without the index (not a test).

Run: ``.venv/bin/python bench/library.py [COUNT]``. It creates COUNT recipes (default
10,000) in the library's stored format in a temporary Studio home, waits until they are
older than the index's "racy" window (as at any normal app start), then times:

- *parse all*: read, JSON-parse and summarise every file with the library's own steps (the
  least a listing without an index must do); full recipe models are timed for context;
- *cold*: ``Library.entries()`` with no index (it reads every file and writes the index);
- *warm*: ``Library.entries()`` with a fresh :class:`Library` and a valid index.

Targets: warm <= 0.1 x parse all; cold <= 1.2 x parse all. Times are medians of the
process's CPU time (``time.process_time``: user + system), so that other work on a shared
machine does not blur the ratios; wall-clock medians are printed for context. The files
are in the OS page cache for every measurement.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from recipe_studio.core.library import Library
from recipe_studio.core.library.index import INDEX_DIR, INDEX_FILE, RACY_NS, read_all
from recipe_studio.core.library.names import file_name, is_recipe_file_name
from recipe_studio.core.library.record import Broken, decode, encode_record, summarize
from recipe_studio.core.profiles import get_profile

if TYPE_CHECKING:
    from collections.abc import Callable

ROUNDS = 11
TOOLS = ["get_datetime", "get_weather", "read_note", "list_notes", "send_email", "daily_brief"]


def create(root: Path, count: int) -> None:
    root.mkdir(parents=True, exist_ok=True)
    (root / INDEX_DIR).mkdir(exist_ok=True)  # as the app's first save makes it
    for i in range(count):
        name = f"Recipe {i:05d}" if i % 3 else f"recipe-{i:05d}"
        steps = [
            {"tool": TOOLS[(i + k) % len(TOOLS)], "args": {"limit": k, "text": "${topic}"}}
            for k in range(i % 8 + 1)
        ]
        manifest = {
            "name": name,
            "description": f"Benchmark recipe number {i}: gathers things and reports them.",
            "params": [{"name": "topic", "type": "string", "default": "news"}],
            "steps": steps,
        }
        data = encode_record("macos", manifest, draft=i % 17 == 0, revision=1, pins=None)
        (root / file_name(name)).write_bytes(data)


def parse_all(root: Path) -> int:
    """List by reading every file: the library's own read, decode and summary steps."""
    count = 0
    folder = os.open(root, os.O_RDONLY)
    try:
        for name in os.listdir(folder):
            if not is_recipe_file_name(name):
                continue
            handle = os.open(name, os.O_RDONLY, dir_fd=folder)
            try:
                raw = read_all(handle, os.fstat(handle).st_size)
            finally:
                os.close(handle)
            record = decode(raw)
            if not isinstance(record, Broken):
                summarize(record)
            count += 1
    finally:
        os.close(folder)
    return count


def load_all(root: Path) -> int:
    """Load every recipe as the app opens one (decode + recipe model), for context."""
    count = 0
    for name in os.listdir(root):
        if is_recipe_file_name(name):
            record = decode((root / name).read_bytes())
            if not isinstance(record, Broken):
                get_profile(record.profile).read(record.manifest)
            count += 1
    return count


WALL: dict[str, list[float]] = {}


def timed(func: Callable[[], object], runs: int, label: str = "") -> float:
    """Median CPU time of ``runs`` calls (wall-clock times kept in ``WALL[label]``)."""
    times: list[float] = []
    for _ in range(runs):
        start, wall = time.process_time(), time.perf_counter()
        func()
        times.append(time.process_time() - start)
        WALL.setdefault(label, []).append(time.perf_counter() - wall)
    return statistics.median(times)


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    with tempfile.TemporaryDirectory(prefix="recipe-studio-bench-") as home:
        root = Path(home) / "recipes"
        start = time.perf_counter()
        create(root, count)
        print(f"created {count} recipes in {time.perf_counter() - start:.2f} s")
        time.sleep(RACY_NS / 1e9 + 0.2)  # let them age past the racy window

        assert parse_all(root) == count  # warm the page cache
        Library(root).entries()
        parse_times: list[float] = []
        cold_times: list[float] = []
        warm_times: list[float] = []
        for _ in range(ROUNDS):  # interleaved, so drift on a busy machine hits all alike
            parse_times.append(timed(lambda: parse_all(root), runs=1, label="parse"))
            (root / INDEX_DIR / INDEX_FILE).unlink()
            cold_times.append(timed(lambda: Library(root).entries(), runs=1, label="cold"))
            warm_times.append(timed(lambda: Library(root).entries(), runs=3, label="warm"))
        t_parse = statistics.median(parse_times)
        t_cold = statistics.median(cold_times)
        t_warm = statistics.median(warm_times)
        t_load = timed(lambda: load_all(root), runs=1)
        listed = Library(root).entries()
        assert len(listed) == count
        assert all(e.ok for e in listed)
        warm = Library(root)
        warm.entries()
        assert warm.index.last_reads == 0, warm.index.last_reads

    warm_ratio = t_warm / t_parse
    cold_ratio = t_cold / t_parse
    print(f"recipes:                 {count}")
    print(f"parse every file:        {t_parse * 1000:8.1f} ms  CPU (read + JSON + summary)")
    print(
        f"cold listing (no index): {t_cold * 1000:8.1f} ms  ratio {cold_ratio:.3f}  (target <= 1.2)"
    )
    print(
        f"warm listing (index):    {t_warm * 1000:8.1f} ms  ratio {warm_ratio:.3f}  (target <= 0.1)"
    )
    print(
        f"for context, loading every recipe model: {t_load * 1000:.1f} ms; "
        f"warm / that = {t_warm / t_load:.3f}, cold / that = {t_cold / t_load:.3f}"
    )
    least = min(cold_times) / min(parse_times), min(warm_times) / min(parse_times)
    print(f"least CPU times (noise only adds): cold ratio {least[0]:.3f}, warm {least[1]:.3f}")
    wall = {label: statistics.median(times) for label, times in WALL.items()}
    print(
        f"wall clock (medians): parse {wall['parse'] * 1000:.1f} ms, cold "
        f"{wall['cold'] * 1000:.1f} ms (ratio {wall['cold'] / wall['parse']:.3f}), warm "
        f"{wall['warm'] * 1000:.1f} ms (ratio {wall['warm'] / wall['parse']:.3f})"
    )
    ok = warm_ratio <= 0.1 and cold_ratio <= 1.2
    print("targets met" if ok else "TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
