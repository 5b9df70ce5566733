"""References inside step args: parsing, rendering, finding, remapping, filling, describing."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from recipe_studio.core.references import (
    InterpolationError,
    Malformed,
    ParamRef,
    StepRef,
    custom_reference,
    describe_reference,
    exact_reference,
    find_references,
    interpolate,
    parse_template,
    remap_step_indices,
    render_custom,
    render_reference,
    render_template,
    split_dotted,
)

# --------------------------------------------------------------------------- parsing


def test_param_reference_parses_and_renders() -> None:
    assert parse_template("${name}") == [ParamRef("name")]
    assert render_reference(ParamRef("name")) == "${name}"


def test_step_reference_with_keys_and_indices() -> None:
    text = "${steps[0].result.accounts[0].name}"
    assert parse_template(text) == [StepRef(index=0, path=("accounts", 0, "name"))]
    assert render_template(parse_template(text)) == text


def test_step_reference_without_path() -> None:
    assert parse_template("${steps[3].result}") == [StepRef(index=3)]


def test_deleted_step_reference_parses_as_deleted() -> None:
    [ref] = parse_template("${steps[?].result.x}")
    assert isinstance(ref, StepRef)
    assert ref.deleted
    assert render_reference(ref) == "${steps[?].result.x}"


def test_text_around_references_is_kept_in_order() -> None:
    segments = parse_template("Hi ${who}, you have ${steps[1].result.count} new")
    assert segments == [
        "Hi ",
        ParamRef("who"),
        ", you have ",
        StepRef(index=1, path=("count",)),
        " new",
    ]


def test_key_made_of_digits_stays_a_key() -> None:
    [ref] = parse_template("${steps[0].result.0}")
    assert ref == StepRef(index=0, path=("0",))


@pytest.mark.parametrize(
    "text",
    [
        "${",
        "${}",
        "${ name}",
        "${name",
        "${1abc}",
        "${a.b}",
        "${steps[0]}",
        "${steps[0].output}",
        "${steps[-1].result}",
        "${steps[x].result}",
        "${steps[01].result}",
        "${steps[٣].result}",
        "${steps[0].result[a]}",
        "${steps[0].result.}",
    ],
)
def test_malformed_dollar_brace_is_reported_not_dropped(text: str) -> None:
    segments = parse_template(text)
    assert any(isinstance(s, Malformed) for s in segments)
    assert not any(isinstance(s, ParamRef | StepRef) for s in segments)
    assert render_template(segments) == text


def test_malformed_piece_between_good_references() -> None:
    segments = parse_template("${a} ${ b ${c}")
    assert segments[0] == ParamRef("a")
    assert isinstance(segments[2], Malformed)
    assert segments[2].offset == 5
    assert render_template(segments) == "${a} ${ b ${c}"


def test_unterminated_reference_runs_to_the_end() -> None:
    segments = parse_template("before ${steps[0].result")
    assert segments == ["before ", Malformed("${steps[0].result", 7)]


def test_huge_step_number_is_malformed_not_a_crash() -> None:
    text = "${steps[" + "9" * 5000 + "].result}"
    [segment] = parse_template(text)
    assert isinstance(segment, Malformed)


def test_plain_text_and_lone_braces_are_literal() -> None:
    assert parse_template("a } b { $ c $x") == ["a } b { $ c $x"]
    assert parse_template("") == []


# --------------------------------------------------------------------------- exact


def test_exact_reference_only_when_the_whole_string_is_one_reference() -> None:
    assert exact_reference("${count}") == ParamRef("count")
    assert exact_reference("${steps[0].result.a}") == StepRef(index=0, path=("a",))
    assert exact_reference(" ${count}") is None
    assert exact_reference("${count} ") is None
    assert exact_reference("${a}${b}") is None
    assert exact_reference("x${a}") is None
    assert exact_reference("${ a}") is None
    assert exact_reference("plain") is None


# --------------------------------------------------------------------------- custom


def test_custom_references() -> None:
    assert custom_reference({"$input": "q"}) == ParamRef("q")
    assert custom_reference({"$step": "s1", "path": "a.0.b"}) == StepRef(
        step_id="s1", path=("a", 0, "b")
    )
    assert custom_reference({"$step": "s1"}) == StepRef(step_id="s1")
    assert custom_reference({"other": 1}) is None
    assert isinstance(custom_reference({"$input": 3}), Malformed)
    assert isinstance(custom_reference({"$input": "q", "extra": 1}), Malformed)
    assert isinstance(custom_reference({"$step": "s", "path": 4}), Malformed)


def test_custom_reference_renders_back() -> None:
    assert render_custom(ParamRef("q")) == {"$input": "q"}
    assert render_custom(StepRef(step_id="s1", path=("a", 0))) == {"$step": "s1", "path": "a.0"}
    assert render_custom(StepRef(step_id="s1")) == {"$step": "s1"}


@pytest.mark.parametrize(
    ("path", "parts"),
    [
        ("a.0.b", ("a", 0, "b")),
        ("a.01", ("a", "01")),
        ("a.²", ("a", "²")),
        ("a." + "9" * 5000, ("a", "9" * 5000)),
        ("", ()),
    ],
)
def test_dotted_paths_never_crash(path: str, parts: tuple[object, ...]) -> None:
    assert split_dotted(path) == parts


# --------------------------------------------------------------------------- finding


def test_find_template_references_at_any_depth() -> None:
    args = {
        "a": [{"b": "${x}"}, ["deep ${steps[1].result.z} and ${y}"]],
        "c": {"d": {"e": {"f": "${steps[0].result}"}}},
        "n": 5,
        "bad": "${ nope",
    }
    found = find_references(args, "template")
    summary = [(f.path, f.item, f.exact) for f in found]
    assert summary == [
        (("a", 0, "b"), ParamRef("x"), True),
        (("a", 1, 0), StepRef(index=1, path=("z",)), False),
        (("a", 1, 0), ParamRef("y"), False),
        (("c", "d", "e", "f"), StepRef(index=0), True),
        (("bad",), Malformed("${ nope", 0), False),
    ]


def test_find_custom_references_at_any_depth() -> None:
    args = {
        "top": {"$input": "q"},
        "list": [1, [{"inner": {"$step": "s1", "path": "r.0"}}]],
        "text": "${x} is literal here",
    }
    found = find_references(args, "custom")
    assert [(f.path, f.item) for f in found] == [
        (("top",), ParamRef("q")),
        (("list", 1, 0, "inner"), StepRef(step_id="s1", path=("r", 0))),
    ]


def test_each_dialect_ignores_the_other_syntax() -> None:
    assert find_references({"a": {"$input": "q"}}, "template") == []
    assert find_references({"a": "${q}"}, "custom") == []


def test_find_references_survives_deep_nesting() -> None:
    args: Any = "${x}"
    for _ in range(5000):
        args = {"k": [args]}
    [found] = find_references(args, "template")
    assert found.item == ParamRef("x")
    assert len(found.path) == 10000


# --------------------------------------------------------------------------- remapping


def _moved(order: list[int]) -> dict[int, int]:
    """old index -> new index when the steps are rearranged into ``order`` (old indices)."""
    return {old: new for new, old in enumerate(order)}


def test_move_keeps_references_on_the_same_step() -> None:
    # Steps [A, B, C] become [B, C, A]: A moved to the end.
    mapping = _moved([1, 2, 0])
    args = {"a": "${steps[0].result.x}", "b": ["see ${steps[1].result}"], "n": 3}
    new, changed = remap_step_indices(args, mapping.__getitem__)
    assert changed
    assert new == {"a": "${steps[2].result.x}", "b": ["see ${steps[0].result}"], "n": 3}


def test_insert_shifts_later_references() -> None:
    def insert_at_1(i: int) -> int:
        return i + 1 if i >= 1 else i

    args = {"a": "${steps[0].result} ${steps[1].result.k[2]} ${steps[5].result}"}
    new, changed = remap_step_indices(args, insert_at_1)
    assert changed
    assert new == {"a": "${steps[0].result} ${steps[2].result.k[2]} ${steps[6].result}"}


def test_delete_marks_references_to_the_deleted_step_never_retargets() -> None:
    def delete_1(i: int) -> int | None:
        if i == 1:
            return None
        return i - 1 if i > 1 else i

    args = {"gone": "${steps[1].result.name}", "kept": "${steps[2].result}", "p": "${p}"}
    new, changed = remap_step_indices(args, delete_1)
    assert changed
    assert new == {"gone": "${steps[?].result.name}", "kept": "${steps[1].result}", "p": "${p}"}
    # A later edit never points a deleted reference at some other step.
    again, changed_again = remap_step_indices(new, lambda i: i + 10)
    assert again["gone"] == "${steps[?].result.name}"
    assert again["kept"] == "${steps[11].result}"
    assert changed_again


def test_remap_without_changes_returns_the_same_object() -> None:
    args = {"a": ["${steps[0].result}", {"b": "x"}], "c": "${p}"}
    new, changed = remap_step_indices(args, lambda i: i)
    assert not changed
    assert new is args


def test_remap_keeps_malformed_and_literal_text() -> None:
    args = {"a": "${steps[0].result} ${ broken and ${steps[1]"}
    new, _ = remap_step_indices(args, lambda i: i + 1)
    assert new == {"a": "${steps[1].result} ${ broken and ${steps[1]"}


# --------------------------------------------------------------------------- interpolation


def _no_steps(ref: StepRef) -> Any:
    raise AssertionError(f"unexpected step lookup {ref}")


def test_exact_reference_keeps_the_value_type() -> None:
    params = {"count": 3, "flag": False, "obj": {"a": [1]}, "nothing": None}
    args = {"limit": "${count}", "f": "${flag}", "o": "${obj}", "z": "${nothing}"}
    assert interpolate(args, "template", params, _no_steps) == {
        "limit": 3,
        "f": False,
        "o": {"a": [1]},
        "z": None,
    }


def test_embedded_values_render_as_text() -> None:
    params = {
        "n": 3,
        "x": 2.5,
        "t": True,
        "f": False,
        "z": None,
        "o": {"k": [1, "é"]},
        "l": [1, 2],
        "s": "plain",
    }
    text = "${n}|${x}|${t}|${f}|${z}|${o}|${l}|${s}"
    assert interpolate(text, "template", params, _no_steps) == (
        '3|2.5|true|false||{"k":[1,"é"]}|[1,2]|plain'
    )


def test_interpolation_is_single_pass() -> None:
    params = {"a": "${b}", "b": "SECRET"}
    result = interpolate({"x": "${a}", "y": "say ${a}"}, "template", params, _no_steps)
    assert result == {"x": "${b}", "y": "say ${b}"}


def test_interpolation_reaches_nested_values_only_in_strings() -> None:
    params = {"who": "Ann"}
    args = {"list": [{"to": "${who}"}, 5, None, True], "deep": {"k": ["Hi ${who}"]}}
    assert interpolate(args, "template", params, _no_steps) == {
        "list": [{"to": "Ann"}, 5, None, True],
        "deep": {"k": ["Hi Ann"]},
    }


def test_step_results_are_read_through_the_lookup() -> None:
    results = {0: {"accounts": [{"name": "work", "id": 7}]}}

    def step_value(ref: StepRef) -> Any:
        value: Any = results[ref.index or 0]
        for part in ref.path:
            value = value[part]
        return value

    args = {"exact": "${steps[0].result.accounts[0].id}", "text": "on ${steps[0].result.accounts}"}
    assert interpolate(args, "template", {}, step_value) == {
        "exact": 7,
        "text": 'on [{"name":"work","id":7}]',
    }


def test_custom_dialect_input_and_step() -> None:
    def step_value(ref: StepRef) -> Any:
        assert ref.step_id == "first"
        assert ref.path == ("res", "v", 1)
        return 20

    args = {
        "q": {"$input": "q"},
        "n": [{"$step": "first", "path": "res.v.1"}],
        "literal": "${q} stays",
    }
    assert interpolate(args, "custom", {"q": 4}, step_value) == {
        "q": 4,
        "n": [20],
        "literal": "${q} stays",
    }


def test_template_dialect_keeps_custom_objects_literal() -> None:
    args = {"a": {"$input": "q"}}
    assert interpolate(args, "template", {"q": 1}, _no_steps) == {"a": {"$input": "q"}}


@pytest.mark.parametrize(
    ("args", "dialect", "fragment"),
    [
        ({"a": "${missing}"}, "template", "missing"),
        ({"a": "x ${ bad"}, "template", "not a valid reference"),
        ({"a": "${steps[?].result}"}, "template", "deleted"),
        ({"a": {"$input": 5}}, "custom", "not a valid reference"),
        ({"a": {"$input": "missing"}}, "custom", "missing"),
    ],
)
def test_unfillable_references_raise_a_clear_error(args: Any, dialect: Any, fragment: str) -> None:
    with pytest.raises(InterpolationError, match=fragment):
        interpolate(args, dialect, {}, _no_steps)


# --------------------------------------------------------------------------- describing


def test_describe_step_reference() -> None:
    ref = StepRef(index=1, path=("accounts", 0, "name"))
    assert describe_reference(ref) == "Step 2 › accounts › first › name"


def test_describe_other_references() -> None:
    assert describe_reference(ParamRef("count")) == "count"
    assert describe_reference(StepRef(index=0, path=(2,))) == "Step 1 › item 3"
    assert describe_reference(StepRef(index=None)) == "Deleted step › result"
    assert describe_reference(StepRef(step_id="fetch", path=("a",))) == "Step “fetch” › a"
    french = {
        "step": "Étape {n}",
        "step_id": "Étape {id}",
        "deleted": "Supprimée",
        "result": "résultat",
        "first": "premier",
        "item": "élément {n}",
    }
    assert describe_reference(StepRef(index=0, path=(0, "a")), french) == ("Étape 1 › premier › a")


# --------------------------------------------------------------------------- properties

_idents = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,8}", fullmatch=True)
_keys = st.from_regex(r"[A-Za-z0-9_\-]{1,6}", fullmatch=True)
_path = st.lists(_keys | st.integers(min_value=0, max_value=10**6), max_size=5).map(tuple)
_refs = st.builds(ParamRef, _idents) | st.builds(
    StepRef, index=st.none() | st.integers(min_value=0, max_value=10**9), path=_path
)
_texty = st.text(alphabet=st.sampled_from("${}[]._?0123456789 aZé-steps" + "result"), max_size=40)


#: Text shaped like a step reference with its number and path varied: near-misses abound.
_near_misses = st.tuples(
    st.sampled_from(["${steps[", "a ${steps[", "${step["]),
    st.text(alphabet="0123456789٣²?-", max_size=3),
    st.sampled_from(["].result", "]", "].res"]),
    st.lists(st.sampled_from([".a", "[0]", "[01]", "[٣]", ".", "[", "[x]", ".0"]), max_size=3),
    st.sampled_from(["}", "} ${y}", ""]),
).map(lambda parts: "".join(p if isinstance(p, str) else "".join(p) for p in parts))


@settings(max_examples=500)
@given(_near_misses | st.text(max_size=60) | _texty)
def test_render_of_parse_is_identity(text: str) -> None:
    assert render_template(parse_template(text)) == text


_literal = st.text(alphabet=st.characters(blacklist_characters="$"), max_size=8)


@settings(max_examples=300)
@given(st.lists(_literal | _refs, max_size=6))
def test_references_in_text_parse_back(pieces: list[Any]) -> None:
    text = "".join(p if isinstance(p, str) else render_reference(p) for p in pieces)
    refs = [p for p in pieces if not isinstance(p, str)]
    assert [s for s in parse_template(text) if not isinstance(s, str)] == refs
    assert render_template(parse_template(text)) == text


@settings(max_examples=300)
@given(_refs)
def test_parse_of_render_is_identity(ref: ParamRef | StepRef) -> None:
    text = render_reference(ref)
    assert parse_template(text) == [ref]
    assert exact_reference(text) == ref
