"""File-system building blocks of the library: a folder lock, no-clobber creation, stats.

Everything that must not be half-done is built from atomic steps (the writes themselves
are :mod:`recipe_studio.core.atomic`'s): a complete temp file is written and fsynced
first, then one ``link``/``replace``/``rename`` makes it visible, then the folder is
fsynced. A process killed at any moment leaves the old file or the new one (and at worst
a stray ``.tmp-*.part`` file, which the library never lists and removes when it is next
opened).
"""

from __future__ import annotations

import contextlib
import os
import sys
from typing import TYPE_CHECKING, NamedTuple

from recipe_studio.core.atomic import create_atomic, fsync_dir, replace_file

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

LOCK_FILE = ".lock"


class Signature(NamedTuple):
    """What a cheap ``stat`` says about a file; a change in any part means "look again"."""

    mtime_ns: int
    size: int
    inode: int

    @classmethod
    def of_stat(cls, st: os.stat_result) -> Signature:
        return cls(st.st_mtime_ns, st.st_size, st.st_ino)


def signature(path: Path) -> Signature | None:
    try:
        return Signature.of_stat(path.stat())
    except OSError:
        return None


#: The listing cache's folder inside the library (see ``index.py``).
INDEX_DIR = ".index"


def sha256(data: bytes) -> str:
    # Imported on the first hash: hashlib loads OpenSSL's libcrypto (~4 MB of memory),
    # which listing the library and starting the window do not need.
    import hashlib

    return hashlib.sha256(data).hexdigest()


@contextlib.contextmanager
def folder_lock(folder: Path) -> Iterator[None]:
    """Hold an inter-process lock on ``folder`` (released when the process dies)."""
    folder.mkdir(parents=True, exist_ok=True)
    # Made with the folder, so the listing cache never moves the folder's timestamp later.
    (folder / INDEX_DIR).mkdir(exist_ok=True)
    fd = os.open(folder / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        _lock(fd)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


@contextlib.contextmanager
def try_folder_lock(folder: Path) -> Iterator[bool]:
    """Hold ``folder``'s lock if no one else holds it (yields whether it is held); for
    work that can wait for another time rather than wait for a writer."""
    try:
        fd = os.open(folder / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield False
        return
    try:
        locked = _try_lock(fd)
        try:
            yield locked
        finally:
            if locked:
                _unlock(fd)
    finally:
        os.close(fd)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(fd: int) -> None:
        while True:
            try:
                msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
                return
            except OSError:
                continue

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def link_no_clobber(source: Path, target: Path) -> None:
    """Give ``source``'s file the extra name ``target``; ``FileExistsError`` if taken."""
    try:
        os.link(source, target)
        return
    except FileExistsError:
        raise
    except OSError:
        pass  # no hard links here (FAT, some network drives): copy instead
    create_atomic(target, source.read_bytes())


def move_no_clobber(source: Path, target: Path) -> None:
    """Move a file to a free name atomically (the lock keeps others out meanwhile)."""
    if target.exists():
        raise FileExistsError(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    replace_file(source, target)
    fsync_dir(source.parent)
    if target.parent != source.parent:
        fsync_dir(target.parent)
