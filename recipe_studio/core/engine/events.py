"""Progress events a run reports to its ``on_event`` callback (the GUI turns them into signals).

Events are emitted in the engine's thread, in this order: :class:`RunStarted`, then per
step :class:`StepStarted`, any :class:`Waiting` ticks or :class:`StepProgress` reports,
:class:`StepFinished`; finally :class:`RunFinished` (always, also after a decline, a
failure or a cancel).

A run started through :class:`~recipe_studio.core.engine.session.RunSession` first reports
:class:`Connecting` and :class:`Connected` (or, when the server cannot be reached,
:class:`RunStarted` and :class:`RunFinished` with the failed result).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from recipe_studio.core.engine.results import RunResult, StepOutcome


@dataclass(frozen=True)
class RunStarted:
    recipe: str
    profile: str
    #: The steps this run covers: ``range(start, stop)``.
    start: int
    stop: int
    total_steps: int


@dataclass(frozen=True)
class StepStarted:
    index: int
    uid: str
    tool: str | None
    #: The arguments about to be sent (``None`` for a wait step or before interpolation).
    args: dict[str, Any] | None = None


@dataclass(frozen=True)
class Waiting:
    """A wait step is pausing; emitted when it starts and then about once a second."""

    index: int
    uid: str
    seconds: float
    remaining: float


@dataclass(frozen=True)
class StepProgress:
    """The tool of a running step reported progress (``notifications/progress``).

    ``message`` is the server's own text (in its language; may be empty); ``ratio`` is
    between 0 and 1 when the server said how much there is in all.
    """

    index: int
    uid: str
    tool: str
    progress: float
    total: float | None = None
    message: str = ""

    @property
    def ratio(self) -> float | None:
        if self.total is None or self.total <= 0:
            return None
        return min(1.0, max(0.0, self.progress / self.total))


@dataclass(frozen=True)
class StepFinished:
    outcome: StepOutcome

    @property
    def index(self) -> int:
        return self.outcome.index


@dataclass(frozen=True)
class RunFinished:
    result: RunResult


@dataclass(frozen=True)
class Connecting:
    """The server is being started or reached (this can take a while; Stop works)."""

    #: The server's description (command line or URL).
    server: str
    #: Its short name, if it has one ("built-in tools").
    name: str = ""


@dataclass(frozen=True)
class Connected:
    server: str
    tool_count: int


RunEvent = (
    Connecting
    | Connected
    | RunStarted
    | StepStarted
    | StepProgress
    | Waiting
    | StepFinished
    | RunFinished
)
EventCallback = Callable[[RunEvent], None]
