"""A tool call's answer, independent of the MCP SDK's types, with every kind of content kept.

``CallResult.content`` holds the answer's content blocks as JSON (the MCP wire spelling):

* ``{"type": "text", "text": ...}``
* ``{"type": "image" | "audio", "mimeType": ..., "data": <base64>, "bytes": <size>}``
* ``{"type": "resource", "resource": {"uri", "mimeType", "text" | "blob"}}`` (embedded)
* ``{"type": "resource_link", "uri", "name", "title", "description", "mimeType", "size"}``

``CallResult.value`` is what later steps read with ``${steps[N].result...}``:

1. the tool's structured content, when there is some;
2. else, when every block is text: the text parsed as JSON when it parses, else
   ``{"text": <the text>}``;
3. else ``{"text": <all text joined>, "content": [<every block>]}``, so a reference reads
   ``${steps[0].result.content[0].mimeType}``, ``...content[0].data`` (base64),
   ``...content[1].resource.text`` or ``...content[2].uri``.

Binary data larger than :data:`MAX_INLINE_BYTES` is kept in memory for the run but moved
out of run records into files beside them (see ``core.engine.records``).
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from recipe_studio.core.mcp_client.errors import ToolFailed
from recipe_studio.core.messages import message

#: Binary content above this size (decoded) is written beside a run record, not into it.
MAX_INLINE_BYTES = 64 * 1024
_BLOCK_KEYS = (
    "type",
    "text",
    "mimeType",
    "data",
    "resource",
    "uri",
    "name",
    "title",
    "description",
    "size",
    "annotations",
)


@dataclass(frozen=True)
class CallResult:
    """One ``tools/call`` answer.

    ``ok`` is ``not is_error``; :attr:`raw` is the whole answer as wire JSON, for records.
    """

    ok: bool
    structured: Any = None
    content_text: str = ""
    is_error: bool = False
    #: Every content block as JSON (module docstring).
    content: tuple[dict[str, Any], ...] = ()
    #: The answer as wire JSON, or the SDK's result object (dumped when :attr:`raw` is read).
    source: Any = field(default=None, repr=False, compare=False)

    @cached_property
    def raw(self) -> dict[str, Any]:
        if isinstance(self.source, dict):
            return self.source
        dump = getattr(self.source, "model_dump", None)
        if not callable(dump):
            return {}
        data: dict[str, Any] = dump(mode="json", by_alias=True, exclude_none=True)
        return data

    @property
    def value(self) -> Any:
        return step_value(self.structured, self.content_text, self.content)

    @property
    def error_message(self) -> str:
        text = self.content_text.strip()
        return text or message("tool_failed_silent").text

    def raise_for_error(self) -> CallResult:
        if self.is_error:
            text = self.content_text.strip()
            raise (
                ToolFailed.of("tool_failed", message=text)
                if text
                else ToolFailed.of("tool_failed_silent")
            )
        return self

    @classmethod
    def of(cls, value: Any) -> CallResult:
        """A successful result carrying ``value`` (for fake callers and pins)."""
        text = json.dumps(value, ensure_ascii=False)
        return cls(
            ok=True,
            structured=value,
            content_text=text,
            content=({"type": "text", "text": text},),
            source={"structuredContent": value},
        )

    @classmethod
    def failure(cls, message: str) -> CallResult:
        return cls(ok=False, content_text=message, is_error=True, source={"isError": True})


def step_value(structured: Any, text: str, content: tuple[dict[str, Any], ...] = ()) -> Any:
    """What a step's result is for references (module docstring)."""
    if structured is not None:
        return structured
    if any(block.get("type") != "text" for block in content):
        return {"text": text, "content": [dict(block) for block in content]}
    stripped = text.strip()
    if stripped:
        try:
            return json.loads(stripped)
        except (ValueError, RecursionError):  # not JSON, or JSON too deep to read: text
            pass
    return {"text": text}


def decoded_size(data: str) -> int:
    """The size in bytes of base64 ``data`` (without decoding it)."""
    padding = len(data) - len(data.rstrip("="))
    return max(0, len(data) * 3 // 4 - padding)


def block_bytes(block: dict[str, Any]) -> bytes | None:
    """The binary data of an image, audio or blob resource block (``None``: none or bad)."""
    data = block.get("data")
    if block.get("type") == "resource" and isinstance(block.get("resource"), dict):
        data = block["resource"].get("blob")
    if not isinstance(data, str):
        return None
    try:
        return base64.b64decode(data, validate=True)
    except (binascii.Error, ValueError):
        return None


def block_json(block: Any) -> dict[str, Any]:
    """One content block (an SDK object or wire JSON) as JSON, with binary sizes noted."""
    dump = getattr(block, "model_dump", None)
    if callable(dump):
        data: dict[str, Any] = dump(mode="json", by_alias=True, exclude_none=True)
    elif isinstance(block, dict):
        data = dict(block)
    else:
        data = {"type": str(getattr(block, "type", "unknown"))}
    out = {key: data[key] for key in _BLOCK_KEYS if key in data}
    out.setdefault("type", str(data.get("type", "unknown")))
    if isinstance(out.get("data"), str):
        out["bytes"] = decoded_size(out["data"])
    resource = out.get("resource")
    if isinstance(resource, dict) and isinstance(resource.get("blob"), str):
        out["resource"] = {**resource, "bytes": decoded_size(resource["blob"])}
    return out


def from_sdk_result(result: Any) -> CallResult:
    """Convert the SDK's ``CallToolResult`` (read by attribute; no SDK import here)."""
    blocks = tuple(block_json(block) for block in getattr(result, "content", None) or [])
    texts = [
        block["text"]
        for block in blocks
        if block["type"] == "text" and isinstance(block.get("text"), str)
    ]
    is_error = bool(getattr(result, "is_error", False))
    return CallResult(
        ok=not is_error,
        structured=getattr(result, "structured_content", None),
        content_text="\n".join(texts),
        is_error=is_error,
        content=blocks,
        source=result,
    )
