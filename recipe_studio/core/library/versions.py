"""Earlier versions of a recipe: ``.versions/STEM/N.json``, the exact bytes it had.

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
from pathlib import Path

from recipe_studio.core import limits
from recipe_studio.core.atomic import fsync_dir
from recipe_studio.core.file_read import read_regular
from recipe_studio.core.library.fs import link_no_clobber
from recipe_studio.core.library.names import stem_of
from recipe_studio.core.library.record import Broken, Record, decode

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


def versions_dir(root: Path, file: str) -> Path:
    return root / VERSIONS_DIR / stem_of(file)


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


def keep(root: Path, file: str, cap: int = DEFAULT_CAP, *, into: str | None = None) -> int | None:
    """Keep the current ``root/file`` as the next version of ``into`` (default: of
    itself); prune beyond ``cap``."""
    source = root / file
    if not source.is_file():
        return None
    folder = versions_dir(root, into or file)
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
    prune(folder, cap)
    return number


def prune(folder: Path, cap: int) -> None:
    existing = numbers(folder)
    for old in existing[: max(0, len(existing) - cap)]:
        with contextlib.suppress(OSError):
            version_path(folder, old).unlink()


def read_raw(root: Path, file: str, number: int) -> bytes | None:
    path = version_path(versions_dir(root, file), number)
    try:
        raw, _st = read_regular(path, limits.MAX_RECIPE_BYTES)
    except (OSError, ValueError):
        return None
    return b"" if raw is None else raw


def list_versions(root: Path, file: str) -> list[VersionInfo]:
    """Every kept version, oldest first."""
    folder = versions_dir(root, file)
    out: list[VersionInfo] = []
    for number in numbers(folder):
        raw = read_raw(root, file, number)
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


def read_version(root: Path, file: str, number: int) -> Record | Broken | None:
    raw = read_raw(root, file, number)
    if raw is None:
        return None
    return decode(raw)


def move_all(root: Path, old_file: str, new_file: str) -> None:
    """Carry ``old_file``'s versions over to ``new_file`` (after a rename)."""
    source = versions_dir(root, old_file)
    target = versions_dir(root, new_file)
    if source == target or not source.is_dir():
        return
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(source, target)
        fsync_dir(target.parent)
        return
    for number in numbers(source):
        present = numbers(target)
        dest = version_path(target, (present[-1] if present else 0) + 1)
        os.replace(version_path(source, number), dest)
    fsync_dir(target)
    shutil.rmtree(source, ignore_errors=True)
