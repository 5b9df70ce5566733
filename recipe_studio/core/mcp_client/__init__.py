"""The MCP client of the core: reach a server, list its tools, call them from a worker thread.

Importing this package does not import the ``mcp`` SDK; opening a connection does.
"""

from __future__ import annotations

from recipe_studio.core.mcp_client.attempt import ConnectAttempt, ServerCheck, check_server
from recipe_studio.core.mcp_client.calls import ScriptInterrupted, ToolRequest
from recipe_studio.core.mcp_client.cancel import CancelToken
from recipe_studio.core.mcp_client.connection import Connection
from recipe_studio.core.mcp_client.elicit import (
    ElicitAnswer,
    ElicitCallback,
    ElicitField,
    ElicitRequest,
    default_answer,
    form_fields,
)
from recipe_studio.core.mcp_client.errors import (
    CallTimeout,
    Cancelled,
    ConnectFailed,
    ConnectionClosed,
    McpClientError,
    ProtocolError,
    ServerCrashed,
    ToolFailed,
)
from recipe_studio.core.mcp_client.results import CallResult, step_value
from recipe_studio.core.mcp_client.spec import ServerSpec, builtin_server_spec

__all__ = [
    "CallResult",
    "CallTimeout",
    "CancelToken",
    "Cancelled",
    "ConnectAttempt",
    "ConnectFailed",
    "Connection",
    "ConnectionClosed",
    "ElicitAnswer",
    "ElicitCallback",
    "ElicitField",
    "ElicitRequest",
    "McpClientError",
    "ProtocolError",
    "ScriptInterrupted",
    "ServerCheck",
    "ServerCrashed",
    "ServerSpec",
    "ToolFailed",
    "ToolRequest",
    "builtin_server_spec",
    "check_server",
    "default_answer",
    "form_fields",
    "step_value",
]
