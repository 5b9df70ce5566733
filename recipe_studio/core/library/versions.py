"""Earlier versions of a recipe: ``.versions/id-ID/N.json``, the exact bytes it had.

Versions belong to a recipe by its stable id, never by its name or file: a rename moves
nothing, and a new recipe that takes a deleted one's name starts with no history. (A file
written by hand has no id until it is first saved: its versions are under its file stem,
``.versions/STEM/``, and so were every recipe's in libraries made before ids; such a
folder becomes the id's folder the first time the recipe is written, when its newest
version is of the same recipe.)

Before a recipe file is replaced, its current file is hard-linked (or copied) to the
next number, so keeping a version costs no copy and is atomic. Only the newest
``cap`` versions are kept per recipe. Numbers only grow, so ``N`` names one version for
good (until it falls off the cap).
"""

from __future__ import annotations

import contextlib
import os
import shutil
from dataclasses import dataclass
from typing import TYPE_CHECKING

from recipe_studio.core import limits
from recipe_studio.core.atomic import fsync_dir, replace_file
from recipe_studio.core.file_read import read_regular
from recipe_studio.core.library.fs import link_no_clobber
from recipe_studio.core.library.names import stem_of
from recipe_studio.core.library.record import Broken, Record, decode

if TYPE_CHECKING:
    from pathlib import Path

VERSIONS_DIR = ".versions"
DEFAULT_CAP = 50


@dataclass(frozen=True)
class VersionInfo:
    number: int
    size: int
    #: When this content was saved (from the file), else ``None``.
    saved_at: str | None
    revision: int
    step_count: int
    draft: bool
    #: Why the version cannot be read (e.g. it was a broken file), else ``None``.
    broken: str | None = None


def versions_dir(root: Path, file: str, recipe_id: str | None = None) -> Path:
    """Where the versions of the recipe with ``recipe_id`` (in ``file``) are."""
    if recipe_id:
        return root / VERSIONS_DIR / f"{ID_PREFIX}{recipe_id}"
    return root / VERSIONS_DIR / stem_of(file)


#: Folder names of versions kept by recipe id start so (a file stem never does: it is
#: made from a name, and ``id-`` folders hold 32 hex digits).
ID_PREFIX = "id-"


def folder_of(root: Path, file: str, recipe_id: str | None) -> Path:
    """Where the versions of the recipe with ``recipe_id`` in ``file`` are read from: its
    id's folder, else a stem folder of the same recipe (see the module docstring)."""
    target = versions_dir(root, file, recipe_id)
    if not recipe_id or target.exists():
        return target
    legacy = versions_dir(root, file)
    existing = numbers(legacy)
    newest = read_version(legacy, existing[-1]) if existing else None
    owner = newest.recipe_id if isinstance(newest, Record) else None
    return legacy if existing and owner in (None, recipe_id) else target


def adopt_legacy(root: Path, file: str, recipe_id: str | None) -> Path:
    """The recipe's versions folder to write in, after moving a stem folder of the same
    recipe there (hold the lock)."""
    folder = folder_of(root, file, recipe_id)
    target = versions_dir(root, file, recipe_id)
    if folder != target:
        replace_file(folder, target)
        fsync_dir(target.parent)
    return target


def numbers(folder: Path) -> list[int]:
    out: list[int] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return out
    for name in names:
        stem, dot, ext = name.partition(".")
        if dot and ext == "json" and stem.isdigit():
            out.append(int(stem))
    return sorted(out)


def version_path(folder: Path, number: int) -> Path:
    return folder / f"{number:06d}.json"


def keep(root: Path, file: str, folder: Path, cap: int | None = DEFAULT_CAP) -> int | None:
    """Keep the current ``root/file`` as the next version in ``folder``; prune beyond
    ``cap`` (``None``: not now; the caller prunes once the new content is in place, so a
    failed write never prunes history)."""
    source = root / file
    if not source.is_file():
        return None
    folder.mkdir(parents=True, exist_ok=True)
    existing = numbers(folder)
    number = (existing[-1] if existing else 0) + 1
    while True:
        try:
            link_no_clobber(source, version_path(folder, number))
            break
        except FileExistsError:
            number += 1
    fsync_dir(folder)
    if cap is not None:
        prune(folder, cap)
    return number


def prune(folder: Path, cap: int) -> None:
    existing = numbers(folder)
    for old in existing[: max(0, len(existing) - cap)]:
        with contextlib.suppress(OSError):
            version_path(folder, old).unlink()


def read_raw(folder: Path, number: int) -> bytes | None:
    path = version_path(folder, number)
    try:
        raw, _st = read_regular(path, limits.MAX_RECIPE_BYTES)
    except (OSError, ValueError):
        return None
    return b"" if raw is None else raw


def list_versions(folder: Path) -> list[VersionInfo]:
    """Every version kept in ``folder``, oldest first."""
    out: list[VersionInfo] = []
    for number in numbers(folder):
        raw = read_raw(folder, number)
        if raw is None:
            continue
        decoded = decode(raw)
        if isinstance(decoded, Broken):
            out.append(VersionInfo(number, len(raw), None, 0, 0, False, decoded.reason))
            continue
        steps = decoded.manifest.get("steps")
        out.append(
            VersionInfo(
                number,
                len(raw),
                decoded.saved_at,
                decoded.revision,
                len(steps) if isinstance(steps, list) else 0,
                decoded.draft,
            )
        )
    return out


def read_version(folder: Path, number: int) -> Record | Broken | None:
    raw = read_raw(folder, number)
    if raw is None:
        return None
    return decode(raw)


def move_all(source: Path, target: Path) -> None:
    """Carry the versions in ``source`` over to ``target`` (numbered after its own)."""
    if source == target or not source.is_dir():
        return
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        replace_file(source, target)
        fsync_dir(target.parent)
        return
    for number in numbers(source):
        present = numbers(target)
        dest = version_path(target, (present[-1] if present else 0) + 1)
        replace_file(version_path(source, number), dest)
    fsync_dir(target)
    shutil.rmtree(source, ignore_errors=True)
