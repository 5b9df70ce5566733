"""Tools that run as background tasks (MCP 2025-11-25 "tasks").

A tool whose ``execution.taskSupport`` is ``"required"`` cannot be called directly: the
call must ask for a task (``tools/call`` with ``task: {ttl}``); the server answers at once
with the task, the client polls ``tasks/get`` until the task is ``completed``, ``failed`` or
``cancelled``, then fetches the result with ``tasks/result``. Stopping the run sends
``tasks/cancel``. Every answer to a poll is a sign of life: a task that keeps answering
runs as long as it needs (see :mod:`~recipe_studio.core.mcp_client.clock`).
``"optional"`` tools are called directly (a run waits for them anyway).

``tasks/get``, ``tasks/result`` and ``tasks/cancel`` go through the session's public
``send_request`` with the SDK's typed requests. The ``tools/call`` that asks for a task
cannot: ``send_request`` checks a ``tools/call`` answer against the plain result shape,
and the SDK (2.3) has no public way to ask for a task (no ``task`` argument on
``call_tool``, no result-shape override on ``send_request``). So that one request is sent
as is through the JSON-RPC dispatcher the session runs on, which the host builds itself and
hands to the session (:class:`TaskLine`), with the headers the session's own requests get.
:func:`sdk_can_run_tasks` says whether this SDK offers all of that; without it the
validator warns before a run that such a tool cannot be called.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from recipe_studio.core.mcp_catalog import task_support
from recipe_studio.core.mcp_client.calls import guarded
from recipe_studio.core.mcp_client.errors import ServerCrashed, ToolFailed
from recipe_studio.core.mcp_client.results import CallResult, from_sdk_result

if TYPE_CHECKING:
    from recipe_studio.core.mcp_client.clock import SilenceClock

#: Milliseconds a server is asked to keep a task and its result.
TASK_TTL_MS = 10 * 60 * 1000
_DEFAULT_POLL_S = 0.5
_MAX_POLL_S = 5.0


@functools.cache
def sdk_can_run_tasks() -> bool:
    """Whether the installed SDK lets us send task requests (imports ``mcp``: call lazily)."""
    try:
        import mcp_types
        from mcp.client.session import ClientSession
        from mcp.shared import inbound
        from mcp.shared.jsonrpc_dispatcher import JSONRPCDispatcher
    except ImportError:
        return False
    typed = ("GetTaskRequest", "GetTaskPayloadRequest", "CancelTaskRequest", "CreateTaskResult")
    return (
        all(hasattr(mcp_types, name) for name in typed)
        and hasattr(inbound, "MCP_NAME_HEADER")
        and "dispatcher" in inspect.signature(ClientSession).parameters
        and hasattr(JSONRPCDispatcher, "send_raw_request")
    )


@dataclass(frozen=True)
class TaskLine:
    """What a task call needs of a connection: the session, and the JSON-RPC dispatcher it
    runs on (built by the host and given to the session, so it is ours to use)."""

    session: Any
    dispatcher: Any

    async def ask_for_task(
        self, tool: str, arguments: dict[str, Any], on_progress: Any
    ) -> dict[str, Any]:
        """``tools/call`` asking for a task; the raw answer (a task, or the plain result of
        a server that ran it directly). Errors come as ``MCPError``, as from the session.

        Sent with the headers the session puts on its own ``tools/call`` (the protocol
        version, the tool's name), and a progress token through ``on_progress``."""
        from mcp.shared import inbound

        headers = {inbound.MCP_NAME_HEADER: inbound.encode_header_value(tool)}
        if self.session.protocol_version:
            headers[inbound.MCP_PROTOCOL_VERSION_HEADER] = self.session.protocol_version
        params = {"name": tool, "arguments": arguments, "task": {"ttl": TASK_TTL_MS}}
        options = {"headers": headers, "on_progress": on_progress}
        # Not session.send_request: the SDK (2.3) has no public call asking for a task and
        # would refuse the task answer (see the module docstring).
        answer: dict[str, Any] = await self.dispatcher.send_raw_request(
            "tools/call", params, options
        )
        return answer

    async def get(self, task_id: str) -> Any:
        import mcp_types

        request = mcp_types.GetTaskRequest(params=mcp_types.GetTaskRequestParams(task_id=task_id))
        return await self.session.send_request(request, mcp_types.GetTaskResult)

    async def result(self, task_id: str) -> Any:
        import mcp_types

        params = mcp_types.GetTaskPayloadRequestParams(task_id=task_id)
        request = mcp_types.GetTaskPayloadRequest(params=params)
        return await self.session.send_request(request, mcp_types.CallToolResult)

    async def cancel(self, task_id: str) -> None:
        import mcp_types

        params = mcp_types.CancelTaskRequestParams(task_id=task_id)
        request = mcp_types.CancelTaskRequest(params=params)
        await self.session.send_request(request, mcp_types.CancelTaskResult)


def needs_task(tools: list[Any] | None, name: str) -> bool:
    for tool in tools or []:
        if getattr(tool, "name", None) == name:
            return task_support(tool) == "required"
    return False


async def call_as_task(
    line: TaskLine,
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

    answer = await guarded(tool, line.ask_for_task(tool, arguments, on_progress), crashed)
    clock.alive()
    if not isinstance(answer.get("task"), Mapping):  # the server ran it directly after all
        return from_sdk_result(mcp_types.CallToolResult.model_validate(answer, by_name=False))
    task = await guarded(tool, _parsed(mcp_types.CreateTaskResult, answer), crashed)
    task_id = task.task.task_id
    try:
        status = await _poll(line, tool, task.task, clock, crashed)
        payload = await guarded(tool, line.result(task_id), crashed)
    except anyio.get_cancelled_exc_class():
        await _cancel(line, task_id)
        raise
    if status.status == "cancelled":
        raise ToolFailed.of("task_cancelled", tool=tool)
    result = from_sdk_result(payload)
    if status.status == "failed" and not result.is_error:
        reason = (status.status_message or "") or result.error_message
        raise ToolFailed.of("task_failed", tool=tool, reason=reason)
    return result


async def _parsed(model: Any, data: Mapping[str, Any]) -> Any:
    """``data`` as ``model`` (awaitable, so a misfit is reported as every answer is)."""
    return model.model_validate(data, by_name=False)


async def _poll(
    line: TaskLine,
    tool: str,
    task: Any,
    clock: SilenceClock,
    crashed: Callable[[], ServerCrashed],
) -> Any:
    """Poll the task until it ends or asks for input; the last ``Task`` seen."""
    import anyio

    while task.status == "working":
        interval = task.poll_interval
        seconds = interval / 1000 if isinstance(interval, int | float) else _DEFAULT_POLL_S
        await anyio.sleep(min(max(seconds, 0.05), _MAX_POLL_S))
        task = await guarded(tool, line.get(task.task_id), crashed)
        clock.alive()  # the task answered: it may work as long as it keeps answering
    # input_required: tasks/result delivers the server's questions and then the result
    return task


async def _cancel(line: TaskLine, task_id: str) -> None:
    """Ask the server to cancel the task; never waits more than a second."""
    import anyio

    with anyio.CancelScope(shield=True), anyio.move_on_after(1.0):
        try:
            await line.cancel(task_id)
        except Exception:  # the task may have ended already; nothing more to do
            return
