"""The recipe library API used by the GUI and the CLI: :class:`Library`.

Names are saved in NFC form, and names that differ only in case or Unicode form
(``Foo``/``foo``, NFC/NFD ``é``) are one name: saving ``foo`` when ``Foo`` exists is
refused with :class:`RecipeExistsError` like saving ``Foo`` again (see
:mod:`~recipe_studio.core.library.names`); a lookup finds the exact name first, then the
same name in another form. The stored file format is documented in
:mod:`recipe_studio.core.library.record`.

Saving follows ``recipe_save`` (seed 000): a taken name is refused with
:class:`RecipeExistsError` and nothing is written, unless ``overwrite``; the profile's
confirm and note rules are applied (:mod:`~recipe_studio.core.library.saving`) and the
profile's answer is returned. Drafts: a recipe with validation errors is refused
(:class:`InvalidRecipeError`) unless it is saved as a draft: ``draft=True`` keeps it as
a draft whatever it holds; ``draft="auto"`` makes it a draft only when it has errors (the
answer then says ``"draft": true``). Drafts are stored exactly as they are, marked
``"draft": true`` in the file and in the listing.

Every write is atomic and durable; check-then-write sections hold a lock file so two
windows or processes cannot interleave them; replacing a file that changed on disk since
it was loaded raises :class:`ConflictError`.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

import recipe_studio.core.library.journal as journal
import recipe_studio.core.library.share as share
import recipe_studio.core.library.trash as trash
import recipe_studio.core.library.versions as versions
from recipe_studio.core import limits
from recipe_studio.core.atomic import create_atomic, write_atomic
from recipe_studio.core.library.errors import (
    BrokenFileError,
    DiskError,
    RecipeExistsError,
    RecipeNotFoundError,
    VersionNotFoundError,
)
from recipe_studio.core.library.faults import point
from recipe_studio.core.library.fs import move_no_clobber, signature
from recipe_studio.core.library.names import check_name, file_name, fresh_name, normalize_name
from recipe_studio.core.library.record import (
    Broken,
    Record,
    Stamp,
    decode,
    encode_record,
    new_recipe_id,
)
from recipe_studio.core.library.saving import (
    DraftMode,
    Normalized,
    Prepared,
    prepare,
    save_answer,
)
from recipe_studio.core.library.store import Found, Store
from recipe_studio.core.manifest_io import read_bytes_or_none
from recipe_studio.core.param_words import param_words_to_stored
from recipe_studio.core.profiles import Profile, get_profile

if TYPE_CHECKING:
    from recipe_studio.core.library.batch import Progress
    from recipe_studio.core.library.trash import TrashEntry
    from recipe_studio.core.model import Recipe
    from recipe_studio.core.problems import Problem

_Method = TypeVar("_Method", bound=Callable[..., Any])


def _disk_faults(action: str) -> Callable[[_Method], _Method]:
    """Turn a write failing for the disk's reasons (full, read-only, no permission, quota)
    into one :class:`DiskError` sentence; every operation leaves the library as it was
    when it fails so."""

    def wrap(method: _Method) -> _Method:
        @functools.wraps(method)
        def run(*args: Any, **kwargs: Any) -> Any:
            try:
                return method(*args, **kwargs)
            except OSError as exc:
                error = DiskError.from_os_error(action, exc)
                if error is None:
                    raise
                raise error from exc

        return cast("_Method", run)

    return wrap


ClashPolicy = Literal["refuse", "keep-both"]


@dataclass(frozen=True)
class SaveResult:
    #: The ``recipe_save`` answer: ``{name}`` or ``{name, step_count}`` as the profile
    #: says, plus ``confirm_removed_steps``/``note_ids_dropped`` when not zero and
    #: ``"draft": true`` for a draft.
    answer: dict[str, Any]
    #: Pass as ``base`` to save this recipe again.
    stamp: Stamp
    draft: bool
    #: Validation problems of what was saved (warnings, or a draft's errors).
    problems: list[Problem]
    #: The version number the previous content was kept as, if one was replaced.
    kept_version: int | None = None


class Library(Store):
    """The recipe library in ``root`` (default: ``paths.library_dir()``)."""

    # -- saving ------------------------------------------------------------------------

    @_disk_faults("save")
    def save(
        self,
        profile: Profile | str,
        recipe: Recipe,
        *,
        overwrite: bool = False,
        draft: DraftMode = False,
        base: Stamp | None = None,
        pins: dict[str, Any] | None = None,
        recipe_id: str | None = None,
        checks: dict[str, Any] | None = None,
    ) -> SaveResult:
        """Save ``recipe`` under its name (see the module docstring).

        ``base``: the stamp of the loaded recipe this saves back (implies replacing that
        file; :class:`ConflictError` if it changed since). ``pins``: ``None`` keeps the
        stored pins, a dict replaces them; ``checks`` likewise. ``recipe_id``: the stable
        id a new recipe gets (a replaced one keeps its own). The params' words (titles,
        explanations) are the recipe's own: stored beside the manifest as its params have
        them, none when they have none (:mod:`recipe_studio.core.param_words`).
        """
        ready = self.prepare(profile, recipe, draft)
        words = param_words_to_stored(recipe.params) or {}
        with self.locked():
            stamp, kept = self.store_record(
                ready.name,
                ready.profile.name,
                ready.manifest,
                ready.draft,
                pins,
                overwrite=overwrite,
                base=base,
                recipe_id=recipe_id,
                checks=checks,
                param_words=words,
            )
        return SaveResult(ready.answer, stamp, ready.draft, ready.problems, kept)

    def prepare(self, profile: Profile | str, recipe: Recipe, draft: DraftMode = False) -> Prepared:
        """What saving ``recipe`` would store (validated, the profile's rules applied),
        without writing; :class:`InvalidRecipeError` as :meth:`save`."""
        prof = get_profile(profile) if isinstance(profile, str) else profile
        return prepare(self.validator(prof), prof, recipe, draft)

    def save_manifest(
        self, manifest: Any, profile: Profile | str | None = None, **options: Any
    ) -> SaveResult:
        """Save a wire manifest (its profile detected when not given); options as
        :meth:`save`. ``recipe_save`` arguments (``{"manifest": ...}``) work too; a share
        file's checks and param words come along."""
        name = profile.name if isinstance(profile, Profile) else profile
        entry = share.single_entry(manifest, name)
        if isinstance(entry.checks, dict):  # a share file's checks come along
            options.setdefault("checks", entry.checks)
        return self.save(entry.profile, entry.recipe, **options)

    # -- rename and delete -------------------------------------------------------------

    @_disk_faults("rename")
    def rename(self, old: str, new: str, *, base: Stamp | None = None) -> Stamp:
        """Give a recipe a new name; refuses a taken name (:class:`RecipeExistsError`).

        The old content is kept as a version and the versions follow the recipe. The
        new file is complete before the old one goes: a crash in between leaves both
        files, never neither and never a partial one.
        """
        check_name(new)
        new = normalize_name(new)
        with self.locked():
            found = self._existing(old)
            self.check_unchanged(found, base)
            if new == found.record.name:
                return found.stamp()
            holder = self.holder(new)
            if holder is not None and holder != found.file:  # a case change is no clash
                raise RecipeExistsError(new)
            record = found.record
            manifest = {**record.manifest, "name": new}
            revision = record.revision + 1
            recipe_id = record.recipe_id or new_recipe_id()
            data = encode_record(
                record.profile,
                manifest,
                draft=record.draft,
                revision=revision,
                pins=record.pins,
                recipe_id=recipe_id,
                checks=record.checks,
                param_words=record.param_words,
            )
            folder = versions.adopt_legacy(self.root, found.file, recipe_id)
            if file_name(new) == found.file:  # e.g. a hand-named file: same path
                write_atomic(
                    self.root / found.file,
                    data,
                    before_replace=lambda: versions.keep(self.root, found.file, folder, None),
                )
                versions.prune(folder, self.max_versions)
                return self.wrote(found.file, new, data, revision)
            target = self.free_file(new)
            with journal.intent(
                self.root,
                "rename",
                old=found.file,
                new=target,
                versions=_relative(self.root, folder),
                cap=self.max_versions,
            ):
                create_atomic(self.root / target, data)
                point("rename.created")
                versions.keep(self.root, found.file, folder, None)
                point("rename.version_kept")
                os.unlink(self.root / found.file)
                point("rename.old_removed")
                versions.prune(folder, self.max_versions)
            self.removed(found.file)
            return self.wrote(target, new, data, revision)

    @_disk_faults("delete")
    def delete(self, name: str, *, base: Stamp | None = None) -> trash.TrashEntry:
        """Move a recipe and its versions to the trash; nothing is destroyed."""
        with self.locked():
            found = self._existing(name)
            self.check_unchanged(found, base)
            entry = self._to_trash(
                found.file, found.record.name, found.record.profile, found.record.recipe_id
            )
            self.removed(found.file)
            return entry

    def _to_trash(
        self, file: str, name: str, profile: str | None, recipe_id: str | None
    ) -> trash.TrashEntry:
        entry_id = trash.new_entry_id()
        folder = versions.folder_of(self.root, file, recipe_id)
        with journal.intent(
            self.root, "delete", entry=entry_id, file=file, versions=_relative(self.root, folder)
        ):
            return trash.move_to_trash(self.root, file, name, profile, recipe_id, entry_id)

    @_disk_faults("delete")
    def delete_file(self, file: str) -> trash.TrashEntry:
        """Move any listed file, even a broken one, to the trash (when the user asks)."""
        with self.locked():
            if file not in {e.file for e in self.entries(verify=True)}:
                raise RecipeNotFoundError(file, "file")
            found = self.read_file(file)
            is_recipe = isinstance(found, Found)
            name = found.record.name if isinstance(found, Found) else file
            profile = found.record.profile if isinstance(found, Found) else None
            recipe_id = found.record.recipe_id if isinstance(found, Found) else None
            entry = self._to_trash(file, name if is_recipe else file, profile, recipe_id)
            self.removed(file)
            return entry

    def _existing(self, name: str) -> Found:
        found = self.locate(name)
        if found is None:
            raise RecipeNotFoundError(name)
        return found

    # -- versions ----------------------------------------------------------------------

    def versions(self, name: str) -> list[versions.VersionInfo]:
        """The kept earlier versions of a recipe, oldest first."""
        return versions.list_versions(self._versions_folder(self._existing(name)))

    def _versions_folder(self, found: Found) -> Path:
        return versions.folder_of(self.root, found.file, found.record.recipe_id)

    def read_version(self, name: str, number: int) -> Record:
        record = versions.read_version(self._versions_folder(self._existing(name)), number)
        if record is None:
            raise VersionNotFoundError(name, number)
        if isinstance(record, Broken):
            raise BrokenFileError(f"version {number}", record.reason)
        return record

    @_disk_faults("restore_version")
    def restore_version(self, name: str, number: int) -> SaveResult:
        """Make version ``number`` current again; the current content becomes a version
        too, so a restore can itself be undone."""
        record = self.read_version(name, number)
        manifest = {**record.manifest, "name": name}
        with self.locked():
            stamp, kept = self.store_record(
                name,
                record.profile,
                manifest,
                record.draft,
                record.pins,
                overwrite=True,
                base=None,
                check_seen=False,
                checks=record.checks or {},
                param_words=record.param_words or {},
            )
        prof = get_profile(record.profile)
        recipe = prof.read(manifest).recipe
        answer = save_answer(prof, recipe, Normalized(recipe), draft=record.draft)
        return SaveResult(answer, stamp, record.draft, [], kept)

    # -- trash -------------------------------------------------------------------------

    def trash(self) -> list[trash.TrashEntry]:
        """What is in the trash, most recently deleted first."""
        return trash.list_trash(self.root)

    @_disk_faults("restore")
    def restore_from_trash(self, key: str, *, on_clash: ClashPolicy = "refuse") -> str:
        """Put a deleted recipe back (``key``: a trash id, or the newest deleted recipe
        with that name) and return the name it has now.

        If its name is taken meanwhile, ``refuse`` raises :class:`RecipeExistsError`;
        ``keep-both`` restores it as ``Name (2)`` (``user_x_2`` for custom tools).
        """
        with self.locked():
            entries = trash.list_trash(self.root)
            entry = next((e for e in entries if e.id == key), None)
            entry = entry or next((e for e in entries if e.name == key), None)
            if entry is None:
                raise RecipeNotFoundError(key, "deleted recipe")
            source = entry.folder(self.root) / trash.RECIPE
            name, target, data, recipe_id = self._restore_plan(entry, on_clash)
            folder = versions.versions_dir(self.root, target, recipe_id)
            # Versions first, the recipe last (the commit point): see journal.py.
            with journal.intent(
                self.root,
                "restore",
                entry=entry.id,
                target=target,
                versions=_relative(self.root, folder),
            ):
                trash.restore_versions(self.root, entry, target, recipe_id)
                point("restore.versions_back")
                if data is not None:
                    create_atomic(self.root / target, data)
                else:
                    move_no_clobber(source, self.root / target)
                point("restore.moved")
                trash.remove_entry(self.root, entry.id)
            if data is not None:
                self.wrote(target, name, data, 0)
            else:
                self._own[target] = signature(self.root / target)
            return name

    def _restore_plan(
        self, entry: TrashEntry, on_clash: ClashPolicy
    ) -> tuple[str, str, bytes | None, str | None]:
        """The name and file a trashed recipe comes back as, its new content when it is
        renamed to keep both (``None``: the file moves back as it is), and its id."""
        raw = read_bytes_or_none(entry.folder(self.root) / trash.RECIPE, limits.MAX_RECIPE_BYTES)
        record = decode(raw) if raw is not None else Broken("unreadable", "cannot be read")
        name = entry.name
        if not self.taken(name):
            target = entry.file
            if not _plain_file(target) or os.path.lexists(self.root / target):
                target = self.free_file(name)
            return name, target, None, record.recipe_id if isinstance(record, Record) else None
        if on_clash != "keep-both":
            raise RecipeExistsError(name)
        if isinstance(record, Broken):
            raise BrokenFileError(entry.file, record.reason)
        tool_style = record.profile == "custom-tool"
        name = fresh_name(name, self.taken, tool_style=tool_style)
        recipe_id = new_recipe_id()
        data = encode_record(
            record.profile,
            {**record.manifest, "name": name},
            draft=record.draft,
            revision=record.revision + 1,
            pins=record.pins,
            recipe_id=recipe_id,
            checks=record.checks,
            param_words=record.param_words,
        )
        return name, self.free_file(name), data, recipe_id

    @_disk_faults("empty_trash")
    def empty_trash(self) -> int:
        """Destroy what is in the trash (the only way the library destroys a recipe)."""
        with self.locked():
            entries = trash.entry_ids(self.root)
            if not entries:
                return trash.empty_trash(self.root)
            with contextlib.ExitStack() as stack:
                try:
                    stack.enter_context(journal.intent(self.root, "empty_trash", entries=entries))
                except OSError as exc:
                    if exc.errno not in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
                        raise
                    # A full disk is when the trash must empty: without the intent each
                    # entry still goes in one step; a kill leaves only whole entries.
                return trash.empty_trash(self.root, entries)

    # -- sharing -----------------------------------------------------------------------

    def export(self, names: list[str]) -> dict[str, Any]:
        """A share file for one name, a bundle for several; pins are never exported, the
        Studio's checks and param words go beside each manifest."""
        return share.export(self, names)

    def export_to(self, names: list[str], path: str | os.PathLike[str]) -> None:
        share.export_to(self, names, Path(path))

    @_disk_faults("import")
    def import_data(
        self,
        data: Any,
        *,
        on_clash: share.ImportPolicy = "keep-both",
        profile: str | None = None,
        reuse_same: bool = False,
        progress: Progress | None = None,
    ) -> share.ImportReport:
        """Import a share file, bundle, ``recipe_save`` arguments or raw manifest
        (``reuse_same``: a recipe already held exactly so is left ``unchanged``), all or
        nothing; ``progress(done, total)`` answering False cancels (nothing imported)."""
        return share.import_data(
            self, data, on_clash=on_clash, profile=profile, reuse_same=reuse_same, progress=progress
        )

    @_disk_faults("import")
    def import_file(
        self,
        path: str | os.PathLike[str],
        *,
        on_clash: share.ImportPolicy = "keep-both",
        profile: str | None = None,
        reuse_same: bool = False,
        progress: Progress | None = None,
    ) -> share.ImportReport:
        return share.import_file(
            self,
            Path(path),
            on_clash=on_clash,
            profile=profile,
            reuse_same=reuse_same,
            progress=progress,
        )


def _relative(root: Path, path: Path) -> str:
    return path.relative_to(root).as_posix()


def _plain_file(file: str) -> bool:
    """A trash entry's recorded file name is safe to restore to (no folders in it)."""
    return (
        bool(file)
        and "/" not in file
        and "\\" not in file
        and not file.startswith(".")
        and file.endswith(".json")
    )
