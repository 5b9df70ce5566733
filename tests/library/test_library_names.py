"""File names derived from recipe names never escape the folder or clash."""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Any

import pytest

from recipe_studio.core.library.names import file_name, fresh_name, is_plain, is_reserved

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.library import Library

NASTY = [
    "../x",
    "..",
    ".",
    "a/b",
    "a\\b",
    "/etc/passwd",
    "C:\\Windows\\x",
    "CON",
    "con",
    "Con.txt",
    "nul.txt",
    "NUL",
    "aux",
    "com1",
    "LPT9.log",
    "x" * 300,
    "é" * 300,
    "trailing dot.",
    "trailing space ",
    "trailing dots and spaces. . ",
    " leading space",
    ".hidden",
    "..double",
    "a:b",
    'star*quote"pipe|lt<gt>?',
    "tab\there",
    "new\nline",
    "bell\x07",
    "\u202eevil-rtl",
    "zero\u200bwidth",
    "🙂 emoji",
    "日本語のレシピ",
    "Foo",
    "foo",
    "FOO",
    "fOo",
    "ß",
    "ss",
    "SS",
    "café",  # NFC
    "cafe\u0301",  # NFD
    "K",
    "\u212a",  # KELVIN SIGN
    "name~0123456789ab",
    "recipe",
    "index",
    "-dash-",
    "_under_",
    "   ",
    "\ud800lone surrogate",
]
ALLOWED = re.compile(r"[\w~-]+\.json")


@pytest.mark.parametrize("name", NASTY)
def test_file_name_is_safe(name: str) -> None:
    file = file_name(name)
    assert ALLOWED.fullmatch(file), file
    assert not file.startswith((".", "-", " "))
    assert all(c.isprintable() and not c.isspace() for c in file)
    assert len(file.encode("utf-8")) <= 120
    assert not is_reserved(file[: -len(".json")])
    assert file == file_name(name)  # deterministic


def test_names_that_differ_only_by_case_or_normalisation_get_distinct_files() -> None:
    names = [n for n in NASTY if "\ud800" not in n]
    folded = [unicodedata.normalize("NFC", file_name(n)).casefold() for n in names]
    assert len(set(folded)) == len(names)


def test_plain_names_keep_their_own_file_name() -> None:
    assert file_name("morning-brief") == "morning-brief.json"
    assert file_name("user_weekly_report") == "user_weekly_report.json"
    assert is_plain("inbox-triage-2")
    assert not is_plain("con")
    assert not is_plain("Morning")
    assert file_name("Morning Brief").startswith("morning-brief~")


@pytest.mark.parametrize("name", [n for n in NASTY if "\ud800" not in n])
def test_every_name_round_trips_through_the_library(
    lib: Library, make_manifest: Callable[..., Any], name: str
) -> None:
    saved = unicodedata.normalize("NFC", name)
    assert lib.save_manifest(make_manifest(name), draft=True).answer["name"] == saved
    assert lib.load(name).name == saved
    (entry,) = lib.entries()
    assert entry.name == saved
    path = (lib.root / entry.file).resolve()
    assert path.parent == lib.root.resolve()


def test_fresh_names() -> None:
    taken = {"Brief", "Brief (2)", "user_x", "user_x_2"}
    assert fresh_name("Brief", taken.__contains__) == "Brief (3)"
    assert fresh_name("Brief (2)", taken.__contains__) == "Brief (3)"
    assert fresh_name("Other", taken.__contains__) == "Other (2)"
    assert fresh_name("user_x", taken.__contains__, tool_style=True) == "user_x_3"


@pytest.mark.parametrize(
    ("name", "offered"),
    [
        ("Morning brief", "Morning brief"),  # readable, as it is
        ("Q3: plan / review?", "Q3- plan - review-"),
        ('a<b>c"d|e*f\\g', "a-b-c-d-e-f-g"),
        ("tab\there", "tab-here"),
        ("ends with dots...", "ends with dots"),
        ("CON", "CON-"),
        ("nul.txt", "nul-.txt"),
        ("...", "recipe"),
        ("", "recipe"),
    ],
)
def test_a_name_offered_to_save_as_is_a_file_name_on_every_system(name: str, offered: str) -> None:
    """The Save dialogs' suggestion: Windows refuses these characters and device names."""
    from recipe_studio.core.library.names import portable_file_name

    assert portable_file_name(name, "recipe") == offered
