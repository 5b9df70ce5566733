"""How each operation's intent file is replayed (see :mod:`~recipe_studio.core.library.journal`).

``data["crashed"]`` is false when the operation itself saw a failure (a full disk) and
is being undone at once; true at the next open after a killed process. Paths in an
intent are relative to the library folder.
"""

from __future__ import annotations

import contextlib
import shutil
from typing import TYPE_CHECKING, Any

import recipe_studio.core.library.versions as versions
from recipe_studio.core.atomic import fsync_dir, replace_file
from recipe_studio.core.library.trash import RECIPE, VERSIONS, empty_trash, trash_root

if TYPE_CHECKING:
    from pathlib import Path


def _newest_is(folder: Path, file: Path) -> bool:
    """Whether ``folder``'s newest version already holds ``file``'s bytes."""
    existing = versions.numbers(folder)
    if not existing:
        return False
    with contextlib.suppress(OSError):
        return versions.version_path(folder, existing[-1]).read_bytes() == file.read_bytes()
    return False


def _keep_once(root: Path, file: str, folder: Path) -> None:
    if (root / file).is_file() and not _newest_is(folder, root / file):
        versions.keep(root, file, folder, None)


def replay_rename(root: Path, data: dict[str, Any]) -> None:
    old, new, folder = data["old"], data["new"], root / data["versions"]
    if not (root / old).exists():
        return  # the old file went: the rename was complete
    if not (root / new).exists():
        return  # the new file was never made: nothing happened
    if not data.get("crashed"):  # the operation failed: undo it
        (root / new).unlink()
        fsync_dir(root)
        return
    _keep_once(root, old, folder)
    (root / old).unlink()
    fsync_dir(root)
    versions.prune(folder, int(data.get("cap", versions.DEFAULT_CAP)))


def replay_delete(root: Path, data: dict[str, Any]) -> None:
    entry = trash_root(root) / data["entry"]
    if not (entry / RECIPE).is_file():
        shutil.rmtree(entry, ignore_errors=True)  # before the commit point: undo
        return
    source = root / data["versions"]
    if data.get("crashed") and source.is_dir():
        versions.move_all(source, entry / VERSIONS)


def replay_restore(root: Path, data: dict[str, Any]) -> None:
    entry = trash_root(root) / data["entry"]
    target = root / data["target"]
    folder = root / data["versions"]
    if target.exists():  # the commit point was reached: finish
        versions.move_all(entry / VERSIONS, folder)
        shutil.rmtree(entry, ignore_errors=True)
        return
    if folder.is_dir() and entry.is_dir():  # undo: the versions wait in the trash again
        versions.move_all(folder, entry / VERSIONS)


def replay_import(root: Path, data: dict[str, Any]) -> None:
    crashed = bool(data.get("crashed"))
    for temp, target, kind, folder in data["moves"]:
        if not (root / temp).exists():
            continue  # done
        if not crashed:
            (root / temp).unlink()
            continue
        if kind == "replace":
            _keep_once(root, target, root / folder)
            replace_file(root / temp, root / target)
        elif not (root / target).exists():  # (the lock is held: no one else makes it)
            replace_file(root / temp, root / target)
        else:
            (root / temp).unlink()
    fsync_dir(root)


def replay_empty_trash(root: Path, data: dict[str, Any]) -> None:
    """Emptying is finished, never undone: what the person asked to destroy goes."""
    if data.get("crashed"):
        empty_trash(root, [i for i in data["entries"] if (trash_root(root) / i).exists()])
