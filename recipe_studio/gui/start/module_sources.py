"""Not keeping the source text of every imported module in memory.

PySide6 looks at each module imported after it, to know whether that module uses its
``__feature__`` switches: it reads the module's source with :func:`inspect.getsource`,
and :mod:`linecache` then keeps every line of it for the life of the process. For the
window's ~500 modules that is about 13 MB, an eighth of the app's memory after start.
Those entries are only a cache of files on disk (a traceback reads them again when it
needs them), so they are dropped as imports go, before they pile up: dropping them all at
once later would free the memory to Python but not give it back to the system.
"""

from __future__ import annotations

import linecache
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Sequence
    from types import ModuleType

#: Dropped once the cache holds more files than this (one traceback's worth stays).
KEEP_FILES = 16


class _SourceDropper:
    """A finder that finds nothing: it runs before each new import (a
    :class:`importlib.abc.MetaPathFinder` first on :data:`sys.meta_path`) and drops the
    sources cached since the last one."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> Any:  # MetaPathFinder.find_spec
        cache = linecache.cache
        if len(cache) > KEEP_FILES:
            # Entries with a modification time were read from a file and can be read
            # again; the others (code made at run time) cannot, so they stay.
            for name, entry in list(cache.items()):
                if len(entry) == 4 and entry[1] is not None:
                    cache.pop(name, None)
        return None


def stop_keeping_module_sources() -> None:
    """From now on, sources read for PySide6's check of new modules are not kept."""
    if not any(isinstance(finder, _SourceDropper) for finder in sys.meta_path):
        sys.meta_path.insert(0, _SourceDropper())
