"""Turning bytes from a file into JSON safely: size, encoding, syntax and depth limits.

Every failure is a problem with a location, never an exception or a hang.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from recipe_studio.core.problems import Problem, problem

MAX_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 200


@dataclass
class Loaded:
    data: Any = None
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


class UnreadableFile(Exception):
    """The file cannot be read at all (missing, a folder, no permission)."""


def json_depth_exceeds(value: Any, limit: int) -> bool:
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(node, dict):
            stack.extend((child, depth + 1) for child in node.values())
        elif isinstance(node, list):
            stack.extend((child, depth + 1) for child in node)
    return False


def parse_json_bytes(raw: bytes) -> Loaded:
    if len(raw) > MAX_BYTES:
        return Loaded(problems=[problem("too_large", size=len(raw))])
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return Loaded(problems=[problem("not_utf8", offset=exc.start)])
    return parse_json_text(text)


def parse_json_text(text: str) -> Loaded:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        detail = f"{exc.msg} at line {exc.lineno}, column {exc.colno}"
        return Loaded(
            problems=[problem("not_json", field=f"{exc.lineno}:{exc.colno}", detail=detail)]
        )
    except RecursionError:
        return Loaded(problems=[problem("too_deep")])
    if json_depth_exceeds(data, MAX_DEPTH):
        return Loaded(problems=[problem("too_deep")])
    return Loaded(data)


def read_json_file(path: str | Path) -> Loaded:
    """Load a JSON file; raises :class:`UnreadableFile` only when there is nothing to read."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            return Loaded(problems=[problem("too_large", size=size)])
        raw = path.read_bytes()
    except OSError as exc:
        raise UnreadableFile(f"{path}: {exc.strerror or exc}") from None
    return parse_json_bytes(raw)
