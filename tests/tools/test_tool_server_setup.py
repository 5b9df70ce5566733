"""The server's options, environment variables and tool set, without starting it."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime
from typing import TYPE_CHECKING
from zoneinfo import ZoneInfo

import jsonschema
import pytest

from recipe_studio.tools import i18n
from recipe_studio.tools.common import ToolFailure
from recipe_studio.tools.general import describe_now, general_tools
from recipe_studio.tools.registry import build_tool
from recipe_studio.tools.server import config_from_args, create_server, tool_specs

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("RECIPE_STUDIO_WORKSPACE", "RECIPE_STUDIO_ENABLE_TERMINAL"):
        monkeypatch.delenv(name, raising=False)


def test_defaults_follow_the_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RECIPE_STUDIO_HOME", str(tmp_path))
    config = config_from_args([])
    assert config.home == tmp_path
    assert config.notes == tmp_path / "notes"
    assert config.workspace == tmp_path / "workspace"
    assert config.terminal_enabled is False


def test_options_win_over_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RECIPE_STUDIO_HOME", str(tmp_path / "env-home"))
    monkeypatch.setenv("RECIPE_STUDIO_WORKSPACE", str(tmp_path / "env-ws"))
    config = config_from_args(["--home", str(tmp_path / "h"), "--workspace", str(tmp_path / "w")])
    assert (config.home, config.workspace) == (tmp_path / "h", tmp_path / "w")
    assert config_from_args([]).workspace == tmp_path / "env-ws"


@pytest.mark.parametrize(
    ("value", "enabled"), [("1", True), ("yes", True), ("0", False), ("", False)]
)
def test_terminal_from_environment(
    monkeypatch: pytest.MonkeyPatch, value: str, enabled: bool
) -> None:
    monkeypatch.setenv("RECIPE_STUDIO_ENABLE_TERMINAL", value)
    assert config_from_args([]).terminal_enabled is enabled
    assert config_from_args(["--enable-terminal"]).terminal_enabled is True


def test_tool_names_are_unique(tmp_path: Path) -> None:
    names = [spec.name for spec in tool_specs(config_from_args(["--home", str(tmp_path)]))]
    assert len(names) == len(set(names)) == 13


def test_create_server_makes_its_folders(tmp_path: Path) -> None:
    config = config_from_args(["--home", str(tmp_path / "h"), "--workspace", str(tmp_path / "w")])
    create_server(config)
    assert (tmp_path / "h" / "notes").is_dir()
    assert (tmp_path / "w").is_dir()


def test_describe_now_in_a_zone() -> None:
    moment = datetime(2024, 7, 1, 12, 0, tzinfo=ZoneInfo("UTC"))
    now = describe_now("America/New_York", moment)
    assert now.model_dump() == {
        "datetime": "2024-07-01T08:00:00-04:00",
        "date": "2024-07-01",
        "time": "08:00:00",
        "weekday": "Monday",
        "weekday_name": "Monday",
        "month_name": "July",
        "timezone": "America/New_York",
        "utc_offset": "-04:00",
        "unix_timestamp": 1719835200,
    }
    with pytest.raises(ToolFailure, match="unknown time zone"):
        describe_now("../../etc/passwd")


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(
    ("code", "weekday_name", "month_name"),
    [
        ("en", "Monday", "December"),
        ("fr", "lundi", "décembre"),
        ("tr", "Pazartesi", "Aralık"),
        ("de", "Monday", "December"),  # no translations: English
    ],
)
def test_the_day_and_month_names_are_in_the_tools_language(
    code: str, weekday_name: str, month_name: str
) -> None:
    i18n.set_language(code)
    # 23:30 in UTC on a Sunday is already Monday 7 December in Paris.
    moment = datetime(2026, 12, 6, 23, 30, tzinfo=ZoneInfo("UTC"))
    now = describe_now("Europe/Paris", moment)
    assert (now.date, now.weekday_name, now.month_name) == ("2026-12-07", weekday_name, month_name)
    assert now.weekday == "Monday"  # in English in every language: recipes compare it
    # The result fits the schema the server publishes in that language, which names
    # and describes both fields.
    tool = build_tool(next(spec for spec in general_tools() if spec.name == "get_datetime"))
    schema = tool.listing.output_schema
    assert schema is not None
    jsonschema.validate(now.model_dump(mode="json"), schema)
    for field in ("weekday_name", "month_name"):
        assert field in schema["required"]
        assert schema["properties"][field]["description"]
    titles = {"en": "Name of the day", "fr": "Nom du jour", "tr": "Gün adı"}
    assert schema["properties"]["weekday_name"]["title"] == titles.get(code, titles["en"])


@pytest.mark.usefixtures("language")
def test_every_day_and_month_has_its_name() -> None:
    i18n.set_language("fr")
    week = [describe_now("UTC", datetime(2026, 6, day, tzinfo=UTC)) for day in range(1, 8)]
    assert " ".join(now.weekday for now in week) == (  # 1 June 2026 is a Monday
        "Monday Tuesday Wednesday Thursday Friday Saturday Sunday"
    )
    assert " ".join(now.weekday_name for now in week) == (
        "lundi mardi mercredi jeudi vendredi samedi dimanche"
    )
    year = [describe_now("UTC", datetime(2026, month, 15, tzinfo=UTC)) for month in range(1, 13)]
    assert " ".join(now.month_name for now in year) == (
        "janvier février mars avril mai juin juillet août septembre octobre novembre décembre"
    )


def test_help_runs_without_a_server() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "recipe_studio.tools", "--help"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "--enable-terminal" in result.stdout
