"""Titles, not identifiers, in English, French and Turkish; Qt's own dialogs translated;
numbers in the UI language's format.

Real widgets: a recipe of several built-in tools is opened in a real window; every text a
person sees in the inspector, the steps table and the run's confirmation is walked. An
identifier (``note_name``, ``create_note``) may only be behind a tooltip or the raw-JSON
toggle.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest
from gui_support import open_manifest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTextEdit,
    QWidget,
)

from recipe_studio.core.catalog import bundled_catalog
from recipe_studio.core.engine.plan import state_changing_steps
from recipe_studio.core.profiles import get_profile
from recipe_studio.gui.fields.tool_picker import ToolPickerDialog
from recipe_studio.gui.i18n import install_translations, ui_locale
from recipe_studio.gui.recipe.steps_model import COL_ARGS, COL_STEP
from recipe_studio.gui.run.confirm_dialog import ConfirmDialog
from recipe_studio.gui.run.result_items import short

if TYPE_CHECKING:
    from collections.abc import Iterator

    from recipe_studio.gui.window.main_window import MainWindow

IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")

#: Several built-in tools, with arguments of every kind a person fills in.
RECIPE = {
    "name": "Daily notes",
    "params": [{"name": "word", "type": "string", "default": "todo"}],
    "steps": [
        {"tool": "get_datetime", "args": {"timezone": "Europe/Paris"}},
        {"tool": "search_notes", "args": {"query": "${word}", "limit": 5}},
        {
            "tool": "create_note",
            "args": {
                "note_name": "Brief ${steps[0].result.date}",
                "body": "Found ${steps[1].result.count}",
                "if_exists": "append",
            },
        },
        {"tool": "update_note", "args": {"note_name": "Plan", "body": "more", "mode": "append"}},
        {"tool": "file_write", "args": {"path": "out.md", "content": "hi", "mode": "overwrite"}},
        {"tool": "echo", "args": {"value": "${steps[0].result.time}"}},
    ],
}


@pytest.fixture(params=["en", "fr", "tr"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    assert install_translations(qapp, request.param) == request.param
    yield request.param
    install_translations(qapp, "en")


def _identifiers(texts: list[str]) -> list[str]:
    return [text for text in texts if IDENTIFIER.search(text)]


def shown_texts(root: QWidget) -> list[str]:
    """What a person reads in ``root``: labels, buttons, fields, choices (no tooltips)."""
    texts: list[str] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTextEdit | QPlainTextEdit):
            texts.append(widget.toPlainText())
    return [text for text in texts if text]


def test_no_identifier_is_shown_in_the_inspector_the_steps_table_or_the_confirmation(
    window: MainWindow, language: str, qtbot: Any
) -> None:
    session = open_manifest(window, RECIPE, catalog=bundled_catalog("builtin"))
    editor = window.current_view().editor  # type: ignore[union-attr]
    model = editor.steps_model
    table = [
        str(model.index(row, column).data() or "")
        for row in range(model.rowCount())
        for column in range(model.columnCount())
    ]
    table += [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(6)]
    assert _identifiers(table) == []
    # A step reads as a sentence; its identifier is behind the title.
    assert model.index(2, COL_STEP).data() != "create_note"
    assert "create_note" in model.index(2, COL_STEP).data(Qt.ItemDataRole.ToolTipRole)
    assert "⟨" in model.index(2, COL_ARGS).data()  # references as tokens

    seen: list[str] = []
    for row in range(len(RECIPE["steps"])):
        editor.select_step(row)
        qtbot.wait(1)
        seen += shown_texts(editor.inspector)
    assert _identifiers(seen) == []
    assert not any(text == "create_note" for text in seen)

    actions = state_changing_steps(
        session.document.recipe, get_profile("macos"), session.catalog, {"word": "todo"}
    )
    assert [a.tool for a in actions] == ["create_note", "update_note", "file_write"]
    dialog = ConfirmDialog(actions, window, session.catalog)
    qtbot.addWidget(dialog)
    assert _identifiers(shown_texts(dialog)) == []
    assert _identifiers(dialog.listing_text().splitlines()) == []


@pytest.mark.parametrize(
    ("language_code", "sentence"),
    [
        ("en", "Step 3: Create a note “Brief ⟨Step 1 › date⟩” with the text “Found"),
        ("fr", "Étape 3 : Créer une note « Brief ⟨Étape 1 › date⟩ » avec le texte « Found"),
        ("tr", "Adım 3: Not oluştur “Brief ⟨1. adım › date⟩” metni “Found"),
    ],
)
def test_the_confirmation_reads_each_step_as_a_sentence(
    window: MainWindow, qapp: QApplication, qtbot: Any, language_code: str, sentence: str
) -> None:
    install_translations(qapp, language_code)
    try:
        session = open_manifest(window, RECIPE, catalog=bundled_catalog("builtin"))
        actions = state_changing_steps(
            session.document.recipe, get_profile("macos"), session.catalog, {"word": "x"}
        )
        dialog = ConfirmDialog(actions, window, session.catalog)
        qtbot.addWidget(dialog)
        assert sentence in dialog.listing_text()
    finally:
        install_translations(qapp, "en")


@pytest.mark.parametrize("language_code", ["fr", "tr"])
def test_the_tool_picker_shows_snapshot_tools_by_title(
    qapp: QApplication, qtbot: Any, language_code: str
) -> None:
    install_translations(qapp, language_code)
    try:
        dialog = ToolPickerDialog(bundled_catalog("macos"), "create_note")
        qtbot.addWidget(dialog)
        rows = [dialog.proxy.index(r, 0).data() for r in range(dialog.proxy.rowCount())]
        expected = {"fr": "Envoyer un e-mail", "tr": "E-posta gönder"}[language_code]
        assert any(row.startswith(expected) for row in rows)
        assert _identifiers(rows) == []
        details = dialog.details.toPlainText()
        assert {"fr": "Créer une note", "tr": "Not oluştur"}[language_code] in details
        # The result of a built-in tool reads as fields in words, not JSON Schema.
        builtin = ToolPickerDialog(bundled_catalog("builtin"), "get_datetime")
        qtbot.addWidget(builtin)
        text = builtin.details.toPlainText()
        assert {"fr": "Jour de la semaine", "tr": "Haftanın günü"}[language_code] in text
        assert '"properties"' not in text
    finally:
        install_translations(qapp, "en")


ENGLISH_QT = {"Look in:", "Files of type:", "File name:", "Open", "Save", "Cancel", "Discard",
              "Don't Save", "Yes", "No", "OK", "Close", "Apply", "Reset", "Help",
              "Ne pas tenir compte"}  # fmt: skip


def _plain(text: str) -> str:
    return text.replace("&", "").replace("\xa0", " ").strip()


@pytest.mark.parametrize("language_code", ["fr", "tr"])
def test_qt_dialogs_speak_the_language(qapp: QApplication, qtbot: Any, language_code: str) -> None:
    install_translations(qapp, language_code)
    try:
        for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
            dialog = QFileDialog(None, "x")
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
            dialog.setAcceptMode(mode)
            qtbot.addWidget(dialog)
            dialog.show()
            texts = [_plain(w.text()) for w in dialog.findChildren(QLabel)]
            texts += [_plain(w.text()) for w in dialog.findChildren(QPushButton)]
            assert not [t for t in texts if t in ENGLISH_QT], texts
        box = QMessageBox()
        qtbot.addWidget(box)
        buttons = QMessageBox.StandardButton
        box.setStandardButtons(buttons.Save | buttons.Discard | buttons.Cancel)
        labels = [_plain(b.text()) for b in box.findChildren(QPushButton)]
        assert not [t for t in labels if t in ENGLISH_QT], labels
        discard = box.button(buttons.Discard).text()
        assert discard == {"fr": "Ne pas enregistrer", "tr": "Kaydetme"}[language_code]
        standard = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        qtbot.addWidget(standard)
        ok = standard.button(QDialogButtonBox.StandardButton.Ok).text()
        assert ok == {"fr": "OK", "tr": "Tamam"}[language_code]  # French says OK too
    finally:
        install_translations(qapp, "en")


@pytest.mark.parametrize(
    ("language_code", "number", "seconds"), [("en", "1,234.5", "5.9"), ("fr", "1 234,5", "5,9")]
)
def test_numbers_follow_the_ui_language(
    qapp: QApplication, language_code: str, number: str, seconds: str
) -> None:
    install_translations(qapp, language_code)
    try:
        assert ui_locale().language() == QLocale(language_code).language()
        assert short(1234.5).replace("\u202f", " ").replace("\xa0", " ") == number
        assert ui_locale().toString(5.9, "f", 1) == seconds
        assert short(True) == {"en": "yes", "fr": "oui"}[language_code]
        assert short("text as it is") == "text as it is"  # no JSON quotes
        moment = short("2026-12-02T00:32:48+01:00")  # a tool's date and time, at its offset
        assert moment == {"en": "12/2/26 12:32\u202fAM", "fr": "02/12/2026 00:32"}[
            language_code
        ] or (language_code == "en" and moment == "12/2/26 12:32 AM")
    finally:
        install_translations(qapp, "en")
