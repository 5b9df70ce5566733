"""Move modules to new packages and rewrite every reference to them, repository-wide.

    python scripts/move_modules.py            # move what is still in its old place
    python scripts/move_modules.py --check    # list what would change, change nothing

The table :data:`MOVES` says where each module goes (old dotted name → new dotted name).
For each move still to do, the file is moved with ``git mv`` (its history follows), and
in every tracked text file each reference is rewritten:

* dotted names: ``recipe_studio.gui.session`` (imports, ``:mod:`` roles, monkeypatch
  targets, ``importlib`` strings), matched whole — ``recipe_studio.gui.session_view`` is
  not ``recipe_studio.gui.session``;
* ``from recipe_studio.gui import session`` (a module imported from its package);
* paths: ``recipe_studio/gui/session.py`` and the short ``gui/session.py`` in docs,
  comments and the translations' ``<location filename=...>``.

It is idempotent: a module already in its new place is not moved again, and a reference
already rewritten no longer matches. So it can be run again on a branch that gained new
references to old places (a merge), and rewrites only those.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Rooms of the GUI, each named after what a person sees (docs/architecture.md).
ROOMS: dict[str, list[str]] = {
    "start": ["app", "startup", "single_instance", "activation", "gc_policy", "module_sources"],
    "window": [
        "main_window",
        "window_frame",
        "window_parts",
        "actions",
        "undo_menu",
        "problems_panel",
        "tour",
        "about",
        "preferences",
    ],
    "welcome": ["welcome", "opening", "first_run", "recent"],
    "editor": [
        "editor",
        "session_view",
        "tab_style",
        "params_section",
        "param_delegate",
        "steps_view",
        "manifest_preview",
        "recipe_tools",
        "catalog_choice",
        "save_flow",
    ],
    "sharing": ["use_elsewhere", "add_to_apps", "import_export", "import_job", "import_report"],
    "library": ["library_model", "library_panel", "library_flows", "outside_changes", "selection"],
    "versions": ["versions_dialog", "trash_dialog", "change_words"],
    "recipe": [
        "session",
        "open_recipes",
        "step_edits",
        "undo_steps",
        "steps_model",
        "params_model",
        "steps_mime",
    ],
    "fields": [
        "tokens",
        "token_edit",
        "value_editor_base",
        "value_editors",
        "pieces_delegate",
        "inspector.tool_picker",
    ],
}

MOVES: dict[str, str] = {
    f"recipe_studio.gui.{old}": f"recipe_studio.gui.{room}.{old.rsplit('.', 1)[-1]}"
    for room, olds in ROOMS.items()
    for old in olds
}

TEXT_SUFFIXES = {".py", ".md", ".ts", ".toml", ".spec", ".txt", ".yml", ".yaml", ".cfg", ".ps1"}


def module_path(dotted: str) -> Path:
    return ROOT / (dotted.replace(".", "/") + ".py")


def tracked_files() -> list[Path]:
    out = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode("utf-8")
    return [ROOT / name for name in out.split("\0") if name]


def rewrites() -> list[tuple[re.Pattern[str], str]]:
    """(pattern, replacement) for every move, longest old names first."""
    found: list[tuple[re.Pattern[str], str]] = []
    for old, new in sorted(MOVES.items(), key=lambda item: -len(item[0])):
        old_pkg, old_name = old.rsplit(".", 1)
        new_pkg = new.rsplit(".", 1)[0]
        # A module named like its room (gui.editor → gui.editor.editor): its old name is
        # the room's package, which the room's modules' new names start with.
        inside = [n.rsplit(".", 1)[-1] for n in MOVES.values() if n.rsplit(".", 1)[0] == old]
        names = "|".join(inside)
        room = rf"(?!\.(?:{names})\b)(?! import (?:{names})\b)" if inside else ""
        found.append((re.compile(rf"(?<![\w.]){re.escape(old)}(?![\w]){room}"), new))
        found.append(
            (
                re.compile(rf"\bfrom {re.escape(old_pkg)} import {old_name}\b(?!\s*,)"),
                f"from {new_pkg} import {old_name}",
            )
        )
        old_file, new_file = old.replace(".", "/") + ".py", new.replace(".", "/") + ".py"
        found.append((re.compile(rf"(?<![\w/]){re.escape(old_file)}\b"), new_file))
        short_old, short_new = (
            old_file.removeprefix("recipe_studio/"),
            new_file.removeprefix("recipe_studio/"),
        )
        found.append((re.compile(rf"(?<![\w/]){re.escape(short_old)}\b"), short_new))
    return found


def move_files(check: bool) -> list[str]:
    moved = []
    for old, new in MOVES.items():
        source, target = module_path(old), module_path(new)
        if not source.exists() or target.exists():
            continue
        moved.append(f"{old} -> {new}")
        if check:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        init = target.parent / "__init__.py"
        if not init.exists():
            room = target.parent.name
            init.write_text(f'"""The {room} room of the GUI (see docs/architecture.md)."""\n')
            subprocess.run(["git", "add", str(init)], cwd=ROOT, check=True)
        subprocess.run(["git", "mv", str(source), str(target)], cwd=ROOT, check=True)
    return moved


def rewrite_references(check: bool) -> list[str]:
    changed = []
    patterns = rewrites()
    for path in tracked_files():
        if path.suffix not in TEXT_SUFFIXES or not path.exists() or path == Path(__file__):
            continue
        text = path.read_text(encoding="utf-8")
        new = text
        for pattern, replacement in patterns:
            new = pattern.sub(replacement, new)
        if new != text:
            changed.append(str(path.relative_to(ROOT)))
            if not check:
                path.write_text(new, encoding="utf-8", newline="")
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="say what would change")
    args = parser.parse_args(argv)
    moved = move_files(args.check)
    changed = rewrite_references(args.check)
    for line in moved:
        print(f"move  {line}")
    for line in changed:
        print(f"edit  {line}")
    return 1 if args.check and (moved or changed) else 0


if __name__ == "__main__":
    sys.exit(main())
