"""A tool call's answer, independent of the MCP SDK's types.

``CallResult.value`` is what later steps read with ``${steps[N].result...}``: the tool's
structured content when there is some, else its text parsed as JSON when it parses, else
``{"text": <the text>}``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from recipe_studio.core.mcp_client.errors import ToolFailed


@dataclass(frozen=True)
class CallResult:
    """One ``tools/call`` answer.

    ``ok`` is ``not is_error``; :attr:`raw` is the whole answer as wire JSON, for records.
    """

    ok: bool
    structured: Any = None
    content_text: str = ""
    is_error: bool = False
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
        return step_value(self.structured, self.content_text)

    @property
    def error_message(self) -> str:
        text = self.content_text.strip()
        return text or "the tool reported an error without a message"

    def raise_for_error(self) -> CallResult:
        if self.is_error:
            raise ToolFailed(self.error_message)
        return self

    @classmethod
    def of(cls, value: Any) -> CallResult:
        """A successful result carrying ``value`` (for fake callers and pins)."""
        text = json.dumps(value, ensure_ascii=False)
        return cls(
            ok=True, structured=value, content_text=text, source={"structuredContent": value}
        )

    @classmethod
    def failure(cls, message: str) -> CallResult:
        return cls(ok=False, content_text=message, is_error=True, source={"isError": True})


def step_value(structured: Any, text: str) -> Any:
    """What a step's result is for references (module docstring)."""
    if structured is not None:
        return structured
    stripped = text.strip()
    if stripped:
        try:
            return json.loads(stripped)
        except ValueError:
            pass
    return {"text": text}


def from_sdk_result(result: Any) -> CallResult:
    """Convert the SDK's ``CallToolResult`` (read by attribute; no SDK import here)."""
    texts = [
        block.text
        for block in getattr(result, "content", None) or []
        if getattr(block, "type", None) == "text" and isinstance(getattr(block, "text", None), str)
    ]
    is_error = bool(getattr(result, "is_error", False))
    return CallResult(
        ok=not is_error,
        structured=getattr(result, "structured_content", None),
        content_text="\n".join(texts),
        is_error=is_error,
        source=result,
    )
