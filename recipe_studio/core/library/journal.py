"""Intent files: every multi-file operation either completes or is repaired at next open.

Before its first change, an operation writes ``.journal/OP-ID.json`` saying what it is
about to do (atomically and durably); when done, it removes it. A process killed in
between leaves the file, and the next library operation (or the next :class:`Library`
that finds the folder free) replays it under the lock: forward when the operation's
commit point was reached, else back, as each operation's docstring says:

* ``import``: complete temp files were written first; the moves left are finished;
* ``rename``: the new file was made before the old one goes: if it exists, the old one
  is kept as a version and removed, else nothing happened;
* ``delete``: moving the recipe into the trash is the commit point: if it is there, the
  versions follow it; else the half-made trash entry goes;
* ``restore``: moving the recipe back is the commit point: if it is back, the trash entry
  goes; else its versions go back into the entry.

Emptying the trash renames each entry to ``.gone-ID`` before destroying it, so a killed
emptying is finished by the repair. The repair also removes the temp files of
interrupted writes (in the library, its trash entries and versions) and gives a fresh id
to a file that shares its recipe id with another (a hand copy), so no two files ever do
(:mod:`~recipe_studio.core.library.repair_ids`; the store does that part, as it reads the
files).

This module sits under the operations that write intents (the store, the trash, imports,
the library): it knows the layout of the trash and of versions, never the store.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

import recipe_studio.core.library.replays as replays
from recipe_studio.core.atomic import fsync_dir, is_temp_name, write_atomic
from recipe_studio.core.library.faults import point
from recipe_studio.core.library.trash import GONE_PREFIX, trash_root
from recipe_studio.core.library.versions import VERSIONS_DIR

if TYPE_CHECKING:
    from collections.abc import Iterator

JOURNAL_DIR = ".journal"


def journal_dir(root: Path) -> Path:
    return root / JOURNAL_DIR


@contextlib.contextmanager
def intent(root: Path, op: str, **details: Any) -> Iterator[dict[str, Any]]:
    """Hold an intent file for the ``with`` block (hold the lock). The block may add to
    the yielded details before its first change by calling :func:`note`."""
    folder = journal_dir(root)
    folder.mkdir(exist_ok=True)
    path = folder / f"{op}-{secrets.token_hex(6)}.json"
    data = {"op": op, **details, "_path": str(path)}
    note(data)
    point(f"{op}.intent")
    try:
        yield data
    except BaseException:
        # A failure the operation saw (a full disk) is undone the way a crash would be.
        replay(root, data, crashed=False)
        raise
    path.unlink(missing_ok=True)
    fsync_dir(folder)


def note(data: dict[str, Any]) -> None:
    """Write (or rewrite) an intent file with ``data``."""
    body = {key: value for key, value in data.items() if key != "_path"}
    write_atomic(data["_path"], json.dumps(body, ensure_ascii=False).encode("utf-8"))


def pending(root: Path) -> list[Path]:
    try:
        names = sorted(os.listdir(journal_dir(root)))
    except OSError:
        return []
    return [journal_dir(root) / n for n in names if n.endswith(".json") and not is_temp_name(n)]


def repair(root: Path, *, tidy: bool = True) -> bool:
    """Replay every intent left by a killed operation, then (``tidy``, or after a replay)
    remove what interrupted writes left (hold the lock); whether an intent was replayed
    (then two files may share a recipe id: the caller separates them)."""
    found = pending(root)
    if not found and not tidy:
        return False
    for path in found:
        try:
            data = json.loads(path.read_bytes())
        except (OSError, ValueError):
            data = None
        if isinstance(data, dict):
            data["_path"] = str(path)
            replay(root, data, crashed=True)
        path.unlink(missing_ok=True)
    _destroy_gone(root)
    _remove_temps(root)
    return bool(found)


def replay(root: Path, data: dict[str, Any], *, crashed: bool) -> None:
    data["crashed"] = crashed
    handler = getattr(replays, f"replay_{data.get('op')}", None)
    if handler is not None:
        handler(root, data)
    if not crashed:
        Path(data["_path"]).unlink(missing_ok=True)


def _destroy_gone(root: Path) -> None:
    with contextlib.suppress(OSError):
        for name in os.listdir(trash_root(root)):
            if name.startswith(GONE_PREFIX):
                shutil.rmtree(trash_root(root) / name, ignore_errors=True)


def _remove_temps(root: Path) -> None:
    """Temp files of interrupted writes (the lock is held: no write is under way)."""
    folders = [root, journal_dir(root)]
    for parent in (trash_root(root), root / VERSIONS_DIR):
        with contextlib.suppress(OSError):
            folders += [parent / name for name in os.listdir(parent)]
    for folder in folders:
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if is_temp_name(name):
                with contextlib.suppress(OSError):
                    (folder / name).unlink()
