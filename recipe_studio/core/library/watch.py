"""Noticing changes made to the library folder outside the app, without threads.

:class:`LibraryWatcher` compares ``os.scandir`` snapshots: ``poll()`` is cheap (one
scandir and a stat per file) and meant to be called from a GUI timer. Changes the
watched :class:`~recipe_studio.core.library.api.Library` object made itself are left
out unless ``include_own=True``, so a window is not told about its own saves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from recipe_studio.core.library.folder_scan import scan

if TYPE_CHECKING:
    from recipe_studio.core.library.store import Store


@dataclass(frozen=True)
class Changes:
    """File names (as in :attr:`LibraryEntry.file`) that appeared, went or changed."""

    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    modified: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.modified)


class LibraryWatcher:
    """Reports what changed in a library folder since the previous :meth:`poll`."""

    def __init__(self, library: Store, *, include_own: bool = False) -> None:
        self.library = library
        self.include_own = include_own
        self._snapshot = self._take()

    def _take(self) -> dict[str, tuple[int, int, int] | None]:
        found = scan(self.library.root)
        return {**found.files, **dict.fromkeys(found.odd)}

    def reset(self) -> None:
        """Forget pending changes: the next poll reports only what happens after now."""
        self._snapshot = self._take()

    def poll(self) -> Changes:
        before = self._snapshot
        now = self._take()
        self._snapshot = now
        own = self.library.own_writes
        added: list[str] = []
        modified: list[str] = []
        for file, sig in now.items():
            if file not in before:
                target = added
            elif before[file] != sig:
                target = modified
            else:
                continue
            if self.include_own or file not in own or own[file] != sig:
                target.append(file)
        removed = [
            file
            for file in before
            if file not in now and (self.include_own or file not in own or own[file] is not None)
        ]
        return Changes(tuple(sorted(added)), tuple(sorted(removed)), tuple(sorted(modified)))
