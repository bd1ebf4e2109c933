"""cubeworks.macmahon against the command line: the same document, the same report, the same
errors, for every verb on the classic inputs (tests/cli/golden/macmahon_*)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import threading
import time

import pytest

import cubeworks
from cubeworks.macmahon import (
    Arrangement,
    CensusResult,
    Cell,
    CubesResult,
    Component,
    Disagreement,
    ExplainResult,
    Prediction,
    TheoremRow,
    MaxCollection,
    NamedCube,
    SizeRow,
    SizesResult,
    SolveResult,
    TargetsResult,
    UniversalResult,
)

try:
    import numpy
except ImportError:  # the arrays are lists then
    numpy = None


@pytest.mark.parametrize("family, args", [(None, []), (4, ["--family", "4"]), (2, ["--family", "2"])])
def test_cubes_is_the_cli_document_and_report(family, args, cli, cli_json):
    r = cubeworks.macmahon.cubes(family)
    assert isinstance(r, CubesResult)
    assert r.to_dict() == cli_json("macmahon", "cubes", *args)
    assert str(r) == cli("macmahon", "cubes", *args)


def test_cubes_family_attributes():
    r = cubeworks.macmahon.cubes(family=4)
    assert r.family == 4
    assert r.count == 68 == len(r.cubes)
    assert all(len(c) == 6 and set(c) <= set("1234") for c in r.cubes)
    assert r.families is None and r.named is None
    assert repr(r) == "MacmahonCubes(family=4, count=68)"


def test_cubes_overview_attributes():
    r = cubeworks.macmahon.cubes()
    assert r.family is None
    assert r.families == {2: r.families[2], 3: r.families[3], 4: 68, 5: r.families[5], 6: 30}
    named = r.named
    assert len(named) == 30 == r.count
    assert isinstance(named[0], NamedCube) and named[0].name == "Ab"
    assert r.cubes == [c.colouring for c in named]
    by_name = {c.name: c for c in named}
    assert all(by_name[c.mirror].mirror == c.name for c in named)  # mirroring is an involution
    assert repr(r).startswith("MacmahonCubes(families={2: ")


def test_to_dict_is_a_copy():
    r = cubeworks.macmahon.cubes(family=3)
    d = r.to_dict()
    d["cubes"].clear()
    assert r.to_dict()["cubes"] and r.count == len(r.cubes) > 0


def test_cubes_has_no_pictures():
    r = cubeworks.macmahon.cubes()
    assert r.figures == [] and r._repr_svg_() is None
    with pytest.raises(ValueError, match="no"):
        r.svg()


@pytest.mark.parametrize("family", [1, 7, -3])
def test_bad_family_names_the_parameter(family):
    with pytest.raises(ValueError) as e:
        cubeworks.macmahon.cubes(family)
    assert str(e.value) == f"family: must be between 2 and 6, not {family}"


def test_family_must_be_an_int():
    with pytest.raises(TypeError):
        cubeworks.macmahon.cubes("4")  # type: ignore[arg-type]


def test_public_functions_are_documented_with_an_example():
    for module in (cubeworks, cubeworks.macmahon, cubeworks.roll, cubeworks.hoffman):
        assert module.__doc__
        for name in module.__all__:
            obj = getattr(module, name)
            if callable(obj) and not isinstance(obj, type):
                assert obj.__doc__ and "Example:" in obj.__doc__, f"{module.__name__}.{name}"
                assert obj.__annotations__, f"{module.__name__}.{name} has no type annotations"


# --- the other verbs: the same document and report as the command line on the classic inputs ---

CONWAY = "Ac,Ad,Ae,Af,Cb,Db,Eb,Fb"  # builds Ba with interior faces matching (docs/macmahon.md)
NEITHER = (
    "is neither a cube name (Ab..Fe) nor a colouring of six digits 1-6 in face order up, down, front, back, left, right"
)


def cli_error(cli_path, *args):
    """The one-line message of a failing `cubeworks ARGS`, without the program's prefix."""
    done = subprocess.run([cli_path, *args, "-q"], capture_output=True, text=True)
    assert done.returncode != 0 and done.stdout == ""
    prefix = "cubeworks: error: "
    assert done.stderr.startswith(prefix) and done.stderr.count("\n") == 1
    return done.stderr[len(prefix) : -1]


SOLVE_CASES = [  # tests/cli/golden/macmahon_solve
    ("Ba", CONWAY, True),
    ("Ba", CONWAY, False),
    ("Ab", CONWAY, False),  # solution number 0
    ("152436", "162354,Ad,Ae,Af,Cb,Db,Eb,Fb", True),  # colourings
    ("Ba", "row:A,col:b,-Ab", True),  # the tableau shorthand
]


@pytest.mark.parametrize("target, cubes, interior", SOLVE_CASES)
def test_solve_is_the_cli_document_and_report(target, cubes, interior, cli, cli_json):
    args = ["macmahon", "solve", "--target", target, "--cubes", cubes] + (["--interior"] if interior else [])
    r = cubeworks.macmahon.solve(target, cubes, interior=interior)
    assert isinstance(r, SolveResult)
    assert r.to_dict() == cli_json(*args)
    assert str(r) == cli(*args)


def test_solve_attributes():
    r = cubeworks.macmahon.solve("Ba", CONWAY, interior=True)
    assert (r.target, r.cubes, r.interior, r.solution_number) == ("Ba", CONWAY.split(","), True, 2)
    assert len(r.arrangements) == 2 and all(isinstance(a, Arrangement) for a in r.arrangements)
    for a in r.arrangements:
        assert [c.cell for c in a.cells] == list(range(8))
        assert sorted(c.cube for c in a.cells) == sorted(r.cubes)
        assert all(isinstance(c, Cell) and 0 <= c.rotation < 24 and c.colouring[0] == str(c.up) for c in a.cells)
    assert r.arrangements[0].cells[0].position == "down-front-left"
    assert repr(r) == "MacmahonSolve(target='Ba', cubes='Ac,Ad,Ae,Af,Cb,Db,Eb,Fb', interior=True, solution_number=2)"


def test_solve_takes_the_cubes_as_a_list():
    as_text = cubeworks.macmahon.solve("Ba", CONWAY, True)
    assert cubeworks.macmahon.solve("Ba", CONWAY.split(","), True) == as_text
    assert cubeworks.macmahon.solve("Ba", ("row:A", "col:b", "-Ab"), True).solution_number == 2
    with pytest.raises(TypeError):
        cubeworks.macmahon.solve("Ba", ["Ac", 3], True)  # type: ignore[list-item]


def test_solve_draws_the_first_arrangement_as_the_cli(cli, tmp_path):
    path = tmp_path / "ba.svg"
    cli("macmahon", "solve", "--target", "Ba", "--cubes", CONWAY, "--interior", "--svg", str(path), "-q")
    r = cubeworks.macmahon.solve("Ba", CONWAY, interior=True)
    assert r.svg().startswith("<svg") and r.svg() == path.read_text()
    assert r._repr_svg_() == r.svg()
    assert [(f.file, f.caption) for f in r.figures] == [
        ("macmahon_Ba_interior.svg", "Ba built from Ac,Ad,Ae,Af,Cb,Db,Eb,Fb (arrangement 1 of 2)")
    ]


def test_solve_without_an_arrangement_has_no_picture(cli_path):
    r = cubeworks.macmahon.solve("Ab", CONWAY)
    assert r.solution_number == 0 and r.arrangements == [] and r.figures == []
    assert r._repr_svg_() is None  # Jupyter shows the report instead
    with pytest.raises(RuntimeError) as e:
        r.svg()
    message = cli_error(cli_path, "macmahon", "solve", "--target", "Ab", "--cubes", CONWAY, "--svg", "x.svg")
    assert str(e.value) == message == "no arrangement to draw: the solution number is 0"


SOLVE_ERRORS = [  # tests/cli/golden/macmahon_*/errors_*, and the parameter Python names
    ("Ab", "Ac,Ad,Zz,Af,Cb,Db,Eb,Fb", "cubes", f"'Zz' {NEITHER}"),
    ("Ab", "Ac,Ac,Ae,Af,Cb,Db,Eb,Fb", "cubes",
     "cubes Ac and Ac are the same cube: a collection holds 8 different cubes"),
    ("Ab", "Ac,Ad,Ae", "cubes", "a collection has exactly 8 cubes, not 3"),
    ("Ab", "Ac,Ad,Ae,Af,Cb,Db,Eb,112233", "cubes",
     "cube 112233 has 3 colours but the target has 6: cubes from another family"),
    ("Ba", "row:G,col:b", "cubes", "'row:G': a row is named by an upper-case letter A..F (e.g. row:B)"),
    ("Aa", CONWAY, "target", "'Aa' is not a cube: the diagonal of Conway's tableau is empty"),
    ("A\nb", CONWAY, "target", f"'A\\x0ab' {NEITHER}"),
]


@pytest.mark.parametrize("target, cubes, subject, message", SOLVE_ERRORS)
def test_solve_errors_name_the_parameter(target, cubes, subject, message, cli_path):
    with pytest.raises(ValueError) as e:
        cubeworks.macmahon.solve(target, cubes)
    assert str(e.value) == f"{subject}: {message}"
    # The program prints the same message, without a prefix: it quotes the value at fault.
    assert cli_error(cli_path, "macmahon", "solve", "--target", target, "--cubes", cubes) == message


@pytest.mark.parametrize("target", ["Ab", "Fe"])
def test_census_is_the_cli_document_and_report(target, cli, cli_json):
    r = cubeworks.macmahon.census(target)
    assert isinstance(r, CensusResult)
    assert r.to_dict() == cli_json("macmahon", "census", "--target", target)
    assert str(r) == cli("macmahon", "census", "--target", target, "-q")


def test_census_attributes():
    r = cubeworks.macmahon.census("Ab")
    assert r.target == "Ab" and r.collections_with_solution == 133680
    assert r.distribution == {2: 93000, 4: 15987, 6: 2664, 8: 19860, 10: 792, 12: 1296, 16: 81}
    assert sum(r.distribution.values()) == r.collections_with_solution
    assert r.published[8] == 2664  # the published row, which docs/macmahon.md shows impossible
    assert r.disagreements == [
        Disagreement(4, 15987, 19860),
        Disagreement(6, 2664, 15987),
        Disagreement(8, 19860, 2664),
    ]
    assert r.agrees is False
    assert r.verified_by == ["arrangement enumeration", "permanent of every collection of usable cubes"]
    assert len(r.distribution_array) == len(r.published_array) == 17
    assert list(r.distribution_array)[::2] == [0, 93000, 15987, 2664, 19860, 792, 1296, 0, 81]
    assert repr(r) == "MacmahonCensus(target='Ab', collections_with_solution=133680, disagreements=3)"


@pytest.mark.skipif(numpy is None, reason="numpy is not installed")
def test_census_arrays_are_numpy():
    r = cubeworks.macmahon.census("Fe")
    assert isinstance(r.distribution_array, numpy.ndarray)
    assert int(r.distribution_array.sum()) == r.collections_with_solution
    assert numpy.count_nonzero(r.distribution_array != r.published_array) == len(r.disagreements)


@pytest.mark.parametrize(
    "target, message",
    [
        ("Aa", "'Aa' is not a cube: the diagonal of Conway's tableau is empty"),
        ("112233", "target '112233' is not a MacMahon cube (it uses 3 colours, not 6)"),
        ("", f"'' {NEITHER}"),
    ],
)
def test_census_errors_name_the_parameter(target, message, cli_path):
    with pytest.raises(ValueError) as e:
        cubeworks.macmahon.census(target)
    assert str(e.value) == f"target: {message}"
    assert cli_error(cli_path, "macmahon", "census", "--target", target) == message


@pytest.mark.parametrize("list_max, args", [(False, []), (True, ["--list-max"])])
def test_targets_is_the_cli_document_and_report(list_max, args, cli, cli_json):
    r = cubeworks.macmahon.targets(list_max=list_max)
    assert isinstance(r, TargetsResult)
    assert r.to_dict() == cli_json("macmahon", "targets", *args)
    assert str(r) == cli("macmahon", "targets", *args, "-q")


def test_targets_attributes():
    r = cubeworks.macmahon.targets()
    assert (r.max, r.max_count, r.max_collections) == (5, 360, None)
    assert r.distribution == {0: 2774940, 1: 2256390, 2: 720405, 3: 91920, 4: 8910, 5: 360}
    assert list(r.distribution_array) == [2774940, 2256390, 720405, 91920, 8910, 360]
    assert sum(r.distribution.values()) == 5852925
    assert repr(r) == "MacmahonTargets(max=5, max_count=360)"
    listed = cubeworks.macmahon.targets(list_max=True).max_collections
    assert len(listed) == 360 and isinstance(listed[0], MaxCollection)
    assert all(len(m.collection) == 8 and len(m.targets) == 5 for m in listed)


def test_universal_minimum_is_the_cli_document_and_report(cli, cli_json, capfd):
    r = cubeworks.macmahon.universal()
    assert capfd.readouterr() == ("", "")  # no progress on stderr without a callback
    assert isinstance(r, UniversalResult)
    assert r.to_dict() == cli_json("macmahon", "universal", "-q")
    assert str(r) == cli("macmahon", "universal", "-q")
    assert (r.size, r.count, r.minimum, len(r.sets)) == (12, 10, True, 10)
    assert r.conjecture.startswith("holds: ")
    assert all(len(s) == 12 for s in r.sets)
    assert repr(r) == "MacmahonUniversal(size=12, count=10, minimum=True)"


@pytest.mark.parametrize("size", [11, 29, 0])
def test_universal_of_a_size_is_the_cli_document_and_report(size, cli, cli_json):
    r = cubeworks.macmahon.universal(size)
    assert r.to_dict() == cli_json("macmahon", "universal", "--size", str(size), "-q")
    assert str(r) == cli("macmahon", "universal", "--size", str(size), "-q")
    assert r.size == size and r.minimum is False and r.conjecture is None
    assert r.count == len(r.sets) == {11: 0, 29: 30, 0: 0}[size]


@pytest.mark.parametrize("size", [31, -1, -5])
def test_universal_bad_size(size, cli_path):
    with pytest.raises(ValueError) as e:
        cubeworks.macmahon.universal(size)
    assert str(e.value) == f"size: must be between 0 and 30, not {size}"
    assert cli_error(cli_path, "macmahon", "universal", "--size", str(size)) == f"--{e.value}"


@pytest.fixture(scope="module")
def sizes_run():
    """One call of sizes (a second or two), with a progress callback: (result, updates, seconds)."""
    updates = []
    start = time.monotonic()
    r = cubeworks.macmahon.sizes(progress=updates.append)
    return r, updates, time.monotonic() - start


def test_sizes_is_the_cli_document_and_report(sizes_run, cli):
    r = sizes_run[0]
    assert isinstance(r, SizesResult)
    assert r.to_dict() == json.loads(cli("macmahon", "sizes", "--json", "-q"))
    assert str(r) == cli("macmahon", "sizes", "-q")


def test_sizes_attributes(sizes_run):
    r = sizes_run[0]
    rows = r.sizes
    assert len(rows) == 31 and all(isinstance(row, SizeRow) for row in rows)
    assert [row.k for row in rows] == list(range(31))
    assert sum(row.sets for row in rows) == 2**30
    assert all(sum(row.distribution.values()) == row.sets for row in rows)
    assert rows[8].sets == 5852925 and rows[8].max == 5
    assert rows[8].distribution == cubeworks.macmahon.targets().distribution  # 8 cubes: one collection
    assert rows[30].distribution == {30: 1}
    assert r.smallest_k_exactly_29 == 13  # as the docstring example says
    table = r.distribution_array
    assert len(table) == 31 and all(len(row) == 31 for row in table)
    assert list(table[8])[:6] == [2774940, 2256390, 720405, 91920, 8910, 360]
    assert list(r.mean_array) == [row.mean for row in rows] and list(r.sd_array) == [row.sd for row in rows]
    assert repr(r) == "MacmahonSizes(rows=31, smallest_k_exactly_29=13)"


@pytest.mark.skipif(numpy is None, reason="numpy is not installed")
def test_sizes_table_is_numpy(sizes_run):
    r = sizes_run[0]
    table = r.distribution_array
    assert isinstance(table, numpy.ndarray) and table.shape == (31, 31)
    assert int(table.sum()) == 2**30
    assert (table.sum(axis=1) == [row.sets for row in r.sizes]).all()


def test_sizes_reports_progress(sizes_run):
    _, updates, seconds = sizes_run
    if seconds > 1.5:  # silent during the first second
        assert updates
    assert all(u.label == "sizes" and u.total > 0 for u in updates)
    assert [u.done for u in updates] == sorted(u.done for u in updates)
    if updates:  # the last one says all, whichever thread counted the last sets
        assert updates[-1].finished and updates[-1].done == updates[-1].total


def test_sizes_stops_at_ctrl_c(sizes_run):
    timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        cubeworks.macmahon.sizes()
    timer.join()
    # The signal comes 0.3 s into a run of seconds: the KeyboardInterrupt inside the block shows that
    # the engine stopped; how soon is a speed, which the tests do not assert.
    assert time.monotonic() - start < 10 * sizes_run[2]
    assert cubeworks.macmahon.universal(29).count == 30  # the next call runs normally


def test_progress_must_be_callable():
    with pytest.raises(TypeError, match="progress"):
        cubeworks.macmahon.universal(29, progress=42)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        cubeworks.macmahon.universal(29, lambda u: None)  # type: ignore[misc]  # progress is keyword-only


# --- explain ----------------------------------------------------------------------------------

EXPLAIN_CASES = [  # tests/cli/golden/macmahon_explain
    ("Ba", "row:A,col:b,-Ab"),  # Conway's collection: four doubled diagonals, 16
    ("Ab", CONWAY),  # every cube shares no corner number with the target
    ("Ab", "Ab,Bc,Bd,Be,Ca,Cd,Da,Ea"),  # Theorem 6 as published says 16, the count is 8
    ("Ab", "Ab,Bc,Bd,Be,Bf,Cd,Ce,De"),  # the target and a spanning tree: 8
]


@pytest.mark.parametrize("target, cubes", EXPLAIN_CASES)
def test_explain_is_the_cli_document_and_report(target, cubes, cli, cli_json):
    args = ["macmahon", "explain", "--target", target, "--cubes", cubes]
    r = cubeworks.macmahon.explain(target, cubes)
    assert isinstance(r, ExplainResult)
    assert r.to_dict() == cli_json(*args)
    assert str(r) == cli(*args)


def test_explain_attributes_and_picture(cli, tmp_path):
    r = cubeworks.macmahon.explain("Ab", "Ab,Bc,Bd,Be,Ca,Cd,Da,Ea".split(","))
    assert (r.target, r.solution_number, r.agree, r.all) == ("Ab", 8, False, False)
    assert r.prediction == Prediction(
        "theorem6_one_tree", r.prediction.statement, 16, 4, 0
    )
    assert [c.kind for c in r.components] == ["cycle", "cycle", "cycle", "tree"]
    assert all(isinstance(c, Component) for c in r.components)
    assert sum(c.vertex_count for c in r.components) == 8
    path = tmp_path / "ab.svg"
    cli("macmahon", "explain", "--target", "Ab", "--cubes", "Ab,Bc,Bd,Be,Ca,Cd,Da,Ea", "--svg", str(path), "-q")
    assert r.svg() == path.read_text()
    assert repr(r) == "MacmahonExplain(target='Ab', cubes='Ab,Bc,Bd,Be,Ca,Cd,Da,Ea', predicted=16, solution_number=8)"


def test_explain_all_is_the_cli_document(cli_json):
    r = cubeworks.macmahon.explain(all=True)
    assert r.all and r.to_dict() == cli_json("macmahon", "explain", "--all")
    assert sum(row.pairs for row in r.rows) == 30 * 5852925
    assert all(isinstance(row, TheoremRow) for row in r.rows)
    assert [(d.rule, d.components, d.tree_edges, d.predicted, d.counted, d.pairs) for d in r.disagreements] == [
        ("theorem6_one_tree", 4, 0, 16, 8, 720)
    ]
    assert r.agree is False and r.figures == []


@pytest.mark.parametrize(
    "kwargs, subject, message",
    [
        (dict(target="Ab", cubes="Ab,Ac,Zz"), "cubes", f"'Zz' {NEITHER}"),
        (dict(target="Ab"), "cubes", "the 8 cubes are required unless every collection is compared"),
        (dict(target="Ab", all=True), "all",
         "every collection of every target is compared: give no target, cubes or drawing"),
    ],
)
def test_explain_errors_name_the_parameter(kwargs, subject, message):
    with pytest.raises(ValueError) as e:
        cubeworks.macmahon.explain(**kwargs)
    assert str(e.value) == f"{subject}: {message}"


# --- analyze and the universal sets' facts ---------------------------------------------------

ANALYZE_CASES = [  # tests/cli/golden/macmahon_analyze
    "universal:1",
    "Ab,Ac,Ad,Ae,Af,Ba,Bc,Bd,Be",
    "row:A,col:b,-Ab,Ba,Ca",
    "row:A,row:B,row:C,row:D,row:E",  # 25 cubes: no subset table, no picture
]


@pytest.mark.parametrize("cubes", ANALYZE_CASES)
def test_analyze_is_the_cli_document_and_report(cubes, cli, cli_json):
    r = cubeworks.macmahon.analyze(cubes)
    assert isinstance(r, cubeworks.macmahon.AnalyzeResult)
    assert r.to_dict() == cli_json("macmahon", "analyze", "--cubes", cubes)
    assert str(r) == cli("macmahon", "analyze", "--cubes", cubes)


def test_analyze_attributes_and_picture(cli, tmp_path):
    r = cubeworks.macmahon.analyze("Ab,Af,Ba,Bf,Cd,Ce,Dc,De,Ec,Ed,Fa,Fb".split(","))
    assert len(r.targets) == 30 and len(r.cubes) == 12
    assert [row.j for row in r.sizes] == [8, 9, 10, 11, 12]
    assert r.sizes[2].distribution == {3: 12, 6: 6, 8: 36, 9: 12}
    inside = [t for t in r.per_target if t.in_set]
    assert len(inside) == 12 and all(t.solution_numbers == {2: 7, 8: 2} and len(t.useless_cubes) == 3 for t in inside)
    assert all(t.collection_count == 1 and t.collections[0].solution_number == 4
               for t in r.per_target if not t.in_set)
    path = tmp_path / "h.svg"
    cli("macmahon", "analyze", "--cubes", "universal:1", "--svg", str(path), "-q")
    assert r.svg() == path.read_text()
    assert repr(r) == "MacmahonAnalyze(size=12, target_count=30)"
    assert cubeworks.macmahon.analyze("row:A,row:B,row:C,row:D,row:E").sizes is None


@pytest.mark.parametrize("cubes, message", [
    ("Ab,Ac,Ad", "cubes: a set to analyse has at least 8 different cubes, not 3"),
    ("Ab,Ac,Ad,Ae,Af,Ba,Bc,Ab", "cubes: Ab is listed twice: a set holds different cubes"),
    ("universal:0", "cubes: 'universal:0': the minimum universal sets are universal:1 to universal:10"),
])
def test_analyze_bad_sets(cubes, message, cli_path):
    with pytest.raises(ValueError) as e:
        cubeworks.macmahon.analyze(cubes)
    assert str(e.value) == message
    assert cli_error(cli_path, "macmahon", "analyze", "--cubes", cubes) == f"--{message}"


def test_multiset_is_the_cli_document_and_report(cli, cli_json):
    r = cubeworks.macmahon.multiset(["Fa", "Fb", "Fc*7", "Fd*7", "Fe*8"])
    assert r.to_dict() == cli_json("macmahon", "multiset", "--cubes", "Fa,Fb,Fc*7,Fd*7,Fe*8")
    assert str(r) == cli("macmahon", "multiset", "--cubes", "Fa,Fb,Fc*7,Fd*7,Fe*8")
    assert r.size == 24 and [(b.target, b.cubes_by_corner, b.checked) for b in r.built] == [("Fe", ("Fe",) * 8, True)]
    search = cubeworks.macmahon.multiset(max_infeasible=True)
    document = search.to_dict()
    expected = cli_json("macmahon", "multiset", "--max-infeasible")
    document.pop("seconds"), expected.pop("seconds")  # timing
    assert document == expected
    assert (search.size, search.maximum_count, search.built) == (23, 120, None)
    assert search.representatives[0].text == "Fa,Fb,Fc*7,Fd*7,Fe*7" and search.representatives[0].orbit_size == 120
    assert repr(search) == "MacmahonMultiset(size=23, maximum_count=120)"


@pytest.mark.parametrize("kwargs, message", [
    (dict(cubes="Ab*0"), "cubes: 'Ab*0': a repeat count is 1 to 64 (e.g. Ab*3)"),
    (dict(cubes="Ab", variant="cubes"), "variant: must be one of targets, faces, not 'cubes'"),
    (dict(), "cubes: a cube list (repeats as Ab*3) or the search is required"),
])
def test_multiset_bad_input_names_the_parameter(kwargs, message):
    with pytest.raises(ValueError) as e:
        cubeworks.macmahon.multiset(**kwargs)
    assert str(e.value) == message


def test_universal_facts_is_the_cli_document(cli, cli_json):
    r = cubeworks.macmahon.universal(facts=True)
    assert r.to_dict() == cli_json("macmahon", "universal", "--facts")
    assert str(r) == cli("macmahon", "universal", "--facts")
    assert len(r.facts) == 10 and all(f.all and f.orbit == 1 and f.mirror == f.set for f in r.facts)
    assert r.verdict == "the facts hold for all 10 sets: they do not single one out"
    assert (r.size, r.count) == (12, 10) and r.sets[0][:2] == ("Ab", "Af")
    with pytest.raises(ValueError):
        cubeworks.macmahon.universal(12, facts=True)


def test_targets_db_answers_the_documented_query(tmp_path):
    import sqlite3
    path = tmp_path / "collections.db"
    r = cubeworks.macmahon.targets(db=str(path))
    assert r.to_dict()["db"] == {"path": str(path), "collections": 5852925 - 2774940, "builds": 30 * 133680}
    con = sqlite3.connect(path)
    both = con.execute(
        "SELECT count(*) FROM builds a JOIN builds b USING (collection) "
        "WHERE a.target = (SELECT id FROM cubes WHERE name = 'Ba') "
        "AND b.target = (SELECT id FROM cubes WHERE name = 'Cd')").fetchone()[0]
    assert 0 < both < 133680
    assert con.execute("SELECT count(*) FROM builds WHERE target = 5").fetchone()[0] == 133680  # Ba, the census total
    by_count = dict(con.execute("SELECT target_count, count(*) FROM collections GROUP BY target_count"))
    assert by_count == {k: v for k, v in r.distribution.items() if k > 0}
    con.close()


def test_size_3_is_the_cli_document_and_report(cli, cli_json):
    r = cubeworks.macmahon.solve("Ab", ["Ab*26", "Ba"], size=3)
    assert r.to_dict() == cli_json("macmahon", "solve", "--size", "3", "--target", "Ab", "--cubes", "Ab*26,Ba")
    assert str(r) == cli("macmahon", "solve", "--size", "3", "--target", "Ab", "--cubes", "Ab*26,Ba")
    assert r.buildable and r.arrangements == 19 * 4 ** 6 * 24 and len(r.arrangement) == 27
    assert r.arrangement[0].kind == "corner" and r.arrangement[0].cube == "Ab"
    assert not cubeworks.macmahon.solve("Ab", "Ba*27", size=3).buildable
    table = cubeworks.macmahon.targets(size=3)
    assert table.to_dict() == cli_json("macmahon", "targets", "--size", "3")
    assert set(table.per_target.values()) == {4060} and len(table.per_target) == 30
    with pytest.raises(ValueError) as e:
        cubeworks.macmahon.solve("Ab", "Ab*27", size=4)
    assert str(e.value) == "size: must be between 2 and 3, not 4"


# --- the declarations: types, ranges, signatures -----------------------------------------------


@pytest.mark.parametrize("call, parameter", [
    (lambda: cubeworks.macmahon.solve("Ab", 5), "cubes"),  # type: ignore[arg-type]
    (lambda: cubeworks.macmahon.solve(5, CONWAY), "target"),  # type: ignore[arg-type]
    (lambda: cubeworks.macmahon.solve("Ba", CONWAY, interior="yes"), "interior"),  # type: ignore[arg-type]
    (lambda: cubeworks.macmahon.solve("Ba", CONWAY, size="3"), "size"),  # type: ignore[arg-type]
    (lambda: cubeworks.macmahon.cubes(4.5), "family"),  # type: ignore[arg-type]
    (lambda: cubeworks.macmahon.census(["Ab"]), "target"),  # type: ignore[arg-type]
    (lambda: cubeworks.macmahon.analyze(12), "cubes"),  # type: ignore[arg-type]
    (lambda: cubeworks.macmahon.analyze(["Ab", None]), "cubes"),  # type: ignore[list-item]
    (lambda: cubeworks.macmahon.multiset(max_infeasible=1), "max_infeasible"),  # type: ignore[arg-type]
    (lambda: cubeworks.macmahon.targets(db=3), "db"),  # type: ignore[arg-type]
    (lambda: cubeworks.macmahon.universal(12.5), "size"),  # type: ignore[arg-type]
])
def test_a_wrong_type_is_a_type_error_naming_the_parameter(call, parameter):
    with pytest.raises(TypeError) as e:
        call()
    assert str(e.value).startswith(f"{parameter}: expected "), str(e.value)


@pytest.mark.parametrize("call, message", [
    (lambda: cubeworks.macmahon.cubes(0), "family: must be between 2 and 6, not 0"),
    (lambda: cubeworks.macmahon.targets(size=1), "size: must be between 2 and 3, not 1"),
    (lambda: cubeworks.macmahon.universal(-1), "size: must be between 0 and 30, not -1"),
    (lambda: cubeworks.macmahon.multiset("Ab", variant="edges"), "variant: must be one of targets, faces, not 'edges'"),
])
def test_a_value_out_of_range_is_a_value_error_naming_the_parameter(call, message):
    with pytest.raises(ValueError) as e:
        call()
    assert str(e.value) == message


def test_a_database_that_cannot_be_written_is_an_os_error_before_the_analysis():
    # As the CLI's golden case analyze_13_db_bad_path.
    with pytest.raises(OSError) as e:
        cubeworks.macmahon.targets(db="/nonexistent-dir/collections.db")
    assert e.value.strerror == ("db: cannot write '/nonexistent-dir/collections.db': folder '/nonexistent-dir' "
                                "does not exist")


def test_required_parameters_and_unknown_keywords():
    with pytest.raises(TypeError):
        cubeworks.macmahon.solve("Ba")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        cubeworks.macmahon.census()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        cubeworks.macmahon.solve("Ba", CONWAY, draw=True)  # type: ignore[call-arg]  # the page's field
    with pytest.raises(TypeError):
        cubeworks.macmahon.solve("Ba", CONWAY, svg="x.svg")  # type: ignore[call-arg]  # the CLI's


def test_signatures_keep_their_positional_parameters():
    import inspect

    def shape(function):
        return [(p.name, p.kind.name, p.default) for p in inspect.signature(function).parameters.values()
                if p.name not in ("progress", "threads")]

    empty = inspect.Parameter.empty
    assert shape(cubeworks.macmahon.solve) == [
        ("target", "POSITIONAL_OR_KEYWORD", empty), ("cubes", "POSITIONAL_OR_KEYWORD", empty),
        ("interior", "POSITIONAL_OR_KEYWORD", False), ("size", "KEYWORD_ONLY", 2)]
    assert shape(cubeworks.macmahon.cubes) == [("family", "POSITIONAL_OR_KEYWORD", None)]
    assert shape(cubeworks.macmahon.census) == [("target", "POSITIONAL_OR_KEYWORD", empty)]
    assert shape(cubeworks.macmahon.explain) == [
        ("target", "POSITIONAL_OR_KEYWORD", None), ("cubes", "POSITIONAL_OR_KEYWORD", None), ("all", "KEYWORD_ONLY", False)]
    assert shape(cubeworks.macmahon.analyze) == [("cubes", "POSITIONAL_OR_KEYWORD", empty)]
    assert shape(cubeworks.macmahon.multiset) == [
        ("cubes", "POSITIONAL_OR_KEYWORD", ""), ("max_infeasible", "KEYWORD_ONLY", False),
        ("variant", "KEYWORD_ONLY", "targets")]
    assert shape(cubeworks.macmahon.targets) == [
        ("list_max", "POSITIONAL_OR_KEYWORD", False), ("db", "POSITIONAL_OR_KEYWORD", None), ("size", "KEYWORD_ONLY", 2)]
    assert shape(cubeworks.macmahon.universal) == [("size", "POSITIONAL_OR_KEYWORD", None), ("facts", "KEYWORD_ONLY", False)]
    assert shape(cubeworks.macmahon.sizes) == []
    assert "{args}" not in cubeworks.macmahon.solve.__doc__ and "    cubes: the 8 cubes" in cubeworks.macmahon.solve.__doc__


def test_type_hints_resolve_on_every_public_function_and_class():
    import inspect
    import typing

    module = cubeworks.macmahon
    for name in module.__all__:
        obj = getattr(module, name)
        hints = typing.get_type_hints(obj)
        if isinstance(obj, type):
            for attribute in vars(obj).values():
                if isinstance(attribute, property):
                    assert "return" in typing.get_type_hints(attribute.fget), f"{name}: {attribute}"
                elif inspect.isfunction(attribute) and attribute.__module__ == module.__name__:
                    typing.get_type_hints(attribute)
        else:
            assert "return" in hints, name
    assert typing.get_type_hints(module.solve)["return"] == typing.Union[SolveResult, module.LargeSolveResult]
    # Array names numpy's array without importing numpy; resolving the hint imports it.
    numpy = pytest.importorskip("numpy")
    assert typing.get_type_hints(module.CensusResult.distribution_array.fget)["return"] == typing.Union[numpy.ndarray, list]


def test_all_is_complete():
    import inspect

    module = cubeworks.macmahon
    public = {name for name, obj in vars(module).items()
              if not name.startswith("_") and (inspect.isfunction(obj) or inspect.isclass(obj))
              and getattr(obj, "__module__", None) == module.__name__}
    assert public == set(module.__all__)
    assert len(module.__all__) == len(set(module.__all__))


def test_size_3_and_lists_choose_the_result_class():
    assert isinstance(cubeworks.macmahon.solve("Ab", ("Ab*26", "Ba"), size=3), cubeworks.macmahon.LargeSolveResult)
    assert isinstance(cubeworks.macmahon.targets(size=3), cubeworks.macmahon.LargeTableResult)
    assert cubeworks.macmahon.explain("Ba", ["row:A", "col:b", "-Ab"]).solution_number == 16
