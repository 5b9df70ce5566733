"""What the recorder writes down while messages pass: it only looks, never changes.

:class:`Recorder` is shown every JSON-RPC message of one session as plain JSON, in the
order they pass, from each side. It writes a ``call`` line when a ``tools/call``
request passes to the server and a ``result`` line when its answer passes back (before
the client gets it), the ``tools`` line of each ``tools/list`` answer, and ``cancelled``
when the client cancels a call. A call the server runs as a task (its answer is a
``CreateTaskResult``) gets its result from the ``tasks/result`` answer for that task.
"""

from __future__ import annotations

from typing import Any

from recipe_studio.core.recording.store import RecordingWriter, now_text

_Key = str


def _key(request_id: Any) -> _Key:
    # JSON-RPC ids are strings or numbers: 1 and "1" are different requests.
    return f"{type(request_id).__name__}:{request_id}"


class Recorder:
    """Turns one session's messages into recording lines (see the module docstring)."""

    def __init__(self, writer: RecordingWriter) -> None:
        self.writer = writer
        self._calls = 0
        #: Requests from the client whose answers are wanted: id -> ("call", n) ...
        self._pending: dict[_Key, tuple[str, int]] = {}
        #: Task ids of calls running as tasks -> call number.
        self._tasks: dict[str, int] = {}
        self._tools: list[dict[str, Any]] = []

    # ------------------------------------------------------------------ client side
    def from_client(self, message: dict[str, Any]) -> None:
        method = message.get("method")
        params = message.get("params") if isinstance(message.get("params"), dict) else {}
        assert isinstance(params, dict)
        if "id" in message and method is not None:
            self._request(message["id"], str(method), params)
        elif method == "notifications/cancelled":
            wanted = self._pending.pop(_key(params.get("requestId")), None)
            if wanted is not None and wanted[0] == "call":
                self.writer.write({"kind": "cancelled", "n": wanted[1], "at": now_text()})

    def _request(self, request_id: Any, method: str, params: dict[str, Any]) -> None:
        if method == "tools/call":
            self._calls += 1
            arguments = params.get("arguments")
            self.writer.write(
                {
                    "kind": "call",
                    "n": self._calls,
                    "tool": params.get("name"),
                    "arguments": arguments if isinstance(arguments, dict) else {},
                    "at": now_text(),
                }
            )
            self._pending[_key(request_id)] = ("call", self._calls)
        elif method == "tools/list":
            first_page = not params.get("cursor")
            self._pending[_key(request_id)] = ("tools", 1 if first_page else 0)
        elif method == "tasks/result":
            number = self._tasks.get(str(params.get("taskId")))
            if number is not None:
                self._pending[_key(request_id)] = ("call", number)

    # ------------------------------------------------------------------ server side
    def from_server(self, message: dict[str, Any]) -> None:
        if "method" in message or "id" not in message:
            return  # the server's own requests and notifications: nothing to record
        wanted = self._pending.pop(_key(message["id"]), None)
        if wanted is None:
            return
        kind, number = wanted
        if kind == "tools":
            self._tool_list(message, first_page=number == 1)
        else:
            self._answer(number, message)

    def _tool_list(self, message: dict[str, Any], *, first_page: bool) -> None:
        result = message.get("result")
        tools = result.get("tools") if isinstance(result, dict) else None
        if not isinstance(tools, list):
            return
        self._tools = [*([] if first_page else self._tools), *tools]
        self.writer.write({"kind": "tools", "tools": self._tools, "at": now_text()})

    def _answer(self, number: int, message: dict[str, Any]) -> None:
        result = message.get("result")
        if isinstance(result, dict) and isinstance(result.get("task"), dict):
            task_id = result["task"].get("taskId")
            if task_id is not None and "content" not in result:
                self._tasks[str(task_id)] = number
                self.writer.write({"kind": "task", "n": number, "task": str(task_id)})
                return
        entry: dict[str, Any] = {"kind": "result", "n": number, "at": now_text()}
        if isinstance(result, dict):
            entry |= {"ok": result.get("isError") is not True, "result": result}
        else:
            error = message.get("error")
            entry |= {"ok": False, "error": error if isinstance(error, dict) else {}}
        self.writer.write(entry)
