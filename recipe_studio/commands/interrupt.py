"""Ctrl-C and SIGTERM for the commands that talk to servers: cancel, then exit 130 / 143.

On Windows no signal reaches a program but a console's Ctrl-C and Ctrl-Break (Python's
``SIGBREAK``; it is also how one program asks a console program in a process group of
its own to stop, as a Ctrl-C cannot be sent there): both cancel and exit 130.

The work runs in a worker thread; the main thread only waits and receives signals. The
signal handler never raises into the work (that is how a Ctrl-C used to crash ``run`` with
``KeyError: 'result'``): it starts the cancel in a thread of its own and notes which
signal came. The work then ends within moments (the MCP client honours the cancel in every
phase); if it has not ended :data:`GRACE` seconds later, ``on_stuck`` runs (it saves what
there is) and the process exits anyway, so the exit status comes within 2 s.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from collections.abc import Callable

T = TypeVar("T")

EXIT_INTERRUPTED = 130
EXIT_TERMINATED = 143
#: Seconds the work gets to end after a signal before the process exits without it.
GRACE = 1.5
_WATCHED: tuple[int, ...]
if sys.platform == "win32":
    _WATCHED = (signal.SIGINT, signal.SIGTERM, signal.SIGBREAK)
else:
    _WATCHED = (signal.SIGINT, signal.SIGTERM)


def exit_status(signum: int) -> int:
    return EXIT_TERMINATED if signum == signal.SIGTERM else EXIT_INTERRUPTED


@dataclass
class Outcome(Generic[T]):
    value: T | None = None
    error: BaseException | None = None
    #: The signal that came, if one did.
    signum: int | None = None

    @property
    def exit_status(self) -> int | None:
        return None if self.signum is None else exit_status(self.signum)


def run_interruptibly(
    work: Callable[[], T],
    cancel: Callable[[], None],
    on_stuck: Callable[[int], Any] | None = None,
) -> Outcome[T]:
    """Run ``work`` in a thread; a SIGINT/SIGTERM (Windows: also SIGBREAK) calls ``cancel``
    (see the module docstring).

    Exceptions of ``work`` are returned in the outcome, never raised here.
    """
    outcome: Outcome[T] = Outcome()

    def target() -> None:
        try:
            outcome.value = work()
        except BaseException as exc:  # handed to the caller
            outcome.error = exc

    def on_signal(signum: int, _frame: Any) -> None:
        if outcome.signum is None:
            outcome.signum = signum
            threading.Thread(target=cancel, name="cancel", daemon=True).start()

    worker = threading.Thread(target=target, name="command-work", daemon=True)
    previous = _install(on_signal)
    try:
        worker.start()
        signalled_at: float | None = None
        while worker.is_alive():
            worker.join(0.05)
            if outcome.signum is not None and signalled_at is None:
                signalled_at = time.monotonic()
            if signalled_at is not None and time.monotonic() - signalled_at > GRACE:
                _give_up(outcome.signum or signal.SIGINT, on_stuck)
    finally:
        _restore(previous)
    return outcome


def _give_up(signum: int, on_stuck: Callable[[int], Any] | None) -> None:
    """The work did not end in time: save what can be saved, then exit at once."""
    if on_stuck is not None:
        with contextlib.suppress(Exception):
            on_stuck(signum)
    with contextlib.suppress(Exception):
        sys.stdout.flush()
        sys.stderr.flush()
    os._exit(exit_status(signum))


def _install(handler: Callable[[int, Any], None]) -> dict[int, Any]:
    if threading.current_thread() is not threading.main_thread():
        return {}  # only the main thread may handle signals (e.g. called from a test thread)
    previous: dict[int, Any] = {}
    for signum in _WATCHED:
        with contextlib.suppress(ValueError, OSError):
            previous[signum] = signal.signal(signum, handler)
    return previous


def _restore(previous: dict[int, Any]) -> None:
    for signum, handler in previous.items():
        with contextlib.suppress(ValueError, OSError, TypeError):
            signal.signal(signum, handler)
