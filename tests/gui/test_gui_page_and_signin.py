"""Web pages and sign-ins in the window: a server asking for a page (the dialog names the site,
shows the whole address, opens it only on *Open in browser*) and "Signed in as …" / Sign out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QLabel

from recipe_studio.core.mcp_client import ElicitAnswer, ElicitRequest
from recipe_studio.gui.run.elicit_dialog import ElicitDialog

if TYPE_CHECKING:
    from recipe_studio.gui.recipe.session import EditorSession

PAGE = "https://accounts.example.com/connect?session=42"


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    monkeypatch.setattr(
        "recipe_studio.gui.run.elicit_dialog.QDesktopServices.openUrl",
        lambda url: seen.append(QUrl(url).toString()),
    )
    return seen


def dialog(qtbot: Any, url: str) -> tuple[ElicitDialog, list[ElicitAnswer]]:
    answers: list[ElicitAnswer] = []
    request = ElicitRequest("Connect your account.", mode="url", url=url, tool="sync")
    shown = ElicitDialog(request, "Example", answer=answers.append)
    qtbot.addWidget(shown)
    return shown, answers


def test_open_in_browser_opens_the_page_and_accepts(qtbot: Any, opened: list[str]) -> None:
    shown, answers = dialog(qtbot, PAGE)
    intro = shown.findChild(QLabel, "elicitIntro")
    address = shown.findChild(QLabel, "elicitAddress")
    assert intro is not None
    assert address is not None
    assert "“accounts.example.com”" in intro.text()
    assert address.text() == PAGE
    assert shown.send_button.text() == "Open in browser"
    assert not shown.send_button.isDefault()  # Enter never opens a page
    shown.send_button.click()
    assert opened == [PAGE]
    assert [a.action for a in answers] == ["accept"]


def test_decline_opens_nothing(qtbot: Any, opened: list[str]) -> None:
    shown, answers = dialog(qtbot, PAGE)
    shown.decline_button.click()
    assert opened == []
    assert [a.action for a in answers] == ["decline"]


def test_an_address_that_is_not_a_web_page_cannot_be_opened(qtbot: Any, opened: list[str]) -> None:
    shown, _answers = dialog(qtbot, "file:///etc/passwd")
    assert not shown.send_button.isEnabled()
    shown.send_button.click()
    assert opened == []


def jwt_token(email: str) -> Any:
    import base64
    import json

    from mcp.shared.auth import OAuthToken

    claims = base64.urlsafe_b64encode(json.dumps({"email": email}).encode()).decode()
    return OAuthToken(access_token=f"e30.{claims.rstrip('=')}.x", expires_in=3600)


def test_connections_say_who_is_signed_in_and_sign_out_forgets_it(qtbot: Any, window: Any) -> None:
    from PySide6.QtWidgets import QPushButton

    from recipe_studio.core.mcp_client import ServerSpec, signin
    from recipe_studio.core.mcp_client.signin import KeychainTokens, MemoryVault
    from recipe_studio.gui.run.connections_dialog import ConnectionsDialog

    vault = MemoryVault()
    signin.use_vault(vault)
    try:
        url = "https://tools.example.com/mcp"
        window.parts.runs.connections.add(ServerSpec.http(url, name="Example tools"))
        import anyio

        anyio.run(KeychainTokens(url).set_tokens, jwt_token("ann@example.com"))
        runs = window.parts.runs
        dialog = ConnectionsDialog(runs.connections, runs.test_connection, window)
        qtbot.addWidget(dialog)
        rows = [dialog.list.item(row).text() for row in range(dialog.list.count())]
        [example] = [row for row in rows if row.startswith("Example tools")]
        assert example.endswith("Signed in as ann@example.com")
        dialog.list.setCurrentRow(rows.index(example))
        [sign_out] = [b for b in dialog.findChildren(QPushButton) if b.text() == "Sign out"]
        sign_out.click()
        assert not signin.sign_in_status(url).signed_in
        assert "Signed in" not in dialog.list.item(rows.index(example)).text()
    finally:
        signin.use_vault(None)


def test_the_step_time_limit_is_a_run_setting_of_the_recipe(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from types import SimpleNamespace

    from recipe_studio.gui.run import launch

    said: list[str] = []
    monkeypatch.setattr("recipe_studio.gui.run.launch.QInputDialog.getInt", lambda *a: (90, True))
    settings = window.parts.runs.settings
    unsaved = cast("EditorSession", SimpleNamespace(recipe_id=""))
    launch.ask_step_limit(unsaved, settings, said.append, window)
    assert said == ["Save the recipe first: its time limit is kept with it."]
    saved = cast("EditorSession", SimpleNamespace(recipe_id="r-1"))
    launch.ask_step_limit(saved, settings, said.append, window)
    assert settings.recipe("r-1").step_limit == 90 * 60
    assert settings.recipe("r-1").step_limit_or_default() == 5400
    assert said[-1] == "Each step of this recipe may now take up to 90 minutes."
    assert settings.recipe("other").step_limit_or_default() == 30 * 60  # the default


def test_a_running_rows_status_shows_the_tools_progress() -> None:
    from recipe_studio.core.engine import StepProgress
    from recipe_studio.core.run_state import StepMark
    from recipe_studio.gui.recipe.status_words import mark_text

    report = StepProgress(0, "a", "convert", 2, 5, "page 3")
    mark = StepMark("running", since=100.0, progress=report)
    assert mark_text(mark, now=103.0) == "Running 40 % · page 3 · 3.0 s"
    counted = StepMark("running", since=100.0, progress=StepProgress(0, "a", "convert", 12))
    assert mark_text(counted, now=101.0) == "Running 12 done · 1.0 s"


def test_a_client_id_the_person_enters_is_kept_in_the_keychain(qtbot: Any) -> None:
    from recipe_studio.core.mcp_client import signin
    from recipe_studio.core.mcp_client.signin import KeychainTokens, MemoryVault
    from recipe_studio.gui.run.connections_dialog import ConnectionDialog

    vault = MemoryVault()
    signin.use_vault(vault)
    try:
        dialog = ConnectionDialog()
        qtbot.addWidget(dialog)
        dialog.name.setText("Example")
        dialog.kind.setCurrentIndex(dialog.kind.findData("http"))
        dialog.url.setText("https://tools.example.com/mcp")
        dialog.signin.client_id.setText("given-by-the-owner")
        dialog._accept()
        assert dialog.spec is not None
        assert "given-by-the-owner" not in dialog.spec.model_dump_json()  # not in settings
        import anyio

        client = anyio.run(KeychainTokens("https://tools.example.com/mcp").get_client_info)
        assert client.client_id == "given-by-the-owner"
    finally:
        signin.use_vault(None)


def test_a_connection_set_up_to_sign_in_without_a_person_keeps_its_secret_hidden(
    qtbot: Any,
) -> None:
    from recipe_studio.core.mcp_client import ServerSpec, signin
    from recipe_studio.core.mcp_client.signin import MemoryVault
    from recipe_studio.core.mcp_client.signin_setup import load_setup
    from recipe_studio.gui.run.connections_dialog import ConnectionDialog

    url = "https://tools.example.com/mcp"
    signin.use_vault(MemoryVault())
    try:
        dialog = ConnectionDialog(ServerSpec.http(url, name="Robot"))
        qtbot.addWidget(dialog)
        fields = dialog.signin
        fields.mode.setCurrentIndex(fields.mode.findData("client_credentials"))
        fields.client_id.setText("bot")
        dialog._accept()
        assert "secret or private key" in dialog.error.text()  # not kept: it cannot be used
        assert dialog.result() == 0
        fields.client_secret.setText("s3cret")
        dialog._accept()
        assert dialog.spec is not None
        assert "s3cret" not in dialog.spec.model_dump_json()
        assert load_setup(url).client_secret == "s3cret"
        # Opened again: the secret is not shown, and left empty it stays.
        again = ConnectionDialog(ServerSpec.http(url, name="Robot"))
        qtbot.addWidget(again)
        assert again.signin.client_secret.text() == ""
        kept = "Kept in the keychain; type to replace it"
        assert again.signin.client_secret.placeholderText() == kept
        assert not again.signin.document.isEnabled()  # a document is for a person's sign-in
        again._accept()
        assert load_setup(url).client_secret == "s3cret"
    finally:
        signin.use_vault(None)


def test_the_run_panel_shows_a_running_steps_progress(qtbot: Any) -> None:
    from recipe_studio.core.engine import StepProgress, StepStarted
    from recipe_studio.core.run_state import RunState
    from recipe_studio.gui.run.panel import RunPanel

    panel = RunPanel()
    qtbot.addWidget(panel)
    state = RunState("r", "long")
    panel.attach(state)
    state.begin(["a"], 0, 1)
    state.apply(StepStarted(0, "a", "convert", {}))
    state.apply(StepProgress(0, "a", "convert", 2, 5, "page 3"))
    assert panel._item(0).text(1) == "running… 40 % · page 3"
