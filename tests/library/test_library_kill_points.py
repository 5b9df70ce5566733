"""Every multi-file operation killed at every one of its steps is repaired at next open.

A child process runs one operation with :data:`recipe_studio.core.library.faults.hook`
set to end the process (``os._exit``) at the Nth named point it reaches; the test first
runs it unkilled to learn how many points there are, then kills it at each in turn, on a
fresh copy of the same library, and checks the library the next open repairs: the
operation happened or did not (never half), no temp file or intent is left, no two
files share a recipe id, every version is still there and follows its recipe, and the
operation can be done (again) afterwards.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from recipe_studio.core.atomic import is_temp_name
from recipe_studio.core.library import Library
from recipe_studio.core.library.journal import pending
from recipe_studio.core.library.record import Record, decode

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import json, os, sys
from recipe_studio.core.library import Library, faults

root, op, kill_at, bundle = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
seen = []

def hook(name):
    seen.append(name)
    if len(seen) == kill_at:
        os._exit(137)

faults.hook = hook
lib = Library(root)
if op == "rename":
    lib.rename("alpha", "beta")
elif op == "delete":
    lib.delete("alpha")
elif op == "restore":
    lib.restore_from_trash("gone")
elif op == "restore-keep-both":
    lib.restore_from_trash("alpha", on_clash="keep-both")
elif op == "empty":
    lib.empty_trash()
elif op == "import":
    report = lib.import_file(bundle, on_clash="overwrite")
    assert report.ok, report
print(json.dumps(seen))
"""


def manifest(name: str, text: str) -> dict[str, Any]:
    return {"name": name, "description": text, "steps": [{"tool": "get_datetime", "args": {}}]}


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A library: alpha (revision 3, versions 1-2) and other; in the trash "gone" and an
    older recipe also called "alpha" (each with versions of its own); a bundle to import."""
    base = tmp_path_factory.mktemp("kill-points")
    lib = Library(base / "library")
    for text in ("old alpha 1", "old alpha 2"):
        lib.save_manifest(manifest("alpha", text), "macos", overwrite=True)
    lib.delete("alpha")
    for text in ("a1", "a2", "a3"):  # a new recipe of that name: no history inherited
        lib.save_manifest(manifest("alpha", text), "macos", overwrite=True)
    lib.save_manifest(manifest("other", "o"), "macos")
    for text in ("g1", "g2"):
        lib.save_manifest(manifest("gone", text), "macos", overwrite=True)
    lib.delete("gone")
    assert [v.revision for v in lib.versions("alpha")] == [1, 2]
    bundle = base / "bundle.json"
    from recipe_studio.core.sharefile import wrap_bundle

    items = [("macos", manifest(n, f"imported {n}")) for n in ("alpha", "new one", "new two")]
    bundle.write_text(json.dumps(wrap_bundle(items)), encoding="utf-8")
    return lib.root, bundle


def run_child(root: Path, op: str, kill_at: int, bundle: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-c", CHILD, str(root), op, str(kill_at), str(bundle)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def snapshot(lib: Library) -> dict[str, Any]:
    """What a person sees: recipes (with their versions' revisions) and the trash."""
    recipes: dict[str, Any] = {}
    for entry in lib.entries(verify=True):
        assert entry.ok, entry
        assert entry.name is not None
        loaded = lib.load(entry.name)
        history = [v.revision for v in lib.versions(entry.name)]
        recipes[entry.name] = (loaded.manifest.get("description"), history)
    trash = sorted((t.name, t.has_versions) for t in lib.trash())
    return {"recipes": recipes, "trash": trash}


def check_tidy(root: Path) -> None:
    assert pending(root) == []
    for path in root.rglob("*"):
        assert not is_temp_name(path.name), path
        assert not path.name.startswith(".gone-"), path
    ids: dict[str, str] = {}
    for path in root.glob("*.json"):
        record = decode(path.read_bytes())
        assert isinstance(record, Record)
        assert record.recipe_id is not None
        assert record.recipe_id not in ids, (path.name, ids.get(record.recipe_id))
        ids[record.recipe_id] = path.name


def retry(lib: Library, op: str, bundle: Path) -> None:
    """The operation can be done after the repair (or was done already)."""
    names = {e.name for e in lib.entries()}
    trashed = {t.name for t in lib.trash()}
    if op == "rename" and "alpha" in names:
        lib.rename("alpha", "beta")
    elif op == "delete" and "alpha" in names:
        lib.delete("alpha")
    elif op == "restore" and "gone" in trashed:
        lib.restore_from_trash("gone")
    elif op == "restore-keep-both" and "alpha" in trashed:
        lib.restore_from_trash("alpha", on_clash="keep-both")
    elif op == "empty":
        lib.empty_trash()
    elif op == "import" and "new one" not in names:
        assert lib.import_file(bundle, on_clash="overwrite").ok


@pytest.mark.parametrize(
    "op", ["rename", "delete", "restore", "restore-keep-both", "empty", "import"]
)
def test_killed_at_every_point_the_library_is_repaired(
    template: tuple[Path, Path], tmp_path: Path, op: str
) -> None:
    source, bundle = template
    before = snapshot(Library(source))
    whole = tmp_path / "whole"
    shutil.copytree(source, whole)
    done = run_child(whole, op, 0, bundle)
    assert done.returncode == 0, done.stderr
    points = json.loads(done.stdout)
    assert points, f"{op} reaches no fault point"
    after = snapshot(Library(whole))
    assert after != before
    for kill_at in range(1, len(points) + 1):
        copy = tmp_path / f"killed-{kill_at}"
        shutil.copytree(source, copy)
        killed = run_child(copy, op, kill_at, bundle)
        assert killed.returncode == 137, (points[kill_at - 1], killed.stderr)
        lib = Library(copy)
        seen = snapshot(lib)  # the next open: the intent is replayed
        with lib.locked():  # and the first operation tidies
            pass
        check_tidy(copy)
        where = f"{op} killed at {points[kill_at - 1]} (point {kill_at})"
        assert seen in (before, after), where
        retry(lib, op, bundle)
        assert snapshot(lib) == after, where
        check_tidy(copy)


def test_temp_files_of_killed_writes_are_removed_everywhere(
    template: tuple[Path, Path], tmp_path: Path
) -> None:
    """A write killed midway leaves ``.tmp-*.part``: in the library, a trash entry or a
    versions folder; the next operation removes them (and nothing else)."""
    copy = tmp_path / "library"
    shutil.copytree(template[0], copy)
    entry = next(p for p in (copy / ".trash").iterdir() if p.is_dir())
    folder = next(p for p in (copy / ".versions").iterdir() if p.is_dir())
    strays = [where / ".tmp-0123456789abcdef.part" for where in (copy, entry, folder)]
    for stray in strays:
        stray.write_bytes(b"half a recipe")
    lib = Library(copy)
    before = snapshot(lib)
    with lib.locked():
        pass
    assert not any(stray.exists() for stray in strays)
    assert snapshot(lib) == before
    check_tidy(copy)
