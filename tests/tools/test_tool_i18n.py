"""The built-in tool server speaks French and Turkish, read from the app's .ts files."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import TYPE_CHECKING

import jsonschema
import pytest

from recipe_studio.core.mcp_client import Connection, builtin_server_spec
from recipe_studio.core.paths import resources_dir
from recipe_studio.tools import i18n
from recipe_studio.tools.general import MONTHS

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

TS = resources_dir() / "translations"


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.usefixtures("language")
def test_every_server_text_is_translated() -> None:
    from recipe_studio.tools.server_texts import server_texts

    texts = server_texts()
    for code in ("fr", "tr"):
        table = i18n.read_ts(TS / f"recipe_studio_{code}.ts")
        missing = [text for text in texts if text not in table]
        assert missing == [], code


@pytest.mark.usefixtures("language")
def test_plural_forms_follow_the_language() -> None:
    assert i18n.count("%n byte(s)", 1) == "1 byte"
    assert i18n.count("%n byte(s)", 2048) == "2,048 bytes"
    assert i18n.set_language("fr") == "fr"
    assert i18n.count("%n byte(s)", 0) == "0 octet"
    assert i18n.count("%n byte(s)", 2) == "2 octets"
    assert i18n.set_language("tr") == "tr"
    assert i18n.count("%n byte(s)", 2) == "2 bayt"
    assert i18n.set_language("de") == "en"  # no translation: English


@pytest.mark.usefixtures("language")
def test_the_compiled_table_and_the_ts_file_agree(tmp_path: Path) -> None:
    for code in ("fr", "tr"):
        from_ts = i18n.read_ts(TS / f"recipe_studio_{code}.ts")
        (tmp_path / f"tool_server_{code}.json").write_text(json.dumps(from_ts), encoding="utf-8")
        assert i18n.load_table(code, tmp_path) == from_ts
        assert i18n.load_table(code, tmp_path / "nowhere") == {}


def test_a_french_server_describes_previews_and_fails_in_french(tmp_path: Path) -> None:
    spec = builtin_server_spec(tmp_path / "home", tmp_path / "ws", language="fr")
    with Connection.open(spec) as connection:
        catalog = connection.catalog()
        delete = catalog.get("delete_note")
        assert delete is not None
        assert delete.description.startswith("Supprime une note")
        assert "aperçu" in delete.input_schema["properties"]["confirm"]["description"]
        connection.call("create_note", {"note_name": "Idées", "body": "abc"}, timeout=30)
        preview = connection.call("delete_note", {"note_name": "Idées"}, timeout=30).value
        assert preview["would"] == "Supprimer la note «\u00a0Idées\u00a0» (3 octets)"
        assert preview["hint"].startswith("Rien n’a été fait.")
        failed = connection.call("read_note", {"note_name": "absente"}, timeout=30)
        assert failed.is_error
        assert failed.content_text == "il n’existe aucune note nommée 'absente'"
        sum_up = connection.call("calculate", {"expression": "1 / (2 - 2)"}, timeout=30)
        assert sum_up.is_error
        assert sum_up.content_text == "division par zéro à la position 1"
        refused = connection.call("read_note", {"note_name": 3}, timeout=30)
        assert refused.content_text == "l’argument 'Nom de la note' doit être un texte"
        # The day and month in French, to be read; weekday stays English, to be compared.
        now = connection.call("get_datetime", {"timezone": "Europe/Paris"}, timeout=30).value
        get_datetime = catalog.get("get_datetime")
        assert get_datetime is not None
        assert get_datetime.output_schema is not None
        jsonschema.validate(now, get_datetime.output_schema)
        french = i18n.read_ts(TS / "recipe_studio_fr.ts")
        assert now["weekday_name"] == french[now["weekday"]][0]
        assert now["month_name"] == french[MONTHS[int(now["date"][5:7]) - 1]][0]
        assert (french["Monday"], french["December"]) == (["lundi"], ["décembre"])


@pytest.mark.usefixtures("language")
def test_the_calculators_errors_speak_french_and_turkish() -> None:
    from recipe_studio.tools.calculator import CalculationError, evaluate

    wanted = {
        "fr": {
            "2 ^ 3": "^ à la position 1 n’est pas pris en charge (utilisez ** pour les puissances)",
            "sqrt(1, 2)": "sqrt() à la position 1 prend un seul nombre",
            "1 +": "l’expression n’est pas valide à la fin : syntaxe incorrecte",
        },
        "tr": {
            "2 ^ 3": "^ (1. konumda) desteklenmiyor (kuvvetler için ** kullanın)",
            "x": "bilinmeyen ad 'x' (1. konumda) (bilinenler: e, pi, tau)",
        },
    }
    for code, errors in wanted.items():
        i18n.set_language(code)
        for expression, message in errors.items():
            with pytest.raises(CalculationError) as caught:
                evaluate(expression)
            assert caught.value.translated() == message


def test_the_tool_server_and_its_translations_never_import_qt() -> None:
    code = (
        "import sys\n"
        "import recipe_studio.tools.server, recipe_studio.tools.i18n\n"
        "recipe_studio.tools.i18n.set_language('fr')\n"
        "print(any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
