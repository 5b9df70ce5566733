"""Helpers for the packaging tests: load the scripts in ``packaging/`` and read icon files."""

from __future__ import annotations

import configparser
import importlib.util
import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from types import ModuleType

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
ICONS = REPO / "resources" / "icons"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def load_script(name: str) -> ModuleType:
    """``packaging/<name>.py`` as a module (``packaging/`` is not a package).

    ``sys.path`` is restored afterwards, so the scripts' folder (``build.py`` ...) never
    shadows an installed package for the rest of the run.
    """
    module_name = f"recipe_studio_packaging_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    saved = list(sys.path)
    sys.path.insert(0, str(PACKAGING))  # build.py imports studio_bundle beside it
    try:
        spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[module_name] = module
        spec.loader.exec_module(module)
    finally:
        sys.path[:] = saved
    return module


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height of PNG bytes (checks the signature and the IHDR chunk)."""
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR"
    assert length == 13
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def ico_entries(data: bytes) -> list[tuple[int, bytes]]:
    """(size, PNG bytes) of each ICO directory entry, checking the container."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1), "not an ICO file"
    out = []
    for index in range(count):
        entry = data[6 + 16 * index : 22 + 16 * index]
        width, height, colors, zero, planes, bits, size, offset = struct.unpack("<BBBBHHII", entry)
        assert width == height
        assert colors == 0
        assert zero == 0
        assert planes == 1
        assert bits == 32
        assert offset + size <= len(data)
        out.append((width or 256, data[offset : offset + size]))
    return out


def icns_entries(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, payload) of each ICNS element, checking the container's lengths."""
    assert data[:4] == b"icns", "not an ICNS file"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    out = []
    position = 8
    while position < len(data):
        kind = data[position : position + 4]
        length = struct.unpack(">I", data[position + 4 : position + 8])[0]
        assert length > 8
        assert position + length <= len(data)
        out.append((kind, data[position + 8 : position + length]))
        position += length
    assert position == len(data)
    return out


def install_env(tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    return env | {
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CONFIG_HOME": str(home / ".config"),
    }


def run_install(folder: Path, env: dict[str, str], *args: str) -> str:
    done = subprocess.run(
        ["sh", str(folder / "install.sh"), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def default_app(home: Path, mime_type: str = "application/x-recipe-studio-recipe") -> str | None:
    """The desktop entry ``~/.config/mimeapps.list`` names first for ``mime_type``.

    Read the way the freedesktop MIME-apps spec says (the first id of the type's list in
    ``[Default Applications]``); when ``xdg-mime`` is installed its answer must agree.
    """
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment, method-assign]
    parser.read(home / ".config" / "mimeapps.list", encoding="utf-8")
    value = parser.get("Default Applications", mime_type, fallback="")
    first = next((part for part in value.split(";") if part), None)
    xdg_mime = shutil.which("xdg-mime")
    if xdg_mime is not None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
        env.pop("DISPLAY", None)  # the generic lookup, not a desktop's own tool
        env |= {
            "HOME": str(home),
            "XDG_DATA_HOME": str(home / ".local" / "share"),
            "XDG_CONFIG_HOME": str(home / ".config"),
        }
        done = subprocess.run(
            [xdg_mime, "query", "default", mime_type],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert (done.stdout.strip() or None) == first, (done.stdout, done.stderr, value)
    return first


def files_under(root: Path) -> set[str]:
    """Every file and link under ``root`` (relative paths), to compare before and after."""
    return {
        str(path.relative_to(root))
        for path in root.rglob("*")
        if path.is_file() or path.is_symlink()
    }


def folders_under(root: Path) -> set[str]:
    return {str(path.relative_to(root)) for path in root.rglob("*") if path.is_dir()}


#: Folders install.sh may create and leave after uninstalling: the XDG base folders and
#: ~/.local/bin, which other programs share (only what is inside them is ours).
SHARED_FOLDERS = {".config", ".local", ".local/bin", ".local/lib", ".local/share"}


def check_installed(home: Path) -> None:
    """What install.sh leaves in ``home`` (shared with the bundle test)."""
    data = home / ".local" / "share"
    app = home / ".local" / "lib" / "recipe-studio"
    assert os.access(app / "recipe-studio", os.X_OK)
    link = home / ".local" / "bin" / "recipe-studio"
    assert link.is_symlink()
    assert link.resolve() == (app / "recipe-studio").resolve()
    entry = data / "applications" / "recipe-studio.desktop"
    recipe = Path("/home/ada/Downloads/t.recipe")
    assert desktop_exec(entry, [recipe]) == [str(app / "recipe-studio"), "gui", str(recipe)]
    assert desktop_string(desktop_entry(entry)["TryExec"]) == str(app / "recipe-studio")
    assert (data / "mime" / "packages" / "recipe-studio.xml").is_file()
    for size in (16, 48, 256, 512):
        folder = data / "icons" / "hicolor" / f"{size}x{size}"
        assert (folder / "apps" / "recipe-studio.png").is_file()
        assert (folder / "mimetypes" / "application-x-recipe-studio-recipe.png").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "recipe-studio.svg").is_file()
    if shutil.which("update-mime-database"):
        globs = (data / "mime" / "globs2").read_text("utf-8")
        assert "application/x-recipe-studio-recipe:*.recipe\n" in globs
        assert "application/x-recipe-studio-recipe:*.recipe.json\n" in globs
    assert default_app(home) == "recipe-studio.desktop"


def desktop_entry(entry: Path) -> dict[str, str]:
    """The ``[Desktop Entry]`` group's keys with their raw values (no unescaping)."""
    values: dict[str, str] = {}
    group = ""
    for line in entry.read_text("utf-8").splitlines():
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
        elif group == "Desktop Entry" and "=" in line and not line.startswith("#"):
            key, value = line.split("=", 1)
            values.setdefault(key.strip(), value.strip())
    return values


def desktop_string(raw: str) -> str:
    """A string value unescaped (the one reader: packaging/double_click_check.py)."""
    return str(load_script("double_click_check").desktop_string(raw))


def exec_words(raw: str) -> list[str]:
    """An Exec value split by the Desktop Entry spec (packaging/double_click_check.py)."""
    return list(load_script("double_click_check").exec_words(raw))


def desktop_exec(entry: Path, files: list[Path]) -> list[str]:
    """The command a file manager runs for ``entry``'s Exec line on ``files`` (field
    codes replaced as the Desktop Entry spec says)."""
    check = load_script("double_click_check")
    words = check.exec_words(desktop_entry(entry)["Exec"])
    return list(check.field_codes(words, [str(path) for path in files]))


def library_names(command: list[str], home: Path) -> list[str]:
    """The recipe names in a Studio home's library, as ``<command> list --json`` tells."""
    done = subprocess.run(
        [*command, "list", "--home", str(home), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return [str(row["name"]) for row in json.loads(done.stdout)]


def validate_desktop_entry(path: Path) -> None:
    """``desktop-file-validate`` (Debian: desktop-file-utils) must accept the entry. It is
    Linux's: elsewhere (install.sh runs on macOS too) the entry is not validated, as the
    same file is on Linux."""
    validator = shutil.which("desktop-file-validate")
    if validator is None and not sys.platform.startswith("linux"):
        return
    if validator is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    done = subprocess.run([validator, str(path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout + done.stderr == ""  # no hints either (one main category)
