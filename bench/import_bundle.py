"""Benchmark: importing a bundle of COUNT recipes against saving them one by one (not a test).

Run: ``.venv/bin/python bench/import_bundle.py [COUNT]`` (default 10,000). In a temporary
folder it writes a bundle of COUNT valid recipes, then times, each into an empty library:

- *one by one*: ``Library.save`` for every recipe, as a loop of single saves does (the
  baseline, and what import did before: every recipe looked its name up in the library);
- *import*: ``Library.import_file`` of the bundle (one scan, one commit).

It prints both times (CPU time of this process, and wall clock) and the ratio
import / one by one, and checks both libraries list COUNT recipes. Target: the import
grows linearly (the ratio falls as COUNT grows) and is well under the baseline.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from recipe_studio.core.library import Library
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.sharefile import wrap_bundle


def manifest(index: int) -> dict[str, object]:
    return {
        "name": f"Recipe {index:05d}",
        "description": f"Imported recipe number {index}.",
        "steps": [{"tool": "get_datetime", "args": {}}, {"wait": 1}],
    }


def timed(work: object) -> tuple[float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    work()  # type: ignore[operator]
    return time.process_time() - cpu, time.perf_counter() - wall


def main(count: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        items = [("macos", manifest(i)) for i in range(count)]
        bundle = base / "bundle.json"
        bundle.write_text(json.dumps(wrap_bundle(items)), encoding="utf-8")
        macos = get_profile("macos")
        recipes = [macos.read(m).recipe for _, m in items]

        one = Library(base / "one-by-one")

        def save_each() -> None:
            for recipe in recipes:
                one.save(macos, recipe)

        batch = Library(base / "import")

        def import_all() -> None:
            report = batch.import_file(bundle, on_clash="keep-both")
            assert report.ok
            assert len(report.items) == count

        base_cpu, base_wall = timed(save_each)
        cpu, wall = timed(import_all)
        assert len(one.entries()) == len(batch.entries()) == count
        print(f"{count:,} recipes")
        print(f"  one by one: {base_cpu:8.2f} s CPU  {base_wall:8.2f} s wall")
        print(f"  import:     {cpu:8.2f} s CPU  {wall:8.2f} s wall")
        print(
            f"  ratio import / one by one: {cpu / base_cpu:.3f} (CPU), "
            f"{wall / base_wall:.3f} (wall)"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
