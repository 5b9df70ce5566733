"""Broken since last time, in the window: a field a later step reads that the learned shape
had and the real result lacks is said in words, in the UI language, before that step runs;
and a rehearsal's step not sent reads as written, in French too."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import pytest
from run_support import builtin_catalog, open_steps, statuses, wait_idle

from recipe_studio.core.catalog import ToolInfo
from recipe_studio.core.shapes import BUILTIN_SERVER
from recipe_studio.gui.i18n import install_translations

if TYPE_CHECKING:
    from collections.abc import Iterator

    from PySide6.QtWidgets import QApplication, QTreeWidgetItem

    from recipe_studio.gui.window.main_window import MainWindow


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    install_translations(qapp, "fr")
    yield
    install_translations(qapp, "en")


def rows(item: QTreeWidgetItem) -> list[str]:
    return [f"{c.text(0)} | {c.text(1)}" for c in map(item.child, range(item.childCount())) if c]


def test_a_field_gone_since_last_time_is_said_in_french(
    qtbot: Any, window: MainWindow, french: None
) -> None:
    # get_datetime's results had "season" on 3 May (a run then); step 2 reads it.
    learned_on = datetime(2026, 5, 3, 9, 30, tzinfo=UTC)
    window.parts.runs.learning.store.learn(
        BUILTIN_SERVER, [("get_datetime", [("season",), ("date",)], "run")], learned_on
    )
    steps = [
        {"tool": "get_datetime", "args": {}},
        {"tool": "echo", "args": {"value": "${steps[0].result.season}"}},
    ]
    # (A server that publishes no output schema for it: what it returns is known only
    # from its results before.)
    known = builtin_catalog()
    plain = known.tools["get_datetime"].model_copy(update={"output_schema": None})
    known.tools["get_datetime"] = plain
    session = open_steps(window, steps, name="Saison", catalog=known)
    window.frame.menu_actions["run"].trigger()
    wait_idle(qtbot, window)
    assert statuses(window, session) == ["ok", "failed"]
    tree = window.parts.runs.panel.tree
    first = tree.topLevelItem(0)
    assert first is not None
    # A field get_datetime's schema does not list reads as its readable name.
    said = "remarque | Le résultat de l'étape 1 n'a plus Season ; il l'avait le 3 mai 2026."
    assert rows(first)[0] == said  # (first under the step, above its result)
    second = tree.topLevelItem(1)
    assert second is not None
    assert second.text(0).startswith("Étape 2")


def test_a_step_not_sent_reads_as_written_in_french(
    qtbot: Any, window: MainWindow, french: None
) -> None:
    known = builtin_catalog()
    known.tools["send_message"] = ToolInfo(name="send_message", effect="write")
    steps = [
        {"tool": "get_datetime", "args": {}},
        {"tool": "send_message", "args": {"text": "Envoyé ${steps[0].result.date}"}},
    ]
    session = open_steps(window, steps, name="Envoi", catalog=known)
    window.frame.menu_actions["rehearse"].trigger()
    wait_idle(qtbot, window)
    assert statuses(window, session) == ["ok", "not_sent"]
    second = window.parts.runs.panel.tree.topLevelItem(1)
    assert second is not None
    (would,) = [
        second.child(i)
        for i in range(second.childCount())
        if second.child(i).text(0) == "serait envoyé (non envoyé)"  # type: ignore[union-attr]
    ]
    assert would is not None
    text = would.child(0)
    assert text is not None
    assert text.text(1).startswith("Envoyé ⟨Étape 1 › Date⟩ = Envoyé 20"), text.text(1)
