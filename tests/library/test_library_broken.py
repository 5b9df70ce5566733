"""Broken files are listed with a reason and left alone; hand-written manifests load."""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING, Any

import pytest
from platforms import can_symlink, is_root, skip_on

from recipe_studio.core.library import BrokenFileError, Library
from recipe_studio.core.limits import MAX_RECIPE_BYTES
from recipe_studio.core.sharefile import wrap_bundle, wrap_recipe

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path


def _write(root: Path, name: str, data: bytes) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    path = root / name
    path.write_bytes(data)
    return path


def _deep(levels: int) -> bytes:
    return ("[" * levels + "]" * levels).encode()


BROKEN: dict[str, tuple[bytes, str]] = {
    "not-json.json": (b'{"name": "x", "steps": [', "not_json"),
    "empty.json": (b"", "not_json"),
    "latin1.json": ('{"name": "caf\xe9"}'.encode("latin-1"), "not_utf8"),
    "list.json": (b"[1, 2, 3]", "not_object"),
    "string.json": (b'"hello"', "not_object"),
    "no-steps.json": (b'{"name": "package", "version": "1.0"}', "wrong_shape"),
    "no-name.json": (b'{"steps": []}', "no_name"),
    "deep.json": (_deep(5000), "too_deep"),
    "lib-bad-manifest.json": (
        json.dumps(
            {
                "format": "recipe-studio-library",
                "format_version": 1,
                "profile": "macos",
                "manifest": 3,
            }
        ).encode(),
        "wrong_shape",
    ),
    "lib-bad-profile.json": (
        json.dumps(
            {
                "format": "recipe-studio-library",
                "format_version": 1,
                "profile": "linux",
                "manifest": {"name": "x", "steps": []},
            }
        ).encode(),
        "wrong_shape",
    ),
    "lib-newer.json": (
        json.dumps(
            {
                "format": "recipe-studio-library",
                "format_version": 99,
                "profile": "macos",
                "manifest": {"name": "x", "steps": []},
            }
        ).encode(),
        "newer_format",
    ),
    "bundle.json": (
        json.dumps(wrap_bundle([("macos", {"name": "a", "steps": []})] * 2)).encode(),
        "bundle",
    ),
}


@pytest.fixture
def messy(lib: Library, make_manifest: Callable[..., Any]) -> dict[str, bytes]:
    """A library with two good recipes and every kind of broken file."""
    lib.save_manifest(make_manifest("good"))
    lib.save_manifest(make_manifest("also good", steps=2))
    for name, (data, _) in BROKEN.items():
        _write(lib.root, name, data)
    huge = lib.root / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(MAX_RECIPE_BYTES + 1)  # sparse: huge without using the disk
    (lib.root / "folder.json").mkdir()
    if can_symlink(lib.root):
        os.symlink(lib.root / "nowhere", lib.root / "dangling.json")
    return {p.name: p.read_bytes() for p in lib.root.iterdir() if p.is_file()}


def test_broken_files_are_listed_with_reasons_and_the_rest_loads(
    lib: Library, messy: dict[str, bytes]
) -> None:
    entries = {e.file: e for e in lib.entries()}
    for file, (_, code) in BROKEN.items():
        assert entries[file].broken_code == code, file
        assert entries[file].broken
        assert not entries[file].ok
    assert entries["huge.json"].broken_code == "too_large"
    assert entries["folder.json"].broken_code == "unreadable"
    if "dangling.json" in entries:  # where this account may make links
        assert entries["dangling.json"].broken_code == "unreadable"
    good = sorted(e.name for e in entries.values() if e.ok and e.name)
    assert good == ["also good", "good"]
    assert lib.load("also good").recipe.steps


def test_broken_files_are_never_rewritten_or_deleted(
    lib: Library, messy: dict[str, bytes], make_manifest: Callable[..., Any]
) -> None:
    lib.entries()
    lib.save_manifest(make_manifest("good", steps=3), overwrite=True)
    lib.rename("good", "better")
    lib.delete("also good")
    lib.entries()
    lib.empty_trash()
    for file in [*BROKEN, "huge.json"]:
        assert (lib.root / file).read_bytes() == messy[file], file
    assert (lib.root / "folder.json").is_dir()
    assert (lib.root / "dangling.json").is_symlink() or not can_symlink(lib.root)


def test_the_file_of_a_name_is_broken_so_saving_that_name_is_refused(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    path = _write(lib.root, "todo.json", b"{oops")
    with pytest.raises(BrokenFileError):
        lib.save_manifest(make_manifest("todo"))
    assert path.read_bytes() == b"{oops"
    with pytest.raises(BrokenFileError):
        lib.load_file("todo.json")


@skip_on(
    "win32",
    why="chmod cannot take away the right to read a file on Windows (only to write it)",
    covered_by="test_broken_files_are_listed_with_reasons_and_the_rest_loads (a folder "
    "named like a recipe: unreadable)",
)
def test_loading_survives_an_unreadable_file(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("ok"))
    path = _write(lib.root, "secret.json", b"{}")
    path.chmod(0)
    try:
        entries = {e.file: e for e in lib.entries()}
        if not is_root():  # root reads anything
            assert entries["secret.json"].broken_code == "unreadable"
        assert entries["ok.json"].ok
    finally:
        path.chmod(0o644)


HAND_WRITTEN: list[tuple[str, Any, str, str]] = [
    ("mac.json", {"name": "Mac", "steps": [{"wait": 2}]}, "macos", "manifest"),
    (
        "win.json",
        {"name": "Win", "schema_version": 1, "steps": [{"tool": "get_datetime", "args": {}}]},
        "windows",
        "manifest",
    ),
    (
        "tool.json",
        {
            "name": "user_t",
            "parameters": [],
            "steps": [{"id": "a", "tool": "calculate", "arguments": {}}],
        },
        "custom-tool",
        "manifest",
    ),
    (
        "args.json",
        {
            "manifest": {"name": "Args", "steps": [{"tool": "get_datetime", "args": {}}]},
            "overwrite": True,
        },
        "macos",
        "manifest",
    ),
    (
        "shared.recipe.json",
        wrap_recipe("windows-1", {"name": "Shared", "steps": [{"tool": "x", "args": {}}]}),
        "windows-1",
        "share",
    ),
]


def test_hand_written_manifests_load_with_their_profile(lib: Library) -> None:
    for file, data, _, _ in HAND_WRITTEN:
        _write(lib.root, file, json.dumps(data).encode())
    entries = {e.file: e for e in lib.entries()}
    for file, _, profile, kind in HAND_WRITTEN:
        entry = entries[file]
        assert entry.ok, entry.broken
        assert (entry.profile, entry.kind) == (profile, kind)
        assert entry.name is not None
        loaded = lib.load(entry.name)
        assert loaded.file == file
        assert loaded.profile == profile


def test_overwriting_a_hand_written_recipe_keeps_its_file(lib: Library) -> None:
    path = _write(lib.root, "My Recipe.json", b'{"name": "Mine", "steps": [{"wait": 1}]}')
    loaded = lib.load("Mine")
    result = lib.save(loaded.profile, loaded.recipe, base=loaded.stamp)
    assert result.stamp.file == "My Recipe.json"
    assert json.loads(path.read_bytes())["format"] == "recipe-studio-library"
    assert lib.read_version("Mine", 1).kind == "manifest"
