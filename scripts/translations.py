"""Extract the UI's translatable strings into Qt .ts files, and compile them to .qm.

    python scripts/translations.py update    # refresh resources/translations/*.ts
    python scripts/translations.py compile   # .ts -> .qm with pyside6-lrelease (build time)
    python scripts/translations.py check     # list untranslated strings; exit 1 if any

Strings are found with ``ast``: calls ``tr("...")`` in a module whose ``tr`` helper
translates in one context, calls ``QCoreApplication.translate("Context", "...")`` or
``QApplication.translate(...)``, the problems' templates, words and places of
``recipe_studio.core.problem_text.all_sources`` (contexts ``problems``, ``problem values``,
``places``), the run-time messages of
``recipe_studio.core.messages.RUN_MESSAGES`` (context ``run messages``) and the built-in
tool server's texts (context ``ToolServer``: tool titles and descriptions, schema
descriptions, and the templates given to ``ToolFailure(...)`` and ``i18n.text(...)`` in
``recipe_studio/tools``) and the example recipes' one-line purposes (context
``Examples``). Existing translations are kept; strings no longer used are marked obsolete.

A call that passes a count (``tr("%n step(s)", n)``) is a plural ("numerus") message:
its translation has one form per plural form of the language. English has a file too,
holding only those messages, so English reads "1 step" and "2 steps". Core's run
messages and the tool server's texts with ``%n`` are plural messages too.

``compile`` also writes ``tool_server_<lang>.json`` (the ``ToolServer`` context as a plain
table) and ``cli_<lang>.json`` (the problem and run-message contexts) next to the ``.qm``
files: the tool server and the command line read translations without Qt.
"""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "recipe_studio" / "gui", ROOT / "recipe_studio" / "selftest.py"]
OUT = ROOT / "resources" / "translations"
LANGUAGES = ("en", "fr", "tr")
#: Languages whose file holds only plural messages (the source text is already theirs).
PLURALS_ONLY = ("en",)
#: Plural forms per language, as Qt's lrelease counts them.
PLURAL_FORMS = {"en": 2, "fr": 2, "tr": 1}
Translation = str | list[str]
TOOLS = ROOT / "recipe_studio" / "tools"
TOOL_CONTEXT = "ToolServer"
#: Functions whose first argument is a tool server message template.
TOOL_TEMPLATE_CALLS = {"ToolFailure", "CalculationError", "text"}


def _tr_context(tree: ast.Module) -> str | None:
    """The context of the module's ``tr`` helper, if it has one: ``tr = translator("Ctx")``
    (or an older ``def tr`` that calls ``translate("Ctx", ...)``)."""
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "tr" for t in node.targets)
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            and node.value.func.id == "translator"
            and node.value.args
            and isinstance(node.value.args[0], ast.Constant)
        ):
            return str(node.value.args[0].value)
        if isinstance(node, ast.FunctionDef) and node.name == "tr":
            for call in ast.walk(node):
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Attribute)
                    and call.func.attr == "translate"
                    and call.args
                    and isinstance(call.args[0], ast.Constant)
                ):
                    return str(call.args[0].value)
    return None


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def _imported_tr_context(tree: ast.Module, own: dict[str, str | None]) -> str | None:
    """The context of a ``tr`` helper imported from another module (``from x import tr``)."""
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and any(a.name == "tr" for a in node.names):
            return own.get(node.module or "")
    return None


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal(node.left), _literal(node.right)
        if left is not None and right is not None:
            return left + right
    return None


NUMERUS: set[tuple[str, str]] = set()


#: One text to translate: (context, source text, where it is, whether it has plural forms).
Found = tuple[str, str, str, bool]


def extract() -> dict[str, dict[str, list[str]]]:
    """context -> source text -> locations (plural messages are noted in NUMERUS)."""
    found: dict[str, dict[str, list[str]]] = {}
    for context, text, where, counted in [*_written_texts(), *_table_texts()]:
        found.setdefault(context, {}).setdefault(text, []).append(where)
        if counted:
            NUMERUS.add((context, text))
    return found


def _written_texts() -> Iterator[Found]:
    """The ``tr(...)`` and ``translate(context, ...)`` calls written in the sources."""
    files: list[Path] = []
    for source in SOURCES:
        files.extend(
            sorted(source.rglob("*.py")) if source.is_dir() else [source] if source.exists() else []
        )
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in files}
    own = {_module_name(path): _tr_context(tree) for path, tree in trees.items()}
    for path, tree in trees.items():
        context = own[_module_name(path)] or _imported_tr_context(tree, own)
        rel = path.relative_to(ROOT).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args:
                called = _called_text(node, context)
                if called is not None:
                    yield called[0], called[1], f"{rel}:{node.lineno}", called[2]


def _called_text(node: ast.Call, context: str | None) -> tuple[str, str, bool] | None:
    """(context, text, has plural forms) of a ``tr`` call in a module whose ``tr`` has
    ``context``, or of a ``translate(context, text)`` call; ``None`` for any other call."""
    func = node.func
    if isinstance(func, ast.Name) and func.id == "tr" and context:
        text = _literal(node.args[0])
        return None if text is None else (context, text, len(node.args) >= 2)
    if isinstance(func, ast.Attribute) and func.attr == "translate" and len(node.args) >= 2:
        ctx, text = _literal(node.args[0]), _literal(node.args[1])
        if ctx is not None and text is not None:
            return ctx, text, len(node.args) >= 4
    return None


def _table_texts() -> Iterator[Found]:
    """Texts kept in tables (headers, actions, problems, messages, examples), not in calls."""
    sys.path.insert(0, str(ROOT))
    from recipe_studio.core.examples import example_texts, examples
    from recipe_studio.core.problem_text import all_sources
    from recipe_studio.core.references import REFERENCE_WORDS
    from recipe_studio.core.sentences import JOINING_WORDS
    from recipe_studio.gui.recipe.params_model import HEADERS as PARAM_HEADERS
    from recipe_studio.gui.recipe.status_words import STATUS_LOOK
    from recipe_studio.gui.recipe.steps_model import HEADERS as STEP_HEADERS
    from recipe_studio.gui.window.actions import ACTIONS, MENUS
    from recipe_studio.gui.window.problems_panel import ProblemsModel

    for context, texts in all_sources().items():  # problems, their words and places
        yield from ((context, text, f"core.problem_text:{context}", False) for text in texts)
    #: (context, where, texts) of the tables of words.
    tables: list[tuple[str, str, Iterable[str]]] = [
        ("References", "references.REFERENCE_WORDS", REFERENCE_WORDS.values()),
        ("Words", "sentences.JOINING_WORDS", JOINING_WORDS.values()),
        ("StepsTable", "steps_model.HEADERS", STEP_HEADERS),
        ("StepsTable", "status_words.STATUS_LOOK", [label for label, _ in STATUS_LOOK.values()]),
        ("ParamsTable", "params_model.HEADERS", PARAM_HEADERS),
        ("Problems", "problems_panel.HEADERS", ProblemsModel.HEADERS),
        ("Menus", "actions.MENUS", [title for _key, title in MENUS]),
    ]
    for context, where, words in tables:
        yield from ((context, word, where, False) for word in words)
    yield from (("Menus", spec.text, f"actions.ACTIONS:{spec.name}", False) for spec in ACTIONS)
    for context, text, where in core_and_tool_strings():
        yield context, text, where, "%n" in text
    for example in examples():  # their names, purposes and texts, in the UI language
        where = f"resources/examples/{example.path.name}"
        for text in [example.purpose, *example_texts(example.path)]:
            yield "Examples", text, where, False


def core_and_tool_strings() -> list[tuple[str, str, str]]:
    """(context, text, where) of core's run messages and the tool server's texts."""
    from recipe_studio.core.messages import RUN_MESSAGES

    found = [("run messages", text, f"messages:{code}") for code, text in RUN_MESSAGES.items()]
    return found + [(TOOL_CONTEXT, text, where) for text, where in tool_server_strings()]


def tool_server_strings() -> list[tuple[str, str]]:
    """The tool server's texts: from the built tools, and templates in ``recipe_studio/tools``."""
    from recipe_studio.tools.server_texts import server_texts

    found = [(text, "tools.server_texts") for text in server_texts()]
    for path in sorted(TOOLS.glob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            text = _literal(node.args[0])
            if name in TOOL_TEMPLATE_CALLS and text is not None:
                found.append((text, f"{rel}:{node.lineno}"))
    return found


def _read_ts(path: Path) -> dict[tuple[str, str], Translation]:
    """Finished translations: text, or the list of plural forms of a plural message."""
    if not path.exists():
        return {}
    done: dict[tuple[str, str], Translation] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") == "unfinished":
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")]
            if message.get("numerus") == "yes" and forms and all(forms):
                done[(name, source)] = forms
            elif translation.text and not forms:
                done[(name, source)] = translation.text
    return done


def _same_text_elsewhere(known: dict[tuple[str, str], Translation]) -> dict[str, str]:
    """Translations by source text alone: a string that moved to another context (a module
    was split) keeps its translation. Mnemonic ``&`` marks are kept apart."""
    by_source: dict[str, str] = {}
    for (_context, source), text in sorted(known.items()):
        if isinstance(text, str):
            by_source.setdefault(source, text)
            by_source.setdefault(source.replace("&", ""), text.replace("&", ""))
    return by_source


def _fits(counted: bool, text: Translation | None) -> bool:
    """A kept translation must have the message's shape (plural forms, or one text)."""
    return text is not None and isinstance(text, list) == counted


def _message(
    ctx: ET.Element,
    context: str,
    source: str,
    wheres: list[str],
    language: str,
    text: Translation | None,
) -> None:
    counted = (context, source) in NUMERUS
    message = ET.SubElement(ctx, "message")
    if counted:
        message.set("numerus", "yes")
    for where in wheres[:3]:
        file, _, line = where.partition(":")
        ET.SubElement(message, "location", filename=file, line=line or "0")
    ET.SubElement(message, "source").text = source
    translation = ET.SubElement(message, "translation")
    if not _fits(counted, text):
        translation.set("type", "unfinished")
        text = None
    if counted:
        forms = text if isinstance(text, list) else [""] * PLURAL_FORMS[language]
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    elif isinstance(text, str):
        translation.text = text


def update() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    strings = extract()
    for language in LANGUAGES:
        path = OUT / f"recipe_studio_{language}.ts"
        known = _read_ts(path)
        elsewhere = _same_text_elsewhere(known)
        root = ET.Element("TS", version="2.1", language=language)
        total = missing = 0
        for context in sorted(strings):
            sources = [
                s
                for s in sorted(strings[context])
                if language not in PLURALS_ONLY or (context, s) in NUMERUS
            ]
            if not sources:
                continue
            ctx = ET.SubElement(root, "context")
            ET.SubElement(ctx, "name").text = context
            for source in sources:
                text = known.get((context, source), elsewhere.get(source))
                counted = (context, source) in NUMERUS
                total += 1
                missing += not _fits(counted, text)
                _message(ctx, context, source, strings[context][source], language, text)
        ET.indent(root)
        text = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(
            root, encoding="unicode"
        )
        path.write_text(text + "\n", encoding="utf-8")
        print(f"{path.name}: {total} strings, {missing} untranslated")


def lrelease() -> str | None:
    here = Path(sys.executable).parent
    for candidate in (here / "pyside6-lrelease", here / "lrelease"):
        if candidate.exists():
            return str(candidate)
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


def compile_all() -> int:
    tool = lrelease()
    if tool is None:
        print("pyside6-lrelease not found: install PySide6-Essentials", file=sys.stderr)
        return 1
    for ts in sorted(OUT.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
    write_tool_server_tables()
    write_cli_tables()
    return 0


def write_tool_server_tables() -> None:
    """``tool_server_<lang>.json``: the ``ToolServer`` context for the Qt-free tool server."""
    sys.path.insert(0, str(ROOT))
    from recipe_studio.tools.i18n import read_ts

    for language in LANGUAGES:
        if language in PLURALS_ONLY:
            continue  # the tool server has its own English plural forms
        table = read_ts(OUT / f"recipe_studio_{language}.ts", TOOL_CONTEXT)
        target = OUT / f"tool_server_{language}.json"
        target.write_text(json.dumps(table, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")


def write_cli_tables() -> None:
    """``cli_<lang>.json``: the problem and run-message contexts, for the Qt-free CLI."""
    sys.path.insert(0, str(ROOT))
    from recipe_studio.commands.words import CLI_CONTEXTS
    from recipe_studio.tools.i18n import read_ts

    for language in LANGUAGES:
        if language in PLURALS_ONLY:
            continue  # English is the source text (and messages.py has its plurals)
        ts = OUT / f"recipe_studio_{language}.ts"
        tables = {context: read_ts(ts, context) for context in CLI_CONTEXTS}
        target = OUT / f"cli_{language}.json"
        target.write_text(json.dumps(tables, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")


def check() -> int:
    strings = extract()
    bad = 0
    for language in LANGUAGES:
        known = _read_ts(OUT / f"recipe_studio_{language}.ts")
        for context in strings:
            for source in strings[context]:
                counted = (context, source) in NUMERUS
                if language in PLURALS_ONLY and not counted:
                    continue
                if not _fits(counted, known.get((context, source))):
                    bad += 1
                    print(f"{language}: [{context}] {source!r}")
    return 1 if bad else 0


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "update"
    if command == "update":
        update()
        return 0
    if command == "compile":
        return compile_all()
    if command == "check":
        return check()
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
