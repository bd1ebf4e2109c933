"""Every declared field refused the same way at every door (generated from the declarations).

For each verb and each field it offers, invalid values of every kind that applies (wrong type,
negative, NaN, too large, not a choice, empty) go to Python and to the command line; both must
refuse with the same sentence, naming the field as each door spells it (``max_moves`` and
``--max-moves``), with the door's usual failure: TypeError or ValueError, exit status 2 and one
line on stderr. No pybind11 or CLI11 text may appear. (The page's door is tests/wasm/agree.mjs.)
"""
from __future__ import annotations

import errno
import importlib
import inspect
import json
import math
import subprocess
from typing import Any, Iterator

import pytest

import cubeworks
from cubeworks import _cubeworks, _verbs

SCHEMA = json.loads(_cubeworks.schema())["verbs"]
RAW_TEXTS = ("incompatible function arguments", "Value ", "not in range", "not in {", "pybind11", "CLI11",
             "Invoked with", "could not convert")


def invalid_values(field: dict[str, Any]) -> Iterator[tuple[str, Any, str | None, type]]:
    """(case, Python value, CLI word or None, Python exception) for one field."""
    kind = field["kind"]
    if kind == "integer":
        yield "text", "abc", "abc", TypeError
        yield "fraction", 1.5, "1.5", TypeError
        low, high = field.get("min"), field.get("max")
        if low is not None and low > -2**62:
            yield "below", low - 1, str(low - 1), ValueError
        if high is not None:
            yield "too large", 10**30, "1000000000000000000000000000000", ValueError
    elif kind == "number":
        yield "text", "abc", "abc", TypeError
        yield "nan", math.nan, "nan", TypeError
        if field.get("min") is not None:
            yield "below", field["min"] - 1, str(field["min"] - 1), ValueError
    elif kind == "flag":
        yield "text", "yes", None, TypeError
    elif kind == "text":
        yield "number", 5, None, TypeError
        if field.get("choices"):
            yield "not a choice", "nonsense", "nonsense", ValueError
        if field.get("nonempty"):
            yield "empty", "", "", ValueError
    elif kind == "texts":
        yield "number", 5, None, TypeError


CASES = [pytest.param(verb, field, case, value, word, error,
                      id=f"{verb['family']}.{verb['name']}.{field['name']}.{case}")
         for verb in SCHEMA if "python" in verb["doors"]
         for field in verb["fields"] if field["python"] and not field["hidden"]
         for case, value, word, error in invalid_values(field)]


PYTHON_NAMES = {"hoffman.search": "search_first"}  # the Python door offers search's first mode only


def python_function(verb: dict[str, Any]):
    module = importlib.import_module(f"cubeworks.{verb['family']}")
    return getattr(module, PYTHON_NAMES.get(f"{verb['family']}.{verb['name']}", verb["name"]))


# Valid values for the parameters a Python function requires, so that only the field under test is wrong.
SAMPLES = {"target": "Ab", "cubes": "Ab,Ac,Ad,Ae,Af,Ba,Bc,Bd", "grid": "024,135,251/152,240,513/513,304,420"}


def required_arguments(function, tested: str) -> dict[str, Any]:
    return {p.name: SAMPLES[p.name] for p in inspect.signature(function).parameters.values()
            if p.default is inspect.Parameter.empty and p.name != tested
            and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)}


@pytest.mark.parametrize("verb, field, case, value, word, error", CASES)
def test_python_and_cli_refuse_alike(verb, field, case, value, word, error, cli_path):
    function = python_function(verb)
    parameter = inspect.signature(function).parameters[field["name"]]
    if error is TypeError and parameter.annotation != _verbs._annotation(field):
        pytest.skip("Python also takes this parameter in other forms (converted to the declared one)")
    with pytest.raises(error) as raised:
        function(**required_arguments(function, field["name"]), **{field["name"]: value})
    message = str(raised.value)
    assert message.startswith(field["name"] + ": "), message
    assert "\n" not in message and not any(t in message for t in RAW_TEXTS), message
    if word is None or not field["cli"] or field.get("cli_flags") or not field["cli"].startswith("--"):
        return
    required = []
    for other in verb["fields"]:
        if other["name"] in required_arguments(function, field["name"]) and other["cli"]:
            required += ([other["cli"]] if other["cli"].startswith("--") else []) + [SAMPLES[other["name"]]]
    done = subprocess.run([cli_path, verb["family"], verb["name"].replace("_", "-"), *required, field["cli"], word],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stderr
    assert done.stderr == f"cubeworks: error: {field['cli']}: {message[len(field['name']) + 2:]}\n"


@pytest.mark.parametrize("verb", [v for v in SCHEMA if any(f["required"] for f in v["fields"])],
                         ids=lambda v: f"{v['family']}.{v['name']}")
def test_required_fields_have_no_default_and_the_cli_asks_for_them(verb, cli_path):
    required = [f for f in verb["fields"] if f["required"]]
    if required[0]["python"]:
        parameters = inspect.signature(python_function(verb)).parameters
        for f in required:
            assert parameters[f["name"]].default is inspect.Parameter.empty, f["name"]
    done = subprocess.run([cli_path, verb["family"], verb["name"].replace("_", "-")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stderr.startswith("cubeworks: error: ") and done.stderr.count("\n") == 1, done.stderr
    assert required[0]["cli"] in done.stderr, done.stderr


def test_every_field_has_help_and_every_verb_a_summary():
    for verb in SCHEMA:
        assert verb["summary"], verb["name"]
        for field in verb["fields"]:
            assert field["help"], (verb["name"], field["name"])


def test_unknown_keywords_are_a_type_error():
    with pytest.raises(TypeError, match="nonsense"):
        cubeworks.roll.solve(nonsense=1)


def test_paths_accept_pathlike(tmp_path):
    checkpoint = tmp_path / "solve.ckpt"
    r = cubeworks.roll.solve("000/0.0", "111/1.1", method="ida", checkpoint=checkpoint)
    assert r.length == cubeworks.roll.solve("000/0.0", "111/1.1").length
    assert checkpoint.exists()


def test_threads_is_checked():
    with pytest.raises(TypeError, match="^threads: "):
        cubeworks.roll.solve("00/.0", "00/5.", threads="2")
    with pytest.raises(ValueError, match="^threads: "):
        cubeworks.roll.solve("00/.0", "00/5.", threads=0)
    assert cubeworks.roll.solve("00/.0", "00/5.", threads=1).length == 1


# A number without a declared range lets a door take what no engine means ("--time-limit -1" ran
# and printed "no packing found within -1 s"). Left unranged: the Hoffman dimensions, which the
# engines check themselves, naming the dimensions each one knows.
UNRANGED = {("hoffman", "dim")}


def test_every_number_has_a_declared_range():
    unranged = []
    for verb in json.loads(cubeworks._cubeworks.schema())["verbs"]:
        for f in verb["fields"]:
            if f["kind"] not in ("integer", "number") or (verb["family"], f["name"]) in UNRANGED:
                continue
            low, high = f.get("min"), f.get("max")
            if (low is None or low <= -2**31) and (high is None or high >= 2**31 - 1):
                unranged.append(f"{verb['family']}.{verb['name']}.{f['name']}")
    assert unranged == []


def test_a_negative_time_limit_is_refused():
    with pytest.raises(ValueError, match="^time_limit: "):
        cubeworks.hoffman.search_first(3, time_limit=-1)


def test_no_command_has_a_file_of_its_own():
    # Commands are made from the declarations (src/cli/families.cpp); what one does beyond its
    # declaration is a hook in its family's file, so a verb never needs a file in src/cli.
    import pathlib
    cli = pathlib.Path(__file__).resolve().parents[2] / "src" / "cli"
    verbs = {f"{v['family']}_{v['name']}.cpp" for v in SCHEMA}
    assert sorted(p.name for p in cli.iterdir() if p.name in verbs) == []


OUTPUTS = [pytest.param(verb, field, id=f"{verb['family']}.{verb['name']}.{field['name']}")
           for verb in SCHEMA if "python" in verb["doors"]
           for field in verb["fields"] if field["python"] and field["writes"]]


@pytest.mark.parametrize("verb, field", OUTPUTS)
@pytest.mark.parametrize("case", ["missing folder", "a folder"])
def test_an_output_that_cannot_be_written_is_an_os_error_naming_the_path(verb, field, case, tmp_path):
    """Refused before any work, as OSError with the system's errno, naming the parameter and the path."""
    given = tmp_path / "missing" / "out" if case == "missing folder" else tmp_path
    function = python_function(verb)
    with pytest.raises(OSError) as raised:
        function(**required_arguments(function, field["name"]), **{field["name"]: given})
    assert raised.value.errno in (errno.ENOENT, errno.EISDIR), raised.value
    assert raised.value.strerror.startswith(f"{field['name']}: cannot write '{given}'"), raised.value
    assert list(tmp_path.iterdir()) == [], list(tmp_path.iterdir())  # nothing left behind
