"""The notes tools: Markdown notes kept as one file per note in the Studio's notes folder.

A note's name is its title. The file name is the title with the characters that are
unsafe in a file name (``/ \\ : * ? " < > | %``, a leading dot, a trailing dot, Windows
device names) written as ``%XX``, plus ``.md``: the mapping can be reversed, and no name
can reach outside the folder. Notes are found by listing the folder, never by building a
path from the caller's text; links and anything that is not a plain ``.md`` file are
ignored.
"""

from __future__ import annotations

import os
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal
from urllib.parse import unquote

from pydantic import ConfigDict, Field, RootModel

from recipe_studio.core.atomic import Folder, write_atomic_in
from recipe_studio.tools import i18n
from recipe_studio.tools.common import (
    Confirm,
    ConfirmOrUnset,
    OutputModel,
    Preview,
    ToolFailure,
    ToolSpec,
    open_for_reading,
    plural,
    timestamp,
)

NOTE_SUFFIX = ".md"
MAX_NAME_CHARS = 200
MAX_NOTE_BYTES = 1_000_000
SNIPPET_CHARS = 80
SaveMode = Literal["create", "replace", "append"]
IfExists = Literal["refuse", "new_name", "append", "replace"]
#: The most "Name (2)", "Name (3)"… tried for ``if_exists: new_name``.
MAX_NEW_NAMES = 1000
_UNSAFE = set('<>:"/\\|?*%')
_DEVICE_NAMES = {"CON", "PRN", "AUX", "NUL"} | {
    f"{device}{number}" for device in ("COM", "LPT") for number in range(10)
}

NoteName = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_NAME_CHARS,
        description='The note\'s name (its title), e.g. "Shopping".',
    ),
]
NoteBody = Annotated[
    str,
    Field(max_length=MAX_NOTE_BYTES, description="The note's text, in Markdown."),
]


def clean_note_name(name: str) -> str:
    """The canonical form of a note name, or :class:`ToolFailure` if it cannot be one."""
    name = unicodedata.normalize("NFC", name).strip()
    if not name:
        raise ToolFailure("a note needs a name")
    if len(name) > MAX_NAME_CHARS:
        raise ToolFailure("a note name can be at most {n} characters long", n=MAX_NAME_CHARS)
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") for ch in name):
        raise ToolFailure("a note name cannot contain line breaks or control characters")
    return name


def _escape(ch: str) -> str:
    return f"%{ord(ch):02X}"


def note_file_name(name: str) -> str:
    """The file name that stores the note ``name`` (already cleaned); never a path."""
    encoded = "".join(_escape(ch) if ch in _UNSAFE else ch for ch in name)
    if encoded.startswith("."):  # hidden files, "." and ".."
        encoded = _escape(".") + encoded[1:]
    if encoded.endswith((".", " ")):  # Windows drops them
        encoded = encoded[:-1] + _escape(encoded[-1])
    if encoded.split(".")[0].rstrip(" ").upper() in _DEVICE_NAMES:
        encoded = _escape(encoded[0]) + encoded[1:]
    file_name = encoded + NOTE_SUFFIX
    if len(file_name.encode("utf-8")) > 250:
        raise ToolFailure("that note name is too long to be stored as a file")
    return file_name


def note_name_from_file(file_name: str) -> str:
    return unicodedata.normalize("NFC", unquote(file_name.removesuffix(NOTE_SUFFIX)))


@dataclass(frozen=True)
class _Note:
    name: str
    path: Path
    size: int
    modified: float


class NoteSummary(OutputModel):
    name: str = Field(description="The note's name (title).")
    modified: str = Field(description="When it last changed, ISO 8601.")
    size: int = Field(description="Size in bytes.")


class NoteList(OutputModel):
    notes: list[NoteSummary] = Field(description="The notes, most recently changed first.")
    count: int


class NoteMatch(OutputModel):
    name: str
    matched_in: list[Literal["title", "content"]]
    snippet: str = Field(description="The text around the first match (or the first line).")


class NoteSearch(OutputModel):
    query: str
    matches: list[NoteMatch]
    count: int


class NoteText(OutputModel):
    name: str
    body: str = Field(description="The note's Markdown text.")
    modified: str
    size: int


class NoteSaved(OutputModel):
    name: str
    modified: str
    size: int = Field(description="Size in bytes after saving.")
    mode: SaveMode = Field(description="How the note was saved.")


class CreateNoteResult(RootModel[Preview | NoteSaved]):
    """The note that was saved, or the preview of replacing one (without confirm: true)."""

    model_config = ConfigDict(json_schema_extra={"type": "object"})


IfExistsChoice = Annotated[
    IfExists,
    Field(
        description=(
            "What to do when a note of that name already exists: refuse (nothing is "
            "changed), new_name (save under the name with a number added), append (add the "
            "text at its end) or replace (replace its text; without confirm: true the "
            "answer is a preview)."
        ),
        json_schema_extra={
            "enumNames": [
                "Stop with an error",
                "Save under a new name",
                "Add to the end of it",
                "Replace its text (asks first)",
            ]
        },
    ),
]


class NoteUpdated(OutputModel):
    preview: Literal[False] = Field(description="Always false: the note was changed.")
    action: Literal["update_note"]
    name: str
    modified: str
    size: int = Field(description="Size in bytes after saving.")
    mode: Literal["replace", "append"] = Field(description="How the note was changed.")


class UpdateNoteResult(RootModel[Preview | NoteUpdated]):
    """Either the preview (called without confirm: true) or the change that was made."""

    model_config = ConfigDict(json_schema_extra={"type": "object"})


class NoteDeleted(OutputModel):
    preview: Literal[False] = Field(description="Always false: the note was deleted.")
    action: Literal["delete_note"]
    name: str
    size: int = Field(description="Size in bytes of the deleted note.")


class DeleteNoteResult(RootModel[Preview | NoteDeleted]):
    """Either the preview (called without confirm: true) or the deletion that was done."""

    model_config = ConfigDict(json_schema_extra={"type": "object"})


def _update_preview(note: _Note, mode: Literal["replace", "append"], new: int) -> Preview:
    sizes = {"size": plural(note.size, "byte"), "new": plural(new, "byte")}
    if mode == "replace":
        would = i18n.text(
            'Replace the text of the note "{name}" ({size}) with {new} of new text',
            name=note.name,
            **sizes,
        )
    else:
        would = i18n.text(
            'Add {new} to the end of the note "{name}" (now {size})', name=note.name, **sizes
        )
    details = {"name": note.name, "mode": mode, "current_size": note.size, "new_bytes": new}
    return Preview(preview=True, action="update_note", would=would, details=details)


def _snippet(text: str, index: int, length: int) -> str:
    start = max(0, index - SNIPPET_CHARS // 2)
    end = min(len(text), index + length + SNIPPET_CHARS // 2)
    core = " ".join(text[start:end].split())
    return ("…" if start > 0 else "") + core + ("…" if end < len(text) else "")


class NoteStore:
    """The notes folder and the six notes tools that work on it."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    # -- lookup -------------------------------------------------------------------------

    def _notes(self) -> list[_Note]:
        try:
            entries = list(os.scandir(self.folder))
        except FileNotFoundError:
            return []
        notes = []
        for entry in entries:
            if not entry.name.endswith(NOTE_SUFFIX) or entry.name.startswith("."):
                continue
            if entry.is_symlink() or not entry.is_file(follow_symlinks=False):
                continue
            info = entry.stat(follow_symlinks=False)
            name = note_name_from_file(entry.name)
            notes.append(_Note(name, Path(entry.path), info.st_size, info.st_mtime))
        return notes

    def _match(self, name: str) -> _Note | None:
        """The note called ``name``: exactly, or else the one note whose name differs only
        in letter case (file systems on macOS and Windows do not tell them apart)."""
        name = clean_note_name(name)
        notes = self._notes()
        for note in notes:
            if note.name == name:
                return note
        folded = [note for note in notes if note.name.casefold() == name.casefold()]
        return folded[0] if len(folded) == 1 else None

    def _find(self, name: str) -> _Note:
        note = self._match(name)
        if note is None:
            raise ToolFailure("there is no note named {name!r}", name=clean_note_name(name))
        return note

    def _read(self, note: _Note) -> str:
        with Folder.opened(self.folder) as folder:
            fd, _info = open_for_reading(folder, note.path.name)
        with os.fdopen(fd, "rb") as stream:
            data = stream.read(MAX_NOTE_BYTES + 1)
        if len(data) > MAX_NOTE_BYTES:
            raise ToolFailure(
                "the note {name!r} is larger than {size}",
                name=note.name,
                size=plural(MAX_NOTE_BYTES, "byte"),
            )
        return data.decode("utf-8", errors="replace")

    def _save(self, name: str, path: Path, text: str, mode: SaveMode) -> NoteSaved:
        data = text.encode("utf-8")
        if len(data) > MAX_NOTE_BYTES:
            raise ToolFailure("a note can hold at most {size}", size=plural(MAX_NOTE_BYTES, "byte"))
        self.folder.mkdir(parents=True, exist_ok=True)
        with Folder.opened(self.folder) as folder:
            write_atomic_in(folder, path.name, data)
            info = folder.lstat(path.name)
        return NoteSaved(name=name, modified=timestamp(info.st_mtime), size=info.st_size, mode=mode)

    # -- tools ------------------------------------------------------------------------

    async def list_notes(self) -> NoteList:
        notes = sorted(self._notes(), key=lambda note: (-note.modified, note.name))
        summaries = [
            NoteSummary(name=note.name, modified=timestamp(note.modified), size=note.size)
            for note in notes
        ]
        return NoteList(notes=summaries, count=len(summaries))

    async def search_notes(
        self,
        query: Annotated[
            str,
            Field(min_length=1, max_length=500, description="Text to look for (any letter case)."),
        ],
        limit: Annotated[int, Field(ge=1, le=200, description="At most this many matches.")] = 50,
    ) -> NoteSearch:
        needle = query.strip().casefold()
        if not needle:
            raise ToolFailure("the search text is empty")
        matches: list[NoteMatch] = []
        for note in sorted(self._notes(), key=lambda note: (-note.modified, note.name)):
            body = self._read(note) if note.size <= MAX_NOTE_BYTES else ""
            where: list[Literal["title", "content"]] = []
            if needle in note.name.casefold():
                where.append("title")
            index = body.casefold().find(needle)
            if index >= 0:
                where.append("content")
                snippet = _snippet(body, index, len(needle))
            else:
                snippet = _snippet(body.strip().split("\n", 1)[0], 0, 0)
            if where:
                matches.append(NoteMatch(name=note.name, matched_in=where, snippet=snippet))
            if len(matches) >= limit:
                break
        return NoteSearch(query=query, matches=matches, count=len(matches))

    async def read_note(self, note_name: NoteName) -> NoteText:
        note = self._find(note_name)
        return NoteText(
            name=note.name, body=self._read(note), modified=timestamp(note.modified), size=note.size
        )

    async def create_note(
        self,
        note_name: NoteName,
        body: NoteBody = "",
        if_exists: IfExistsChoice = "refuse",
        confirm: ConfirmOrUnset = None,
    ) -> CreateNoteResult:
        name = clean_note_name(note_name)
        existing = self._match(name)
        if confirm is False and (existing is None or if_exists in ("new_name", "append")):
            # An explicit false (a rehearsal's): only say what it would do.
            return CreateNoteResult(self._create_preview(name, existing, if_exists, body))
        if existing is None:
            saved = self._save(name, self.folder / note_file_name(name), body, "create")
        elif if_exists == "new_name":
            free = self._free_name(name)
            saved = self._save(free, self.folder / note_file_name(free), body, "create")
        elif if_exists == "append":
            current = self._read(existing)
            separator = "" if not current or current.endswith("\n") else "\n"
            if current and body:
                separator += "\n"
            saved = self._save(existing.name, existing.path, current + separator + body, "append")
        elif if_exists == "replace" and not confirm:
            preview = _update_preview(existing, "replace", len(body.encode("utf-8")))
            return CreateNoteResult(preview.model_copy(update={"action": "create_note"}))
        elif if_exists == "replace":
            saved = self._save(existing.name, existing.path, body, "replace")
        else:
            raise ToolFailure(
                "a note named {name!r} already exists; choose under “If the note exists” "
                "whether to save under a new name, add to it or replace it",
                name=existing.name,
            )
        return CreateNoteResult(saved)

    def _create_preview(
        self, name: str, existing: _Note | None, if_exists: str, body: str
    ) -> Preview:
        new = len(body.encode("utf-8"))
        if existing is not None and if_exists == "append":
            preview = _update_preview(existing, "append", new)
            return preview.model_copy(update={"action": "create_note"})
        target = name if existing is None else self._free_name(name)
        would = i18n.text(
            'Create the note "{name}" with {new} of text', name=target, new=plural(new, "byte")
        )
        details = {"name": target, "mode": "create", "new_bytes": new}
        return Preview(preview=True, action="create_note", would=would, details=details)

    def _free_name(self, name: str) -> str:
        """``name (2)``, ``name (3)``…: the first that is not a note yet."""
        for number in range(2, MAX_NEW_NAMES + 2):
            candidate = clean_note_name(f"{name[: MAX_NAME_CHARS - 8]} ({number})")
            if self._match(candidate) is None:
                return candidate
        raise ToolFailure("there are too many notes named {name!r}", name=name)

    async def update_note(
        self,
        note_name: NoteName,
        body: NoteBody,
        mode: Annotated[
            Literal["replace", "append"],
            Field(
                description=(
                    "replace: the body becomes the note's text; append: it is added at the end."
                ),
                json_schema_extra={"enumNames": ["Replace its text", "Add to the end of it"]},
            ),
        ] = "replace",
        confirm: Confirm = False,
    ) -> UpdateNoteResult:
        note = self._find(note_name)
        if not confirm:
            return UpdateNoteResult(_update_preview(note, mode, len(body.encode("utf-8"))))
        if mode == "append":
            current = self._read(note)
            separator = "" if not current or current.endswith("\n") else "\n"
            body = current + separator + body
        saved = self._save(note.name, note.path, body, mode)
        return UpdateNoteResult(
            NoteUpdated(
                preview=False,
                action="update_note",
                name=saved.name,
                modified=saved.modified,
                size=saved.size,
                mode=mode,
            )
        )

    async def delete_note(self, note_name: NoteName, confirm: Confirm = False) -> DeleteNoteResult:
        note = self._find(note_name)
        if not confirm:
            return DeleteNoteResult(
                Preview(
                    preview=True,
                    action="delete_note",
                    would=i18n.text(
                        'Delete the note "{name}" ({size})',
                        name=note.name,
                        size=plural(note.size, "byte"),
                    ),
                    details={"name": note.name, "size": note.size},
                )
            )
        note.path.unlink()
        return DeleteNoteResult(
            NoteDeleted(preview=False, action="delete_note", name=note.name, size=note.size)
        )

    def tools(self) -> list[ToolSpec]:
        return [*self._reading_tools(), *self._changing_tools()]

    def _reading_tools(self) -> list[ToolSpec]:
        return [
            ToolSpec(
                self.list_notes,
                title="List notes",
                description=(
                    "List the notes with their size and when they last changed, newest first."
                ),
                read_only=True,
            ),
            ToolSpec(
                self.search_notes,
                title="Search notes",
                description=(
                    "Find notes whose title or text contains the given text (any letter case)."
                ),
                read_only=True,
                sentence=("containing {query}", "at most {limit}"),
            ),
            ToolSpec(
                self.read_note,
                title="Read a note",
                description="Read one note's Markdown text, by its name (title).",
                read_only=True,
                sentence=("{note_name}",),
            ),
        ]

    def _changing_tools(self) -> list[ToolSpec]:
        return [
            ToolSpec(
                self.create_note,
                title="Create a note",
                description=(
                    "Create a new Markdown note. When a note of that name exists, it stops "
                    "with an error (the default), or saves under a new name, adds to the note "
                    "or replaces its text (a preview unless confirmed), as chosen."
                ),
                read_only=False,
                # Only if_exists "replace" overwrites, and it asks its own confirmation.
                destructive=False,
                idempotent=False,
                sentence=("{note_name}", "with the text {body}", ", if it exists: {if_exists}"),
                confirm_when=(("if_exists", ("replace",)),),
            ),
            ToolSpec(
                self.update_note,
                title="Update a note",
                description=(
                    "Replace a note's text, or append text at its end. Without confirm: true "
                    "nothing is changed and the answer is a preview."
                ),
                read_only=False,
                destructive=True,
                idempotent=False,
                sentence=("{note_name}", "with the text {body}", "how: {mode}"),
            ),
            ToolSpec(
                self.delete_note,
                title="Delete a note",
                description=(
                    "Delete a note, by its exact name. Without confirm: true nothing is "
                    "deleted and the answer is a preview."
                ),
                read_only=False,
                destructive=True,
                idempotent=True,
                sentence=("{note_name}",),
            ),
        ]
