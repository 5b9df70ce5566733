"""Recordings of tool calls: append-only JSON lines in the Studio folder.

``recipe-studio record`` writes one line per event, each flushed and fsynced before the
message it describes is passed on, so a crash of the client, the server or the recorder
itself costs at most the line being written (a cut last line is skipped when reading)::

    {"kind": "start", "format": "recipe-studio-recording", "version": 1, "s": "3f9a..",
     "name": "Morning", "server": "LMCP (lmcp --stdio)", "at": "2026-12-01T10:00:00+00:00"}
    {"kind": "tools", "s": "3f9a..", "tools": [<tools/list entries, as sent>]}
    {"kind": "call", "s": "3f9a..", "n": 1, "tool": "get_datetime", "arguments": {}, "at": ..}
    {"kind": "result", "s": "3f9a..", "n": 1, "ok": true, "result": {<CallToolResult>}, "at": ..}
    {"kind": "result", "s": "3f9a..", "n": 2, "ok": false, "error": {"code": -32602, ..}}

``s`` tells apart the sessions that wrote to one file (an app that restarts the
recorder appends to the same recording). A recording holds what the tools returned, so
it never leaves this computer: it is listed in the Studio (:func:`list_recordings`) and
deleted from there (:func:`delete_recording`).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import threading
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from recipe_studio.core.paths import recordings_dir

RECORDING_FORMAT = "recipe-studio-recording"
RECORDING_VERSION = 1
SUFFIX = ".jsonl"
_SLUG = re.compile(r"[^A-Za-z0-9_-]+")


def now_text() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def new_recording_path(name: str = "", home: str | os.PathLike[str] | None = None) -> Path:
    """A fresh file name in the recordings folder: the time, then the name's letters."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    slug = _SLUG.sub("-", name).strip("-")[:40] or "recording"
    return recordings_dir(home) / f"{stamp}-{slug}-{secrets.token_hex(2)}{SUFFIX}"


class RecordingWriter:
    """Appends events to one recording; every line is on disk when :meth:`write` returns.

    Thread-safe. A write that fails (disk full) is reported through ``on_error`` once and
    later events are still attempted: recording must never stop the calls themselves.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        name: str = "",
        server: str = "",
        on_error: Any = None,
    ) -> None:
        self.path = Path(path)
        self.session = secrets.token_hex(4)
        self.on_error = on_error
        self._lock = threading.Lock()
        self._failed = False
        #: Lines written by this writer (1: only the start line).
        self.lines = 0
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file: IO[str] | None = self.path.open("a", encoding="utf-8", newline="\n")
        self.write(
            {
                "kind": "start",
                "format": RECORDING_FORMAT,
                "version": RECORDING_VERSION,
                "name": name,
                "server": server,
                "at": now_text(),
            }
        )

    def write(self, entry: dict[str, Any]) -> None:
        line = json.dumps({**entry, "s": self.session}, ensure_ascii=False, default=str)
        with self._lock:
            if self._file is None:
                return
            try:
                self._file.write(line + "\n")
                self._file.flush()
                os.fsync(self._file.fileno())
                self.lines += 1
            except OSError as exc:
                if not self._failed and self.on_error is not None:
                    self.on_error(exc)
                self._failed = True

    def close(self) -> None:
        with self._lock:
            if self._file is not None:
                with contextlib.suppress(OSError):
                    self._file.close()
                self._file = None


@dataclass
class RecordedCall:
    """One ``tools/call`` as recorded: ``status`` is ``ok``, ``failed``, ``cancelled`` or
    ``pending`` (no answer was recorded: the session ended during the call)."""

    number: int
    tool: str
    arguments: dict[str, Any]
    status: str = "pending"
    #: The answer as sent (``CallToolResult`` JSON), for ``ok`` and tool-level failures.
    result: dict[str, Any] | None = None
    #: A JSON-RPC error's ``{code, message}``, when the call was refused.
    error: dict[str, Any] | None = None
    at: str = ""

    @property
    def ok(self) -> bool:
        return self.status == "ok"


@dataclass
class Recording:
    path: Path
    name: str = ""
    server: str = ""
    started_at: str = ""
    #: The last tool list the server sent (``None``: the client never asked).
    tools: list[dict[str, Any]] | None = None
    calls: list[RecordedCall] | None = None

    @property
    def id(self) -> str:
        return self.path.stem


def _lines(path: Path) -> list[dict[str, Any]]:
    entries = []
    with path.open("r", encoding="utf-8", errors="replace") as file:
        for line in file:
            try:
                entry = json.loads(line)
            except ValueError:  # a line cut by a crash
                continue
            if isinstance(entry, dict):
                entries.append(entry)
    return entries


def read_recording(path: str | os.PathLike[str]) -> Recording:
    """The recording at ``path`` (raises ``OSError`` when it cannot be read)."""
    recording = Recording(Path(path), calls=[])
    calls: dict[tuple[str, int], RecordedCall] = {}
    for entry in _lines(recording.path):
        _apply(recording, calls, entry)
    recording.calls = list(calls.values())
    for number, call in enumerate(recording.calls, 1):
        call.number = number
    return recording


def _apply(recording: Recording, calls: dict[tuple[str, int], RecordedCall], entry: Any) -> None:
    kind = entry.get("kind")
    key = (str(entry.get("s", "")), entry.get("n") if isinstance(entry.get("n"), int) else -1)
    if kind == "start":
        if not recording.started_at:
            recording.name = str(entry.get("name") or "")
            recording.server = str(entry.get("server") or "")
            recording.started_at = str(entry.get("at") or "")
    elif kind == "tools" and isinstance(entry.get("tools"), list):
        recording.tools = [tool for tool in entry["tools"] if isinstance(tool, dict)]
    elif kind == "call" and isinstance(entry.get("tool"), str):
        arguments = entry.get("arguments")
        calls[key] = RecordedCall(
            len(calls) + 1,
            entry["tool"],
            arguments if isinstance(arguments, dict) else {},
            at=str(entry.get("at") or ""),
        )
    elif kind in ("result", "cancelled") and key in calls:
        call = calls[key]
        if kind == "cancelled":
            call.status = "cancelled"
            return
        result, error = entry.get("result"), entry.get("error")
        call.result = result if isinstance(result, dict) else None
        call.error = error if isinstance(error, dict) else None
        call.status = "ok" if entry.get("ok") is True else "failed"


@dataclass(frozen=True)
class RecordingSummary:
    id: str
    path: Path
    name: str
    server: str
    started_at: str
    calls: int


def list_recordings(home: str | os.PathLike[str] | None = None) -> list[RecordingSummary]:
    """The recordings in the Studio folder, newest first (unreadable files are skipped)."""
    folder = recordings_dir(home)
    found = []
    for path in sorted(folder.glob(f"*{SUFFIX}"), reverse=True) if folder.is_dir() else []:
        try:
            recording = read_recording(path)
        except OSError:
            continue
        count = len(recording.calls or [])
        found.append(
            RecordingSummary(
                recording.id, path, recording.name, recording.server, recording.started_at, count
            )
        )
    return found


def delete_recording(path: str | os.PathLike[str]) -> None:
    """Delete a recording for good (it holds tool results: no trash copy is kept)."""
    target = Path(path)
    if target.suffix != SUFFIX:
        raise ValueError(f"{target.name} is not a recording")
    target.unlink()


#: Recordings already read, by path: ``((mtime_ns, size), recording)``.
ReadCache = dict[Path, tuple[tuple[int, int], Recording]]


def _read_cached(path: Path, cache: ReadCache | None) -> Recording:
    info = path.stat()
    key = (info.st_mtime_ns, info.st_size)
    known = cache.get(path) if cache is not None else None
    if known is not None and known[0] == key:
        return known[1]
    recording = read_recording(path)
    if cache is not None:
        cache[path] = (key, recording)
    return recording


def calls_since(
    since: str, home: str | os.PathLike[str] | None = None, cache: ReadCache | None = None
) -> tuple[list[RecordedCall], Recording | None]:
    """The calls recorded from ``since`` (an ISO time) on, in every recording, oldest
    first and numbered from 1, and the latest recording that has a tool list (else the
    latest one), for the server's name and tools. ``cache`` (kept by the caller between
    calls) spares re-reading recordings that did not change."""
    folder = recordings_dir(home)
    floor = datetime.fromisoformat(since).timestamp() - 1
    recordings = []
    for path in sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []:
        try:
            if path.stat().st_mtime < floor:
                continue
            recordings.append(_read_cached(path, cache))
        except OSError:
            continue
    calls = [replace(c) for r in recordings for c in r.calls or [] if c.at >= since]
    calls.sort(key=lambda call: call.at)
    for number, call in enumerate(calls, 1):
        call.number = number
    with_tools = [r for r in recordings if r.tools]
    latest = with_tools[-1] if with_tools else (recordings[-1] if recordings else None)
    return calls, latest
