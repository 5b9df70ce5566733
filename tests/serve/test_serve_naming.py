"""Tool names for recipes: valid for every client, stable, never shared."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from recipe_studio.serve.naming import name_hash, slug, tool_names

VALID = re.compile(r"^[a-z0-9_]{1,64}$")


def test_slugs_read_like_the_name() -> None:
    assert slug("Morning brief") == "morning_brief"
    assert slug("  Inbox -- triage!  ") == "inbox_triage"
    assert slug("Été à Kızılay") == "ete_a_kizilay"
    assert slug("İstanbul Straße") == "istanbul_strasse"
    assert slug("日報") == ""
    assert len(slug("x" * 300)) == 64


def test_a_name_of_its_own_is_its_slug() -> None:
    assert tool_names(["Morning brief", "Time check"]) == {
        "Morning brief": "morning_brief",
        "Time check": "time_check",
    }


def test_clashing_slugs_get_a_hash_and_the_first_name_keeps_the_slug() -> None:
    names = tool_names(["morning brief", "Morning brief", "Morning  Brief!"])
    # "Morning  Brief!" sorts first (by code point).
    assert names["Morning  Brief!"] == "morning_brief"
    assert names["Morning brief"] == f"morning_brief_{name_hash('Morning brief')}"
    assert names["morning brief"] == f"morning_brief_{name_hash('morning brief')}"


def test_names_do_not_move_when_unrelated_or_later_sorting_recipes_come() -> None:
    before = tool_names(["Morning brief", "日報"])
    after = tool_names(["Morning brief", "日報", "Weekly report", "morning brief", "月報"])
    assert {name: after[name] for name in before} == before
    assert before["日報"] == f"recipe_{name_hash('日報')}"


def test_a_hashed_name_never_takes_a_slug_another_recipe_owns() -> None:
    taken = f"morning_brief_{name_hash('morning brief')}"
    names = tool_names(["Morning brief", "morning brief", taken])
    assert names[taken] == taken
    assert len(set(names.values())) == 3


@given(st.lists(st.text(min_size=1, max_size=80), max_size=30))
def test_every_name_gets_a_valid_tool_name_of_its_own(recipe_names: list[str]) -> None:
    names = tool_names(recipe_names)
    assert set(names) == set(recipe_names)
    assert len(set(names.values())) == len(names)
    assert all(VALID.match(tool) for tool in names.values())
    assert tool_names(reversed(recipe_names)) == names
