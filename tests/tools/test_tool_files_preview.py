"""``file_write`` with an explicit ``confirm: false`` (what a rehearsal sends) only previews:
also for a new file, whose folders are not made either; without ``confirm`` at all a new
file is still written, as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from recipe_studio.tools.files import Workspace


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
