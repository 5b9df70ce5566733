"""One Mac app for Apple silicon and Intel (packaging/macos/universal2.py): which
installed packages need the other CPU's slice, the pip command that fetches it, and which
files are merged. The merge itself (lipo) runs in the bundle workflow on macOS."""

from __future__ import annotations

import importlib.util
import itertools
import sys
from typing import TYPE_CHECKING

import pytest
from packaging_support import PACKAGING
from platforms import moot_on

if TYPE_CHECKING:
    from pathlib import Path

_spec = importlib.util.spec_from_file_location("universal2", PACKAGING / "macos" / "universal2.py")
assert _spec is not None
assert _spec.loader is not None
u2 = importlib.util.module_from_spec(_spec)
sys.modules["universal2"] = u2
_spec.loader.exec_module(u2)


@pytest.mark.parametrize(
    ("tags", "expected"),
    [
        (["cp311-cp311-macosx_11_0_arm64"], ("arm64", (11, 0))),
        (["cp311-cp311-macosx_10_12_x86_64"], ("x86_64", (11, 0))),  # never below 11.0
        (["cp311-cp311-macosx_12_0_x86_64"], ("x86_64", (12, 0))),
        (["cp39-abi3-macosx_13_0_universal2"], None),  # PySide6: fat already
        (["py3-none-any"], None),
        (["cp311-cp311-manylinux_2_17_x86_64"], None),
    ],
)
def test_which_wheels_are_thin(
    tags: list[str], expected: tuple[str, tuple[int, int]] | None
) -> None:
    found = u2.thin_wheel("pydantic_core", "2.41.5", tags)
    assert (None if found is None else (found.arch, found.macos)) == expected


def test_pip_fetches_the_other_cpus_wheel_of_the_same_release(tmp_path: Path) -> None:
    thin = u2.Thin("rpds-py", "0.28.0", "arm64", (11, 0))
    command = u2.download_command(thin, (3, 11), tmp_path)
    assert command[:4] == [sys.executable, "-m", "pip", "download"]
    assert command[-1] == "rpds-py==0.28.0"
    pairs = dict(itertools.pairwise(command))
    assert pairs["--platform"] == "macosx_11_0_x86_64"
    assert pairs["--abi"] == "cp311"
    assert pairs["--python-version"] == "3.11"
    assert "--no-deps" in command
    assert "--only-binary=:all:" in command


def test_only_thin_binaries_are_merged_and_each_needs_its_counterpart() -> None:
    thin64 = b"\xcf\xfa\xed\xfe"
    installed = {
        "rpds/rpds.cpython-311-darwin.so": thin64,
        "rpds/__init__.py": b"from ",
        "rpds/already_fat.so": b"\xca\xfe\xba\xbe",
    }
    members = ["rpds/rpds.cpython-311-darwin.so", "rpds/__init__.py"]
    assert u2.merge_pairs(installed, members) == ["rpds/rpds.cpython-311-darwin.so"]
    with pytest.raises(SystemExit, match=r"has no rpds/rpds\.cpython-311-darwin\.so"):
        u2.merge_pairs(installed, ["rpds/__init__.py"])


@moot_on("darwin", why="on macOS it really merges (bundles.yml runs it) instead of refusing")
def test_it_refuses_to_run_off_macos() -> None:
    assert u2.main([]) == 2
