"""Where a tool's result can be read: paths an output schema promises, or a value holds.

Used by the step-result picker (which keys to offer) and by validation (a reference to a
key the schema says cannot exist). Local ``$ref``s (``#/$defs/...``) are followed.
"""

from __future__ import annotations

import difflib
import itertools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from recipe_studio.core.references import JsonPath

MAX_KEYS = 40
MAX_DEPTH = 4


def resolve(node: Any, root: Any) -> Any:
    """Follow local ``$ref`` pointers (a few hops at most, so cycles cannot hang)."""
    for _ in range(8):
        if not isinstance(node, dict) or not isinstance(node.get("$ref"), str):
            return node
        ref = node["$ref"]
        if not ref.startswith("#/"):
            return node
        target: Any = root
        for part in ref[2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            if not isinstance(target, dict) or part not in target:
                return {}
            target = target[part]
        node = target
    return node


def schema_paths(schema: Any) -> list[JsonPath]:
    """Paths an output schema promises: properties, and ``0`` for a list's items."""
    out: list[JsonPath] = []

    def walk(node: Any, prefix: JsonPath, depth: int) -> None:
        node = resolve(node, schema)
        if not isinstance(node, dict) or depth >= MAX_DEPTH or len(out) >= MAX_KEYS:
            return
        props = node.get("properties")
        if isinstance(props, dict):
            for key, sub in props.items():
                path = (*prefix, key)
                if path not in out:
                    out.append(path)
                walk(sub, path, depth + 1)
        items = node.get("items")
        if isinstance(items, dict):
            path = (*prefix, 0)
            if path not in out:
                out.append(path)
            walk(items, path, depth + 1)
        for combo in ("anyOf", "oneOf", "allOf"):
            options = node.get(combo)
            if isinstance(options, list):
                for sub in options:
                    walk(sub, prefix, depth)

    walk(schema, (), 0)
    return out[:MAX_KEYS]


def value_paths(value: Any, items: int = 1) -> list[JsonPath]:
    """Paths present in an actual result.

    A list's items count as one shape, ``0`` ("first"): the keys of its first ``items``
    items are merged there, so a 10,000-item result gives as few paths as a 1-item one.
    """
    out: list[JsonPath] = []
    seen: set[JsonPath] = set()

    def add(path: JsonPath) -> None:
        if path not in seen:
            seen.add(path)
            out.append(path)

    def walk(node: Any, prefix: JsonPath, depth: int) -> None:
        if depth >= MAX_DEPTH or len(out) >= MAX_KEYS:
            return
        if isinstance(node, dict):
            for key, sub in itertools.islice(node.items(), MAX_KEYS):
                path = (*prefix, str(key))
                add(path)
                walk(sub, path, depth + 1)
        elif isinstance(node, list) and node:
            path = (*prefix, 0)
            add(path)
            for item in itertools.islice(node, max(1, items)):
                walk(item, path, depth + 1)

    walk(value, (), 0)
    return out[:MAX_KEYS]


@dataclass(frozen=True)
class UnlistedKey:
    """A key of a path that an object schema with listed ``properties`` does not list."""

    key: str
    #: The schema says no other key can exist (``additionalProperties: false``).
    closed: bool
    #: The keys the schema lists at that place.
    listed: tuple[str, ...]

    def nearest(self) -> str | None:
        """The listed key closest to ``key`` (a likely typo), if one is close enough."""
        found = difflib.get_close_matches(self.key, self.listed, n=1, cutoff=0.6)
        if not found:
            lowered = {name.lower(): name for name in self.listed}
            return lowered.get(self.key.lower())
        return found[0]


def unlisted_key(schema: Any, path: JsonPath) -> UnlistedKey | None:
    """The first key of ``path`` that the schema does not list where it lists properties.

    ``None`` when every key is listed, or where the schema does not say (no
    ``properties``, a combination, ``patternProperties`` or a schema for extra keys).
    """
    current = resolve(schema, schema)
    for part in path:
        if not isinstance(current, dict):
            return None
        if isinstance(part, int):
            current = resolve(current.get("items"), schema)
            continue
        props = current.get("properties")
        if not isinstance(props, dict) or any(k in current for k in ("anyOf", "oneOf", "allOf")):
            return None
        if part in props:
            current = resolve(props[part], schema)
            continue
        extra = current.get("additionalProperties", True)
        if current.get("patternProperties") or isinstance(extra, dict) or not props:
            return None
        return UnlistedKey(part, extra is False, tuple(str(key) for key in props))
    return None


def missing_key(schema: Any, path: JsonPath) -> str | None:
    """The first key of ``path`` that the schema says cannot exist (``None``: may exist)."""
    current = resolve(schema, schema)
    for part in path:
        if not isinstance(current, dict):
            return None
        if isinstance(part, int):
            current = resolve(current.get("items"), schema)
            continue
        props = current.get("properties")
        if not isinstance(props, dict) or any(k in current for k in ("anyOf", "oneOf", "allOf")):
            return None
        if part in props:
            current = resolve(props[part], schema)
            continue
        if current.get("additionalProperties", True) is False and not current.get(
            "patternProperties"
        ):
            return part
        return None
    return None
