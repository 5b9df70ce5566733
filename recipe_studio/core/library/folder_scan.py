"""The library folder's files as one listing sees them: which names are recipe files and
their signatures (one directory read and a ``stat`` each, or the entries' types alone), and
the temp files interrupted writes left behind. :mod:`.index` turns a scan into entries."""

from __future__ import annotations

import contextlib
import os
import stat
import time
from typing import TYPE_CHECKING, NamedTuple

from recipe_studio.core.atomic import TEMP_PREFIX, is_temp_name
from recipe_studio.core.library.fs import try_folder_lock
from recipe_studio.core.library.names import RECIPE_SUFFIX

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

Sig = tuple[int, int, int]  # (mtime_ns, size, inode)
#: Temp files of writes interrupted longer ago than this are removed when listing.
STALE_TEMP_NS = 3600 * 1_000_000_000


class Scan(NamedTuple):
    #: Regular files (as ``stat`` follows links) and their signature.
    files: dict[str, Sig]
    #: Listed names that are not readable regular files, and why.
    odd: dict[str, str]


def scan(folder: Path, temps: list[str] | None = None, *, with_stat: bool = True) -> Scan:
    """Every file the library lists, with its signature: one directory read + ``stat``s.

    ``temps`` collects the temp files of interrupted writes (``.tmp-*``). Without
    ``with_stat`` the signatures are all ``(0, 0, 0)`` (for a listing that reads every
    file anyway and takes each signature from the open file); what is not a regular
    file is then told by the folder entry's type, so it is never opened either way.
    """
    files: dict[str, Sig] = {}
    odd: dict[str, str] = {}
    with folder_fd(folder) as fd:
        if fd is None and not folder.is_dir():
            return Scan(files, odd)
        if not with_stat:
            return _scan_types(folder if fd is None else fd, temps)
        try:
            names = os.listdir(fd if fd is not None else folder)
        except OSError:
            return Scan(files, odd)
        if temps is not None:
            temps.extend(name for name in names if name.startswith(TEMP_PREFIX))
        # is_recipe_file_name, inlined: this runs for every file at every listing
        names = [n for n in names if n[:1] != "." and n[-5:].lower() == RECIPE_SUFFIX]
        is_regular = stat.S_ISREG
        for name in names:
            try:
                if fd is not None:
                    st = os.stat(name, dir_fd=fd)
                else:
                    st = os.stat(os.path.join(folder, name))
            except OSError as exc:
                odd[name] = f"cannot be read: {exc.strerror or exc}"
                continue
            if is_regular(st.st_mode):
                files[name] = (st.st_mtime_ns, st.st_size, st.st_ino)
            else:
                odd[name] = "not a regular file"
    return Scan(files, odd)


def _scan_types(folder: Path | int, temps: list[str] | None) -> Scan:
    """:func:`scan` without ``stat``: regular files by the folder entries' types."""
    files: dict[str, Sig] = {}
    odd: dict[str, str] = {}
    try:
        with os.scandir(folder) as found:
            for entry in found:
                name = entry.name
                if name[:1] == ".":
                    if temps is not None and name.startswith(TEMP_PREFIX):
                        temps.append(name)
                    continue
                if name[-5:].lower() != RECIPE_SUFFIX:
                    continue
                try:
                    regular = entry.is_file()  # a stat only for links and unknown types
                except OSError as exc:
                    odd[name] = f"cannot be read: {exc.strerror or exc}"
                    continue
                if regular:
                    files[name] = (0, 0, 0)
                else:
                    odd[name] = "not a regular file"
    except OSError:
        pass
    return Scan(files, odd)


_DIR_FD = os.stat in os.supports_dir_fd and os.open in os.supports_dir_fd


@contextlib.contextmanager
def folder_fd(folder: Path) -> Iterator[int | None]:
    """An open descriptor of ``folder`` (faster lookups), or ``None`` where unsupported."""
    fd = None
    if _DIR_FD:
        with contextlib.suppress(OSError):
            fd = os.open(folder, os.O_RDONLY)
    try:
        yield fd
    finally:
        if fd is not None:
            os.close(fd)


def remove_temps(folder: Path, temps: list[str], *, every: bool = False) -> int:
    """Remove the temp files of writes a crash or a kill interrupted; how many are left.

    Every save holds the folder's lock while its temp file exists, so with ``every``
    (when a library is opened) all of them go if the lock is free; otherwise only those
    an hour old, which no writer can still be using.
    """
    temps = [name for name in temps if is_temp_name(name)]
    if not temps:
        return 0
    if every:
        with try_folder_lock(folder) as locked:
            if locked:
                return _remove(folder, temps, before_ns=None)
    return _remove(folder, temps, before_ns=time.time_ns() - STALE_TEMP_NS)


def _remove(folder: Path, temps: list[str], before_ns: int | None) -> int:
    left = 0
    for name in temps:
        path = folder / name
        try:
            st = path.lstat()
            if stat.S_ISREG(st.st_mode) and (before_ns is None or st.st_mtime_ns < before_ns):
                path.unlink()
                continue
        except OSError:
            pass
        left += 1
    return left
