"""The oldest macOS written into Info.plist follows the binaries actually bundled.

The fixtures are Mach-O headers made here, shaped like the real ones: checked by hand
against PySide6-Essentials' macOS wheels (6.12.0: tag macosx_14_0, QtCore minos 14.4 and
its binding modules minos 26.0; 6.11.3 and 6.10.2: tag 13.0, QtCore 13.0, bindings 15.0;
6.9.3: every binary 12.0).
"""

from __future__ import annotations

import platform
import plistlib
import struct
from types import SimpleNamespace
from typing import TYPE_CHECKING

import pytest
from packaging_support import PACKAGING, load_script

if TYPE_CHECKING:
    from pathlib import Path

mm = load_script("macos_minimum")
sb = load_script("studio_bundle")
build = load_script("build")

ARM64, X86_64 = 0x0100000C, 0x01000007
LC_BUILD_VERSION, LC_VERSION_MIN_MACOSX, LC_SEGMENT_64 = 0x32, 0x24, 0x19
PLATFORM_MACOS, PLATFORM_IOS = 1, 2


def packed(version: tuple[int, int, int]) -> int:
    return version[0] << 16 | version[1] << 8 | version[2]


def thin(
    cpu: int,
    minos: tuple[int, int, int] | None,
    *,
    platform: int = PLATFORM_MACOS,
    old_style: bool = False,
) -> bytes:
    """A 64-bit little-endian Mach-O image: a segment command, then the version command."""
    commands = struct.pack("<II", LC_SEGMENT_64, 72) + bytes(64)
    if minos is not None and old_style:
        commands += struct.pack("<IIII", LC_VERSION_MIN_MACOSX, 16, packed(minos), packed(minos))
    elif minos is not None:
        sdk = packed((26, 0, 0))
        commands += struct.pack("<IIIIII", LC_BUILD_VERSION, 24, platform, packed(minos), sdk, 0)
    count = 2 if minos is not None else 1
    header = struct.pack("<IIIIIIII", 0xFEEDFACF, cpu, 0, 6, count, len(commands), 0, 0)
    return header + commands + bytes(256)


def fat(*slices: tuple[int, bytes]) -> bytes:
    """A universal file: the big-endian fat header, then each slice at a 4 KiB boundary."""
    offset = 4096
    table = b""
    body = b""
    for cpu, data in slices:
        table += struct.pack(">IIIII", cpu, 0, offset + len(body), len(data), 12)
        body += data + bytes(-len(data) % 4096)
    head = struct.pack(">II", 0xCAFEBABE, len(slices)) + table
    return head + bytes(offset - len(head)) + body


def write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_reads_lc_build_version_of_a_thin_binary(tmp_path: Path) -> None:
    path = write(tmp_path, "QtCore", thin(ARM64, (14, 4, 0)))
    assert mm.macho_minimums(path) == {"arm64": (14, 4, 0)}


def test_reads_the_older_version_min_command(tmp_path: Path) -> None:
    path = write(tmp_path, "old.so", thin(X86_64, (10, 13, 0), old_style=True))
    assert mm.macho_minimums(path) == {"x86_64": (10, 13, 0)}


def test_reads_each_slice_of_a_universal_binary(tmp_path: Path) -> None:
    path = write(
        tmp_path, "QtGui", fat((X86_64, thin(X86_64, (13, 0, 0))), (ARM64, thin(ARM64, (14, 0, 0))))
    )
    assert mm.macho_minimums(path) == {"x86_64": (13, 0, 0), "arm64": (14, 0, 0)}


@pytest.mark.parametrize(
    "data",
    [
        thin(ARM64, (17, 0, 0), platform=PLATFORM_IOS),  # an iOS binary says nothing of macOS
        thin(ARM64, None),  # no version command
        b"\x7fELF" + bytes(60),
        b"\xca\xfe\xba\xbe\x00\x00\x00\x34" + bytes(60),  # a Java class file, not a fat binary
        b'{"not": "a binary"}',
        b"",
    ],
)
def test_other_files_state_nothing(tmp_path: Path, data: bytes) -> None:
    assert mm.macho_minimums(write(tmp_path, "file", data)) == {}


@pytest.mark.parametrize(
    ("tags", "arch", "expected"),
    [
        (["cp310-abi3-macosx_14_0_universal2"], "arm64", (14, 0, 0)),
        (["cp310-abi3-macosx_14_0_universal2"], "x86_64", (14, 0, 0)),
        (["cp311-cp311-macosx_11_0_arm64"], "arm64", (11, 0, 0)),
        (["cp311-cp311-macosx_11_0_arm64"], "x86_64", None),
        (
            ["cp311-cp311-macosx_10_12_x86_64", "cp311-cp311-macosx_11_0_arm64"],
            "x86_64",
            (10, 12, 0),
        ),
        (["py3-none-any"], "arm64", None),
        (["cp311-cp311-manylinux_2_17_x86_64"], "x86_64", None),
    ],
)
def test_wheel_tags(tags: list[str], arch: str, expected: tuple[int, int, int] | None) -> None:
    assert mm.wheel_tag_minimum(tags, arch) == expected


def test_wheel_file_tags() -> None:
    text = "Wheel-Version: 1.0\nRoot-Is-Purelib: false\nTag: cp310-abi3-macosx_14_0_universal2\n"
    assert mm.wheel_tags(text) == ["cp310-abi3-macosx_14_0_universal2"]


def test_the_newest_requirement_wins_and_is_named(tmp_path: Path) -> None:
    qtcore = write(
        tmp_path,
        "QtCore",
        fat((X86_64, thin(X86_64, (13, 0, 0))), (ARM64, thin(ARM64, (14, 4, 0)))),
    )
    python = write(tmp_path, "Python", thin(ARM64, (11, 0, 0)))
    wheels = {"PySide6_Essentials": ["cp310-abi3-macosx_14_0_universal2"]}
    binaries = [("PySide6/Qt/lib/QtCore.framework/QtCore", qtcore), ("Python", python)]
    arm = mm.minimum_macos(binaries, wheels, "arm64")
    assert arm.text == "14.4"
    assert "QtCore" in arm.reason
    # On Intel the same Qt's slice asks for 13.0, but the wheel was tagged for 14.0.
    intel = mm.minimum_macos(binaries, wheels, "x86_64")
    assert intel.text == "14.0"
    assert "PySide6_Essentials wheel" in intel.reason
    # One app for both: the newer of the two.
    both = mm.minimum_macos(binaries, wheels, "universal2")
    assert both.text == "14.4"
    assert "arm64 slice" in both.reason


def test_a_universal2_app_needs_what_its_slowest_slice_needs(tmp_path: Path) -> None:
    """A merged binary whose Intel slice asks for more than its Apple silicon one."""
    merged = write(
        tmp_path,
        "rpds.so",
        fat((X86_64, thin(X86_64, (12, 0, 0))), (ARM64, thin(ARM64, (11, 0, 0)))),
    )
    found = mm.minimum_macos([("rpds/rpds.so", merged)], {}, "universal2")
    assert found.text == "12.0"
    assert "x86_64 slice" in found.reason


def test_nothing_newer_than_the_floor_gives_the_floor(tmp_path: Path) -> None:
    old = write(tmp_path, "old.so", thin(ARM64, (10, 9, 0), old_style=True))
    found = mm.minimum_macos([("old.so", old)], {"pydantic": ["py3-none-any"]}, "arm64")
    assert found.text == "11.0"
    assert "floor" in found.reason


def test_the_spec_writes_the_derived_version_into_info_plist(tmp_path: Path) -> None:
    qtcore = write(
        tmp_path,
        "QtCore",
        fat((X86_64, thin(X86_64, (13, 0, 0))), (ARM64, thin(ARM64, (14, 4, 0)))),
    )
    analysis = SimpleNamespace(
        pure=[],
        binaries=[
            ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", str(qtcore), "BINARY"),
            ("PySide6/Qt/lib/QtCore.framework/QtCore", "Versions/A/QtCore", "SYMLINK"),
        ],
    )
    found = sb.bundle_macos_minimum(analysis, "arm64")
    assert found.text == "14.4"
    plist = sb.info_plist("1.0", found.text)
    assert plist["LSMinimumSystemVersion"] == "14.4"
    spec = (PACKAGING / "macos" / "recipe-studio.spec").read_text("utf-8")
    assert "minimum = sb.bundle_macos_minimum(a, arch)" in spec
    assert "info_plist=sb.info_plist(version, minimum.text)" in spec
    assert "target_arch=arch" in spec  # universal2 when the build's Python is


def fake_app(tmp_path: Path, stated: str, binary: bytes) -> Path:
    app = tmp_path / "Recipe Studio.app"
    (app / "Contents" / "Frameworks").mkdir(parents=True)
    with (app / "Contents" / "Info.plist").open("wb") as file:
        plistlib.dump({"LSMinimumSystemVersion": stated}, file)
    (app / "Contents" / "Frameworks" / "QtCore").write_bytes(binary)
    return app


def test_the_build_refuses_an_app_that_promises_too_old_a_macos(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(build.sb, "macos_arch", lambda: "arm64")
    good = fake_app(tmp_path / "good", "14.4", thin(ARM64, (14, 4, 0)))
    assert build.check_macos_minimum(good) == "14.4"
    bad = fake_app(tmp_path / "bad", "12.0", thin(ARM64, (14, 4, 0)))
    with pytest.raises(SystemExit, match=r"Info.plist says macOS 12.0 but .*QtCore.* needs 14.4"):
        build.check_macos_minimum(bad)


def test_dmg_name_is_one_download_for_every_mac() -> None:
    assert build.dmg_name("1.2.0", "universal2") == "Recipe-Studio-1.2.0-macos.dmg"
    # A local build on a single-architecture Python says which Macs it is for.
    assert build.dmg_name("1.2.0", "arm64") == "Recipe-Studio-1.2.0-macos-arm64.dmg"
    assert build.dmg_name("1.2.0", "x86_64") == "Recipe-Studio-1.2.0-macos-x86_64.dmg"


def test_a_build_is_universal2_when_its_python_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    python = write(
        tmp_path,
        "python3.11",
        fat((X86_64, thin(X86_64, (10, 9, 0))), (ARM64, thin(ARM64, (11, 0, 0)))),
    )
    monkeypatch.delenv(sb.MACOS_ARCH_ENV, raising=False)
    monkeypatch.setattr(sb.sys, "executable", str(python))
    monkeypatch.setattr(sb.sys, "platform", "darwin")
    assert sb.macos_arch() == "universal2"
    (tmp_path / "thin").mkdir()
    arm_only = write(tmp_path / "thin", "python3.11", thin(ARM64, (11, 0, 0)))
    monkeypatch.setattr(sb.sys, "executable", str(arm_only))
    assert sb.macos_arch() == platform.machine()
    monkeypatch.setenv(sb.MACOS_ARCH_ENV, "x86_64")
    assert sb.macos_arch() == "x86_64"
