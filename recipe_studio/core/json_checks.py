"""Checks of parsed JSON against the limits that only show after parsing, with locations.

:func:`check_tree` walks the parsed value once, looking only for what the caller says
could be there (a cheap look at the raw bytes decides), and returns the first problem
with the JSON path to it: too deep, a text too long, a number too large to be finite, a
lone surrogate (``"\\ud800"``: not valid Unicode, it cannot be written or shown), or more
references than :data:`limits.MAX_REFERENCES` when some were hidden behind escapes.
"""

from __future__ import annotations

import json
import re
from typing import Any

from recipe_studio.core import limits
from recipe_studio.core.gc_pause import gc_paused
from recipe_studio.core.problems import PathPart, Problem, problem

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
_MAX_SHOWN_PATH = 12
_REFERENCE_KEYS = frozenset({"$step", "$input"})


def location_of(path: list[PathPart] | tuple[PathPart, ...]) -> dict[str, Any]:
    """``problem()`` keywords placing a problem at a JSON path (``steps[2].args.x``)."""
    parts = tuple(path)[:_MAX_SHOWN_PATH]
    if parts and isinstance(parts[0], str):
        return {"field": parts[0], "path": parts[1:]}
    return {"path": parts}


def check_tree(
    data: Any,
    *,
    depth: bool = True,
    strings: bool = True,
    floats: bool = True,
    surrogates: bool = True,
    references: bool = False,
) -> Problem | None:
    """The first limit ``data`` breaks among those asked for, located; ``None`` if none."""
    if not (depth or strings or floats or surrogates or references):
        return None
    with gc_paused():
        return _Walk(depth, strings, floats, surrogates, references).run(data)


#: A container on the walk's stack: (container, level, parent entry, key in parent); a
#: path is only built when a problem is found.
_Entry = tuple[Any, int, Any, PathPart | None]


class _Walk:
    """One walk over a parsed value, written for speed: it runs over every value of a
    large file, so the limits are plain attributes read once per container, and each
    container's items are checked in one loop (a call per container, none per value)."""

    __slots__ = ("count", "floats", "lone", "max_chars", "max_depth", "references", "stack")

    def __init__(
        self, depth: bool, strings: bool, floats: bool, surrogates: bool, references: bool
    ) -> None:
        self.max_depth = limits.MAX_DEPTH if depth else 1 << 62
        self.max_chars = limits.MAX_STRING_CHARS if strings else 1 << 62
        self.lone = _LONE_SURROGATE.search if surrogates else None
        self.floats = floats
        self.references = references
        #: References seen so far (``$step``/``$input`` keys and ``${`` in texts).
        self.count = 0
        self.stack: list[_Entry] = []

    def run(self, data: Any) -> Problem | None:
        """The first problem in ``data``, in the order the walk meets them; ``None``."""
        if data.__class__ is not dict and data.__class__ is not list:
            data = [data]  # a bare value: checked as the only item of a list, at the top
        stack = self.stack = [(data, 1, None, None)]
        max_depth, in_object, in_array = self.max_depth, self._object, self._array
        while stack:
            entry = stack.pop()
            if entry[1] > max_depth:
                return problem("too_deep", limit=limits.MAX_DEPTH, **location_of(_path(entry)))
            found = in_object(entry) if entry[0].__class__ is dict else in_array(entry)
            if found is not None:
                return found
        if self.count > limits.MAX_REFERENCES:
            return problem("too_many_references", count=self.count, limit=limits.MAX_REFERENCES)
        return None

    def _object(self, entry: _Entry) -> Problem | None:
        """An object's members, each key checked before its value (see :meth:`_array`)."""
        max_chars, lone, floats = self.max_chars, self.lone, self.floats
        references, push, level = self.references, self.stack.append, entry[1] + 1
        count = 0
        for key, value in entry[0].items():
            if len(key) > max_chars or (lone is not None and lone(key)):
                return _text_problem(key, max_chars, _path(entry))
            if references and key in _REFERENCE_KEYS:
                count += 1
            kind = value.__class__
            if kind is str:
                if len(value) > max_chars or (lone is not None and lone(value)):
                    return _text_problem(value, max_chars, (*_path(entry), key))
                if references:
                    count += value.count("${")
            elif kind is dict or kind is list:
                push((value, level, entry, key))
            elif floats and kind is float and value - value != 0:
                return problem("number_too_large", **location_of((*_path(entry), key)))
        self.count += count
        return None

    def _array(self, entry: _Entry) -> Problem | None:
        """An array's items: texts checked and their references counted, numbers checked,
        containers put on the stack."""
        max_chars, lone, floats = self.max_chars, self.lone, self.floats
        references, push, level = self.references, self.stack.append, entry[1] + 1
        count = 0
        for index, value in enumerate(entry[0]):
            kind = value.__class__
            if kind is str:
                if len(value) > max_chars or (lone is not None and lone(value)):
                    return _text_problem(value, max_chars, (*_path(entry), index))
                if references:
                    count += value.count("${")
            elif kind is dict or kind is list:
                push((value, level, entry, index))
            elif floats and kind is float and value - value != 0:
                return problem("number_too_large", **location_of((*_path(entry), index)))
        self.count += count
        return None


def _path(entry: _Entry) -> tuple[PathPart, ...]:
    parts: list[PathPart] = []
    node: _Entry | None = entry
    while node is not None and node[2] is not None:
        key = node[3]
        assert key is not None
        parts.append(key)
        node = node[2]
    parts.reverse()
    return tuple(parts)


def _text_problem(text: str, max_chars: int, path: tuple[PathPart, ...]) -> Problem:
    if len(text) > max_chars:
        return problem("string_too_long", limit=limits.MAX_STRING_CHARS, **location_of(path))
    return problem("lone_surrogate", **location_of(path))


class _Pairs(list[tuple[str, Any]]):
    """An object's key/value pairs as written, repeated keys included."""


def duplicate_key_path(text: str) -> list[PathPart]:
    """The path of the first key written twice in one object, ending with that key
    (``[]`` if there is none); ``text`` must be valid JSON."""
    stack: list[tuple[Any, list[PathPart]]] = [(json.loads(text, object_pairs_hook=_Pairs), [])]
    while stack:
        node, path = stack.pop()
        if isinstance(node, _Pairs):
            seen: set[str] = set()
            for key, _value in node:
                if key in seen:
                    return [*path, key]
                seen.add(key)
            children: Any = node
        elif isinstance(node, list):
            children = enumerate(node)
        else:
            continue
        stack.extend(reversed([(value, [*path, key]) for key, value in children]))
    return []
