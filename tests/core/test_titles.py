"""Titles and step sentences: what a person reads instead of identifiers, per language."""

from __future__ import annotations

import pytest

from recipe_studio.core.catalog import bundled_catalog
from recipe_studio.core.engine.plan import asks_confirm
from recipe_studio.core.model import ToolStep
from recipe_studio.core.sentences import SentenceWords, sentence_text, step_sentence
from recipe_studio.core.titles import ToolWords, choice_title, readable_name

SNAPSHOTS = ("macos", "windows", "custom-tool")


def test_readable_names() -> None:
    assert readable_name("note_name") == "Note name"
    assert readable_name("listEmails") == "List emails"
    assert readable_name("get_URL") == "Get URL"


@pytest.mark.parametrize("profile", SNAPSHOTS)
@pytest.mark.parametrize("language", ["fr", "tr"])
def test_every_snapshot_tool_has_a_title_and_description_in_the_language(
    profile: str, language: str
) -> None:
    catalog = bundled_catalog(profile)
    words = ToolWords([catalog], language)
    english = ToolWords([catalog], "en")
    for name in catalog.tools:
        title = words.tool(name)
        assert "_" not in title, (name, title)
        assert title != english.tool(name) or name in {"pdf_read"}, (name, language)
        assert words.tool_description(name) != catalog.tools[name].description, name


@pytest.mark.parametrize(
    ("language", "tool", "title"),
    [
        ("fr", "send_email", "Envoyer un e-mail"),
        ("tr", "send_email", "E-posta gönder"),
        ("fr", "recipe_save", "Enregistrer une recette"),
        ("tr", "custom_tool_create", "İş akışı aracı oluştur"),
        ("en", "list_calendar_events", "List calendar events"),
    ],
)
def test_snapshot_titles(language: str, tool: str, title: str) -> None:
    catalogs = [bundled_catalog("macos"), bundled_catalog("custom-tool")]
    assert ToolWords(catalogs, language).tool(tool) == title


def test_snapshot_arguments_are_titled_even_where_the_schema_is_the_seeds() -> None:
    words = ToolWords([bundled_catalog("macos")], "fr")
    assert words.argument("read_note", "note_name") == "Nom de la note"
    assert words.argument("recipe_save", "overwrite") == "Remplacer une recette de ce nom"
    assert ToolWords([bundled_catalog("macos")], "tr").argument("recipe_save", "manifest") == (
        "Tarif"
    )
    # No source knows it: a readable form of the name.
    assert words.argument("read_note", "folder_path") == "Folder path"


def test_the_built_in_words_fill_in_what_the_snapshot_does_not_list() -> None:
    words = ToolWords([bundled_catalog("macos"), bundled_catalog("builtin")], "tr")
    assert words.tool("create_note") == "Not oluştur"
    assert words.argument("create_note", "body") == "Metin"
    assert words.argument("create_note", "if_exists") == "Not zaten varsa"
    schema = words.argument_schema("create_note", "if_exists")
    assert choice_title(schema, "append", "tr") == "Sonuna ekle"
    assert choice_title(schema, "append", "en") == "Add to the end of it"


MORNING_NOTE = ToolStep(
    tool="create_note",
    args={
        "note_name": "Brief ${steps[0].result.date}",
        "body": "Good morning!\nYou have ${steps[1].result.count} notes.",
    },
)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Create a note “Brief ⟨Step 1 › date⟩” with the text “Good morning! ⏎ You have "
               "⟨Step 2 › count⟩ notes.”"),
        ("fr", "Créer une note « Brief ⟨Step 1 › date⟩ » avec le texte « Good morning! ⏎ You "
               "have ⟨Step 2 › count⟩ notes. »"),
    ],
)  # fmt: skip
def test_a_step_reads_as_a_sentence(language: str, expected: str) -> None:
    words = ToolWords([bundled_catalog("macos"), bundled_catalog("builtin")], language)
    joins = SentenceWords("« ", " »") if language == "fr" else SentenceWords()
    pieces = step_sentence(MORNING_NOTE, words, "template", joins, with_title=True)
    assert sentence_text(pieces) == expected


def test_a_tool_without_a_sentence_reads_as_its_title_and_titled_arguments() -> None:
    step = ToolStep(tool="send_message", args={"recipient": "ann@example.com", "confirm": True})
    words = ToolWords([bundled_catalog("macos")], "fr")
    joins = SentenceWords("« ", " »", yes="oui", no="non")
    text = sentence_text(step_sentence(step, words, "template", joins, with_title=True))
    assert text == "Envoyer un message Destinataire « ann@example.com », Confirmer oui"


def test_choices_read_as_their_titles_and_a_lone_reference_is_a_token() -> None:
    step = ToolStep(tool="create_note", args={"note_name": "${title}", "if_exists": "append"})
    words = ToolWords([bundled_catalog("builtin")], "fr")
    text = sentence_text(step_sentence(step, words, "template"))
    assert text == "⟨title⟩, si elle existe : L’ajouter à la fin"


def test_create_note_previews_only_when_it_would_replace() -> None:
    catalog = bundled_catalog("builtin")
    assert not asks_confirm(catalog, "create_note", {"note_name": "x"})
    assert not asks_confirm(catalog, "create_note", {"note_name": "x", "if_exists": "append"})
    assert asks_confirm(catalog, "create_note", {"note_name": "x", "if_exists": "replace"})
    assert asks_confirm(catalog, "create_note", {"if_exists": "${choice}"})
    assert asks_confirm(catalog, "delete_note", {"note_name": "x"})
