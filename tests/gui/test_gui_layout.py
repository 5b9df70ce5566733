"""The window fits: usable at 1024×700 and comfortable at 1280×800 in
English, French and Turkish: no button whose text is cut, at least eight step rows, a
parameters area as tall as its rows or folded, and a tour box that holds its text."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

import pytest
from gui_support import CATALOG, CHAIN
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QCommandLinkButton,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionToolButton,
    QToolButton,
    QWidget,
)

from recipe_studio.core.paths import resources_dir
from recipe_studio.core.profiles import get_profile
from recipe_studio.gui.i18n import install_translations
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from collections.abc import Iterator

    from recipe_studio.core.library import Library

LANGUAGES = ["en", "fr", "tr"]


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code = request.param
    if code != "en":
        assert (resources_dir() / "translations" / f"recipe_studio_{code}.qm").exists()
    assert install_translations(qapp, code) == code
    yield code
    install_translations(qapp, "en")


@pytest.fixture
def make_window(qtbot: Any, library: Library, no_leaked_windows: None) -> Any:
    """A window made after the language is chosen (its texts are read when it is built)."""

    def make(width: int, height: int) -> MainWindow:
        window = MainWindow(library)
        qtbot.addWidget(window, before_close_func=drop_changes)
        window.resize(width, height)
        window.show()
        qtbot.waitExposed(window)
        settle()
        return window

    return make


def drop_changes(window: MainWindow) -> None:
    for session in window.parts.recipes.sessions:
        session.undo_stack.setClean()


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def long_recipe(steps: int = 20, params: int = 1) -> Any:
    manifest = copy.deepcopy(CHAIN)
    manifest["name"] = "Long"
    manifest["params"] = [
        {"name": f"p{i}", "type": "string", "default": "x"} for i in range(params)
    ]
    manifest["steps"] = [{"tool": "echo", "args": {"value": f"step {i}"}} for i in range(steps)]
    return get_profile("macos").read(manifest).recipe


def open_long(window: MainWindow, steps: int = 20, params: int = 1) -> Any:
    session = window.open_recipe(long_recipe(steps, params), "macos")
    session.set_catalog(CATALOG)
    view = window.current_view()
    assert view is not None
    view.editor.select_step(0)
    settle()
    return view.editor


def visible_rows(view: Any) -> int:
    """Step rows wholly inside the table's viewport."""
    viewport = view.viewport().rect()
    count = 0
    for row in range(view.model().rowCount()):
        rect = view.visualRect(view.model().index(row, 0))
        if (
            rect.isValid()
            and viewport.contains(rect.topLeft())
            and rect.bottom() <= viewport.bottom()
        ):
            count += 1
    return count


def text_room(button: QAbstractButton) -> int:
    """The width the style leaves for the button's text (what it draws it in)."""
    style = button.style()
    if isinstance(button, QCheckBox | QRadioButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        element = (
            QStyle.SubElement.SE_CheckBoxContents
            if isinstance(button, QCheckBox)
            else QStyle.SubElement.SE_RadioButtonContents
        )
        return style.subElementRect(element, option, button).width()
    if isinstance(button, QCommandLinkButton):  # the title follows the arrow icon
        return button.width() - button.iconSize().width() - 20
    if isinstance(button, QPushButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        room = style.subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).width()
        if button.menu() is not None:
            room -= style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, option, button)
        if not button.icon().isNull():
            room -= button.iconSize().width() + 4
        return room
    assert isinstance(button, QToolButton), type(button)
    tool_option = QStyleOptionToolButton()
    button.initStyleOption(tool_option)
    rect = style.subControlRect(
        QStyle.ComplexControl.CC_ToolButton, tool_option, QStyle.SubControl.SC_ToolButton, button
    )
    frame = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, tool_option, button)
    room = rect.width() - 2 * frame
    if (
        button.menu() is not None
        and button.popupMode() != QToolButton.ToolButtonPopupMode.MenuButtonPopup
    ):
        room -= style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, tool_option, button)
    if (
        not button.icon().isNull()
        and button.toolButtonStyle() != Qt.ToolButtonStyle.ToolButtonTextOnly
    ):
        room -= button.iconSize().width() + 4
    return room


def cut_buttons(window: QWidget) -> list[str]:
    """Every shown button whose text does not fit in the room its style gives it."""
    cut = []
    for button in window.findChildren(QAbstractButton):
        text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        if not text or not button.isVisibleTo(window):
            continue
        font = button.font()
        if isinstance(button, QCommandLinkButton):
            font.setBold(True)
        from PySide6.QtGui import QFontMetrics

        needed = QFontMetrics(font).horizontalAdvance(text)
        room = text_room(button)
        if needed > room:
            cut.append(f"{type(button).__name__} {text!r}: {needed} px in {room} px")
    return cut


def cut_headings(window: QWidget) -> list[str]:
    """Every shown table heading whose text does not fit its column (a heading that may
    wrap must fit word by word)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QHeaderView

    cut = []
    for header in window.findChildren(QHeaderView):
        if header.orientation() != Qt.Orientation.Horizontal or not header.isVisibleTo(window):
            continue
        margins = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
        wraps = bool(header.defaultAlignment() & Qt.TextFlag.TextWordWrap)
        for section in range(header.count()):
            text = str(header.model().headerData(section, Qt.Orientation.Horizontal) or "")
            if not text or header.isSectionHidden(section):
                continue
            pieces = text.split() if wraps else [text]
            needed = max(header.fontMetrics().horizontalAdvance(p) for p in pieces) + margins
            if needed > header.sectionSize(section):
                cut.append(f"{text!r}: {needed} px in {header.sectionSize(section)} px")
    return cut


def test_the_window_fits_1024_by_700_with_a_recipe_open(language: str, make_window: Any) -> None:
    window = make_window(1024, 700)
    editor = open_long(window)
    assert (window.width(), window.height()) == (1024, 700)  # nothing forces it wider
    assert cut_buttons(window) == []
    assert cut_headings(window) == []
    assert visible_rows(editor.steps_view) >= 8
    # The inspector is narrow here: each argument's name goes above its field, which
    # then has room for a sentence, not a word.
    from recipe_studio.gui.inspector.form import ArgRow

    rows = [row for row in editor.inspector.findChildren(ArgRow) if row.isVisible()]
    assert rows
    for row in rows:
        assert row.label.geometry().bottom() <= row.stack.geometry().top()
        assert row.stack.width() >= 180  # (beside its name it had about 110 px)
    # One parameter: its row is whole, not behind a scroll bar.
    params = editor.params_view
    row = params.visualRect(params.model().index(0, 0))
    assert row.isValid()
    assert row.bottom() <= params.viewport().rect().bottom()


def test_the_welcome_page_fits_1024_by_700(language: str, make_window: Any) -> None:
    window = make_window(1024, 700)
    assert window.parts.stack.currentWidget() is window.parts.welcome
    assert (window.width(), window.height()) == (1024, 700)
    assert cut_buttons(window) == []


def test_the_library_more_menu_keeps_every_action(language: str, make_window: Any) -> None:
    window = make_window(1024, 700)
    panel = window.frame.library_panel
    texts = [a.text() for a in panel.more_menu.actions() if not a.isSeparator()]
    assert len(texts) == 5  # duplicate, rename, trash, export, show the trash
    assert panel.view.actions()[:3] == panel.more_menu.actions()[:3]  # also right-click


def test_comfortable_at_1280_by_800(make_window: Any) -> None:
    window = make_window(1280, 800)
    editor = open_long(window, params=3)
    assert cut_buttons(window) == []
    assert visible_rows(editor.steps_view) >= 10
    assert visible_rows(editor.params_view) == 3


def test_the_parameters_grow_with_their_rows_then_scroll_or_fold(make_window: Any) -> None:
    window = make_window(1024, 700)
    editor = open_long(window, params=1)
    one = editor.params_view.height()
    steps_with_one = visible_rows(editor.steps_view)
    editor.add_param()
    editor.params_view.closePersistentEditor(editor.params_view.currentIndex())
    editor.add_param()
    editor.params_view.closePersistentEditor(editor.params_view.currentIndex())
    settle()
    assert editor.params_view.height() > one  # it grew, as far as the steps leave room
    assert visible_rows(editor.params_view) >= 2
    assert visible_rows(editor.steps_view) >= 8
    for _ in range(6):
        editor.add_param()
    settle()
    assert visible_rows(editor.params_view) >= 2  # then it scrolls
    assert editor.params_view.verticalScrollBar().isVisible()
    assert visible_rows(editor.steps_view) >= 8
    editor.params.toggle.click()  # fold: the steps get the room
    settle()
    assert not editor.params_view.isVisible()
    assert visible_rows(editor.steps_view) > steps_with_one
    assert "9" in editor.params.toggle.text()  # still says how many there are


def test_a_recipe_without_parameters_opens_them_folded(make_window: Any) -> None:
    window = make_window(1024, 700)
    editor = open_long(window, params=0)
    assert not editor.params.is_expanded()
    assert editor.params.add_button.isVisible()  # adding one is a click away
    editor.params.add_button.click()
    settle()
    assert editor.params.is_expanded()
    assert editor.params_view.model().rowCount() == 1
    assert editor.params_view.currentIndex() != QModelIndex()


def test_the_tour_box_fits_each_stops_text(language: str, make_window: Any) -> None:
    window = make_window(1024, 700)
    open_long(window)
    window.start_tour()
    tour = window.tour
    try:
        for stop in range(len(tour.stops)):
            tour.go(stop)
            settle()
            label = tour.text
            assert label.height() >= label.heightForWidth(label.width()), stop
            assert tour.height() >= tour.minimumSizeHint().height(), stop
            assert tour.width() <= window.width()
            assert cut_buttons(tour) == []
    finally:
        tour.close()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_run_tab_makes_room_for_results_and_the_steps_keep_theirs(
    make_window: Any, size: tuple[int, int]
) -> None:
    window = make_window(*size)
    editor = open_long(window)
    before = window.frame.run_dock.height()
    window.frame.run_dock.raise_()
    settle()
    assert window.frame.run_dock.height() > before
    assert visible_rows(editor.steps_view) >= 8
    assert (window.width(), window.height()) == size
