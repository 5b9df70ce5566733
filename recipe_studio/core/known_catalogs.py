"""The tools each server listed when it was last reached, remembered per server.

So the argument form can be full before a server is reached again (after a restart, with
the server not running yet): :mod:`recipe_studio.core.argument_sources` borrows them as
``remembered``. One JSON catalog file per server name under ``HOME/known-catalogs``,
written atomically; one that cannot be read is simply not known.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from recipe_studio.core.atomic import write_json_atomic
from recipe_studio.core.catalog import Catalog, CatalogError, load_catalog
from recipe_studio.core.paths import data_home

if TYPE_CHECKING:
    import os
    from pathlib import Path

FOLDER = "known-catalogs"


def _path(server: str, home: str | os.PathLike[str] | None) -> Path:
    digest = hashlib.sha256(server.encode("utf-8")).hexdigest()[:24]
    return data_home(home) / FOLDER / f"{digest}.json"


def remember_catalog(
    server: str, catalog: Catalog, home: str | os.PathLike[str] | None = None
) -> None:
    """Keep ``catalog`` as what ``server`` lists (a disk fault only loses the memory)."""
    path = _path(server, home)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(path, {**catalog.to_json(), "server": server})
    except OSError:
        pass


def remembered_catalog(server: str, home: str | os.PathLike[str] | None = None) -> Catalog | None:
    """What ``server`` listed when last reached, ``None`` if it never was (or is unreadable)."""
    path = _path(server, home)
    if not path.is_file():
        return None
    try:
        return load_catalog(path)
    except CatalogError:
        return None
