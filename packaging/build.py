"""Build Recipe Studio's desktop bundle for this OS with PyInstaller.

Usage::

    python packaging/build.py [--target linux|macos|windows] [--dist DIR] [--work DIR]
                              [--clean] [--self-test] [--installer] [--prepare-only]

``--target`` defaults to the OS this runs on; PyInstaller cannot cross-build, so the macOS
app is built on macOS and the Windows app on Windows. What it makes, in ``--dist``
(default ``dist/``):

* linux: ``recipe-studio/`` (one folder: the ``recipe-studio`` binary, ``install.sh``
  and ``share/`` with the .desktop file, the MIME type and the icons);
  ``--installer`` adds ``recipe-studio-<version>-linux-<arch>.tar.gz``.
* macos: ``Recipe Studio.app`` for this Mac's architecture; ``--installer`` adds
  ``Recipe-Studio-<version>-macos-<arch>.dmg`` (the app and an Applications link to drag
  it to).
* windows: ``Recipe Studio/Recipe Studio.exe``; ``--installer`` runs Inno Setup's
  ``iscc`` (6.3+) on ``packaging/windows/recipe-studio.iss`` (registers the file type).

Signing is optional and configured by environment variables (see ``signing.py``): on
macOS a Developer ID identity signs the app and the disk image, and notary credentials
notarize and staple it; on Windows a certificate signs the .exe, the setup and its
uninstaller with Authenticode. A step without its variables is skipped with one line.

``--self-test`` runs the built binary with ``--self-test`` afterwards. ``--prepare-only``
writes the generated metadata (Windows version-info file, macOS Info.plist) into
``--work`` and stops: it works for every target on any OS.
"""

from __future__ import annotations

import argparse
import os
import platform
import plistlib
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from typing import TYPE_CHECKING

import macos_minimum
import signing
import studio_bundle as sb

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

TARGETS = ("linux", "macos", "windows")
LINUX_INTEGRATION = ("recipe-studio.desktop", "recipe-studio.xml")
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def host_target() -> str:
    if sys.platform == "darwin":
        return "macos"
    return "windows" if sys.platform == "win32" else "linux"


def spec_file(target: str) -> Path:
    return sb.PACKAGING / target / "recipe-studio.spec"


def built_path(target: str, dist: Path) -> Path:
    """The bundle a build makes: the Linux folder, the .app, the Windows folder."""
    if target == "macos":
        return dist / f"{sb.APP_NAME}.app"
    return dist / (sb.LINUX_NAME if target == "linux" else sb.APP_NAME)


def binary_path(target: str, dist: Path) -> Path:
    """The executable inside the bundle (the one that also has the tool-server mode)."""
    bundle = built_path(target, dist)
    if target == "macos":
        return bundle / "Contents" / "MacOS" / sb.APP_NAME
    if target == "windows":
        return bundle / f"{sb.APP_NAME}.exe"
    return bundle / sb.LINUX_NAME


def prepare(target: str, work: Path) -> dict[str, Path]:
    """Write the generated metadata files for ``target``; returns them by kind."""
    work.mkdir(parents=True, exist_ok=True)
    version = sb.version()
    written: dict[str, Path] = {}
    if target == "windows":
        path = work / "version_info.txt"
        path.write_text(sb.version_info_text(version), encoding="utf-8")
        written["version-file"] = path
    if target == "macos":
        path = work / "Info.plist"
        with path.open("wb") as out:
            plistlib.dump(sb.info_plist(version), out)
        written["info-plist"] = path
    return written


def ensure_icons() -> None:
    """Generate the icon files from the SVG if any is missing (they are committed)."""
    expected = [sb.ICONS / f"recipe-studio-{size}.png" for size in ICON_SIZES]
    expected += [sb.ICONS / "recipe-studio.ico", sb.ICONS / "recipe-studio.icns"]
    if all(path.is_file() for path in expected):
        return
    import make_icons

    make_icons.make_icons()


def compile_translations() -> None:
    """Compile the UI translations (.ts -> .qm); the .qm files are not committed."""
    script = sb.REPO / "scripts" / "translations.py"
    if not script.is_file():
        return
    done = subprocess.run(
        [sys.executable, str(script), "compile"], cwd=sb.REPO, capture_output=True, text=True
    )
    if done.returncode != 0:
        print(f"build.py: translations not compiled: {done.stderr.strip()}", file=sys.stderr)


def run_pyinstaller(
    target: str, dist: Path, work: Path, *, clean: bool, generated: dict[str, Path]
) -> None:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(spec_file(target)),
        "--noconfirm",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--log-level",
        "WARN",
    ]
    if clean:
        command.append("--clean")
    if target == "windows":
        command += ["--", "--version-file", str(generated["version-file"])]
    subprocess.run(command, check=True, cwd=sb.REPO)


def add_linux_integration(folder: Path) -> None:
    """Put ``install.sh`` and ``share/`` (desktop file, MIME type, icons) into the folder."""
    share = folder / "share"
    (share / "icons").mkdir(parents=True, exist_ok=True)
    linux = sb.PACKAGING / "linux"
    for name in LINUX_INTEGRATION:
        shutil.copy2(linux / name, share / name)
    for size in ICON_SIZES:
        shutil.copy2(sb.ICONS / f"recipe-studio-{size}.png", share / "icons")
    shutil.copy2(sb.ICONS / "recipe-studio.svg", share / "icons")
    installer = folder / "install.sh"
    shutil.copy2(linux / "install.sh", installer)
    installer.chmod(0o755)


def glibc_needed(folder: Path) -> tuple[int, int] | None:
    """The newest GLIBC_x.y symbol version any ELF file in the bundle asks for (from
    ``objdump -p``; PyInstaller needs binutils on Linux anyway). The bundle carries the
    build machine's libraries, so it runs where glibc is at least this."""
    objdump = shutil.which("objdump")
    if objdump is None:
        return None
    newest: tuple[int, int] | None = None
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        with path.open("rb") as file:
            if file.read(4) != b"\x7fELF":
                continue
        dump = subprocess.run([objdump, "-p", str(path)], capture_output=True, text=True)
        for major, minor in re.findall(r"\bGLIBC_(\d+)\.(\d+)\b", dump.stdout):
            version = (int(major), int(minor))
            newest = version if newest is None else max(newest, version)
    return newest


def tree_size(path: Path) -> tuple[int, int]:
    """Bytes and files under ``path`` (links counted once, as themselves)."""
    total = files = 0
    for root, _dirs, names in os.walk(path):
        for name in names:
            total += os.lstat(os.path.join(root, name)).st_size
            files += 1
    return total, files


def self_test(binary: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [str(binary), "--self-test"], env=env, capture_output=True, text=True, timeout=300
    )
    print((result.stdout + result.stderr).strip())
    if result.returncode != 0:
        raise SystemExit(f"build.py: the self-test of {binary} failed")


def make_installer(target: str, dist: Path) -> Path:
    version = sb.version()
    bundle = built_path(target, dist)
    if target == "linux":
        machine = platform.machine().lower() or "unknown"
        archive = dist / f"{sb.LINUX_NAME}-{version}-linux-{machine}.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(bundle, arcname=sb.LINUX_NAME)
        return archive
    if target == "macos":
        return make_dmg(bundle, dist, version)
    return make_setup(bundle, dist, version)


def dmg_name(version: str, arch: str) -> str:
    """The disk image's name: one for every Mac when the app is universal2, else named
    after the one architecture it runs on (a local build on a single-arch Python)."""
    return f"Recipe-Studio-{version}-macos{'' if arch == 'universal2' else '-' + arch}.dmg"


def built_arch(app: Path) -> str:
    """What the built app runs on: universal2 when its binary holds both slices."""
    slices = set(macos_minimum.macho_minimums(app / "Contents" / "MacOS" / sb.APP_NAME))
    if {"arm64", "x86_64"} <= slices:
        return "universal2"
    return slices.pop() if len(slices) == 1 else sb.macos_arch()


def retried(
    command: list[str],
    attempts: int = 5,
    wait: float = 10.0,
    run: Callable[..., subprocess.CompletedProcess[str]] = subprocess.run,
    sleep: Callable[[float], None] = time.sleep,
) -> None:
    """Run ``command`` until it works, ``attempts`` times at most, waiting longer each
    time: ``hdiutil create`` fails now and then on hosted Macs ("Resource busy")."""
    for attempt in range(1, attempts + 1):
        done = run(command, capture_output=True, text=True, check=False)
        if done.returncode == 0:
            return
        reason = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
        print(f"build.py: {command[0]} failed (try {attempt} of {attempts}): {reason[0]}")
        if attempt < attempts:
            sleep(wait * attempt)
    raise SystemExit(f"build.py: {command[0]} failed {attempts} times")


def run_checked(command: list[str]) -> None:
    subprocess.run(command, check=True)


def make_dmg(bundle: Path, dist: Path, version: str) -> Path:
    """The disk image: the app (notarized and stapled first, so it opens without a
    network once copied out), an Applications link; then the image signed, notarized
    and stapled too."""
    credentials = signing.notarizing()
    if credentials is None:
        print(f"build.py: {signing.notarization_skipped()}")
    else:
        archive = dist / f"{bundle.stem}-notarize.zip"
        run_checked(signing.zip_for_notary(bundle, archive))
        signing.notarize(archive, credentials)
        archive.unlink()
        run_checked(signing.staple(bundle))
    staging = dist / "dmg-staging"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    shutil.copytree(bundle, staging / bundle.name, symlinks=True)
    (staging / "Applications").symlink_to("/Applications")
    image = dist / dmg_name(version, built_arch(bundle))
    retried(
        ["hdiutil", "create", "-volname", sb.APP_NAME, "-srcfolder", str(staging),
         "-ov", "-format", "UDZO", str(image)],
    )  # fmt: skip
    shutil.rmtree(staging, ignore_errors=True)
    run_plan(signing.macos_sign_dmg(image))
    if credentials is not None:
        signing.notarize(image, credentials)
        run_checked(signing.staple(image))
    return image


def find_iscc() -> str:
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    if iscc is None:
        default = Path(os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)"))
        candidate = default / "Inno Setup 6" / "ISCC.exe"
        iscc = str(candidate) if candidate.is_file() else None
    if iscc is None:
        raise SystemExit("build.py: Inno Setup 6.3 or newer (iscc) is needed for --installer")
    return iscc


def iscc_command(
    iscc: str, bundle: Path, dist: Path, version: str, sign_tool: str | None
) -> list[str]:
    """iscc's command line: absolute paths (relative ones would be taken from the .iss's
    folder), and the sign tool when Authenticode signing is configured."""
    command = [
        iscc,
        f"/DAppVersion={version}",
        f"/DBundleDir={bundle.resolve()}",
        f"/DOutputDir={dist.resolve()}",
    ]
    if sign_tool is not None:
        command += ["/DSigned", f"/Srecipestudio={sign_tool}"]
    return [*command, str(sb.PACKAGING / "windows" / "recipe-studio.iss")]


def make_setup(bundle: Path, dist: Path, version: str) -> Path:
    iscc = find_iscc()
    sign_tool = signing.inno_sign_tool(signing.find_signtool())
    subprocess.run(iscc_command(iscc, bundle, dist, version, sign_tool), check=True)
    return dist / f"Recipe-Studio-{version}-setup.exe"


def run_plan(plan: signing.Plan) -> None:
    """Run a signing step's commands, or say in one line why it is skipped."""
    if plan.skipped:
        print(f"build.py: {plan.skipped}")
    for command in plan.commands:
        subprocess.run(command, check=True)


def sign_bundle(target: str, dist: Path) -> None:
    """After PyInstaller: sign the Windows .exe; check the macOS app's signature."""
    if target == "windows":
        exe = binary_path(target, dist)
        run_plan(signing.windows_sign([exe], signing.find_signtool()))
    elif target == "macos":
        run_plan(signing.macos_verify_app(built_path(target, dist)))


def check_macos_minimum(app: Path) -> str:
    """The built app's LSMinimumSystemVersion must cover every binary in it (the spec read
    them before PyInstaller thinned them; this reads what was shipped)."""
    with (app / "Contents" / "Info.plist").open("rb") as file:
        stated = str(plistlib.load(file)["LSMinimumSystemVersion"])
    arch = sb.macos_arch()
    files = [p for p in app.rglob("*") if p.is_file() and not p.is_symlink()]
    need = macos_minimum.minimum_macos([(str(p.relative_to(app)), p) for p in files], {}, arch)
    if macos_minimum.parse_version(stated) < need.version:
        raise SystemExit(
            f"build.py: Info.plist says macOS {stated} but {need.reason} needs {need.text}"
        )
    return stated


def build_bundle(
    target: str, dist: Path, work: Path, *, clean: bool, generated: dict[str, Path]
) -> None:
    """PyInstaller, then what each OS adds and checks; prints what it made."""
    ensure_icons()
    started = time.monotonic()
    compile_translations()
    run_pyinstaller(target, dist, work, clean=clean, generated=generated)
    if target == "linux":
        add_linux_integration(built_path(target, dist))
        glibc = glibc_needed(built_path(target, dist))
        if glibc is not None:
            print(f"runs where glibc is {glibc[0]}.{glibc[1]} or newer")
    if target == "macos":
        app = built_path(target, dist)
        print(f"built for {built_arch(app)}; runs on macOS {check_macos_minimum(app)} or newer")
    seconds = time.monotonic() - started
    bundle = built_path(target, dist)
    size, files = tree_size(bundle)
    print(f"built {bundle} in {seconds:.0f} s: {size / 1e6:.0f} MB in {files} files")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="build.py", description="Build the Recipe Studio desktop bundle with PyInstaller."
    )
    parser.add_argument("--target", choices=TARGETS, default=host_target())
    parser.add_argument("--dist", type=Path, default=sb.REPO / "dist", help="output folder")
    parser.add_argument("--work", type=Path, help="PyInstaller's work folder (build/...)")
    parser.add_argument("--clean", action="store_true", help="ignore PyInstaller's cache")
    parser.add_argument("--self-test", action="store_true", help="self-test the built app")
    parser.add_argument("--installer", action="store_true", help="also make the installer")
    parser.add_argument(
        "--prepare-only", action="store_true", help="only write the generated metadata"
    )
    parser.add_argument(
        "--skip-build",
        action="store_true",
        help="use the bundle already in --dist (sign, test, package it in a later step)",
    )
    args = parser.parse_args(argv)
    target: str = args.target
    dist: Path = args.dist.resolve()
    work: Path = (args.work or sb.REPO / "build" / f"pyinstaller-{target}").resolve()
    generated = prepare(target, work)
    if args.prepare_only:
        for kind, path in generated.items():
            print(f"{kind}: {path}")
        return 0
    if target != host_target():
        print(
            f"build.py: PyInstaller builds for the OS it runs on; build the {target} "
            f"bundle on {target} (this is {host_target()}).",
            file=sys.stderr,
        )
        return 2
    if target == "windows":
        try:
            import tzdata  # noqa: F401 - zoneinfo's time zones (Windows has none of its own)
        except ImportError:
            print("build.py: pip install tzdata first (Windows has no time zone data)")
            return 2
    if args.skip_build:
        if not built_path(target, dist).exists():
            print(f"build.py: nothing to use in {dist}: build it first", file=sys.stderr)
            return 2
    else:
        build_bundle(target, dist, work, clean=args.clean, generated=generated)
    try:
        sign_bundle(target, dist)
    except signing.SigningError as exc:
        raise SystemExit(f"build.py: {exc}") from None
    if args.self_test:
        self_test(binary_path(target, dist))
    if args.installer:
        try:
            made = make_installer(target, dist)
        except signing.SigningError as exc:
            raise SystemExit(f"build.py: {exc}") from None
        print(f"installer: {made} ({made.stat().st_size / 1e6:.0f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
