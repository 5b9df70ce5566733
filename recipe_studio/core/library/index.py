"""Fast listing: a cache of every file's summary, checked against the folder by ``stat``.

``.index/index.json`` holds one column per field (file, mtime_ns, size, inode, trusted, name,
profile, description, step_count, tools (newline-joined), draft, kind, broken_code,
broken), rows in listing order; a column of texts only is one string, its values joined
by ``\x1e`` (when none holds that character). Listing lists the folder, ``stat``s each file and
re-reads only new files, files whose (mtime_ns, size, inode) changed, and *untrusted*
rows: files read so soon after they changed that a second change could hide in the same
timestamp tick ("racy", as in git) and odd entries (folders, unreadable paths). When
nothing changed the listing comes straight from the columns. A missing, corrupt or
foreign index is simply rebuilt; it is replaced atomically (but not fsynced: it is only
a cache) and only when something changed. The file is a small JSON header line (format,
version, row count, CRC-32 of the rest) and then the columns as JSON; a checksum
mismatch means "rebuild".

When the folder's own timestamp has not moved since a quiet moment before the last full
listing (no file was added, removed, renamed or replaced by an atomic save since), the
listing comes straight from the index without a ``stat`` per file. A file rewritten *in
place* keeps the folder's timestamp, so such an edit shows at the next verified listing
(``refresh(verify=True)``: the app's watcher checks every file every 1.5 s). The index
lives in ``.index/`` so that writing it does not move the folder's own timestamp.
"""

from __future__ import annotations

import contextlib
import functools
import json
import operator
import os
import stat
import time
import zlib
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from recipe_studio.core import limits
from recipe_studio.core.atomic import write_atomic
from recipe_studio.core.file_read import read_bytes_or_none
from recipe_studio.core.gc_pause import gc_paused
from recipe_studio.core.library.folder_scan import Scan, Sig, folder_fd, remove_temps, scan
from recipe_studio.core.library.fs import INDEX_DIR

if TYPE_CHECKING:
    from pathlib import Path
    from types import ModuleType

    from recipe_studio.core.library.record import Broken

INDEX_FILE = "index.json"
INDEX_FORMAT = "recipe-studio-library-index"
INDEX_VERSION = 6
#: Files read less than this long after their last change are read again next time.
RACY_NS = 2_000_000_000
#: An index larger than this is not read (it is rebuilt): ~200 bytes per recipe.
MAX_INDEX_BYTES = 1 << 30

#: The index's columns; a row of the index is one value from each, in this order.
_COLUMNS = (
    "file", "mtime_ns", "size", "inode", "trusted", "name", "profile", "description",
    "step_count", "tools", "draft", "kind", "broken_code", "broken",
)  # fmt: skip
Row = tuple[str, int, int, int, bool, Any, Any, Any, int, Any, bool, str, Any, Any]


class LibraryEntry(NamedTuple):
    """One file of the library folder as the listing shows it.

    ``broken`` is the reason a file cannot be loaded (then ``name`` is ``None``); broken
    files are listed, never hidden, rewritten or deleted. ``kind`` is ``library`` (saved
    by the app), ``share`` or ``manifest`` (dropped in by hand) or ``broken``.
    ``description`` is cut to its first 500 characters.
    """

    file: str
    name: str | None
    profile: str | None
    description: str | None
    step_count: int
    tools: tuple[str, ...]
    draft: bool
    kind: str
    mtime_ns: int
    size: int
    broken: str | None = None
    broken_code: str | None = None

    @property
    def ok(self) -> bool:
        return self.broken is None


#: A pipe or device swapped in after the scan cannot block the open or become a terminal.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)


_RECORD: ModuleType | None = None


def _record_module() -> ModuleType:
    """:mod:`~recipe_studio.core.library.record`, imported on the first file read: a
    listing from the index alone (the window's first frame) reads no recipe and should
    not load the models that decoding needs."""
    global _RECORD
    if _RECORD is None:
        import recipe_studio.core.library.record as record

        _RECORD = record
    return _RECORD


def read_row(folder: Path, fd: int | None, file: str, now: int) -> Row:
    """Read one file into an index row (never raises); ``now``: ``time.time_ns()``."""
    record = _record_module()
    Broken = record.Broken
    try:
        if fd is not None:
            handle = os.open(file, _READ_FLAGS, dir_fd=fd)
        else:
            handle = os.open(os.path.join(folder, file), _READ_FLAGS | getattr(os, "O_BINARY", 0))
        try:
            st = os.fstat(handle)
            sig = (st.st_mtime_ns, st.st_size, st.st_ino)
            if not stat.S_ISREG(st.st_mode):
                reason = Broken("unreadable", "not a regular file")
                return _broken_row(file, sig, reason, trusted=False)
            if st.st_size > limits.MAX_RECIPE_BYTES:
                text = f"the file is too large to be a recipe ({st.st_size} bytes)"
                return _broken_row(file, sig, Broken("too_large", text), trusted=True)
            raw = read_all(handle, st.st_size)
        finally:
            os.close(handle)
    except OSError as exc:
        reason = Broken("unreadable", f"cannot be read: {exc.strerror or exc}")
        return _broken_row(file, (0, 0, 0), reason, trusted=False)
    return _decoded_row(record, file, sig, sig[0] + RACY_NS <= now, raw)


def _decoded_row(record: ModuleType, file: str, sig: Sig, trusted: bool, raw: bytes) -> Row:
    """The row of a file read whole: its summary, or why it is broken."""
    decoded = record.decode(raw)
    if isinstance(decoded, record.Broken):
        return _broken_row(file, sig, decoded, trusted=trusted)
    s = record.summarize(decoded)
    return (
        file,
        *sig,
        trusted,
        s.name,
        s.profile,
        s.description,
        s.step_count,
        _pack(s.tools),
        s.draft,
        s.kind,
        None,
        None,
    )


def _read_all_rows(folder: Path, fd: int | None, files: list[str], now: int) -> list[Row]:
    """:func:`read_row` for every file, as one tight loop (a cold listing reads them
    all): plain files of a usual size are read here, anything else by ``read_row``."""
    if fd is None:
        return [read_row(folder, fd, file, now) for file in files]
    record = _record_module()
    decoded_row = _decoded_row
    open_, fstat, read, close = os.open, os.fstat, os.read, os.close
    is_file, limit, flags = stat.S_ISREG, limits.MAX_RECIPE_BYTES, _READ_FLAGS
    trusted_before = now - RACY_NS  # as read_row: changed long enough ago to be trusted
    rows: list[Row] = []
    append = rows.append
    for file in files:
        try:
            handle = open_(file, flags, dir_fd=fd)
        except OSError:
            append(read_row(folder, fd, file, now))  # says why, as a broken entry
            continue
        try:
            st = fstat(handle)
            size = st.st_size
            raw = read(handle, size + 1) if is_file(st.st_mode) and size <= limit else None
        except OSError:
            raw = None
        finally:
            close(handle)
        if raw is None or len(raw) != size:  # odd, too large, or changing meanwhile
            append(read_row(folder, fd, file, now))
            continue
        mtime = st.st_mtime_ns
        append(decoded_row(record, file, (mtime, size, st.st_ino), mtime <= trusted_before, raw))
    return rows


def read_all(handle: int, size: int) -> bytes:
    """Every byte of an open file (whose size was ``size`` a moment ago)."""
    first = os.read(handle, size + 1)
    if len(first) == size:  # all of it, and not a byte more: the end of the file
        return first
    chunks = [first]  # it changed meanwhile, or a short read: read to the end
    while sum(map(len, chunks)) <= limits.MAX_RECIPE_BYTES:
        more = os.read(handle, 1 << 16)
        if not more:
            break
        chunks.append(more)
    return b"".join(chunks)


def _broken_row(file: str, sig: Sig, broken: Broken, *, trusted: bool) -> Row:
    return (
        file,
        *sig,
        trusted,
        None,
        None,
        None,
        0,
        "",
        False,
        "broken",
        broken.code,
        broken.reason,
    )


#: Joins a column of texts into one JSON string (a tenth of the cost of writing and
#: reading a list of them); a column holding it, or anything but texts, stays a list.
_SEPARATOR = "\x1e"


def _pack_texts(values: list[Any]) -> str | list[Any]:
    if not values or values[0].__class__ is not str:
        return values
    try:
        joined = _SEPARATOR.join(values)  # also the check that every value is a text
    except TypeError:
        return values
    return joined if joined.count(_SEPARATOR) == len(values) - 1 else values


def _pack(tools: tuple[str, ...]) -> str | list[str]:
    """Tool names as one newline-joined string (a list if a name holds a newline)."""
    joined = "\n".join(tools)
    return joined if not tools or joined.count("\n") == len(tools) - 1 else list(tools)


def _unpack(tools: str | list[str]) -> tuple[str, ...]:
    if isinstance(tools, list):
        return tuple(tools)
    return tuple(tools.split("\n")) if tools else ()


def _unpack_all(column: list[str | list[str]]) -> list[tuple[str, ...]]:
    """:func:`_unpack` for a whole column, without a call per row (the warm listing).

    Recipes share few distinct tool lists, so each is unpacked once and shared: far
    fewer objects to build, and for the cycle collector to look at later.
    """
    texts = cast("list[str]", column)
    try:
        distinct = {t: (tuple(t.split("\n")) if t else ()) for t in set(texts)}
    except TypeError:  # a list among them (a tool name with a newline): one by one
        return [_unpack(t) for t in column]
    return list(map(distinct.__getitem__, texts))


#: Builds a :class:`LibraryEntry` from a tuple of its fields without a Python-level
#: ``__new__`` call (a tenth of the warm listing's time).
_make_entry = functools.partial(tuple.__new__, LibraryEntry)


def _entries(cols: dict[str, list[Any]]) -> list[LibraryEntry]:
    rows = zip(
        cols["file"],
        cols["name"],
        cols["profile"],
        cols["description"],
        cols["step_count"],
        _unpack_all(cols["tools"]),
        cols["draft"],
        cols["kind"],
        cols["mtime_ns"],
        cols["size"],
        cols["broken"],
        cols["broken_code"],
        strict=True,
    )
    return list(map(_make_entry, rows))


def _sorted(rows: list[Row]) -> list[Row]:
    """Rows by case-folded name, then name, then file (files are unique, so the rows
    themselves are never compared); the keys are built in bulk, not by a call per row."""
    names = [row[5] or "" for row in rows]
    files = map(operator.itemgetter(0), rows)
    decorated = sorted(zip(map(str.casefold, names), names, files, rows, strict=True))
    return list(map(operator.itemgetter(3), decorated))


class Index:
    """The listing cache of one library folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / INDEX_DIR / INDEX_FILE
        #: The header of the index last loaded or written (the folder's timestamp then).
        self._header: dict[str, Any] = {}
        #: How many files the last :meth:`refresh` had to read (for tests and the bench).
        self.last_reads = 0
        #: Whether this object listed the folder yet (the first listing cleans up).
        self._opened = False
        #: Temp files of interrupted writes seen by the last scan and still there.
        self._temps_left = 0

    def load_columns(self) -> dict[str, list[Any]] | None:
        """The stored columns, or ``None`` when the index is missing or not valid."""
        try:
            raw = read_bytes_or_none(self.path, MAX_INDEX_BYTES)
            if raw is None:
                return None
            head, _, body = raw.partition(b"\n")
            header = json.loads(head)
            if (
                not isinstance(header, dict)
                or header.get("format") != INDEX_FORMAT
                or header.get("version") != INDEX_VERSION
                or header.get("crc32") != zlib.crc32(body)
            ):
                return None
            data = json.loads(body)
        except (OSError, ValueError, RecursionError):
            return None
        # The checksum shows this is what we wrote, so the value types are ours.
        count = header.get("count")
        if not isinstance(data, dict) or set(data) != set(_COLUMNS):
            return None
        for key, column in data.items():
            if isinstance(column, str):
                data[key] = column.split(_SEPARATOR) if count else []
        if any(not isinstance(data[key], list) or len(data[key]) != count for key in _COLUMNS):
            return None
        self._header = header
        return data

    def refresh(self, *, verify: bool = False) -> list[LibraryEntry]:
        """Every file's entry, re-reading only what is stale; sorted by name, then file.

        ``verify`` checks every file's ``stat`` even when the folder looks untouched.
        """
        return self._refresh(verify)

    def _folder_stamp(self) -> int | None:
        try:
            return os.stat(self.folder).st_mtime_ns
        except OSError:
            return None

    def _quiet(self, folder_mtime_ns: int | None, scanned_ns: int) -> bool:
        """The folder had not changed for a while when it was scanned (not racy)."""
        return folder_mtime_ns is not None and folder_mtime_ns + RACY_NS <= scanned_ns

    def _stamp_worth_writing(self, folder_before: int | None, scanned_ns: int) -> bool:
        """A new folder stamp would let the next listing skip the per-file checks."""
        stored = self._header.get("folder_mtime_ns")
        stored_quiet = self._quiet(stored, int(self._header.get("scanned_ns") or 0))
        if self._header.get("temps", 0) != self._temps_left:
            return True
        return stored != folder_before or (
            not stored_quiet and self._quiet(folder_before, scanned_ns)
        )

    def _refresh(self, verify: bool) -> list[LibraryEntry]:
        cols = self.load_columns()
        folder_before = self._folder_stamp()
        scanned_ns = time.time_ns()
        all_trusted = cols is not None and False not in cols["trusted"]
        opening, self._opened = not self._opened, True
        if (
            not verify
            and not (opening and self._header.get("temps"))
            and cols is not None
            and all_trusted
            and folder_before is not None
            and self._header.get("folder_mtime_ns") == folder_before
            and self._quiet(folder_before, int(self._header.get("scanned_ns") or 0))
        ):
            self.last_reads = 0
            return _entries(cols)
        # Scanning and reading allocate ~10 objects per file and make no cycles: the
        # collections they would trigger cost a quarter of the time. (Not when the
        # listing comes from the index alone: there one late collection costs more.)
        with gc_paused():
            return self._rescan(cols, all_trusted, opening, folder_before, scanned_ns)

    def _rescan(
        self,
        cols: dict[str, list[Any]] | None,
        all_trusted: bool,
        opening: bool,
        folder_before: int | None,
        scanned_ns: int,
    ) -> list[LibraryEntry]:
        """The listing when the folder must be looked at: stat or read what changed."""
        temps: list[str] = []
        found = scan(self.folder, temps, with_stat=cols is not None)
        self._temps_left = remove_temps(self.folder, temps, every=opening)
        if cols is not None and not found.odd and all_trusted:
            sig_columns = zip(cols["mtime_ns"], cols["size"], cols["inode"], strict=True)
            if dict(zip(cols["file"], sig_columns, strict=True)) == found.files:
                self.last_reads = 0
                if self._stamp_worth_writing(folder_before, scanned_ns):
                    self.write(cols, folder_before, scanned_ns)
                return _entries(cols)
        rows = self._rows(cols, found)
        rows = _sorted(rows)
        columns: dict[str, list[Any]] = {key: [] for key in _COLUMNS}
        if rows:
            for key, values in zip(_COLUMNS, zip(*rows, strict=True), strict=True):
                columns[key] = list(values)
        if columns != cols or self._stamp_worth_writing(folder_before, scanned_ns):
            self.write(columns, folder_before, scanned_ns)
        return _entries(columns)

    def _rows(self, cols: dict[str, list[Any]] | None, found: Scan) -> list[Row]:
        known: dict[str, int] = {}
        if cols is not None:
            known = {file: i for i, file in enumerate(cols["file"])}
        rows: list[Row] = []
        reads = 0
        now = time.time_ns()
        with folder_fd(self.folder) as fd:
            if cols is None or not known:  # no index (a cold listing): read all, in one sweep
                rows = _read_all_rows(self.folder, fd, list(found.files), now)
                reads = len(rows)
            else:
                for file, sig in found.files.items():
                    i = known.get(file)
                    if (
                        i is not None
                        and cols["trusted"][i]
                        and (cols["mtime_ns"][i], cols["size"][i], cols["inode"][i]) == sig
                    ):
                        rows.append(tuple(cols[key][i] for key in _COLUMNS))
                        continue
                    rows.append(read_row(self.folder, fd, file, now))
                    reads += 1
        for file, reason in found.odd.items():
            broken = _record_module().Broken("unreadable", reason)
            rows.append(_broken_row(file, (0, 0, 0), broken, trusted=False))
        self.last_reads = reads
        return rows

    def write(
        self, columns: dict[str, list[Any]], folder_mtime_ns: int | None = None, scanned_ns: int = 0
    ) -> None:
        """Store the columns, with the folder's timestamp seen before they were scanned."""
        if not self.folder.is_dir():
            return  # listing a library that does not exist yet creates nothing
        packed = {key: _pack_texts(values) for key, values in columns.items()}
        text = json.dumps(packed, separators=(",", ":"), check_circular=False)
        body = text.encode("ascii")
        header = {
            "format": INDEX_FORMAT,
            "version": INDEX_VERSION,
            "count": len(columns["file"]),
            "crc32": zlib.crc32(body),
            "folder_mtime_ns": folder_mtime_ns,
            "scanned_ns": scanned_ns,
            # Left-over temp files: the next opening of the library looks for them.
            "temps": self._temps_left,
        }
        data = json.dumps(header).encode("ascii") + b"\n" + body
        with contextlib.suppress(OSError):  # a read-only folder still lists
            if not self.path.parent.is_dir():
                # Creating the cache folder moves the library folder's timestamp: record
                # nothing to trust this time (the next full listing records it afresh).
                self.path.parent.mkdir(exist_ok=True)
                header["folder_mtime_ns"] = None
                data = json.dumps(header).encode("ascii") + b"\n" + body
            write_atomic(self.path, data, durable=False)
            self._header = header
