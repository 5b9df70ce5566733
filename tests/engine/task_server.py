"""An MCP server whose tool can only run as a background task (MCP 2025-11-25 "tasks").

Plain JSON-RPC over stdio, without the SDK: the ``mcp`` SDK's server has no tasks. It
offers ``tasks.requests.tools.call`` and one tool, ``render(seconds)``, with
``execution.taskSupport: "required"``:

* ``tools/call`` without ``task`` is refused with -32601 (as the spec says);
* with ``task`` it answers at once with a ``working`` task that completes after
  ``seconds`` seconds with ``{"rendered": true, "seconds": seconds}``;
* ``tasks/get``, ``tasks/result`` (waits until the task ends) and ``tasks/cancel``.

``--no-tasks`` leaves the tasks capability out (the tool still requires tasks). Each
request's method is appended to ``$TASK_SERVER_LOG`` when set.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import uuid
from datetime import UTC, datetime
from typing import Any

LOCK = threading.Lock()
TASKS: dict[str, dict[str, Any]] = {}
DONE: dict[str, threading.Event] = {}
OFFER_TASKS = "--no-tasks" not in sys.argv
TOOL = {
    "name": "render",
    "description": "Render something slowly (a background task).",
    "inputSchema": {"type": "object", "properties": {"seconds": {"type": "number"}}},
    "outputSchema": {
        "type": "object",
        "properties": {"rendered": {"type": "boolean"}, "seconds": {"type": "number"}},
    },
    "annotations": {"readOnlyHint": True},
    "execution": {"taskSupport": "required"},
}


def send(message: dict[str, Any]) -> None:
    with LOCK:
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()


def log(method: str) -> None:
    target = os.environ.get("TASK_SERVER_LOG")
    if target:
        with open(target, "a", encoding="utf-8") as handle:
            handle.write(method + "\n")


def now() -> str:
    return datetime.now(UTC).isoformat()


def task_view(task_id: str) -> dict[str, Any]:
    task = TASKS[task_id]
    return {
        key: task[key]
        for key in ("taskId", "status", "createdAt", "lastUpdatedAt", "ttl", "pollInterval")
    }


def finish(task_id: str, seconds: float) -> None:
    if DONE[task_id].wait(seconds):
        return  # cancelled meanwhile
    with LOCK:
        task = TASKS[task_id]
        task.update(status="completed", lastUpdatedAt=now())
        value = {"rendered": True, "seconds": seconds}
        task["result"] = {
            "content": [{"type": "text", "text": json.dumps(value)}],
            "structuredContent": value,
        }
    DONE[task_id].set()


def call(params: dict[str, Any]) -> dict[str, Any]:
    if "task" not in params:
        raise LookupError("render can only run as a task")
    seconds = float((params.get("arguments") or {}).get("seconds", 0.2))
    task_id = uuid.uuid4().hex
    stamp = now()
    TASKS[task_id] = {
        "taskId": task_id,
        "status": "working",
        "createdAt": stamp,
        "lastUpdatedAt": stamp,
        "ttl": params["task"].get("ttl"),
        "pollInterval": 100,
    }
    DONE[task_id] = threading.Event()
    threading.Thread(target=finish, args=(task_id, seconds), daemon=True).start()
    return {"task": task_view(task_id)}


def handle(request: dict[str, Any]) -> dict[str, Any]:
    method, params = request.get("method"), request.get("params") or {}
    log(str(method))
    if method == "initialize":
        capabilities: dict[str, Any] = {"tools": {}}
        if OFFER_TASKS:
            capabilities["tasks"] = {"cancel": {}, "requests": {"tools": {"call": {}}}}
        return {
            "protocolVersion": params.get("protocolVersion", "2025-11-25"),
            "capabilities": capabilities,
            "serverInfo": {"name": "task-server", "version": "1"},
        }
    if method == "ping":
        return {}
    if method == "tools/list":
        return {"tools": [TOOL]}
    if method == "tools/call":
        return call(params)
    task_id = str(params.get("taskId", ""))
    if task_id not in TASKS:
        raise KeyError(f"unknown task {task_id}")
    if method == "tasks/get":
        return task_view(task_id)
    if method == "tasks/result":
        DONE[task_id].wait()
        result = TASKS[task_id].get("result") or {
            "content": [{"type": "text", "text": "cancelled"}],
            "isError": True,
        }
        meta = {"io.modelcontextprotocol/related-task": {"taskId": task_id}}
        return {**result, "_meta": meta}
    if method == "tasks/cancel":
        with LOCK:
            TASKS[task_id].update(status="cancelled", lastUpdatedAt=now())
        DONE[task_id].set()
        return task_view(task_id)
    raise LookupError(f"unknown method {method}")


def answer(request: dict[str, Any]) -> None:
    try:
        result = handle(request)
    except LookupError as exc:
        send(
            {"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32601, "message": str(exc)}}
        )
    except Exception as exc:
        send(
            {"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32602, "message": str(exc)}}
        )
    else:
        send({"jsonrpc": "2.0", "id": request["id"], "result": result})


def main() -> None:
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        if "id" in message and "method" in message:
            threading.Thread(target=answer, args=(message,), daemon=True).start()
        elif message.get("method"):
            log(str(message["method"]))


if __name__ == "__main__":
    main()
