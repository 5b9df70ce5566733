"""The library lists whatever is in its folder and treats names as people do.

Anything in the folder is listed, a file it cannot read as a broken entry with its
reason (never a traceback, never a hang: a pipe or a device is never opened); names that
differ only in case or Unicode form are one name; a killed save's temp file is gone at
the next opening.
"""

from __future__ import annotations

import json
import os
import threading
import unicodedata
from typing import TYPE_CHECKING, Any

import pytest
from platforms import NO_FIFOS, POSIX, can_symlink, make_fifo, moot_on

from recipe_studio.cli import main
from recipe_studio.core.library import (
    BrokenFileError,
    InvalidNameError,
    Library,
    RecipeExistsError,
)
from recipe_studio.core.library.fs import INDEX_DIR, folder_lock
from recipe_studio.core.library.index import INDEX_FILE
from recipe_studio.core.library.names import file_name

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

STEP = {"tool": "get_datetime", "args": {}}


def finishes(func: Callable[[], Any], seconds: float = 20.0) -> Any:
    """Run ``func`` and fail if it has not returned after ``seconds`` (it would hang)."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = func()
        except BaseException as exc:  # handed to the test
            box["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s"
    if "error" in box:
        raise box["error"]
    return box.get("value")


BAD_FILES: dict[str, bytes] = {
    "profile-list.json": b'{"format": "recipe-studio-recipe", "profile": [], "manifest": {}}',
    "profile-object.json": b'{"format": "recipe-studio-recipe", "profile": {}, "manifest": {}}',
    "library-profile-list.json": (
        b'{"format": "recipe-studio-library", "format_version": 1, "profile": [],'
        b' "manifest": {"name": "x", "steps": []}}'
    ),
    "huge-int.json": b'{"name": "h", "steps": [{"wait": ' + b"9" * 5000 + b"}]}",
    "huge-version.json": b'{"format": "recipe-studio-recipe", "format_version": '
    + b"9" * 5000
    + b', "manifest": {}}',
    "surrogate-name.json": b'{"name": "\\ud800", "steps": []}',
    "surrogate-key.json": b'{"name": "k", "steps": [{"tool": "t", "args": {"\\udc00": 1}}]}',
    "nan.json": b'{"name": "n", "steps": [{"wait": NaN}]}',
    "inf.json": b'{"name": "i", "steps": [{"wait": 1e999}]}',
    "deep.json": b"[" * 100_000 + b"]" * 100_000,
    "binary.json": bytes(range(256)),
    "empty.json": b"",
}


@pytest.mark.parametrize("cold", [True, False])
def test_files_that_cannot_be_read_are_broken_entries(lib: Library, cold: bool) -> None:
    lib.save_manifest({"name": "good", "steps": [STEP]})
    for name, data in BAD_FILES.items():
        (lib.root / name).write_bytes(data)
    if cold:
        (lib.root / INDEX_DIR / INDEX_FILE).unlink()
    entries = {e.file: e for e in Library(lib.root).entries()}
    assert entries["good.json"].ok
    for name in BAD_FILES:
        assert not entries[name].ok, name
        assert entries[name].broken, name
    assert "not a known profile" in (entries["profile-list.json"].broken or "")
    assert "more than 400 digits" in (entries["huge-int.json"].broken or "")
    assert "lone surrogate" in (entries["surrogate-name.json"].broken or "")


def test_the_command_line_lists_them(lib: Library, capsys: pytest.CaptureFixture[str]) -> None:
    lib.root.mkdir(parents=True)
    for name, data in BAD_FILES.items():
        (lib.root / name).write_bytes(data)
    assert main(["list", "--home", str(lib.root.parent)]) == 0
    out = capsys.readouterr().out
    assert out.count("BROKEN ") == len(BAD_FILES)


@pytest.mark.parametrize("cold", [True, False])
def test_pipes_devices_links_and_folders_are_never_opened(lib: Library, cold: bool) -> None:
    """Each that this system can have in a folder (Windows: no FIFO or device file; links
    where the account may make them)."""
    lib.save_manifest({"name": "good", "steps": [STEP]})
    odd = ["folder.json"]
    (lib.root / "folder.json").mkdir()
    if make_fifo(lib.root / "pipe.json"):
        odd.append("pipe.json")
    if POSIX:
        os.symlink("/dev/zero", lib.root / "zero.json")
        odd.append("zero.json")
    if can_symlink(lib.root):
        os.symlink("loop-b.json", lib.root / "loop-a.json")
        os.symlink("loop-a.json", lib.root / "loop-b.json")
        odd += ["loop-a.json", "loop-b.json"]
    if cold:
        (lib.root / INDEX_DIR / INDEX_FILE).unlink()
    entries = finishes(lambda: {e.file: e for e in Library(lib.root).entries()})
    assert entries["good.json"].ok
    for file in odd:
        assert not entries[file].ok, file
    if "pipe.json" in odd:
        assert entries["pipe.json"].broken == "not a regular file"


@moot_on("win32", why=NO_FIFOS)
def test_a_pipe_named_like_a_recipe_does_not_block_saving_it(lib: Library) -> None:
    lib.root.mkdir(parents=True)
    assert make_fifo(lib.root / file_name("pipe"))
    with pytest.raises(BrokenFileError, match="pipe"):
        finishes(lambda: lib.save_manifest({"name": "pipe", "steps": [STEP]}))
    report = finishes(
        lambda: lib.import_data({"name": "pipe", "steps": [STEP]}, on_clash="keep-both")
    )
    assert [i.stored_as for i in report.items] == ["pipe (2)"]


def test_names_are_saved_in_nfc(lib: Library) -> None:
    nfd = "cafe\u0301"
    result = lib.save_manifest({"name": nfd, "steps": [STEP]})
    assert result.answer["name"] == "café" == unicodedata.normalize("NFC", nfd)
    assert [e.name for e in lib.entries()] == ["café"]
    lib.rename("café", "Cre\u0300me")
    assert [e.name for e in lib.entries()] == ["Crème"]


@pytest.mark.parametrize(
    ("first", "second"),
    [("Report", "report"), ("report", "REPORT"), ("café", "cafe\u0301"), ("Straße", "STRASSE")],
)
def test_names_differing_only_in_case_or_form_are_one_name(
    lib: Library, first: str, second: str
) -> None:
    lib.save_manifest({"name": first, "steps": [STEP]})
    with pytest.raises(RecipeExistsError) as caught:
        lib.save_manifest({"name": second, "steps": [STEP, STEP]})
    assert repr(unicodedata.normalize("NFC", first)) in str(caught.value)
    assert lib.taken(second)
    assert lib.load(second).name == unicodedata.normalize("NFC", first)
    lib.save_manifest({"name": second, "steps": [STEP, STEP]}, overwrite=True)
    [entry] = lib.entries()
    assert entry.name == unicodedata.normalize("NFC", second)
    assert entry.step_count == 2


def test_an_import_of_the_same_name_in_another_case_keeps_both(lib: Library) -> None:
    lib.save_manifest({"name": "Report", "steps": [STEP]})
    report = lib.import_data({"name": "REPORT", "steps": [STEP]}, on_clash="keep-both")
    assert [i.stored_as for i in report.items] == ["REPORT (2)"]


def test_a_case_change_is_a_rename_not_a_clash(lib: Library) -> None:
    lib.save_manifest({"name": "report", "steps": [STEP]})
    lib.save_manifest({"name": "other", "steps": [STEP]})
    lib.rename("report", "Report")
    assert [e.name for e in lib.entries()] == ["other", "Report"]  # sorted as people read
    with pytest.raises(RecipeExistsError):
        lib.rename("Report", "OTHER")


def test_a_lone_surrogate_name_is_refused(lib: Library, tmp_path: Path) -> None:
    with pytest.raises(InvalidNameError, match="lone surrogate"):
        lib.save_manifest({"name": "bad\ud800", "steps": [STEP]})
    assert lib.entries() == []
    lib.save_manifest({"name": "fine", "steps": [STEP]})
    with pytest.raises(InvalidNameError, match="lone surrogate"):
        lib.rename("fine", "\udfff")


def test_a_lone_surrogate_name_in_a_file_is_refused_by_save(
    lib: Library, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "s.json"
    path.write_text('{"name": "\\ud800", "steps": [{"tool": "get_datetime"}]}', encoding="utf-8")
    home = str(lib.root.parent)
    assert main(["save", str(path), "--home", home]) == 2
    assert main(["list", "--home", home]) == 0
    err = capsys.readouterr().err
    assert "name: error lone_surrogate" in err
    assert "Traceback" not in err


def test_a_million_character_name_is_refused_at_once(lib: Library) -> None:
    name = "é" * 1_000_000
    with pytest.raises(InvalidNameError, match="at most 500 characters"):
        finishes(lambda: lib.save_manifest({"name": name, "steps": [STEP]}), seconds=10)
    report = finishes(lambda: lib.import_data({"name": name, "steps": [STEP]}), seconds=10)
    assert report.items[0].status == "failed"
    assert "at most 500" in (report.items[0].error or "")


def test_file_names_are_linear_in_the_name_length() -> None:
    files = finishes(lambda: [file_name(c * 1_000_000) for c in "aé🙂-"], seconds=10)
    assert all(len(f.encode()) <= 120 for f in files)


def test_temp_files_of_a_killed_save_go_at_the_next_opening(lib: Library) -> None:
    lib.save_manifest({"name": "kept", "steps": [STEP]})
    lib.entries()
    stray = lib.root / ".tmp-0123456789abcdef.part"
    stray.write_bytes(b'{"half": ')
    lib.entries()  # the same library: a temp this young may belong to a save under way
    assert stray.exists()
    Library(lib.root).entries()  # opened again: no save can be under way without the lock
    assert not stray.exists()
    assert [e.name for e in lib.entries()] == ["kept"]


def test_temp_files_wait_while_someone_holds_the_lock(lib: Library) -> None:
    lib.save_manifest({"name": "kept", "steps": [STEP]})
    stray = lib.root / ".tmp-fedcba9876543210.part"
    stray.write_bytes(b"")
    with folder_lock(lib.root):
        opened = threading.Thread(target=lambda: Library(lib.root).entries())
        opened.start()
        opened.join(20)
        assert stray.exists()
    Library(lib.root).entries()
    assert not stray.exists()


def test_a_temp_file_left_after_a_quiet_listing_is_found(lib: Library) -> None:
    lib.save_manifest({"name": "kept", "steps": [STEP]})
    stray = lib.root / ".tmp-00000000aaaaaaaa.part"
    stray.write_bytes(b"")
    past = stray.stat().st_mtime_ns - 10**10
    os.utime(lib.root, ns=(past, past))  # the folder looks untouched since long ago
    lib.entries()
    Library(lib.root).entries()
    assert not stray.exists()


@moot_on("win32", why="Windows files have no POSIX permission bits (only read-only)")
def test_saved_recipes_keep_a_new_files_usual_permissions(lib: Library) -> None:
    old = os.umask(0o022)
    try:
        lib.save_manifest({"name": "perm", "steps": [STEP]})
    finally:
        os.umask(old)
    assert (lib.root / "perm.json").stat().st_mode & 0o777 == 0o644
    os.chmod(lib.root / "perm.json", 0o600)
    lib.save_manifest({"name": "perm", "steps": [STEP, STEP]}, overwrite=True)
    assert (lib.root / "perm.json").stat().st_mode & 0o777 == 0o600
    assert json.loads((lib.root / "perm.json").read_text(encoding="utf-8"))["revision"] == 2


def test_an_export_that_cannot_be_written_is_one_line_and_exit_2(
    lib: Library, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lib.save_manifest({"name": "kept", "steps": [STEP]})
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    home = str(lib.root.parent)
    assert main(["export", "kept", "-o", str(blocker / "out.json"), "--home", home]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert err[0].startswith(f"recipe-studio: {blocker / 'out.json'}: cannot be written:")
