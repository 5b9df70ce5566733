"""Versions (capped, restorable) and the trash (restore, clash, empty)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from recipe_studio.core.library import (
    Library,
    RecipeExistsError,
    RecipeNotFoundError,
    VersionNotFoundError,
)

if TYPE_CHECKING:
    from collections.abc import Callable


def _save_steps(lib: Library, manifest: Callable[..., Any], name: str, counts: list[int]) -> None:
    for count in counts:
        lib.save_manifest(manifest(name, steps=count), overwrite=True)


def test_each_overwrite_keeps_the_previous_version(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    _save_steps(lib, make_manifest, "r", [1, 2, 3])
    history = lib.versions("r")
    assert [(v.number, v.step_count, v.revision) for v in history] == [(1, 1, 1), (2, 2, 2)]
    assert lib.read_version("r", 1).manifest == make_manifest("r", steps=1)
    with pytest.raises(VersionNotFoundError):
        lib.read_version("r", 9)
    with pytest.raises(RecipeNotFoundError):
        lib.versions("nope")


def test_versions_are_capped(studio_home: Any, make_manifest: Callable[..., Any]) -> None:
    lib = Library(max_versions=5)
    _save_steps(lib, make_manifest, "r", list(range(1, 12)))
    history = lib.versions("r")
    assert [v.number for v in history] == [6, 7, 8, 9, 10]
    assert [v.step_count for v in history] == [6, 7, 8, 9, 10]


def test_default_cap_is_fifty(lib: Library, make_manifest: Callable[..., Any]) -> None:
    assert lib.max_versions == 50


def test_restore_a_version_keeps_the_current_one(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    _save_steps(lib, make_manifest, "r", [1, 2, 3])
    result = lib.restore_version("r", 1)
    assert result.kept_version == 3
    assert len(lib.load("r").recipe.steps) == 1
    assert [v.step_count for v in lib.versions("r")] == [1, 2, 3]
    lib.restore_version("r", 3)  # and the restore can be undone
    assert len(lib.load("r").recipe.steps) == 3


def test_delete_moves_to_trash_and_restore_brings_it_back(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    _save_steps(lib, make_manifest, "r", [1, 2])
    entry = lib.delete("r")
    assert not lib.exists("r")
    assert lib.entries() == []
    assert [t.name for t in lib.trash()] == ["r"]
    assert entry.has_versions
    assert lib.restore_from_trash("r") == "r"
    assert len(lib.load("r").recipe.steps) == 2
    assert [v.step_count for v in lib.versions("r")] == [1]
    assert lib.trash() == []
    with pytest.raises(RecipeNotFoundError):
        lib.restore_from_trash("r")


def test_restore_clash_refuses_or_keeps_both(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("r", steps=1))
    lib.delete("r")
    lib.save_manifest(make_manifest("r", steps=2))
    with pytest.raises(RecipeExistsError):
        lib.restore_from_trash("r")
    assert len(lib.trash()) == 1
    assert lib.restore_from_trash("r", on_clash="keep-both") == "r (2)"
    assert len(lib.load("r").recipe.steps) == 2
    assert len(lib.load("r (2)").recipe.steps) == 1
    assert lib.trash() == []


def test_restore_by_id_and_newest_first(lib: Library, make_manifest: Callable[..., Any]) -> None:
    lib.save_manifest(make_manifest("r", steps=1))
    first = lib.delete("r")
    lib.save_manifest(make_manifest("r", steps=2))
    lib.delete("r")
    assert [t.name for t in lib.trash()] == ["r", "r"]
    lib.restore_from_trash("r")
    assert len(lib.load("r").recipe.steps) == 2
    lib.restore_from_trash(first.id, on_clash="keep-both")
    assert len(lib.load("r (2)").recipe.steps) == 1


def test_nothing_is_destroyed_until_the_trash_is_emptied(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    for name in ("a", "b", "c"):
        lib.save_manifest(make_manifest(name))
        lib.delete(name)
    assert len(lib.trash()) == 3
    assert sum(1 for _ in (lib.root / ".trash").rglob("recipe.json")) == 3
    assert lib.empty_trash() == 3
    assert lib.trash() == []
    assert not any((lib.root / ".trash").iterdir())
    assert lib.empty_trash() == 0


def test_broken_file_can_be_trashed_on_request(lib: Library) -> None:
    lib.root.mkdir(parents=True, exist_ok=True)
    (lib.root / "junk.json").write_bytes(b"not json")
    entry = lib.delete_file("junk.json")
    assert entry.name == "junk.json"
    assert lib.entries() == []
    assert lib.restore_from_trash(entry.id) == "junk.json"
    assert (lib.root / "junk.json").read_bytes() == b"not json"
