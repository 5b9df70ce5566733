"""A thread-safe cancel token: set once from any thread, observed by waits and calls."""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

logger = logging.getLogger(__name__)


class CancelToken:
    """Cancelled at most once; callbacks registered with :meth:`on_cancel` run then.

    A callback registered after cancellation runs at once, in the registering thread, so
    a cancel that lands between "check" and "start the call" is never lost.
    """

    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._callbacks: dict[int, Callable[[], None]] = {}
        self._next_key = 0

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def cancel(self) -> None:
        """Cancel (idempotent, any thread): wakes waits and runs the callbacks once."""
        with self._lock:
            if self._event.is_set():
                return
            self._event.set()
            callbacks = list(self._callbacks.values())
            self._callbacks.clear()
        for callback in callbacks:
            _run(callback)

    def on_cancel(self, callback: Callable[[], None]) -> Callable[[], None]:
        """Register ``callback``; returns a function that unregisters it."""
        with self._lock:
            if not self._event.is_set():
                key = self._next_key
                self._next_key += 1
                self._callbacks[key] = callback
                return lambda: self._forget(key)
        _run(callback)
        return lambda: None

    def wait(self, seconds: float) -> bool:
        """Sleep up to ``seconds``; True if cancelled meanwhile (returns at once then)."""
        return self._event.wait(max(0.0, seconds))

    def _forget(self, key: int) -> None:
        with self._lock:
            self._callbacks.pop(key, None)


def _run(callback: Callable[[], None]) -> None:
    try:
        callback()
    except Exception:  # a broken callback must not stop the others
        logger.exception("cancel callback failed")
