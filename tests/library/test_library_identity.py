"""A recipe's stable id: what per-recipe settings and run history are keyed by."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.library import Library


def test_a_recipe_keeps_its_id_across_saves_renames_and_version_restores(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("Alpha", steps=1))
    first = lib.load("Alpha").recipe_id
    assert first
    lib.save_manifest(make_manifest("Alpha", steps=2), overwrite=True)
    assert lib.load("Alpha").recipe_id == first
    lib.rename("Alpha", "Beta")
    assert lib.load("Beta").recipe_id == first
    lib.restore_version("Beta", 1)
    assert lib.load("Beta").recipe_id == first


def test_a_deleted_recipe_comes_back_from_the_trash_with_its_id(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("Alpha"))
    first = lib.load("Alpha").recipe_id
    lib.delete("Alpha")
    assert lib.restore_from_trash("Alpha") == "Alpha"
    assert lib.load("Alpha").recipe_id == first


def test_copies_get_ids_of_their_own(lib: Library, make_manifest: Callable[..., Any]) -> None:
    lib.save_manifest(make_manifest("Alpha"))
    lib.delete("Alpha")
    lib.save_manifest(make_manifest("Alpha"))
    restored = lib.restore_from_trash("Alpha", on_clash="keep-both")
    assert restored != "Alpha"
    assert lib.load(restored).recipe_id not in (None, lib.load("Alpha").recipe_id)


def test_a_new_recipe_can_bring_the_id_it_had_before_its_first_save(
    lib: Library, make_manifest: Callable[..., Any]
) -> None:
    lib.save_manifest(make_manifest("Alpha"), recipe_id="opened-before-saving")
    assert lib.load("Alpha").recipe_id == "opened-before-saving"
    lib.save_manifest(make_manifest("Alpha", steps=2), overwrite=True, recipe_id="another")
    assert lib.load("Alpha").recipe_id == "opened-before-saving"
