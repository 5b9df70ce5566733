"""Local network stand-ins for tests: a free port, and a web server that is not MCP."""

from __future__ import annotations

import contextlib
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterator


def free_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (a moment ago)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextlib.contextmanager
def plain_web_server(status: int = 404) -> Iterator[tuple[ThreadingHTTPServer, str]]:
    """A web server that is not MCP: it answers every request with ``server.status``
    (``status`` to begin with; a test may change it). Yields it and its host:port."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.send_response(self.server.status)  # type: ignore[attr-defined]
            self.send_header("Content-Length", "0")
            self.end_headers()

        do_GET = do_POST

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.status = status  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server, f"127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
