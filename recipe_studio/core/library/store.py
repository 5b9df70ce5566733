"""Locating, reading and writing recipe files: the lower half of the library.

A recipe lives in the file its name maps to (:mod:`recipe_studio.core.library.names`),
or, for a file dropped in by hand, wherever the listing finds it. The store remembers
the content hash of every file it loaded or saved, so replacing a file that changed on
disk since then raises :class:`ConflictError` instead of losing that change, and the
files it wrote last (for the watcher to tell its own writes from outside ones).
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import recipe_studio.core.library.journal as journal
import recipe_studio.core.library.versions as versions
from recipe_studio.core import limits
from recipe_studio.core.atomic import create_atomic, write_atomic
from recipe_studio.core.file_read import read_regular
from recipe_studio.core.library.errors import (
    BrokenFileError,
    ConflictError,
    LibraryError,
    RecipeExistsError,
    RecipeNotFoundError,
    RecipeTooLargeError,
)
from recipe_studio.core.library.fs import (
    Signature,
    folder_lock,
    sha256,
    signature,
    try_folder_lock,
)
from recipe_studio.core.library.index import Index, LibraryEntry
from recipe_studio.core.library.names import file_name, file_stem, name_hash, name_key
from recipe_studio.core.library.record import (
    Broken,
    Record,
    Stamp,
    decode,
    encode_record,
    new_recipe_id,
)
from recipe_studio.core.library.repair_ids import fresh_ids
from recipe_studio.core.param_words import apply_param_words, param_words_to_stored
from recipe_studio.core.paths import library_dir
from recipe_studio.core.profiles import Profile, get_profile
from recipe_studio.core.validation.validator import Validator

if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping

    from recipe_studio.core.model import Recipe
    from recipe_studio.core.problems import Problem


@dataclass(frozen=True)
class LoadedRecipe:
    """A recipe read from the library, with what is needed to save it back safely."""

    name: str
    file: str
    profile: str
    #: The recipe, its params' words (titles, explanations) put back on its params.
    recipe: Recipe
    manifest: dict[str, Any]
    draft: bool
    pins: dict[str, Any] | None
    revision: int
    saved_at: str | None
    #: Pass as ``base`` when saving this recipe back.
    stamp: Stamp
    #: ``library``, or ``share``/``manifest`` for files written by hand.
    kind: str
    read_problems: list[Problem] = field(default_factory=list)
    #: The stable id kept across saves and renames (``None``: a file written by hand).
    recipe_id: str | None = None
    #: The Studio's checks on its steps' results (stored form, by step position).
    checks: dict[str, Any] | None = None
    #: The params' words as ``recipe`` has them (stored form, by param name; ``None``:
    #: none), see :mod:`recipe_studio.core.param_words`.
    param_words: dict[str, Any] | None = None


@dataclass
class Found:
    file: str
    raw: bytes
    record: Record
    sig: Signature | None

    def stamp(self) -> Stamp:
        sig = self.sig or Signature(0, len(self.raw), 0)
        return Stamp(
            self.file,
            self.record.name,
            sha256(self.raw),
            self.record.revision,
            sig.mtime_ns,
            sig.size,
        )


class Store:
    """Reading, locating and writing recipe files; :class:`Library` builds on it.

    Methods documented "hold the lock" must run inside ``folder_lock(self.root)``.
    """

    def __init__(
        self,
        root: str | os.PathLike[str] | None = None,
        *,
        max_versions: int = versions.DEFAULT_CAP,
    ) -> None:
        self.root = Path(root) if root is not None else library_dir()
        self.max_versions = max_versions
        self.index = Index(self.root)
        self._seen: dict[str, str] = {}
        self._own: dict[str, Signature | None] = {}
        self._validators: dict[str, Validator] = {}
        self._repaired = False

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """Hold the library's lock, after repairing what a killed operation left
        (:mod:`~recipe_studio.core.library.journal`): the first time fully, then whenever
        an intent file is found."""
        with folder_lock(self.root):
            self._repair(tidy=not self._repaired)
            self._repaired = True
            yield

    def repair_if_needed(self) -> None:
        """Repair now if a killed operation left an intent and no one holds the lock."""
        if not journal.pending(self.root):
            return
        with try_folder_lock(self.root) as free:
            if free:
                self._repair()

    def _repair(self, *, tidy: bool = True) -> None:
        """What a killed operation left, repaired (hold the lock); see :func:`journal.repair`."""
        if journal.repair(self.root, tidy=tidy):
            self.separate_shared_ids()

    def separate_shared_ids(self) -> list[str]:
        """Give every file but the first of each shared recipe id a fresh id (hold the
        lock; see :mod:`~recipe_studio.core.library.repair_ids`); the files changed."""
        files: list[tuple[str, Record]] = []
        for entry in self.index.refresh(verify=True):
            found = self.read_file(entry.file) if entry.ok else None
            if isinstance(found, Found):
                files.append((found.file, found.record))
        rewritten = fresh_ids(files)
        for file, data in rewritten.items():
            write_atomic(self.root / file, data)
        return list(rewritten)

    # -- listing -----------------------------------------------------------------------

    def entries(self, *, verify: bool = False) -> list[LibraryEntry]:
        """Every file in the folder (broken ones too), using and refreshing the index.

        ``verify`` checks every file even when the folder looks untouched (an edit made
        in place, not by replacing the file, does not move the folder's timestamp).
        """
        self.repair_if_needed()
        return self.index.refresh(verify=verify)

    def find(self, name: str) -> LibraryEntry | None:
        """The listed recipe called ``name``, else one whose name is the same name
        (:func:`~recipe_studio.core.library.names.name_key`)."""
        key = name_key(name)
        same = None
        for entry in self.entries(verify=True):
            if not entry.ok or entry.name is None:
                continue
            if entry.name == name:
                return entry
            if same is None and name_key(entry.name) == key:
                same = entry
        return same

    def exists(self, name: str) -> bool:
        return self.locate(name) is not None

    @property
    def own_writes(self) -> Mapping[str, Signature | None]:
        """Files this object last wrote (their signature) or removed (``None``)."""
        return self._own

    # -- reading -----------------------------------------------------------------------

    def load(self, name: str) -> LoadedRecipe:
        found = self.locate(name)
        if found is None:
            raise RecipeNotFoundError(name)
        return self._loaded(found)

    def load_file(self, file: str) -> LoadedRecipe:
        """Load by file name (as listed); raises :class:`BrokenFileError` for broken files."""
        found = self.read_file(file)
        if found is None:
            raise RecipeNotFoundError(file, "file")
        if isinstance(found, Broken):
            raise BrokenFileError(file, found.reason)
        return self._loaded(found)

    def _loaded(self, found: Found) -> LoadedRecipe:
        record = found.record
        read = get_profile(record.profile).read(record.manifest)
        self._seen[found.file] = sha256(found.raw)
        recipe = apply_param_words(read.recipe, record.param_words)
        return LoadedRecipe(
            name=record.name,
            file=found.file,
            profile=record.profile,
            recipe=recipe,
            manifest=record.manifest,
            draft=record.draft,
            pins=record.pins,
            revision=record.revision,
            saved_at=record.saved_at,
            stamp=found.stamp(),
            kind=record.kind,
            read_problems=read.problems,
            recipe_id=record.recipe_id,
            checks=record.checks,
            param_words=param_words_to_stored(recipe.params),
        )

    def read_file(self, file: str) -> Found | Broken | None:
        try:
            raw, st = read_regular(self.root / file, limits.MAX_RECIPE_BYTES)
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            return Broken("unreadable", f"cannot be read: {reason}")
        if raw is None:
            return Broken("too_large", f"the file is too large ({st.st_size} bytes)")
        decoded = decode(raw)
        if isinstance(decoded, Broken):
            return decoded
        return Found(file, raw, decoded, Signature.of_stat(st))

    def locate(self, name: str) -> Found | None:
        """The file holding ``name`` (exactly, else the same name in another case or
        form); :class:`BrokenFileError` if the file it maps to is broken."""
        for file in self.candidates(name):
            found = self.read_file(file)
            if isinstance(found, Broken):
                if file == file_name(name):
                    raise BrokenFileError(file, found.reason)
                continue
            if found is not None and found.record.name == name:
                return found
        entry = self.find(name)
        if entry is None:
            return None
        found = self.read_file(entry.file)
        if isinstance(found, Found) and name_key(found.record.name) == name_key(name):
            return found
        return None

    def candidates(self, name: str) -> list[str]:
        return [file_name(name), f"{file_stem(name)}~{name_hash(name)}.json"]

    def free_file(self, name: str) -> str:
        """Where a new recipe called ``name`` goes (its usual file, unless taken by hand)."""
        for file in self.candidates(name):
            if not os.path.lexists(self.root / file):
                return file
        raise LibraryError(f"the file names for {name!r} are taken by other files")

    # -- writing (hold the lock) -------------------------------------------------------

    def use_validator(self, validator: Validator) -> None:
        """Validate saves and imports for ``validator.profile`` with this validator (e.g.
        one holding a live catalog) instead of one using the bundled catalog."""
        self._validators[validator.profile.name] = validator

    def validator(self, profile: Profile) -> Validator:
        validator = self._validators.get(profile.name)
        if validator is None:
            validator = self._validators[profile.name] = Validator(profile)
        return validator

    def store_record(
        self,
        name: str,
        profile: str,
        manifest: dict[str, Any],
        draft: bool,
        pins: dict[str, Any] | None,
        *,
        overwrite: bool,
        base: Stamp | None,
        check_seen: bool = True,
        recipe_id: str | None = None,
        checks: dict[str, Any] | None = None,
        param_words: dict[str, Any] | None = None,
    ) -> tuple[Stamp, int | None]:
        """Write one recipe (hold the lock): create it, or replace it keeping a version.

        Refuses a taken name without ``overwrite`` (or a ``base`` of that very file)
        and a file changed since this object or ``base`` saw it (unless
        ``check_seen`` is false and no ``base`` is given). A replaced recipe keeps its
        stable id; a new one gets ``recipe_id`` or a fresh id. ``pins``, ``checks`` and
        ``param_words``: ``None`` keeps what the replaced file had (``{}``: none).
        """
        found = self.locate(name)
        if found is None:
            if base is not None and base.name == name:
                raise ConflictError(name, base.file, base, None)
            data = encode_record(
                profile,
                manifest,
                draft=draft,
                revision=1,
                pins=pins,
                recipe_id=recipe_id or new_recipe_id(),
                checks=checks,
                param_words=param_words,
            )
            return self._create(name, data), None
        self._refuse_unsafe_replace(found, name, base, overwrite=overwrite, check_seen=check_seen)
        revision = found.record.revision + 1
        kept_pins = found.record.pins if pins is None else pins
        kept_checks = found.record.checks if checks is None else checks
        kept_words = found.record.param_words if param_words is None else param_words
        kept_id = found.record.recipe_id or recipe_id or new_recipe_id()
        data = encode_record(
            profile,
            manifest,
            draft=draft,
            revision=revision,
            pins=kept_pins,
            recipe_id=kept_id,
            checks=kept_checks,
            param_words=kept_words,
        )
        check_size(name, data)
        return self._replace_keeping_version(found, name, data, revision, kept_id)

    def _create(self, name: str, data: bytes) -> Stamp:
        """Write a new recipe's file (hold the lock); a name taken meanwhile is refused."""
        file = self.free_file(name)
        check_size(name, data)
        try:
            create_atomic(self.root / file, data)
        except FileExistsError:
            raise RecipeExistsError(name) from None
        return self.wrote(file, name, data, 1)

    def _refuse_unsafe_replace(
        self, found: Found, name: str, base: Stamp | None, *, overwrite: bool, check_seen: bool
    ) -> None:
        """Raise unless ``found`` may be replaced: it is ``base``'s file unchanged since,
        or ``overwrite`` is asked and (with ``check_seen``) nobody changed it since we saw it."""
        current = sha256(found.raw)
        if base is not None and base.file == found.file:
            if base.sha256 != current:
                raise ConflictError(name, found.file, base, found.stamp(), found.record)
        elif not overwrite:
            raise RecipeExistsError(name, found.record.name)
        elif check_seen and self._seen.get(found.file, current) != current:
            mine = Stamp(found.file, name, self._seen[found.file], 0, 0, 0)
            raise ConflictError(name, found.file, mine, found.stamp(), found.record)

    def _replace_keeping_version(
        self, found: Found, name: str, data: bytes, revision: int, recipe_id: str
    ) -> tuple[Stamp, int | None]:
        """Write ``data`` over ``found``'s file, its old content kept as a version."""
        folder = versions.adopt_legacy(self.root, found.file, recipe_id)
        kept: list[int | None] = [None]

        def keep_version() -> None:  # only once the new content is safely written
            kept[0] = versions.keep(self.root, found.file, folder, None)

        write_atomic(self.root / found.file, data, before_replace=keep_version)
        versions.prune(folder, self.max_versions)  # only after the write succeeded
        return self.wrote(found.file, name, data, revision), kept[0]

    def wrote(self, file: str, name: str, data: bytes, revision: int) -> Stamp:
        sig = signature(self.root / file)
        self._seen[file] = digest = sha256(data)
        self._own[file] = sig
        return Stamp(file, name, digest, revision, sig.mtime_ns if sig else 0, len(data))

    def removed(self, file: str) -> None:
        self._seen.pop(file, None)
        self._own[file] = None

    def check_unchanged(self, found: Found, base: Stamp | None) -> None:
        current = sha256(found.raw)
        expected = base.sha256 if base is not None else self._seen.get(found.file, current)
        if expected != current:
            mine = base or Stamp(found.file, found.record.name, expected, 0, 0, 0)
            raise ConflictError(found.record.name, found.file, mine, found.stamp(), found.record)

    def taken(self, name: str) -> bool:
        return self.holder(name) is not None

    def holder(self, name: str) -> str | None:
        """The file that takes ``name``: its recipe's (same name in any case or form), or
        the broken file the name maps to; ``None`` when the name is free."""
        try:
            found = self.locate(name)
        except BrokenFileError as exc:
            return exc.file
        return found.file if found is not None else None


def check_size(name: str, data: bytes) -> None:
    """Refuse to store a file the listing would call too large to read."""
    if len(data) > limits.MAX_RECIPE_BYTES:
        raise RecipeTooLargeError(name, len(data))
