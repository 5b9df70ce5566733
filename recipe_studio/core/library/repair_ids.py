"""No two files share a recipe id: a copy made by hand (or by an interrupted operation of
an older version) gets a fresh id, so its versions, runs and settings stay apart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from recipe_studio.core.atomic import write_atomic
from recipe_studio.core.library.record import encode_record, new_recipe_id

if TYPE_CHECKING:
    from recipe_studio.core.library.store import Found, Store


def separate_shared_ids(store: Store) -> list[str]:
    """Give every file but the first (by file name) of each shared id a fresh id (hold the
    lock); the files changed."""
    from recipe_studio.core.library.store import Found

    holders: dict[str, list[Found]] = {}
    for entry in store.index.refresh(verify=True):
        if not entry.ok:
            continue
        found = store.read_file(entry.file)
        if isinstance(found, Found) and found.record.recipe_id:
            holders.setdefault(found.record.recipe_id, []).append(found)
    changed: list[str] = []
    for shared in holders.values():
        for found in sorted(shared, key=lambda f: f.file)[1:]:
            record = found.record
            data = encode_record(
                record.profile, record.manifest, draft=record.draft,
                revision=record.revision, pins=record.pins, recipe_id=new_recipe_id(),
                checks=record.checks,
            )  # fmt: skip
            write_atomic(store.root / found.file, data)
            changed.append(found.file)
    return changed
