"""cubeworks.roll against the command line: the same document, the same report."""
from __future__ import annotations

import os
import signal
import threading

import pytest

import cubeworks
from cubeworks.roll import RollAnalyze, RollSolve


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A fresh cache folder for the Python call and the CLI alike (both read $CUBEWORKS_CACHE)."""
    monkeypatch.setenv("CUBEWORKS_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


# ---- solve ----

@pytest.mark.parametrize("start, goal, all", [
    ("000/0.0/000", "111/1.1/111", False),  # the classic puzzle
    ("000/0.0/000", "111/1.1/111", True),
    ("000/0.0", "111/1.1", True),
    ("00/.0", "00/5.", False),
    ("000/0.0", "000/0.0", False),  # already solved
])
def test_solve_is_the_cli_document_and_report(start, goal, all, cli, cli_json):
    r = cubeworks.roll.solve(start, goal, all)
    args = ["roll", "solve", "--from", start, "--to", goal] + (["--all"] if all else [])
    assert isinstance(r, RollSolve)
    assert r.to_dict() == cli_json(*args)
    assert str(r) == cli(*args)


@pytest.mark.parametrize("start, goal, kind, max_moves", [
    ("000/0.0/000", "RRR/R.R/RRR", "eight", 30),    # the Cubic Eight-Puzzle
    ("000/0.0/000", "BRB/B.B/BRB", "eight", 30),    # 36 moves: none within 30
    ("aaa/a.a", "666/6.6", "dice", None),
    ("000/0.0/000", "1?1/?.?/1?1", "classic", None),  # a classic pattern
    ("01a/b.2", "*6?/?.W", "ced/d.c", None),        # mixed kinds
])
def test_solve_kinds_and_patterns_are_the_cli_document(start, goal, kind, max_moves, cli, cli_json):
    r = cubeworks.roll.solve(start, goal, kind=kind, max_moves=max_moves)
    args = ["roll", "solve", "--from", start, "--to", goal, "--kind", kind]
    args += ["--max-moves", str(max_moves)] if max_moves is not None else []
    assert r.to_dict() == cli_json(*args)
    assert str(r) == cli(*args)


def test_solve_not_within_max_moves_has_no_length():
    r = cubeworks.roll.solve("000/0.0/000", "BBB/B.B/BBB", kind="eight", max_moves=3)
    assert r.length is None and r.to_dict()["within_max_moves"] is False
    assert r.length_at_least == 4


def test_ida_not_within_max_moves_says_what_it_proved():
    # The classic 3x3 instance needs 36 moves: IDA* stopped at 30 has proved a bound above 30.
    r = cubeworks.roll.solve("000/0.0/000", "111/1.1/111", method="ida", max_moves=30)
    assert r.length is None and 30 < r.length_at_least <= 36
    assert cubeworks.roll.solve("000/0.0/000", "111/1.1/111").length_at_least is None


def test_analyze_kind_is_the_cli_document(cli_json):
    a = cubeworks.roll.analyze(board="2x3", kind="eight")
    assert a.to_dict() == cli_json("roll", "analyze", "--board", "2x3", "--kind", "eight")
    assert a.reachable == 14580


def test_solve_defaults_are_the_classic_puzzle(cli_json):
    assert cubeworks.roll.solve().to_dict() == cli_json("roll", "solve")


def test_solve_ida_is_the_cli_document_and_shares_the_cache(cache, cli, cli_json):
    args = ["roll", "solve", "--from", "000/0.0", "--to", "111/1.1", "--method", "ida"]
    r = cubeworks.roll.solve("000/0.0", "111/1.1", method="ida")
    assert [p.name for p in cache.iterdir()] == ["roll-perimeter-2x3-111-1e1-4194304.bin"]  # the CLI's folder
    expected = cli_json(*args)
    document = r.to_dict()
    assert isinstance(document.pop("nodes"), int) and isinstance(expected.pop("nodes"), int)  # timing-dependent
    assert document == expected
    assert str(r) == cli(*args)
    assert r.method == "ida*" and r.optimal_count is None and r.nodes is not None and r.proven_optimal


def test_solve_attributes():
    r = cubeworks.roll.solve()
    assert (r.start, r.goal, r.length, r.optimal_count, r.method) == ("000/0.0/000", "111/1.1/111", 36, 16, "bfs")
    assert r.moves == "DLURDRULURDLULDDRURDLULDRURDLLURRULD" and len(r.moves) == r.length
    assert r.all is None and r.nodes is None and r.proven_optimal is True
    assert repr(r) == ("RollSolve(start='000/0.0/000', goal='111/1.1/111', length=36, optimal_count=16, "
                       "method='bfs')")
    every = cubeworks.roll.solve(all=True).all
    assert len(every) == 16 == len(set(every)) and r.moves in every


def test_solve_ida_with_group_databases_is_the_cli_document(cache, cli_json):
    args = ["roll", "solve", "--from", "000/0.0", "--to", "111/1.1", "--method", "ida", "--groups", "2",
            "--perimeter", "0"]
    r = cubeworks.roll.solve("000/0.0", "111/1.1", method="ida", groups=2, perimeter=0)
    assert "roll-group-2x3-111-1e1-2.bin" in [p.name for p in cache.iterdir()]  # the CLI's folder
    document, expected = r.to_dict(), cli_json(*args)
    document.pop("nodes"), expected.pop("nodes")  # timing-dependent
    assert document == expected and r.length == 32


def test_solve_draws_patterns_and_other_kinds():
    r = cubeworks.roll.solve("000/0.0/000", "RRR/R.R/RRR", kind="eight", max_moves=30)
    assert r.svg().startswith("<svg") and r.figures[0].caption.endswith(f"{r.length} moves, {r.moves}")


def test_solve_draws_the_strip_of_boards():
    r = cubeworks.roll.solve("000/0.0", "111/1.1")
    assert r.svg().startswith("<svg") and r._repr_svg_() == r.svg()
    assert len(r.figures) == 1 and r.figures[0].file == "roll_solve.svg"
    assert r.figures[0].caption == f"000/0.0 -> 111/1.1: {r.length} moves, {r.moves}"


@pytest.mark.parametrize("kwargs, message", [
    (dict(start="00/0x"), "start: state '00/0x': bad character 'x' (use digits 0-5 for cubes, '.' for the empty "
                          "cell, '/' between rows)"),
    (dict(goal="00/.0"), "goal: goal state 00/.0 is a 2x2 board, but the start state is a 3x3 board"),
    (dict(all=True, method="ida"), "all: listing every optimal move string needs the breadth-first method (boards "
                                   "whose space fits in memory)"),
    (dict(all=True, max_all=5), "max_all: there are 16 optimal move strings, more than the limit of 5 for listing "
                                "them all"),
    (dict(method="dfs"), "method: must be one of auto, bfs, ida, not 'dfs'"),
    (dict(kind="cubes"), "kind: kind 'cubes': not classic, eight, dice or a kind map such as ccc/c.d/ddd"),
    (dict(kind="eight", goal="KKK/K.K/KKK"), "goal: pattern 'KKK/K.K/KKK': character 'K' means nothing for eight "
                                             "cubes (use '.', '?', '*', a top colour or an orientation; "
                                             "docs/model.md)"),
    (dict(max_moves=-2), "max_moves: must be at least 0, not -2"),
    (dict(method="ida", groups=7), "groups: must be between 0 and 5, not 7"),
])
def test_solve_bad_input_names_the_parameter(kwargs, message):
    with pytest.raises(ValueError) as e:
        cubeworks.roll.solve(**kwargs)
    assert str(e.value) == message


def test_solve_ida_resumes_from_its_checkpoint(cache, tmp_path, cli_json):
    ck = str(tmp_path / "solve.ck")
    start, goal = "0000/0000/000.", "1111/1111/111."
    stopped = cubeworks.roll.solve(start, goal, method="ida", perimeter=0, max_moves=40, checkpoint=ck)
    assert stopped.length is None and stopped.to_dict()["length_at_least"] == 42
    resumed = cubeworks.roll.solve(start, goal, method="ida", perimeter=0, checkpoint=ck)  # passes 42 and 44 only
    expected = cli_json("roll", "solve", "--from", start, "--to", goal, "--method", "ida", "--perimeter", "0")
    assert (resumed.length, resumed.moves) == (44, expected["moves"])
    with pytest.raises(ValueError, match="belongs to another job"):
        cubeworks.roll.solve(start, "1111/1.11/1111", method="ida", perimeter=0, checkpoint=ck)
    with pytest.raises(ValueError, match="checkpoint: only IDA"):
        cubeworks.roll.solve(checkpoint=ck)


def test_solve_ida_reports_each_pass_to_the_callback(capfd):
    updates = []
    r = cubeworks.roll.solve("0000/0000/000.", "1111/1111/111.", method="ida", perimeter=0,
                             progress=updates.append)
    passes = [u.note for u in updates if u.finished and u.note.startswith("ida*: bound")]
    assert r.length == 44 and passes[-1].startswith("ida*: bound  44")
    assert len(passes) == len(set(passes)) >= 2  # one line per pass, the bounds rising
    assert capfd.readouterr() == ("", "")  # the lines go to the callback, not to stderr


def test_solve_unreachable_goal_is_a_runtime_error():
    with pytest.raises(RuntimeError) as e:
        cubeworks.roll.solve("00/0.", "11/1.")
    assert str(e.value) == "no solution: 11/1. cannot be reached from 00/0."
    with pytest.raises(RuntimeError, match="^no solution: some cube of 00/0. can never show a goal orientation"):
        cubeworks.roll.solve("00/0.", "11/1.", method="ida")


# ---- analyze ----

@pytest.mark.parametrize("kwargs, args", [
    ({}, []),
    (dict(board="2x3"), ["--board", "2x3"]),
    (dict(board="2x2"), ["--board", "2x2"]),  # splits into components, with invariants
    (dict(start="111/1.1"), ["--from", "111/1.1"]),
    (dict(board="2x4", farthest_limit=3), ["--board", "2x4", "--farthest-limit", "3"]),
])
def test_analyze_is_the_cli_document_and_report(kwargs, args, cli, cli_json):
    r = cubeworks.roll.analyze(**kwargs)
    assert isinstance(r, RollAnalyze)
    assert r.to_dict() == cli_json("roll", "analyze", *args)
    assert str(r) == cli("roll", "analyze", *args)


def test_analyze_attributes():
    a = cubeworks.roll.analyze()
    assert (a.board, a.start, a.states, a.reachable, a.max_distance) == ("3x3", "000/0.0/000", 15116544, 15116544, 49)
    assert len(a.histogram) == 50 and sum(a.histogram) == a.reachable and a.histogram[:3] == [1, 4, 8]
    assert a.farthest_count == len(a.farthest) == a.histogram[-1]
    assert a.invariants == [] and a.component_sizes is None
    assert repr(a) == ("RollAnalyze(board='3x3', start='000/0.0/000', states=15116544, reachable=15116544, "
                       "max_distance=49)")
    assert [f.file for f in a.figures] == ["roll_analyze.svg"] and a._repr_svg_().startswith("<svg")  # the histogram
    ring = cubeworks.roll.analyze(board="2x2")
    assert ring.invariants and ring.component_sizes and sum(ring.component_sizes) == ring.states == 864


def test_analyze_histogram_array():
    numpy = pytest.importorskip("numpy")
    a = cubeworks.roll.analyze(board="2x3")
    h = a.histogram_array
    assert isinstance(h, numpy.ndarray) and h.tolist() == a.histogram and int(h.sum()) == a.reachable


def test_analyze_writes_checkpoints_only_when_asked(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    plain = cubeworks.roll.analyze(board="2x3")
    assert list(tmp_path.iterdir()) == []
    prefix = tmp_path / "ck"
    assert cubeworks.roll.analyze(board="2x3", checkpoint=str(prefix)).to_dict() == plain.to_dict()
    assert list(tmp_path.iterdir()) == []  # written after every layer, removed once done


@pytest.mark.parametrize("kwargs, message", [
    (dict(board="3x"), "board: board '3x' is not of the form RxC (e.g. 3x3)"),
    (dict(board="1x5"), "board: board 1x5 is too small: rows and columns must be at least 2"),
    (dict(start="00/00"), "start: state '00/00': no empty cell '.'"),
    (dict(board="2x3", start="000/0.0"), "board: give a board or a start state, not both"),
    (dict(memory_limit=0), "memory_limit: must be above 0, not 0"),
])
def test_analyze_bad_input_names_the_parameter(kwargs, message):
    with pytest.raises(ValueError) as e:
        cubeworks.roll.analyze(**kwargs)
    assert str(e.value) == message


def test_analyze_unwritable_checkpoint_is_an_os_error():
    with pytest.raises(OSError) as e:
        cubeworks.roll.analyze(checkpoint="/nonexistent/ck")
    assert e.value.strerror == "checkpoint: cannot write '/nonexistent/ck': folder '/nonexistent' does not exist"


def test_analyze_too_big_is_a_runtime_error():
    with pytest.raises(RuntimeError) as e:
        cubeworks.roll.analyze(board="3x4", memory_gib=0.5)
    assert str(e.value) == ("board 3x4 has 4353564672 states; analyzing it needs 1.05 GiB of memory (one bit per "
                            "state), more than the 512.0 MiB limit")


def _sigint_after(seconds: float) -> threading.Timer:
    timer = threading.Timer(seconds, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    return timer


def test_analyze_3x4_reports_progress_and_stops_at_ctrl_c(tmp_path, monkeypatch):
    """3x4 (4.35e9 states) runs without writing checkpoints; Ctrl-C stops it after the current layer."""
    monkeypatch.chdir(tmp_path)
    updates = []
    timers = []

    def on_progress(update):  # Ctrl-C once the search is under way, however loaded the machine
        updates.append(update)
        if not timers:
            timers.append(_sigint_after(0.5))

    with pytest.raises(KeyboardInterrupt):
        cubeworks.roll.analyze(board="3x4", progress=on_progress)
    timers[0].join()
    # Stopped after a few layers, not at the end of the search (minutes): no wall-clock limit,
    # which a loaded machine would break.
    assert updates and not updates[-1].finished and updates[-1].done < updates[-1].total
    assert updates and updates[0].label == "bfs 3x4" and updates[0].total == 4353564672
    assert updates[-1].note.startswith("distance ")
    assert list(tmp_path.iterdir()) == []  # no checkpoint files in the working folder
    assert cubeworks.roll.solve().length == 36  # the interpreter stays usable


def test_a_failing_progress_callback_stops_the_search():
    class Stop(Exception):
        pass

    def stop(update):
        raise Stop(update.label)

    with pytest.raises(Stop, match="bfs 3x4"):
        cubeworks.roll.analyze(board="3x4", progress=stop)


def test_solve_ida_from_the_goal_is_the_cli_document(cache, cli_json):
    args = ["roll", "solve", "--from", "000/0.0", "--to", "111/1.1", "--method", "ida", "--search-from", "goal",
            "--axis", "on", "--perimeter", "0"]
    r = cubeworks.roll.solve("000/0.0", "111/1.1", method="ida", search_from="goal", axis="on", perimeter=0)
    document, expected = r.to_dict(), cli_json(*args)
    document.pop("nodes"), expected.pop("nodes")
    assert document == expected and r.length == 32 and document["searched_from"] == "goal"
    with pytest.raises(ValueError, match="search_from"):
        cubeworks.roll.solve("000/0.0", "111/1.1", method="ida", search_from="middle")
    with pytest.raises(ValueError, match="axis"):
        cubeworks.roll.solve("000/0.0", "111/1.1", method="ida", axis="maybe")


# ---- diameter ----

def _without_seconds(document):
    for s in document["sweeps"]:
        s.pop("seconds")
    return document


@pytest.mark.parametrize("board, extra", [("2x3", []), ("2x4", ["--width", "4"]), ("3x3", ["--graph", "axes"]),
                                          ("2x4", ["--landmarks", "3"])])
def test_diameter_is_the_cli_document(board, extra, cli_json):
    options = dict(zip([e.lstrip("-") for e in extra[::2]], extra[1::2]))
    for number in ("width", "landmarks"):
        if number in options:
            options[number] = int(options[number])
    d = cubeworks.roll.diameter(board, **options)
    assert _without_seconds(d.to_dict()) == _without_seconds(cli_json("roll", "diameter", "--board", board, *extra))
    assert d.diameter_at_least == max(s.eccentricity for s in d.sweeps)


def test_diameter_of_2x3_and_its_errors():
    d = cubeworks.roll.diameter("2x3")
    assert (d.diameter_at_least, d.pair, d.graph) == (60, (".15/315", ".03/503"), "states")
    assert cubeworks.roll.solve(*d.pair).length == 60
    with pytest.raises(ValueError, match="2x2"):
        cubeworks.roll.diameter("2x2")
    with pytest.raises(ValueError, match="graph"):
        cubeworks.roll.diameter("3x3", graph="edges")
    with pytest.raises(ValueError, match="width"):
        cubeworks.roll.diameter("3x3", width=0)
    with pytest.raises(RuntimeError, match="16"):
        cubeworks.roll.diameter("4x5", graph="axes")
    assert d.diameter_at_most == 2 * min(s.eccentricity for s in d.sweeps)
    assert cubeworks.roll.diameter("2x3", landmarks=2).diameter_at_most == 84
    with pytest.raises(ValueError, match="landmarks"):
        cubeworks.roll.diameter("2x3", landmarks=4)
    with pytest.raises(ValueError, match="landmarks"):
        cubeworks.roll.diameter("2x3", graph="axes", landmarks=1)


def test_exact_diameter_of_2x3_is_the_cli_document(cli_json):
    d = cubeworks.roll.diameter("2x3", exact=True)
    cli = cli_json("roll", "diameter", "--board", "2x3", "--exact")
    got = d.to_dict()
    got.pop("seconds"), cli.pop("seconds")
    assert got == cli
    assert (d.diameter, d.radius, d.antipodal_pairs) == (60, 39, 8)
    assert sum(n for _, n in d.eccentricities) == d.states == 46656
    assert cubeworks.roll.solve(*d.pair).length == d.diameter
    with pytest.raises(ValueError, match="start"):
        cubeworks.roll.diameter(start="000/.00", exact=True)


def test_exact_diameter_of_eight_cubes_is_the_cli_document(cli_json):
    d = cubeworks.roll.diameter("2x3", kind="eight", exact=True)
    cli = cli_json("roll", "diameter", "--board", "2x3", "--kind", "eight", "--exact")
    got = d.to_dict()
    got.pop("seconds"), cli.pop("seconds")
    assert got == cli
    assert (d.kind, d.diameter, d.radius, d.reachable) == ("eight", 37, 33, 14580)
    assert len(d.moves) == d.diameter
    assert cubeworks.roll.solve(d.pair[0], d.pair[1], kind="eight").length == d.diameter
    with pytest.raises(ValueError, match="kind"):
        cubeworks.roll.diameter("2x3", kind="eight")


def test_generate_draws_states_exactly_that_far(cli_json):
    g = cubeworks.roll.generate(board="2x3", distance="30", count=3, seed=4)
    assert g.to_dict() == cli_json("roll", "generate", "--board", "2x3", "--distance", "30", "--count", "3",
                                   "--seed", "4")
    doc = g.to_dict()
    assert doc["distance"] == 30 and len(doc["states"]) == 3
    for state in doc["states"]:
        assert cubeworks.roll.solve(state, doc["goal"]).length == 30
    with pytest.raises(ValueError, match="distance"):
        cubeworks.roll.generate(board="2x3", distance="61")


def test_generate_by_compact_bits_and_by_ida(cli_json):
    """The one-bit search draws from the same layer as the layers method; IDA*'s states are each
    solved back in exactly that many moves, and its document says it did not draw uniformly."""
    layers = cubeworks.roll.generate(board="3x3", distance="25", count=2, method="layers")
    bits = cubeworks.roll.generate(board="3x3", distance="25", count=2, method="compact")
    assert bits.method == "compact" and bits.uniform
    assert bits.at_distance == layers.at_distance and bits.to_dict()["histogram"] == layers.to_dict()["histogram"]
    ida = cubeworks.roll.generate(board="3x4", distance="28", count=2, seed=6, method="ida")
    assert ida.to_dict() == cli_json("roll", "generate", "--board", "3x4", "--distance", "28", "--count", "2",
                                     "--seed", "6", "--method", "ida")
    assert ida.method == "ida" and not ida.uniform and ida.at_distance is None
    assert len(ida.states) == 2 and len(ida.to_dict()["drawn_lengths"]) >= 2
    for state in bits.states + ida.states:
        goal = bits.goal if state in bits.states else ida.goal
        assert cubeworks.roll.solve(state, goal).length == (25 if state in bits.states else 28)
    with pytest.raises(ValueError, match="^method: the ida method serves classic cubes"):
        cubeworks.roll.generate(board="2x3", kind="eight", distance="3", method="ida")
    with pytest.raises(ValueError, match="^distance: none of the 2 random walks"):
        cubeworks.roll.generate(board="2x3", distance="70", method="ida", draws=2)
