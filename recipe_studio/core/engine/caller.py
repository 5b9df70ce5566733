"""What the engine calls tools through: any object with the :class:`ToolCaller` shape.

A live :class:`~recipe_studio.core.mcp_client.Connection` is one. Tests and the GUI's
dry runs can use :class:`FunctionCaller`, which answers from a plain Python function.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from recipe_studio.core.mcp_client.errors import Cancelled
from recipe_studio.core.mcp_client.results import CallResult

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from recipe_studio.core.mcp_client.cancel import CancelToken
    from recipe_studio.core.mcp_client.clock import ProgressCallback


class ToolCaller(Protocol):
    """Calls one tool and waits; raises the ``mcp_client`` errors (``Cancelled``, ...)."""

    def call(
        self,
        tool: str,
        arguments: Mapping[str, Any] | None = None,
        *,
        timeout: float | None = None,
        cancel: CancelToken | None = None,
        step_limit: float | None = None,
        on_progress: ProgressCallback | None = None,
    ) -> CallResult: ...


class FunctionCaller:
    """A caller answering from ``answer(tool, args)``: a :class:`CallResult` or a value.

    A plain value becomes a successful result; an exception from ``answer`` propagates
    (raise :class:`~recipe_studio.core.mcp_client.ToolFailed` or return
    ``CallResult.failure(...)`` for a tool-level error). ``calls`` records every call.
    """

    def __init__(self, answer: Callable[[str, dict[str, Any]], Any]) -> None:
        self.answer = answer
        self.calls: list[tuple[str, dict[str, Any]]] = []

    def call(
        self,
        tool: str,
        arguments: Mapping[str, Any] | None = None,
        *,
        timeout: float | None = None,
        cancel: CancelToken | None = None,
        step_limit: float | None = None,
        on_progress: ProgressCallback | None = None,
    ) -> CallResult:
        if cancel is not None and cancel.cancelled:
            raise Cancelled(f"the call to {tool} was cancelled")
        args = dict(arguments or {})
        self.calls.append((tool, args))
        answer = self.answer(tool, args)
        return answer if isinstance(answer, CallResult) else CallResult.of(answer)
