"""The typed settings: one file, defaults for what is missing, nothing lost when broken."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from platforms import NO_FIFOS, make_fifo, moot_on

from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.settings import (
    BUILTIN_CONNECTION,
    MAX_REMEMBERED_RECIPES,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from recipe_studio.core.settings_file import peek_settings

if TYPE_CHECKING:
    from pathlib import Path


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


def test_recent_recipes_keep_the_newest_first_and_follow_renames() -> None:
    from recipe_studio.core.settings import MAX_RECENT

    settings = Settings()
    for number in range(MAX_RECENT + 3):
        settings = settings.with_recent(f"r{number}")
    assert len(settings.recent) == MAX_RECENT
    assert settings.recent[0] == f"r{MAX_RECENT + 2}"
    settings = settings.with_recent("r5")  # opened again: first, not twice
    assert settings.recent[:2] == ["r5", f"r{MAX_RECENT + 2}"]
    assert settings.recent.count("r5") == 1
    settings = settings.with_recent("renamed", replaces="r5")
    assert settings.recent[0] == "renamed"
    assert "r5" not in settings.recent


def test_the_examples_say_what_they_are_for() -> None:
    from recipe_studio.core.examples import example_files, examples

    found = examples()
    assert len(found) == len(example_files()) >= 4
    for example in found:
        assert example.name
        assert example.steps > 0
        assert example.purpose
        assert "\n" not in example.purpose


def test_a_workspace_must_be_an_existing_folder(studio_home: Path, tmp_path: Path) -> None:
    import pytest

    from recipe_studio.core.paths import default_workspace_dir
    from recipe_studio.core.settings import WorkspaceRefused, workspace_setting

    assert workspace_setting(str(tmp_path)) == str(tmp_path)
    assert workspace_setting("") == ""  # the default folder
    assert workspace_setting(str(default_workspace_dir())) == ""  # shown, maybe not made yet
    (tmp_path / "file.txt").write_text("x", encoding="utf-8")
    for text, code in (
        (str(tmp_path / "nowhere"), "missing"),
        (str(tmp_path / "file.txt"), "not-a-folder"),
        ("relative/folder", "relative"),
    ):
        with pytest.raises(WorkspaceRefused) as refused:
            workspace_setting(text)
        assert refused.value.code == code
    assert not (tmp_path / "nowhere").exists()  # never created silently


@moot_on("win32", why=NO_FIFOS)
def test_a_pipe_in_place_of_the_settings_gives_the_defaults_at_once(studio_home: Path) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    assert make_fifo(settings_path())  # reading it would wait for a writer for ever
    assert load_settings() == Settings()
    assert peek_settings() == {}


def test_a_misspelt_setting_or_a_wrong_type_is_refused_and_changes_nothing() -> None:
    from recipe_studio.core.settings import SettingRefused, validated_update

    settings = Settings()
    with pytest.raises(SettingRefused, match="langauge"):
        validated_update(settings, {"langauge": "fr"})
    with pytest.raises(SettingRefused):
        validated_update(settings, {"language": ["fr"]})
    with pytest.raises(SettingRefused):
        settings.with_recipe("r1", conection="x")
    with pytest.raises(SettingRefused):
        settings.with_recipe("r1", last_params="not a mapping")
    assert settings == Settings()
    changed = validated_update(settings, {"language": "fr"})
    assert changed.language == "fr"
    assert settings.language == ""
    assert settings.with_recipe("r1", connection="x").recipe("r1").connection == "x"


def test_keys_a_newer_version_wrote_survive_an_update() -> None:
    from recipe_studio.core.settings import validated_update

    settings = Settings.model_validate({"future_key": {"a": 1}})
    assert validated_update(settings, {"language": "tr"}).model_extra == {"future_key": {"a": 1}}


def test_the_silence_limit_is_a_minute_until_set_and_holds_only_sensible_values(
    studio_home: Path,
) -> None:
    from recipe_studio.core.settings import MAX_SILENCE_LIMIT, SettingRefused, validated_update

    assert Settings().silence_limit_or_default() == 60.0
    for refused in (0, -5, 0.5, MAX_SILENCE_LIMIT + 1, "soon"):
        with pytest.raises(SettingRefused):
            validated_update(Settings(), {"silence_limit": refused})
    save_settings(validated_update(Settings(), {"silence_limit": 300}))
    assert load_settings().silence_limit_or_default() == 300.0
