"""The distributions the docs tabulate are drawn by the verbs that compute them: Python's svg() on
the results of roll.analyze, roll.diameter (exact), macmahon.census and stack.census, with one bar
per value (docs/figures/ holds the same pictures, drawn by the command line's --svg)."""
import os
import subprocess

from cubeworks import macmahon, roll, stack


def bars(svg):
    return svg.count("<title>")


def test_the_distance_histogram_has_a_bar_per_distance():
    a = roll.analyze(board="2x3")
    assert a.svg().startswith("<svg")
    assert bars(a.svg()) == a.max_distance + 1


def test_the_eccentricities_of_an_exact_diameter():
    d = roll.diameter(board="2x3", exact=True)
    assert bars(d.svg()) == d.diameter - d.radius + 1


def test_the_census_beside_the_published_row():
    c = macmahon.census("Ab")
    assert bars(c.svg()) == 2 * len(c.distribution)


def test_the_stack_census_by_number_of_stacks():
    s = stack.census(pool="haraguchi")
    assert bars(s.svg()) == len(s.to_dict()["by_classes"])


def test_stack_solve_svg_writes_the_colour_graph(tmp_path):
    """`stack solve --svg FILE` writes the colour graph with each solution's subgraphs, as its help
    says, not the column's sides that the verb draws second."""
    out = tmp_path / "graph.svg"
    subprocess.run([os.environ["CUBEWORKS_CLI"], "stack", "solve", "--cubes", "classic", "--svg", str(out), "-q"],
                   check=True, capture_output=True)
    text = out.read_text()
    assert "solution 1: colour graph" in text and "front-back subgraph" in text
