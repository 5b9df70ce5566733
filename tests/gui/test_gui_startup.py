"""Start-up in two steps: the window's frame first, the rest behind it.

The window appears before the models, validation, catalogs and the run engine load; the
library list is filled from the index on disk; a recipe chosen before the rest is ready
says it is being checked, then opens with its problems.
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import subprocess
import sys
from typing import TYPE_CHECKING, Any

import pytest
from gui_support import CHAIN

from recipe_studio.core.library import Library
from recipe_studio.core.paths import library_dir
from recipe_studio.core.problem_text import ENGLISH
from recipe_studio.core.profiles import get_profile
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from pathlib import Path

MACOS = get_profile("macos")

#: What the first frame must not wait for.
HEAVY = (
    "pydantic",
    "jsonschema",
    "mcp",
    "recipe_studio.core.validation",
    "recipe_studio.core.catalog",
)

FIRST_FRAME = """\
import json, sys
from recipe_studio.cli import _window_request
from recipe_studio.gui.start.app import make_app
from recipe_studio.gui.start.single_instance import claim
from recipe_studio.gui.window.main_window import MainWindow
from recipe_studio.gui.start.startup import Startup
app = make_app(names_only=True)  # as run_app starts
claimed = claim([])
window = MainWindow(first_frame_only=True)
window.show()
app.processEvents()
print(json.dumps(sorted(sys.modules)))
"""


def save(library: Library, name: str, *, broken_reference: bool = False) -> None:
    manifest = {**copy.deepcopy(CHAIN), "name": name}
    if broken_reference:
        manifest["steps"][1]["args"] = {"value": "${nope}"}
    library.save(MACOS, MACOS.read(manifest).recipe, draft=broken_reference)


def test_the_first_frame_shows_before_the_models_and_catalogs_load(studio_home: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "RECIPE_STUDIO_HOME": str(studio_home)}
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stdout))
    assert "PySide6.QtWidgets" in loaded
    assert [name for name in HEAVY if name in loaded] == []


def test_the_list_comes_from_the_index_before_the_library_is_ready(qtbot: Any) -> None:
    library = Library(library_dir())
    save(library, "Morning check")
    save(library, "Backup notes")
    window = MainWindow(first_frame_only=True)
    qtbot.addWidget(window)
    window.build_frame()
    window.frame.library_panel.list_from_index()
    model = window.frame.library_panel.model
    names = [model.index(row).data().splitlines()[0] for row in range(model.rowCount())]
    assert sorted(names) == ["Backup notes", "Morning check"]
    assert not window.built
    assert window.frame.waiting.text() == "Getting ready…"


def test_a_recipe_chosen_early_says_checking_then_opens_with_its_problems(qtbot: Any) -> None:
    library = Library(library_dir())
    save(library, "Needs a fix", broken_reference=True)
    window = MainWindow(first_frame_only=True)
    qtbot.addWidget(window)
    window.build_frame()
    window.show()
    window.frame.library_panel.list_from_index()
    window.frame.library_panel.view.setCurrentIndex(window.frame.library_panel.proxy.index(0, 0))
    assert window.frame.waiting.text() == "Opening “Needs a fix”… checking it."
    opened: list[bool] = []
    window.ready.connect(lambda: opened.append(True))
    window.finish(library)
    assert opened == [True]
    session = window.current
    assert session is not None
    assert session.display_name() == "Needs a fix"
    problems = window.parts.problems.model
    qtbot.waitUntil(lambda: problems.rowCount() > 0)
    found = [ENGLISH.sentence(problems.problem_at(row)) for row in range(problems.rowCount())]
    assert any("nope" in message for message in found), found
    for session in window.parts.recipes.sessions:
        session.undo_stack.setClean()


def test_the_menus_wait_for_the_rest_except_quit(qtbot: Any) -> None:
    window = MainWindow(first_frame_only=True)
    qtbot.addWidget(window)
    window.build_frame()
    window.show()
    window.frame.menu_actions["new"].trigger()  # nothing to make a recipe with yet: nothing
    assert window.centralWidget() is window.frame.splitter
    assert window.frame.splitter.widget(1) is window.frame.waiting
    window.frame.menu_actions["quit"].trigger()
    assert not window.isVisible()


def test_the_window_starts_no_larger_than_the_screen(qtbot: Any) -> None:
    window = MainWindow(first_frame_only=True)
    qtbot.addWidget(window)
    assert (window.width(), window.height()) == (1280, 800)  # the default size
    room = window.screen().availableGeometry()
    assert room.width() < 1280  # the offscreen screen is smaller than that
    window.fit_to_screen()
    assert window.width() <= room.width()
    assert window.height() <= room.height()


OPEN_THEN_CONNECT = """\
import json, sys, time
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.gui.start.app import make_app
from recipe_studio.gui.window.main_window import MainWindow
from recipe_studio.gui.start.startup import Startup
app = make_app(names_only=True)
window = MainWindow(first_frame_only=True)  # started as run_app starts it
window.show()
Startup(window, window.finish, prepare=lambda: None).begin()
def wait_until(done):
    deadline = time.monotonic() + 60
    while not done() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
wait_until(lambda: window.started)
at_start = "mcp" in sys.modules
window.new_recipe()
wait_until(lambda: window.built)
end = time.monotonic() + 1.0  # the editor is up, the recipe checked
while time.monotonic() < end:
    app.processEvents()
at_open = "mcp" in sys.modules
connected = []
window.parts.runs.test_connection(BUILTIN_CONNECTION, connected.append)
wait_until(lambda: connected)
print(json.dumps({"start": at_start, "open": at_open, "connected": connected}))
window.close()
"""


def test_the_mcp_sdk_loads_with_the_first_connection_not_before(studio_home: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "RECIPE_STUDIO_HOME": str(studio_home)}
    done = subprocess.run(
        [sys.executable, "-c", OPEN_THEN_CONNECT], env=env, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    # The SDK (and the web stack it brings, some 40 MB) is for connections: neither the
    # start nor an open recipe loads it; the first connection does, and connects.
    assert json.loads(done.stdout.splitlines()[-1]) == {
        "start": False, "open": False, "connected": [True],
    }  # fmt: skip


READY_WITH_NOTHING_OPEN = """\
import json, linecache, sys, time
from recipe_studio.gui.start.app import make_app
from recipe_studio.gui.window.main_window import MainWindow
from recipe_studio.gui.start.startup import Startup
app = make_app(names_only=True)
window = MainWindow(first_frame_only=True)  # started as run_app starts it
window.show()
Startup(window, window.finish, prepare=lambda: None).begin()
deadline = time.monotonic() + 60
while not window.started and time.monotonic() < deadline:
    app.processEvents()
sources = [name for name, entry in linecache.cache.items() if len(entry) == 4 and entry[1]]
print(json.dumps({"modules": sorted(sys.modules), "sources": len(sources)}))
window.close()
"""


@pytest.mark.parametrize("library", ["empty", "just saved"])
def test_a_window_where_nothing_was_opened_does_not_pay_for_what_it_does_not_use(
    studio_home: Path, library: str
) -> None:
    if library == "just saved":
        # Files written a moment ago, and no index yet: the first listing reads each
        # file for its summary (as on the first start after a session that saved).
        recipes = Library(library_dir())
        for name in ("Morning brief", "Evening brief", "Notes"):
            save(recipes, name)
        shutil.rmtree(library_dir() / ".index", ignore_errors=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "RECIPE_STUDIO_HOME": str(studio_home)}
    done = subprocess.run(
        [sys.executable, "-c", READY_WITH_NOTHING_OPEN], env=env, capture_output=True,
        text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    # Schemas are compiled when a recipe is checked: nothing is open, nothing to check.
    # The MCP SDK and its web stack load with the first connection; TLS (OpenSSL's
    # ``ssl``), the sign-in's local web server and the browser with the first web server
    # or sign-in: a person who has opened nothing holds none of them.
    unused = {"jsonschema", "mcp", "httpx", "anyio", "ssl", "webbrowser", "http.server"}
    # Nor hashes: hashlib loads OpenSSL's libcrypto, some 4 MB, for saving and comparing.
    unused |= {"hashlib", "_hashlib", "hmac", "secrets"}
    # Nor the recipe models (pydantic), the editor, validation, the run engine and the
    # Run panel: they are built with the first recipe opened or the first action on one.
    unused |= {"pydantic", "pydantic_core"}
    unused_here = (
        "core.model", "core.validation", "core.engine", "core.mcp_client", "core.library.api",
        "core.settings", "gui.editor", "gui.session_view", "gui.inspector", "gui.run",
    )  # fmt: skip
    unused |= {f"recipe_studio.{name}" for name in unused_here}
    held = [
        name
        for name in seen["modules"]
        if name in unused or name.split(".")[0] in unused or name.rsplit(".", 1)[0] in unused
    ]
    assert held == []
    # The source of the ~200 modules imported (read by PySide6 on import) is not kept.
    assert len(seen["modules"]) > 150
    assert seen["sources"] < 50


def test_the_window_wears_the_app_icon_at_every_drawn_size(qapp: Any) -> None:
    from PySide6.QtCore import QSize

    from recipe_studio.gui.start.app import set_window_icon

    set_window_icon(qapp)
    icon = qapp.windowIcon()
    assert sorted(size.width() for size in icon.availableSizes()) == [16, 32, 48, 64, 128, 256, 512]
    pixmap = icon.pixmap(QSize(64, 64))
    assert not pixmap.isNull()
    assert pixmap.toImage().pixelColor(32, 32).alpha() > 0  # the picture, not a blank
