"""What can go wrong talking to an MCP server, as exception types with plain messages.

Every error a :class:`~recipe_studio.core.mcp_client.connection.Connection` raises is a
:class:`McpClientError`; the subclasses tell the caller what happened without parsing text.
"""

from __future__ import annotations


class McpClientError(Exception):
    """Base of every MCP client error; ``str(exc)`` is a sentence for the user."""

    kind = "error"


class ConnectFailed(McpClientError):
    """The server could not be started or did not complete the MCP handshake."""

    kind = "connect_failed"


class ServerCrashed(McpClientError):
    """The server went away (its process ended or the connection closed) unexpectedly."""

    kind = "server_crashed"


class CallTimeout(McpClientError):
    """A tool call got no answer in time: the server is hung or the tool is too slow."""

    kind = "timeout"


class Cancelled(McpClientError):
    """The call was cancelled by the user before it finished."""

    kind = "cancelled"


class ToolFailed(McpClientError):
    """The tool answered with an error (``is_error``); the message is the tool's own."""

    kind = "tool_failed"


class ProtocolError(McpClientError):
    """The server answered with an MCP error (unknown tool, bad arguments, bad result)."""

    kind = "protocol_error"


class ConnectionClosed(McpClientError):
    """The connection was closed on our side; open a new one."""

    kind = "closed"
