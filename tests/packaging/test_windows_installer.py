"""The Windows installer script (packaging/windows/recipe-studio.iss), read the way iscc
reads it: preprocessed with the defines build.py passes, its sections and entries parsed,
and its [Registry] entries installed and uninstalled on a model registry.

What only Windows can show (that Explorer then opens a double-clicked .recipe file in the
Studio) is checked by the bundle workflow on its Windows runner."""

from __future__ import annotations

from pathlib import Path

import pytest
from inno_support import (
    InnoError,
    Registry,
    install,
    preprocess,
    registry_entries,
    sections,
    setup_directives,
    uninstall,
)
from packaging_support import PACKAGING, load_script

build = load_script("build")
ISS = PACKAGING / "windows" / "recipe-studio.iss"
APP = r"C:\Users\ada\AppData\Local\Programs\Recipe Studio"
CLASSES = r"HKA\Software\Classes"
PROG_ID = "RecipeStudio.Recipe"


def script(version: tuple[int, int, int] = (6, 4, 3)) -> str:
    """The script as iscc sees it for the command line build.py runs."""
    command = build.iscc_command("iscc", Path("dist/Recipe Studio"), Path("dist"), "1.2.3", None)
    defines = {}
    for word in command[1:-1]:
        name, _, value = word[2:].partition("=")
        defines[name] = value
    return preprocess(ISS.read_text("utf-8"), defines, version)


def test_older_inno_setup_stops_with_one_clear_line() -> None:
    with pytest.raises(InnoError) as stopped:
        script((6, 2, 2))
    assert str(stopped.value) == (
        "Inno Setup 6.3 or newer is needed (this script uses "
        "ArchitecturesAllowed=x64compatible): get it from jrsoftware.org"
    )
    assert script((6, 3, 0))  # 6.3 and newer go on


def test_setup_directives() -> None:
    setup = setup_directives(script())
    assert setup["AppVersion"] == "1.2.3"  # from build.py's /DAppVersion
    assert setup["ArchitecturesAllowed"] == "x64compatible"
    assert setup["MinVersion"] == "10.0.17763"  # Qt 6: Windows 10 1809 or newer
    assert setup["ChangesAssociations"] == "yes"  # Explorer refreshes its icons
    assert setup["PrivilegesRequired"] == "lowest"
    assert "SignTool" not in setup  # unsigned unless build.py passes /DSigned
    assert {"Setup", "Files", "Icons", "Registry", "Run"} <= set(sections(script()))


def by_key(subkey: str, name: str | None = None) -> list[dict[str, str]]:
    return [
        e
        for e in registry_entries(script())
        if e["Subkey"].lower() == subkey.lower() and (name is None or e.get("ValueName") == name)
    ]


def test_the_prog_id_has_a_name_an_icon_and_an_open_verb() -> None:
    [kind] = by_key(rf"Software\Classes\{PROG_ID}", "")
    assert kind["ValueType"] == "string"
    assert kind["ValueData"] == "Recipe Studio recipe"
    assert kind["Flags"] == "uninsdeletekey"
    [icon] = by_key(rf"Software\Classes\{PROG_ID}\DefaultIcon", "")
    assert icon["ValueData"] == r"{app}\Recipe Studio.exe,0"
    [verb] = by_key(rf"Software\Classes\{PROG_ID}\shell\open\command", "")
    assert verb["ValueData"] == r'"{app}\Recipe Studio.exe" gui "%1"'


@pytest.mark.parametrize("extension", [".recipe", ".json"])
def test_open_with_prog_ids_as_inno_setups_wizard_writes_them(extension: str) -> None:
    [value] = by_key(rf"Software\Classes\{extension}\OpenWithProgids", PROG_ID)
    assert value == {
        "Root": "HKA",
        "Subkey": rf"Software\Classes\{extension}\OpenWithProgids",
        "ValueType": "string",
        "ValueName": PROG_ID,
        "ValueData": "",
        "Flags": "uninsdeletevalue",
    }


def test_no_extension_default_is_taken_over() -> None:
    """Which app opens .json files stays the user's: no entry writes an extension key's
    default value (nor the UserChoice Windows keeps)."""
    for params in registry_entries(script()):
        subkey = params["Subkey"].lower()
        if subkey.startswith("software\\classes\\."):
            assert "OpenWithProgids".lower() in subkey or params.get("ValueType") is None, params
        assert "userchoice" not in subkey


def users_registry() -> Registry:
    registry = Registry()
    registry.create(rf"{CLASSES}\.json")[""] = "jsonfile"
    registry.create(rf"{CLASSES}\.json")["Content Type"] = "application/json"
    registry.create(rf"{CLASSES}\.json\OpenWithProgids")["VSCode.json"] = ""
    registry.create(rf"{CLASSES}\jsonfile\shell\open\command")[""] = "notepad.exe %1"
    return registry


def test_install_registers_the_type_and_uninstall_gives_back_the_registry_as_it_was() -> None:
    registry = users_registry()
    before = registry.snapshot()
    entries = registry_entries(script())
    install(registry, entries, APP)
    keys = registry.snapshot()
    assert keys[rf"{CLASSES}\.recipe\OpenWithProgids"] == {PROG_ID: ""}
    assert keys[rf"{CLASSES}\.json\OpenWithProgids"] == {"VSCode.json": "", PROG_ID: ""}
    assert keys[rf"{CLASSES}\.json"][""] == "jsonfile"  # the default is untouched
    assert keys[rf"{CLASSES}\{PROG_ID}\shell\open\command"] == {
        "": rf'"{APP}\Recipe Studio.exe" gui "%1"'
    }
    applications = keys[rf"{CLASSES}\Applications\Recipe Studio.exe\SupportedTypes"]
    assert set(applications) == {".recipe", ".json"}
    uninstall(registry, entries, APP)
    assert registry.snapshot() == before  # no empty .recipe key, no stray value


def test_uninstall_leaves_what_another_program_added_meanwhile() -> None:
    registry = users_registry()
    entries = registry_entries(script())
    install(registry, entries, APP)
    registry.create(rf"{CLASSES}\.recipe\OpenWithProgids")["Other.Recipe"] = ""
    uninstall(registry, entries, APP)
    assert registry.snapshot()[rf"{CLASSES}\.recipe\OpenWithProgids"] == {"Other.Recipe": ""}


def test_a_signed_build_signs_the_setup_and_its_uninstaller() -> None:
    command = build.iscc_command("iscc", Path("b"), Path("d"), "1.0", "$qsigntool$q sign $f")
    defines = {w[2:].partition("=")[0]: w[2:].partition("=")[2] for w in command if w[:2] == "/D"}
    setup = setup_directives(preprocess(ISS.read_text("utf-8"), defines, (6, 4, 0)))
    assert setup["SignTool"] == "recipestudio"
    assert setup["SignedUninstaller"] == "yes"
    assert "/Srecipestudio=$qsigntool$q sign $f" in command
