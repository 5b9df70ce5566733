"""A minimal signal: callbacks connected to an event, called in order on ``emit``.

Core objects (the document, the live validator, the engine) report changes with these so
the GUI can listen without the core knowing about Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, ParamSpec

if TYPE_CHECKING:
    from collections.abc import Callable

P = ParamSpec("P")


class Signal(Generic[P]):
    def __init__(self) -> None:
        self._slots: list[Callable[P, object]] = []

    def connect(self, slot: Callable[P, object]) -> None:
        if slot not in self._slots:
            self._slots.append(slot)

    def disconnect(self, slot: Callable[P, object]) -> None:
        if slot in self._slots:
            self._slots.remove(slot)

    def emit(self, *args: P.args, **kwargs: P.kwargs) -> None:
        for slot in list(self._slots):
            slot(*args, **kwargs)
