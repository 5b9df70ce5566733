"""Exporting recipes to share files and importing share files into the library.

Export writes the :mod:`recipe_studio.core.sharefile` format: one recipe as
``NAME.recipe`` or several as one bundle, each with its profile and manifest and,
beside it, the Studio's checks on its steps and its params' words (titles,
explanations; pins and library details are never exported). Import accepts a share file, a bundle,
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
from typing import TYPE_CHECKING, Any, Literal

from recipe_studio.core.atomic import write_atomic
from recipe_studio.core.library.batch import Batch, Cancelled, Names, Progress
from recipe_studio.core.library.errors import DiskError, LibraryError
from recipe_studio.core.library.names import check_name, fresh_name, is_plain, name_key, slug
from recipe_studio.core.library.record import encode_json
from recipe_studio.core.library.saving import prepare
from recipe_studio.core.library.store import Found, Store
from recipe_studio.core.loading import InputFile, InputRecipe, load_input, read_input
from recipe_studio.core.param_words import param_words_to_stored
from recipe_studio.core.sharefile import BUNDLE_SUFFIX, SHARE_SUFFIX, wrap_bundle, wrap_recipe

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.problems import Problem

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
    #: Problems about the file as a whole, located in it (an error: nothing imported).
    problems: list[Problem] = field(default_factory=list)
    #: The import was cancelled before it was committed: nothing was imported.
    cancelled: bool = False

    @property
    def ok(self) -> bool:
        return self.error is None and all(i.status != "failed" for i in self.items)

    def count(self, *statuses: str) -> int:
        return sum(1 for item in self.items if item.status in statuses)


def single_entry(data: Any, profile: str | None = None) -> InputRecipe:
    """The one recipe in ``data`` (a library file, share file, save arguments or manifest)."""
    found = read_input(data, profile)
    if not found.ok:
        raise LibraryError(found.first_error())
    if len(found.recipes) != 1:
        raise LibraryError(f"holds {len(found.recipes)} recipes; import it instead")
    return found.recipes[0]


# -- export --------------------------------------------------------------------------


def export(library: Store, names: list[str]) -> dict[str, Any]:
    """One name: a share file; several: a bundle. Raises if a name is not a recipe."""
    if not names:
        raise LibraryError("nothing to export: give at least one recipe name")
    items: list[tuple[str, Any, Any, Any]] = []
    for name in names:
        loaded = library.load(name)
        items.append((loaded.profile, loaded.manifest, loaded.checks, loaded.param_words))
    if len(items) == 1:
        return wrap_recipe(*items[0])
    return wrap_bundle(items)


def export_to(library: Store, names: list[str], path: Path) -> None:
    write_atomic(path, encode_json(export(library, names)))


def export_file_name(names: list[str]) -> str:
    """The file an export of ``names`` is offered as: ``Morning brief.recipe`` for one
    recipe (its name, made safe for every system), ``recipes.recipe`` for several."""
    if len(names) != 1:
        return "recipes" + BUNDLE_SUFFIX
    name = names[0]
    return (name if is_plain(name) else slug(name) or "recipe") + SHARE_SUFFIX


def export_path(output: Path, names: list[str]) -> Path:
    """Where ``-o OUTPUT`` puts an export: inside OUTPUT when it is a folder, with the
    share file's extension added when OUTPUT has none."""
    if output.is_dir():
        return output / export_file_name(names)
    if not output.suffix:
        return output.with_name(output.name + (SHARE_SUFFIX if len(names) == 1 else BUNDLE_SUFFIX))
    return output


# -- import --------------------------------------------------------------------------


def import_file(
    library: Store,
    path: Path,
    *,
    on_clash: ImportPolicy,
    profile: str | None = None,
    reuse_same: bool = False,
    progress: Progress | None = None,
) -> ImportReport:
    return import_input(
        library,
        load_input(path, profile),
        on_clash=on_clash,
        reuse_same=reuse_same,
        progress=progress,
    )


def import_data(
    library: Store,
    data: Any,
    *,
    on_clash: ImportPolicy,
    profile: str | None = None,
    reuse_same: bool = False,
    progress: Progress | None = None,
) -> ImportReport:
    return import_input(
        library,
        read_input(data, profile),
        on_clash=on_clash,
        reuse_same=reuse_same,
        progress=progress,
    )


def import_input(
    library: Store,
    found: InputFile,
    *,
    on_clash: ImportPolicy,
    reuse_same: bool = False,
    progress: Progress | None = None,
) -> ImportReport:
    """Import the recipes of a loaded file (see :func:`recipe_studio.core.loading.load_input`)
    all at once (:mod:`~recipe_studio.core.library.batch`): ``progress(done, total)`` is
    told after each recipe and cancels by answering False (then nothing is imported)."""
    if on_clash not in IMPORT_POLICIES:
        raise ValueError(f"unknown clash policy {on_clash!r}")
    if not found.ok:
        return ImportReport(error=found.first_error(), problems=found.problems)
    total = len(found.recipes)
    items: list[ImportItem] = []
    with library.locked():
        names = Names(library)
        staged = Batch(library, [])
        try:
            for done, entry in enumerate(found.recipes, 1):
                items.append(_import_one(library, names, staged, entry, on_clash, reuse_same))
                if progress is not None and progress(done, total) is False:
                    raise Cancelled
            staged.commit()
        except Cancelled:
            staged.discard()
            return ImportReport(problems=found.problems, cancelled=True)
        except BaseException:
            staged.discard()
            raise
    return ImportReport(items, problems=found.problems)


def _holds_the_same(library: Store, file: str, profile: str, manifest: Any) -> bool:
    """The library's file ``file`` holds exactly this recipe (an unreadable one does not)."""
    found = library.read_file(file)
    return isinstance(found, Found) and (found.record.profile, found.record.manifest) == (
        profile,
        manifest,
    )


def _import_one(
    library: Store,
    names: Names,
    staged: Batch,
    entry: InputRecipe,
    on_clash: ImportPolicy,
    reuse_same: bool = False,
) -> ImportItem:
    item = ImportItem(entry.where, None, "failed", profile=entry.profile.name)
    prof = entry.profile
    manifest = entry.manifest
    if not isinstance(manifest, dict):
        item.error = "the recipe is not a JSON object"
        return item
    name = manifest.get("name")
    if not isinstance(name, str) or not name:
        item.error = "the recipe has no name"
        return item
    item.name = name
    recipe = entry.recipe
    status: ImportStatus = "saved"
    over: Found | None = None
    try:
        check_name(name)
        holder = names.holder(name)
        if holder is not None:
            if reuse_same and _holds_the_same(library, holder, prof.name, prof.write(recipe)):
                item.status, item.stored_as = "unchanged", name
                return item
            if on_clash == "skip":
                item.status = "skipped"
                return item
            existing = library.read_file(holder) if on_clash == "overwrite" else None
            if isinstance(existing, Found) and name_key(existing.record.name) == name_key(name):
                over, status = existing, "overwritten"
            else:  # keep both (or the holder is broken, or was added by this import)
                tool_style = prof.name_prefix != ""
                new_name = fresh_name(name, names.taken, tool_style=tool_style)
                recipe = recipe.model_copy(update={"name": new_name})
                status = "kept-both"
        ready = prepare(library.validator(prof), prof, recipe, draft="auto")
        item.problems, item.draft = ready.problems, ready.draft
        checks = entry.checks if isinstance(entry.checks, dict) else None
        words = param_words_to_stored(recipe.params)  # the file's, read with the recipe
        staged.write(ready, names, overwrite=over, checks=checks, param_words=words)
    except DiskError:
        raise
    except LibraryError as exc:
        item.error = str(exc)
        return item
    item.status = status
    item.stored_as = ready.answer["name"]
    item.answer = ready.answer
    return item
