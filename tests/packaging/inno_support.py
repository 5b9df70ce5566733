"""Reading an Inno Setup script the way iscc does, far enough for the tests: its
preprocessor (``#define``, ``#if Ver < EncodeVer(...)``, ``#ifdef``/``#ifndef``,
``#error``, ``{#Name}``), its sections, the ``Name: value; ...`` entries of sections such
as ``[Registry]``, and what the setup and its uninstaller do with those registry entries
(so a test can install and uninstall on a model registry)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

#: The flags of [Registry] entries this model knows; any other one fails a test.
REGISTRY_FLAGS = {"uninsdeletekey", "uninsdeletekeyifempty", "uninsdeletevalue"}


class InnoError(Exception):
    """What ``#error`` stops iscc with."""


def preprocess(text: str, defines: dict[str, str], version: tuple[int, int, int]) -> str:
    """The script after iscc's preprocessor, for an iscc of ``version`` given ``defines``
    (what ``/DName=value`` passes)."""
    names = dict(defines)
    active: list[bool] = []
    out: list[str] = []
    for line in text.splitlines():
        stripped = line.strip()
        on = all(active)
        if stripped.startswith("#"):
            directive, _, rest = stripped[1:].partition(" ")
            rest = rest.strip()
            if directive == "if":
                active.append(_condition(rest, version))
            elif directive == "ifdef":
                active.append(rest in names)
            elif directive == "ifndef":
                active.append(rest not in names)
            elif directive == "else":
                active[-1] = not active[-1]
            elif directive == "endif":
                active.pop()
            elif directive == "define" and on:
                name, _, value = rest.partition(" ")
                names[name] = value.strip().strip('"')
            elif directive == "error" and on:
                raise InnoError(rest)
            elif on:
                raise AssertionError(f"directive the model does not know: {stripped}")
            continue
        if on:
            out.append(re.sub(r"\{#(\w+)\}", lambda m: names[m.group(1)], line))
    assert not active, "an #if without its #endif"
    return "\n".join(out)


def _condition(text: str, version: tuple[int, int, int]) -> bool:
    found = re.fullmatch(r"Ver\s*<\s*EncodeVer\((\d+),\s*(\d+),\s*(\d+)\)", text)
    assert found is not None, f"condition the model does not know: {text}"
    return version < (int(found[1]), int(found[2]), int(found[3]))


def sections(script: str) -> dict[str, list[str]]:
    """Each section's lines (comments and blank lines left out)."""
    out: dict[str, list[str]] = {}
    current = ""
    for line in script.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith(";"):
            continue
        if stripped.startswith("[") and stripped.endswith("]"):
            current = stripped[1:-1]
            out.setdefault(current, [])
        else:
            out.setdefault(current, []).append(stripped)
    return out


def setup_directives(script: str) -> dict[str, str]:
    """``[Setup]`` as ``Directive=value`` pairs."""
    pairs = [line.split("=", 1) for line in sections(script)["Setup"]]
    return {key.strip(): value.strip() for key, value in pairs}


def entry(line: str) -> dict[str, str]:
    """One entry (``Name: value; Name: "a ""quoted"" value"``) as a dict, quotes removed."""
    params: dict[str, str] = {}
    position = 0
    while position < len(line):
        found = re.compile(r"\s*(\w+):\s*").match(line, position)
        assert found is not None, f"not an entry: {line[position:]!r}"
        name, position = found.group(1), found.end()
        if line.startswith('"', position):
            value, position = _quoted(line, position)
        else:
            end = line.find(";", position)
            end = len(line) if end < 0 else end
            value, position = line[position:end].strip(), end
        assert name not in params, f"{name} given twice in {line!r}"
        params[name] = value
        rest = line[position:].lstrip()
        assert rest == "" or rest.startswith(";"), f"junk after {name}: {rest!r}"
        position = len(line) - len(rest) + 1
    return params


def _quoted(line: str, start: int) -> tuple[str, int]:
    chars: list[str] = []
    position = start + 1
    while True:
        assert position < len(line), f"unterminated quote in {line!r}"
        if line[position] == '"':
            if line.startswith('""', position):
                chars.append('"')
                position += 2
                continue
            return "".join(chars), position + 1
        chars.append(line[position])
        position += 1


@dataclass
class Registry:
    """A model registry: key path (case kept, compared folded) -> {value name: data}."""

    keys: dict[str, dict[str, str]] = field(default_factory=dict)

    def _find(self, key: str) -> str | None:
        return next((k for k in self.keys if k.lower() == key.lower()), None)

    def create(self, key: str) -> dict[str, str]:
        parts = key.split("\\")
        for depth in range(1, len(parts) + 1):
            path = "\\".join(parts[:depth])
            if self._find(path) is None:
                self.keys[path] = {}
        found = self._find(key)
        assert found is not None
        return self.keys[found]

    def children(self, key: str) -> list[str]:
        prefix = key.lower() + "\\"
        return [k for k in self.keys if k.lower().startswith(prefix)]

    def delete_tree(self, key: str) -> None:
        for path in [*self.children(key), key]:
            found = self._find(path)
            if found is not None:
                del self.keys[found]

    def snapshot(self) -> dict[str, dict[str, str]]:
        return {key: dict(values) for key, values in self.keys.items()}


def registry_entries(script: str) -> list[dict[str, str]]:
    return [entry(line) for line in sections(script).get("Registry", [])]


def _key(params: dict[str, str], app: str) -> str:
    root = params["Root"]
    assert root == "HKA", f"only HKA (per user or per machine as installed): {params}"
    subkey = params["Subkey"].replace("{app}", app)
    return "HKA\\" + subkey


def install(registry: Registry, entries: list[dict[str, str]], app: str) -> None:
    for params in entries:
        flags = set(params.get("Flags", "").split())
        assert flags <= REGISTRY_FLAGS, f"flags the model does not know: {params}"
        values = registry.create(_key(params, app))
        if params.get("ValueType", "none") != "none":
            values[params["ValueName"]] = params.get("ValueData", "").replace("{app}", app)


def uninstall(registry: Registry, entries: list[dict[str, str]], app: str) -> None:
    """What the uninstaller does: the entries' flags, last entry first."""
    for params in reversed(entries):
        key = _key(params, app)
        flags = set(params.get("Flags", "").split())
        found = registry._find(key)
        if found is None:
            continue
        if "uninsdeletevalue" in flags:
            registry.keys[found].pop(params["ValueName"], None)
        if "uninsdeletekey" in flags:
            registry.delete_tree(found)
        elif (
            "uninsdeletekeyifempty" in flags
            and not registry.keys[found]
            and not registry.children(found)
        ):
            del registry.keys[found]
