"""Texts that were cut or drawn wrong at 1024×700, each on the real
widgets in the language where it was seen: "Attendr…", "Avertiss…", "Ola…", the "Édition"
tab drawn as "Edition", "Özel" drawn as "Ozel", headings after Duplicate, and the trash
opened from the welcome page opening a recipe."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

import pytest
from gui_support import CATALOG, CUSTOM, open_manifest, shown_view
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QStyle, QWidget
from test_gui_layout import cut_headings

from recipe_studio.core.profiles import get_profile
from recipe_studio.gui.i18n import install_translations
from recipe_studio.gui.recipe.steps_model import COL_EFFECT, COL_STEP
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from collections.abc import Iterator

    from PySide6.QtGui import QImage

    from recipe_studio.core.library import Library


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    install_translations(qapp, "fr")
    yield
    install_translations(qapp, "en")


@pytest.fixture
def turkish(qapp: QApplication) -> Iterator[None]:
    install_translations(qapp, "tr")
    yield
    install_translations(qapp, "en")


def shown_window(qtbot: Any, library: Library) -> MainWindow:
    window = MainWindow(library)
    qtbot.addWidget(
        window,
        before_close_func=lambda w: [s.undo_stack.setClean() for s in w.parts.recipes.sessions],
    )
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


def cell_fits(view: Any, row: int, column: int) -> bool:
    """The cell's words and icon fit its column (nothing is shortened with "…")."""
    index = view.model().index(row, column)
    text = str(index.data() or "")
    icon = (
        view.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        if index.data(Qt.ItemDataRole.DecorationRole) is not None
        else 0
    )
    margins = 3 * view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 4
    return bool(
        view.fontMetrics().horizontalAdvance(text) + icon + margins <= view.columnWidth(column)
    )


def test_wait_steps_and_unknown_tools_are_not_cut_in_the_steps_table(
    qtbot: Any, library: Library, no_leaked_windows: None, french: None
) -> None:
    window = shown_window(qtbot, library)
    manifest = {"name": "Cut", "steps": [{"wait": 12}, {"tool": "mystery_tool", "args": {}}]}
    open_manifest(window, manifest)
    view = shown_view(window).editor.steps_view
    assert view.model().index(0, COL_STEP).data() == "Attendre 12 s"
    assert cell_fits(view, 0, COL_STEP)
    assert view.model().index(1, COL_EFFECT).data() == "Peut-être"
    assert cell_fits(view, 1, COL_EFFECT)
    tip = view.model().index(1, COL_EFFECT).data(Qt.ItemDataRole.ToolTipRole)
    assert "catalogue" in tip


def test_the_effect_word_fits_in_turkish(
    qtbot: Any, library: Library, no_leaked_windows: None, turkish: None
) -> None:
    window = shown_window(qtbot, library)
    open_manifest(window, {"name": "Cut", "steps": [{"tool": "mystery_tool", "args": {}}]})
    view = shown_view(window).editor.steps_view
    assert str(view.model().index(0, COL_EFFECT).data()).startswith("Olabilir")
    assert cell_fits(view, 0, COL_EFFECT)


def test_the_problems_severity_is_not_cut_in_french(
    qtbot: Any, library: Library, no_leaked_windows: None, french: None
) -> None:
    window = shown_window(qtbot, library)
    open_manifest(window, {"name": "Cut", "steps": [{"wait": 100000}]})  # a warning
    view = window.parts.problems.view
    rows = [view.model().index(r, 0).data() for r in range(view.model().rowCount())]
    assert "Avertissement" in rows
    assert all(cell_fits(view, r, 0) for r in range(view.model().rowCount()))


def drawn(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def test_an_unselected_tab_keeps_the_accent_of_its_first_letter(
    qtbot: Any, library: Library, no_leaked_windows: None, french: None
) -> None:
    window = shown_window(qtbot, library)
    open_manifest(window, {"name": "Cut", "steps": []})
    view = shown_view(window)
    view.setCurrentWidget(view.preview)  # "Édition" is the unselected tab
    bar = view.tabBar()
    assert bar.tabText(0) == "Édition"
    with_accent = drawn(bar)
    bar.setTabText(0, "Edition")
    without = drawn(bar)
    bar.setTabText(0, "Édition")
    assert with_accent != without  # the accent is drawn, not cut off


def test_a_field_message_starting_with_o_umlaut_is_drawn_whole(
    qtbot: Any, library: Library, no_leaked_windows: None, turkish: None
) -> None:
    window = shown_window(qtbot, library)
    manifest = copy.deepcopy(CUSTOM)
    manifest["steps"][2]["arguments"]["value"] = "Hi ${who}"
    open_manifest(window, manifest, profile="custom-tool", catalog=CATALOG)
    editor = shown_view(window).editor
    editor.select_step(2)
    QApplication.processEvents()
    form = editor.inspector.form
    assert form is not None
    row = form.row_for(("value",))
    assert row is not None
    message: QLabel = row.message
    assert "Özel araçlar" in message.text()
    assert message.height() >= message.heightForWidth(message.width())  # every line shown
    shown = drawn(message)
    text = message.text()
    message.setText(text.replace("Özel", "Ozel"))
    assert drawn(message) != shown  # the dots of Ö are drawn
    message.setText(text)


@pytest.mark.parametrize("how", ["recipe", "step"])
def test_headings_after_duplicate_fit_and_do_not_overlap(
    qtbot: Any, library: Library, no_leaked_windows: None, french: None, how: str
) -> None:
    from recipe_studio.gui.editor.steps_view import _lines

    manifest = {
        "name": "Dup",
        "description": "d",
        "steps": [
            {"tool": "get_datetime", "args": {}},
            {"tool": "create_note", "args": {"note_name": "x", "body": "y"}},
        ],
    }
    recipe = get_profile("macos").read(manifest).recipe
    library.save("macos", recipe, draft="auto")
    window = shown_window(qtbot, library)
    window.frame.library_panel.refresh()
    window.frame.library_panel.select("Dup")
    QApplication.processEvents()
    if how == "recipe":
        entry = window.frame.library_panel.current_entry()
        assert entry is not None
        window.parts.flows.duplicate(entry)
    else:
        editor = shown_view(window).editor
        editor.select_step(0)
        for _ in range(6):
            editor.duplicate_selected()
    QApplication.processEvents()
    assert cut_headings(window) == []
    view = shown_view(window).editor.steps_view
    header = view.horizontalHeader()
    metrics = header.fontMetrics()
    em = view.fontMetrics().horizontalAdvance("M")
    lines = max(
        _lines(
            metrics,
            str(view.model().headerData(c, Qt.Orientation.Horizontal)),
            view.columnWidth(c) - em,
        )
        for c in range(view.model().columnCount())
        if not view.isColumnHidden(c)
    )
    assert lines <= 2
    assert header.height() >= metrics.lineSpacing() * lines  # no heading drawn over another


def test_the_trash_opened_from_the_welcome_page_opens_no_recipe(
    qtbot: Any, library: Library, no_leaked_windows: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("Alpha", "Beta"):
        recipe = get_profile("macos").read({"name": name, "steps": []}).recipe
        library.save("macos", recipe, draft="auto")
    window = shown_window(qtbot, library)
    window.frame.library_panel.refresh()
    QApplication.processEvents()
    assert window.current is None  # the welcome page
    from recipe_studio.gui.versions.trash_dialog import TrashDialog

    def closed_at_once(dialog: TrashDialog) -> int:
        return 0

    monkeypatch.setattr(TrashDialog, "exec", closed_at_once)
    window.frame.library_panel.more_button.setFocus()
    window.frame.menu_actions["trash"].trigger()
    # The dialog closes; the focus comes back to the window's list.
    window.frame.library_panel.view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
    QApplication.processEvents()
    assert window.current is None
    assert not window.frame.library_panel.view.currentIndex().isValid()


def test_the_run_status_fits_at_1024_in_french_and_the_arguments_keep_room(
    qtbot: Any, library: Library, no_leaked_windows: None, french: None
) -> None:
    from recipe_studio.gui.recipe.steps_model import COL_ARGS, COL_OPTIONAL, COL_STATUS

    window = shown_window(qtbot, library)
    session = open_manifest(
        window, {"name": "Run", "steps": [{"tool": "get_datetime", "args": {}}, {"wait": 2}]}
    )
    view = shown_view(window).editor.steps_view
    assert view.isColumnHidden(COL_STATUS)
    state = session.run_state
    state.begin([step.uid for step in session.document.steps], 0, 2)
    state.confirming(True)
    QApplication.processEvents()
    assert not view.isColumnHidden(COL_STATUS)
    assert view.model().index(0, COL_STATUS).data() == "À confirmer"
    assert cell_fits(view, 0, COL_STATUS)
    assert view.isColumnHidden(COL_OPTIONAL)  # (its place, at this width; the inspector says it)
    assert view.columnWidth(COL_ARGS) >= view.fontMetrics().horizontalAdvance("M") * 8
    assert not view.horizontalScrollBar().isVisible()
    assert cut_headings(window) == []
