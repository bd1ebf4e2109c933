"""Every verb's document against its result declaration (src/core/results.hpp): every key it
emits is declared, every key declared always present is there, every value of its declared
type; and every declared key has an accessor on the verb's Python result class. The requests
below reach the optional keys (a document of each shape); the golden cases' documents are
checked too, which covers the verbs Python does not offer."""
from __future__ import annotations

import json
import pathlib
import shlex
import typing

import pytest

import cubeworks
from cubeworks import _cubeworks
from declared_results import document_problems

SCHEMA = {f"{v['family']}.{v['name']}": v for v in json.loads(_cubeworks.schema())["verbs"]}
GOLDEN = pathlib.Path(__file__).resolve().parents[1] / "cli" / "golden"

REQUESTS = [
    ("hoffman.approx_count", {'dim': 2}),
    ("hoffman.check", {'grid': '024,135,251/152,240,513/513,304,420'}),
    ("hoffman.conquer", {'dim': 2, 'depth': 2, 'count': True}),
    ("hoffman.conquer", {'dim': 3, 'depth': 2, 'sample': 36, 'seed': 5}),
    ("hoffman.construct", {}),
    ("hoffman.construct", {'dim': 6, 'factors': '3x2', 'packings': '3,1'}),
    ("hoffman.construct", {'dim': 12, 'box': '123456789'}),
    ("hoffman.enumerate", {'dim': 3}),
    ("hoffman.layers", {'dim': 3}),
    ("hoffman.slice", {'dim': 4, 'at': '3'}),
    ("hoffman.search", {'dim': 4, 'invariant': 'none', 'seed': 3, 'count_limit': 3}),
    ("hoffman.search", {'dim': 3, 'method': 'dfs'}),
    ("hoffman.search", {'dim': 3, 'method': 'cdcl', 'count_limit': 2}),
    ("hoffman.symmetries", {'dim': 2, 'count_time': 5, 'count_classes': ['01:00']}),
    ("hoffman.symmetries", {'dim': 2}),
    ("macmahon.analyze", {'cubes': 'universal:1'}),
    ("macmahon.census", {'target': 'Ab'}),
    ("macmahon.cubes", {'family': None}),
    ("macmahon.cubes", {'family': 4}),
    ("macmahon.explain", {'target': 'Ba', 'cubes': 'row:A,col:b,-Ab'}),
    ("macmahon.explain", {'all': True}),
    ("macmahon.multiset", {'max_infeasible': True}),
    ("macmahon.multiset", {'cubes': 'Fa,Fb,Fc*7,Fd*7,Fe*8'}),
    ("macmahon.sizes", {}),
    ("macmahon.solve", {'target': 'Ba', 'cubes': 'Ac,Ad,Ae,Af,Cb,Db,Eb,Fb', 'interior': True}),
    ("macmahon.solve", {'target': 'Ab', 'cubes': 'Ab*26,Ba', 'size': 3}),
    ("macmahon.targets", {'list_max': True}),
    ("macmahon.targets", {'size': 3}),
    ("macmahon.universal", {'facts': True}),
    ("macmahon.universal", {}),
    ("roll.analyze", {'board': '2x3', 'kind': 'eight'}),
    ("roll.analyze", {'board': '2x2'}),
    ("roll.analyze", {'board': '2x3'}),
    ("roll.diameter", {'board': '2x3', 'exact': True}),
    ("roll.diameter", {'board': '2x3'}),
    ("roll.diameter", {'board': '2x3', 'graph': 'axes'}),
    ("roll.generate", {'board': '2x3', 'distance': '30', 'count': 3, 'seed': 4}),
    ("roll.solve", {'start': '000/0.0/000', 'goal': 'RRR/R.R/RRR', 'kind': 'eight', 'max_moves': 30}),
    ("roll.solve", {'start': '000/0.0', 'goal': '111/1.1', 'method': 'ida'}),
    ("roll.solve", {'start': '000/0.0/000', 'goal': '111/1.1/111', 'all': True}),
    ("roll.solve", {'start': '000/0.0/000', 'goal': 'BRB/B.B/BRB', 'kind': 'eight', 'max_moves': 30}),
    ("roll.solve", {'start': '000/0.0', 'goal': '111/1.1', 'max_moves': 3}),
    ("stack.census", {'pool': 'haraguchi'}),
    ("stack.check", {'cubes': 'classic', 'turns': 'xy,xzz,XY,x', 'hint': True}),
    ("stack.design", {'n': 5, 'seed': 2}),
    ("stack.explain", {'cubes': '111111,111111,123123'}),
    ("stack.random", {'sizes': '4,6', 'trials': 5, 'seed': 3, 'brute_max': 6, 'method': 'staged'}),
    ("stack.random", {'sizes': '4,6', 'trials': 5, 'seed': 3, 'brute_max': 6}),
    ("stack.solve", {'cubes': 'classic'}),
]


def test_every_verb_declares_its_result():
    assert [path for path, v in SCHEMA.items() if not v["result"]["keys"]] == []


@pytest.mark.parametrize("path,request_", REQUESTS, ids=[f"{p}-{i}" for i, (p, _) in enumerate(REQUESTS)])
def test_document_is_declared(path, request_):
    document = json.loads(_cubeworks.call(path, request_, None, None)[0])
    assert document_problems(SCHEMA[path]["result"], document) == []


def test_every_python_verb_is_tried():
    python_verbs = {p for p, v in SCHEMA.items() if "python" in v["doors"]}
    assert python_verbs - {p for p, _ in REQUESTS} == set()


def _golden_documents():
    for case in sorted(GOLDEN.glob("*/*.in")):
        words = shlex.split(case.read_text())
        out = case.with_suffix(".out")
        if "--json" not in words or not out.exists() or (case.with_suffix(".rc").exists()):
            continue
        try:
            document = json.loads(out.read_text())
        except ValueError:  # a case whose figures a filter masked past JSON
            continue
        yield case, f"{words[0]}.{words[1].replace('-', '_')}", document


@pytest.mark.parametrize("case,path,document", list(_golden_documents()), ids=lambda x: getattr(x, "name", ""))
def test_golden_document_is_declared(case, path, document):
    masked = {"masked", "T"}  # the case's filter replaced a time
    problems = [p for p in document_problems(SCHEMA[path]["result"], document) if not any(f"'{m}'" in p for m in masked)]
    assert problems == []


def test_an_undeclared_key_is_found():
    document = json.loads(_cubeworks.call("roll.solve", {"start": "00/.0", "goal": "00/5."}, None, None)[0])
    document["surprise"] = 1
    del document["method"]
    document["length"] = "one"
    assert document_problems(SCHEMA["roll.solve"]["result"], document) == [
        ".surprise: not declared", ".length: 'one' is not int", ".method: declared always present, missing"]


def _result_classes(function):
    annotation = function.__signature__.return_annotation
    return list(typing.get_args(annotation)) or [annotation]


@pytest.mark.parametrize("family", ["roll", "macmahon", "hoffman", "stack"])
def test_every_key_has_an_accessor(family):
    module = getattr(cubeworks, family)
    missing = []
    for path, verb in SCHEMA.items():
        if verb["family"] != family or "python" not in verb["doors"]:
            continue
        function = next(f for f in vars(module).values() if callable(f) and getattr(f, "__signature__", None)
                        and f.__doc__ and f"cubeworks {family} {verb['name'].replace('_', '-')}" in f.__doc__)
        for cls in _result_classes(function):
            missing += [f"{cls.__name__}.{k['python']}" for k in verb["result"]["keys"] if not hasattr(cls, k["python"])]
    assert missing == []


@pytest.mark.parametrize("call", [lambda: cubeworks.roll.solve("00/.0", "00/5."),
                                  lambda: cubeworks.roll.diameter(board="2x3"),
                                  lambda: cubeworks.stack.solve("classic"),
                                  lambda: cubeworks.macmahon.cubes(family=3),
                                  lambda: cubeworks.hoffman.enumerate(dim=2)])
def test_a_result_pickles(call):
    import pickle
    result = call()
    again = pickle.loads(pickle.dumps(result))
    assert type(again) is type(result) and again == result and again.to_dict() == result.to_dict()
