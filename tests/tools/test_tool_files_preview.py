"""``file_write`` and ``create_note`` with an explicit ``confirm: false`` (what a rehearsal
sends) only preview: also a new file (whose folders are not made either) or note; without
``confirm`` at all they are still made, as before."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from recipe_studio.tools.files import Workspace

if TYPE_CHECKING:
    from pathlib import Path


@pytest.mark.anyio
async def test_an_explicit_false_previews_a_new_file_and_makes_no_folder(tmp_path: Path) -> None:
    root = tmp_path / "workspace"
    root.mkdir()
    workspace = Workspace(root)
    answer = (await workspace.file_write("new/deep/brief.md", "hello", confirm=False)).root
    assert answer.preview is True
    assert answer.would == 'Create "new/deep/brief.md" with 5 bytes of text'
    answer = (await workspace.file_write("brief.md", "hello", confirm=False)).root
    assert answer.preview is True
    assert list(root.iterdir()) == []
    written = (await workspace.file_write("brief.md", "hello")).root
    assert written.preview is False
    assert (root / "brief.md").read_text(encoding="utf-8") == "hello"


@pytest.mark.anyio
async def test_create_note_told_false_only_previews(tmp_path: Path) -> None:
    from recipe_studio.tools.common import Preview
    from recipe_studio.tools.notes import NoteStore

    folder = tmp_path / "notes"
    folder.mkdir()
    notes = NoteStore(folder)
    answer = (await notes.create_note("Brief", "hello", confirm=False)).root
    assert isinstance(answer, Preview)
    assert answer.preview is True
    assert answer.would == 'Create the note "Brief" with 5 bytes of text'
    assert list(folder.iterdir()) == []
    saved = (await notes.create_note("Brief", "hello")).root  # no confirm at all: made
    assert not getattr(saved, "preview", False)
    again = (await notes.create_note("Brief", "more", if_exists="append", confirm=False)).root
    assert isinstance(again, Preview)
    assert again.preview is True
    assert again.action == "create_note"
    assert len(list(folder.iterdir())) == 1
