"""The file tools: confinement to the workspace, previews before changes, atomic writes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from platforms import need_symlinks

from recipe_studio.tools.common import ToolFailure
from recipe_studio.tools.files import MAX_READ_BYTES, Workspace, WriteMode


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "workspace"
    (folder / "sub").mkdir(parents=True)
    (folder / "sub" / "a.txt").write_text("hello", encoding="utf-8")
    (tmp_path / "secret.txt").write_text("do not read", encoding="utf-8")
    return folder


@pytest.fixture
def workspace(root: Path) -> Workspace:
    return Workspace(root)


# -- confinement --------------------------------------------------------------------------


@pytest.mark.parametrize("path", [".", "", "sub", "sub/a.txt", "sub/../sub/a.txt", "new/file.md"])
def test_paths_inside_are_accepted(workspace: Workspace, root: Path, path: str) -> None:
    resolved = workspace.resolve(path)
    assert resolved == Path(os.path.realpath(root / path))


def test_absolute_path_inside_is_accepted(workspace: Workspace, root: Path) -> None:
    assert workspace.resolve(str(root / "sub" / "a.txt")) == Path(
        os.path.realpath(root / "sub" / "a.txt")
    )


@pytest.mark.parametrize(
    "path", ["..", "../secret.txt", "sub/../../secret.txt", "sub/../..", "/", "/etc/passwd"]
)
def test_paths_outside_are_refused(workspace: Workspace, path: str) -> None:
    with pytest.raises(ToolFailure, match="outside the workspace folder"):
        workspace.resolve(path)


def test_absolute_path_outside_is_refused(workspace: Workspace, root: Path) -> None:
    with pytest.raises(ToolFailure, match="outside the workspace folder"):
        workspace.resolve(str(root.parent / "secret.txt"))


def test_sibling_folder_with_same_prefix_is_outside(workspace: Workspace, root: Path) -> None:
    (root.parent / "workspace-other").mkdir()
    with pytest.raises(ToolFailure, match="outside"):
        workspace.resolve(str(root.parent / "workspace-other"))


def test_nul_is_refused(workspace: Workspace) -> None:
    with pytest.raises(ToolFailure, match="NUL"):
        workspace.resolve("a\x00b")


@pytest.mark.anyio
async def test_links_pointing_outside_are_refused(workspace: Workspace, root: Path) -> None:
    need_symlinks(root)
    outside = root.parent
    (root / "out-dir").symlink_to(outside, target_is_directory=True)
    (root / "out-file").symlink_to(outside / "secret.txt")
    (root / "dangling").symlink_to(outside / "not-yet.txt")
    for path in ("out-dir", "out-dir/secret.txt", "out-file", "dangling"):
        with pytest.raises(ToolFailure, match="link that points outside"):
            workspace.resolve(path)
    with pytest.raises(ToolFailure, match="link"):
        await workspace.file_read("out-file")
    with pytest.raises(ToolFailure, match="link"):
        await workspace.file_write("dangling", "x", confirm=True)
    with pytest.raises(ToolFailure, match="link"):
        await workspace.file_write("out-dir/new.txt", "x")
    assert not (outside / "not-yet.txt").exists()
    assert not (outside / "new.txt").exists()
    listing = await workspace.file_list(".")
    kinds = {entry.name: entry.type for entry in listing.entries}
    assert kinds["out-dir"] == kinds["out-file"] == "link"


@pytest.mark.anyio
async def test_links_inside_are_followed(workspace: Workspace, root: Path) -> None:
    need_symlinks(root)
    (root / "alias.txt").symlink_to(root / "sub" / "a.txt")
    assert (await workspace.file_read("alias.txt")).content == "hello"
    await workspace.file_write("alias.txt", "bye", mode="overwrite", confirm=True)
    assert (root / "alias.txt").is_symlink()  # the link was written through, not replaced
    assert (root / "sub" / "a.txt").read_text(encoding="utf-8") == "bye"


# -- reading and listing -----------------------------------------------------------------


@pytest.mark.anyio
async def test_file_list(workspace: Workspace, root: Path) -> None:
    (root / "b.md").write_text("12345", encoding="utf-8")
    listing = await workspace.file_list()
    assert listing.path == "."
    assert [(e.name, e.type, e.size, e.path) for e in listing.entries] == [
        ("sub", "directory", None, "sub"),
        ("b.md", "file", 5, "b.md"),
    ]
    assert (await workspace.file_list("sub")).entries[0].path == "sub/a.txt"
    with pytest.raises(ToolFailure, match="does not exist"):
        await workspace.file_list("missing")
    with pytest.raises(ToolFailure, match="not a folder"):
        await workspace.file_list("b.md")


@pytest.mark.anyio
async def test_file_read_limits_and_text_only(workspace: Workspace, root: Path) -> None:
    text = await workspace.file_read("sub/a.txt")
    assert (text.path, text.content, text.size, text.truncated) == ("sub/a.txt", "hello", 5, False)
    (root / "big.txt").write_text(
        "é" * MAX_READ_BYTES, encoding="utf-8"
    )  # 2 bytes each: cut inside a character
    big = await workspace.file_read("big.txt")
    assert big.truncated
    assert big.size == 2 * MAX_READ_BYTES
    assert big.content == "é" * (MAX_READ_BYTES // 2)
    (root / "binary.bin").write_bytes(b"\xff\xfe\x00\x01")
    with pytest.raises(ToolFailure, match="not a text file"):
        await workspace.file_read("binary.bin")
    with pytest.raises(ToolFailure, match="does not exist"):
        await workspace.file_read("nope.txt")
    with pytest.raises(ToolFailure, match="not a file"):
        await workspace.file_read("sub")


# -- writing ------------------------------------------------------------------------------


@pytest.mark.anyio
async def test_creating_a_file_needs_no_confirm(workspace: Workspace, root: Path) -> None:
    result = (await workspace.file_write("deep/er/new.md", "# Title\n")).root
    assert result.preview is False
    assert result.model_dump() == {
        "preview": False,
        "action": "file_write",
        "path": "deep/er/new.md",
        "mode": "create",
        "created": True,
        "bytes_written": 8,
        "size": 8,
    }
    assert (root / "deep" / "er" / "new.md").read_text(encoding="utf-8") == "# Title\n"
    with pytest.raises(ToolFailure, match="already exists"):
        await workspace.file_write("deep/er/new.md", "again")


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("mode", "would", "after"),
    [
        ("overwrite", 'Replace the contents of "sub/a.txt" (5 bytes) with 3 bytes', "new"),
        ("append", 'Add 3 bytes to the end of "sub/a.txt" (now 5 bytes)', "hellonew"),
    ],
)
async def test_changing_a_file_previews_until_confirmed(
    workspace: Workspace, root: Path, mode: WriteMode, would: str, after: str
) -> None:
    target = root / "sub" / "a.txt"
    for preview_result in (
        await workspace.file_write("sub/a.txt", "new", mode=mode),
        await workspace.file_write("sub/a.txt", "new", mode=mode, confirm=False),
    ):
        preview = preview_result.root
        assert preview.preview is True
        assert preview.would.startswith(would)
        assert preview.details == {
            "path": "sub/a.txt",
            "mode": mode,
            "current_size": 5,
            "new_bytes": 3,
        }
        assert target.read_text(encoding="utf-8") == "hello"
    done = (await workspace.file_write("sub/a.txt", "new", mode=mode, confirm=True)).root
    assert done.preview is False
    assert target.read_text(encoding="utf-8") == after
    assert sorted(p.name for p in target.parent.iterdir()) == ["a.txt"]  # no temp files left


@pytest.mark.anyio
async def test_overwrite_of_a_missing_file_just_creates_it(workspace: Workspace) -> None:
    result = (await workspace.file_write("fresh.txt", "x", mode="overwrite")).root
    assert result.preview is False
    assert result.created is True


@pytest.mark.anyio
async def test_write_refuses_folders(workspace: Workspace) -> None:
    with pytest.raises(ToolFailure, match="is a folder"):
        await workspace.file_write("sub", "x", mode="overwrite", confirm=True)
