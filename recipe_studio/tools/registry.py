"""Turn a :class:`~recipe_studio.tools.common.ToolSpec` into an MCP SDK tool.

The SDK derives a tool's input schema from its function signature but lets unknown
arguments through silently and tries to JSON-decode string arguments. Our tools are
stricter: the argument model forbids unknown keys (so the schema says
``additionalProperties: false``) and arguments are validated exactly as sent. A
:class:`~recipe_studio.tools.common.ToolFailure` (or an ``OSError``) becomes the SDK's
``ToolError``, i.e. an ``is_error`` result carrying a plain message. Titles, descriptions
(the schemas' too) and messages are given in the server's language (``tools.i18n``).
"""

from __future__ import annotations

import functools
from typing import Any

from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools.base import Tool
from mcp.server.mcpserver.utilities.func_metadata import ArgModelBase, FuncMetadata
from mcp_types import ToolAnnotations
from pydantic import ConfigDict, ValidationError

from recipe_studio.core.mcp_catalog import CONFIRM_WHEN_META, SENTENCE_META
from recipe_studio.core.titles import readable_name
from recipe_studio.tools import i18n
from recipe_studio.tools.common import FIELD_TITLES, ToolFailure, ToolSpec
from recipe_studio.tools.refused_arguments import describe_refused


class _ExactArguments(FuncMetadata):
    """Arguments are validated as sent: no guessing that a string is JSON."""

    def pre_parse_json(self, data: dict[str, Any]) -> dict[str, Any]:
        return dict(data)


def _os_message(exc: OSError) -> str:
    reason = exc.strerror or str(exc)
    if exc.filename:
        return i18n.text("the file system refused: {reason} ({file})", reason=reason,
                         file=exc.filename)  # fmt: skip
    return i18n.text("the file system refused: {reason}", reason=reason)


def _reporting(spec: ToolSpec) -> Any:
    """The tool function, with anticipated failures raised as the SDK's ``ToolError``."""

    @functools.wraps(spec.fn)
    async def call(**arguments: Any) -> Any:
        try:
            return await spec.fn(**arguments)
        except ToolFailure as exc:
            raise ToolError(exc.translated()) from exc
        except OSError as exc:
            raise ToolError(_os_message(exc)) from exc

    return call


def _strict(arg_model: type[ArgModelBase], name: str) -> type[ArgModelBase]:
    class StrictArguments(arg_model):  # type: ignore[valid-type,misc]
        model_config = ConfigDict(extra="forbid", title=f"{name} arguments")

    return StrictArguments


class _OwnWords(Tool):
    """A tool whose anticipated failures reach the caller in their own words only.

    The SDK prefixes every ``ToolError`` with ``Error executing tool <name>:`` (in English,
    whatever the server's language); a :class:`ToolFailure` already says what happened.
    """

    async def run(
        self, arguments: dict[str, Any], context: Any, convert_result: bool = False
    ) -> Any:
        try:
            return await super().run(arguments, context, convert_result)
        except ToolError as exc:
            if isinstance(exc.__cause__, ValidationError):  # the arguments did not fit
                raise ToolError(describe_refused(exc.__cause__)) from exc.__cause__
            if isinstance(exc.__cause__, ToolError) and isinstance(
                exc.__cause__.__cause__, ToolFailure | OSError
            ):
                raise ToolError(str(exc.__cause__)) from exc.__cause__
            raise


def titled(schema: Any) -> Any:
    """``schema`` with every property titled in English words (:data:`FIELD_TITLES`, else
    the readable name): pydantic's own titles are the identifiers capitalised."""
    if isinstance(schema, list):
        return [titled(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: titled(value) for key, value in schema.items()}
    properties = out.get("properties")
    if isinstance(properties, dict):
        for name, sub in properties.items():
            if isinstance(sub, dict):
                sub["title"] = FIELD_TITLES.get(name) or readable_name(name)
    return out


def _meta(spec: ToolSpec) -> dict[str, Any] | None:
    meta: dict[str, Any] = {}
    if spec.sentence:
        meta[SENTENCE_META] = [i18n.translate(clause) for clause in spec.sentence]
    if spec.confirm_when:
        meta[CONFIRM_WHEN_META] = {name: list(values) for name, values in spec.confirm_when}
    return meta or None


def build_tool(spec: ToolSpec) -> Tool:
    annotations = ToolAnnotations(
        title=i18n.translate(spec.title),
        read_only_hint=spec.read_only,
        destructive_hint=False if spec.read_only else spec.destructive,
        idempotent_hint=True if spec.read_only else spec.idempotent,
        open_world_hint=spec.open_world,
    )
    tool = _OwnWords.from_function(
        _reporting(spec),
        name=spec.name,
        title=i18n.translate(spec.title),
        description=i18n.translate(spec.description),
        annotations=annotations,
        meta=_meta(spec),
        structured_output=True,
    )
    generated = tool.fn_metadata
    arg_model = _strict(generated.arg_model, spec.name)
    tool.fn_metadata = _ExactArguments(
        arg_model=arg_model,
        output_model=generated.output_model,
        wrap_output=generated.wrap_output,
    )
    tool.parameters = i18n.translate_schema(titled(arg_model.model_json_schema(by_alias=True)))
    if tool.fn_metadata.output_schema is not None:
        output = titled(tool.fn_metadata.output_schema)
        tool.fn_metadata.output_schema = i18n.translate_schema(output)
    return tool
