"""No two files share a recipe id: a copy made by hand (or by an interrupted operation of
an older version) gets a fresh id, so its versions, runs and settings stay apart.

The rule only: the store reads the files and writes what :func:`fresh_ids` answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from recipe_studio.core.library.record import Record, encode_record, new_recipe_id

if TYPE_CHECKING:
    from collections.abc import Iterable


def fresh_ids(files: Iterable[tuple[str, Record]]) -> dict[str, bytes]:
    """The new contents of every file but the first (by file name) of each shared recipe
    id: the same record with a fresh id, by file, in the order ``files`` came."""
    holders: dict[str, list[tuple[str, Record]]] = {}
    for file, record in files:
        if record.recipe_id:
            holders.setdefault(record.recipe_id, []).append((file, record))
    rewritten: dict[str, bytes] = {}
    for shared in holders.values():
        for file, record in sorted(shared, key=lambda held: held[0])[1:]:
            rewritten[file] = encode_record(
                record.profile,
                record.manifest,
                draft=record.draft,
                revision=record.revision,
                pins=record.pins,
                recipe_id=new_recipe_id(),
                checks=record.checks,
                param_words=record.param_words,
            )
    return rewritten
