"""The listing index stays right when files change outside; the watcher reports it."""

from __future__ import annotations

import hashlib
import json
import os
import time
from typing import TYPE_CHECKING, Any

from recipe_studio.core.library import Changes, Library, LibraryWatcher
from recipe_studio.core.library.fs import INDEX_DIR
from recipe_studio.core.library.index import INDEX_FILE, RACY_NS

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

STEP = {"tool": "get_datetime", "args": {}}


def _age(path: Path, seconds: float = 60) -> None:
    """Make a file look old, so the index trusts its stat (no "racy" re-read)."""
    past = time.time_ns() - int(seconds * 1e9)
    os.utime(path, ns=(past, past))


def _age_all(lib: Library) -> None:
    for path in lib.root.glob("*.json"):
        _age(path)


def test_listing_uses_the_index_and_reads_only_what_changed(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    for index in range(20):
        lib.save_manifest(make_manifest(f"r{index}", description=f"number {index}"))
    _age_all(lib)
    first = lib.entries()
    assert lib.index.last_reads == 20
    assert len(first) == 20
    assert (lib.root / INDEX_DIR / INDEX_FILE).is_file()
    assert lib.entries() == first
    assert lib.index.last_reads == 0
    warm = Library()
    warm.entries()
    assert warm.index.last_reads == 0
    entry = {e.name: e for e in first}["r3"]
    assert (entry.description, entry.step_count, entry.tools, entry.draft) == (
        "number 3",
        1,
        ("get_datetime",),
        False,
    )


def test_index_notices_an_outside_edit(lib: Library, make_manifest: Callable[..., Any]) -> None:
    lib.save_manifest(make_manifest("r", steps=1))
    lib.save_manifest(make_manifest("s", steps=1))
    _age_all(lib)
    lib.entries()
    path = lib.root / "r.json"
    path.write_text(json.dumps(make_manifest("r", steps=5)), "utf-8")
    entries = {e.name: e for e in lib.entries()}
    assert entries["r"].step_count == 5
    assert entries["r"].kind == "manifest"
    assert lib.index.last_reads == 1


def test_same_size_edit_within_the_timestamp_tick_is_not_missed(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("r", description="aaaa"))
    path = lib.root / "r.json"
    stat = path.stat()
    lib.entries()
    data = path.read_bytes().replace(b"aaaa", b"bbbb")
    with open(path, "r+b") as handle:  # in place: same inode, same size
        handle.write(data)
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # and the same mtime
    assert lib.index.refresh()[0].description == "bbbb"
    assert RACY_NS >= 1_000_000_000


def test_outside_delete_and_add_are_noticed(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("r"))
    lib.entries()
    (lib.root / "r.json").unlink()
    (lib.root / "new.json").write_text(json.dumps(make_manifest("new")), "utf-8")
    assert [e.name for e in lib.entries()] == ["new"]


def test_corrupt_index_is_rebuilt(lib: Library, make_manifest: Callable[..., Any]) -> None:
    for name in ("a", "b"):
        lib.save_manifest(make_manifest(name))
    expected = lib.entries()
    path = lib.root / INDEX_DIR / INDEX_FILE
    good = path.read_bytes()
    head, _, body = good.partition(b"\n")
    header = json.loads(head)
    columns = json.loads(body)
    bad_types = json.dumps({**columns, "name": [5, "b"]}).encode()
    short = json.dumps({**columns, "size": [1]}).encode()
    for garbage in (
        b"",
        b"{not json",
        b"[]\n[]",
        good[:-10],  # cut short
        head + b"\n" + body.replace(b'"a"', b'"z"'),  # checksum mismatch
        json.dumps({**header, "version": 0}).encode() + b"\n" + body,
        head + b"\n" + bad_types,
        json.dumps({**header, "sha256": _sha(bad_types)}).encode() + b"\n" + bad_types,
        json.dumps({**header, "sha256": _sha(short)}).encode() + b"\n" + short,
    ):
        path.write_bytes(garbage)
        fresh = Library()
        assert fresh.entries() == expected
        assert fresh.index.last_reads == 2
    assert path.read_bytes().partition(b"\n")[2] == body


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_watcher_reports_outside_changes_only(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("mine"))
    watcher = LibraryWatcher(lib)
    assert watcher.poll() == Changes()
    assert not watcher.poll()
    lib.save_manifest(make_manifest("mine2"))  # our own save: not reported
    lib.save_manifest(make_manifest("mine", steps=2), overwrite=True)
    assert not watcher.poll()

    outside = Library()
    outside.save_manifest(make_manifest("theirs"))
    assert watcher.poll() == Changes(added=("theirs.json",))
    outside.save_manifest(make_manifest("mine", steps=3), overwrite=True)
    assert watcher.poll() == Changes(modified=("mine.json",))
    outside.delete("theirs")
    assert watcher.poll() == Changes(removed=("theirs.json",))
    (lib.root / "hand.json").write_text("{}", encoding="utf-8")
    (lib.root / "mine2.json").unlink()
    changes = watcher.poll()
    assert changes == Changes(added=("hand.json",), removed=("mine2.json",))
    assert changes


def test_watcher_can_include_own_changes(lib: Library, make_manifest: Callable[..., Any]) -> None:
    watcher = LibraryWatcher(lib, include_own=True)
    lib.save_manifest(make_manifest("a"))
    assert watcher.poll().added == ("a.json",)
    lib.delete("a")
    assert watcher.poll().removed == ("a.json",)
    lib.save_manifest(make_manifest("b"))
    watcher.reset()
    assert not watcher.poll()


def test_temp_files_of_interrupted_writes_are_cleaned_when_old(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("r"))
    old = lib.root / ".tmp-old.part"
    young = lib.root / ".tmp-young.part"
    old.write_bytes(b'{"partial')
    young.write_bytes(b'{"partial')
    _age(old, 2 * 3600)
    assert [e.name for e in lib.entries()] == ["r"]
    assert not old.exists()
    assert young.exists()


def test_listing_a_library_that_does_not_exist_creates_nothing(tmp_path: Path) -> None:
    lib = Library(tmp_path / "nowhere")
    assert lib.entries() == []
    assert not lib.exists("x")
    assert LibraryWatcher(lib).poll() == Changes()
    assert not (tmp_path / "nowhere").exists()


def test_texts_with_the_column_separator_survive_the_index(studio_home: Path) -> None:
    library = Library()
    names = ["plain", "with\x1eseparator", "x\x1e\x1ey", "Ünïcødé"]
    for name in names:
        library.save_manifest({"name": name, "description": f"{name}\x1e!", "steps": [STEP]})
    first = [(e.name, e.description) for e in Library().entries()]
    again = [(e.name, e.description) for e in Library().entries()]  # from the index
    assert first == again
    assert sorted(str(name) for name, _ in again) == sorted(names)
    assert all(description == f"{name}\x1e!" for name, description in again)
