"""A hand-written MCP server over stdio that answers ``tools/call`` wrongly on purpose.

``python raw_server.py MODE`` answers the handshake and ``tools/list`` (one tool,
``answer``), then answers every call according to MODE:

* ``malformed``: a result that is not a tool result (``content`` is a number);
* ``wrong-id``: a well-formed result, but for a request id that was never sent;
* ``oversized``: a result line of ``$RAW_SERVER_BYTES`` bytes (default 100 MB);
* ``bad-envelope``: JSON that means to answer the call but is not JSON-RPC;
* ``not-json``: a line that is not JSON at all (and no answer);
* ``chatty``: a line that is not JSON, then a good answer;
* ``late-wrong-id``: no answer to the first call, then ``wrong-id`` for the others.

``python raw_server.py MODE --http PORT`` answers the same over streamable HTTP on
127.0.0.1 (each answer a JSON body); ``--http-events`` sends each as a server-sent event,
``--http-unsized`` as a JSON body whose length is not said.
"""

from __future__ import annotations

import json
import os
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TOOL = {
    "name": "answer",
    "description": "Answers wrongly.",
    "inputSchema": {"type": "object", "properties": {}},
    "annotations": {"readOnlyHint": True},
}


def text_of(message: dict[str, object]) -> str:
    return json.dumps(message)


def oversized(request_id: object) -> str:
    size = int(os.environ.get("RAW_SERVER_BYTES", str(100 * 1024 * 1024)))
    head = '{"jsonrpc": "2.0", "id": ' + json.dumps(request_id)
    head += ', "result": {"content": [{"type": "text", "text": "'
    tail = '"}]}}'
    return head + "x" * max(0, size - len(head) - len(tail)) + tail


def answer_call(mode: str, request_id: object) -> str:
    if mode == "malformed":
        return text_of({"jsonrpc": "2.0", "id": request_id, "result": {"content": 42}})
    if mode == "wrong-id":
        wrong = (request_id if isinstance(request_id, int) else 0) + 1000
        return text_of({"jsonrpc": "2.0", "id": wrong, "result": {"content": []}})
    if mode == "oversized":
        return oversized(request_id)
    if mode == "bad-envelope":
        return text_of({"jsonrpc": "1.0", "id": request_id, "result": {"content": []}})
    if mode == "chatty":
        done = {"content": [{"type": "text", "text": "done"}]}
        return "working on it...\n" + text_of({"jsonrpc": "2.0", "id": request_id, "result": done})
    return "this is not JSON"


def reply(mode: str, message: dict[str, object]) -> str | None:
    """The text answering ``message`` (``None`` for a notification)."""
    method, request_id = message.get("method"), message.get("id")
    if method == "initialize":
        params = message["params"]
        assert isinstance(params, dict)
        return text_of(
            {
                "jsonrpc": "2.0",
                "id": request_id,
                "result": {
                    "protocolVersion": params["protocolVersion"],
                    "capabilities": {"tools": {}},
                    "serverInfo": {"name": "raw-server", "version": "1"},
                },
            }
        )
    if method == "tools/list":
        return text_of({"jsonrpc": "2.0", "id": request_id, "result": {"tools": [TOOL]}})
    if method == "tools/call":
        return answer_call(mode, request_id)
    if request_id is not None:
        return text_of({"jsonrpc": "2.0", "id": request_id, "result": {}})
    return None


def main(mode: str) -> None:
    calls = 0
    for line in sys.stdin:
        message = json.loads(line)
        if mode == "late-wrong-id" and message.get("method") == "tools/call":
            calls += 1
            if calls == 1:
                continue  # no answer at all: that call times out
        text = reply("wrong-id" if mode == "late-wrong-id" else mode, message)
        if text is not None:
            sys.stdout.write(text + "\n")
            sys.stdout.flush()


def serve_http(mode: str, port: int, events: bool, sized: bool = True) -> None:
    """Answer over HTTP on 127.0.0.1: each POST's answer as a JSON body, or as one
    server-sent event when ``events``; notifications get 202. Without ``sized`` the
    length of a body is not said (it ends when the connection closes)."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("content-length", "0")))
            text = reply(mode, json.loads(body))
            if text is None:
                self.send_response(202)
                self.send_header("content-length", "0")
                self.end_headers()
                return
            data = (f"event: message\ndata: {text}\n\n" if events else text).encode()
            self.send_response(200)
            self.send_header("content-type", "text/event-stream" if events else "application/json")
            if sized:
                self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            self.send_response(405)
            self.send_header("content-length", "0")
            self.end_headers()

        def do_DELETE(self) -> None:
            self.do_GET()

        def log_message(self, format: str, *args: object) -> None:
            pass

    ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()


if __name__ == "__main__":
    arguments = sys.argv[1:] or ["malformed"]
    if len(arguments) >= 3 and arguments[1].startswith("--http"):
        flag = arguments[1]
        events, sized = flag == "--http-events", flag != "--http-unsized"
        serve_http(arguments[0], int(arguments[2]), events=events, sized=sized)
    else:
        main(arguments[0])
