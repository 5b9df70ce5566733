"""The recipe library on disk: one file per recipe, atomic and conflict-safe.

Start with :class:`Library`; the stored format is described in
:mod:`recipe_studio.core.library.record` and file naming in
:mod:`recipe_studio.core.library.names`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from recipe_studio.core.library.api import ClashPolicy, Library, SaveResult
    from recipe_studio.core.library.errors import (
        BrokenFileError,
        ConflictError,
        DiskError,
        InvalidNameError,
        InvalidRecipeError,
        LibraryError,
        RecipeExistsError,
        RecipeNotFoundError,
        VersionNotFoundError,
    )
    from recipe_studio.core.library.index import LibraryEntry
    from recipe_studio.core.library.record import LIBRARY_FORMAT, Record, Stamp
    from recipe_studio.core.library.saving import DraftMode
    from recipe_studio.core.library.share import ImportItem, ImportPolicy, ImportReport
    from recipe_studio.core.library.store import LoadedRecipe
    from recipe_studio.core.library.trash import TrashEntry
    from recipe_studio.core.library.versions import VersionInfo
    from recipe_studio.core.library.watch import Changes, LibraryWatcher

#: Where each public name lives: imported on first use, so that reading the index (the
#: window's first frame) does not load validation, pydantic and jsonschema.
_HOMES = {
    "ClashPolicy": "recipe_studio.core.library.api",
    "DraftMode": "recipe_studio.core.library.saving",
    "Library": "recipe_studio.core.library.api",
    "SaveResult": "recipe_studio.core.library.api",
    "BrokenFileError": "recipe_studio.core.library.errors",
    "ConflictError": "recipe_studio.core.library.errors",
    "DiskError": "recipe_studio.core.library.errors",
    "InvalidNameError": "recipe_studio.core.library.errors",
    "InvalidRecipeError": "recipe_studio.core.library.errors",
    "LibraryError": "recipe_studio.core.library.errors",
    "RecipeExistsError": "recipe_studio.core.library.errors",
    "RecipeNotFoundError": "recipe_studio.core.library.errors",
    "VersionNotFoundError": "recipe_studio.core.library.errors",
    "LibraryEntry": "recipe_studio.core.library.index",
    "LIBRARY_FORMAT": "recipe_studio.core.library.record",
    "Record": "recipe_studio.core.library.record",
    "Stamp": "recipe_studio.core.library.record",
    "ImportItem": "recipe_studio.core.library.share",
    "ImportPolicy": "recipe_studio.core.library.share",
    "ImportReport": "recipe_studio.core.library.share",
    "LoadedRecipe": "recipe_studio.core.library.store",
    "TrashEntry": "recipe_studio.core.library.trash",
    "VersionInfo": "recipe_studio.core.library.versions",
    "Changes": "recipe_studio.core.library.watch",
    "LibraryWatcher": "recipe_studio.core.library.watch",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


__all__ = [
    "LIBRARY_FORMAT",
    "BrokenFileError",
    "Changes",
    "ClashPolicy",
    "ConflictError",
    "DiskError",
    "DraftMode",
    "ImportItem",
    "ImportPolicy",
    "ImportReport",
    "InvalidNameError",
    "InvalidRecipeError",
    "Library",
    "LibraryEntry",
    "LibraryError",
    "LibraryWatcher",
    "LoadedRecipe",
    "RecipeExistsError",
    "RecipeNotFoundError",
    "Record",
    "SaveResult",
    "Stamp",
    "TrashEntry",
    "VersionInfo",
    "VersionNotFoundError",
]
