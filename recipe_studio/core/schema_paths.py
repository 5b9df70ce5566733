"""Where a tool's result can be read: paths an output schema promises, or a value holds.

Used by the step-result picker (which keys to offer) and by validation (a reference to a
key the schema says cannot exist). Local ``$ref``s (``#/$defs/...``) are followed.
"""

from __future__ import annotations

import itertools
from typing import Any

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
