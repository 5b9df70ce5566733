"""Pausing Python's cycle collector while building large acyclic data (JSON, listings)."""

from __future__ import annotations

import contextlib
import gc
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterator


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cycle collector: parsing JSON or listing files allocates many objects and
    creates no cycles, and the collections those allocations trigger cost a large share
    of the time (a quarter of a listing, half of parsing a big file)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
