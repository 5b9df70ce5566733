"""The recipe library on disk: one file per recipe, atomic and conflict-safe.

Start with :class:`Library`; the stored format is described in
:mod:`recipe_studio.core.library.record` and file naming in
:mod:`recipe_studio.core.library.names`.
"""

from __future__ import annotations

from recipe_studio.core.library.api import ClashPolicy, DraftMode, Library, SaveResult
from recipe_studio.core.library.errors import (
    BrokenFileError,
    ConflictError,
    InvalidNameError,
    InvalidRecipeError,
    LibraryError,
    RecipeExistsError,
    RecipeNotFoundError,
    VersionNotFoundError,
)
from recipe_studio.core.library.index import LibraryEntry
from recipe_studio.core.library.record import LIBRARY_FORMAT, Record, Stamp
from recipe_studio.core.library.share import ImportItem, ImportPolicy, ImportReport
from recipe_studio.core.library.store import LoadedRecipe
from recipe_studio.core.library.trash import TrashEntry
from recipe_studio.core.library.versions import VersionInfo
from recipe_studio.core.library.watch import Changes, LibraryWatcher

__all__ = [
    "LIBRARY_FORMAT",
    "BrokenFileError",
    "Changes",
    "ClashPolicy",
    "ConflictError",
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
