"""The Qt item models pass pytest-qt's model tester, with data and after edits."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui_support import CATALOG, CHAIN, open_manifest, shown_view
from PySide6.QtCore import QPersistentModelIndex, Qt

from recipe_studio.core.library import Library
from recipe_studio.core.profiles import get_profile
from recipe_studio.gui.library.library_model import ENTRY_ROLE, LibraryListModel
from recipe_studio.gui.recipe.steps_model import COL_NUMBER
from recipe_studio.gui.window.problems_panel import PROBLEM_ROLE, ProblemsModel

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.gui.window.main_window import MainWindow


def test_steps_and_params_models(window: MainWindow, qtmodeltester: Any) -> None:
    session = open_manifest(window)
    editor = shown_view(window).editor
    qtmodeltester.check(editor.steps_model)
    qtmodeltester.check(editor.params_model)
    session.move_steps([0, 2], 5)
    session.add_param()
    session.remove_steps([1])
    session.add_wait_step(0)
    qtmodeltester.check(editor.steps_model)
    qtmodeltester.check(editor.params_model)
    while session.undo_stack.canUndo():
        session.undo_stack.undo()
    qtmodeltester.check(editor.steps_model)
    assert editor.steps_model.rowCount() == len(CHAIN["steps"])


def test_steps_model_persistent_indexes_follow_their_steps(window: MainWindow) -> None:
    """Every row's persistent index (selection, current row, editors) follows its step."""
    session = open_manifest(window)
    model = shown_view(window).editor.steps_model
    doc = session.document

    def persistent() -> list[tuple[QPersistentModelIndex, str]]:
        return [
            (QPersistentModelIndex(model.index(row, column)), doc.steps[row].uid)
            for row in range(model.rowCount())
            for column in (COL_NUMBER, 2)
        ]

    moves: list[tuple[list[int], int]] = [
        ([0, 1], 3),
        ([2], 0),
        ([0, 2, 4], 2),
        ([4], 0),
        ([1, 3], 5),
    ]
    for rows, before in moves:
        held = persistent()
        session.move_steps(rows, before)
        assert [doc.steps[p.row()].uid for p, _ in held] == [uid for _, uid in held], (rows, before)
        session.undo_stack.undo()
        assert [doc.steps[p.row()].uid for p, _ in held] == [uid for _, uid in held]


def test_params_model_persistent_indexes_follow_their_params(
    window: MainWindow, qtmodeltester: Any
) -> None:
    """The params table keeps its selection and editors through inserts, removals and
    moves, as the steps table does (it used to reset, which dropped them)."""
    session = open_manifest(
        window,
        {
            **CHAIN,
            "params": [
                {"name": "a", "type": "string"},
                {"name": "b", "type": "string"},
                {"name": "c", "type": "string"},
            ],
        },
    )
    model = shown_view(window).editor.params_model
    doc = session.document
    held = [(QPersistentModelIndex(model.index(row, 0)), doc.params[row].name) for row in (0, 2)]

    def followed() -> bool:
        return all(p.isValid() and doc.params[p.row()].name == name for p, name in held)

    session.move_param(0, 2)
    assert [p.name for p in doc.params] == ["b", "c", "a"]
    assert followed()
    session.move_param(2, 0)
    assert followed()
    session.add_param()
    assert followed()
    session.remove_param(1)  # "b": neither of the held ones
    assert followed()
    session.undo_stack.undo()
    assert followed()
    qtmodeltester.check(model)


def test_problems_model(window: MainWindow, qtmodeltester: Any) -> None:
    model = ProblemsModel()
    qtmodeltester.check(model)
    recipe = get_profile("macos").read({**CHAIN, "steps": [*CHAIN["steps"], {"wait": -1}]}).recipe
    session = window.open_recipe(recipe, "macos")
    session.set_catalog(CATALOG)
    first = session.validate_now()
    assert first
    model.set_problems(first)
    qtmodeltester.check(model)
    assert [model.index(r, 0).data(PROBLEM_ROLE) for r in range(model.rowCount())] == first
    session.set_argument(1, ("value",), "${nope}")
    session.set_profile("windows")
    second = session.validate_now()
    model.set_problems(second)
    qtmodeltester.check(model)
    assert [model.index(r, 0).data(PROBLEM_ROLE) for r in range(model.rowCount())] == second
    model.set_problems([])
    assert model.rowCount() == 0


def test_library_list_model(tmp_path: Path, qtmodeltester: Any) -> None:
    library = Library(tmp_path / "lib")
    model = LibraryListModel()
    qtmodeltester.check(model)
    profile = get_profile("macos")
    for name in ("Beta", "alpha", "Gamma"):
        library.save(profile, profile.read({**CHAIN, "name": name}).recipe)
    (library.root / "broken.json").write_text("{not json", encoding="utf-8")
    model.set_entries(library.entries())
    qtmodeltester.check(model)
    names = [model.index(r).data(ENTRY_ROLE).name for r in range(model.rowCount())]
    assert names[:3] == ["alpha", "Beta", "Gamma"]
    assert "cannot be opened" in model.index(3).data(Qt.ItemDataRole.DisplayRole)
    model.set_modified({"Beta"})
    assert "unsaved changes" in model.index(1).data(Qt.ItemDataRole.DisplayRole)
    qtmodeltester.check(model)


def test_problems_model_updates_in_place(qtmodeltester: Any) -> None:
    """Each new list is applied as row inserts, removals and changes, never a reset."""
    from recipe_studio.core.problems import Location, Severity
    from recipe_studio.core.problems import Problem as P

    def problem(step: int, name: str = "x") -> P:
        return P(
            "param_unknown", Severity.ERROR, Location(step=step, path=("v",)), (("name", name),)
        )

    base = [problem(i) for i in range(8)]
    model = ProblemsModel()
    model.set_problems(base)
    qtmodeltester.check(model)
    signals: list[str] = []
    model.modelReset.connect(lambda: signals.append("reset"))
    model.rowsInserted.connect(lambda _p, a, b: signals.append(f"insert {a}-{b}"))
    model.rowsRemoved.connect(lambda _p, a, b: signals.append(f"remove {a}-{b}"))
    model.dataChanged.connect(lambda a, b, _r: signals.append(f"change {a.row()}"))

    def apply(problems: list[Any]) -> list[str]:
        signals.clear()
        model.set_problems(problems)
        shown = [model.index(r, 0).data(PROBLEM_ROLE) for r in range(model.rowCount())]
        assert shown == problems
        assert all(a is b for a, b in zip(shown, problems, strict=True))
        return list(signals)

    assert apply(list(base)) == []
    assert apply(base[:3] + base[4:]) == ["remove 3-3"]
    assert apply(base) == ["insert 3-3"]
    assert apply([*base[:5], problem(5, "y"), *base[6:]]) == ["change 5"]
    assert apply(base) == ["change 5"]
    assert apply([problem(-1), *base]) == ["insert 0-0"]
    assert apply(base[::-1]) != []
    assert "reset" not in signals
    assert apply([]) == ["remove 0-7"]
