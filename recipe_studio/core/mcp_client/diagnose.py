"""Why a connection failed, in plain words: SDK and network exceptions turned into messages.

:func:`connect_error` looks through an exception (and the exception groups and causes
the SDK and httpx wrap it in) for what really happened — a missing program, a refused
port, an unknown host, a TLS failure, an HTTP status, a server that exited or printed
something that is not MCP — and returns a :class:`ConnectFailed` whose message says it in
one or two sentences. The exception chain itself goes into the message's ``details``.

:func:`route_sdk_logging` keeps the MCP SDK's and httpx's log records (tracebacks
included) off the terminal: they go to this package's logger at debug level.
"""

from __future__ import annotations

import errno
import logging
import socket
import traceback
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from recipe_studio.core.mcp_client.errors import ConnectFailed, McpClientError
from recipe_studio.core.messages import first_line, whole_seconds

if TYPE_CHECKING:
    from collections.abc import Iterator

    from recipe_studio.core.mcp_client.spec import ServerSpec

logger = logging.getLogger("recipe_studio.core.mcp_client.sdk")
_SDK_LOGGERS = ("mcp", "client", "httpx", "httpx2", "httpcore", "httpcore2", "sse_starlette")
_routed = False


@dataclass
class ConnectContext:
    """What the connection saw while starting: the facts the message is made of."""

    spec: ServerSpec
    #: The first line the server printed that was not MCP.
    noise: str | None = None
    #: The server's exit status, if its process ended.
    returncode: int | None = None
    #: The end of the server's error output.
    stderr: str = ""
    #: The last HTTP status an HTTP server answered with.
    http_status: int | None = None
    timed_out: bool = False


def leaves(exc: BaseException) -> Iterator[BaseException]:
    """Every exception inside ``exc``: group members, causes and contexts, depth first."""
    seen: set[int] = set()
    stack = [exc]
    while stack:
        current = stack.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        yield current
        if isinstance(current, BaseExceptionGroup):
            stack.extend(reversed(current.exceptions))
        for linked in (current.__cause__, current.__context__):
            if linked is not None:
                stack.append(linked)


def details_of(exc: BaseException | None, context: ConnectContext | None = None) -> str:
    """The technical part: the exception chain (types and messages) and the server's output."""
    parts: list[str] = []
    if exc is not None:
        for inner in leaves(exc):
            if isinstance(inner, BaseExceptionGroup) or type(inner).__name__ in (
                "CancelledError",
                "WouldBlock",
            ):
                continue
            line = f"{type(inner).__module__}.{type(inner).__name__}: {inner}".strip()
            if line not in parts:
                parts.append(line)
    if context is not None:
        if context.returncode is not None:
            parts.append(f"exit status: {context.returncode}")
        if context.noise:
            parts.append(f"first line on stdout: {context.noise}")
        if context.stderr:
            parts.append("server error output:\n" + context.stderr)
    return "\n".join(parts)


def _host(url: str) -> str:
    return urlsplit(url).hostname or url


def _network_error(exc: BaseException, url: str) -> ConnectFailed | None:
    # Imported here, on the failure path: ``ssl`` loads OpenSSL (~5 MB), which a window
    # that never connects to a web server should not hold.
    import ssl

    for inner in leaves(exc):
        if isinstance(inner, socket.gaierror):
            return ConnectFailed.of("connect_dns", host=_host(url))
        if isinstance(inner, ssl.SSLError | ssl.CertificateError):
            return ConnectFailed.of("connect_tls", host=_host(url))
        if isinstance(inner, ConnectionRefusedError) or (
            isinstance(inner, OSError) and inner.errno == errno.ECONNREFUSED
        ):
            return ConnectFailed.of("connect_refused", url=url)
    names = {type(inner).__name__ for inner in leaves(exc)}
    if names & {"ConnectTimeout", "ReadTimeout", "WriteTimeout", "PoolTimeout"}:
        return ConnectFailed.of("connect_http_timeout", url=url, count=30)
    if names & {"ConnectError", "NetworkError", "RemoteProtocolError", "ReadError"}:
        return ConnectFailed.of("connect_unreachable", url=url)
    return None


def _http_status_error(status: int, url: str) -> ConnectFailed:
    if status == 404:
        return ConnectFailed.of("connect_http_404", url=url)
    if status in (401, 403):
        return ConnectFailed.of("connect_http_auth", url=url, status=status)
    return ConnectFailed.of("connect_http_status", url=url, status=status)


def _spawn_error(exc: BaseException, spec: ServerSpec) -> ConnectFailed | None:
    for inner in leaves(exc):
        if isinstance(inner, FileNotFoundError | NotADirectoryError):
            if spec.cwd and inner.filename == spec.cwd:
                reason = inner.strerror or str(inner)
                return ConnectFailed.of("connect_spawn_failed", command=spec.command, reason=reason)
            return ConnectFailed.of("connect_command_missing", command=spec.command)
        spawning = isinstance(inner, PermissionError) or (
            isinstance(inner, OSError) and getattr(inner, "filename", None) is not None
        )
        if spawning and isinstance(inner, OSError):
            reason = inner.strerror or str(inner)
            return ConnectFailed.of("connect_spawn_failed", command=spec.command, reason=reason)
    return None


def _sign_in_failed(exc: BaseException) -> bool:
    """The SDK's OAuth flow failed (discovery, registration, the token request...)."""
    return any(type(inner).__name__.startswith("OAuth") for inner in leaves(exc))


def _handshake_reason(exc: BaseException) -> str | None:
    """The server's own words when it answered the handshake with an error."""
    for inner in leaves(exc):
        if type(inner).__name__ == "MCPError" or isinstance(inner, RuntimeError):
            text = first_line(str(inner))
            if text:
                return text
    return None


def _first_reason(exc: BaseException | None, context: ConnectContext) -> ConnectFailed:
    """The most telling reason, in this order: noise, spawn, timeout, exit, HTTP, handshake."""
    spec = context.spec
    if context.noise and spec.kind == "stdio":
        return ConnectFailed.of("connect_garbage", line=context.noise)
    spawn = _spawn_error(exc, spec) if exc is not None and spec.kind == "stdio" else None
    if spawn is not None:
        return spawn
    if context.timed_out:
        if spec.kind == "http":
            count = whole_seconds(spec.connect_timeout)
            return ConnectFailed.of("connect_http_timeout", url=spec.url, count=count)
        return ConnectFailed.of("connect_timeout", count=whole_seconds(spec.connect_timeout))
    if spec.kind == "stdio" and context.returncode is not None:
        return ConnectFailed.of("connect_exited", status=context.returncode)
    if spec.kind == "http" and context.http_status is not None and context.http_status >= 400:
        return _http_status_error(context.http_status, spec.url)
    if spec.kind == "http" and exc is not None and _sign_in_failed(exc):
        return ConnectFailed.of("signin_failed", url=spec.url)
    network = _network_error(exc, spec.url) if exc is not None and spec.kind == "http" else None
    if network is not None:
        return network
    reason = _handshake_reason(exc) if exc is not None else None
    if reason is None:
        return ConnectFailed.of("connect_no_handshake")
    return ConnectFailed.of("connect_handshake_failed", reason=reason)


def connect_error(exc: BaseException | None, context: ConnectContext) -> ConnectFailed:
    """The plain-words error for a failed connect (see the module docstring)."""
    found: McpClientError | None = None
    if exc is not None:
        found = next((e for e in leaves(exc) if isinstance(e, McpClientError)), None)
    error = found if isinstance(found, ConnectFailed) else _first_reason(exc, context)
    return ConnectFailed(error.message.with_details(details_of(exc, context)))


class _ToDebug(logging.Handler):
    """Re-logs an SDK record on our logger at debug level (the traceback as text)."""

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            text += "\n" + "".join(traceback.format_exception(record.exc_info[1])).rstrip()
        logger.debug("%s: %s", record.name, text)


def route_sdk_logging() -> None:
    """Send the SDK's log records to our logger (debug), never to the terminal; idempotent."""
    global _routed
    if _routed:
        return
    _routed = True
    handler = _ToDebug()
    for name in _SDK_LOGGERS:
        sdk = logging.getLogger(name)
        sdk.addHandler(handler)
        sdk.propagate = False
