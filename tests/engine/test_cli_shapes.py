"""The command line learns result shapes, and exports them only when asked to."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from recipe_studio.cli import main
from recipe_studio.core.catalog import load_catalog
from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.schema_paths import schema_paths
from recipe_studio.core.shapes import ShapeStore, server_identity

pytestmark = pytest.mark.slow

SHAPES_SERVER = Path(__file__).resolve().parents[1] / "gui" / "shapes_server.py"
SERVER = ["--server", sys.executable, str(SHAPES_SERVER)]
FIELDS = [("a",), ("a", "b"), ("items",), ("items", 0), ("items", 0, "c")]


def test_a_run_teaches_shapes_that_leave_only_with_the_option(
    tmp_path: Path, studio_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plain, learned = tmp_path / "plain.json", tmp_path / "learned.json"
    assert main(["tools", "-o", str(plain), "--with-learned-shapes", *SERVER]) == 0
    assert load_catalog(plain).tools["get_weather"].output_schema is None  # nothing yet

    recipe = tmp_path / "weather.json"
    recipe.write_text(
        json.dumps({"name": "w", "steps": [{"tool": "get_weather", "args": {}}]}), encoding="utf-8"
    )
    assert main(["run", str(recipe), "--json", *SERVER]) == 0
    identity = server_identity(ServerSpec.stdio([sys.executable, str(SHAPES_SERVER)]))
    seen = ShapeStore(studio_home / "shapes.json").learned(identity, "get_weather")
    assert [(item.path, item.source) for item in seen] == [(path, "run") for path in FIELDS]

    capsys.readouterr()
    assert main(["tools", "-o", str(plain), *SERVER]) == 0
    assert load_catalog(plain).tools["get_weather"].output_schema is None
    assert "learned" not in plain.read_text(encoding="utf-8")
    assert main(["tools", "-o", str(learned), "--with-learned-shapes", *SERVER]) == 0
    assert "learned result shapes added to 1 of them" in capsys.readouterr().err
    schema = load_catalog(learned).tools["get_weather"].output_schema
    assert schema is not None
    assert schema_paths(schema) == FIELDS
    assert load_catalog(learned).tools["read_note"].output_schema is None  # never seen
    # Another server's shapes are not mixed in: the built-in one learned nothing here.
    assert main(["tools", "--json", "--with-learned-shapes"]) == 0
    assert "Learned by Recipe Studio" not in capsys.readouterr().out
