"""Why a library operation was refused: one exception class per reason, with a ``code``.

Every error's ``str()`` is one plain line; ``code`` is stable for the GUI and the CLI
(``recipe_exists`` is the host's own code from ``recipe_save``).
"""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING

from recipe_studio.core import limits

if TYPE_CHECKING:
    from recipe_studio.core.library.record import Record, Stamp
    from recipe_studio.core.problems import Problem


class LibraryError(Exception):
    """A refused library operation; nothing was written."""

    code = "library_error"


class RecipeExistsError(LibraryError):
    """The name is already a recipe (``recipe_save`` without ``overwrite``)."""

    code = "recipe_exists"

    def __init__(self, name: str, existing: str | None = None) -> None:
        if existing is None or existing == name:
            text = f"a recipe called {name!r} already exists"
        else:
            text = (
                f"{name!r} is taken by the recipe {existing!r} (names that differ only in "
                "capitals or in how accents are encoded are the same name)"
            )
        super().__init__(text)
        self.name = name
        #: The name as the library has it, when it differs from ``name`` in case or form.
        self.existing = existing or name


class RecipeNotFoundError(LibraryError):
    code = "not_found"

    def __init__(self, name: str, what: str = "recipe") -> None:
        super().__init__(f"there is no {what} called {name!r}")
        self.name = name


class VersionNotFoundError(LibraryError):
    code = "version_not_found"

    def __init__(self, name: str, number: int) -> None:
        super().__init__(f"{name!r} has no version {number}")
        self.name = name
        self.number = number


class InvalidNameError(LibraryError):
    code = "invalid_name"


class RecipeTooLargeError(LibraryError):
    """The recipe's file would be larger than the library reads (``MAX_RECIPE_BYTES``)."""

    code = "too_large"

    def __init__(self, name: str, size: int) -> None:
        super().__init__(
            f"{name!r} was not saved: it would take {size:,} bytes, and a recipe can take "
            f"at most {limits.MAX_RECIPE_BYTES:,}"
        )
        self.name = name
        self.size = size


class InvalidRecipeError(LibraryError):
    """A recipe with errors saved as a finished recipe (save it as a draft instead)."""

    code = "invalid_recipe"

    def __init__(self, name: str, problems: list[Problem]) -> None:
        errors = [p for p in problems if p.is_error]
        super().__init__(
            f"{name!r} has {len(errors)} error(s) and was not saved; fix them or keep it as a draft"
        )
        self.name = name
        self.problems = problems


class BrokenFileError(LibraryError):
    """The recipe's file cannot be read as a recipe; it is left exactly as it is."""

    code = "broken_file"

    def __init__(self, file: str, reason: str) -> None:
        super().__init__(f"{file}: {reason}")
        self.file = file
        self.reason = reason


class ConflictError(LibraryError):
    """The file changed on disk since it was loaded; saving would lose that change.

    ``mine`` is what the caller loaded (``None``: it never loaded this file);
    ``theirs`` is what is on disk now (``None``: the file was deleted meanwhile) and
    ``theirs_record`` its content when it could be read. To keep your version anyway,
    save again with ``base=error.theirs``; to keep theirs, load the recipe again.
    """

    code = "conflict"

    def __init__(
        self,
        name: str,
        file: str,
        mine: Stamp | None,
        theirs: Stamp | None,
        theirs_record: Record | None = None,
    ) -> None:
        what = "was deleted" if theirs is None else "was changed"
        super().__init__(f"{name!r} {what} on disk since it was loaded ({file})")
        self.name = name
        self.file = file
        self.mine = mine
        self.theirs = theirs
        self.theirs_record = theirs_record


#: The reasons a write can fail that a person can do something about, by ``errno``.
DISK_REASONS = {
    errno.ENOSPC: "disk_full",
    getattr(errno, "EDQUOT", -1): "quota",  # not on Windows
    errno.EROFS: "read_only",
    errno.EACCES: "no_permission",
    errno.EPERM: "no_permission",
    errno.EIO: "disk_failed",
}
#: What was not done, per library operation (the start of the sentence).
DISK_ACTIONS = {
    "save": "The recipe was not saved",
    "rename": "The recipe was not renamed",
    "delete": "The recipe was not moved to the trash",
    "restore": "The recipe was not restored",
    "restore_version": "The version was not restored",
    "empty_trash": "The trash was not emptied",
    "import": "Nothing was imported",
    "repair": "The library could not finish an interrupted change",
    "write": "The command could not finish",
}
#: Why, and what to do, per reason.
DISK_CAUSES = {
    "disk_full": ("the disk is full", "free some space, then try again"),
    "quota": ("your disk quota is used up", "free some space, then try again"),
    "read_only": (
        "the disk is read-only",
        "make it writable, or use a library on another disk (--home)",
    ),
    "no_permission": (
        "the library folder may not be written to",
        "check the folder's permissions, then try again",
    ),
    "disk_failed": ("the disk reported a read or write error", "check the disk, then try again"),
}


class DiskError(LibraryError):
    """A write failed for a reason of the disk's (full, read-only, no permission, quota);
    the library is left as it was before the operation.

    ``action`` keys :data:`DISK_ACTIONS` and ``reason`` :data:`DISK_CAUSES`, so the window
    can say it in the UI language; ``str()`` is the English sentence.
    """

    def __init__(self, action: str, reason: str, path: str = "") -> None:
        cause, advice = DISK_CAUSES[reason]
        super().__init__(f"{DISK_ACTIONS[action]} because {cause}: {advice}.")
        self.action = action
        self.reason = reason
        self.code = reason
        #: The file or folder the failed write was for (for the logs, not the sentence).
        self.path = path

    @classmethod
    def from_os_error(cls, action: str, exc: OSError) -> DiskError | None:
        """The disk error ``exc`` stands for, ``None`` when it is not one (a missing file)."""
        reason = DISK_REASONS.get(exc.errno or 0)
        if reason is None:
            return None
        return cls(action, reason, str(exc.filename or ""))
