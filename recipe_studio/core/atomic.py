"""The one way the Studio writes a file: the old content or the new, never a partial one.

Every writer uses it: the library (recipes, versions, trash, its index), run records,
catalogs, the command line's ``-o`` outputs and the built-in tool server's file and note
tools. A write goes to a temp file ``.tmp-<random>.part`` in the same folder (the name
the library's clean-up of interrupted writes looks for), which is written, fsynced and
given the replaced file's permission bits (a new file gets the usual ``0o666`` less the
umask), then renamed over the target in one step, and the folder is fsynced so the
rename survives a power cut. ``durable=False`` skips both fsyncs (for caches).

Where the OS allows (``dir_fd``), all of it happens relative to an open descriptor of the
folder (:class:`Folder`), so a folder swapped for a link meanwhile cannot redirect the
write; the tool server opens that descriptor itself without following links.

Windows refuses to rename a file while another program has it open without sharing its
deletion (most programs open files so, Python too: another Studio window reading the old
file, a virus scanner or the search indexer looking at the new one). Such a refusal lasts
a moment, so every rename there (:func:`replace_file`) is tried again for up to
:data:`REPLACE_WAIT` seconds before the error is given.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

TEMP_PREFIX = ".tmp-"
TEMP_SUFFIX = ".part"
#: Whether files can be opened, renamed and linked relative to a folder descriptor.
# os.replace takes dir_fd wherever os.rename does (os.supports_dir_fd lists only rename).
HAVE_DIR_FD = {os.open, os.stat, os.rename, os.unlink, os.mkdir} <= os.supports_dir_fd
_LINK_AT = HAVE_DIR_FD and os.link in os.supports_dir_fd
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)


#: Windows: seconds a rename is tried again while another program holds a file open.
REPLACE_WAIT = 2.0


def replace_file(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
    """:func:`os.replace`; on Windows tried again for a moment while it is refused because
    another program has one of the files open (see the module docstring)."""
    if sys.platform != "win32":
        os.replace(source, target)
        return
    deadline = time.monotonic() + REPLACE_WAIT
    pause = 0.01
    while True:
        try:
            os.replace(source, target)
            return
        except PermissionError:  # also a read-only or a folder target: given after the wait
            if time.monotonic() >= deadline:
                raise
            time.sleep(pause)
            pause = min(pause * 2, 0.1)


def is_temp_name(name: str) -> bool:
    """Whether ``name`` is a temp file of :func:`write_atomic` (or an older writer)."""
    return name.startswith(TEMP_PREFIX) and name.endswith(TEMP_SUFFIX)


class Folder:
    """A folder to write in: an open descriptor where the OS allows, else its path."""

    def __init__(self, path: Path, fd: int | None = None) -> None:
        self.path = path
        self.fd = fd

    @classmethod
    @contextlib.contextmanager
    def opened(cls, path: str | os.PathLike[str]) -> Iterator[Folder]:
        """Hold ``path`` (an existing folder) open for the ``with`` block."""
        folder = Path(path)
        fd = None
        if HAVE_DIR_FD:
            fd = os.open(folder, os.O_RDONLY | _DIRECTORY | _CLOEXEC)
        try:
            yield cls(folder, fd)
        finally:
            if fd is not None:
                os.close(fd)

    def _at(self, name: str) -> str:
        return name if self.fd is not None else os.path.join(self.path, name)

    def open(self, name: str, flags: int, mode: int = 0o666) -> int:
        if self.fd is not None:
            return os.open(name, flags | _CLOEXEC, mode, dir_fd=self.fd)
        return os.open(self._at(name), flags | _CLOEXEC | _BINARY, mode)

    def lstat(self, name: str) -> os.stat_result:
        if self.fd is not None:
            return os.stat(name, dir_fd=self.fd, follow_symlinks=False)
        return os.lstat(self._at(name))

    def replace(self, source: str, target: str) -> None:
        if self.fd is not None:
            os.replace(source, target, src_dir_fd=self.fd, dst_dir_fd=self.fd)
        else:
            replace_file(self._at(source), self._at(target))

    def link(self, source: str, target: str) -> None:
        if self.fd is not None and _LINK_AT:
            os.link(source, target, src_dir_fd=self.fd, dst_dir_fd=self.fd)
        else:
            os.link(self._at(source), self._at(target))

    def unlink(self, name: str) -> None:
        if self.fd is not None:
            os.unlink(name, dir_fd=self.fd)
        else:
            os.unlink(self._at(name))

    def fsync(self) -> None:
        if self.fd is not None:
            with contextlib.suppress(OSError):
                os.fsync(self.fd)
        else:
            fsync_dir(self.path)


def fsync_dir(folder: str | os.PathLike[str]) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_temp(folder: Folder, data: bytes, *, mode: int | None, durable: bool = True) -> str:
    """A complete temp file in ``folder`` holding ``data`` (fsynced if ``durable``), with
    permission bits ``mode`` (``None``: a new file's usual ones); its name."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW
    while True:
        name = f"{TEMP_PREFIX}{os.urandom(8).hex()}{TEMP_SUFFIX}"
        try:
            fd = folder.open(name, flags, 0o600 if mode is not None else 0o666)
            break
        except FileExistsError:
            continue
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            if durable:
                os.fsync(handle.fileno())
        if mode is not None and not hasattr(os, "fchmod"):
            os.chmod(os.path.join(folder.path, name), mode)
    except BaseException:
        with contextlib.suppress(OSError):
            folder.unlink(name)
        raise
    return name


def _kept_mode(folder: Folder, name: str) -> int | None:
    """The permission bits of the regular file ``name`` replaces, if there is one."""
    try:
        st = folder.lstat(name)
    except OSError:
        return None
    return stat.S_IMODE(st.st_mode) if stat.S_ISREG(st.st_mode) else None


def write_atomic_in(
    folder: Folder,
    name: str,
    data: bytes,
    *,
    durable: bool = True,
    before_replace: Callable[[], object] | None = None,
) -> None:
    """Create or replace ``name`` in ``folder`` atomically (see the module docstring).

    ``before_replace`` runs once the new content is safely written, just before it takes
    the name (the library keeps the old content as a version then: a write that fails,
    e.g. on a full disk, costs no history)."""
    temp = write_temp(folder, data, mode=_kept_mode(folder, name), durable=durable)
    try:
        if before_replace is not None:
            before_replace()
        folder.replace(temp, name)
    except BaseException:
        with contextlib.suppress(OSError):
            folder.unlink(temp)
        raise
    if durable:
        folder.fsync()


def create_atomic_in(folder: Folder, name: str, data: bytes) -> None:
    """Create ``name`` in ``folder`` atomically; ``FileExistsError`` if it exists.

    The complete temp file gets the name by a hard link, which fails on an existing
    name; where there are no hard links (FAT, some network drives) it is renamed after
    a check, which the caller's lock must keep others out of.
    """
    temp = write_temp(folder, data, mode=None)
    try:
        try:
            folder.link(temp, name)
        except FileExistsError:
            raise
        except OSError:
            with contextlib.suppress(FileNotFoundError):
                folder.lstat(name)
                raise FileExistsError(os.path.join(folder.path, name)) from None
            folder.replace(temp, name)
    finally:
        with contextlib.suppress(OSError):
            folder.unlink(temp)
    folder.fsync()


def _in_parent(path: str | os.PathLike[str]) -> tuple[Path, str]:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    return target.parent, target.name


def write_atomic(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    durable: bool = True,
    before_replace: Callable[[], object] | None = None,
) -> None:
    """Create or replace the file ``path`` atomically (its folder is made if missing);
    ``before_replace`` as for :func:`write_atomic_in`."""
    parent, name = _in_parent(path)
    with Folder.opened(parent) as folder:
        write_atomic_in(folder, name, data, durable=durable, before_replace=before_replace)


def create_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Create the file ``path`` atomically; ``FileExistsError`` if it exists."""
    parent, name = _in_parent(path)
    with Folder.opened(parent) as folder:
        create_atomic_in(folder, name, data)


#: The name this writer had before it was the only one; branches written against it
#: keep working. New code calls :func:`write_atomic`.
write_bytes_atomic = write_atomic


def dumps_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2) + "\n"


def json_bytes(value: Any) -> bytes:
    """Pretty UTF-8 JSON; text with lone surrogates (which UTF-8 cannot hold) falls back
    to ``\\u`` escapes."""
    try:
        return dumps_json(value).encode("utf-8")
    except UnicodeEncodeError:
        return (json.dumps(value, ensure_ascii=True, indent=2) + "\n").encode("ascii")


def write_json_atomic(path: str | os.PathLike[str], value: Any) -> None:
    write_atomic(path, json_bytes(value))
