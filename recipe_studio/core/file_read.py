"""Reading the app's files safely: never a pipe or a device, never more than a limit.

Kept small and free of the models, so that the window's first frame can read its
settings and its library index before anything heavy is loaded.
"""

from __future__ import annotations

import os
import stat
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_CLOEXEC", 0)
)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


class NotAFile(OSError):
    """The path is a folder, pipe, device or socket: it is never opened for reading."""

    def __init__(self, mode: int) -> None:
        super().__init__(f"is {_kind(mode)}, not a file")
        self.strerror = f"it is {_kind(mode)}, not a file"


def read_regular(path: str | Path, limit: int) -> tuple[bytes | None, os.stat_result]:
    """The bytes of the regular file ``path`` (``None`` when it is larger than ``limit``)
    and its ``stat``; raises ``OSError`` (:class:`NotAFile` for anything not a file).

    The path is checked with ``stat`` before it is opened, and opened so that even a
    pipe swapped in meanwhile cannot block; at most ``limit + 1`` bytes are read.
    """
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise NotAFile(st.st_mode)
    if st.st_size > limit:
        return None, st
    fd = os.open(path, _OPEN_FLAGS)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):  # swapped for something else since the stat
            raise NotAFile(st.st_mode)
        if st.st_size > limit:
            return None, st
        first = os.read(fd, st.st_size + 1)  # all of it in one read, as a rule
        chunks = [first]
        total = len(first)
        while first and total <= limit:  # it grew, or a short read: on, up to the limit
            first = os.read(fd, min(limit + 1 - total, 1 << 24))
            chunks.append(first)
            total += len(first)
    finally:
        os.close(fd)
    if total > limit:
        return None, st
    return (chunks[0] if len(chunks) <= 2 and not chunks[-1] else b"".join(chunks)), st


def read_bytes_or_none(path: str | Path, limit: int) -> bytes | None:
    """The bytes of a regular file of at most ``limit`` bytes, else ``None`` (missing,
    unreadable, too large, not a file): for the app's own small files."""
    try:
        return read_regular(path, limit)[0]
    except (OSError, ValueError):
        return None


def unopenable(path: str | Path, limit: int) -> str | None:
    """Why the window cannot open ``path`` as a recipe file, as a code, else ``None``:
    ``missing``, ``folder``, ``pipe``, ``device``, ``socket``, ``unreadable`` (no
    permission, or the disk failed) or ``too_large`` (over ``limit`` bytes). Nothing is
    read, and a pipe or device is never opened."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return "missing"
    except OSError:
        return "unreadable"
    mode = st.st_mode
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if not stat.S_ISREG(mode):
        return "socket"
    if st.st_size > limit:
        return "too_large"
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError:
        return "unreadable"
    os.close(fd)
    return None
