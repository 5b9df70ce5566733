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

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from recipe_studio.core import limits
from recipe_studio.core.atomic import create_atomic, write_atomic
from recipe_studio.core.library import share, trash, versions
from recipe_studio.core.library.errors import (
    BrokenFileError,
    InvalidRecipeError,
    RecipeExistsError,
    RecipeNotFoundError,
    VersionNotFoundError,
)
from recipe_studio.core.library.fs import folder_lock, move_no_clobber, signature
from recipe_studio.core.library.names import check_name, file_name, fresh_name, normalize_name
from recipe_studio.core.library.record import (
    Broken,
    Record,
    Stamp,
    decode,
    encode_record,
    new_recipe_id,
)
from recipe_studio.core.library.saving import Normalized, apply_save_rules, save_answer
from recipe_studio.core.library.store import Found, Store
from recipe_studio.core.manifest_io import read_bytes_or_none
from recipe_studio.core.model import Recipe
from recipe_studio.core.problems import Problem, has_errors
from recipe_studio.core.profiles import Profile, get_profile

DraftMode = bool | Literal["auto"]
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
        id a new recipe gets (a replaced one keeps its own).
        """
        prof = get_profile(profile) if isinstance(profile, str) else profile
        check_name(recipe.name)
        if normalize_name(recipe.name) != recipe.name:
            recipe = recipe.model_copy(update={"name": normalize_name(recipe.name)})
        problems = self.validator(prof).validate(recipe)
        is_draft = has_errors(problems) if draft == "auto" else bool(draft)
        if not is_draft and has_errors(problems):
            raise InvalidRecipeError(recipe.name, problems)
        normalized = Normalized(recipe) if is_draft else apply_save_rules(recipe, prof)
        manifest = prof.write(normalized.recipe)
        with folder_lock(self.root):
            stamp, kept = self.store_record(
                recipe.name, prof.name, manifest, is_draft, pins,
                overwrite=overwrite, base=base, recipe_id=recipe_id, checks=checks,
            )  # fmt: skip
        answer = save_answer(prof, normalized.recipe, normalized, draft=is_draft)
        return SaveResult(answer, stamp, is_draft, problems, kept)

    def save_manifest(
        self, manifest: Any, profile: Profile | str | None = None, **options: Any
    ) -> SaveResult:
        """Save a wire manifest (its profile detected when not given); options as
        :meth:`save`. ``recipe_save`` arguments (``{"manifest": ...}``) work too."""
        name = profile.name if isinstance(profile, Profile) else profile
        entry = share.single_entry(manifest, name)
        if isinstance(entry.checks, dict):  # a share file's checks come along
            options.setdefault("checks", entry.checks)
        return self.save(entry.profile, entry.recipe, **options)

    # -- rename and delete -------------------------------------------------------------

    def rename(self, old: str, new: str, *, base: Stamp | None = None) -> Stamp:
        """Give a recipe a new name; refuses a taken name (:class:`RecipeExistsError`).

        The old content is kept as a version and the versions follow the recipe. The
        new file is complete before the old one goes: a crash in between leaves both
        files, never neither and never a partial one.
        """
        check_name(new)
        new = normalize_name(new)
        with folder_lock(self.root):
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
            data = encode_record(
                record.profile, manifest, draft=record.draft, revision=revision,
                pins=record.pins, recipe_id=record.recipe_id or new_recipe_id(),
                checks=record.checks,
            )  # fmt: skip
            if file_name(new) == found.file:  # e.g. a hand-named file: same path
                versions.keep(self.root, found.file, self.max_versions)
                write_atomic(self.root / found.file, data)
                return self.wrote(found.file, new, data, revision)
            target = self.free_file(new)
            create_atomic(self.root / target, data)
            versions.move_all(self.root, found.file, target)
            versions.keep(self.root, found.file, self.max_versions, into=target)
            os.unlink(self.root / found.file)
            self.removed(found.file)
            return self.wrote(target, new, data, revision)

    def delete(self, name: str, *, base: Stamp | None = None) -> trash.TrashEntry:
        """Move a recipe and its versions to the trash; nothing is destroyed."""
        with folder_lock(self.root):
            found = self._existing(name)
            self.check_unchanged(found, base)
            entry = trash.move_to_trash(
                self.root, found.file, found.record.name, found.record.profile
            )
            self.removed(found.file)
            return entry

    def delete_file(self, file: str) -> trash.TrashEntry:
        """Move any listed file, even a broken one, to the trash (when the user asks)."""
        with folder_lock(self.root):
            if file not in {e.file for e in self.entries(verify=True)}:
                raise RecipeNotFoundError(file, "file")
            found = self.read_file(file)
            is_recipe = isinstance(found, Found)
            name = found.record.name if isinstance(found, Found) else file
            profile = found.record.profile if isinstance(found, Found) else None
            entry = trash.move_to_trash(self.root, file, name if is_recipe else file, profile)
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
        return versions.list_versions(self.root, self._existing(name).file)

    def read_version(self, name: str, number: int) -> Record:
        record = versions.read_version(self.root, self._existing(name).file, number)
        if record is None:
            raise VersionNotFoundError(name, number)
        if isinstance(record, Broken):
            raise BrokenFileError(f"version {number}", record.reason)
        return record

    def restore_version(self, name: str, number: int) -> SaveResult:
        """Make version ``number`` current again; the current content becomes a version
        too, so a restore can itself be undone."""
        record = self.read_version(name, number)
        manifest = {**record.manifest, "name": name}
        with folder_lock(self.root):
            stamp, kept = self.store_record(
                name, record.profile, manifest, record.draft, record.pins,
                overwrite=True, base=None, check_seen=False, checks=record.checks or {},
            )  # fmt: skip
        prof = get_profile(record.profile)
        recipe = prof.read(manifest).recipe
        answer = save_answer(prof, recipe, Normalized(recipe), draft=record.draft)
        return SaveResult(answer, stamp, record.draft, [], kept)

    # -- trash -------------------------------------------------------------------------

    def trash(self) -> list[trash.TrashEntry]:
        """What is in the trash, most recently deleted first."""
        return trash.list_trash(self.root)

    def restore_from_trash(self, key: str, *, on_clash: ClashPolicy = "refuse") -> str:
        """Put a deleted recipe back (``key``: a trash id, or the newest deleted recipe
        with that name) and return the name it has now.

        If its name is taken meanwhile, ``refuse`` raises :class:`RecipeExistsError`;
        ``keep-both`` restores it as ``Name (2)`` (``user_x_2`` for custom tools).
        """
        with folder_lock(self.root):
            entries = trash.list_trash(self.root)
            entry = next((e for e in entries if e.id == key), None)
            entry = entry or next((e for e in entries if e.name == key), None)
            if entry is None:
                raise RecipeNotFoundError(key, "deleted recipe")
            source = entry.folder(self.root) / trash.RECIPE
            name = entry.name
            if self.taken(name):
                if on_clash != "keep-both":
                    raise RecipeExistsError(name)
                raw = read_bytes_or_none(source, limits.MAX_RECIPE_BYTES)
                record = decode(raw) if raw is not None else Broken("unreadable", "cannot be read")
                if isinstance(record, Broken):
                    raise BrokenFileError(entry.file, record.reason)
                tool_style = record.profile == "custom-tool"
                name = fresh_name(name, self.taken, tool_style=tool_style)
                revision = record.revision + 1
                data = encode_record(
                    record.profile, {**record.manifest, "name": name}, draft=record.draft,
                    revision=revision, pins=record.pins, recipe_id=new_recipe_id(),
                    checks=record.checks,
                )  # fmt: skip
                target = self.free_file(name)
                create_atomic(self.root / target, data)
                self.wrote(target, name, data, revision)
            else:
                target = entry.file
                if not _plain_file(target) or os.path.lexists(self.root / target):
                    target = self.free_file(name)
                move_no_clobber(source, self.root / target)
                self._own[target] = signature(self.root / target)
            trash.restore_versions(self.root, entry, target)
            trash.remove_entry(self.root, entry.id)
            return name

    def empty_trash(self) -> int:
        """Destroy what is in the trash (the only way the library destroys a recipe)."""
        with folder_lock(self.root):
            return trash.empty_trash(self.root)

    # -- sharing -----------------------------------------------------------------------

    def export(self, names: list[str]) -> dict[str, Any]:
        """A share file for one name, a bundle for several; pins are never exported, the
        Studio's checks go beside each manifest."""
        return share.export(self, names)

    def export_to(self, names: list[str], path: str | os.PathLike[str]) -> None:
        share.export_to(self, names, Path(path))

    def import_data(
        self,
        data: Any,
        *,
        on_clash: share.ImportPolicy = "keep-both",
        profile: str | None = None,
        reuse_same: bool = False,
    ) -> share.ImportReport:
        """Import a share file, bundle, ``recipe_save`` arguments or raw manifest
        (``reuse_same``: a recipe already held exactly so is left ``unchanged``)."""
        return share.import_data(
            self, data, on_clash=on_clash, profile=profile, reuse_same=reuse_same
        )

    def import_file(
        self,
        path: str | os.PathLike[str],
        *,
        on_clash: share.ImportPolicy = "keep-both",
        profile: str | None = None,
        reuse_same: bool = False,
    ) -> share.ImportReport:
        return share.import_file(
            self, Path(path), on_clash=on_clash, profile=profile, reuse_same=reuse_same
        )


def _plain_file(file: str) -> bool:
    """A trash entry's recorded file name is safe to restore to (no folders in it)."""
    return (
        bool(file)
        and "/" not in file
        and "\\" not in file
        and not file.startswith(".")
        and file.endswith(".json")
    )
