"""What can go wrong talking to an MCP server, as exception types carrying a plain message.

Every error a :class:`~recipe_studio.core.mcp_client.connection.Connection` raises is a
:class:`McpClientError`; the subclasses tell the caller what happened without parsing
text, and ``exc.message`` is a :class:`~recipe_studio.core.messages.Message` (a code, its
values and the technical ``details``) that the GUI translates and the CLI prints.
``str(exc)`` is the English sentence.
"""

from __future__ import annotations

from typing import Any, Self

from recipe_studio.core.messages import Message, message


class McpClientError(Exception):
    """Base of every MCP client error; ``str(exc)`` is a sentence for the user."""

    kind = "error"

    def __init__(self, msg: Message | str, *, details: str = "") -> None:
        if isinstance(msg, str):  # a caller's own plain sentence (fake callers, tests)
            msg = Message(code="tool_failed", values={"message": msg})
        if details:
            msg = msg.with_details(details)
        super().__init__(msg.text)
        self.message = msg

    @classmethod
    def of(cls, code: str, *, count: int | None = None, details: str = "", **values: Any) -> Self:
        """The error with the message ``code`` (see ``RUN_MESSAGES``)."""
        return cls(message(code, count=count, details=details, **values))

    @property
    def code(self) -> str:
        return self.message.code

    @property
    def details(self) -> str:
        return self.message.details


class ConnectFailed(McpClientError):
    """The server could not be started or reached, or did not complete the MCP handshake."""

    kind = "connect_failed"


class ServerCrashed(McpClientError):
    """The server went away (its process ended or the connection closed) unexpectedly."""

    kind = "server_crashed"


class CallTimeout(McpClientError):
    """A tool call got no answer in time: the server is hung or the tool is too slow."""

    kind = "timeout"


class Cancelled(McpClientError):
    """The call (or the connecting) was cancelled by the user before it finished."""

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
