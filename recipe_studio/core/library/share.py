"""Exporting recipes to share files and importing share files into the library.

Export writes the :mod:`recipe_studio.core.sharefile` format: one recipe as
``NAME.recipe.json`` or several as one bundle, each with its profile and manifest (pins
and library details are never exported). Import accepts a share file, a bundle,
``recipe_save`` arguments (``{"manifest": ...}``), a raw wire manifest of any profile
(detected) or a file copied from another library. Every recipe is validated: problems are
reported, and a recipe with errors is imported as a draft rather than refused. A name
that is already taken is resolved by the policy: ``keep-both`` (the import becomes
``Name (2)``), ``overwrite`` (the current recipe is kept as a version) or ``skip``.
With ``reuse_same``, whatever the policy, a recipe the library already holds exactly as
it is in the file (same profile, same manifest) is ``unchanged``: the window uses it so
that a file opened twice is not copied.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from recipe_studio.core.atomic import write_bytes_atomic
from recipe_studio.core.library.errors import LibraryError, RecipeExistsError
from recipe_studio.core.library.names import fresh_name
from recipe_studio.core.library.record import (
    LIBRARY_FORMAT,
    MAX_RECIPE_BYTES,
    Broken,
    decode_data,
    encode_json,
)
from recipe_studio.core.manifest_io import UnreadableFile, read_json_file
from recipe_studio.core.problems import Problem, has_errors
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.sharefile import Entry, ShareFileError, entries, wrap_bundle, wrap_recipe

if TYPE_CHECKING:
    from recipe_studio.core.library.api import Library

ImportPolicy = Literal["keep-both", "overwrite", "skip"]
IMPORT_POLICIES: tuple[str, ...] = ("keep-both", "overwrite", "skip")
ImportStatus = Literal["saved", "kept-both", "overwritten", "skipped", "unchanged", "failed"]


@dataclass
class ImportItem:
    """What happened to one recipe of an imported file."""

    #: Where it was in the file ("" for a single recipe, ``recipes[3]`` in a bundle).
    where: str
    #: The name in the file (``None`` when it had none).
    name: str | None
    status: ImportStatus
    #: The name it is stored under (differs from ``name`` after keep-both).
    stored_as: str | None = None
    profile: str | None = None
    draft: bool = False
    problems: list[Problem] = field(default_factory=list)
    #: Why it failed (status "failed").
    error: str | None = None
    answer: dict[str, Any] | None = None


@dataclass
class ImportReport:
    items: list[ImportItem] = field(default_factory=list)
    #: Why the file as a whole could not be read (then there are no items).
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and all(i.status != "failed" for i in self.items)

    def count(self, *statuses: str) -> int:
        return sum(1 for item in self.items if item.status in statuses)


def single_entry(data: Any, profile: str | None = None) -> Entry:
    """The one recipe in ``data`` (a library file, share file, save arguments or manifest)."""
    found = _entries(data, profile)
    if len(found) != 1:
        raise LibraryError(f"holds {len(found)} recipes; import it instead")
    return found[0]


def _entries(data: Any, profile: str | None) -> list[Entry]:
    if isinstance(data, dict) and data.get("format") == LIBRARY_FORMAT:
        record = decode_data(data)
        if isinstance(record, Broken):
            raise LibraryError(record.reason)
        return [Entry(profile or record.profile, record.manifest, "library file")]
    try:
        return entries(data, profile)
    except ShareFileError as exc:
        raise LibraryError(str(exc)) from None


# -- export --------------------------------------------------------------------------


def export(library: Library, names: list[str]) -> dict[str, Any]:
    """One name: a share file; several: a bundle. Raises if a name is not a recipe."""
    if not names:
        raise LibraryError("nothing to export: give at least one recipe name")
    items: list[tuple[str, Any]] = []
    for name in names:
        loaded = library.load(name)
        items.append((loaded.profile, loaded.manifest))
    if len(items) == 1:
        return wrap_recipe(*items[0])
    return wrap_bundle(items)


def export_to(library: Library, names: list[str], path: Path) -> None:
    write_bytes_atomic(path, encode_json(export(library, names)))


# -- import --------------------------------------------------------------------------


def import_file(
    library: Library,
    path: Path,
    *,
    on_clash: ImportPolicy,
    profile: str | None = None,
    reuse_same: bool = False,
) -> ImportReport:
    try:
        if path.stat().st_size > MAX_RECIPE_BYTES:
            return ImportReport(error=f"{path}: the file is too large to be a recipe")
        loaded = read_json_file(path)
    except (UnreadableFile, OSError) as exc:
        return ImportReport(error=str(exc) if isinstance(exc, UnreadableFile) else f"{exc}")
    if loaded.problems:
        return ImportReport(error=f"{path}: {loaded.problems[0].message}")
    return import_data(
        library, loaded.data, on_clash=on_clash, profile=profile, reuse_same=reuse_same
    )


def import_data(
    library: Library,
    data: Any,
    *,
    on_clash: ImportPolicy,
    profile: str | None = None,
    reuse_same: bool = False,
) -> ImportReport:
    if on_clash not in IMPORT_POLICIES:
        raise ValueError(f"unknown clash policy {on_clash!r}")
    try:
        found = _entries(data, profile)
    except LibraryError as exc:
        return ImportReport(error=str(exc))
    return ImportReport([_import_one(library, entry, on_clash, reuse_same) for entry in found])


def _holds_the_same(library: Library, name: str, profile: str, manifest: Any) -> bool:
    """The library's recipe ``name`` is exactly this one (an unreadable file is not)."""
    try:
        existing = library.load(name)
    except LibraryError:
        return False
    return existing.profile == profile and existing.manifest == manifest


def _import_one(
    library: Library, entry: Entry, on_clash: ImportPolicy, reuse_same: bool = False
) -> ImportItem:
    item = ImportItem(entry.where, None, "failed", profile=entry.profile)
    prof = get_profile(entry.profile)
    manifest = entry.manifest
    if not isinstance(manifest, dict):
        item.error = "the recipe is not a JSON object"
        return item
    name = manifest.get("name")
    if not isinstance(name, str) or not name:
        item.error = "the recipe has no name"
        return item
    item.name = name
    recipe = prof.read(manifest).recipe
    problems = library.validator(prof).validate(recipe)
    item.problems = problems
    item.draft = has_errors(problems)
    status: ImportStatus = "saved"
    overwrite = False
    try:
        if library.taken(name):
            if reuse_same and _holds_the_same(library, name, prof.name, prof.write(recipe)):
                item.status, item.stored_as = "unchanged", name
                return item
            if on_clash == "skip":
                item.status = "skipped"
                return item
            if on_clash == "overwrite":
                overwrite, status = True, "overwritten"
            else:
                tool_style = prof.name_prefix != ""
                new_name = fresh_name(name, library.taken, tool_style=tool_style)
                recipe = recipe.model_copy(update={"name": new_name})
                status = "kept-both"
        result = library.save(prof, recipe, overwrite=overwrite, draft=item.draft)
    except RecipeExistsError as exc:
        item.error = f"{exc} (it appeared while importing)"
        return item
    except LibraryError as exc:
        item.error = str(exc)
        return item
    item.status = status
    item.stored_as = result.answer["name"]
    item.answer = result.answer
    return item
