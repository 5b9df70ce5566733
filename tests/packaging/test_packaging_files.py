"""The packaging metadata and scripts, checked without building: Info.plist, the Windows
version resource and installer script, the lean-bundle rules, and the Linux install script."""

from __future__ import annotations

import plistlib
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from packaging_support import (
    PACKAGING,
    REPO,
    SHARED_FOLDERS,
    check_installed,
    default_app,
    desktop_entry,
    desktop_exec,
    exec_words,
    files_under,
    folders_under,
    install_env,
    load_script,
    run_install,
    validate_desktop_entry,
)
from platforms import WINDOWS, covered, only_on

from recipe_studio import __version__

build = load_script("build")
sb = load_script("studio_bundle")


def test_version_comes_from_the_package() -> None:
    assert sb.version() == __version__
    assert sb.version_tuple("1.2.3") == (1, 2, 3, 0)
    assert sb.version_tuple("2.0rc1") == (2, 0, 1, 0)


def test_macos_info_plist(tmp_path: Path) -> None:
    written = build.prepare("macos", tmp_path)
    with written["info-plist"].open("rb") as file:
        plist = plistlib.load(file)
    assert plist["CFBundleIdentifier"] == "org.recipestudio.RecipeStudio"
    assert plist["CFBundleShortVersionString"] == __version__
    owner, json_viewer = plist["CFBundleDocumentTypes"]
    assert owner["LSItemContentTypes"] == ["org.recipestudio.recipe"]
    assert owner["LSHandlerRank"] == "Owner"
    assert owner["CFBundleTypeRole"] == "Editor"
    assert owner["CFBundleTypeIconFile"] == "recipe-studio.icns"
    # Any JSON file is offered in "Open With", never taken over.
    assert json_viewer["LSItemContentTypes"] == ["public.json"]
    assert json_viewer["LSHandlerRank"] == "Alternate"
    [uti] = plist["UTExportedTypeDeclarations"]
    assert uti["UTTypeIdentifier"] == "org.recipestudio.recipe"
    assert uti["UTTypeConformsTo"] == ["public.json"]
    # The Finder matches the LAST extension only: one that is the Studio's own.
    assert uti["UTTypeTagSpecification"]["public.filename-extension"] == ["recipe"]
    assert uti["UTTypeTagSpecification"]["public.mime-type"] == [sb.RECIPE_MIME]
    assert "UTImportedTypeDeclarations" not in plist
    # The spec passes the same entries to BUNDLE(info_plist=...).
    spec = (PACKAGING / "macos" / "recipe-studio.spec").read_text("utf-8")
    assert "info_plist=sb.info_plist(version, minimum.text)" in spec
    assert "console=False" in spec
    assert "argv_emulation=False" in spec


def test_windows_version_resource(tmp_path: Path) -> None:
    written = build.prepare("windows", tmp_path)
    text = written["version-file"].read_text("utf-8")
    # PyInstaller eval()s the file with its version-info classes (which need pefile, a
    # Windows-only module): evaluate it the same way with stand-ins that keep the values.
    made: dict[str, list[tuple[tuple[object, ...], dict[str, object]]]] = {}

    def stand_in(name: str) -> object:
        def record(*args: object, **kwargs: object) -> dict[str, object]:
            made.setdefault(name, []).append((args, kwargs))
            return {"args": args, **kwargs}

        return record

    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable"]
    names += ["StringStruct", "VarFileInfo", "VarStruct"]
    info = eval(text, {name: stand_in(name) for name in names})
    assert isinstance(info, dict)
    numbers = sb.version_tuple(__version__)
    [(_args, fixed)] = made["FixedFileInfo"]
    assert fixed["filevers"] == numbers
    assert fixed["prodvers"] == numbers
    strings = {str(args[0]): args[1] for args, _kwargs in made["StringStruct"]}
    assert strings["ProductVersion"] == __version__
    assert strings["FileVersion"] == ".".join(map(str, numbers))
    assert strings["OriginalFilename"] == "Recipe Studio.exe"
    assert strings["ProductName"] == "Recipe Studio"
    spec = (PACKAGING / "windows" / "recipe-studio.spec").read_text("utf-8")
    assert "version=args.version_file" in spec
    assert "console=False" in spec
    assert "recipe-studio.ico" in spec


def test_windows_installer_paths_resolve_from_the_script_folder() -> None:
    """iscc takes relative paths from the .iss file's folder (its SourceDir), not from the
    folder it runs in: the defaults must reach the repository's dist/ and icon from there,
    and every path the header's examples pass must be absolute."""
    iss_path = PACKAGING / "windows" / "recipe-studio.iss"
    iss = iss_path.read_text("utf-8")

    def from_script(relative: str) -> Path:
        return (iss_path.parent / relative.replace("\\", "/")).resolve()

    bundle = re.search(r'#define BundleDir "([^"]+)"', iss)
    output = re.search(r'#define OutputDir "([^"]+)"', iss)
    icon = re.search(r"^SetupIconFile=(.+)$", iss, re.MULTILINE)
    assert bundle is not None
    assert output is not None
    assert icon is not None
    assert from_script(bundle[1]) == REPO / "dist" / "Recipe Studio"
    assert from_script(output[1]) == REPO / "dist"
    assert from_script(icon[1].strip()).is_file()
    header = "\n".join(line for line in iss.splitlines() if line.startswith(";"))
    passed = re.findall(r"/D(?:BundleDir|OutputDir)=([^\"\s]+(?: [^\"\s/]+)*)", header)
    assert passed
    assert all(re.match(r"[A-Za-z]:\\", value) for value in passed), passed


def test_cross_builds_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = next(t for t in build.TARGETS if t != build.host_target())
    code = build.main(["--target", other, "--dist", str(tmp_path), "--work", str(tmp_path)])
    assert code == 2
    assert f"build the {other} bundle on {other}" in capsys.readouterr().err
    assert not (tmp_path / "dist").exists()


@pytest.mark.parametrize(
    ("dest", "platform", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "linux", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", "linux", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", "linux", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", "linux", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "linux", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", "linux", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", "linux", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", "linux", False),
        ("PySide6/Qt/translations/qtbase_fr.qm", "linux", True),
        ("PySide6/Qt/translations/qt_tr.qm", "linux", True),
        ("PySide6/Qt/translations/qtbase_de.qm", "linux", False),
        ("PySide6/Qt/translations/qt_help_fr.qm", "linux", False),
        ("PySide6/Qt/qml/QtQuick/Controls/qmldir", "linux", False),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", "linux", True),
        ("PySide6\\plugins\\platforms\\qwindows.dll", "win32", True),
        ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", "win32", True),
        ("PySide6\\plugins\\tls\\qschannelbackend.dll", "win32", False),
        ("PySide6\\translations\\qtbase_fr.qm", "win32", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "darwin", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.dylib", "darwin", True),
        ("PySide6/Qt/plugins/imageformats/libqicns.dylib", "darwin", True),
        ("PySide6/Qt/plugins/multimedia/libdarwinmediaplugin.dylib", "darwin", False),
        ("resources/examples/time-check.recipe.json", "linux", True),
    ],
)
def test_lean_bundle_rules(dest: str, platform: str, kept: bool) -> None:
    assert sb.keep_file(dest, platform) is kept


def test_resources_are_bundled_without_translation_sources() -> None:
    datas = sb.resource_datas()
    names = {Path(source).name for source, _folder in datas}
    assert "time-check.recipe.json" in names
    assert "recipe-studio.svg" in names
    assert not any(name.endswith(".ts") for name in names)
    assert all(folder.replace("\\", "/").startswith("resources") for _source, folder in datas)


def test_linux_desktop_file_and_mime_type() -> None:
    entry = desktop_entry(PACKAGING / "linux" / "recipe-studio.desktop")
    assert entry["Type"] == "Application"
    assert exec_words(entry["Exec"]) == ["recipe-studio", "gui", "%F"]
    assert entry["Icon"] == "recipe-studio"
    assert entry["MimeType"] == "application/x-recipe-studio-recipe;"
    assert entry["StartupWMClass"] == sb.LINUX_NAME
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(PACKAGING / "linux" / "recipe-studio.xml").getroot()
    mime = root.find("m:mime-type", ns)
    assert mime is not None
    assert mime.get("type") == sb.RECIPE_MIME
    # The own extension, and the older share files' name.
    assert [g.get("pattern") for g in mime.findall("m:glob", ns)] == ["*.recipe", "*.recipe.json"]
    sub_class = mime.find("m:sub-class-of", ns)
    assert sub_class is not None
    assert sub_class.get("type") == "application/json"


#: install.sh is the Linux bundle's installer, a POSIX shell script (macOS has sh too).
NO_SH = covered(
    "install.sh is the Linux bundle's installer, a POSIX shell script",
    "test_windows_installer.py::"
    "test_install_registers_the_type_and_uninstall_gives_back_the_registry_as_it_was "
    "(what installing does on Windows)",
)
posix_shell = pytest.mark.skipif(WINDOWS, reason=NO_SH)


@pytest.fixture
def fake_bundle(tmp_path: Path) -> Path:
    """A stand-in for dist/recipe-studio: a tiny binary plus the real desktop integration."""
    if WINDOWS:
        pytest.skip(NO_SH)
    folder = tmp_path / "unpacked" / "recipe-studio"
    (folder / "_internal").mkdir(parents=True)
    binary = folder / "recipe-studio"
    binary.write_text('#!/bin/sh\necho recipe-studio "$@"\n', "utf-8")
    binary.chmod(0o755)
    build.add_linux_integration(folder)
    return folder


@only_on(
    "linux",
    why="desktop-file-validate is Linux's (desktop-file-utils)",
    covered_by="test_linux_desktop_file_and_mime_type (the same file, read by the spec)",
)
def test_linux_desktop_file_validates() -> None:
    validate_desktop_entry(PACKAGING / "linux" / "recipe-studio.desktop")


def test_linux_install_script(fake_bundle: Path, tmp_path: Path) -> None:
    env = install_env(tmp_path)
    home = Path(env["HOME"])
    out = run_install(fake_bundle, env)
    assert "Recipe Studio is installed" in out
    check_installed(home)
    validate_desktop_entry(home / ".local/share/applications/recipe-studio.desktop")
    # Installing again (an update) replaces the copy in place.
    (fake_bundle / "_internal" / "new-file").write_text("2", "utf-8")
    run_install(fake_bundle, env)
    assert (home / ".local" / "lib" / "recipe-studio" / "_internal" / "new-file").is_file()
    assert default_app(home) == "recipe-studio.desktop"
    # Uninstalling removes all of it: files, the file type, the default, the caches.
    run_install(fake_bundle, env, "--uninstall")
    assert files_under(home) == set()
    assert folders_under(home) <= SHARED_FOLDERS
    assert default_app(home) is None


def test_linux_menu_entry_for_an_install_path_with_reserved_characters(
    fake_bundle: Path, tmp_path: Path
) -> None:
    """A path with spaces, quotes, $, %, a backslash: the Exec line is quoted and escaped
    as the Desktop Entry spec says, and a launcher gets the path back exactly."""
    env = install_env(tmp_path)
    odd = Path(env["HOME"]) / "My Apps" / 'it\'s "$HOME" 100% \\ `x`'
    env["RECIPE_STUDIO_INSTALL_DIR"] = str(odd)
    run_install(fake_bundle, env)
    entry = Path(env["HOME"]) / ".local/share/applications/recipe-studio.desktop"
    recipe = tmp_path / "t.recipe"
    assert desktop_exec(entry, [recipe]) == [str(odd / "recipe-studio"), "gui", str(recipe)]
    validate_desktop_entry(entry)
    run_install(fake_bundle, env, "--uninstall")


def test_linux_menu_entry_for_a_plain_path_is_not_quoted(fake_bundle: Path, tmp_path: Path) -> None:
    env = install_env(tmp_path)
    run_install(fake_bundle, env)
    home = Path(env["HOME"])
    entry = desktop_entry(home / ".local/share/applications/recipe-studio.desktop")
    assert entry["Exec"] == f"{home}/.local/lib/recipe-studio/recipe-studio gui %F"


@only_on(
    "linux",
    why="xdg-open is Linux's",
    covered_by={
        "darwin": "test_macos_info_plist (the document types macOS opens the app for)",
        "win32": "test_windows_installer.py::test_the_prog_id_has_a_name_an_icon_and_an_open_verb",
    },
)
def test_xdg_open_outside_a_desktop_opens_a_recipe_in_the_studio(
    tmp_path: Path,
) -> None:
    """``xdg-open`` with no desktop (its own generic reader of the Exec line, which took a
    quoted program name for the name itself: "Permission denied", exit 4)."""
    for tool in ("xdg-open", "mimetype", "update-mime-database"):
        if shutil.which(tool) is None:
            needs = "xdg-utils libfile-mimeinfo-perl shared-mime-info"
            pytest.skip(f"{tool} is not installed (apt-get install {needs})")
    folder = tmp_path / "unpacked" / "recipe-studio"
    (folder / "_internal").mkdir(parents=True)
    binary = folder / "recipe-studio"
    opened = tmp_path / "opened.txt"
    binary.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{opened}"\n', "utf-8")
    binary.chmod(0o755)
    build.add_linux_integration(folder)
    env = install_env(tmp_path)
    run_install(folder, env)
    recipe = tmp_path / "Downloads" / "t.recipe"
    recipe.parent.mkdir()
    recipe.write_text('{"format": "recipe-studio-recipe"}', "utf-8")
    env.pop("XDG_CURRENT_DESKTOP", None)
    env.pop("WAYLAND_DISPLAY", None)
    env["DISPLAY"] = ":99"  # xdg-open only looks whether one is set
    env["XDG_DATA_DIRS"] = env["XDG_DATA_HOME"] + ":/usr/share"
    done = subprocess.run(
        ["xdg-open", str(recipe)], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert opened.read_text("utf-8").splitlines() == ["gui", str(recipe)]


def test_linux_uninstall_gives_back_the_previous_default(fake_bundle: Path, tmp_path: Path) -> None:
    env = install_env(tmp_path)
    home = Path(env["HOME"])
    mimeapps = home / ".config" / "mimeapps.list"
    mimeapps.parent.mkdir(parents=True)
    users = (
        "[Added Associations]\n"
        "text/plain=org.gnome.TextEditor.desktop;\n"
        "\n"
        "[Default Applications]\n"
        "application/x-recipe-studio-recipe=org.gnome.TextEditor.desktop;\n"
        "text/html=firefox.desktop;\n"
    )
    mimeapps.write_text(users, "utf-8")
    other_app = home / ".local/share/applications/org.gnome.TextEditor.desktop"
    other_app.parent.mkdir(parents=True)
    other_app.write_text("[Desktop Entry]\nType=Application\nName=Text\nExec=true\n", "utf-8")
    before = files_under(home)
    run_install(fake_bundle, env)
    assert default_app(home) == "recipe-studio.desktop"
    text = mimeapps.read_text("utf-8")
    # Ours comes first; the user's choice stays behind it, the other lines are untouched.
    assert (
        "application/x-recipe-studio-recipe=recipe-studio.desktop;org.gnome.TextEditor.desktop;"
        in text
    )
    assert "text/html=firefox.desktop;" in text
    run_install(fake_bundle, env, "--uninstall")
    assert mimeapps.read_text("utf-8") == users
    assert default_app(home) == "org.gnome.TextEditor.desktop"
    # The user's own entry is left alone (its menu index is rebuilt, as for any change).
    assert before <= files_under(home)
    assert files_under(home) - before <= {".local/share/applications/mimeinfo.cache"}


def test_linux_uninstall_leaves_a_default_it_did_not_set(fake_bundle: Path, tmp_path: Path) -> None:
    env = install_env(tmp_path)
    home = Path(env["HOME"])
    run_install(fake_bundle, env)
    # The user picks another app for recipe files after installing.
    mimeapps = home / ".config" / "mimeapps.list"
    chosen = "[Default Applications]\napplication/x-recipe-studio-recipe=other.desktop;\n"
    mimeapps.write_text(chosen, "utf-8")
    run_install(fake_bundle, env, "--uninstall")
    assert mimeapps.read_text("utf-8") == chosen


@posix_shell
def test_linux_install_script_refuses_other_folders(tmp_path: Path) -> None:
    script = tmp_path / "install.sh"
    shutil.copy2(PACKAGING / "linux" / "install.sh", script)
    done = subprocess.run(
        ["sh", str(script)], env=install_env(tmp_path), capture_output=True, text=True
    )
    assert done.returncode == 2
    assert "run me from the unpacked Recipe Studio folder" in done.stderr


def test_build_script_help_runs_anywhere() -> None:
    done = subprocess.run(
        [sys.executable, str(PACKAGING / "build.py"), "--help"],
        capture_output=True,
        text=True,
        cwd=REPO,
    )
    assert done.returncode == 0
    assert "--target {linux,macos,windows}" in done.stdout
