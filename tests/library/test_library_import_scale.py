"""Importing N recipes lists the library once (not twice per recipe), all or nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.library import Library
from recipe_studio.core.library.index import Index
from recipe_studio.core.sharefile import wrap_bundle

if TYPE_CHECKING:
    from pathlib import Path

    import pytest


def bundle(count: int, prefix: str = "Imported") -> dict[str, Any]:
    items = [
        ("macos", {"name": f"{prefix} {i:04d}", "steps": [{"tool": "get_datetime", "args": {}}]})
        for i in range(count)
    ]
    return wrap_bundle(items)


def test_an_import_lists_the_library_a_fixed_number_of_times(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lib = Library(tmp_path / "lib")
    lib.import_data(bundle(20, "Already"))
    listings: list[int] = []
    real = Index.refresh

    def counted(self: Index, *, verify: bool = False) -> Any:
        listings.append(1)
        return real(self, verify=verify)

    monkeypatch.setattr(Index, "refresh", counted)
    report = lib.import_data(bundle(300))
    assert report.ok
    assert len(listings) <= 2  # was 2 per recipe: 600
    assert len(lib.entries()) == 320


def test_names_taken_inside_the_bundle_are_kept_apart(tmp_path: Path) -> None:
    lib = Library(tmp_path / "lib")
    data = wrap_bundle([("macos", {"name": "Twice", "steps": []})] * 2)
    report = lib.import_data(data)
    assert [i.stored_as for i in report.items] == ["Twice", "Twice (2)"]
    assert sorted(e.name or "" for e in lib.entries()) == ["Twice", "Twice (2)"]


def test_a_cancelled_import_imports_nothing(tmp_path: Path) -> None:
    lib = Library(tmp_path / "lib")
    report = lib.import_data(bundle(50), progress=lambda done, _total: done < 30)
    assert report.cancelled
    assert lib.entries() == []
    assert [p.name for p in lib.root.iterdir() if not p.name.startswith((".index", ".lock"))] in (
        [],
        [".journal"],
    )


def test_overwrite_keeps_a_version_once(tmp_path: Path) -> None:
    lib = Library(tmp_path / "lib")
    lib.import_data(bundle(3))
    report = lib.import_data(bundle(3), on_clash="overwrite")
    assert [i.status for i in report.items] == ["overwritten"] * 3
    assert [v.revision for v in lib.versions("Imported 0001")] == [1]
    assert lib.load("Imported 0001").revision == 2
