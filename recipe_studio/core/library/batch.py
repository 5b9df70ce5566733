"""Importing many recipes at once in O(N): one scan of the library, one lock, one commit.

The library is listed once and the names it holds are kept in memory (and grown as the
import goes), instead of two scans per recipe. Every recipe's file is first written as a
complete temp file; only then an intent file lists the moves, and the moves are made
(:mod:`~recipe_studio.core.library.journal` finishes them after a kill). A full disk
while writing, or a cancel before the commit, removes the temp files: nothing is
imported, the library is as it was.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import recipe_studio.core.library.journal as journal
import recipe_studio.core.library.versions as versions
from recipe_studio.core.atomic import Folder, replace_file, write_temp
from recipe_studio.core.library.faults import point
from recipe_studio.core.library.names import file_name, file_stem, name_hash, name_key
from recipe_studio.core.library.record import encode_record, new_recipe_id
from recipe_studio.core.library.store import Found, Store, check_size

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.library.saving import Prepared

#: ``progress(done, total)``; returns False to cancel (before anything is committed).
Progress = Callable[[int, int], bool]


class Cancelled(Exception):
    """The import was cancelled before its commit: nothing was imported."""


class Names:
    """The names and files of the library, from one listing, kept up to date in memory."""

    def __init__(self, library: Store) -> None:
        self.library = library
        self.files: set[str] = set()
        self.holders: dict[str, str] = {}  # name_key -> file
        for entry in library.index.refresh(verify=True):
            self.files.add(entry.file)
            if entry.ok and entry.name is not None:
                self.holders.setdefault(name_key(entry.name), entry.file)
        #: Names this import adds (they are taken too).
        self.added: set[str] = set()

    def holder(self, name: str) -> str | None:
        file = self.holders.get(name_key(name))
        if file is not None:
            return file
        return file_name(name) if file_name(name) in self.files else None  # a broken file

    def taken(self, name: str) -> bool:
        return self.holder(name) is not None

    def free_file(self, name: str) -> str:
        for file in (file_name(name), f"{file_stem(name)}~{name_hash(name)}.json"):
            if file not in self.files and not (self.library.root / file).exists():
                return file
        from recipe_studio.core.library.errors import LibraryError

        raise LibraryError(f"the file names for {name!r} are taken by other files")

    def add(self, name: str, file: str) -> None:
        self.files.add(file)
        self.holders[name_key(name)] = file


@dataclass
class Move:
    temp: str
    target: str
    replace: bool
    versions: Path


@dataclass
class Batch:
    """The files an import writes, made complete before any of them takes its name."""

    library: Store
    moves: list[Move]

    def write(
        self,
        ready: Prepared,
        names: Names,
        *,
        overwrite: Found | None,
        checks: dict[str, Any] | None = None,
        param_words: dict[str, Any] | None = None,
    ) -> str:
        """Stage ``ready`` as a new recipe, or over ``overwrite``, with the Studio's
        ``checks`` and ``param_words`` (stored forms) beside it; the name it gets."""
        root = self.library.root
        if overwrite is not None:
            record = overwrite.record
            recipe_id = record.recipe_id or new_recipe_id()
            data = encode_record(
                ready.profile.name,
                ready.manifest,
                draft=ready.draft,
                revision=record.revision + 1,
                pins=record.pins,
                recipe_id=recipe_id,
                checks=checks,
                param_words=param_words,
            )
            target, folder = overwrite.file, versions.adopt_legacy(root, overwrite.file, recipe_id)
        else:
            data = encode_record(
                ready.profile.name,
                ready.manifest,
                draft=ready.draft,
                revision=1,
                pins=None,
                recipe_id=new_recipe_id(),
                checks=checks,
                param_words=param_words,
            )
            target = names.free_file(ready.name)
            folder = root
        check_size(ready.name, data)
        with Folder.opened(root) as where:
            temp = write_temp(where, data, mode=None, durable=False)  # flushed at commit
        self.moves.append(Move(temp, target, overwrite is not None, folder))
        names.add(ready.name, target)
        return ready.name

    def discard(self) -> None:
        for move in self.moves:
            (self.library.root / move.temp).unlink(missing_ok=True)
        self.moves.clear()

    def commit(self) -> None:
        """Give every staged file its name (an intent file covers a kill meanwhile)."""
        if not self.moves:
            return
        root = self.library.root
        _flush([root / m.temp for m in self.moves])
        rows = [
            [
                m.temp,
                m.target,
                "replace" if m.replace else "create",
                m.versions.relative_to(root).as_posix(),
            ]
            for m in self.moves
        ]
        with journal.intent(root, "import", moves=rows):
            point("import.intent_written")
            for move in self.moves:
                if move.replace:
                    versions.keep(root, move.target, move.versions, None)
                    replace_file(root / move.temp, root / move.target)
                else:
                    (root / move.temp).rename(root / move.target)
                point("import.moved")
            Folder(root).fsync()
        for move in self.moves:
            if move.replace:
                versions.prune(move.versions, self.library.max_versions)


def _flush(paths: list[Path]) -> None:
    """Make the staged files durable before any takes its name: one ``sync`` where the
    system has it (thousands of fsyncs in a row cost far more), else each file's."""
    if hasattr(os, "sync"):
        os.sync()
        return
    for path in paths:  # pragma: no cover - Windows
        fd = os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
