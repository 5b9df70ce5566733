"""The double-click path from source: the menu entry's Exec line on a recipe file.

A file manager runs ``recipe-studio gui FILE`` for a double-clicked ``.recipe.json``; the
app imports the file into the library. ``--quit-after-start`` must still quit even though
the import shows its report (a modal box), so the bundle test can run the same line.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from typing import TYPE_CHECKING

from packaging_support import PACKAGING, desktop_exec, library_names

from recipe_studio.core.paths import resources_dir

if TYPE_CHECKING:
    from pathlib import Path

SOURCE_APP = [sys.executable, "-m", "recipe_studio"]


def test_exec_line_with_a_recipe_imports_it_and_quits(tmp_path: Path) -> None:
    recipe = tmp_path / "Downloads" / "time-check.recipe.json"
    recipe.parent.mkdir()
    shutil.copy2(resources_dir() / "examples" / "time-check.recipe.json", recipe)
    command = desktop_exec(PACKAGING / "linux" / "recipe-studio.desktop", [recipe])
    assert command == ["recipe-studio", "gui", str(recipe)]
    home = tmp_path / "studio-home"
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env |= {
        "QT_QPA_PLATFORM": "offscreen",
        "RECIPE_STUDIO_HOME": str(home),
        "HOME": str(tmp_path / "user"),
        "XDG_CONFIG_HOME": str(tmp_path / "user" / ".config"),
    }
    done = subprocess.run(
        [*SOURCE_APP, "--quit-after-start", *command[1:]],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,  # it used to wait on the import's report box for ever
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert library_names(SOURCE_APP, home) == ["Time check"]
    assert recipe.is_file()  # the user's file stays where it was
