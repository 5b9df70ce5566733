"""Learned result shapes: what the picker can offer before a run, kept on this machine."""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import pytest

from recipe_studio.core import shapes
from recipe_studio.core.catalog import Catalog, ToolInfo, bundled_catalog
from recipe_studio.core.engine.results import RunResult, StepOutcome
from recipe_studio.core.mcp_client.spec import ServerSpec, builtin_server_spec
from recipe_studio.core.schema_paths import schema_paths
from recipe_studio.core.shapes import (
    BUILTIN_SERVER,
    MAX_FILE_BYTES,
    MAX_PATHS_PER_TOOL,
    LearnedPath,
    ShapeStore,
    catalog_with_learned_shapes,
    connection_identity,
    result_paths,
    server_identity,
    shape_schema,
)

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.references import JsonPath

RESULT = {"a": {"b": 1}, "items": [{"c": 2}]}
MAY_3 = datetime(2025, 5, 3, 10, 0, tzinfo=UTC)
MAY_9 = datetime(2025, 5, 9, 10, 0, tzinfo=UTC)


def paths(store: ShapeStore, tool: str = "get_weather", server: str = "s") -> list[JsonPath]:
    return [learned.path for learned in store.learned(server, tool)]


@pytest.fixture
def store(tmp_path: Path) -> ShapeStore:
    return ShapeStore(tmp_path / "shapes.json")


def test_a_result_is_remembered_with_where_and_when_it_was_seen(
    store: ShapeStore, tmp_path: Path
) -> None:
    assert store.learned("s", "get_weather") == []
    assert store.learn_result("s", "get_weather", RESULT, "test", MAY_3)
    assert store.learned("s", "get_weather") == [
        LearnedPath(("a",), "test", "2025-05-03T10:00:00+00:00"),
        LearnedPath(("a", "b"), "test", "2025-05-03T10:00:00+00:00"),
        LearnedPath(("items",), "test", "2025-05-03T10:00:00+00:00"),
        LearnedPath(("items", 0), "test", "2025-05-03T10:00:00+00:00"),
        LearnedPath(("items", 0, "c"), "test", "2025-05-03T10:00:00+00:00"),
    ]
    # Another store on the same file (a second window, the command line) knows it too.
    assert paths(ShapeStore(tmp_path / "shapes.json")) == paths(store)
    # Only paths are written, never the values.
    store.learn_result("s", "read_note", {"body": "my secret diary"}, "test")
    assert "secret" not in (tmp_path / "shapes.json").read_text(encoding="utf-8")


def test_runs_merge_and_the_latest_real_sighting_names_the_origin(store: ShapeStore) -> None:
    store.learn_result("s", "get_weather", {"a": 1}, "test", MAY_3)
    store.learn_result("s", "get_weather", {"z": 1, "a": {"b": 2}}, "try", MAY_9)
    learned = {p.path: p for p in store.learned("s", "get_weather")}
    assert list(learned) == [("a",), ("a", "b"), ("z",)]  # parents first, then first seen
    assert learned[("a",)].source == "try"
    assert learned[("a",)].when.startswith("2025-05-09")
    # A schema never hides a real result, and connecting again changes nothing.
    catalog = Catalog.from_tools(
        "live",
        [ToolInfo(name="get_weather", output_schema={"properties": {"a": {}, "w": {}}})],
        complete=True,
    )
    assert store.learn_catalog("s", catalog, MAY_9)
    assert not store.learn_catalog("s", catalog, MAY_9)
    learned = {p.path: p for p in store.learned("s", "get_weather")}
    assert learned[("a",)].source == "try"
    assert learned[("w",)].source == "schema"


def test_shapes_are_kept_per_server_and_tool(store: ShapeStore) -> None:
    store.learn_result("one", "get_weather", {"a": 1}, "test")
    store.learn_result("two", "get_weather", {"b": 1}, "test")
    store.learn_result("one", "list_emails", {"c": 1}, "test")
    assert paths(store, server="one") == [("a",)]
    assert paths(store, server="two") == [("b",)]
    assert paths(store, "list_emails", "one") == [("c",)]
    assert store.tools("one") == ["get_weather", "list_emails"]


def test_a_huge_list_stores_one_item_shape(store: ShapeStore, tmp_path: Path) -> None:
    items = [{"id": i, "subject": f"mail {i}"} for i in range(10_000)]
    items[3]["flagged"] = True  # a key only some items have is found too
    store.learn_result("s", "list_emails", {"emails": items}, "test")
    assert paths(store, "list_emails") == [
        ("emails",),
        ("emails", 0),
        ("emails", 0, "id"),
        ("emails", 0, "subject"),
        ("emails", 0, "flagged"),
    ]
    assert (tmp_path / "shapes.json").stat().st_size < 2_000


def test_scalars_and_empty_results_teach_nothing(store: ShapeStore, tmp_path: Path) -> None:
    assert not store.learn_result("s", "t", 42, "test")
    assert not store.learn_result("s", "t", {}, "test")
    assert not (tmp_path / "shapes.json").exists()


def test_a_tool_keeps_at_most_the_newest_paths(store: ShapeStore) -> None:
    for batch in range(4):
        value = {f"k{batch}_{i}": 1 for i in range(30)}
        store.learn_result("s", "t", value, "test", datetime(2025, 5, 1 + batch, tzinfo=UTC))
    kept = paths(store, "t")
    assert len(kept) == MAX_PATHS_PER_TOOL
    assert ("k0_0",) not in kept  # the oldest sighting went first
    assert ("k3_29",) in kept


def test_the_file_stays_small_by_dropping_the_tools_seen_longest_ago(
    store: ShapeStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shapes, "MAX_FILE_BYTES", 5_000)
    for n in range(60):
        when = datetime(2025, 1, 1, tzinfo=UTC).replace(day=1 + n % 28, month=1 + n // 28)
        store.learn_result("s", f"tool{n}", {f"field{i}": 1 for i in range(5)}, "test", when)
    assert (tmp_path / "shapes.json").stat().st_size <= 5_000
    kept = store.tools("s")
    assert "tool59" in kept
    assert "tool0" not in kept
    assert MAX_FILE_BYTES == 1_000_000  # the real limit is a named constant


def test_long_keys_are_data_not_fields(store: ShapeStore) -> None:
    store.learn_result("s", "t", {"x" * 500: 1, "ok": 1}, "test")
    assert paths(store, "t") == [("ok",)]


@pytest.mark.parametrize(
    "content",
    [b"{not json", b'{"format": "something else", "servers": {}}', b"[1, 2]", b"\xff\xfe"],
)
def test_a_broken_file_is_kept_aside_and_the_store_starts_empty(
    tmp_path: Path, content: bytes
) -> None:
    file = tmp_path / "shapes.json"
    file.write_bytes(content)
    store = ShapeStore(file)
    assert store.learned("s", "t") == []
    assert store.set_aside is not None
    assert store.set_aside.read_bytes() == content
    assert store.set_aside.name.startswith("shapes.json.broken-")
    store.learn_result("s", "t", {"a": 1}, "test")
    assert paths(ShapeStore(file), "t") == [("a",)]


def test_an_unwritable_folder_still_keeps_what_was_learned_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    store = ShapeStore(blocker / "shapes.json")
    store.learn_result("s", "t", {"a": 1}, "test")
    assert paths(store, "t") == [("a",)]


def test_threads_learning_at_once_lose_nothing(store: ShapeStore, tmp_path: Path) -> None:
    def learn(n: int) -> None:
        store.learn_result("s", f"tool{n}", {"a": 1}, "test")

    threads = [threading.Thread(target=learn, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert ShapeStore(tmp_path / "shapes.json").tools("s") == sorted(f"tool{n}" for n in range(8))


def test_a_run_teaches_the_real_results_of_steps_that_went_through(store: ShapeStore) -> None:
    result = RunResult(
        ok=False,
        steps=[
            StepOutcome(index=0, uid="u0", tool="get_weather", status="ok", result=RESULT),
            StepOutcome(
                index=1, uid="u1", tool="pinned", status="ok", result={"p": 1}, pinned=True
            ),
            StepOutcome(index=2, uid="u2", kind="wait", status="ok"),
            StepOutcome(index=3, uid="u3", tool="previewed", status="preview", result={"would": 1}),
            StepOutcome(index=4, uid="u4", tool="failed", status="failed", error="no"),
        ],
    )
    assert store.learn_run("s", result, "run")
    assert store.tools("s") == ["get_weather"]
    assert {p.source for p in store.learned("s", "get_weather")} == {"run"}


def test_server_identity_is_stable_and_keeps_no_secret(tmp_path: Path) -> None:
    one = builtin_server_spec(tmp_path / "a", tmp_path / "w")
    two = builtin_server_spec(tmp_path / "b", tmp_path / "v", enable_terminal=True)
    assert connection_identity("built-in tools", one) == BUILTIN_SERVER
    assert connection_identity("built-in tools", two) == BUILTIN_SERVER
    assert connection_identity("Work", None) != BUILTIN_SERVER  # a connection removed since
    secret = ServerSpec.stdio(["lmcp", "--token", "s3cr3t"], env={"KEY": "k"}, name="Work")
    same = ServerSpec.stdio(["lmcp", "--token", "s3cr3t"], env={"KEY": "other"}, name="Home")
    other = ServerSpec.stdio(["lmcp", "--token", "else"])
    assert server_identity(secret) == server_identity(same)  # the name and env do not count
    assert server_identity(secret) != server_identity(other)
    assert "s3cr3t" not in server_identity(secret)
    assert "lmcp" not in server_identity(secret)
    url = ServerSpec.http("https://example.org/mcp?key=s3cr3t")
    assert "s3cr3t" not in server_identity(url)
    assert server_identity(url).startswith("http-")


def test_learned_paths_make_an_output_schema_the_picker_reads_back() -> None:
    learned = result_paths(RESULT)
    schema = shape_schema(learned)
    assert schema == {
        "type": "object",
        "properties": {
            "a": {"type": "object", "properties": {"b": {}}},
            "items": {"type": "array", "items": {"type": "object", "properties": {"c": {}}}},
        },
    }
    assert schema_paths(schema) == learned


def test_export_fills_only_tools_without_a_schema(store: ShapeStore) -> None:
    builtin = bundled_catalog("builtin")
    store.learn_result(BUILTIN_SERVER, "echo", {"value": {"x": 1}, "extra": 1}, "test")
    store.learn_result(BUILTIN_SERVER, "get_weather", RESULT, "test")
    lmcp = bundled_catalog("macos")
    exported = catalog_with_learned_shapes(lmcp, store, BUILTIN_SERVER)
    weather = exported.tools["get_weather"].output_schema
    assert weather is not None
    assert weather["$comment"].startswith("Learned by Recipe Studio")
    assert schema_paths(weather) == result_paths(RESULT)
    assert exported.tools["list_emails"].output_schema is None  # nothing learned
    assert lmcp.tools["get_weather"].output_schema is None  # the original is untouched
    # A tool that publishes its own schema keeps it.
    kept = catalog_with_learned_shapes(builtin, store, BUILTIN_SERVER)
    assert kept.tools["echo"].output_schema == builtin.tools["echo"].output_schema
    assert catalog_with_learned_shapes(lmcp, store, "other server").to_json() == lmcp.to_json()
