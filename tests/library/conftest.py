"""Fixtures for the recipe library tests: a library in the per-test Studio home."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from recipe_studio.core.library import Library

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

Manifest = dict[str, Any]


def manifest(name: str, *, steps: int = 1, description: str | None = None) -> Manifest:
    """A valid macOS manifest with ``steps`` read-only steps."""
    out: Manifest = {
        "name": name,
        "steps": [{"tool": "get_datetime", "args": {}} for _ in range(steps)],
    }
    if description is not None:
        out["description"] = description
    return out


@pytest.fixture
def lib(studio_home: Path) -> Library:
    return Library()


@pytest.fixture
def make_manifest() -> Callable[..., Manifest]:
    return manifest


@pytest.fixture
def files(lib: Library) -> Callable[[], dict[str, bytes]]:
    """Every file under the library folder (recursively) with its bytes."""

    def snapshot() -> dict[str, bytes]:
        root = lib.root
        if not root.exists():
            return {}
        return {
            str(p.relative_to(root)): p.read_bytes()
            for p in sorted(root.rglob("*"))
            if p.is_file() and p.name not in ("index.json", ".lock")
        }

    return snapshot
