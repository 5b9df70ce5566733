"""Turning a file or bytes into JSON safely: every failure is a located problem, never a
crash or a hang.

Only regular files are opened (a folder, pipe, device or socket is refused after a
``stat``, and the open itself cannot block), never more than :data:`limits.MAX_FILE_BYTES`
are read, and the JSON is held to the limits in :mod:`recipe_studio.core.limits`: number
lengths are checked on the raw bytes before parsing (Python's int parsing is quadratic),
nesting depth, text length, non-finite numbers and lone surrogates after parsing, each
only when a cheap look at the bytes says it could be there. ``NaN``/``Infinity`` are not
JSON and are refused; a key given twice in one object is a warning (the last one counts).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from recipe_studio.core import limits
from recipe_studio.core.file_read import NotAFile as NotAFile
from recipe_studio.core.file_read import read_bytes_or_none as read_bytes_or_none
from recipe_studio.core.file_read import read_regular as read_regular
from recipe_studio.core.gc_pause import gc_paused
from recipe_studio.core.json_checks import check_tree, duplicate_key_path, location_of
from recipe_studio.core.problems import Problem, Severity, has_errors, problem

if TYPE_CHECKING:
    from pathlib import Path

#: Maps every digit to "0", "e" and "E" to "e" and every other byte to " ", so runs of
#: digits and exponents can be found with plain substring searches (at C speed).
_DIGIT_RUNS = bytes(
    0x30 if 0x30 <= b <= 0x39 else 0x65 if b in (0x45, 0x65) else 0x20 for b in range(256)
)
#: A float literal with more digits than this may overflow to infinity.
_FLOAT_DIGITS = 308
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_CONSTANT = re.compile(rb"NaN|-?Infinity")
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_ESCAPED_REF_CHAR = re.compile(rb"\\u00(?:24|7[bB])")
_REFERENCE_KEY = re.compile(rb'"\$(?:step|input)"')


@dataclass
class Loaded:
    data: Any = None
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Whether the data can be used (warnings, such as a repeated key, allowed)."""
        return not has_errors(self.problems)


class UnreadableFile(Exception):
    """The file cannot be read at all (missing, a folder or a device, no permission)."""


class _Constant(ValueError):
    """``NaN`` or ``Infinity`` met while parsing (they are not JSON)."""


# --------------------------------------------------------------------------- files


def read_file_bytes(path: str | Path, limit: int | None = None) -> bytes | int:
    """The bytes of the regular file ``path``, or its size when over ``limit`` (default
    :data:`limits.MAX_FILE_BYTES`); raises :class:`UnreadableFile` for anything else."""
    limit = limits.MAX_FILE_BYTES if limit is None else limit
    try:
        raw, st = read_regular(path, limit)
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise UnreadableFile(f"{path}: cannot be read: {reason}") from None
    return max(st.st_size, limit + 1) if raw is None else raw


def read_json_file(path: str | Path, limit: int | None = None) -> Loaded:
    """Load a JSON file; raises :class:`UnreadableFile` only when there is nothing to read."""
    raw = read_file_bytes(path, limit)
    if isinstance(raw, int):
        return Loaded(problems=[problem("too_large", size=raw)])
    return parse_json_bytes(raw, limit)


# --------------------------------------------------------------------------- parsing


def parse_json_bytes(raw: bytes, limit: int | None = None) -> Loaded:
    if len(raw) > (limits.MAX_FILE_BYTES if limit is None else limit):
        return Loaded(problems=[problem("too_large", size=len(raw))])
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return Loaded(problems=[problem("not_utf8", offset=exc.start)])
    return _parse(text, raw[3:] if raw.startswith(b"\xef\xbb\xbf") else raw)


def parse_json_text(text: str) -> Loaded:
    return _parse(text, text.encode("utf-8", "surrogatepass"))


def _parse(text: str, raw: bytes) -> Loaded:
    # Everything that can be told from the bytes is told before parsing, each by a plain
    # search or count at C speed; they also say which walks of the parsed value are
    # needed (a small file cannot hold a text too long, few brackets cannot nest deep).
    digits = raw.translate(_DIGIT_RUNS)
    long_number = _long_number_at(raw, digits)
    if long_number is not None:
        where = _line_col(raw, long_number)
        limit = limits.MAX_NUMBER_DIGITS
        return Loaded(problems=[problem("number_too_long", field=where, limit=limit)])
    floats = b"0e" in digits or b"0" * _FLOAT_DIGITS in digits
    del digits  # as large as the file: gone before the parsed value is built
    references = raw.count(b"${")
    if b'"$' in raw:
        references += len(_REFERENCE_KEY.findall(raw))
    if references > limits.MAX_REFERENCES:
        limit = limits.MAX_REFERENCES
        return Loaded(problems=[problem("too_many_references", count=references, limit=limit)])
    large = len(raw) > limits.MAX_STRING_CHARS
    escapes = b"\\u" in raw
    walks = {
        "depth": large or raw.count(b"{") + raw.count(b"[") > limits.MAX_DEPTH,
        "strings": large,
        "floats": floats,
        "surrogates": escapes and _SURROGATE_ESCAPE.search(raw) is not None,
        "references": escapes and _ESCAPED_REF_CHAR.search(raw) is not None,
    }
    repeated: list[bool] = []

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(items)
        if len(obj) != len(items):
            repeated.append(True)
        return obj

    try:
        with gc_paused():
            data = json.loads(text, object_pairs_hook=pairs, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        where = f"{exc.lineno}:{exc.colno}"
        bad = problem("not_json", field=where, line=exc.lineno, column=exc.colno, detail=exc.msg)
        return Loaded(problems=[bad])  # ``detail``: json's own words, for --json only
    except _Constant as exc:
        at = _first_outside_strings(raw, (m.start() for m in _CONSTANT.finditer(raw)))
        place = _line_col(raw, at) if at is not None else None
        return Loaded(problems=[problem("not_a_number", field=place, text=str(exc))])
    except RecursionError:
        return Loaded(problems=[problem("too_deep", limit=limits.MAX_DEPTH)])
    except ValueError:  # an int beyond Python's own digit limit, if set below ours
        return Loaded(problems=[problem("number_too_long", limit=limits.MAX_NUMBER_DIGITS)])
    found = check_tree(data, **walks)
    if found is not None:
        return Loaded(problems=[found])
    out = Loaded(data)
    path = duplicate_key_path(text) if repeated else []
    if path:
        out.problems.append(
            problem("duplicate_key", Severity.WARNING, key=path[-1], **location_of(path[:-1]))
        )
    return out


def _no_constant(name: str) -> Any:
    raise _Constant(name)


def _long_number_at(raw: bytes, digits: bytes) -> int | None:
    """Where the first number with more than ``MAX_NUMBER_DIGITS`` digits starts.

    Runs of digits are found in ``digits`` (``raw`` translated by :data:`_DIGIT_RUNS`)
    with a plain substring search (linear, at C speed); only when one is found are the
    strings skipped to see whether it is a number or inside a text.
    """
    run = b"0" * (limits.MAX_NUMBER_DIGITS + 1)
    if run not in digits:
        return None

    def starts() -> Any:
        at = digits.find(run)
        while at != -1:
            yield at
            end = at
            while end < len(digits) and digits[end] == 0x30:  # skip the rest of this run
                end += 1
            at = digits.find(run, end)

    return _first_outside_strings(raw, starts())


def _first_outside_strings(raw: bytes, offsets: Any) -> int | None:
    """The first of the increasing ``offsets`` that is not inside a JSON string."""
    pos = 0
    for offset in offsets:
        while True:
            string = _STRING.search(raw, pos)
            if string is None or string.start() > offset:
                return int(offset)
            if string.end() > offset:
                pos = string.end()
                break
            pos = string.end()
    return None


def _line_col(raw: bytes, offset: int) -> str:
    line = raw.count(b"\n", 0, offset) + 1
    start = raw.rfind(b"\n", 0, offset) + 1
    column = len(raw[start:offset].decode("utf-8", "replace")) + 1
    return f"{line}:{column}"
