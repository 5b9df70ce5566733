"""Recipe Studio in French, as a screen reader reads it (AT-SPI, as Orca on Linux): every
control says what it is in French words, and the morning brief can be built and run with
the keyboard alone, hearing each place the focus lands (``screen_reader.py`` starts it).
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from functools import cache
from typing import TYPE_CHECKING

import pytest
from platforms import only_on
from screen_reader import ScreenReader, describe, find, studio_on_screen, walk, window

from recipe_studio.core.paths import notes_dir, resources_dir
from recipe_studio.core.settings import Settings, save_settings

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

    from screen_reader import Node

pytestmark = [
    pytest.mark.slow,
    only_on(
        "linux",
        why="AT-SPI is the Linux desktop's accessibility bus",
        covered_by="tests/gui/test_gui_i18n.py (every text translated; no screen reader)",
    ),
]

#: What a person tabs onto or types into: each must say what it is.
CONTROLS = {
    "push button", "toggle button", "check box", "radio button", "combo box", "text",
    "password text", "entry", "spin button", "slider", "table", "tree", "tree table",
    "list", "list box", "menu item", "check menu item", "radio menu item", "page tab",
    "page tab list", "link",
}  # fmt: skip
#: A view's items: they show the person's data as it is (a value a tool returned, the
#: identifier of a param the manifest needs), which a screen reader reads as it is too.
ITEMS = {"table cell", "list item", "tree item"}
#: Raw references, and names in the shapes code gives them: snake_case, camelCase, Qt's
#: objectNames and Python's classes (PascalCase made of words).
IDENTIFIER = re.compile(
    r"\$\{|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Z][a-z0-9]+[A-Z]\w*\b"
)
#: Words of those shapes that are words: what the systems are called.
NOT_IDENTIFIERS = {"macOS"}


def translations() -> Path:
    return resources_dir() / "translations" / "recipe_studio_fr.ts"


@cache
def english() -> tuple[frozenset[str], frozenset[str]]:
    """The UI's English texts whose French differs, and the words that are English only
    (in some English text, in no French one)."""
    texts, english_words, french_words = set(), set(), set()
    for message in ET.parse(translations()).getroot().iter("message"):
        source = message.findtext("source") or ""
        translated = message.find("translation")
        forms = [f.text or "" for f in translated.iter("numerusform")] if translated else []
        french = [translated.text or ""] if translated is not None else []
        french = [text for text in [*french, *forms] if text.strip()]
        english_words |= words(source)
        for text in french:
            french_words |= words(text)
        if french and plain(source) not in {plain(text) for text in french}:
            texts.add(plain(source))
    return frozenset(texts), frozenset(english_words - french_words)


def plain(text: str) -> str:
    """A text as it is read: no mnemonic ampersand, spaces as spaces."""
    return " ".join(re.sub(r"&(?=\S)", "", text).split())


def words(text: str) -> set[str]:
    """The words of ``text`` a sentence is made of (long enough not to be shared by
    chance, no placeholders)."""
    text = re.sub(r"\{[^}]*\}|%n|%\d", " ", text)
    return {w.lower() for w in re.findall(r"[A-Za-z]{4,}", text)}


@cache
def keys() -> frozenset[str]:
    """What code calls things: the tools' names and their arguments' and results' keys."""
    found: set[str] = set()

    def collect(value: object) -> None:
        if isinstance(value, dict):
            properties = value.get("properties")
            if isinstance(properties, dict):
                found.update(properties)
            for item in value.values():
                collect(item)
        elif isinstance(value, list):
            for item in value:
                collect(item)

    for name in ("builtin.json", "lmcp-macos.json"):
        catalog = json.loads((resources_dir() / "catalogs" / name).read_text("utf-8"))
        found.update(tool["name"] for tool in catalog["tools"])
        collect(catalog)
    recipe = json.loads((resources_dir() / "examples" / "morning-brief.recipe.json").read_text())
    found.update(param["name"] for param in recipe["manifest"]["params"])
    return frozenset(found)


def problems(windows: list[Node]) -> list[str]:
    """What a screen reader would read wrongly on one screen, each with its place."""
    found = []
    english_texts, english_words = english()
    for path in walk(windows):
        node = path[-1]
        role, name = node["role"], plain(node["name"])
        place = describe(list(path))
        # Orca speaks a control's name, else the label that labels it (the labelled-by
        # relation a QLabel's buddy or a form row makes); nothing else is said for it.
        said = name or plain(" ".join(node["labelled_by"]))
        control = role in CONTROLS or ("focusable" in node["states"] and role not in ITEMS)
        if control and not said:
            found.append(f"no name: {place}")
        # A list's name is its chosen item (Qt does so on Linux, for Orca): what it is
        # for is said from its label alone.
        if role == "combo box" and not "".join(node["labelled_by"]).strip():
            found.append(f"no label, only its chosen item: {place}")
        if role in ITEMS or not name:
            continue
        shapes = [m for m in IDENTIFIER.findall(name) if m not in NOT_IDENTIFIERS]
        if shapes or name in keys():
            found.append(f"an identifier ({', '.join(shapes) or name}): {place}")
        english_only = [w for w in words(name) if w in english_words]
        if name in english_texts or (
            len(english_only) >= 2 and 2 * len(english_only) >= len(words(name))
        ):
            found.append(f"English: {place}")
    return found


def tab_to(reader: ScreenReader, role: str, name: str, presses: int = 60) -> Node:
    """Tab until the focus is on a ``role`` called ``name`` (as a person tabs round)."""
    path = reader.focus()
    for _ in range(presses):
        # (A view is reached with its current item, which is read after it.)
        for node in path[-2:] if path else []:
            if node["role"] == role and node["name"] == name:
                return node
        path = reader.moved("Tab")
    raise AssertionError(f"Tab never reached the {role} {name!r}")


def status(reader: ScreenReader) -> str:
    """What the status bar says (Orca reads it on request: Insert+End)."""
    frames = [w for w in reader.tree() if w["role"] == "frame"]
    bar = find(frames, "status bar")
    return bar["name"] if bar else ""


def ended(said: str) -> str | None:
    """What the status bar says once the run has ended, else None."""
    return said if said.startswith("Exécution terminée") else None


@pytest.fixture
def reader(tmp_path: Path) -> Iterator[ScreenReader]:
    save_settings(Settings(language="fr"))
    with studio_on_screen(tmp_path / "screen") as reader:
        yield reader


def test_every_control_reads_in_french_words(reader: ScreenReader) -> None:
    screens: dict[str, list[Node]] = {}
    reader.wait("the examples", lambda: find(reader.tree(), "push button", "Point du matin"))
    screens["fenêtre principale"] = reader.tree()
    tab_to(reader, "push button", "Point du matin")
    reader.keys("space")
    window(reader, "frame", "Point du matin — Recipe Studio")
    screens["éditeur, étape 1"] = reader.tree()
    tab_to(reader, "table", "Étapes")
    reader.press("Down", "table cell", "Étape 2")
    reader.press("Down", "table cell", "Étape 3")
    reader.wait("step 3 in the inspector", lambda: find(reader.tree(), "label", "Étape 3"))
    screens["inspecteur, étape 3"] = reader.tree()
    reader.keys("ctrl+r")
    values = window(reader, "dialog")
    screens["valeurs"] = reader.tree()
    reader.keys("Return")
    confirm = window(reader, "dialog", "Cette exécution va modifier des choses")
    screens["confirmation"] = reader.tree()
    assert values["name"] != confirm["name"]
    tab_to(reader, "push button", "Exécuter ces étapes")
    reader.keys("space")
    reader.wait("the run's end", lambda: ended(status(reader)))
    screens["panneau Exécution"] = reader.tree()
    found: dict[str, list[str]] = {}  # each problem once, with the screens that show it
    for where, tree in screens.items():
        for problem in problems(tree):
            found.setdefault(problem, []).append(where)
    assert not found, "\n".join(f"{p} (on: {', '.join(w)})" for p, w in found.items())


def test_the_morning_brief_is_built_and_run_with_the_keyboard_alone(reader: ScreenReader) -> None:
    reader.wait("the window", lambda: find(reader.tree(), "push button", "Nouvelle recette"))
    reader.press("ctrl+n", "text", "Nom de la recette")
    reader.type("Point du matin au clavier")
    # Step 1: the tool picker, searched by the tool's French title.
    add_step(reader, "Date et heure actuelles", "Fuseau horaire")
    # Step 2: a note, its name and text made of step 1's results.
    add_step(reader, "Créer une note", "Nom de la note")
    # A reference typed out in full becomes a token, read by the result's title.
    reader.type("Point du matin ${steps[0].result.date}", "Point du matin ⟨Étape 1 › Date⟩")
    tab_to(reader, "text", "Texte")
    reader.type("Bonjour ! Il est ${steps[0].result.time}.", "Bonjour ! Il est ⟨Étape 1 › Heure⟩.")
    reader.keys("ctrl+r")
    window(reader, "dialog", "Cette exécution va modifier des choses")
    reader.wait_focus("push button", "Annuler")  # the safe answer has the focus
    steps = reader.wait(
        "the steps that change things",
        lambda: find(reader.tree(), "text", "Étapes qui modifient des choses"),
    )
    # Its tokens are pictures in the text; its description has them in words.
    assert "Créer une note « Point du matin ⟨Étape 1 › Date⟩ »" in steps["description"], steps
    reader.press("Tab", "push button", "Exécuter ces étapes")
    reader.keys("space")
    done = reader.wait("the run's end", lambda: ended(status(reader)))
    assert done == "Exécution terminée. Toutes les étapes se sont bien déroulées (2 étapes)."
    notes = [path.name for path in notes_dir().rglob("*") if path.is_file()]
    assert any(name.startswith("Point du matin 20") for name in notes), notes


def add_step(reader: ScreenReader, tool: str, first: str) -> None:
    """Add a tool step as a person does with the keyboard: Ctrl+T, type the tool's name,
    Tab to the list to hear the tool found, Return; the keyboard is then in the step's
    ``first`` argument."""
    reader.press("ctrl+t", "text", "Rechercher des outils")
    reader.type(tool.lower())
    reader.press("Tab", "list item", tool)
    reader.keys("Return")
    reader.wait("the picker to close", lambda: "dialog" not in roles(reader.windows()) or None)
    reader.give_focus()  # the window manager's part: the window has the keyboard again
    reader.wait_focus("text", first)  # where the step is filled in: its first argument

    def inspected() -> Node | None:
        field = find(reader.tree(), "text", "Outil")  # the inspector's tool, as it reads
        return field if field and field["text"] == tool else None

    reader.wait(f"the inspector on the step that calls {tool!r}", inspected)


def roles(nodes: list[Node]) -> list[str]:
    return [node["role"] for node in nodes]
