"""Core's run-time messages through Qt's translator: what the window will show (fr, tr, en)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication

from recipe_studio.core.messages import message, render
from recipe_studio.gui.i18n import install_translations

if TYPE_CHECKING:
    from collections.abc import Iterator

    from PySide6.QtWidgets import QApplication


def qt(context: str, text: str, n: int) -> str:
    return QCoreApplication.translate(context, text, None, n)


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    yield qapp
    install_translations(qapp, "en")


def test_plural_messages_in_french_turkish_and_english(app: QApplication) -> None:
    install_translations(app, "fr")
    assert render(message("run_not_run", count=1), qt) == "1 étape n’a pas été exécutée."
    assert render(message("run_not_run", count=3), qt) == "3 étapes n’ont pas été exécutées."
    timeout = message("call_timeout", tool="x", count=5)
    failed = render(message("run_step_failed", step=2, tool="x", error=timeout), qt)
    assert failed.startswith("L’étape 2 (x) a échoué\u00a0: L’outil «\u00a0x\u00a0»")
    assert "dans les 5 secondes" in failed
    install_translations(app, "tr")
    assert render(message("run_not_run", count=3), qt) == "3 adım çalıştırılmadı."
    install_translations(app, "en")
    assert render(message("run_not_run", count=1), qt) == "One step did not run."
    assert render(message("run_not_run", count=3), qt) == "3 steps did not run."


def test_the_built_in_connection_is_named_in_the_ui_language(app: QApplication) -> None:
    from recipe_studio.gui.run.panel import RunPanel
    from recipe_studio.gui.texts import connection_label

    install_translations(app, "fr")
    panel = RunPanel()
    panel.set_servers(["built-in tools", "web"], "built-in tools", "")
    shown = [panel.server.itemText(i) for i in range(panel.server.count())]
    assert shown == ["Par défaut (outils intégrés)", "outils intégrés", "web"]
    assert panel.server.itemData(1) == "built-in tools"  # what is stored stays the same
    panel.set_servers(["a connection with a very long name " * 4], "built-in tools", "")
    assert panel.minimumSizeHint().width() < 900  # never wider than a small screen
    install_translations(app, "tr")
    assert connection_label("built-in tools") == "yerleşik araçlar"
    assert connection_label("web") == "web"
    panel.deleteLater()


def test_counts_are_words_in_every_language_and_without_one(app: QApplication) -> None:
    from recipe_studio.gui.window.problems_panel import counts_text

    expected = {
        "en": "1 error, 2 warnings",
        "fr": "1 erreur, 2 avertissements",
        "tr": "1 hata, 2 uyarı",
        "C": "1 error, 2 warnings",  # LANG=C: English with its plural forms, not "(s)"
    }
    for language, text in expected.items():
        install_translations(app, language)
        assert counts_text(1, 2) == text


def test_a_run_message_names_every_tool_by_its_title_even_inside_another(
    app: QApplication,
) -> None:
    from recipe_studio.gui.texts import message_text

    install_translations(app, "fr")
    timeout = message("call_timeout", tool="read_note", count=5)
    failed = message_text(message("run_step_failed", step=4, tool="read_note", error=timeout))
    assert "read_note" not in failed
    assert failed.count("Lire une note") == 2
