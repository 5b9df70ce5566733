"""Screenshots of each view for the README and the user guide (docs/images/*.png).

Runs offscreen (or under Xvfb with QT_QPA_PLATFORM=xcb) on a private temporary Studio
home, so the pictures always show the current app:

    .venv/bin/python scripts/screenshots.py [--out docs/images] [--language fr] [--size 1024x700]

The welcome page comes first (nothing open), then the main window with a recipe open.
A ``--size`` other than the default adds it to the file names (``main-window-1024x700.png``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QWidget

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SIZE = "1280x800"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=str(ROOT / "docs" / "images"))
    parser.add_argument("--language", default="en")
    parser.add_argument("--no-run", action="store_true", help="skip the test-run screenshot")
    parser.add_argument("--size", default=DEFAULT_SIZE, help="window size, WIDTHxHEIGHT")
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.lower().split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="rs-shots-")
    os.environ["RECIPE_STUDIO_HOME"] = home
    sys.path.insert(0, str(ROOT))

    from PySide6.QtCore import QTimer

    from recipe_studio.core.settings import Settings, save_settings
    from recipe_studio.gui.start.app import make_app

    save_settings(Settings(language=args.language))
    app = make_app()
    from PySide6.QtCore import QCoreApplication

    def named(example: str) -> str:  # the examples come in named in the UI language
        return QCoreApplication.translate("Examples", example)

    save_settings(
        Settings(language=args.language, recent=[named("Morning brief"), named("Time check")])
    )
    from recipe_studio.gui.welcome.first_run import add_examples
    from recipe_studio.gui.window.main_window import MainWindow

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if args.size == DEFAULT_SIZE else f"-{width}x{height}"
    suffix += "" if args.language == "en" else f"-{args.language}"
    shots: list[str] = []

    def grab(widget: QWidget, name: str) -> None:
        for _ in range(5):
            app.processEvents()
        path = out / f"{name}{suffix}.png"
        widget.grab().save(str(path))
        shots.append(path.name)

    window = MainWindow()
    window.resize(width, height)
    add_examples(window.parts.library)
    window.frame.library_panel.refresh()
    window.show()
    grab(window, "welcome")
    window.frame.library_panel.select(named("Morning brief"))
    app.processEvents()
    view = window.current_view()
    assert view is not None, "the example recipes did not open"
    view.editor.select_step(2)
    grab(window, "main-window")

    view.setCurrentWidget(view.preview)
    grab(window, "manifest-preview")
    view.setCurrentWidget(view.editor)

    session = window.current
    assert session is not None
    session.set_argument(2, ("body",), "Hello ${nobody}")
    session.validate_now()
    window.frame.problems_dock.raise_()
    grab(window, "problems")
    session.undo_stack.undo()

    from recipe_studio.gui.fields.tool_picker import ToolPickerDialog

    picker = ToolPickerDialog(session.catalog, "create_note", window)
    picker.show()
    grab(picker, "tool-picker")
    picker.close()

    from recipe_studio.gui.run.connections_dialog import ConnectionsDialog

    connections = ConnectionsDialog(window.parts.runs.connections, lambda name: None, window)
    connections.show()
    grab(connections, "connections")
    connections.close()

    if not args.no_run:
        from recipe_studio.gui.run.confirm_dialog import ConfirmDialog
        from recipe_studio.gui.run.params_dialog import ParamsDialog

        ConfirmDialog.exec = lambda self: 1  # type: ignore[method-assign]
        ParamsDialog.exec = lambda self: (
            setattr(self, "values", {"timezone": "Europe/Paris"}),
            1,
        )[1]  # type: ignore[method-assign]
        window.parts.runs.run_all()
        wait_until(app, lambda: not window.parts.runs.running, 60)
        window.frame.run_dock.raise_()
        view.editor.select_step(0)
        grab(window, "test-run")

        from recipe_studio.core.checks import Check

        first, second = (step.uid for step in session.document.steps[:2])
        from recipe_studio.gui.run.reports import set_checks

        set_checks(session, first, [Check(kind="present", path=("date",))], "check")
        set_checks(session, second, [Check(kind="min_items", path=("notes",), value=5)], "check")
        window.parts.runs.rehearse()
        wait_until(app, lambda: not window.parts.runs.running, 60)
        view.editor.select_step(2)
        tree = window.parts.runs.panel.tree
        for row in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(row)
            if item is not None:  # the step that was not sent, open
                item.setExpanded(row == 2)
        grab(window, "rehearsal")
        view.editor.select_step(1)
        grab(window, "checks")
        session.undo_stack.setClean()  # (the checks were for the pictures: nothing to save)

    window.close()
    app.processEvents()
    (out / f"index{suffix}.json").write_text(json.dumps(shots, indent=1) + "\n", encoding="utf-8")
    print(f"{len(shots)} screenshots in {out}")
    QTimer.singleShot(0, app.quit)
    return 0


def wait_until(app: object, done: Callable[[], bool], seconds: float) -> None:
    import time

    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.02)
    if not done():
        raise SystemExit(
            "the test run did not finish in time: " + str(getattr(app, "last_status", ""))
        )


if __name__ == "__main__":
    raise SystemExit(main())
