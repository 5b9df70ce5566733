"""Turn a :class:`~recipe_studio.tools.common.ToolSpec` into a tool the server lists and calls.

The server is the SDK's low-level ``Server`` (:mod:`recipe_studio.tools.server`): it
publishes the ``mcp_types.Tool`` we give it and hands every call to us. So the schemas
and the call are ours, made with pydantic from the function's signature, and stricter
than the SDK's own ``MCPServer`` would make them: the argument model forbids unknown keys
(the schema says ``additionalProperties: false``), arguments are validated exactly as sent
(no guessing that a string is JSON), and the result is checked against the output model.

A refused argument, a :class:`~recipe_studio.tools.common.ToolFailure` or an ``OSError``
becomes an ``is_error`` result in the caller's words only; any other exception is a crash:
the caller reads ``Error executing tool <name>`` and the traceback goes to the log (as the
SDK's ``MCPServer`` does). Titles, descriptions (the schemas' too) and messages are given
in the server's language (``tools.i18n``).
"""

from __future__ import annotations

import inspect
import logging
from dataclasses import dataclass
from typing import Any

import pydantic_core
from mcp.shared.exceptions import MCPError
from mcp_types import CallToolResult, TextContent, Tool, ToolAnnotations
from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from recipe_studio.core.mcp_catalog import CONFIRM_WHEN_META, SENTENCE_META
from recipe_studio.core.titles import readable_name
from recipe_studio.tools import i18n
from recipe_studio.tools.common import FIELD_TITLES, ToolFailure, ToolSpec
from recipe_studio.tools.refused_arguments import describe_refused

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class BuiltTool:
    """One built-in tool: what ``tools/list`` says of it and how a call runs."""

    spec: ToolSpec
    listing: Tool
    #: Validates a call's arguments as sent; its fields are the function's parameters.
    arguments: type[BaseModel]
    #: The function's return annotation: every result is checked against it.
    result: type[BaseModel]

    @property
    def name(self) -> str:
        return self.spec.name

    async def call(self, arguments: dict[str, Any]) -> CallToolResult:
        """Run the tool; every failure but a protocol error (``MCPError``) is a result."""
        try:
            validated = self.arguments.model_validate(arguments)
        except ValidationError as exc:
            return failed(describe_refused(exc))
        values = {
            field.alias or name: getattr(validated, name)
            for name, field in type(validated).model_fields.items()
        }
        try:
            value = await self.spec.fn(**values)
            return self._converted(value)
        except ToolFailure as exc:
            return failed(exc.translated())
        except OSError as exc:
            return failed(_os_message(exc))
        except MCPError:
            raise
        except Exception:  # a crash: its own text stays in the server's log
            logger.exception("Tool %r raised an unexpected exception", self.name)
            return failed(f"Error executing tool {self.name}")

    def _converted(self, value: Any) -> CallToolResult:
        """The result as text (the JSON, indented) and as structured content."""
        text = pydantic_core.to_json(value, fallback=str, indent=2).decode()
        checked = self.result.model_validate(value, by_alias=True, by_name=True)
        structured = checked.model_dump(mode="json", by_alias=True)
        return CallToolResult(
            content=[TextContent(type="text", text=text)], structured_content=structured
        )


def failed(message: str) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=message)], is_error=True)


def _os_message(exc: OSError) -> str:
    reason = exc.strerror or str(exc)
    if exc.filename:
        return i18n.text(
            "the file system refused: {reason} ({file})", reason=reason, file=exc.filename
        )
    return i18n.text("the file system refused: {reason}", reason=reason)


def argument_model(spec: ToolSpec) -> type[BaseModel]:
    """A model of the function's parameters that forbids any other key.

    A parameter named like a ``BaseModel`` method (``copy``, ``json``) gets a prefixed
    field with the parameter's name as alias, so the wire name stays the parameter's.
    """
    fields: dict[str, Any] = {}
    for param in inspect.signature(spec.fn, eval_str=True).parameters.values():
        if param.annotation is inspect.Parameter.empty:
            raise TypeError(f"{spec.name}: the parameter {param.name!r} has no type")
        default = ... if param.default is inspect.Parameter.empty else param.default
        if callable(getattr(BaseModel, param.name, None)):
            fields[f"field_{param.name}"] = (param.annotation, Field(default, alias=param.name))
        else:
            fields[param.name] = (param.annotation, Field(default))
    config = ConfigDict(
        extra="forbid", title=f"{spec.name} arguments", arbitrary_types_allowed=True
    )
    model: type[BaseModel] = create_model(f"{spec.name}Arguments", __config__=config, **fields)
    return model


def result_model(spec: ToolSpec) -> type[BaseModel]:
    annotation = inspect.signature(spec.fn, eval_str=True).return_annotation
    if not (isinstance(annotation, type) and issubclass(annotation, BaseModel)):
        raise TypeError(f"{spec.name}: the result must be a pydantic model, not {annotation!r}")
    return annotation


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


def _published(schema: dict[str, Any]) -> Any:
    """A schema as the server publishes it: titled, in the server's language."""
    return i18n.translate_schema(titled(schema))


def _meta(spec: ToolSpec) -> dict[str, Any] | None:
    meta: dict[str, Any] = {}
    if spec.sentence:
        meta[SENTENCE_META] = [i18n.translate(clause) for clause in spec.sentence]
    if spec.confirm_when:
        meta[CONFIRM_WHEN_META] = {name: list(values) for name, values in spec.confirm_when}
    return meta or None


def build_tool(spec: ToolSpec) -> BuiltTool:
    annotations = ToolAnnotations(
        title=i18n.translate(spec.title),
        read_only_hint=spec.read_only,
        destructive_hint=False if spec.read_only else spec.destructive,
        idempotent_hint=True if spec.read_only else spec.idempotent,
        open_world_hint=spec.open_world,
    )
    arguments, result = argument_model(spec), result_model(spec)
    listing = Tool.model_validate(
        {
            "name": spec.name,
            "title": i18n.translate(spec.title),
            "description": i18n.translate(spec.description),
            "inputSchema": _published(arguments.model_json_schema(by_alias=True)),
            "outputSchema": _published(result.model_json_schema()),
            "annotations": annotations,
            "_meta": _meta(spec),
        }
    )
    return BuiltTool(spec, listing, arguments, result)
