"""The typed settings: one file, defaults for what is missing, nothing lost when broken."""

from __future__ import annotations

from pathlib import Path

from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.settings import (
    BUILTIN_CONNECTION,
    MAX_REMEMBERED_RECIPES,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)


def test_settings_round_trip_and_keep_keys_a_newer_version_wrote(studio_home: Path) -> None:
    server = ServerSpec.http("http://127.0.0.1:9/mcp", name="remote")
    settings = Settings(language="fr", connections=[server], default_connection="remote")
    settings = settings.with_recipe("id-1", connection="remote", last_params={"n": 3})
    save_settings(settings)
    text = settings_path().read_text(encoding="utf-8")
    settings_path().write_text(text.replace('"language"', '"future_key": 1, "language"'), "utf-8")
    again = load_settings()
    assert again.language == "fr"
    assert again.connection_for("id-1") == "remote"
    assert again.recipe("id-1").last_params == {"n": 3}
    assert again.model_dump().get("future_key") == 1


def test_a_broken_settings_file_gives_defaults_and_is_kept_aside(studio_home: Path) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('{"language": ', encoding="utf-8")
    assert load_settings() == Settings()
    assert (studio_home / "settings.json.broken").read_text(encoding="utf-8") == '{"language": '


def test_a_removed_connection_falls_back_to_the_default(studio_home: Path) -> None:
    settings = Settings(default_connection="gone").with_recipe("r", connection="also gone")
    assert settings.connection_for("r") == BUILTIN_CONNECTION
    assert settings.chosen_connection("r") == ""


def test_the_builtin_server_follows_the_workspace_and_terminal_choices(tmp_path: Path) -> None:
    spec = Settings(workspace=str(tmp_path), terminal_enabled=True).server_spec(BUILTIN_CONNECTION)
    assert str(tmp_path) in spec.args
    assert "--enable-terminal" in spec.args


def test_only_the_most_recent_recipes_are_remembered() -> None:
    settings = Settings()
    for number in range(MAX_REMEMBERED_RECIPES + 5):
        settings = settings.with_recipe(f"id-{number}", last_params={"n": number})
    assert len(settings.recipes) == MAX_REMEMBERED_RECIPES
    assert "id-0" not in settings.recipes
    settings = settings.with_recipe("id-5", connection="x")  # used again: kept longest
    assert list(settings.recipes)[-1] == "id-5"
