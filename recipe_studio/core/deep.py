"""Values nested deeper than anything can store: found and cut without recursion.

A server may answer with JSON nested thousands of levels deep, and a reference may wrap
one step's result in another's. The run keeps such a value whole (later steps read it),
but JSON writers recurse and stop at a few hundred levels, so what is *stored or shown*
(the run record, ``run --json``, the window's result view, ``serve``'s answer) holds
each value to :data:`~recipe_studio.core.limits.MAX_DEPTH` levels: a deeper part becomes
``{"cut": true, "note": ..., "depth": N}``, as a too-large value becomes a note in the
run record. Both functions here walk the value with an explicit stack, so any depth works.
"""

from __future__ import annotations

from typing import Any

from recipe_studio.core.limits import MAX_DEPTH


def deeper_than(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether ``value`` nests lists and objects more than ``limit`` levels deep."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list | tuple):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend(
            (child, depth + 1) for child in children if isinstance(child, dict | list | tuple)
        )
    return False


def _note(item: Any) -> dict[str, Any]:
    levels = _levels(item)
    return {
        "cut": True,
        "note": (
            f"This part was nested {levels:,} more levels deep; the stored value keeps "
            f"{MAX_DEPTH} levels in all."
        ),
        "depth": levels,
    }


def _levels(value: Any) -> int:
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item
        deepest = max(deepest, depth)
        stack.extend((c, depth + 1) for c in children if isinstance(c, dict | list | tuple))
    return deepest


def cut_deep(value: Any, limit: int = MAX_DEPTH) -> tuple[Any, bool]:
    """``value`` with every part below ``limit`` levels replaced by a note (see the module
    docstring), and whether anything was cut; ``value`` itself when nothing is too deep."""
    if not deeper_than(value, limit):
        return value, False
    root: list[Any] = [None]
    # (source container, depth, where its copy goes: (parent copy, key))
    stack: list[tuple[Any, int, Any, Any]] = [(value, 1, root, 0)]
    while stack:
        item, depth, parent, key = stack.pop()
        if not isinstance(item, dict | list | tuple):
            parent[key] = item
            continue
        if depth > limit:
            parent[key] = _note(item)
            continue
        if isinstance(item, dict):
            copy: Any = dict.fromkeys(item)
            pairs: Any = item.items()
        else:
            copy = [None] * len(item)
            pairs = enumerate(item)
        parent[key] = copy
        stack.extend((child, depth + 1, copy, k) for k, child in pairs)
    return root[0], True


def json_size_over(value: Any, limit: int) -> int | None:
    """About how many characters ``value`` takes as JSON, if that is more than ``limit``
    (``None``: it fits). Counts without writing the text, and stops once past ``limit``."""
    total = 0
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            total += len(item) + 2
        elif isinstance(item, dict):
            total += 2 + 2 * len(item)
            for key, child in item.items():
                total += len(str(key)) + 2
                stack.append(child)
        elif isinstance(item, list | tuple):
            total += 2 + len(item)
            stack.extend(item)
        elif isinstance(item, bool) or item is None:
            total += 5
        else:
            total += len(repr(item))
        if total > limit:
            return total
    return None
