"""``record --http PORT``: the recording connection over streamable HTTP on 127.0.0.1.

Each client session (a POST without ``mcp-session-id``) gets its own connection to the
real server, relayed by :func:`~recipe_studio.core.recording.proxy.relay`. The SDK's
HTTP transport sends a message on the stream of the request it belongs to; a message
from the server says nothing of that (stdio has no such thing), so :class:`Routing`
works it out: a progress notification belongs to the request that gave its progress
token, and a request from the server (elicitation, sampling) to the client's one
request in flight, when there is exactly one; anything else goes on the session's GET
stream, as the protocol allows.
"""

from __future__ import annotations

import contextlib
import logging
import socket
import uuid
from typing import TYPE_CHECKING, Any

from recipe_studio.core.recording.proxy import message_json, relay, upstream
from recipe_studio.core.recording.recorder import Recorder

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.mcp_client.spec import ServerSpec
    from recipe_studio.core.recording.store import RecordingWriter

logger = logging.getLogger(__name__)


class Routing:
    """Which client request a message from the server is related to (module docstring)."""

    def __init__(self, recorder: Recorder) -> None:
        self.recorder = recorder
        self.inflight: dict[str, Any] = {}
        self.progress: dict[str, Any] = {}

    def from_client(self, message: dict[str, Any]) -> None:
        self.recorder.from_client(message)
        if "id" in message and "method" in message:
            self.inflight[repr(message["id"])] = message["id"]
            meta = (message.get("params") or {}).get("_meta") or {}
            if isinstance(meta, dict) and "progressToken" in meta:
                self.progress[repr(meta["progressToken"])] = message["id"]

    def from_server(self, message: dict[str, Any]) -> None:
        self.recorder.from_server(message)
        if "id" in message and "method" not in message:
            done = self.inflight.pop(repr(message["id"]), None)
            self.progress = {k: v for k, v in self.progress.items() if v != done}

    def related(self, message: dict[str, Any]) -> Any:
        method = message.get("method")
        if method == "notifications/progress":
            token = (message.get("params") or {}).get("progressToken")
            return self.progress.get(repr(token))
        if "id" in message and method is not None and len(self.inflight) == 1:
            return next(iter(self.inflight.values()))
        return None

    def tag(self, item: Any) -> Any:
        from mcp.shared.message import ServerMessageMetadata, SessionMessage

        related = self.related(message_json(item))
        if related is None:
            return item
        return SessionMessage(
            item.message, metadata=ServerMessageMetadata(related_request_id=related)
        )


def _security() -> Any:
    from mcp.server.transport_security import TransportSecuritySettings

    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=["127.0.0.1:*", "localhost:*"],
        allowed_origins=["http://127.0.0.1:*", "http://localhost:*"],
    )


class Sessions:
    """The ASGI app: one relayed upstream connection per client session."""

    def __init__(self, spec: ServerSpec, writer: RecordingWriter, group: Any) -> None:
        self.spec = spec
        self.writer = writer
        self.group = group
        self.transports: dict[str, Any] = {}

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        from starlette.responses import JSONResponse

        if scope["type"] != "http" or scope["path"].rstrip("/") != "/mcp":
            await JSONResponse({"error": "not found"}, status_code=404)(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        session = headers.get(b"mcp-session-id", b"").decode("latin-1")
        if session:
            transport = self.transports.get(session)
            if transport is None:
                await JSONResponse({"error": "unknown session"}, status_code=404)(
                    scope, receive, send
                )
                return
            await transport.handle_request(scope, receive, send)
            return
        await self._open(scope, receive, send)

    async def _open(self, scope: Any, receive: Any, send: Any) -> None:
        from mcp.server.streamable_http import StreamableHTTPServerTransport
        from starlette.responses import JSONResponse

        transport = StreamableHTTPServerTransport(
            mcp_session_id=uuid.uuid4().hex, security_settings=_security()
        )
        try:
            await self.group.start(self._serve, transport)
        except Exception as exc:  # the real server could not be started or reached
            logger.warning("the server could not be reached: %s", exc)
            body = {
                "jsonrpc": "2.0",
                "id": None,
                "error": {
                    "code": -32603,
                    "message": f"the real server could not be reached: {exc}",
                },
            }
            await JSONResponse(body, status_code=502)(scope, receive, send)
            return
        await transport.handle_request(scope, receive, send)

    async def _serve(self, transport: Any, *, task_status: Any) -> None:
        key = transport.mcp_session_id
        routing = Routing(Recorder(self.writer))
        try:
            async with transport.connect() as client, upstream(self.spec) as server:
                self.transports[key] = transport
                task_status.started()
                await relay(client, server, routing, routing.tag)  # type: ignore[arg-type]
        finally:
            self.transports.pop(key, None)
            with contextlib.suppress(Exception):
                await transport.terminate()


async def record_http(
    spec: ServerSpec, writer: RecordingWriter, port: int, on_ready: Callable[[str], None]
) -> None:
    """Serve the recording connection on http://127.0.0.1:PORT/mcp (this computer only)."""
    import anyio
    import uvicorn

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", port))
        sock.listen()
        url = f"http://127.0.0.1:{sock.getsockname()[1]}/mcp"
        async with anyio.create_task_group() as group:
            app = Sessions(spec, writer, group)
            http = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
            on_ready(url)
            await http.serve(sockets=[sock])
            group.cancel_scope.cancel()
