"""The Linux bundle, built for real with packaging/build.py (slow: about a minute).

It must pass ``--self-test`` with no display, run the built-in tool server in its
``tool-server`` mode and serve saved recipes in its ``serve`` mode (an MCP client talks
to both over stdio here), stay lean, open its window quickly and install with its
install script.
"""

from __future__ import annotations

import json
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from packaging_support import (
    PACKAGING,
    SHARED_FOLDERS,
    check_installed,
    default_app,
    desktop_exec,
    files_under,
    folders_under,
    install_env,
    library_names,
    run_install,
    validate_desktop_entry,
)
from platforms import only_on

from recipe_studio import __version__

pytestmark = [
    pytest.mark.slow,
    only_on(
        "linux",
        why="builds the Linux bundle (the others are built by their own systems' "
        "runners in bundles.yml, which self-tests them)",
        covered_by="test_selftest.py::test_self_test_passes_offscreen_and_leaves_no_trace "
        "(the same self-test, from source)",
    ),
]

#: The unpacked bundle must stay below this (it is about 140 MB; Qt and ICU are most of it).
SIZE_BUDGET_MB = 200
#: Qt modules the app does not use: none of their libraries, plugins or data may be bundled.
UNWANTED = ("Qml", "Quick", "WebEngine", "Qt63D", "Multimedia", "Pdf", "Designer")


@dataclass(frozen=True)
class Built:
    folder: Path
    binary: Path
    seconds: float
    log: str


def headless_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    return env | extra


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        pytest.fail("PyInstaller is needed: pip install -e '.[build]' (the build extra)")
    if shutil.which("objdump") is None:
        pytest.fail("PyInstaller needs objdump on Linux: apt-get install binutils")
    base = tmp_path_factory.mktemp("bundle")
    started = time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            str(PACKAGING / "build.py"),
            "--dist",
            str(base / "dist"),
            "--work",
            str(base / "work"),
        ],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    seconds = time.monotonic() - started
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    folder = base / "dist" / "recipe-studio"
    print(f"\nbuild: {seconds:.0f} s; {done.stdout.strip().splitlines()[-1]}")
    return Built(folder, folder / "recipe-studio", seconds, done.stdout + done.stderr)


def test_bundle_passes_its_self_test_without_a_display(built: Built) -> None:
    done = subprocess.run(
        [str(built.binary), "--self-test"],
        env=headless_env(),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    [line] = done.stdout.splitlines()
    print(f"\n{line}")
    assert line.startswith(f"self-test ok: Recipe Studio {__version__} (bundle)")
    # The bundle started the built-in server as itself, in its tool-server mode.
    assert (
        "time-check ran 3/3 steps ok on the built-in tool server (recipe-studio tool-server)"
        in line
    )


def test_tool_server_mode_speaks_mcp_over_stdio(built: Built, tmp_path: Path) -> None:
    import anyio
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    home, workspace = tmp_path / "home", tmp_path / "workspace"
    params = StdioServerParameters(
        command=str(built.binary),
        args=["tool-server", "--home", str(home), "--workspace", str(workspace)],
    )

    async def talk() -> dict[str, Any]:
        with (tmp_path / "stderr.log").open("w", encoding="utf-8") as errlog:
            async with (
                stdio_client(params, errlog=errlog) as (read, write),
                ClientSession(read, write) as session,
            ):
                init = await session.initialize()
                tools = {tool.name for tool in (await session.list_tools()).tools}
                sum_ = await session.call_tool("calculate", {"expression": "6 * 7"})
                now = await session.call_tool("get_datetime", {"timezone": "UTC"})
                note = await session.call_tool(
                    "create_note", {"note_name": "from the bundle", "body": "hello"}
                )
                return {
                    "server": init.server_info.name,
                    "version": init.server_info.version,
                    "tools": tools,
                    "sum": sum_.structured_content,
                    "now": now.structured_content,
                    "note_error": note.is_error,
                }

    answer = anyio.run(talk)
    assert answer["server"] == "recipe-studio-tools"
    assert answer["version"] == __version__
    assert {"echo", "get_datetime", "calculate", "create_note", "file_read"} <= answer["tools"]
    assert answer["sum"]["result"] == 42
    assert answer["now"]["timezone"] == "UTC"
    assert answer["note_error"] is False
    notes = list((home / "notes").glob("*.md"))
    assert len(notes) == 1, notes  # the --home option reached the frozen server
    assert "hello" in notes[0].read_text("utf-8")
    assert workspace.is_dir()


def leaked(text: str) -> list[str]:
    """The bundle's loader settings in a child's ``env`` output (none may be there)."""
    return [
        line
        for line in re.findall(
            r"(?:^|[“\s])((?:LD_LIBRARY_PATH|_PYI_|_MEIPASS|QT_PLUGIN_PATH)\S*)", text
        )
    ]


def test_a_stdio_server_started_by_the_bundle_gets_the_users_environment(built: Built) -> None:
    """The issue's repro: a server started by the bundle saw LD_LIBRARY_PATH=<bundle>,
    _PYI_ARCHIVE_FILE ... (npx/uvx servers then loaded the bundle's libssl)."""
    env = {k: v for k, v in headless_env().items() if not k.startswith(("LD_", "_PYI", "QT_"))}
    repro = ["tools", "--server", "sh", "-c", 'env | grep -E "^LD_|_PYI"']
    done = subprocess.run(
        [str(built.binary), *repro], env=env, capture_output=True, text=True, timeout=120
    )
    assert leaked(done.stdout + done.stderr) == [], done.stdout + done.stderr
    # The user's own LD_LIBRARY_PATH comes back as it was before the bootloader changed it.
    shown = ["tools", "--server", "sh", "-c", 'env | grep -E "^LD_|_PYI|^QT_" | sort; echo end']
    done = subprocess.run(
        [str(built.binary), *shown],
        env=env | {"LD_LIBRARY_PATH": "/home/ada/lib"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    output = done.stdout + done.stderr
    assert "“LD_LIBRARY_PATH=/home/ada/lib”" in output, output
    assert "_internal" not in output
    assert "_PYI" not in output


def test_the_bundles_tool_server_runs_terminal_commands_in_the_users_environment(
    built: Built, tmp_path: Path
) -> None:
    """The built-in server is the bundle itself (its bootloader sets its own loader
    variables up again); the commands it runs must not get them."""
    import anyio
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(
        command=str(built.binary),
        args=[
            "tool-server",
            "--home",
            str(tmp_path / "h"),
            "--workspace",
            str(tmp_path / "w"),
            "--enable-terminal",
        ],
    )

    async def talk() -> Any:
        with (tmp_path / "stderr.log").open("w", encoding="utf-8") as errlog:
            async with (
                stdio_client(params, errlog=errlog) as (read, write),
                ClientSession(read, write) as session,
            ):
                await session.initialize()
                return await session.call_tool(
                    "run_terminal_command", {"command": "env", "confirm": True}
                )

    result = anyio.run(talk)
    assert not result.is_error, result
    lines = result.structured_content["stdout"].splitlines()
    assert any(line.startswith("PATH=") for line in lines)
    assert leaked("\n".join(lines)) == []


def test_double_click_check_script_on_the_linux_bundle(built: Built) -> None:
    """What the bundle workflow runs on each system after the build (here: Linux)."""
    done = subprocess.run(
        [sys.executable, str(PACKAGING / "double_click_check.py"), "linux", str(built.folder)],
        env=headless_env(),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("double-click check ok: the menu entry's Exec line")


def test_serve_mode_serves_saved_recipes_over_stdio(built: Built, tmp_path: Path) -> None:
    import anyio
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    from recipe_studio.core.library import Library
    from recipe_studio.core.paths import library_dir, resources_dir

    home = tmp_path / "home"
    example = resources_dir() / "examples" / "time-check.recipe.json"
    Library(library_dir(home)).import_file(example)
    params = StdioServerParameters(command=str(built.binary), args=["serve", "--home", str(home)])

    async def talk() -> tuple[set[str], Any]:
        with (tmp_path / "stderr.log").open("w", encoding="utf-8") as errlog:
            async with (
                stdio_client(params, errlog=errlog) as (read, write),
                ClientSession(read, write) as session,
            ):
                await session.initialize()
                tools = {tool.name for tool in (await session.list_tools()).tools}
                return tools, await session.call_tool("time_check", {})

    tools, result = anyio.run(talk)
    assert tools == {"time_check"}
    assert not result.is_error
    assert result.structured_content["result"]["value"].endswith(": 86400 s")


def test_bundle_is_lean(built: Built) -> None:
    files = [p for p in built.folder.rglob("*") if p.is_file() and not p.is_symlink()]
    size_mb = sum(p.stat().st_size for p in files) / 1e6
    print(f"\nbundle: {size_mb:.0f} MB in {len(files)} files")
    assert size_mb < SIZE_BUDGET_MB
    internal = built.folder / "_internal"
    names = [str(p.relative_to(internal)) for p in internal.rglob("*")]
    unwanted = [n for n in names if any(f"Qt{u}" in n or f"Qt6{u}" in n for u in UNWANTED)]
    assert unwanted == []
    # QtNetwork is used (one window per user: QLocalServer), its TLS plugins are not.
    assert list((internal / "PySide6").glob("QtNetwork.*"))
    assert not (internal / "PySide6" / "Qt" / "plugins" / "tls").exists()
    translations = sorted(p.name for p in (internal / "PySide6" / "Qt" / "translations").iterdir())
    assert translations
    assert all(name.rsplit("_", 1)[1] in ("en.qm", "fr.qm", "tr.qm") for name in translations)
    plugins = internal / "PySide6" / "Qt" / "plugins"
    assert (plugins / "platforms" / "libqoffscreen.so").is_file()
    assert (plugins / "platforms" / "libqxcb.so").is_file()
    assert not (plugins / "platformthemes" / "libqgtk3.so").exists()
    assert not (internal / "PySide6" / "Qt" / "qml").exists()
    # Resources, metadata and every license text the About box names.
    assert (internal / "resources" / "examples" / "time-check.recipe.json").is_file()
    assert (internal / "resources" / "icons" / "recipe-studio.svg").is_file()
    assert list(internal.glob("pydantic-*.dist-info/METADATA"))
    listing = json.loads((internal / "licenses" / "bundled-libraries.json").read_text("utf-8"))
    bundled = {row["name"] for row in listing}
    assert {"Python", "PySide6_Essentials", "shiboken6", "mcp", "pydantic"} <= bundled
    for row in listing:
        assert row["license"], row
        assert row["files"], row
        for file in row["files"]:
            assert (internal / "licenses" / file).is_file(), file
    # The desktop integration that install.sh uses.
    assert os.access(built.folder / "install.sh", os.X_OK)
    assert (built.folder / "share" / "recipe-studio.desktop").is_file()
    assert (built.folder / "share" / "recipe-studio.xml").is_file()


def test_window_opens_finishes_starting_and_quits(built: Built, tmp_path: Path) -> None:
    """The frozen app's whole start (frame, then the rest) ends and quits cleanly; how
    fast is ``bench/startup.py``'s business, not a test's (the timeout catches a hang)."""
    env = headless_env(
        QT_QPA_PLATFORM="offscreen",
        RECIPE_STUDIO_HOME=str(tmp_path / "home"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    timings = []
    for _ in range(3):
        started = time.monotonic()
        done = subprocess.run(
            [str(built.binary), "--quit-after-start"],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        timings.append(time.monotonic() - started)
        assert done.returncode == 0, done.stdout + done.stderr
    print(f"\ntime to window (offscreen): best {min(timings):.2f} s, first {timings[0]:.2f} s")


#: glibc's own libraries: the README names glibc as a whole (with its version).
GLIBC = {
    "ld-linux-x86-64.so.2",
    "ld-linux-aarch64.so.1",
    "libc.so.6",
    "libdl.so.2",
    "libm.so.6",
    "libpthread.so.0",
    "libresolv.so.2",
    "librt.so.1",
    "libutil.so.1",
}


def test_readme_names_exactly_the_system_libraries_the_bundle_needs(built: Built) -> None:
    """What the bundle's binaries link to and it does not carry, against the README's
    list (it used to name two libraries the bundle ships)."""
    shipped = {path.name for path in built.folder.rglob("*.so*")}
    needed: set[str] = set()
    for path in built.folder.rglob("*.so*"):
        if path.is_file() and not path.is_symlink():
            dump = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True)
            needed |= set(re.findall(r"^\s+NEEDED\s+(\S+)$", dump.stdout, re.MULTILINE))
    from_system = needed - shipped - GLIBC
    readme = (PACKAGING.parent / "README.md").read_text("utf-8")
    section = readme.split("from\n  the system it uses only what every desktop has", 1)[1]
    named = set(re.findall(r"`(lib[\w+-]+\.so\.\d+)`", section.split("\n\n", 1)[0]))
    assert named == from_system
    assert not named & shipped


def test_build_says_which_glibc_the_bundle_needs(built: Built) -> None:
    """README promises the glibc of the build machine (2.36 on Debian 12, 2.35 on the
    release's Ubuntu 22.04): the bundle must not ask for more than the machine has."""
    match = re.search(r"^runs where glibc is (\d+)\.(\d+) or newer$", built.log, re.MULTILINE)
    assert match is not None, built.log[-2000:]
    needed = (int(match[1]), int(match[2]))
    libc, version = platform.libc_ver()
    assert libc == "glibc"
    here = tuple(int(part) for part in version.split(".")[:2])
    print(f"\nthe bundle needs glibc {needed[0]}.{needed[1]}; this machine has {version}")
    assert (2, 17) <= needed <= here


def test_version_and_help(built: Built) -> None:
    done = subprocess.run(
        [str(built.binary), "--version"], capture_output=True, text=True, timeout=60
    )
    assert done.stdout.strip() == f"recipe-studio {__version__}"
    done = subprocess.run(
        [str(built.binary), "tool-server", "--help"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0
    assert "--workspace" in done.stdout


def test_installed_entry_passes_desktop_file_validate(built: Built, tmp_path: Path) -> None:
    env = install_env(tmp_path)
    run_install(built.folder, env)
    validate_desktop_entry(Path(env["HOME"]) / ".local/share/applications/recipe-studio.desktop")


def test_install_double_click_uninstall(built: Built, tmp_path: Path) -> None:
    """install.sh, then what a double-click on a recipe runs, then --uninstall: nothing left."""
    env = install_env(tmp_path)
    home = Path(env["HOME"])
    run_install(built.folder, env)
    check_installed(home)
    entry = home / ".local" / "share" / "applications" / "recipe-studio.desktop"
    installed = home / ".local" / "bin" / "recipe-studio"
    done = subprocess.run(
        [str(installed), "--self-test"],
        env=headless_env(HOME=str(home)),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("self-test ok:")
    # The file manager runs the entry's Exec line on the double-clicked file.
    recipe = tmp_path / "Time check.recipe"  # the own type, a name with a space
    shutil.copy2(built.folder / "_internal/resources/examples/time-check.recipe.json", recipe)
    program, *rest = desktop_exec(entry, [recipe])
    assert program == str(home / ".local/lib/recipe-studio/recipe-studio")
    assert rest == ["gui", str(recipe)]
    studio_home = tmp_path / "studio-home"
    xdg = {key: env[key] for key in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME")}
    app_env = headless_env(QT_QPA_PLATFORM="offscreen", RECIPE_STUDIO_HOME=str(studio_home), **xdg)
    done = subprocess.run(
        [program, "--quit-after-start", *rest],
        env=app_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert library_names([str(installed)], studio_home) == ["Time check"]
    run_install(home / ".local" / "lib" / "recipe-studio", env, "--uninstall")
    assert files_under(home) == set()
    assert folders_under(home) <= SHARED_FOLDERS
    assert default_app(home) is None
    assert library_names([sys.executable, "-m", "recipe_studio"], studio_home) == ["Time check"]
