"""Tools that run as background tasks (MCP 2025-11-25 "tasks").

A tool whose ``execution.taskSupport`` is ``"required"`` cannot be called directly: the
call must ask for a task (``tools/call`` with ``task: {ttl}``); the server answers at once
with the task, the client polls ``tasks/get`` until the task is ``completed``, ``failed`` or
``cancelled``, then fetches the result with ``tasks/result``. Stopping the run sends
``tasks/cancel``. Every answer to a poll is a sign of life: a task that keeps answering
runs as long as it needs (see :mod:`~recipe_studio.core.mcp_client.clock`).
``"optional"`` tools are called directly (a run waits for them anyway).

The ``mcp`` SDK (2.3) has the task types but no client methods for them, and its typed
``send_request`` checks a ``tools/call`` answer against the plain result shape. So these
requests go through the session's JSON-RPC dispatcher as raw requests
(:func:`raw_request`); :data:`SDK_CAN_RUN_TASKS` says whether this SDK exposes that, and
without it the validator warns before a run that such a tool cannot be called.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

from recipe_studio.core.mcp_catalog import task_support
from recipe_studio.core.mcp_client.calls import guarded
from recipe_studio.core.mcp_client.clock import SilenceClock
from recipe_studio.core.mcp_client.errors import ServerCrashed, ToolFailed
from recipe_studio.core.mcp_client.results import CallResult, from_sdk_result

#: Milliseconds a server is asked to keep a task and its result.
TASK_TTL_MS = 10 * 60 * 1000
_DEFAULT_POLL_S = 0.5
_MAX_POLL_S = 5.0


@functools.cache
def sdk_can_run_tasks() -> bool:
    """Whether the installed SDK lets us send task requests (imports ``mcp``: call lazily)."""
    try:
        from mcp.client.session import ClientSession
        from mcp.shared.jsonrpc_dispatcher import JSONRPCDispatcher
        from mcp_types import CallToolResult, CreateTaskResult  # noqa: F401
    except ImportError:
        return False
    return hasattr(JSONRPCDispatcher, "send_raw_request") and hasattr(ClientSession, "send_request")


def needs_task(tools: list[Any] | None, name: str) -> bool:
    for tool in tools or []:
        if getattr(tool, "name", None) == name:
            return task_support(tool) == "required"
    return False


async def raw_request(
    session: Any,
    method: str,
    params: dict[str, Any],
    timeout: float | None = None,
    on_progress: Any = None,
) -> dict[str, Any]:
    """Send a JSON-RPC request as is and return the raw result (errors as ``MCPError``).

    ``on_progress`` (the SDK's progress callback) also gives the request a progress token.
    """
    data: dict[str, Any] = {"method": method, "params": params}
    opts: dict[str, Any] = {}
    session._stamp(data, opts)  # protocol-version headers, as the SDK's own requests get
    if timeout is not None:
        opts["timeout"] = timeout
    if on_progress is not None:
        opts["on_progress"] = on_progress
    result: dict[str, Any] = await session._dispatcher.send_raw_request(
        method, data.get("params"), opts
    )
    return result


async def call_as_task(
    session: Any,
    tool: str,
    arguments: dict[str, Any],
    clock: SilenceClock,
    on_progress: Any,
    crashed: Callable[[], ServerCrashed],
) -> CallResult:
    """Run ``tool`` as a task and return its result; a cancel (also ``clock`` running
    out) cancels the task. Each answer of the server is a sign of life for ``clock``."""
    import anyio
    import mcp_types

    params = {"name": tool, "arguments": arguments, "task": {"ttl": TASK_TTL_MS}}
    call = raw_request(session, "tools/call", params, on_progress=on_progress)
    answer = await guarded(tool, call, crashed)
    clock.alive()
    task = answer.get("task")
    if not isinstance(task, Mapping):  # the server ran it directly after all
        return from_sdk_result(mcp_types.CallToolResult.model_validate(answer, by_name=False))
    task_id = str(task.get("taskId", ""))
    try:
        task = await _poll(session, tool, task, clock, crashed)
        payload = await guarded(
            tool, raw_request(session, "tasks/result", {"taskId": task_id}), crashed
        )
    except anyio.get_cancelled_exc_class():
        await _cancel(session, task_id)
        raise
    status = task.get("status")
    if status == "cancelled":
        raise ToolFailed.of("task_cancelled", tool=tool)
    result = from_sdk_result(mcp_types.CallToolResult.model_validate(payload, by_name=False))
    if status == "failed" and not result.is_error:
        reason = str(task.get("statusMessage") or "") or result.error_message
        raise ToolFailed.of("task_failed", tool=tool, reason=reason)
    return result


async def _poll(
    session: Any,
    tool: str,
    task: Mapping[str, Any],
    clock: SilenceClock,
    crashed: Callable[[], ServerCrashed],
) -> Mapping[str, Any]:
    import anyio

    task_id = str(task.get("taskId", ""))
    while task.get("status") in ("working", "input_required", None):
        if task.get("status") == "input_required":
            return task  # tasks/result delivers the server's questions and then the result
        interval = task.get("pollInterval")
        seconds = interval / 1000 if isinstance(interval, int | float) else _DEFAULT_POLL_S
        await anyio.sleep(min(max(seconds, 0.05), _MAX_POLL_S))
        task = await guarded(tool, raw_request(session, "tasks/get", {"taskId": task_id}), crashed)
        clock.alive()  # the task answered: it may work as long as it keeps answering
    return task


async def _cancel(session: Any, task_id: str) -> None:
    """Ask the server to cancel the task; never waits more than a second."""
    import anyio

    with anyio.CancelScope(shield=True), anyio.move_on_after(1.0):
        try:
            await raw_request(session, "tasks/cancel", {"taskId": task_id})
        except Exception:  # the task may have ended already; nothing more to do
            return
