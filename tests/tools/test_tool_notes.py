"""The notes tools: safe file names, lookups by name, previews before deleting."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from platforms import need_symlinks

from recipe_studio.tools.common import Preview, ToolFailure
from recipe_studio.tools.notes import (
    NoteSaved,
    NoteStore,
    NoteUpdated,
    clean_note_name,
    note_file_name,
    note_name_from_file,
)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "notes"


@pytest.fixture
def store(folder: Path) -> NoteStore:
    return NoteStore(folder)


# -- file names ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "file_name"),
    [
        ("Shopping", "Shopping.md"),
        ("a/b", "a%2Fb.md"),
        ("..", "%2E%2E.md"),
        ("../../etc/passwd", "%2E.%2F..%2Fetc%2Fpasswd.md"),
        (".hidden", "%2Ehidden.md"),
        ("C:\\temp", "C%3A%5Ctemp.md"),
        ("100% done", "100%25 done.md"),
        ("what?", "what%3F.md"),
        ("ends with dot.", "ends with dot%2E.md"),
        ("CON", "%43ON.md"),
        ("lpt1.txt", "%6Cpt1.txt.md"),
        ("Café ☕", "Café ☕.md"),
    ],
)
def test_note_file_names_are_safe(name: str, file_name: str) -> None:
    assert note_file_name(name) == file_name
    assert note_name_from_file(file_name) == name


@settings(max_examples=200, deadline=None)
@given(st.text(min_size=1, max_size=80))
def test_any_name_maps_to_one_plain_file_name(raw: str) -> None:
    try:
        name = clean_note_name(raw)
        file_name = note_file_name(name)
    except ToolFailure:
        return
    assert "/" not in file_name
    assert "\\" not in file_name
    assert "\x00" not in file_name
    assert not file_name.startswith(".")
    assert file_name.endswith(".md")
    assert Path(file_name).name == file_name
    assert note_name_from_file(file_name) == name


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("   ", "needs a name"),
        ("two\nlines", "line breaks or control characters"),
        ("tab\there", "control characters"),
        ("x" * 201, "at most 200 characters"),
    ],
)
def test_bad_names_are_refused(name: str, message: str) -> None:
    with pytest.raises(ToolFailure, match=message):
        clean_note_name(name)


def test_names_are_trimmed_and_normalised() -> None:
    assert clean_note_name("  Cafe\u0301  ") == "Café"


# -- the tools ----------------------------------------------------------------------------


@pytest.mark.anyio
async def test_create_read_update(store: NoteStore, folder: Path) -> None:
    assert (await store.list_notes()).count == 0  # the folder does not even exist yet
    saved = (await store.create_note("../Escape attempt", "# Hi")).root
    assert isinstance(saved, NoteSaved)
    assert saved.name == "../Escape attempt"
    assert saved.size == 4
    assert [p.name for p in folder.iterdir()] == ["%2E.%2FEscape attempt.md"]
    assert not (folder.parent / "Escape attempt.md").exists()
    assert (await store.read_note("../Escape attempt")).body == "# Hi"
    await store.update_note("../Escape attempt", "more", mode="append", confirm=True)
    assert (await store.read_note("../Escape attempt")).body == "# Hi\nmore"
    await store.update_note("../Escape attempt", "new", confirm=True)
    assert (await store.read_note("../Escape attempt")).body == "new"


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("mode", "would"),
    [
        ("replace", 'Replace the text of the note "Plan" (4 bytes) with 3 bytes of new text'),
        ("append", 'Add 3 bytes to the end of the note "Plan" (now 4 bytes)'),
    ],
)
async def test_update_previews_until_confirmed(
    store: NoteStore, mode: Literal["replace", "append"], would: str
) -> None:
    await store.create_note("Plan", "keep")
    preview = (await store.update_note("plan", "new", mode=mode)).root
    assert isinstance(preview, Preview)
    assert (preview.action, preview.would) == ("update_note", would)
    assert preview.details == {"name": "Plan", "mode": mode, "current_size": 4, "new_bytes": 3}
    assert (await store.read_note("Plan")).body == "keep"  # nothing was changed
    done = (await store.update_note("Plan", "new", mode=mode, confirm=True)).root
    assert isinstance(done, NoteUpdated)
    assert done.preview is False
    assert (await store.read_note("Plan")).body == ("new" if mode == "replace" else "keep\nnew")


@pytest.mark.anyio
async def test_create_refuses_an_existing_name_in_any_case(store: NoteStore) -> None:
    await store.create_note("Shopping", "milk")
    with pytest.raises(ToolFailure, match="'Shopping' already exists; choose under"):
        await store.create_note("shopping", "eggs")
    assert (await store.read_note("SHOPPING")).body == "milk"  # unique case-insensitive match


@pytest.mark.anyio
async def test_create_if_exists_new_name_counts_up(store: NoteStore) -> None:
    await store.create_note("Brief", "one")
    second = (await store.create_note("brief", "two", if_exists="new_name")).root
    third = (await store.create_note("Brief", "three", if_exists="new_name")).root
    assert isinstance(second, NoteSaved)
    assert isinstance(third, NoteSaved)
    assert (second.name, third.name) == ("brief (2)", "Brief (3)")
    assert [(await store.read_note(n)).body for n in ("Brief", "brief (2)", "Brief (3)")] == [
        "one",
        "two",
        "three",
    ]


@pytest.mark.anyio
async def test_create_if_exists_append_adds_a_paragraph(store: NoteStore) -> None:
    first = (await store.create_note("Brief", "one", if_exists="append")).root
    assert isinstance(first, NoteSaved)
    assert first.mode == "create"
    added = (await store.create_note("Brief", "two", if_exists="append")).root
    assert isinstance(added, NoteSaved)
    assert added.mode == "append"
    assert (await store.read_note("Brief")).body == "one\n\ntwo"
    assert (await store.list_notes()).count == 1


@pytest.mark.anyio
async def test_create_if_exists_replace_previews_until_confirmed(store: NoteStore) -> None:
    await store.create_note("Brief", "old")
    preview = (await store.create_note("Brief", "new", if_exists="replace")).root
    assert isinstance(preview, Preview)
    assert preview.preview is True
    assert preview.action == "create_note"
    assert preview.would.startswith('Replace the text of the note "Brief"')
    assert (await store.read_note("Brief")).body == "old"  # nothing was changed
    done = (await store.create_note("Brief", "new", if_exists="replace", confirm=True)).root
    assert isinstance(done, NoteSaved)
    assert done.mode == "replace"
    assert (await store.read_note("Brief")).body == "new"


@pytest.mark.anyio
async def test_create_replace_of_a_new_name_just_creates(store: NoteStore) -> None:
    created = (await store.create_note("Fresh", "x", if_exists="replace")).root
    assert isinstance(created, NoteSaved)
    assert created.mode == "create"


@pytest.mark.anyio
async def test_missing_notes_are_clear_errors(store: NoteStore) -> None:
    for call in (
        store.read_note("Nope"),
        store.update_note("Nope", "x"),
        store.delete_note("Nope"),
    ):
        with pytest.raises(ToolFailure, match="there is no note named 'Nope'"):
            await call


@pytest.mark.anyio
async def test_delete_previews_until_confirmed(store: NoteStore, folder: Path) -> None:
    await store.create_note("Shopping", "x" * 312)
    preview = (await store.delete_note("Shopping")).root
    assert preview.model_dump() == {
        "preview": True,
        "action": "delete_note",
        "would": 'Delete the note "Shopping" (312 bytes)',
        "details": {"name": "Shopping", "size": 312},
        "hint": 'Nothing was done. Call the tool again with "confirm": true to do it.',
    }
    assert (await store.delete_note("Shopping", confirm=False)).root.preview is True
    assert (folder / "Shopping.md").exists()
    done = (await store.delete_note("Shopping", confirm=True)).root
    assert done.model_dump() == {
        "preview": False,
        "action": "delete_note",
        "name": "Shopping",
        "size": 312,
    }
    assert not (folder / "Shopping.md").exists()


@pytest.mark.anyio
async def test_list_and_search(store: NoteStore, folder: Path) -> None:
    await store.create_note("Groceries", "Buy MILK and bread")
    await store.create_note("Milk ideas", "latte")
    await store.create_note("Other", "nothing here")
    os.utime(folder / "Groceries.md", (1_000_000_000, 1_000_000_000))
    listed = await store.list_notes()
    assert [n.name for n in listed.notes][-1] == "Groceries"  # newest first
    found = await store.search_notes("milk")
    by_name = {m.name: m for m in found.matches}
    assert set(by_name) == {"Groceries", "Milk ideas"}
    assert by_name["Groceries"].matched_in == ["content"]
    assert by_name["Groceries"].snippet == "Buy MILK and bread"
    assert by_name["Milk ideas"].matched_in == ["title"]
    assert (await store.search_notes("milk", limit=1)).count == 1


@pytest.mark.anyio
async def test_links_and_other_files_in_the_folder_are_ignored(
    store: NoteStore, folder: Path, tmp_path: Path
) -> None:
    need_symlinks(tmp_path)
    folder.mkdir()
    (tmp_path / "secret.md").write_text("secret", encoding="utf-8")
    (folder / "Linked.md").symlink_to(tmp_path / "secret.md")
    (folder / "readme.txt").write_text("not a note", encoding="utf-8")
    (folder / "dir.md").mkdir()
    assert (await store.list_notes()).count == 0
    with pytest.raises(ToolFailure, match="no note named"):
        await store.read_note("Linked")
