"""cubeworks.stack against the command line: the same document and report for every verb, the
same errors, and the classic puzzle's counts."""
from __future__ import annotations

import subprocess

import pytest

import cubeworks
from cubeworks.stack import StackCensus, StackDesign, StackExplain, StackRandom, StackSolve


def test_solve_classic_matches_cli(cli, cli_json):
    r = cubeworks.stack.solve("classic")
    assert isinstance(r, StackSolve)
    assert r.to_dict() == cli_json("stack", "solve", "--cubes", "classic")
    assert str(r) == cli("stack", "solve", "--cubes", "classic", "--quiet")
    assert (r.stacks, r.classes, r.subgraph_pairs, r.complete) == (8, 1, 1, True)
    assert all(s["checked"] for s in r.solutions)
    assert r.svg().startswith("<svg")  # Python draws without asking


def test_solve_takes_a_list_of_cubes():
    assert cubeworks.stack.solve(["RGRRBW", "WGWRBR", "GWBWRG", "RBGGBW"]).stacks == 8
    with pytest.raises(TypeError):
        cubeworks.stack.solve(["RGRRBW", 5])


def test_explain_names_the_obstacle(cli_json):
    r = cubeworks.stack.explain("111111,111111,123123")
    assert isinstance(r, StackExplain)
    assert r.obstacle == "rare_colour" and not r.stacks
    assert r.to_dict() == cli_json("stack", "explain", "--cubes", "111111,111111,123123")
    assert len(r.edges) == 9


def test_check_solves_with_the_solution_turns(cli_json):
    turns = ",".join(c["turn"] for c in cubeworks.stack.solve("classic").solutions[0]["cubes"])
    r = cubeworks.stack.check("classic", turns=turns, hint=True)
    assert r.solved and r.hint["differing"] == 0
    assert r.to_dict() == cli_json("stack", "check", "--cubes", "classic", "--turns", turns, "--hint")
    off = cubeworks.stack.check(["classic"], turns="y" + turns)
    assert not off.solved and off.hint is None
    with pytest.raises(ValueError, match="^turns: "):
        cubeworks.stack.check("classic", turns="q")


def test_census_haraguchi_matches_cli(cli_json):
    r = cubeworks.stack.census("haraguchi")
    assert isinstance(r, StackCensus)
    assert r.sets == 814385
    assert r.to_dict() == cli_json("stack", "census", "--pool", "haraguchi")
    assert sum(r.by_classes.values()) == r.sets


def test_random_and_design_match_cli(cli_json):
    r = cubeworks.stack.random("4,6", trials=5, seed=3, brute_max=6)
    assert isinstance(r, StackRandom)
    document = cli_json("stack", "random", "--sizes", "4,6", "--trials", "5", "--seed", "3", "--brute-max", "6")
    # Times differ from run to run; what was decided may not.
    strip = lambda rows: [(row["n"], row["trials"], row["solvable"]) for row in rows]
    assert strip(r.rows) == strip(document["rows"])
    staged = cubeworks.stack.random("4,6", trials=5, seed=3, brute_max=6, method="staged")
    document = cli_json("stack", "random", "--sizes", "4,6", "--trials", "5", "--seed", "3", "--brute-max", "6",
                        "--method", "staged")
    decided = lambda rows: [(row["n"], row["solvable"], row["unsolvable"], dict(row["by_stage"])) for row in rows]
    assert decided(document["rows"]) == [
        (row.n, row.solvable, row.unsolvable, row.by_stage._asdict()) for row in staged.rows]  # records all the way down
    assert all(row["undecided"] == 0 and row["cross_checked"] == 5 for row in staged.rows)
    d = cubeworks.stack.design(5, seed=2)
    assert isinstance(d, StackDesign)
    assert d.to_dict() == cli_json("stack", "design", "--n", "5", "--seed", "2")
    assert cubeworks.stack.solve(d.cubes).classes == 1


def test_bad_cube_is_the_same_error(cli_path):
    with pytest.raises(ValueError) as error:
        cubeworks.stack.solve("RGB")
    done = subprocess.run([cli_path, "stack", "solve", "--cubes", "RGB"], capture_output=True, text=True)
    assert done.returncode == 2
    assert str(error.value) in done.stderr
