"""The file tools, confined to one workspace folder: ``file_list``, ``file_read``, ``file_write``.

Every path is taken relative to the workspace (an absolute path is accepted only if it
is inside it). A path is refused if, written out, it leaves the workspace (``..``) or if,
once links are followed, it ends up outside it: a link inside the workspace that points
elsewhere cannot be read, listed or written through. Writes go through a temporary file
and a rename (:mod:`recipe_studio.core.atomic`), so a file is never left half-written.

Checking a path and then using it leaves a gap in which someone could swap a folder on
the way for a link to elsewhere. So the tools never use the checked path itself: they
open the workspace folder and walk down to the file's folder one name at a time without
following links (``O_NOFOLLOW``), and read, list and write only relative to that held
folder; a folder or file that became a link meanwhile is refused. (Where the system has
no ``dir_fd`` support, as on Windows, the checked path is used as it is.)
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Literal

from pydantic import ConfigDict, Field, RootModel

from recipe_studio.core.atomic import HAVE_DIR_FD, Folder, write_atomic_in
from recipe_studio.tools import i18n
from recipe_studio.tools.common import (
    ConfirmOrUnset,
    OutputModel,
    Preview,
    ToolFailure,
    ToolSpec,
    open_for_reading,
    plural,
    swapped,
    timestamp,
)

_FOLDER_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_DIRECTORY", 0)
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_CLOEXEC", 0)
)

MAX_READ_BYTES = 1_000_000
MAX_WRITE_CHARS = 5_000_000
MAX_LIST_ENTRIES = 1000

WritePath = Annotated[
    str,
    Field(
        min_length=1,
        max_length=4096,
        description=(
            'Path of the file, relative to the workspace folder, e.g. "reports/today.md".'
        ),
    ),
]
EntryType = Literal["file", "directory", "link", "other"]
WriteMode = Literal["create", "overwrite", "append"]


class FileEntry(OutputModel):
    name: str
    path: str = Field(description="Path relative to the workspace folder.")
    type: EntryType = Field(description="A link is listed but never followed.")
    size: int | None = Field(description="Size in bytes (files only).")
    modified: str = Field(description="When it last changed, ISO 8601.")


class FileList(OutputModel):
    path: str = Field(description="The folder listed, relative to the workspace folder.")
    entries: list[FileEntry] = Field(description="Folders first, then files, by name.")
    count: int
    truncated: bool = Field(description=f"True if only the first {MAX_LIST_ENTRIES} are listed.")


class FileText(OutputModel):
    path: str
    content: str = Field(description="The file's text (UTF-8).")
    size: int = Field(description="The file's full size in bytes.")
    truncated: bool = Field(
        description=f"True if only the first {MAX_READ_BYTES:,} bytes are given."
    )


class FileWritten(OutputModel):
    preview: Literal[False] = Field(description="Always false: the file was written.")
    action: Literal["file_write"]
    path: str
    mode: WriteMode
    created: bool = Field(description="True if the file did not exist before.")
    bytes_written: int
    size: int = Field(description="The file's size in bytes afterwards.")


class FileWriteResult(RootModel[Preview | FileWritten]):
    """Either the preview (changing a file without confirm: true) or the write that was done."""

    model_config = ConfigDict(json_schema_extra={"type": "object"})


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def _entry_type(mode: int) -> EntryType:
    if stat.S_ISLNK(mode):
        return "link"
    if stat.S_ISDIR(mode):
        return "directory"
    return "file" if stat.S_ISREG(mode) else "other"


def _step_down(fd: int, name: str, *, create: bool) -> int:
    """Open the folder ``name`` inside the held folder ``fd``, never through a link."""
    try:
        try:
            return os.open(name, _FOLDER_FLAGS, dir_fd=fd)
        except FileNotFoundError:
            if not create:
                raise
            with contextlib.suppress(FileExistsError):
                os.mkdir(name, dir_fd=fd)  # never follows a link in the last place
            return os.open(name, _FOLDER_FLAGS, dir_fd=fd)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR, errno.EMLINK):
            raise swapped(name) from None
        raise


def _existing_size(folder: Folder, name: str, shown: str) -> int | None:
    """The size of the regular file ``name`` in ``folder``, ``None`` if there is none."""
    try:
        info = folder.lstat(name)
    except FileNotFoundError:
        return None
    if stat.S_ISDIR(info.st_mode):
        raise ToolFailure("{path!r} is a folder, not a file", path=shown)
    if stat.S_ISLNK(info.st_mode):
        raise swapped(shown)
    if not stat.S_ISREG(info.st_mode):
        raise ToolFailure("{path!r} is not a regular file", path=shown)
    return info.st_size


def _write_preview(shown: str, mode: WriteMode, current: int | None, new: int) -> Preview:
    sizes = {"size": plural(current or 0, "byte"), "new": plural(new, "byte")}
    if current is None:
        would = i18n.text('Create "{path}" with {new} of text', path=shown, **sizes)
    elif mode == "overwrite":
        would = i18n.text(
            'Replace the contents of "{path}" ({size}) with {new} of new text', path=shown, **sizes
        )
    else:
        would = i18n.text('Add {new} to the end of "{path}" (now {size})', path=shown, **sizes)
    details = {"path": shown, "mode": mode, "current_size": current, "new_bytes": new}
    return Preview(preview=True, action="file_write", would=would, details=details)


class Workspace:
    """The workspace folder and the file tools confined to it."""

    def __init__(self, root: Path) -> None:
        self.root = Path(os.path.abspath(root))
        self.real_root = Path(os.path.realpath(root))

    def resolve(self, path: str) -> Path:
        """The real (links followed) location of ``path``; refuse anything outside."""
        if "\x00" in path:
            raise ToolFailure("a path cannot contain a NUL character")
        text = path.strip() or "."
        given = Path(text)
        candidate = given if given.is_absolute() else self.real_root / given
        lexical = Path(os.path.normpath(candidate))
        if not (_inside(lexical, self.real_root) or _inside(lexical, self.root)):
            raise ToolFailure(
                "{path!r} is outside the workspace folder; use a path inside it", path=text
            )
        real = Path(os.path.realpath(candidate))
        if not _inside(real, self.real_root):
            raise ToolFailure(
                "{path!r} goes through a link that points outside the workspace folder", path=text
            )
        return real

    def display(self, real: Path) -> str:
        relative = real.relative_to(self.real_root).as_posix()
        return relative or "."

    @contextlib.contextmanager
    def held(self, real: Path, *, create: bool = False) -> Iterator[Folder]:
        """The folder ``real`` (a resolved path inside the workspace), held open.

        It is reached from the workspace one name at a time without following links,
        so a link swapped in after :meth:`resolve` is refused instead of followed.
        ``create`` makes missing folders on the way.
        """
        if not HAVE_DIR_FD:
            if create:
                real.mkdir(parents=True, exist_ok=True)
            yield Folder(real)
            return
        fd = os.open(self.real_root, _FOLDER_FLAGS)
        try:
            for part in real.relative_to(self.real_root).parts:
                child = _step_down(fd, part, create=create)
                os.close(fd)
                fd = child
            yield Folder(real, fd)
        finally:
            os.close(fd)

    async def file_list(
        self,
        path: Annotated[
            str,
            Field(
                max_length=4096,
                description=(
                    "Folder to list, relative to the workspace folder. "
                    "Default: the workspace itself."
                ),
            ),
        ] = ".",
    ) -> FileList:
        folder = self.resolve(path)
        if not folder.is_dir():
            if not folder.exists():
                raise ToolFailure("{path!r} does not exist", path=path)
            raise ToolFailure("{path!r} is not a folder", path=path)
        entries: list[FileEntry] = []
        with (
            self.held(folder) as held,
            os.scandir(held.fd if held.fd is not None else folder) as scan,
        ):
            items = sorted(scan, key=lambda e: (not e.is_dir(follow_symlinks=False), e.name))
            infos = [item.stat(follow_symlinks=False) for item in items[:MAX_LIST_ENTRIES]]
        for item, info in zip(items, infos, strict=False):
            kind = _entry_type(info.st_mode)
            entries.append(
                FileEntry(
                    name=item.name,
                    path=self.display(folder / item.name),
                    type=kind,
                    size=info.st_size if kind == "file" else None,
                    modified=timestamp(info.st_mtime),
                )
            )
        return FileList(
            path=self.display(folder),
            entries=entries,
            count=len(entries),
            truncated=len(items) > MAX_LIST_ENTRIES,
        )

    async def file_read(
        self,
        path: Annotated[
            str,
            Field(
                min_length=1,
                max_length=4096,
                description="Path of a text file, relative to the workspace folder.",
            ),
        ],
    ) -> FileText:
        real = self.resolve(path)
        if not real.is_file():
            if not real.exists():
                raise ToolFailure("{path!r} does not exist", path=path)
            raise ToolFailure("{path!r} is not a file", path=path)
        with self.held(real.parent) as folder:
            fd, info = open_for_reading(folder, real.name)
        with os.fdopen(fd, "rb") as stream:
            data = stream.read(MAX_READ_BYTES + 1)
            size = info.st_size
        truncated = len(data) > MAX_READ_BYTES
        data = data[:MAX_READ_BYTES]
        try:
            content = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            # A cut through the last character is ours, not the file's.
            if not (truncated and exc.start >= len(data) - 3):
                raise ToolFailure("{path!r} is not a text file (UTF-8)", path=path) from None
            content = data[: exc.start].decode("utf-8")
        return FileText(path=self.display(real), content=content, size=size, truncated=truncated)

    async def file_write(
        self,
        path: WritePath,
        content: Annotated[
            str, Field(max_length=MAX_WRITE_CHARS, description="The text to write (UTF-8).")
        ],
        mode: Annotated[
            WriteMode,
            Field(
                description=(
                    "create: a new file (an existing one is refused); overwrite: replace the "
                    "file's contents; append: add at its end. Changing an existing file "
                    "needs confirm."
                ),
                json_schema_extra={
                    "enumNames": ["Create a new file", "Replace its contents", "Add to the end"]
                },
            ),
        ] = "create",
        confirm: ConfirmOrUnset = None,
    ) -> FileWriteResult:
        real = self.resolve(path)
        shown = self.display(real)
        if real == self.real_root or real.is_dir():
            raise ToolFailure("{path!r} is a folder, not a file", path=shown)
        new_data = content.encode("utf-8")
        if confirm is False and not os.path.isdir(real.parent):
            # Only a preview: not even the folders it would make are made.
            return FileWriteResult(_write_preview(shown, mode, None, len(new_data)))
        with self.held(real.parent, create=True) as folder:
            current = _existing_size(folder, real.name, shown)
            exists = current is not None
            if current is not None and mode == "create":
                raise ToolFailure(
                    '{path!r} already exists; use mode "overwrite" or "append" to change it',
                    path=shown,
                )
            # An explicit false (a rehearsal's) previews a new file too.
            if (current is not None or confirm is False) and not confirm:
                return FileWriteResult(_write_preview(shown, mode, current, len(new_data)))
            data = new_data
            if exists and mode == "append":
                fd, _info = open_for_reading(folder, real.name)
                with os.fdopen(fd, "rb") as stream:
                    data = stream.read() + new_data
            write_atomic_in(folder, real.name, data)
            size = folder.lstat(real.name).st_size
        return FileWriteResult(
            FileWritten(
                preview=False,
                action="file_write",
                path=shown,
                mode=mode,
                created=not exists,
                bytes_written=len(new_data),
                size=size,
            )
        )

    def tools(self) -> list[ToolSpec]:
        return [
            ToolSpec(
                self.file_list,
                title="List files",
                description=(
                    "List a folder inside the workspace folder: names, types, sizes, dates."
                ),
                read_only=True,
                sentence=("in {path}",),
            ),
            ToolSpec(
                self.file_read,
                title="Read a file",
                description=(
                    f"Read a text file inside the workspace folder (the first "
                    f"{MAX_READ_BYTES:,} bytes)."
                ),
                read_only=True,
                sentence=("{path}",),
            ),
            ToolSpec(
                self.file_write,
                title="Write a file",
                description=(
                    "Create a text file inside the workspace folder, or replace or extend one. "
                    "Changing an existing file without confirm: true changes nothing and "
                    "answers with a preview."
                ),
                read_only=False,
                destructive=True,
                idempotent=False,
                sentence=("{path}", "with the text {content}", "how: {mode}"),
            ),
        ]
