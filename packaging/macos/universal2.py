"""Make this (universal2) Python environment able to build ONE Mac app for Apple silicon
and Intel: every installed package whose macOS wheel holds only this Mac's architecture
gets the other architecture's slice merged into its binaries with ``lipo``, the way
briefcase makes universal apps. Then ``packaging/build.py`` builds with PyInstaller's
``target_arch="universal2"`` (which refuses any binary that is not fat).

Why it is needed: PySide6-Essentials, shiboken6 and cryptography publish universal2
wheels, but pydantic-core and rpds-py publish separate arm64 and x86_64 wheels only (and
cffi, when it is bundled): without this, PyInstaller can only make one app per CPU.

Usage (macOS, with a universal2 Python such as python.org's installer)::

    python packaging/macos/universal2.py [--work DIR]

For each such package: ``pip download`` its other-architecture wheel (same version, no
dependencies, binary only), then ``lipo -create`` each Mach-O file of the installed
package with its counterpart in that wheel, in place. Running it again is harmless (a
file that is already fat is left alone). The pure parts are tested on any OS
(tests/packaging/test_universal2.py); the merge itself runs in the bundle workflow.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

ARCHES = ("arm64", "x86_64")
#: The first header bytes of Mach-O files: thin 64-bit (either byte order) and fat.
MACHO_THIN = (b"\xcf\xfa\xed\xfe", b"\xfe\xed\xfa\xcf")
MACHO_FAT = (b"\xca\xfe\xba\xbe", b"\xca\xfe\xba\xbf")
_TAG = re.compile(r"-macosx_(\d+)_(\d+)_(\w+)$")
#: Apple silicon's first macOS: no wheel for it asks for less.
FLOOR = (11, 0)


@dataclass(frozen=True)
class Thin:
    """An installed distribution whose wheel holds one macOS architecture only."""

    name: str
    version: str
    arch: str
    macos: tuple[int, int]

    def other_arch(self) -> str:
        return ARCHES[1] if self.arch == ARCHES[0] else ARCHES[0]


def thin_wheel(name: str, version: str, tags: Iterable[str]) -> Thin | None:
    """``name`` when its WHEEL tags are all one macOS architecture (None for pure-Python,
    universal2 or other systems' wheels)."""
    arches: set[str] = set()
    macos: list[tuple[int, int]] = []
    for tag in tags:
        found = _TAG.search(tag.strip())
        if found is None:
            return None  # "py3-none-any" and the like: nothing to merge
        arches.add(found[3])
        macos.append((int(found[1]), int(found[2])))
    if len(arches) != 1 or not arches <= set(ARCHES):
        return None
    return Thin(name, version, arches.pop(), max(FLOOR, min(macos)))


def installed_thin(dists: Iterable[metadata.Distribution]) -> list[Thin]:
    out = []
    for dist in dists:
        wheel = dist.read_text("WHEEL") or ""
        tags = [line.split(":", 1)[1] for line in wheel.splitlines() if line.startswith("Tag:")]
        found = thin_wheel(dist.metadata["Name"], dist.version, tags) if tags else None
        if found is not None:
            out.append(found)
    return sorted(out, key=lambda thin: thin.name.lower())


def download_command(thin: Thin, python: tuple[int, int], dest: Path) -> list[str]:
    """pip's command for the other architecture's wheel of the same release. pip counts
    older macOS versions as compatible with the one given, so this finds a wheel for
    the macOS the installed one needs, or older."""
    major, minor = thin.macos
    abi = f"cp{python[0]}{python[1]}"
    return [
        sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
        "--only-binary=:all:", "--implementation", "cp", "--abi", abi,
        "--python-version", f"{python[0]}.{python[1]}",
        "--platform", f"macosx_{major}_{minor}_{thin.other_arch()}",
        "--dest", str(dest), f"{thin.name}=={thin.version}",
    ]  # fmt: skip


def macho_kind(head: bytes) -> str | None:
    """ "thin", "fat" or None (not Mach-O) from a file's first four bytes."""
    if head[:4] in MACHO_THIN:
        return "thin"
    return "fat" if head[:4] in MACHO_FAT else None


def merge_pairs(installed: dict[str, bytes], wheel_members: Iterable[str]) -> list[str]:
    """The installed files (path inside site-packages -> first bytes) to merge: thin
    Mach-O files whose path is also in the other wheel. A thin binary without a
    counterpart is an error (the app would crash on the other CPU)."""
    members = set(wheel_members)
    todo: list[str] = []
    missing: list[str] = []
    for path, head in sorted(installed.items()):
        if macho_kind(head) != "thin":
            continue
        (todo if path in members else missing).append(path)
    if missing:
        raise SystemExit(
            f"universal2.py: the other architecture's wheel has no {', '.join(missing)}"
        )
    return todo


def merge(thin: Thin, dist: metadata.Distribution, wheel: Path, work: Path) -> int:
    """Merge the other slice into each thin binary of ``dist``; the count merged."""
    heads: dict[str, bytes] = {}
    for file in dist.files or []:
        path = Path(str(dist.locate_file(file)))
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                heads[str(file).replace("\\", "/")] = handle.read(4)
    with zipfile.ZipFile(wheel) as archive:
        pairs = merge_pairs(heads, archive.namelist())
        for member in pairs:
            other = Path(archive.extract(member, work / thin.name))
            target = Path(str(dist.locate_file(member)))
            fat = target.with_name(target.name + ".universal2")
            subprocess.run(
                ["lipo", "-create", str(target), str(other), "-output", str(fat)], check=True
            )
            fat.replace(target)
    return len(pairs)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="universal2.py", description=__doc__.split("\n")[0])
    parser.add_argument("--work", type=Path, help="where the other wheels go (default: temp)")
    args = parser.parse_args(argv)
    if sys.platform != "darwin":
        print("universal2.py: this runs on macOS (it needs lipo)", file=sys.stderr)
        return 2
    work = args.work or Path(tempfile.mkdtemp(prefix="universal2-"))
    dists = {d.metadata["Name"].lower(): d for d in metadata.distributions()}
    python = (sys.version_info[0], sys.version_info[1])
    for thin in installed_thin(dists.values()):
        dest = work / "wheels" / thin.name
        dest.mkdir(parents=True, exist_ok=True)
        subprocess.run(download_command(thin, python, dest), check=True)
        [wheel] = sorted(dest.glob("*.whl"))
        count = merge(thin, dists[thin.name.lower()], wheel, work / "unpacked")
        print(f"universal2.py: {thin.name} {thin.version}: {count} binaries now also "
              f"{thin.other_arch()} ({wheel.name})")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
