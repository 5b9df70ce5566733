"""The library's trash: deleted recipes wait in ``.trash/ID/`` until it is emptied.

An entry holds ``info.json`` (name, original file, profile, when), ``recipe.json`` (the
recipe file itself, moved there by one rename: the commit point of a delete) and
``versions/`` (its earlier versions). An entry without ``recipe.json`` is the trace of
an interrupted delete: it is not listed, and emptying the trash removes it.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from recipe_studio.core import limits
from recipe_studio.core.atomic import fsync_dir, replace_file, write_atomic
from recipe_studio.core.library.faults import point
from recipe_studio.core.library.record import Record, decode, encode_json
from recipe_studio.core.library.versions import folder_of, move_all, versions_dir
from recipe_studio.core.manifest_io import parse_json_bytes, read_bytes_or_none
from recipe_studio.core.sharefile import now_iso

if TYPE_CHECKING:
    from pathlib import Path

TRASH_DIR = ".trash"
INFO = "info.json"
RECIPE = "recipe.json"
VERSIONS = "versions"
#: Entries being destroyed are renamed so first: a killed emptying is finished by the
#: repair (:mod:`~recipe_studio.core.library.journal`).
GONE_PREFIX = ".gone-"


@dataclass(frozen=True)
class TrashEntry:
    id: str
    name: str
    #: The file name the recipe had in the library.
    file: str
    profile: str | None
    deleted_at: str
    has_versions: bool

    def folder(self, root: Path) -> Path:
        return root / TRASH_DIR / self.id


def trash_root(root: Path) -> Path:
    return root / TRASH_DIR


def new_entry_id() -> str:
    return f"{time.time_ns():020d}-{secrets.token_hex(4)}"


def move_to_trash(
    root: Path,
    file: str,
    name: str,
    profile: str | None,
    recipe_id: str | None = None,
    entry_id: str | None = None,
) -> TrashEntry:
    """Move ``root/file`` and its versions into a new trash entry (hold the lock).

    Moving the recipe file is the commit point: if anything before it fails (a full
    disk), the half-made entry is removed and the library is as it was."""
    entry_id = entry_id or new_entry_id()
    folder = trash_root(root) / entry_id
    deleted_at = now_iso()
    info = {"name": name, "file": file, "profile": profile, "deleted_at": deleted_at}
    try:
        folder.mkdir(parents=True)
        point("delete.entry_made")
        write_atomic(folder / INFO, encode_json(info))
        point("delete.info_written")
        replace_file(root / file, folder / RECIPE)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    fsync_dir(folder)
    fsync_dir(root)
    point("delete.moved")
    old_versions = folder_of(root, file, recipe_id)
    has_versions = old_versions.is_dir()
    if has_versions:
        replace_file(old_versions, folder / VERSIONS)
        fsync_dir(folder)
        point("delete.versions_moved")
    return TrashEntry(entry_id, name, file, profile, deleted_at, has_versions)


def list_trash(root: Path) -> list[TrashEntry]:
    """Complete trash entries, most recently deleted first."""
    out: list[TrashEntry] = []
    try:
        ids = sorted(os.listdir(trash_root(root)), reverse=True)
    except OSError:
        return out
    for entry_id in ids:
        entry = read_entry(root, entry_id)
        if entry is not None:
            out.append(entry)
    return out


def read_entry(root: Path, entry_id: str) -> TrashEntry | None:
    if entry_id.startswith(".") or not entry_id or "/" in entry_id or "\\" in entry_id:
        return None  # (".gone-ID": being destroyed; temp files)
    folder = trash_root(root) / entry_id
    if not (folder / RECIPE).is_file():
        return None
    raw = read_bytes_or_none(folder / INFO, limits.MAX_RECIPE_BYTES)
    info = parse_json_bytes(raw).data if raw is not None else None
    if not isinstance(info, dict):
        info = {}
    name = info.get("name")
    file = info.get("file")
    profile = info.get("profile")
    if not isinstance(name, str):
        name = _name_from_recipe(folder / RECIPE) or entry_id
    return TrashEntry(
        id=entry_id,
        name=name,
        file=file if isinstance(file, str) else f"{entry_id}.json",
        profile=profile if isinstance(profile, str) else None,
        deleted_at=str(info.get("deleted_at", "")),
        has_versions=(folder / VERSIONS).is_dir(),
    )


def _name_from_recipe(path: Path) -> str | None:
    raw = read_bytes_or_none(path, limits.MAX_RECIPE_BYTES)
    decoded = decode(raw) if raw is not None else None
    return decoded.name if isinstance(decoded, Record) else None


def restore_versions(root: Path, entry: TrashEntry, file: str, recipe_id: str | None) -> None:
    """Put a trashed recipe's versions back where the recipe with ``recipe_id`` in
    ``file`` keeps them (after any it has there already)."""
    move_all(entry.folder(root) / VERSIONS, versions_dir(root, file, recipe_id))


def remove_entry(root: Path, entry_id: str) -> None:
    shutil.rmtree(trash_root(root) / entry_id, ignore_errors=True)


def entry_ids(root: Path) -> list[str]:
    """Every entry of the trash, complete or not (not those being destroyed)."""
    try:
        return sorted(n for n in os.listdir(trash_root(root)) if not n.startswith(GONE_PREFIX))
    except OSError:
        return []


def empty_trash(root: Path, ids: list[str] | None = None) -> int:
    """Destroy ``ids`` (default: everything in the trash); how many recipes were
    destroyed."""
    folder = trash_root(root)
    ids = entry_ids(root) if ids is None else ids
    count = 0
    for entry_id in ids:
        path = folder / entry_id
        if not path.is_dir() or path.is_symlink():
            path.unlink(missing_ok=True)
            continue
        is_recipe = (path / RECIPE).is_file()
        # Renamed first (one step): a kill meanwhile leaves it for the repair to finish.
        gone = folder / f"{GONE_PREFIX}{entry_id}"
        replace_file(path, gone)
        point("empty_trash.renamed")
        count += is_recipe
        shutil.rmtree(gone)
        point("empty_trash.destroyed")
    fsync_dir(folder)
    with contextlib.suppress(FileNotFoundError):
        for entry_id in os.listdir(folder):  # left by an emptying that was killed
            if entry_id.startswith(GONE_PREFIX):
                shutil.rmtree(folder / entry_id)
    return count
