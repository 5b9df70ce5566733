"""Which connection a served recipe runs on: the window's settings, read without Qt."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from recipe_studio.core.mcp_client import BUILTIN_NAME, ServerSpec
from recipe_studio.serve.studio_settings import read_qt_ini, recipe_connection

ODD_NAMES = [
    "Morning brief",
    "Été = ok; [x] % 100, done",
    "a/b\\c",
    "İstanbul ıĞ 日本 🍳",
    "General",
    "@home",
    "  spaced  ",
]
ODD_VALUES = [
    "plain",
    'quotes " and \\ backslash',
    "comma, semicolon; equals = hash #",
    " leading and trailing ",
    "line\nbreak\ttab",
    "@at start",
    "ünïcödé 日本 🍳",
    "",
]


def write_settings(home: Path, values: dict[str, object]) -> None:
    """Written by Qt itself, exactly as the window writes them."""
    settings = QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat)
    for key, value in values.items():
        settings.setValue(key, value)
    settings.sync()
    assert settings.status() == QSettings.Status.NoError


def test_reads_what_qsettings_wrote(studio_home: Path) -> None:
    values: dict[str, object] = {}
    for i, name in enumerate(ODD_NAMES):
        values[f"recipes/{name}/connection"] = ODD_VALUES[i % len(ODD_VALUES)]
    for i, value in enumerate(ODD_VALUES):
        values[f"values/v{i}"] = value
    values["connections/list"] = json.dumps([{"name": "Time, \"quoted\"", "command": "x"}])
    write_settings(studio_home, values)
    read = read_qt_ini(studio_home / "settings.ini")
    for key, value in values.items():
        assert read.get(key) == value, key


def server(name: str) -> dict[str, object]:
    return ServerSpec.stdio(["python", "-m", "mcp_server_time"], name=name).model_dump(mode="json")


@pytest.mark.parametrize("name", ODD_NAMES)
def test_a_recipe_runs_on_the_server_it_chose(studio_home: Path, name: str) -> None:
    write_settings(
        studio_home,
        {
            "connections/list": json.dumps([server("Time, é"), server("other")]),
            "connections/default": "other",
            f"recipes/{name}/connection": "Time, é",
        },
    )
    chosen = recipe_connection(name)
    assert chosen.name == "Time, é"
    assert chosen.spec.args == ["-m", "mcp_server_time"]
    # Another recipe follows the default.
    assert recipe_connection(name + " 2").name == "other"


def test_built_in_server_by_default_and_for_unknown_names(studio_home: Path) -> None:
    assert recipe_connection("anything").builtin
    write_settings(
        studio_home,
        {
            "connections/list": json.dumps([server("other")]),
            "connections/default": "gone",
            "recipes/x/connection": "also gone",
            "builtin/workspace": str(studio_home / "my workspace"),
            "builtin/terminal": True,
        },
    )
    chosen = recipe_connection("x")
    assert chosen.name == BUILTIN_NAME
    args = chosen.spec.args
    assert args[args.index("--workspace") + 1] == str(studio_home / "my workspace")
    assert "--enable-terminal" in args
    assert args[args.index("--home") + 1] == str(studio_home)


def test_unreadable_server_list_falls_back_to_the_built_in_server(studio_home: Path) -> None:
    write_settings(
        studio_home,
        {"connections/list": "[{not json", "connections/default": "other"},
    )
    assert recipe_connection("x").builtin
    (studio_home / "settings.ini").write_bytes(b"\xff\xfe[garbage\n=\n")
    assert recipe_connection("x").builtin
