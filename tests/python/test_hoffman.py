"""cubeworks.hoffman against the command line: the same document, the same report, for every verb."""
from __future__ import annotations

import inspect
import os
import re
import signal
import threading
import time
import typing

import pytest

import cubeworks
from cubeworks import hoffman
from cubeworks.hoffman import (ApproxCountResult, CheckResult, ClassCounts, ConquerResult, ConstructResult, Duality,
                               EnumerateResult, LayersResult, PackingClass, SearchFirstResult, SymmetriesResult,
                               SymmetryClass)


def _untimed(value):
    """A document or report with its timings masked: seconds, rates, "in 0.12 s", "(0.00 s, ..."."""
    if isinstance(value, str):
        return re.sub(r"\d+\.\d+ s\b", "T s", value)
    if isinstance(value, dict):
        timed = ("seconds", "nodes_per_second", "core_seconds", "refuted_per_core_hour", "untried_core_hours")
        return {k: "T" if k in timed else _untimed(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_untimed(v) for v in value]
    return value


def _is_svg(text: str) -> bool:
    return text.lstrip().startswith("<svg") and text.rstrip().endswith("</svg>")


# --- enumerate ---


@pytest.mark.parametrize("kwargs, args", [
    ({"dim": 3}, []),
    ({"dim": 2}, ["--dim", "2"]),
    ({"dim": 3, "lengths": [10, 11, 13]}, ["--lengths", "10,11,13"]),
    ({"dim": 3, "lengths": "10,11,30", "ignore_side_condition": True},
     ["--lengths", "10,11,30", "--ignore-side-condition"]),
])
def test_enumerate_is_the_cli_document_and_report(kwargs, args, cli, cli_json):
    r = hoffman.enumerate(**kwargs)
    assert isinstance(r, EnumerateResult)
    assert r.to_dict() == cli_json("hoffman", "enumerate", *args)
    assert str(r) == cli("hoffman", "enumerate", *args)


def test_enumerate_3d_attributes():
    r = hoffman.enumerate()
    assert (r.dim, r.lengths, r.side, r.side_condition) == (3, (10, 11, 12), 33, True)
    assert r.orientation_codes.startswith("0=abc 1=acb")
    assert r.real == ClassCounts(raw=1008, classes=21, rotation_classes=42)
    assert r.pseudo == ClassCounts(raw=240, classes=5, rotation_classes=10)
    assert r.duality == Duality(self_dual=1, dual_valid=16, dual_pseudo=4, dual_invalid=0, classes_up_to_duality=13)
    assert r.nodes > 0
    assert repr(r) == "HoffmanEnumerate(dim=3, lengths=(10, 11, 12), real=21, pseudo=5)"
    classes = r.classes
    assert [c.name for c in classes] == [f"R{i}" for i in range(1, 22)] + [f"P{i}" for i in range(1, 6)]
    assert classes == r.real_classes + r.pseudo_classes
    assert all(isinstance(c, PackingClass) for c in classes)
    assert sum(c.orbit for c in r.real_classes) == 1008
    assert all(c.real and c.dual is not None and c.overlap is None for c in r.real_classes)
    assert all(not c.real and c.dual is None and len(c.overlap) == 2 for c in r.pseudo_classes)
    by_number = {i + 1: c for i, c in enumerate(r.real_classes)}
    for c in r.real_classes:  # duality pairs real classes
        if c.dual == "dual valid":
            assert by_number[c.dual_class].dual_class == int(c.name[1:])
        elif c.dual == "self-dual":
            assert c.dual_class == int(c.name[1:])
        else:
            assert c.dual_class is None
    assert all(hoffman.check(c.grid).valid for c in r.real_classes)
    assert all(hoffman.check(c.grid).verdict == "pseudo-solution" for c in r.pseudo_classes)


def test_enumerate_draws_every_class():
    r = hoffman.enumerate()
    assert len(r.figures) == len(r.classes) == 26
    assert [f.file for f in r.figures[:2]] == ["R01.svg", "R02.svg"] and r.figures[21].file == "P01.svg"
    for i in (0, 20, 21, 25):
        assert r.svg(i) == r.classes[i].svg() and _is_svg(r.svg(i))
        assert r.classes[i].figure.caption.startswith(r.classes[i].name)
    assert r._repr_svg_() == r.classes[0].svg()
    with pytest.raises(ValueError):
        r.svg(26)


def test_enumerate_2d():
    r = hoffman.enumerate(2)
    assert r.real == ClassCounts(2, 1, 2) and r.pseudo == ClassCounts(0, 0, 0)
    assert [(c.name, c.grid, c.dual) for c in r.classes] == [("R1", "01,10", "self-dual")]


# --- check ---


@pytest.mark.parametrize("kwargs, args", [
    ({"grid": "01,10"}, ["01,10"]),
    ({"grid": "00,00"}, ["00,00"]),
    ({"grid": "024,135,251/152,240,513/513,304,420"}, ["024,135,251/152,240,513/513,304,420"]),
    ({"grid": "10,01", "lengths": [20, 21]}, ["10,01", "--lengths", "20,21"]),
    ({"grid": "01,10", "lengths": "10,25", "ignore_side_condition": True},
     ["01,10", "--lengths", "10,25", "--ignore-side-condition"]),
])
def test_check_is_the_cli_document_and_report(kwargs, args, cli, cli_json):
    r = hoffman.check(**kwargs)
    assert isinstance(r, CheckResult)
    assert r.to_dict() == cli_json("hoffman", "check", *args)
    assert str(r) == cli("hoffman", "check", *args)


def test_check_attributes_and_pictures():
    valid = hoffman.check("01,10")
    assert (valid.dim, valid.lengths, valid.grid, valid.valid, valid.verdict) == (2, (10, 11), "01,10", True,
                                                                                   "valid packing")
    assert valid.lines_ok and valid.contained and valid.overlapping_pairs == 0 and valid.overlap is None
    assert valid.canonical == "01,10"
    assert repr(valid) == "HoffmanCheck(grid='01,10', verdict='valid packing')"
    pseudo = hoffman.check("024,135,251/152,240,513/513,304,420")
    assert not pseudo.valid and pseudo.verdict == "pseudo-solution" and pseudo.lines_ok
    assert pseudo.overlapping_pairs > 0 and pseudo.overlap == ("(0,2,1)", "(1,1,2)")
    invalid = hoffman.check("00,00")
    assert not invalid.lines_ok and not invalid.contained and invalid.canonical is None
    for r in (valid, pseudo, invalid):  # every grid draws, overlapping or not
        assert len(r.figures) == 1 and _is_svg(r.svg()) and r._repr_svg_() == r.svg()
    assert "overlap" in pseudo.svg()


# --- construct ---


@pytest.mark.parametrize("kwargs, args", [
    ({}, []),
    ({"dim": 2}, ["--dim", "2"]),
    ({"dim": 2, "variant": 1}, ["--dim", "2", "--variant", "1"]),
    ({"dim": 4, "variant": 4294967295, "pairing": 2}, ["--variant", "4294967295", "--pairing", "2"]),
    ({"dim": 4, "lengths": [10, 11, 12, 13], "pairing": 1}, ["--lengths", "10,11,12,13", "--pairing", "1"]),
])
def test_construct_is_the_cli_document_and_report(kwargs, args, cli, cli_json):
    r = hoffman.construct(**kwargs)
    assert isinstance(r, ConstructResult)
    assert r.to_dict() == cli_json("hoffman", "construct", *args)
    assert str(r) == cli("hoffman", "construct", *args)


def test_construct_attributes_and_picture():
    r = hoffman.construct(4, variant=7, pairing=1)
    assert (r.dim, r.lengths, r.valid, r.variant, r.pairing) == (4, (1000, 1001, 1003, 1007), True, 7, 1)
    assert len(r.layers) == 4 and "|".join(r.layers) == r.grid
    assert r.coincidences == []
    assert hoffman.check(r.grid).valid
    assert repr(r) == "HoffmanConstruct(dim=4, variant=7, pairing=1)"
    assert len(r.figures) == 1 and _is_svg(r.svg()) and r._repr_svg_() == r.svg()
    assert r.packings_at_least == 3 * 60**17
    pinwheel = hoffman.construct(2)
    assert pinwheel.grid == "01,10" and pinwheel.layers == [] and _is_svg(pinwheel.svg())
    assert pinwheel.packings_at_least is None


def test_construct_sliced_is_the_cli_document(cli_json):
    slabs = [44] + [0] * 15 + [15]
    r = hoffman.construct(4, pairing=2, slabs=slabs)
    assert r.to_dict() == cli_json("hoffman", "construct", "--dim", "4", "--pairing", "2", "--slabs",
                                   ",".join(map(str, slabs)))
    assert (r.variant, r.slabs, r.valid) == (None, slabs, True) and hoffman.check(r.grid).valid
    assert hoffman.construct(4).slabs is None
    with pytest.raises(ValueError, match="slabs: 2 numbers given"):
        hoffman.construct(4, slabs=[1, 2])


# --- layers ---


@pytest.mark.parametrize("kwargs, args", [
    ({"dim": 3}, ["--dim", "3"]),
    ({"dim": 2}, ["--dim", "2"]),
    ({"dim": 3, "lengths": [10, 11, 13]}, ["--dim", "3", "--lengths", "10,11,13"]),
])
def test_layers_is_the_cli_document_and_report(kwargs, args, cli, cli_json):
    r = hoffman.layers(**kwargs)
    assert isinstance(r, LayersResult)
    assert r.to_dict() == cli_json("hoffman", "layers", *args)
    assert str(r) == cli("hoffman", "layers", *args)


def test_layers_attributes():
    r = hoffman.layers(3)
    assert (r.dim, r.rows, r.rows_all_orientations, r.layers, r.layers_all_orientations) == (3, 48, 48, 624, 624)
    assert r.footprints_forced and r.coincidences == [] and r.layer_nodes > 0
    assert repr(r) == "HoffmanLayers(dim=3, rows=48, layers=624)"
    assert r.figures == [] and r._repr_svg_() is None


# --- search_first ---


@pytest.mark.parametrize("kwargs, args", [
    ({"dim": 3}, ["--dim", "3"]),
    ({"dim": 2}, ["--dim", "2"]),
    ({"dim": 3, "method": "dfs"}, ["--dim", "3", "--method", "dfs"]),
    ({"dim": 3, "order": "lex"}, ["--dim", "3", "--order", "lex"]),
    ({"dim": 3, "invariant": "012:111"}, ["--dim", "3", "--invariant", "012:111"]),
    ({"dim": 3, "invariant": ["120:000"]}, ["--dim", "3", "--invariant", "120:000"]),
])
def test_search_first_is_the_cli_document_and_report(kwargs, args, cli, cli_json):
    r = hoffman.search_first(**kwargs)
    assert isinstance(r, SearchFirstResult)
    assert _untimed(r.to_dict()) == _untimed(cli_json("hoffman", "search", "--first", *args))
    assert _untimed(str(r)) == _untimed(cli("hoffman", "search", "--first", *args))


def test_search_first_4d_default_invariant_with_progress(cli_json):
    updates: list[cubeworks.ProgressUpdate] = []
    # ~3 s of CPU: the half-turn 0123:1100 by default; a time limit far above the default 60 s
    # of wall time, which a loaded machine can reach
    r = hoffman.search_first(progress=updates.append, time_limit=1200)
    assert _untimed(r.to_dict()) == _untimed(cli_json("hoffman", "search", "--first", "--time-limit", "1200"))
    assert (r.dim, r.method, r.invariant, r.found) == (4, "cdcl", ["0123:1100"], True)
    assert r.stabilizer >= 2 and r.construction_class is not None and r.sliced_family is not None and r.canonical
    assert hoffman.check(r.grid).valid
    assert _is_svg(r.svg()) and r.figures[0].caption == "4D packing found by search"
    assert updates and all(u.label == "search first (cdcl)" for u in updates) and updates[-1].finished


def test_search_first_attributes():
    r = hoffman.search_first(3)
    assert (r.dim, r.lengths, r.method, r.order, r.symmetric, r.invariant) == (3, (10, 11, 12), "cdcl", "none",
                                                                               False, [])
    assert r.found and r.exhausted is False and r.seconds >= 0
    assert r.conflicts is not None and r.variables > 0 and r.clauses > 0
    assert r.nodes is None and r.deepest is None and r.construction_class is None
    assert hoffman.check(r.grid).canonical == r.canonical
    assert repr(r) == "HoffmanSearch(dim=3, method='cdcl', found=True)"
    assert len(r.figures) == 1 and r._repr_svg_() == r.svg()
    d = hoffman.search_first(3, method="dfs")
    assert d.order == "dynamic" and d.nodes > 0 and d.deepest == 27 and d.conflicts is None
    assert d.stabilizer is None and hoffman.check(d.grid).valid


def test_search_first_proves_no_packing():
    r = hoffman.search_first(3, invariant="120:000")  # the 3-cycle of axes: proved empty
    assert not r.found and r.exhausted and r.grid is None
    assert r.figures == [] and r._repr_svg_() is None
    assert str(r).startswith("no 3D packing exists among grids invariant under 120:000")


def test_search_first_every_grid_is_none():
    r = hoffman.search_first(2, invariant="none")
    assert r.invariant == [] and r.found


def test_search_first_whole_4d_space_many_packings(cli_json):
    r = hoffman.search_first(4, invariant="none", seed=3, count_limit=3)  # next to a construction variant
    args = ["--dim", "4", "--invariant", "none", "--seed", "3", "--count-limit", "3"]
    assert _untimed(r.to_dict()) == _untimed(cli_json("hoffman", "search", "--first", *args))
    assert r.found and len(r.packings) == 3 and len({p["canonical"] for p in r.packings}) == 3
    assert all(hoffman.check(p["grid"]).valid for p in r.packings)
    assert r.to_dict()["start"]["seed"] == 3


def test_search_first_stops_at_ctrl_c():
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        hoffman.search_first(4, invariant="none", start="none", time_limit=120)  # every 4D grid from scratch: minutes
    timer.join()
    assert time.monotonic() - start < 60  # stopped long before its time limit (no speed asserted)
    assert hoffman.search_first(2).found  # the next call runs


# --- symmetries ---


@pytest.mark.parametrize("kwargs, args", [
    ({"dim": 2}, ["--dim", "2"]),
    ({"dim": 3}, ["--dim", "3"]),
    ({"dim": 3, "lengths": [10, 11, 13], "time_limit": 5}, ["--dim", "3", "--lengths", "10,11,13", "--time-limit", "5"]),
])
def test_symmetries_is_the_cli_document_and_report(kwargs, args, cli, cli_json):
    r = hoffman.symmetries(**kwargs)
    assert isinstance(r, SymmetriesResult)
    assert _untimed(r.to_dict()) == _untimed(cli_json("hoffman", "symmetries", *args))
    assert _untimed(str(r)) == _untimed(cli("hoffman", "symmetries", *args))


def test_symmetries_attributes():
    r = hoffman.symmetries(3, time_limit=10)
    assert (r.dim, r.lengths, r.time_limit) == (3, (10, 11, 12), 10.0)
    assert (r.found, r.none, r.unknown) == (1, 9, 0)
    assert repr(r) == "HoffmanSymmetries(dim=3, found=1, none=9, unknown=0)"
    classes = r.classes
    assert len(classes) == 10 and all(isinstance(c, SymmetryClass) for c in classes)
    assert sum(c.class_size for c in classes) == 48
    identity = classes[0]
    assert identity.order == 1 and identity.result == "found" and hoffman.check(identity.grid).valid
    assert all((c.grid is None) == (c.result != "found") for c in classes)
    assert all((c.stabilizer is None) == (c.grid is None) for c in classes)
    assert r.figures == [] and r._repr_svg_() is None


def test_symmetries_counts_the_classes_asked_for(cli_json):
    r = hoffman.symmetries(3, count_time=10, count_classes=["012:000"])
    assert _untimed(r.to_dict()) == _untimed(cli_json("hoffman", "symmetries", "--dim", "3", "--count-time", "10",
                                                      "--count-class", "012:000"))
    identity = r.classes[0]
    assert identity.count["packings"] == 1008 and identity.count["orbits"] == 21 and identity.count["exact"]
    assert all(c.count is None for c in r.classes[1:])


# --- conquer and approx-count ---


def test_conquer_is_the_cli_document(cli_json):
    r = hoffman.conquer(3, depth=3)
    assert isinstance(r, ConquerResult)
    assert _untimed(r.to_dict()) == _untimed(cli_json("hoffman", "conquer", "--dim", "3", "--depth", "3"))
    assert (r.cubes, r.open, r.untried, r.settled) == (216, 0, 0, True)
    assert r.refuted + r.with_packing == 216
    assert all(hoffman.check(g).valid for g in r.packings)


def test_conquer_counts_like_the_cli(cli_json):
    r = hoffman.conquer(3, depth=2, count=True)
    assert _untimed(r.to_dict()) == _untimed(cli_json("hoffman", "conquer", "--dim", "3", "--depth", "2", "--count"))
    assert (r.packing_count, r.orbit_count, r.settled) == (168, 21, True)
    assert r.to_dict()["packing_count_cell0_free"] == 1008
    assert hoffman.conquer(3, depth=2).packing_count is None
    whole = hoffman.conquer(3, depth=3, count=True, sample=216, seed=5).to_dict()["estimate"]
    assert (whole["packings"], whole["packings_stderr"], whole["packings_cell0_free"]) == (168, 0, 1008)


def test_approx_count_is_the_cli_document(cli_json):
    r = hoffman.approx_count(2)
    assert isinstance(r, ApproxCountResult)
    assert (r.estimate, r.exact, r.interval) == (2.0, True, (2.0, 2.0))
    r = hoffman.approx_count(3, delta=0.6)
    assert _untimed(r.to_dict()) == _untimed(cli_json("hoffman", "approx-count", "--dim", "3", "--delta", "0.6"))
    assert 1008 / 1.8 <= r.estimate <= 1008 * 1.8 and r.complete and not r.exact


# --- bad input ---


@pytest.mark.parametrize("call, message", [
    (lambda: hoffman.enumerate(5), "dim: unsupported dimension 5: the engine handles dimensions 2, 3 and 4 (n = 5 has "
                                   "3125 cells and 120 orientations; see docs/hoffman.md)"),
    (lambda: hoffman.enumerate(4), "dim: exhaustive enumeration is for dimensions 2 and 3, not 4 (search finds, "
                                   "estimates or counts packings in 4D)"),
    (lambda: hoffman.enumerate(3, [10, 11]), "lengths: 2 values given, dimension 3 needs 3 (e.g. 10,11,12)"),
    (lambda: hoffman.enumerate(3, "10,12,11"), "lengths: lengths must be strictly increasing: b = 12 is not < c = 11"),
    (lambda: hoffman.conquer(3, depth=30), "depth: the cube depth must be 0 to 26, not 30"),
    (lambda: hoffman.conquer(5, depth=1, count=True), "count: counting needs the symmetry tables, which stop at "
                                                      "dimension 4"),
    (lambda: hoffman.conquer(3, depth=1, sample=7), "sample: a sample of 7 cubes is more than the 6 cubes of depth 1"),
    (lambda: hoffman.approx_count(3, delta=1), "delta: the failure probability delta must lie strictly between 0 and 1, "
                                               "not 1"),
    (lambda: hoffman.check("01,1x"), "grid: malformed grid: 'x' is not an orientation code (0-9, A-N) or a separator "
                                     "(, / | #)"),
    (lambda: hoffman.check("01,10", [5, 50]), "lengths: side condition 3*a > a+b fails: 3*5 = 15 is not > 5+50 = 55 "
                                              "(boxes could lie 3 in a row, so the grid model does not apply)"),
    (lambda: hoffman.construct(5), "dim: no construction for dimension 5: only 2^i 3^j up to 36 compose; the "
                                   "nearest are 4 and 6"),
    (lambda: hoffman.check(), "grid: must be given (or a file of boxes)"),
    (lambda: hoffman.construct(variant=-1), "variant: '-1' is not a variant: a number from 0 to 4294967295"),
    (lambda: hoffman.construct(variant=2 ** 32), "variant: '4294967296' is not a variant: a number from 0 to "
                                                 "4294967295"),
    (lambda: hoffman.construct(2, variant=2), "variant: in 2D the variant is 0 or 1 (the mirror pinwheel)"),
    (lambda: hoffman.construct(pairing=3), "pairing: must be between 0 and 2, not 3"),
    (lambda: hoffman.layers(1), "dim: unsupported dimension 1: the engine handles dimensions 2, 3 and 4 (n = 5 has "
                                "3125 cells and 120 orientations; see docs/hoffman.md)"),
    (lambda: hoffman.search_first(3, invariant="012:9"), "invariant: '012:9' is not a symmetry PERM:FLIPS of "
                                                         "dimension 3 (e.g. 012:111 = central reflection)"),
    (lambda: hoffman.search_first(3, method="foo"), "method: must be one of cdcl, dfs, not 'foo'"),
    (lambda: hoffman.search_first(3, order="foo"), "order: must be one of dynamic, lex, wave, shells, not 'foo'"),
    (lambda: hoffman.search_first(3, method="cdcl", order="lex"), "a cell order is for the dfs method, not cdcl"),
    (lambda: hoffman.symmetries(2, time_limit=0), "time_limit: must be above 0, not 0"),
    (lambda: hoffman.search_first(3, count_limit=0), "count_limit: must be at least 1, not 0"),
    (lambda: hoffman.search_first(3, start="nothing"), "start: must be one of construction, none, not 'nothing'"),
    (lambda: hoffman.conquer(3, cube_conflicts=0), "cube_conflicts: must be at least 1, not 0"),
    (lambda: hoffman.conquer(3, seed=-1), "seed: must be at least 0, not -1"),
    (lambda: hoffman.approx_count(3, epsilon=0), "epsilon: must be above 0 and at most 100, not 0"),
    (lambda: hoffman.symmetries(2, count_time=-1), "count_time: must be at least 0, not -1"),
    (lambda: hoffman.symmetries(2, [10, 11, 12]), "lengths: 3 values given, dimension 2 needs 2 (e.g. 10,11)"),
])
def test_bad_input_is_a_value_error_naming_the_parameter(call, message):
    with pytest.raises(ValueError) as e:
        call()
    assert str(e.value) == message


def test_bad_types_are_type_errors():
    with pytest.raises(TypeError):
        hoffman.enumerate(3, [10.5, 11, 12])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        hoffman.construct(4, variant=1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        hoffman.symmetries(2, progress=42)  # type: ignore[arg-type]


@pytest.mark.parametrize("call, message", [
    (lambda: hoffman.enumerate("3"), "dim: expected an integer, got '3'"),
    (lambda: hoffman.layers(3.5), "dim: expected an integer, got 3.5"),
    (lambda: hoffman.check(5), "grid: expected text, got 5"),
    (lambda: hoffman.check("01,10", ignore_side_condition=1), "ignore_side_condition: expected true or false, got 1"),
    (lambda: hoffman.enumerate(3, [10.5, 11, 12]), "lengths: expected text or a list of integers, got a list holding "
                                                   "float"),
    (lambda: hoffman.enumerate(3, 12), "lengths: expected text or a list of integers, got int"),
    (lambda: hoffman.construct(4, variant=1.5), "variant: expected an integer, got float"),
    (lambda: hoffman.construct(4, slabs=["a"]), "slabs: expected text or a list of integers, got a list holding str"),
    (lambda: hoffman.search_first(3, invariant=[1]), "invariant: expected a list of texts, got a list holding int"),
    (lambda: hoffman.symmetries(2, time_limit="5"), "time_limit: expected a number, got '5'"),
    (lambda: hoffman.conquer(3, checkpoint=7), "checkpoint: expected text, got 7"),
])
def test_wrong_types_are_type_errors_naming_the_parameter(call, message):
    with pytest.raises(TypeError) as e:
        call()
    assert str(e.value) == message


def test_unknown_and_missing_parameters_are_type_errors():
    with pytest.raises(TypeError):
        hoffman.enumerate(3, draw=True)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        hoffman.search_first(3, mode="count")  # type: ignore[call-arg]


PUBLIC_FUNCTIONS = [hoffman.enumerate, hoffman.enumerate_packings, hoffman.check, hoffman.construct, hoffman.layers,
                    hoffman.search_first, hoffman.symmetries, hoffman.conquer, hoffman.approx_count]
RESULT_CLASSES = [EnumerateResult, CheckResult, ConstructResult, LayersResult, SearchFirstResult, SymmetriesResult,
                  ConquerResult, ApproxCountResult, PackingClass, ClassCounts, Duality, SymmetryClass]


@pytest.mark.parametrize("thing", PUBLIC_FUNCTIONS + RESULT_CLASSES, ids=lambda t: t.__name__)
def test_type_hints_resolve(thing):
    typing.get_type_hints(thing)


@pytest.mark.parametrize("function", PUBLIC_FUNCTIONS, ids=lambda f: f.__name__)
def test_signatures_and_docstrings_come_from_the_declarations(function):
    signature = inspect.signature(function)
    hints = typing.get_type_hints(function)
    assert set(hints) == set(signature.parameters) | {"return"}
    assert "progress" in signature.parameters and "threads" in signature.parameters
    assert "{args}" not in function.__doc__ and "Args:" in function.__doc__
    for name in signature.parameters:
        assert f"    {name}: " in function.__doc__, name


def test_signatures_keep_their_order_and_defaults():
    assert list(inspect.signature(hoffman.check).parameters)[:2] == ["grid", "lengths"]
    assert inspect.signature(hoffman.check).parameters["grid"].default is None  # or boxes=FILE
    construct = inspect.signature(hoffman.construct).parameters
    assert [p for p in construct if construct[p].kind is inspect.Parameter.POSITIONAL_OR_KEYWORD] == [
        "dim", "variant", "pairing"]
    assert (construct["dim"].default, construct["variant"].default, construct["lengths"].default) == (4, None, None)
    search = inspect.signature(hoffman.search_first).parameters
    assert [p for p in search if search[p].kind is inspect.Parameter.POSITIONAL_OR_KEYWORD] == ["dim", "lengths"]
    assert "mode" not in search and "shard" not in search and "svg" not in search and "draw" not in search
    assert hoffman.search_first.__name__ == "search_first"
    assert inspect.signature(hoffman.enumerate).parameters["dim"].default == 3


def test_star_import_does_not_shadow_enumerate():
    namespace: dict = {}
    exec("from cubeworks.hoffman import *", namespace)
    assert "enumerate" not in namespace and "slice" not in namespace
    assert namespace["enumerate_packings"] is hoffman.enumerate
    assert namespace["slice_packing"] is hoffman.slice
    exec("from cubeworks.hoffman import *\nresult = list(enumerate('ab'))[slice(1, 2)]", namespace)
    assert namespace["result"] == [(1, "b")]
    for name in hoffman.__all__:
        assert hasattr(hoffman, name), name
    public = {n for n, v in vars(hoffman).items() if not n.startswith("_") and getattr(v, "__module__", None) ==
              hoffman.__name__}
    assert public - set(hoffman.__all__) == {"enumerate", "slice"}


def test_slice_is_the_cli_document(cli_json):
    r = hoffman.slice(dim=6, at="100,200,300")
    assert r.to_dict() == cli_json("hoffman", "slice", "--dim", "6", "--at", "100,200,300")
    assert r.count == len(r.boxes) == 216
    # The sections lie inside the slice's cube, and their volumes add up to what the document says.
    assert all(0 <= o and o + s <= r.side for b in r.boxes for o, s in zip(b.origin, b.size))
    assert sum(b.size[0] * b.size[1] * b.size[2] for b in r.boxes) == int(r.to_dict()["volume"]["covered"])
    with pytest.raises(ValueError, match="at: 2 points given"):
        hoffman.slice(dim=6, at="1,2")


def test_checkpoint_takes_a_path(tmp_path):
    checkpoint = tmp_path / "conquer.ck"
    r = hoffman.conquer(2, depth=1, checkpoint=checkpoint)
    assert r.settled and checkpoint.exists()
    again = hoffman.conquer(2, depth=1, checkpoint=checkpoint)
    assert again.to_dict()["cubes"] == r.to_dict()["cubes"]
    approx = tmp_path / "approx.ck"
    assert hoffman.approx_count(2, checkpoint=approx).estimate == 2.0
