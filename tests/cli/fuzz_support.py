"""Strategies and a runner for fuzzing the command line in-process.

The generated files are what a person, another program or an attacker could hand the
Studio: recipe-shaped JSON with wrong types in every place, share files, bundles and
library files with broken wrappers, lone surrogates, huge and non-finite numbers,
``NaN``, repeated keys, deep nesting, and plain bytes. The runner gives ``main`` real
byte streams (UTF-8, strict), as a terminal or a pipe would, so text that cannot be
written fails here as it would for a user.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from typing import TYPE_CHECKING, Any

from hypothesis import strategies as st

from recipe_studio.cli import main

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

PROFILES = ["macos", "windows", "macos-1", "windows-1", "custom-tool"]
SURROGATES = ["\ud800", "\udfff", "a\udc00b"]
TEXT = st.one_of(
    st.text(max_size=12),
    st.sampled_from(
        [
            "",
            "get_datetime",
            "file_write",
            "user_x",
            "${x}",
            "${steps[0].result.a}",
            "${steps[99999999999999999999].result}",
            "${",
            "Foo",
            "foo",
            "cafe\u0301",
            "café",
            "con",
            "../x",
            "x" * 600,
            *SURROGATES,
        ]
    ),
)
NUMBER = st.one_of(
    st.integers(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([0, -1, 1e308, 1.5, 2**63, float("inf")]),
    st.builds(pow, st.just(10), st.sampled_from([399, 400, 4400])),
    st.floats(allow_nan=True, allow_infinity=True),
)
LEAF = st.one_of(st.none(), st.booleans(), NUMBER, TEXT)
VALUE = st.recursive(
    LEAF,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=12,
)


def _maybe(strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(strategy, VALUE)


STEP = st.one_of(
    st.fixed_dictionaries(
        {"tool": _maybe(TEXT)},
        optional={
            "args": _maybe(st.dictionaries(TEXT, VALUE, max_size=4)),
            "arguments": VALUE,
            "optional": VALUE,
            "id": VALUE,
            "confirm": VALUE,
        },
    ),
    st.fixed_dictionaries({"wait": _maybe(NUMBER)}, optional={"seconds": VALUE}),
    st.fixed_dictionaries({"wait": st.fixed_dictionaries({"seconds": _maybe(NUMBER)})}),
    VALUE,
)
PARAM = st.one_of(
    st.fixed_dictionaries(
        {"name": _maybe(TEXT)},
        optional={"type": _maybe(TEXT), "default": VALUE, "required": VALUE, "description": VALUE},
    ),
    VALUE,
)
MANIFEST = st.fixed_dictionaries(
    {},
    optional={
        "name": _maybe(TEXT),
        "description": VALUE,
        "steps": _maybe(st.lists(STEP, max_size=5)),
        "params": _maybe(st.lists(PARAM, max_size=3)),
        "parameters": _maybe(st.lists(PARAM, max_size=3)),
        "outputs": VALUE,
        "schema_version": VALUE,
    },
)
WRAPPED = st.one_of(
    MANIFEST,
    st.fixed_dictionaries({"manifest": MANIFEST}, optional={"overwrite": VALUE}),
    st.fixed_dictionaries(
        {"format": st.just("recipe-studio-recipe"), "manifest": _maybe(MANIFEST)},
        optional={"profile": _maybe(st.sampled_from(PROFILES)), "format_version": VALUE},
    ),
    st.fixed_dictionaries(
        {
            "format": st.just("recipe-studio-bundle"),
            "recipes": _maybe(
                st.lists(
                    st.fixed_dictionaries(
                        {"manifest": _maybe(MANIFEST)},
                        optional={"profile": _maybe(st.sampled_from(PROFILES))},
                    ),
                    max_size=3,
                )
            ),
        },
        optional={"format_version": VALUE},
    ),
    st.fixed_dictionaries(
        {"format": st.just("recipe-studio-library"), "manifest": _maybe(MANIFEST)},
        optional={
            "profile": _maybe(st.sampled_from(PROFILES)),
            "format_version": VALUE,
            "draft": VALUE,
            "revision": VALUE,
            "pins": VALUE,
        },
    ),
    VALUE,
)
#: Raw text spliced into a document: what ``json.dumps`` never writes.
SPLICES = [
    "NaN",
    "-Infinity",
    "9" * 5000,
    "1e999",
    "-1e99999",
    "0." + "1" * 500,
    '"\\ud800"',
    '{"a": 1, "a": 2}',
    "[" * 300 + "]" * 300,
    '"\\u0000"',
    "\x00",
]


def _encode(value: Any) -> bytes:
    try:
        return json.dumps(value, ensure_ascii=False).encode("utf-8")
    except (UnicodeEncodeError, ValueError):
        try:
            return json.dumps(value).encode("ascii")
        except ValueError:  # an int too long to write out
            return b'{"name": "x", "steps": []}'


@st.composite
def documents(draw: st.DrawFn) -> bytes:
    """The bytes of one input file."""
    kind = draw(st.integers(0, 9))
    if kind == 0:
        return draw(st.binary(max_size=64))
    raw = _encode(draw(WRAPPED))
    if kind <= 3:
        splice = draw(st.sampled_from(SPLICES)).encode("utf-8")
        at = draw(st.integers(0, len(raw)))
        raw = raw[:at] + splice + raw[at:]
        if kind == 3:  # a splice in place of a value (still JSON-shaped)
            raw = raw.replace(b"null", splice, 1).replace(b"true", splice, 1)
    elif kind == 4 and raw:
        cut = draw(st.integers(0, len(raw) - 1))
        raw = raw[:cut] + draw(st.binary(max_size=3)) + raw[cut + 1 :]
    return raw


@st.composite
def commands(draw: st.DrawFn) -> list[str]:
    """One command line over the file ``{file}`` (filled in by the runner)."""
    profile = draw(st.one_of(st.none(), st.sampled_from(PROFILES)))
    with_profile = ["--profile", profile] if profile else []
    verb = draw(
        st.sampled_from(
            ["validate", "convert", "import", "save", "list", "show", "rename", "export", "delete"]
        )
    )
    if verb == "validate":
        return ["validate", "{file}", *with_profile, *draw(st.sampled_from([[], ["--json"]]))]
    if verb == "convert":
        out = draw(st.sampled_from([[], ["-o", "{out}"]]))
        lossy = draw(st.sampled_from([[], ["--lossy"]]))
        return ["convert", "{file}", "--to", draw(st.sampled_from(PROFILES)), *out, *lossy]
    if verb == "import":
        clash = draw(st.sampled_from(["keep-both", "overwrite", "skip"]))
        return ["import", "{file}", "--on-clash", clash, *with_profile]
    if verb == "save":
        return ["save", "{file}", *with_profile, *draw(st.sampled_from([[], ["--draft"]]))]
    if verb == "list":
        return ["list", *draw(st.sampled_from([[], ["--json"]]))]
    name = TEXT.filter(lambda t: "\x00" not in t)
    if verb == "rename":
        return ["rename", draw(name), draw(name)]
    if verb == "export":
        return ["export", draw(name), "-o", draw(st.sampled_from(["{out}", "-", "{file}/x"]))]
    return [verb, draw(name)]


@contextlib.contextmanager
def byte_streams() -> Iterator[io.BytesIO]:
    """Stdout and stderr as a terminal has them: strict UTF-8 over bytes; stderr's bytes."""
    out, err = io.BytesIO(), io.BytesIO()
    old = sys.stdout, sys.stderr
    sys.stdout = io.TextIOWrapper(out, encoding="utf-8", errors="strict")
    sys.stderr = io.TextIOWrapper(err, encoding="utf-8", errors="strict")
    caught = io.BytesIO()
    try:
        yield caught
    finally:
        for stream in (sys.stdout, sys.stderr):
            stream.flush()
        caught.write(err.getvalue())
        sys.stdout, sys.stderr = old


def run_cli(argv: list[str], folder: Path, data: bytes) -> tuple[int, str]:
    """Run one command on ``data`` written to a file in ``folder``: exit code, stderr."""
    file = folder / "input.json"
    file.write_bytes(data)
    out = str(folder / "out.json")
    filled = [a.replace("{file}", str(file)).replace("{out}", out) for a in argv]
    library = ("import", "save", "list", "show", "rename", "export", "delete")
    home = ["--home", str(folder / "home")] if argv[0] in library else []
    with byte_streams() as err:
        code = main([*filled, *home])
    return code, err.getvalue().decode("utf-8", "replace")
