"""The file tools, confined to one workspace folder: ``file_list``, ``file_read``, ``file_write``.

Every path is taken relative to the workspace (an absolute path is accepted only if it
is inside it). A path is refused if, written out, it leaves the workspace (``..``) or if,
once links are followed, it ends up outside it: a link inside the workspace that points
elsewhere cannot be read, listed or written through. Writes go through a temporary file
and a rename, so a file is never left half-written.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Annotated, Literal

from pydantic import ConfigDict, Field, RootModel

from recipe_studio.tools import i18n
from recipe_studio.tools.common import (
    Confirm,
    OutputModel,
    Preview,
    ToolFailure,
    ToolSpec,
    atomic_write,
    plural,
    timestamp,
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
        with os.scandir(folder) as scan:
            items = sorted(scan, key=lambda e: (not e.is_dir(follow_symlinks=False), e.name))
        for item in items[:MAX_LIST_ENTRIES]:
            info = item.stat(follow_symlinks=False)
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
        with real.open("rb") as stream:
            data = stream.read(MAX_READ_BYTES + 1)
            size = os.fstat(stream.fileno()).st_size
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
                )
            ),
        ] = "create",
        confirm: Confirm = False,
    ) -> FileWriteResult:
        real = self.resolve(path)
        shown = self.display(real)
        if real.is_dir():
            raise ToolFailure("{path!r} is a folder, not a file", path=shown)
        exists = real.exists()
        if exists and not real.is_file():
            raise ToolFailure("{path!r} is not a regular file", path=shown)
        if exists and mode == "create":
            raise ToolFailure(
                '{path!r} already exists; use mode "overwrite" or "append" to change it',
                path=shown,
            )
        new_data = content.encode("utf-8")
        if exists and not confirm:
            current = real.stat().st_size
            template = (
                'Replace the contents of "{path}" ({size}) with {new} of new text'
                if mode == "overwrite"
                else 'Add {new} to the end of "{path}" (now {size})'
            )
            sizes = {"size": plural(current, "byte"), "new": plural(len(new_data), "byte")}
            would = i18n.text(template, path=shown, **sizes)
            details = {
                "path": shown,
                "mode": mode,
                "current_size": current,
                "new_bytes": len(new_data),
            }
            return FileWriteResult(
                Preview(preview=True, action="file_write", would=would, details=details)
            )
        data = real.read_bytes() + new_data if exists and mode == "append" else new_data
        real.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(real, data)
        return FileWriteResult(
            FileWritten(
                preview=False,
                action="file_write",
                path=shown,
                mode=mode,
                created=not exists,
                bytes_written=len(new_data),
                size=real.stat().st_size,
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
            ),
            ToolSpec(
                self.file_read,
                title="Read a file",
                description=(
                    f"Read a text file inside the workspace folder (the first "
                    f"{MAX_READ_BYTES:,} bytes)."
                ),
                read_only=True,
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
            ),
        ]
