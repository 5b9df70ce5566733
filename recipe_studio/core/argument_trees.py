"""Argument values as trees: the value at a path set or removed, references renamed.

Every function returns new containers for what it changes and leaves its input as it
was (the document's steps are replaced, never edited in place); where nothing changes
the rename functions return the very same object, so callers can tell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from recipe_studio.core.profiles import Profile
    from recipe_studio.core.references import JsonPath


def with_value(container: Any, path: JsonPath, value: Any) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(head, int):
        items = list(container) if isinstance(container, list) else []
        while len(items) <= head:
            items.append(None)
        items[head] = with_value(items[head], rest, value)
        return items
    obj = dict(container) if isinstance(container, dict) else {}
    obj[head] = with_value(obj.get(head), rest, value)
    return obj


def without_value(container: Any, path: JsonPath) -> Any:
    if not path:
        return container
    head, rest = path[0], path[1:]
    if isinstance(container, dict) and head in container:
        obj = dict(container)
        if rest:
            obj[head] = without_value(obj[head], rest)
        else:
            del obj[head]
        return obj
    if isinstance(container, list) and isinstance(head, int) and head < len(container):
        items = list(container)
        if rest:
            items[head] = without_value(items[head], rest)
        else:
            del items[head]
        return items
    return container


def rename_param_refs(args: Any, old: str, new: str, profile: Profile) -> Any:
    """``args`` with references to param ``old`` pointing at ``new`` (same object if none)."""
    if profile.dialect == "custom":
        return _map_custom(args, lambda ref: {"$input": new} if ref == {"$input": old} else None)
    needle = "${" + old + "}"
    if needle not in repr(args):
        return args
    return _map_strings(args, lambda s: s.replace(needle, "${" + new + "}"))


def rename_step_id_refs(args: Any, old: str, new: str) -> Any:
    def swap(ref: dict[str, Any]) -> dict[str, Any] | None:
        if ref.get("$step") == old:
            return {**ref, "$step": new}
        return None

    return _map_custom(args, swap)


def _map_strings(value: Any, fn: Any) -> Any:
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, dict):
        return {k: _map_strings(v, fn) for k, v in value.items()}
    if isinstance(value, list):
        return [_map_strings(v, fn) for v in value]
    return value


def _map_custom(value: Any, fn: Any) -> Any:
    """Apply ``fn`` to reference objects; returns ``value`` itself when nothing changed."""
    if isinstance(value, dict):
        if "$input" in value or "$step" in value:
            replaced = fn(value)
            return value if replaced is None else replaced
        changed = {k: _map_custom(v, fn) for k, v in value.items()}
        return value if all(changed[k] is value[k] for k in value) else changed
    if isinstance(value, list):
        items = [_map_custom(v, fn) for v in value]
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    return value
