"""Time limits of a tool call that count silence, not the whole call.

A long tool is not a stuck tool: the limit of a call is the time it may stay *silent*. Every
sign of life — a progress notification, a task's answer to a poll, a question it asks —
starts that limit again; while a person answers the tool's question the clock does not run
at all. A second, total limit (the step's time limit, ``None`` for none) bounds a call
however lively it is; a background task that keeps answering its polls has none, it runs
until it ends or is stopped.

A :class:`SilenceClock` lives in the connection's event-loop thread (anyio's clock): the
call runs inside :meth:`SilenceClock.running`, which raises :class:`CallTimeout` with a
message saying how long the tool was silent (or that the step's limit was reached).
"""

from __future__ import annotations

import math
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

from recipe_studio.core.mcp_client.errors import CallTimeout
from recipe_studio.core.messages import whole_seconds


@dataclass(frozen=True)
class CallProgress:
    """One ``notifications/progress`` of a call, as its tool sent it."""

    tool: str
    progress: float
    total: float | None = None
    #: The server's own words (its language), possibly empty.
    message: str = ""


#: Receives a call's progress, in the connection's loop thread (keep it quick).
ProgressCallback = Callable[[CallProgress], None]


class SilenceClock:
    """The limits of one call; see the module docstring. Loop thread only."""

    def __init__(self, tool: str, silence: float | None, total: float | None = None) -> None:
        self.tool = tool
        self.silence = silence
        self.total = total
        self._scope: Any = None
        self._last_sign = 0.0
        self._started = 0.0
        self._paused = 0

    def _now(self) -> float:
        import anyio

        return anyio.current_time()

    def _total_deadline(self) -> float:
        return math.inf if self.total is None else self._started + self.total

    def _arm(self) -> None:
        if self._scope is None:
            return
        silent_until = math.inf
        if self.silence is not None and not self._paused:
            silent_until = self._last_sign + self.silence
        self._scope.deadline = min(silent_until, self._total_deadline())

    def alive(self) -> None:
        """The tool gave a sign of life: its silence limit starts again."""
        self._last_sign = self._now()
        self._arm()

    def pause(self) -> None:
        """A person is answering the tool's question: silence does not count meanwhile."""
        self._paused += 1
        self._arm()

    def resume(self) -> None:
        self._paused = max(0, self._paused - 1)
        self.alive()

    def no_total_limit(self) -> None:
        """A background task answers its polls: it may run as long as it needs."""
        self.total = None
        self._arm()

    @asynccontextmanager
    async def running(self) -> AsyncIterator[SilenceClock]:
        """Run the call in this block; raises :class:`CallTimeout` at either limit."""
        import anyio

        self._started = self._last_sign = self._now()
        with anyio.CancelScope() as scope:
            self._scope = scope
            self._arm()
            yield self
        self._scope = None
        if scope.cancelled_caught:
            raise self.timeout_error()

    def timeout_error(self) -> CallTimeout:
        now = self._now()
        if self.total is not None and now >= self._total_deadline() - 0.05:
            limit = whole_seconds(self.total)
            return CallTimeout.of("call_step_limit", tool=self.tool, count=limit)
        silent = max(1, round(now - self._last_sign))
        return CallTimeout.of("call_silent", tool=self.tool, count=silent)

    def progress_callback(
        self, forward: ProgressCallback | None
    ) -> Callable[[float, float | None, str | None], Awaitable[None]]:
        """The SDK's ``progress_callback`` for the call: a sign of life, then ``forward``."""

        async def on_progress(progress: float, total: float | None, text: str | None) -> None:
            self.alive()
            if forward is not None:
                try:
                    forward(CallProgress(self.tool, progress, total, (text or "").strip()))
                except Exception:  # a listener's failure must not break the call
                    return

        return on_progress
