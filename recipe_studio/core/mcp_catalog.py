"""Catalog entries from a live MCP server's ``tools/list`` answer.

The rules: a tool reads only when its annotations say ``readOnlyHint: true`` (anything
else, including no annotations, is state-changing); it asks its own confirmation when its
input schema has a ``confirm`` property; it is destructive as its ``destructiveHint``
says (unknown when it says nothing); its schemas are taken as they are and known; its
``execution.taskSupport`` ("required", "optional", else "forbidden") is kept.

This module never imports the ``mcp`` package: it reads the SDK's tool objects by
attribute (``input_schema``, ``output_schema``, ``annotations.read_only_hint``) and also
accepts plain JSON objects in the wire spelling (``inputSchema``, ``readOnlyHint``).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from recipe_studio.core.catalog import OPEN_SCHEMA, Catalog, TaskSupport, ToolInfo


def _field(source: Any, *names: str) -> Any:
    """The first of ``names`` that ``source`` has, as a mapping key or an attribute."""
    for name in names:
        if isinstance(source, Mapping):
            if name in source:
                return source[name]
        elif hasattr(source, name):
            return getattr(source, name)
    return None


def _schema(value: Any) -> dict[str, Any] | None:
    if isinstance(value, Mapping):
        return copy.deepcopy(dict(value))
    return None


def is_read_only(tool: Any) -> bool:
    """True only when the tool's annotations say ``readOnlyHint: true``."""
    annotations = _field(tool, "annotations")
    if annotations is None:
        return False
    return _field(annotations, "read_only_hint", "readOnlyHint") is True


def destructive_hint(tool: Any) -> bool | None:
    """The tool's ``destructiveHint`` when its annotations give one, else ``None``."""
    annotations = _field(tool, "annotations")
    if annotations is None:
        return None
    hint = _field(annotations, "destructive_hint", "destructiveHint")
    return hint if isinstance(hint, bool) else None


def takes_confirm(input_schema: Mapping[str, Any]) -> bool:
    properties = input_schema.get("properties")
    return isinstance(properties, Mapping) and "confirm" in properties


def task_support(tool: Any) -> TaskSupport:
    """``execution.taskSupport`` of a listed tool; absent (or unknown) is ``"forbidden"``."""
    execution = _field(tool, "execution")
    value = _field(execution, "task_support", "taskSupport") if execution is not None else None
    if value == "required":
        return "required"
    return "optional" if value == "optional" else "forbidden"


SENTENCE_META = "recipe-studio/sentence"
CONFIRM_WHEN_META = "recipe-studio/confirm-when"


def _title(tool: Any) -> str:
    """The tool's ``title``, else its annotations' ``title`` (older servers), else ""."""
    title = _field(tool, "title")
    if not isinstance(title, str) or not title.strip():
        annotations = _field(tool, "annotations")
        title = _field(annotations, "title") if annotations is not None else None
    return title.strip() if isinstance(title, str) else ""


def _words_meta(tool: Any) -> dict[str, Any]:
    """The step sentence and confirm-when facts a server gives in its tools' ``_meta``."""
    meta = _field(tool, "meta", "_meta")
    if not isinstance(meta, Mapping):
        return {}
    found: dict[str, Any] = {}
    sentence = meta.get(SENTENCE_META)
    if isinstance(sentence, list) and all(isinstance(part, str) for part in sentence):
        found["sentence"] = list(sentence)
    when = meta.get(CONFIRM_WHEN_META)
    if isinstance(when, Mapping):
        found["confirm_when"] = {str(k): list(v) for k, v in when.items() if isinstance(v, list)}
    return found


def tool_info_from_mcp(tool: Any, platforms: list[str] | None = None) -> ToolInfo:
    """The catalog entry for one tool object from ``tools/list``."""
    name = _field(tool, "name")
    if not isinstance(name, str) or not name:
        raise ValueError("an MCP tool without a name cannot be a catalog entry")
    description = _field(tool, "description")
    input_schema = _schema(_field(tool, "input_schema", "inputSchema"))
    return ToolInfo(
        name=name,
        description=description if isinstance(description, str) else "",
        input_schema=input_schema if input_schema is not None else dict(OPEN_SCHEMA),
        output_schema=_schema(_field(tool, "output_schema", "outputSchema")),
        effect="read" if is_read_only(tool) else "write",
        confirm=input_schema is not None and takes_confirm(input_schema),
        platforms=list(platforms or []),
        schema_known=True,
        destructive=destructive_hint(tool),
        task_support=task_support(tool),
        title=_title(tool),
        **_words_meta(tool),
    )


def catalog_from_mcp_tools(
    tools: Iterable[Any],
    name: str,
    *,
    complete: bool = True,
    source: str = "",
    platforms: list[str] | None = None,
) -> Catalog:
    """A catalog of every tool a server listed; ``complete`` since the list is the server's own."""
    entries = [tool_info_from_mcp(tool, platforms) for tool in tools]
    return Catalog.from_tools(name, entries, complete=complete, source=source)
