"""A folder or file swapped for a link between the path check and its use cannot send
a read, a listing or a write outside the workspace."""

from __future__ import annotations

import contextlib
import os
import threading
from typing import TYPE_CHECKING

import pytest
from platforms import skip_on

from recipe_studio.tools.common import ToolFailure
from recipe_studio.tools.files import Workspace

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

pytestmark = [
    skip_on(
        "win32",
        why="Windows has no dir_fd: a link swapped in between the check of a path and its "
        "use is not caught there (a limit recipe_studio/tools/files.py names)",
        covered_by="test_tool_files.py::test_links_pointing_outside_are_refused (links "
        "already there when the path is checked)",
    ),
    pytest.mark.anyio,
]


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "secret.txt").write_text("do not read", encoding="utf-8")
    return folder


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "workspace"
    (folder / "sub").mkdir(parents=True)
    (folder / "sub" / "a.txt").write_text("hello", encoding="utf-8")
    return folder


def swap_after_check(workspace: Workspace, swap: Callable[[], None]) -> None:
    """Make the next path check of ``workspace`` be followed at once by ``swap``."""
    check = workspace.resolve

    def checked_then_swapped(path: str) -> Path:
        real = check(path)
        swap()
        return real

    workspace.resolve = checked_then_swapped  # type: ignore[method-assign]


def folder_becomes_link(root: Path, outside: Path) -> Callable[[], None]:
    def swap() -> None:
        os.rename(root / "sub", root / "aside")
        os.symlink(outside, root / "sub")

    return swap


@pytest.mark.parametrize("mode", ["create", "overwrite"])
async def test_a_write_after_the_folder_became_a_link_is_refused(
    root: Path, outside: Path, mode: str
) -> None:
    (outside / "a.txt").write_text("theirs", encoding="utf-8")
    workspace = Workspace(root)
    swap_after_check(workspace, folder_becomes_link(root, outside))
    path = "sub/new.txt" if mode == "create" else "sub/a.txt"
    with pytest.raises(ToolFailure, match="became a link"):
        await workspace.file_write(path, "mine", mode=mode, confirm=True)  # type: ignore[arg-type]
    assert sorted(p.name for p in outside.iterdir()) == ["a.txt", "secret.txt"]
    assert (outside / "a.txt").read_text(encoding="utf-8") == "theirs"


async def test_a_read_after_the_file_became_a_link_is_refused(root: Path, outside: Path) -> None:
    workspace = Workspace(root)

    def swap() -> None:
        os.unlink(root / "sub" / "a.txt")
        os.symlink(outside / "secret.txt", root / "sub" / "a.txt")

    swap_after_check(workspace, swap)
    with pytest.raises(ToolFailure, match="became a link"):
        await workspace.file_read("sub/a.txt")


async def test_a_read_or_listing_after_the_folder_became_a_link_is_refused(
    root: Path, outside: Path
) -> None:
    (outside / "a.txt").write_text("theirs", encoding="utf-8")
    workspace = Workspace(root)
    swap_after_check(workspace, folder_becomes_link(root, outside))
    with pytest.raises(ToolFailure, match="became a link"):
        await workspace.file_read("sub/a.txt")
    os.unlink(root / "sub")
    os.rename(root / "aside", root / "sub")
    workspace = Workspace(root)
    swap_after_check(workspace, folder_becomes_link(root, outside))
    with pytest.raises(ToolFailure, match="became a link"):
        await workspace.file_list("sub")


async def test_a_file_that_became_a_link_is_replaced_not_followed(
    root: Path, outside: Path
) -> None:
    workspace = Workspace(root)

    def swap() -> None:
        os.unlink(root / "sub" / "a.txt")
        os.symlink(outside / "secret.txt", root / "sub" / "a.txt")

    swap_after_check(workspace, swap)
    with pytest.raises(ToolFailure, match="became a link"):
        await workspace.file_write("sub/a.txt", "mine", mode="overwrite", confirm=True)
    assert (outside / "secret.txt").read_text(encoding="utf-8") == "do not read"


async def test_writes_under_a_racing_link_swap_never_land_outside(
    root: Path, outside: Path
) -> None:
    workspace = Workspace(root)
    stop = threading.Event()

    def swapper() -> None:
        # "sub" flips between the real folder and a link to outside; when the writer
        # makes a new "sub" in between, it is moved aside too.
        spare = 0
        while not stop.is_set():
            try:
                os.rename(root / "sub", root / "aside")
                os.symlink(outside, root / "sub")
                os.unlink(root / "sub")
                os.rename(root / "aside", root / "sub")
            except OSError:
                spare += 1
                for name in ("sub", "aside"):
                    path = root / name
                    with contextlib.suppress(OSError):
                        if path.is_symlink():
                            os.unlink(path)
                        elif path.exists():
                            os.rename(path, root / f"made-{spare}-{name}")
                with contextlib.suppress(OSError):
                    os.mkdir(root / "sub")

    thread = threading.Thread(target=swapper, daemon=True)
    thread.start()
    written = refused = 0
    try:
        for index in range(1000):
            try:
                await workspace.file_write(f"sub/f{index}.txt", "x", mode="create")
                written += 1
            except (ToolFailure, OSError):
                refused += 1
    finally:
        stop.set()
        thread.join(10)
    assert sorted(p.name for p in outside.iterdir()) == ["secret.txt"]
    assert written > 0
    assert written + refused == 1000
