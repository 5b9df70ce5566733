"""GUI editing benchmark: one edit's cost with 100 vs 10,000 steps open (not a test).

Run: ``.venv/bin/python bench/gui.py [--profile [--steps=N] [--warnings|--everywhere]]``. Offscreen,
one run. A recipe of 100 steps and one of 10,000 steps are each open in a shown
:class:`MainWindow` (a step selected, so the inspector shows it), and this times:

- *argument edit*: ``EditorSession.set_argument`` on a step in the middle;
- *step move*: ``EditorSession.move_steps`` of one step two rows up (50 -> 48), then back,
  with the rows on screen (step 50 refers to step 48, so a reference is rewritten too);
- *late move*: the same short move 50 rows before the end (9,950 -> 9,948 of 10,000);

each including re-validation (``validate_now``) and the view update
(``QApplication.processEvents``). Prints the median milliseconds of the repetitions and
the ratio 10,000 / 100 for each (target <= 2: the cost does not follow the length), for
a recipe without problems, then for the same recipes with a warning on every 4th step
(the problem list then has 2,500 entries), and with a warning on every tool step (a
catalog without any of the recipe's tools: 7,500 entries). An edit passes on only the
problems of the steps it changed, so the ratio should stay near 1 in all three.
``--profile`` prints where the time goes (cProfile), for 10,000 steps or ``--steps=100``,
without problems, with ``--warnings`` (every 4th step) or ``--everywhere``.
"""

from __future__ import annotations

import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("RECIPE_STUDIO_HOME", tempfile.mkdtemp(prefix="bench-gui-home-"))

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.library import Library
from recipe_studio.core.profiles import get_profile
from recipe_studio.gui.window.main_window import MainWindow

REPEAT = 31
SIZES = (100, 10_000)

# The same recipes and catalog as the validation benchmark, so the two can be compared.
sys.path.insert(0, str(Path(__file__).resolve().parent))
from validation import CATALOG, manifest  # noqa: E402

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.recipe.session import EditorSession

#: Without list_emails, and not complete: every list_emails step gets a warning.
PARTIAL = Catalog.from_tools(
    "bench (partial)",
    [t for t in CATALOG.tools.values() if t.name != "list_emails"],
    complete=False,
)

#: With none of the recipe's tools (an empty catalog checks nothing, so it has another
#: one), and not complete: every tool step (3 of 4) gets a warning.
FOREIGN = Catalog.from_tools("bench (foreign)", [ToolInfo(name="play_music")], complete=False)


def median_ms(fn: Callable[[], object], repeat: int = REPEAT) -> float:
    fn()  # warm up
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e3


class Bench:
    """One recipe open in a shown window, with the edits to time."""

    def __init__(self, window: MainWindow, steps: int, catalog: Catalog) -> None:
        profile = get_profile("macos")
        self.session: EditorSession = window.open_recipe(
            profile.read(manifest(steps)).recipe, "macos"
        )
        self.session.set_catalog(catalog)
        self.session.validate_now()
        view = window.current_view()
        assert view is not None
        self.editor = view.editor
        self.target = (steps // 2) // 4 * 4 + 1  # a list_emails step in the middle
        self.editor.select_step(self.target)
        QApplication.processEvents()
        self.counter = 0
        self.moved = False

    def settle(self) -> None:
        self.session.validate_now()
        QApplication.processEvents()

    def edit_argument(self) -> None:
        self.counter += 1
        self.session.set_argument(self.target, ("limit",), self.counter % 40 + 1)
        self.settle()

    def show_move(self, row: int = 50) -> None:
        """Select a step next to the moved ones, so they are on screen at every size."""
        self.move_row = row
        self.moved = False
        self.editor.select_step(row - 1)
        QApplication.processEvents()

    def move_step(self) -> None:
        # row -> row - 2, then back, so every repetition is the same short move.
        row = self.move_row
        if self.moved:
            self.session.move_steps([row - 2], row + 1)
        else:
            self.session.move_steps([row], row - 2)
        self.moved = not self.moved
        self.settle()


def run(window: MainWindow, catalog: Catalog) -> dict[int, Bench]:
    """Open both sizes with ``catalog``, time both edits, print the table."""
    results: dict[str, dict[int, float]] = {
        "argument edit": {},
        "step move": {},
        "late move": {},
    }
    benches: dict[int, Bench] = {}
    for steps in SIZES:
        bench = benches[steps] = Bench(window, steps, catalog)
        window.show_session(bench.session)
        QApplication.processEvents()
        results["argument edit"][steps] = median_ms(bench.edit_argument)
        bench.show_move()
        results["step move"][steps] = median_ms(bench.move_step)
        bench.show_move(steps - 50)
        results["late move"][steps] = median_ms(bench.move_step)
    for label, times in results.items():
        small, large = times[SIZES[0]], times[SIZES[1]]
        print(
            f"{label:>13}: {small:7.3f} ms at {SIZES[0]:,} steps, "
            f"{large:7.3f} ms at {SIZES[1]:,} steps; ratio {large / small:.2f}"
        )
    return benches


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = tempfile.mkdtemp(prefix="bench-gui-settings-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, settings)
    window = MainWindow(Library(Path(tempfile.mkdtemp(prefix="bench-gui-lib-"))))
    window.show()
    app.processEvents()

    print("No problems (target: ratio <= 2)")
    clean = run(window, CATALOG)
    print("A warning on every 4th step (list_emails is not in a partial catalog)")
    warned = run(window, PARTIAL)
    print("A warning on every tool step (3 of 4; the catalog lacks all three tools)")
    everywhere = run(window, FOREIGN)

    if "--profile" in sys.argv:
        steps = next((int(a[8:]) for a in sys.argv if a.startswith("--steps=")), SIZES[-1])
        if "--everywhere" in sys.argv:
            bench = everywhere[steps]
        else:
            bench = (warned if "--warnings" in sys.argv else clean)[steps]
        window.show_session(bench.session)
        bench.show_move()
        for label, fn in (("argument edit", bench.edit_argument), ("step move", bench.move_step)):
            profiler = cProfile.Profile()
            profiler.enable()
            for _ in range(REPEAT):
                fn()
            profiler.disable()
            print(f"\n--- {label}, {steps:,} steps, {REPEAT} repetitions ---")
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)

    for session in window.parts.recipes.sessions:
        session.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    main()
