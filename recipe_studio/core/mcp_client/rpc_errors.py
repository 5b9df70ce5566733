"""A sentence for each JSON-RPC / MCP error a server can answer with, and for the SDKs'
argument validation failures; the server's own text goes to the message's details.

Servers answer a request they cannot serve with a JSON-RPC error (a code and an English,
technical text, e.g. "MCP error -32602: Input validation error: 'a' is a required
property"), and SDK-built tools report arguments that do not match their schema as a tool
error ("Error executing tool add: 1 validation error for addArguments ..."). Neither is
shown as is: :func:`rpc_error_message` and :func:`tool_error_message` pick the sentence.
"""

from __future__ import annotations

import re

from recipe_studio.core.messages import Message, message

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
RESOURCE_NOT_FOUND = -32002
URL_ELICITATION_REQUIRED = -32042
#: The 2026-07-28 protocol's codes for a request the server cannot take in this form.
PROTOCOL_MISMATCH = (-32020, -32021, -32022)

_UNKNOWN_TOOL = re.compile(r"unknown tool|tool\b.*\bnot found|no such tool", re.IGNORECASE)
_BAD_ARGUMENTS = re.compile(
    r"input validation error|invalid arguments|validation errors? for|is a required property"
    r"|missing required",
    re.IGNORECASE,
)


def rpc_error_message(what: str, code: int, text: str) -> Message:
    """The sentence for the error ``code`` a server answered a request about ``what``
    (a tool, or a method such as ``tools/list``) with; ``text`` goes to the details."""
    details = f"MCP error {code}: {text}"
    if code == INVALID_PARAMS:
        if _UNKNOWN_TOOL.search(text):
            return message("call_unknown_tool", tool=what, details=details)
        return message("call_bad_arguments", tool=what, details=details)
    codes = {
        METHOD_NOT_FOUND: "call_not_offered",
        INTERNAL_ERROR: "call_server_error",
        PARSE_ERROR: "call_garbled",
        INVALID_REQUEST: "call_garbled",
        RESOURCE_NOT_FOUND: "call_not_found",
        URL_ELICITATION_REQUIRED: "call_needs_page",
        **dict.fromkeys(PROTOCOL_MISMATCH, "call_protocol_mismatch"),
    }
    if code in codes:
        return message(codes[code], tool=what, details=details)
    if _UNKNOWN_TOOL.search(text):
        return message("call_unknown_tool", tool=what, details=details)
    return message("call_rejected", tool=what, details=details)


def tool_error_message(tool: str, text: str) -> Message:
    """A tool's own error: its words, unless they are an SDK's report of an unknown tool
    or of arguments that do not match the tool's schema."""
    if text.lower().startswith("unknown tool"):
        return message("call_unknown_tool", tool=tool, details=text)
    if _BAD_ARGUMENTS.search(text):
        return message("call_bad_arguments", tool=tool, details=text)
    return message("tool_failed", message=text) if text else message("tool_failed_silent")
