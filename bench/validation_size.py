"""Validating a 50 MB manifest: time vs ``json.loads``, peak memory vs size.

Run: ``.venv/bin/python bench/validation_size.py [MB]``. For each shape below a manifest
of about MB megabytes (default 50) is written to a temporary folder; then a fresh child
process, for a clean memory peak, validates it exactly as ``recipe-studio validate FILE``
does (``load_input`` + the profile's validator), and another times ``json.loads`` of the
same bytes (best of three each). It prints both times, their ratio (target <= 10) and
the peak memory the validation added, as a multiple of the file's size (target <= 10),
with ``json.loads``'s own peak for comparison. One run, ratios only.

Shapes (all within the limits of ``core.limits``):

- ``steps``: ``MAX_STEPS`` tool steps, each with a few KB of text and one reference;
- ``texts``: 60 steps, each with a text of just under ``MAX_STRING_CHARS``;
- ``refs``: ``MAX_REFERENCES`` references over ``MAX_STEPS`` steps, the rest plain text;
- ``nested``: ``MAX_STEPS`` steps whose arguments are nested objects and lists.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from recipe_studio.core import limits

CHILD = r"""
import gc, json, resource, sys, time
from recipe_studio.core.loading import load_input
from recipe_studio.core.validation import Validator

def rss() -> int:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * resource.getpagesize()

def peak() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024

def validate(path: str) -> None:
    found = load_input(path)
    assert found.ok, found.problems[:3]
    for entry in found.recipes:
        Validator(entry.profile).validate(entry.recipe)

path, what = sys.argv[1], sys.argv[2]
Validator("macos")  # catalogs and schemas loaded before measuring
raw = open(path, "rb").read() if what == "plain" else b""
gc.collect()
before = rss()
times = []
for _ in range(3):
    start = time.perf_counter()
    if what == "plain":
        json.loads(raw)
    else:
        validate(path)
    times.append(time.perf_counter() - start)
    gc.collect()
print(json.dumps({"time": min(times), "peak": peak() - before}))
"""


def _text(size: int, seed: int) -> str:
    words = ["morning", "report", "inbox", "weather", "calendar", "notes", "summary", "draft"]
    out: list[str] = []
    total = 0
    index = seed
    while total < size:
        word = words[index % len(words)]
        out.append(word)
        total += len(word) + 1
        index = index * 7 + 3
    return " ".join(out)[:size]


def shape_steps(size: int) -> dict[str, Any]:
    count = limits.MAX_STEPS
    body = max(size // count - 200, 10)
    steps = [
        {
            "tool": "create_note",
            "args": {
                "note_name": f"Note {i}",
                "body": f"${{topic}}: {_text(body, i)}",
            },
        }
        for i in range(count)
    ]
    return {"name": "Big", "params": [{"name": "topic", "type": "string"}], "steps": steps}


def shape_texts(size: int) -> dict[str, Any]:
    count = max(size // (limits.MAX_STRING_CHARS - 10), 1)
    text = _text(limits.MAX_STRING_CHARS - 10, 1)
    steps = [
        {"tool": "create_note", "args": {"note_name": f"n{i}", "body": text}} for i in range(count)
    ]
    return {"name": "Texts", "steps": steps}


def shape_refs(size: int) -> dict[str, Any]:
    count = limits.MAX_STEPS
    per_step = limits.MAX_REFERENCES // count
    filler = max(size // count - per_step * 12 - 100, 10)
    body = " ".join(["${topic}"] * per_step) + " " + _text(filler, 2)
    steps = [
        {"tool": "create_note", "args": {"note_name": f"n{i}", "body": body}} for i in range(count)
    ]
    return {"name": "Refs", "params": [{"name": "topic", "type": "string"}], "steps": steps}


def shape_nested(size: int) -> dict[str, Any]:
    count = limits.MAX_STEPS
    unit = {"a": [1, 2.5, True, None, {"b": "text", "c": [3, 4]}], "d": {"e": {"f": "g"}}}
    repeat = max(size // count // len(json.dumps(unit)), 1)
    steps = [
        {
            "tool": "create_note",
            "args": {"note_name": f"n{i}", "body": "x", "more": [unit] * repeat},
        }
        for i in range(count)
    ]
    return {"name": "Nested", "steps": steps}


SHAPES = {"steps": shape_steps, "texts": shape_texts, "refs": shape_refs, "nested": shape_nested}


def measure(path: Path, what: str) -> dict[str, float]:
    """Best of three times and the peak memory added, in a fresh process."""
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(path), what], capture_output=True, text=True, check=True
    )
    figures: dict[str, float] = json.loads(done.stdout)
    return figures


def main() -> int:
    size = int(float(sys.argv[1]) * 1_000_000) if len(sys.argv) > 1 else 50_000_000
    worst_time = worst_memory = 0.0
    with tempfile.TemporaryDirectory(prefix="recipe-studio-bench-") as folder:
        for name, shape in SHAPES.items():
            path = Path(folder) / f"{name}.json"
            path.write_text(json.dumps(shape(size)), encoding="utf-8")
            file_size = path.stat().st_size
            ours, plain = (measure(path, what) for what in ("ours", "plain"))
            ratio = ours["time"] / plain["time"]
            memory = ours["peak"] / file_size
            worst_time, worst_memory = max(worst_time, ratio), max(worst_memory, memory)
            print(
                f"{name:<7} {file_size / 1e6:5.1f} MB  validate {ours['time']:6.2f} s, "
                f"json.loads {plain['time']:5.2f} s: ratio {ratio:5.2f} (target <= 10); "
                f"peak memory {memory:5.2f}x the file (target <= 10; "
                f"json.loads alone {plain['peak'] / file_size:5.2f}x)"
            )
            path.unlink()
    ok = worst_time <= 10 and worst_memory <= 10
    print("targets met" if ok else "TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
