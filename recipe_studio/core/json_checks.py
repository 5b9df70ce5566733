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
        return _walk(data, depth, strings, floats, surrogates, references)


# One walk, written for speed: it runs over every value of a large file.
def _walk(
    data: Any, depth: bool, strings: bool, floats: bool, surrogates: bool, references: bool
) -> Problem | None:
    max_depth = limits.MAX_DEPTH if depth else 1 << 62
    max_chars = limits.MAX_STRING_CHARS if strings else 1 << 62
    lone = _LONE_SURROGATE.search if surrogates else None
    count = 0
    if data.__class__ is not dict and data.__class__ is not list:
        data = [data]  # a bare value: checked as the only item of a list, at the top
    # Stack entries are (container, level, parent entry, key in parent): a path is only
    # built when a problem is found.
    root: _Entry = (data, 1, None, None)
    stack = [root]
    while stack:
        entry = stack.pop()
        node, level = entry[0], entry[1]
        if level > max_depth:
            return problem("too_deep", limit=limits.MAX_DEPTH, **location_of(_path(entry)))
        if node.__class__ is dict:
            for key, value in node.items():
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
                    stack.append((value, level + 1, entry, key))
                elif floats and kind is float and value - value != 0:
                    return problem("number_too_large", **location_of((*_path(entry), key)))
            continue
        for index, value in enumerate(node):
            kind = value.__class__
            if kind is str:
                if len(value) > max_chars or (lone is not None and lone(value)):
                    return _text_problem(value, max_chars, (*_path(entry), index))
                if references:
                    count += value.count("${")
            elif kind is dict or kind is list:
                stack.append((value, level + 1, entry, index))
            elif floats and kind is float and value - value != 0:
                return problem("number_too_large", **location_of((*_path(entry), index)))
    if count > limits.MAX_REFERENCES:
        return problem("too_many_references", count=count, limit=limits.MAX_REFERENCES)
    return None


_Entry = tuple[Any, int, Any, PathPart | None]


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
