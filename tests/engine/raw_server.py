"""A hand-written MCP server over stdio that answers ``tools/call`` wrongly on purpose.

``python raw_server.py MODE`` answers the handshake and ``tools/list`` (one tool,
``answer``), then answers every call according to MODE:

* ``malformed``: a result that is not a tool result (``content`` is a number);
* ``wrong-id``: a well-formed result, but for a request id that was never sent;
* ``oversized``: a result line of ``$RAW_SERVER_BYTES`` bytes (default 100 MB);
* ``bad-envelope``: JSON that means to answer the call but is not JSON-RPC;
* ``not-json``: a line that is not JSON at all.
"""

from __future__ import annotations

import json
import os
import sys

TOOL = {
    "name": "answer",
    "description": "Answers wrongly.",
    "inputSchema": {"type": "object", "properties": {}},
    "annotations": {"readOnlyHint": True},
}


def send(message: dict[str, object]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def answer_call(mode: str, request_id: object) -> None:
    if mode == "malformed":
        send({"jsonrpc": "2.0", "id": request_id, "result": {"content": 42}})
    elif mode == "wrong-id":
        wrong = (request_id if isinstance(request_id, int) else 0) + 1000
        send({"jsonrpc": "2.0", "id": wrong, "result": {"content": []}})
    elif mode == "oversized":
        size = int(os.environ.get("RAW_SERVER_BYTES", str(100 * 1024 * 1024)))
        head = '{"jsonrpc": "2.0", "id": ' + json.dumps(request_id)
        head += ', "result": {"content": [{"type": "text", "text": "'
        tail = '"}]}}\n'
        out = sys.stdout
        out.write(head)
        chunk = "x" * (1 << 20)
        left = size - len(head) - len(tail)
        while left > 0:
            out.write(chunk[: min(left, len(chunk))])
            left -= len(chunk)
        out.write(tail)
        out.flush()
    elif mode == "bad-envelope":
        send({"jsonrpc": "1.0", "id": request_id, "result": {"content": []}})
    else:
        sys.stdout.write("this is not JSON\n")
        sys.stdout.flush()


def main(mode: str) -> None:
    for line in sys.stdin:
        message = json.loads(line)
        method, request_id = message.get("method"), message.get("id")
        if method == "initialize":
            send({
                "jsonrpc": "2.0", "id": request_id,
                "result": {
                    "protocolVersion": message["params"]["protocolVersion"],
                    "capabilities": {"tools": {}},
                    "serverInfo": {"name": "raw-server", "version": "1"},
                },
            })  # fmt: skip
        elif method == "tools/list":
            send({"jsonrpc": "2.0", "id": request_id, "result": {"tools": [TOOL]}})
        elif method == "tools/call":
            answer_call(mode, request_id)
        elif request_id is not None:
            send({"jsonrpc": "2.0", "id": request_id, "result": {}})


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "malformed")
