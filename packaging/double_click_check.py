"""What a double-click on a ``.recipe`` file does with the built bundle, on the system
this runs on; exits 0 when the file ends up in the Studio's library, else 1 with why.

    python packaging/double_click_check.py linux  dist/recipe-studio
    python packaging/double_click_check.py macos  "dist/Recipe Studio.app"
    python packaging/double_click_check.py windows dist/Recipe-Studio-<version>-setup.exe

* linux: install.sh into a temporary home; the recipe type's default app there must be
  the Studio's menu entry; its Exec line (read by the Desktop Entry spec) is run on the
  file; uninstalling leaves nothing.
* macos: the app is registered with Launch Services; the system must map ``.recipe`` to
  the app's type (``org.recipestudio.recipe``, a kind of ``public.json``) and choose this
  app to open it; the app then opens the file.
* windows: the installer runs silently for this user; Explorer's registry must give
  ``.recipe`` the app's ProgID, whose "open" command is run on the file; the uninstaller
  then removes it and leaves the ``.json`` default as it was.

The bundle runs with ``--quit-after-start`` (offscreen: CI has no desktop) in a temporary
Studio home; the library is then read with this checkout's ``recipe_studio``.
"""

from __future__ import annotations

import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "resources" / "examples" / "time-check.recipe.json"
EXPECTED = "Time check"
RECIPE_MIME = "application/x-recipe-studio-recipe"
PROG_ID = "RecipeStudio.Recipe"
LSREGISTER = (
    "/System/Library/Frameworks/CoreServices.framework/Frameworks/"
    "LaunchServices.framework/Support/lsregister"
)


class CheckFailed(Exception):
    """One sentence: what a double-click would not do."""


def desktop_string(raw: str) -> str:
    """A Desktop Entry string value unescaped (``\\s \\n \\t \\r \\\\``)."""
    escapes = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: escapes.get(m[1], m[0]), raw)


#: Characters the spec reserves: an argument holding one must be quoted.
RESERVED = "\t\n'\\><~|&;$*?#()`\""


def exec_words(raw: str) -> list[str]:
    """An Exec value split by the Desktop Entry spec: the string escapes first; words
    split at spaces; a double-quoted word may hold reserved characters, and in it a
    backslash escapes ``" ` $ \\``. A reserved character outside quotes is an error."""
    text = desktop_string(raw)
    words: list[str] = []
    word: list[str] = []
    started = quoted = False
    position = 0
    while position < len(text):
        char = text[position]
        if quoted:
            if char == "\\" and position + 1 < len(text) and text[position + 1] in '"`$\\':
                word.append(text[position + 1])
                position += 1
            elif char == '"':
                quoted = False
            else:
                word.append(char)
        elif char == " ":
            if started:
                words.append("".join(word))
            word, started = [], False
        elif char == '"':
            started = quoted = True
        elif char in RESERVED:
            raise CheckFailed(f"unquoted reserved {char!r} in the Exec line {raw!r}")
        else:
            word.append(char)
            started = True
        position += 1
    if quoted:
        raise CheckFailed(f"unterminated quote in the Exec line {raw!r}")
    if started:
        words.append("".join(word))
    return words


def field_codes(words: list[str], files: list[str]) -> list[str]:
    """``%F``/``%U`` -> every file, ``%f``/``%u`` -> the first, other codes dropped."""
    out: list[str] = []
    for word in words:
        if word in ("%F", "%U"):
            out += files
        elif word in ("%f", "%u"):
            out += files[:1]
        elif not re.fullmatch(r"%[a-zA-Z]", word):
            out.append(word.replace("%%", "%"))
    return out


def open_as_double_click(command: list[str], home: Path) -> None:
    """Run the system's open command with ``--quit-after-start`` after the program."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env |= {"QT_QPA_PLATFORM": "offscreen", "RECIPE_STUDIO_HOME": str(home)}
    done = subprocess.run(
        [command[0], "--quit-after-start", *command[1:]],
        env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    if done.returncode != 0:
        raise CheckFailed(
            f"the app exited {done.returncode}: {(done.stdout + done.stderr)[-2000:]}"
        )
    listed = subprocess.run(
        [sys.executable, "-m", "recipe_studio", "list", "--home", str(home), "--json"],
        capture_output=True, text=True, timeout=120, cwd=REPO,
    )  # fmt: skip
    names = [row["name"] for row in json.loads(listed.stdout or "[]")]
    if EXPECTED not in names:
        raise CheckFailed(f"the double-clicked recipe is not in the library ({names})")


def _install(command: list[str], env: dict[str, str]) -> None:
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise CheckFailed(f"{' '.join(command[1:])} failed: {done.stdout + done.stderr}")


def _output(command: list[str], env: dict[str, str]) -> str:
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    return done.stdout.strip()


def recipe_file(folder: Path) -> Path:
    path = folder / "Downloads" / "Time check.recipe"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(EXAMPLE, path)
    return path


def check_linux(bundle: Path, work: Path) -> str:
    home = work / "home"
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env |= {"HOME": str(home), "XDG_DATA_HOME": str(home / ".local/share"),
            "XDG_CONFIG_HOME": str(home / ".config")}  # fmt: skip
    home.mkdir()
    _install(["sh", str(bundle / "install.sh")], env)
    recipe = recipe_file(work)
    env["XDG_DATA_DIRS"] = f"{home}/.local/share:/usr/share"
    if shutil.which("xdg-mime"):
        # Without a desktop, xdg-mime reads the type with mimetype (libfile-mimeinfo-perl,
        # which reads the shared-mime-info globs) or else file(1), which only sees JSON.
        if shutil.which("mimetype"):
            kind = _output(["xdg-mime", "query", "filetype", str(recipe)], env)
            if kind != RECIPE_MIME:
                raise CheckFailed(f"xdg-mime says {recipe.name} is {kind!r}")
        default = _output(["xdg-mime", "query", "default", RECIPE_MIME], env)
        if default != "recipe-studio.desktop":
            raise CheckFailed(f"xdg-mime says recipe files open with {default!r}")
    entry = home / ".local/share/applications/recipe-studio.desktop"
    exec_line = next(
        line.split("=", 1)[1] for line in entry.read_text("utf-8").splitlines()
        if line.startswith("Exec=")
    )  # fmt: skip
    open_as_double_click(field_codes(exec_words(exec_line), [str(recipe)]), work / "studio")
    _install(["sh", str(home / ".local/lib/recipe-studio/install.sh"), "--uninstall"], env)
    left = [p for p in home.rglob("*") if p.is_file()]
    if left:
        raise CheckFailed(f"uninstalling left {left[:5]}")
    return f"the menu entry's Exec line ({exec_line}) opened it; uninstall left nothing"


SWIFT_LOOKUP = """
import AppKit
import UniformTypeIdentifiers
let file = URL(fileURLWithPath: CommandLine.arguments[1])
let type = UTType(filenameExtension: "recipe")!
print(type.identifier)
print(type.conforms(to: .json))
print(NSWorkspace.shared.urlForApplication(toOpen: file)?.path ?? "none")
"""


def check_macos(app: Path, work: Path) -> str:
    subprocess.run([LSREGISTER, "-f", str(app)], check=True, timeout=120)
    recipe = recipe_file(work)
    script = work / "lookup.swift"
    script.write_text(SWIFT_LOOKUP, "utf-8")
    done = subprocess.run(["swift", str(script), str(recipe)], capture_output=True,
                          text=True, timeout=600)  # fmt: skip
    lines = done.stdout.split("\n")
    if done.returncode != 0 or len(lines) < 3:
        raise CheckFailed(f"swift lookup failed: {done.stderr[-2000:]}")
    identifier, conforms, opener = lines[:3]
    if identifier != "org.recipestudio.recipe" or conforms != "true":
        raise CheckFailed(f".recipe is {identifier} (conforms to public.json: {conforms})")
    if Path(opener).resolve() != app.resolve():
        raise CheckFailed(f"Launch Services opens {recipe.name} with {opener}, not {app}")
    binary = app / "Contents" / "MacOS" / app.stem
    open_as_double_click([str(binary), "gui", str(recipe)], work / "studio")
    return f"Launch Services maps .recipe to {identifier} and opens it with {app.name}"


def check_windows(setup: Path, work: Path) -> str:
    winreg: Any = importlib.import_module("winreg")  # Windows only

    def read(key: str, name: str = "") -> str | None:
        try:
            with winreg.OpenKey(winreg.HKEY_CURRENT_USER, rf"Software\Classes\{key}") as handle:
                return str(winreg.QueryValueEx(handle, name)[0])
        except OSError:
            return None

    json_default = read(".json")
    target = work / "Recipe Studio"
    subprocess.run([str(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART",
                    "/CURRENTUSER", f"/DIR={target}"], check=True, timeout=600)  # fmt: skip
    if read(r".recipe\OpenWithProgids", PROG_ID) != "":
        raise CheckFailed(
            r"HKCU\Software\Classes\.recipe\OpenWithProgids has no RecipeStudio.Recipe"
        )
    command = read(rf"{PROG_ID}\shell\open\command")
    if command is None:
        raise CheckFailed("the ProgID has no open command")
    recipe = recipe_file(work)
    parts = re.findall(r'"([^"]*)"|(\S+)', command)
    words = [(quoted or plain).replace("%1", str(recipe)) for quoted, plain in parts]
    open_as_double_click(words, work / "studio")
    subprocess.run([str(target / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES"],
                   check=True, timeout=600)  # fmt: skip
    if read(PROG_ID) is not None or read(r".recipe\OpenWithProgids", PROG_ID) is not None:
        raise CheckFailed("uninstalling left the recipe type registered")
    if read(".json") != json_default:
        raise CheckFailed(f"the .json default changed: {json_default!r} -> {read('.json')!r}")
    return f"Explorer's open command ({command}) opened it; uninstall removed it"


CHECKS = {"linux": check_linux, "macos": check_macos, "windows": check_windows}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or args[0] not in CHECKS:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="double-click-") as work:
        try:
            said = CHECKS[args[0]](Path(args[1]).resolve(), Path(work))
        except CheckFailed as failed:
            print(f"double-click check failed: {failed}")
            return 1
    print(f"double-click check ok: {said}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
