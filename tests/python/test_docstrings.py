"""The examples in the docstrings run and print what they say; the rest of each verb's docstring
is made from its declaration (src/report/verbs_<family>.cpp), the same text every door shows."""
from __future__ import annotations

import doctest
import re

import pytest

import cubeworks
from cubeworks import _result, _verbs, hoffman, macmahon, roll, stack

# Every verb offered in Python: (its declared path, its function).
FUNCTIONS = [(path, function) for module in (roll, macmahon, hoffman, stack) for function in vars(module).values()
             if callable(function) and getattr(function, "__signature__", None) and function.__doc__
             for path, verb in _verbs._SCHEMA.items()
             if f"(``cubeworks {_verbs._command_words(path)}" in function.__doc__]


@pytest.mark.parametrize("module", [cubeworks, _result, macmahon, roll, hoffman, stack], ids=lambda m: m.__name__)
def test_docstring_examples(module):
    failures, _ = doctest.testmod(module, verbose=False, report=True)
    assert failures == 0


def _words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("path,function", FUNCTIONS, ids=[p for p, _ in FUNCTIONS])
def test_the_description_is_the_declared_one_at_each_door(path, function, cli):
    """The docstring and `cubeworks FAMILY VERB --help` state the declared description, each
    spelling a {field} as that door does (``landmarks`` / --landmarks)."""
    verb = _verbs.declaration(path)
    text = verb["description"]
    if not text:
        pytest.skip("declares no description")
    python = re.sub(r"\{(\w+)\}", r"``\1``", re.sub(r"`([^`]+)`", r"``\1``", text))
    assert _words(python) in _words(function.__doc__)
    spelled = {f["name"]: f["cli"] or f"`{f['name']}`" for f in verb["fields"]}
    command = re.sub(r"\{(\w+)\}", lambda m: spelled[m.group(1)], text)
    assert _words(command) in _words(cli(*_verbs._command_words(path).split(), "--help"))


def test_a_description_naming_no_field_is_refused(monkeypatch):
    verb = {**_verbs.declaration("roll.solve"), "description": "with {no_such_field}"}
    monkeypatch.setitem(_verbs._SCHEMA, "roll.solve", verb)
    with pytest.raises(KeyError, match="no_such_field"):
        _verbs.description("roll.solve")


@pytest.mark.parametrize("function,arguments,kind", [(macmahon.cubes, {"family": "x"}, TypeError),
                                                     (macmahon.cubes, {"family": 7}, ValueError)])
def test_the_raises_section_quotes_the_refusal_itself(function, arguments, kind):
    """The generated Raises section cites the message the checker gives, not one written by hand."""
    with pytest.raises(kind) as refused:
        function(**arguments)
    raises = _words(function.__doc__.split("Raises:")[1].split("Example:")[0])
    assert f"{kind.__name__}: " in raises and f"``{refused.value}``" in raises
