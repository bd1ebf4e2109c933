#!/usr/bin/env python3
"""docs/results.md and the figures tables of the family pages, written from the documents the verbs
print with --json, so that no figure of this project's own findings is typed by hand.

Usage:
  results.py CUBEWORKS                  print docs/results.md
  results.py CUBEWORKS --block NAME     print one generated table (the family pages hold them between
                                        <!-- BEGIN generated NAME --> and <!-- END generated NAME -->)
  results.py CUBEWORKS --update [ROOT]  rewrite docs/results.md and the pages' generated tables
  results.py CUBEWORKS --check ROOT     exit 1 when docs/results.md or a page's generated table differs
                                        from what this script writes now (ctest docs/results_generated)
  results.py CUBEWORKS --verify-record  rerun every figure the record holds that a test can afford (a
                                        minute or two each) and compare it with the record (label slow)
  results.py CUBEWORKS --figures        redraw the pictures the pages show (docs/figures/*.svg)
  results.py CUBEWORKS --measure [ID..] rerun figures and the pages' recorded documents (all that can be
                                        rerun, or those named), time them and write the record (date,
                                        machine, load, command, times)
  results.py CUBEWORKS --measure-bench  run the benchmarks and commands of the Performance tables once and
                                        write bench/records/DATE-benchmarks.json (minutes)
  results.py CUBEWORKS --measure-marks  run the benchmarks the pages' prose quotes (MARKS) once and write
                                        bench/records/DATE-marks.json (seconds)

Each figure names the verb's command; a figure marked `live` is computed by running that command
now, the others are read from the record (bench/records/*-results.json, the newest), which keeps the
document each command printed (the keys this page uses), with the date, machine and load of its run.
The family pages' tables read the same way from PAGE_DOCUMENTS: live where a command takes seconds,
else the record's "documents". A few runs of minutes to hours on two ranks (Hoffman's 4D counts, the
20-cell corner instances) are transcribed into the record from the dated Markdown record that
keeps their output (the entry's "source"); --measure and the slow test do not rerun them.
The times on the page are always the record's: a test's run on a busy machine says nothing new.
docs/performance.md's tables read the newest bench/records/*-benchmarks.json (--measure-bench); the
other measured tables read the newest record their bench script writes with --record or
--measure-marks: *-marks.json (stack.md's encodings), *-build-times.json (bench/build_times.sh),
*-portable-speed.json (bench/portable_speed.py), *-python-overhead.json (bench/python_overhead.py)
and *-mpi.json (scaling.md); a record transcribed from an older Markdown record or from git names
it as its "source". Figures in the code's comments are checked against the same documents by the
rules of tests/docs/comment_figures.py.
"""
import glob
import hashlib
from fractions import Fraction
import json
import os
import resource
import shlex
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RECORDS = os.path.join(ROOT, "bench", "records")
NO_PUBLICATION = "none published ([references](references.md#rolling-cubes))"


def fmt_int(n):
    return f"{n:,}"


# ---- the figures -------------------------------------------------------------------------------
# id: the record's key; command: the arguments after `cubeworks` (`--json` is added); keys: what
# the record keeps of the document; live: computed in the quick test; rerun: --verify-record runs it.

KIND_NAME = {"classic": "classic cubes", "eight": "eight-colour cubes", "dice": "dice"}


def stack_census_figure(fid, pool_args, what):
    """A row of `stack census` for one pool: the sets that stack, and in exactly one way."""
    return {
        "id": fid, "family": "stack", "command": ["stack", "census"] + pool_args,
        "live": True, "rerun": True, "keys": ["pool", "pool_size", "size", "sets", "solvable", "unique", "by_classes"],
        "what": what,
        "value": lambda d: (f"**{fmt_int(d['solvable'])}** of {fmt_int(d['sets'])} stack; "
                            f"**{fmt_int(d['unique'])}** in exactly one way"),
        "literature": "none published ([references](references.md#instant-insanity))",
        "checked": "a plain per-set count (tests/stack/census_reference.hpp), itself checked set by set",
        "code": "src/stack/census.cpp:census",
        "page": "stack.md#crossover-with-macmahons-cubes-cubeworks-stack-census",
    }


def diameter_figure(fid, board, kind, extremes, live, rerun, literature=NO_PUBLICATION):
    cmd = ["roll", "diameter", "--board", board]
    if kind != "classic":
        cmd += ["--kind", kind]
    cmd += ["--exact"] + (["--extremes"] if extremes else [])
    return {
        "id": fid, "family": "rolling", "board": board, "kind": kind, "command": cmd, "live": live, "rerun": rerun,
        "keys": ["states", "reachable", "classes", "diameter", "radius", "central_states", "peripheral_states",
                 "antipodal_pairs", "searches", "batches", "pair"] + ([] if extremes else ["eccentricities"]),
        "what": f"{KIND_NAME[kind]}, {board} board: exact diameter and radius" if kind != "classic"
                else f"{board} board: exact diameter and radius",
        "value": lambda d: f"diameter **{d['diameter']}**, radius **{d['radius']}**",
        "literature": literature,
        "checked": ("all pairs by a plain search on 2x3; the far pair's distance again by the solver, "
                    "its moves replayed" if kind == "classic" else
                    "a plain all-pairs search on 2x3 and 2x2; the far pair solved by the pattern solver, replayed"),
        "code": "src/rolling/exact_diameter.cpp:exact_diameter",
        "page": "rolling.md#exact-diameters-roll-diameter---exact",
    }


FIGURES = [
    diameter_figure("roll-2x3", "2x3", "classic", False, True, True),
    diameter_figure("roll-2x4", "2x4", "classic", True, False, True),
    diameter_figure("roll-3x3", "3x3", "classic", True, False, True),
    diameter_figure("roll-2x5", "2x5", "classic", True, False, False),
    diameter_figure("eight-2x3", "2x3", "eight", False, True, True),
    diameter_figure("eight-2x4", "2x4", "eight", True, False, True),
    diameter_figure("eight-3x3", "3x3", "eight", True, False, True),
    diameter_figure("dice-2x3", "2x3", "dice", True, False, False),
    {
        "id": "macmahon-census", "family": "macmahon", "command": ["macmahon", "census", "--target", "Ab"],
        "live": True, "rerun": True, "keys": ["collections_with_solution", "distribution", "published"],
        "what": "MacMahon census: collections by solution number, the same for each of the 30 targets",
        "value": lambda d: "; ".join(f"{k}: {fmt_int(v)}" for k, v in census_rows(d) if k in (4, 6, 8)),
        "literature": lambda d: "Table 1 of Johnson & Roldán 2024: " + "; ".join(
            f"{k}: {fmt_int(p)}" for k, p in published_rows(d) if k in (4, 6, 8)) +
            " (the same numbers in another order; its Lemma 4.5 alone gives at least 17,280 with 8)",
        "checked": "arrangement enumeration and the permanent of every collection agree",
        "code": "src/macmahon/census.cpp:census",
        "page": "macmahon.md#census-two-independent-methods",
    },
    {
        "id": "macmahon-theorem6", "family": "macmahon", "command": ["macmahon", "explain", "--all"],
        "live": True, "rerun": True, "keys": ["pairs", "agree", "disagree", "no_prediction", "rows"],
        "what": "Theorem 6 of Johnson & Roldán 2024 against every (target, collection) pair",
        "value": lambda d: (f"**{fmt_int(d['disagree'])}** of {fmt_int(d['pairs'])} pairs disagree: target in the "
                            f"collection, 4 components, a tree of 0 edges; the count is (k+1)·2^(c−1) = 8"),
        "literature": "16 for every collection with the target and 4 components",
        "checked": "each pair's count is the census's own; 600 random collections by the general solver",
        "code": "src/macmahon/corner_graph.cpp:check_theorems_against_census",
        "page": "macmahon.md#why-a-collection-has-its-solution-number-the-corner-graph",
    },
    stack_census_figure("stack-macmahon", [], "Instant Insanity census of MacMahon's 30 cubes, sets of 6"),
    stack_census_figure("stack-haraguchi", ["--pool", "haraguchi"],
                        "Instant Insanity census of Haraguchi's 68 four-coloured cubes, sets of 4"),
    {
        "id": "hoffman-4d", "family": "hoffman", "command": ["hoffman", "construct", "--dim", "4"],
        "live": True, "rerun": True, "keys": ["family"],
        "what": "Hoffman's puzzle in 4D: distinct packings, at least",
        "value": lambda d: (f"3·60^17 = **{sci(d['family']['packings_at_least'])}** "
                            f"({sci(d['family']['classes_at_least'])} up to the 384 symmetries)"),
        "literature": "no count; Spiridonov 2003 estimated the whole 4D search at 2^55 steps, not run",
        "checked": "60 slab tilings out of 256 mask pairs by the exact checker; 300 random choices checked",
        "code": "src/hoffman/construct.cpp:sliced_family_size",
        "page": "hoffman.md#how-many-4d-packings",
    },
    {
        "id": "hoffman-6d", "family": "hoffman", "command": ["hoffman", "construct", "--dim", "6"],
        "live": True, "rerun": True, "keys": ["dim", "box_count", "valid", "factors"],
        "what": "Hoffman's puzzle in every dimension 2^i 3^j (6, 8, 9, 12, ...): a packing exists, 6D built and checked",
        "value": lambda d: (f"6D: **{fmt_int(int(d['box_count']))}** boxes, "
                            f"{'a valid packing' if d['valid'] else 'NOT a packing'} (factors {d['factors']})"),
        "literature": "packings known for n = 2, 3, 4 only; no publication found states them beyond 4",
        "checked": "the cell sweep (tested against the pairwise check in 4D and 6D, rejects a moved box), exact volumes",
        "code": "src/hoffman/product.cpp:product_box, src/hoffman/box_check.cpp:check_boxes",
        "page": "hoffman-dimensions.md",
    },
]

FAMILY_TITLE = {"rolling": "Rolling cubes", "macmahon": "MacMahon's coloured cubes",
                "stack": "Instant Insanity", "hoffman": "Hoffman's packing puzzle"}


def sci(decimal):
    """A decimal integer's text as three significant digits: 5077997833420800000000000000000 -> 5.08·10^30."""
    s = str(decimal)
    mantissa = round(int(s[:4]) / 10) / 100  # the first three digits, rounded on the fourth
    if mantissa >= 10:
        return f"{mantissa / 10:.2f}·10^{len(s)}"
    return f"{mantissa:.2f}·10^{len(s) - 1}"


def census_rows(d):
    return sorted((int(k), int(v)) for k, v in d["distribution"].items())


def published_rows(d):
    return sorted((int(k), int(v)) for k, v in d["published"].items())


# ---- running and recording ---------------------------------------------------------------------

def command_text(fig):
    return fig.get("launcher", "cubeworks") + " " + " ".join(shlex.quote(a) for a in fig["command"])


def without(doc, names):
    """The document less every key in names, at any depth (the figures' run times, which vary)."""
    if isinstance(doc, dict):
        return {k: without(v, names) for k, v in doc.items() if k not in names}
    if isinstance(doc, list):
        return [without(v, names) for v in doc]
    return doc


def run(binary, fig):
    """The figure's document, and the wall and CPU seconds of the command that printed it.

    With CUBEWORKS_RESULTS_CACHE naming a folder, each command's answer is kept there and read
    back by the next run of the same command: docs/results_catch_edits checks a dozen edited
    copies of the pages against one program, which need not recompute every figure each time."""
    cache = os.environ.get("CUBEWORKS_RESULTS_CACHE")
    if not cache:
        return run_command(binary, fig)
    key = hashlib.sha256(json.dumps([binary, fig["command"], fig["keys"], list(fig.get("drop", ())),
                                     bool(fig.get("unreachable"))]).encode()).hexdigest()
    path = os.path.join(cache, key + ".json")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            return tuple(json.load(f))
    answer = run_command(binary, fig)
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        json.dump(answer, f)
    os.replace(path + ".tmp", path)
    return answer


def run_command(binary, fig):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    done = subprocess.run([binary] + fig["command"] + ["--json", "--quiet"], capture_output=True, text=True,
                          timeout=3600)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0 and fig.get("unreachable") and "cannot be reached" in done.stderr:
        return {"unreachable": True}, wall, 0.0
    if done.returncode != 0:
        raise SystemExit(f"results.py: `{command_text(fig)}` failed: {done.stderr.strip()}")
    doc = json.loads(done.stdout)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return without({k: doc[k] for k in fig["keys"] if k in doc}, fig.get("drop", ())), wall, cpu


def newest_record_path(suffix, how=""):
    """The newest bench/records/*-SUFFIX.json (dated names sort by date); `how` says how to make one."""
    paths = sorted(glob.glob(os.path.join(RECORDS, f"*-{suffix}.json")))
    if not paths:
        raise SystemExit(f"results.py: no record bench/records/*-{suffix}.json{how}")
    return paths[-1]


def read_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def record_path():
    return newest_record_path("results")


def load_record():
    return read_json(record_path())


def machine():
    model = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            model = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), "")
    except OSError:
        pass
    return f"{os.cpu_count()} cores, {model or 'unknown processor'}"


# Documents the family pages' tables read beyond the findings, each the --json of its command.
# live: computed now, each in a few seconds; the others (minutes, or a gigabyte) are read from the
# record's "documents" (`results.py --measure NAME` reruns one and rewrites it; rerun: the slow test
# docs/results_record reruns it). unreachable: the command may end with "cannot be reached", which
# the page states as such.
def roll_analyze_document(board, live):
    return {"command": ["roll", "analyze", "--board", board], "live": live, "rerun": True,
            "keys": ["board", "start", "states", "reachable", "max_distance", "farthest_count", "farthest",
                     "histogram", "component_sizes"]}


# The classic goal on each board: every cube colour up, the empty cell where the default start has it.
def roll_classic_solve_document(start, live):
    return {"command": ["roll", "solve", "--from", start, "--to", start.replace("0", "1")], "live": live,
            "rerun": True, "unreachable": True, "keys": ["from", "to", "length", "optimal_count", "method"]}


WHOLE_SPACE_BOARDS = [("2x2", "00/0.", True), ("2x3", "000/0.0", True), ("2x4", "0000/0.00", True),
                      ("3x3", "000/0.0/000", True), ("2x5", "00000/0.000", True),
                      ("3x4", "0000/0.00/0000", False), ("2x6", "000000/0.0000", False)]

HOFFMAN_ODD_LENGTHS = ["2,3,4", "10,11,20", "1,2,3", "1,2,5"]

STACK_STAGED_SIZES = "4,8,12,16,20,24,32,40,48,56,64,80,100,128,150,176,200"


def stack_random_document(args):
    return {"command": ["stack", "random"] + args, "live": False, "rerun": False,
            "keys": ["model", "trials", "seed", "max_nodes", "method", "rows"]}


PAGE_DOCUMENTS = {
    **{f"roll-{b}-analyze": roll_analyze_document(b, live) for b, _, live in WHOLE_SPACE_BOARDS},
    **{f"roll-{b}-classic": roll_classic_solve_document(start, live) for b, start, live in WHOLE_SPACE_BOARDS},
    "hoffman-3d": {"command": ["hoffman", "enumerate"], "live": True, "rerun": True,
                   "keys": ["lengths", "real", "pseudo", "duality", "nodes"]},
    "hoffman-2d": {"command": ["hoffman", "enumerate", "--dim", "2"], "live": True, "rerun": True,
                   "keys": ["real", "pseudo"]},
    **{f"hoffman-3d-{lengths}": {"command": ["hoffman", "enumerate", "--lengths", lengths, "--ignore-side-condition"],
                                 "live": True, "rerun": True, "keys": ["lengths", "side_condition", "real"]}
       for lengths in HOFFMAN_ODD_LENGTHS},
    "stack-random-balanced": stack_random_document(
        ["--trials", "20", "--sizes", "4,6,8,10,12,16,20,24", "--max-nodes", "1000000"]),
    "stack-random-planted": stack_random_document(
        ["--model", "planted", "--trials", "10", "--sizes", "4,8,16,24,32,48,64,100", "--max-nodes", "200000",
         "--brute-max", "8"]),
    "stack-staged-balanced": stack_random_document(
        ["--method", "staged", "--trials", "20", "--sizes", STACK_STAGED_SIZES, "--brute-max", "8",
         "--max-nodes", "100000"]),
    "stack-staged-planted": stack_random_document(
        ["--method", "staged", "--model", "planted", "--trials", "10", "--sizes", STACK_STAGED_SIZES,
         "--max-nodes", "100000"]),
    "stack-staged-uniform": stack_random_document(
        ["--method", "staged", "--model", "uniform", "--trials", "20", "--sizes", STACK_STAGED_SIZES,
         "--max-nodes", "100000"]),
    "hoffman-layers-3d": {"command": ["hoffman", "layers", "--dim", "3"], "live": True, "rerun": True,
                          "keys": ["lengths", "rows", "rows_all_orientations", "layers", "layers_all_orientations",
                                   "coincidences"]},
    "hoffman-layers": {"command": ["hoffman", "layers"], "live": False, "rerun": True,
                       "keys": ["lengths", "rows", "rows_all_orientations", "layers", "layers_all_orientations",
                                "coincidences"]},
    "hoffman-layers-coincident": {"command": ["hoffman", "layers", "--lengths", "99,100,101,102"], "live": False,
                                  "rerun": True, "keys": ["lengths", "rows", "rows_all_orientations", "layers",
                                                          "layers_all_orientations", "coincidences"]},
}


# ---- the rolling bounds, 20-cell instances and Hoffman's long runs ---------------------------------

def roll_diameter_document(board, live, width=1, graph=None, landmarks=0, memory=None, rerun=True):
    """`roll diameter` without --exact: the sweeps' lower bound and, with landmarks, the upper one.
    The sweeps' seconds are dropped (they vary from run to run; the rest does not)."""
    cmd = ["roll", "diameter", "--board", board] + (["--graph", graph] if graph else [])
    cmd += (["--width", str(width)] if width != 1 else []) + (["--landmarks", str(landmarks)] if landmarks else [])
    cmd += ["--memory-limit", str(memory)] if memory else []
    return {"command": cmd, "live": live, "rerun": rerun, "drop": ["seconds"],
            "keys": ["board", "graph", "sweeps", "diameter_at_least", "diameter_at_most", "landmarks", "profiles",
                     "pair"]}


# (board, width): sweeps of the states; the widths 4 and 16 show where a chain of width 1 stops short.
ROLL_STATE_SWEEPS = [("2x3", 1, True), ("2x4", 1, False), ("2x4", 4, False), ("2x4", 16, False),
                     ("2x5", 1, False), ("2x5", 4, False), ("2x5", 16, False), ("3x3", 1, False),
                     ("3x3", 4, False), ("3x3", 16, False)]
ROLL_AXIS_SWEEPS = [("2x3", True), ("3x3", True), ("2x5", False), ("3x4", False), ("2x6", False), ("3x5", False),
                    ("2x7", False), ("2x8", False), ("4x4", False)]
# (board, landmarks, live, memory limit in GiB): 3x4 and 2x6 take minutes and up to 9.6 GB.
ROLL_LANDMARKS = [("2x3", 2, True, None), ("2x3", 3, True, None), ("2x4", 2, False, None), ("2x4", 3, False, None),
                  ("3x3", 2, False, None), ("3x3", 3, False, None), ("3x4", 2, False, 11), ("3x4", 3, False, 11),
                  ("2x6", 3, False, 11)]

# The 20-cell instances: IDA* with the goal's group databases of 4 cubes and a 2^24 perimeter.
ROLL_TWENTY_CELLS = [("4x5-start", "00000/0.000/00000/00000", False), ("5x4-start", "0000/0.00/0000/0000/0000", False),
                     ("4x5-corner", "00000/00000/00000/0000.", True), ("5x4-corner", "0000/0000/0000/0000/000.", True)]


def roll_twenty_document(start, corner):
    """Minutes to hours of two cores each (the corner instances 43 and 81 minutes, with --checkpoint):
    the record transcribes them from bench/records/2026-11-28-roll-4x4-set.md. The node count of the
    last pass varies slightly with the threads' timing, so no test reruns them."""
    cmd = ["roll", "solve", "--from", start, "--to", start.replace("0", "1"), "--groups", "4",
           "--perimeter", "16777216"] + (["--checkpoint", "FILE"] if corner else [])
    return {"command": cmd, "live": False, "rerun": False, "transcribed": True,
            "keys": ["from", "to", "length", "nodes", "method", "proven_optimal"]}


def hoffman_document(args, live=False, rerun=True, keys=(), launcher=None, transcribed=False, drop=()):
    spec = {"command": ["hoffman"] + args, "live": live, "rerun": rerun and not transcribed,
            "transcribed": transcribed, "keys": list(keys), "drop": list(drop)}
    if launcher:
        spec["launcher"] = launcher
    return spec


APPROX_KEYS = ["dim", "invariant", "estimate", "estimate_cell0_fixed", "exact", "epsilon", "delta", "interval",
               "iterations", "solver_calls", "sampling_variables"]
CONQUER_KEYS = ["dim", "invariant", "depth", "cubes", "cube_conflicts", "refuted", "with_packing", "open", "untried",
                "settled", "distinct_packings", "variables", "clauses", "ranks", "packing_count", "orbit_count",
                "count_exact", "sample", "seed", "estimate"]
TWO_RANKS = "mpirun -n 2 cubeworks-mpi"

# The other kinds' whole spaces (`roll analyze --kind K`): the start's component, searched by layers.
ROLL_KINDS = [("eight", "2x3", True), ("eight", "2x4", False), ("eight", "3x3", False), ("dice", "2x2", True),
              ("dice", "2x3", False)]

# Every eccentricity (`roll diameter --exact` without --extremes). The 2x3 rows are the figures'
# own documents, computed now; the others took 25 s to hours beside other work and are transcribed
# into the record from bench/records/2026-11-28-roll-exact-diameter.md (not rerun by any test).
ROLL_ECCENTRICITIES = [("classic", "2x3"), ("classic", "2x4"), ("classic", "3x3"), ("dice", "2x3"),
                       ("eight", "2x3"), ("eight", "2x4"), ("eight", "3x3")]


def live_eccentricities(kind, board):
    """The id of the figure computed now that holds every eccentricity of the board, if one does."""
    return next((f["id"] for f in FIGURES if f["family"] == "rolling" and (f["kind"], f["board"]) == (kind, board)
                 and f["live"] and "eccentricities" in f["keys"]), None)


def roll_eccentricities_document(kind, board):
    cmd = ["roll", "diameter", "--board", board] + (["--kind", kind] if kind != "classic" else []) + ["--exact"]
    return {"command": cmd, "live": False, "rerun": False, "transcribed": True,
            "keys": ["reachable", "searches", "batches", "eccentricities"]}


MULTISET_KEYS = ["variant", "target_count", "size", "maximum_count", "orbits_renamings", "orbits_with_mirrors", "representatives", "renaming_representatives", "verified", "published", "agrees_with_published", "nodes"]
# The 3x3x3 target puzzle's examples (docs/macmahon.md): a mixed set, the target's copies, one mirror.
LARGE_TARGET_CUBES = [("mixed", "row:A,row:B,row:C,row:D,row:E,Fa,Fb"), ("copies", "Ab*27"), ("one-mirror", "Ab*26,Ba"),
                      ("mirrors", "Ba*27")]

PAGE_DOCUMENTS.update({
    "stack-classic": {"command": ["stack", "solve", "--cubes", "classic"], "live": True, "rerun": True,
                      "keys": ["count", "solutions"]},
    "macmahon-targets": {"command": ["macmahon", "targets"], "live": True, "rerun": True,
                         "keys": ["distribution", "max", "max_count"]},
    "macmahon-sizes": {"command": ["macmahon", "sizes"], "live": True, "rerun": True, "keys": ["sizes"]},
    # --variant faces takes 14 s on a busy machine: read from the record, rerun by the slow test.
    **{name: {"command": ["macmahon", "multiset", "--max-infeasible"] + extra, "live": not extra, "rerun": True,
               "keys": MULTISET_KEYS}
       for name, extra in (("macmahon-max-infeasible", []), ("macmahon-max-infeasible-faces", ["--variant", "faces"]))},
    "macmahon-targets-3": {"command": ["macmahon", "targets", "--size", "3"], "live": True, "rerun": True,
                           "keys": ["size", "sets", "per_target", "sets_building_all"]},
    **{f"macmahon-large-{name}": {"command": ["macmahon", "solve", "--size", "3", "--target", "Ab", "--cubes", cubes],
                                   "live": True, "rerun": True, "keys": ["target", "cubes", "buildable", "arrangements"]}
       for name, cubes in LARGE_TARGET_CUBES},
    **{f"roll-{kind}-{board}-analyze": {"command": ["roll", "analyze", "--kind", kind, "--board", board], "live": live,
                                       "rerun": True, "keys": ["board", "start", "kind", "states", "reachable",
                                                               "max_distance", "farthest_count"]}
       for kind, board, live in ROLL_KINDS},
    **{f"roll-sweep-{b}-w{w}": roll_diameter_document(b, live, width=w) for b, w, live in ROLL_STATE_SWEEPS},
    # 2x8 and 4x4 take a minute of CPU each: recorded, not rerun by the slow test.
    **{f"roll-axes-{b}": roll_diameter_document(b, live, graph="axes", rerun=b not in ("2x8", "4x4"))
       for b, live in ROLL_AXIS_SWEEPS},
    **{f"roll-landmarks-{b}-{k}": roll_diameter_document(b, live, landmarks=k, memory=mem, rerun=mem is None)
       for b, k, live, mem in ROLL_LANDMARKS},
    **{f"roll-{name}": roll_twenty_document(start, corner) for name, start, corner in ROLL_TWENTY_CELLS},
    **{f"roll-eccentricities-{kind}-{board}": roll_eccentricities_document(kind, board)
       for kind, board in ROLL_ECCENTRICITIES if not live_eccentricities(kind, board)},
    "hoffman-approx-2d": hoffman_document(["approx-count", "--dim", "2"], live=True, keys=APPROX_KEYS),
    "hoffman-approx-3d": hoffman_document(["approx-count", "--dim", "3"], keys=APPROX_KEYS),
    "hoffman-approx-3d-fine": hoffman_document(["approx-count", "--dim", "3", "--epsilon", "0.05"], live=True,
                                               keys=APPROX_KEYS),
    "hoffman-approx-4d": hoffman_document(["approx-count", "--dim", "4", "--invariant", "1230:0001", "--checkpoint", "FILE"],
                                          keys=APPROX_KEYS, transcribed=True),
    "hoffman-symmetry-counts": hoffman_document(["symmetries", "--dim", "4", "--count-time", "20"], rerun=False,
                                                keys=["dim", "classes", "found", "none", "unknown"],
                                                drop=["seconds", "conflicts", "grid"], transcribed=True),
    "hoffman-count-1230": hoffman_document(["symmetries", "--dim", "4", "--count-time", "900", "--count-class",
                                            "1230:0001"], keys=["dim", "classes"], transcribed=True),
    "hoffman-conquer-count-1230": hoffman_document(
        ["conquer", "--dim", "4", "--invariant", "1230:0001", "--depth", "2", "--count", "--cube-conflicts",
         "100000000"], keys=CONQUER_KEYS, transcribed=True),
    "hoffman-conquer-count-0132": hoffman_document(
        ["conquer", "--dim", "4", "--invariant", "0132:0101", "--depth", "2", "--batch", "1", "--count",
         "--cube-conflicts", "1000000000", "--checkpoint", "FILE"], keys=CONQUER_KEYS,
        launcher=TWO_RANKS, transcribed=True),
    "hoffman-conquer-sample-0132": hoffman_document(
        ["conquer", "--dim", "4", "--invariant", "0132:0101", "--depth", "3", "--count", "--sample", "48", "--seed",
         "1"], keys=CONQUER_KEYS, launcher=TWO_RANKS, transcribed=True),
    "hoffman-conquer-3d": hoffman_document(["conquer", "--dim", "3", "--depth", "3"], live=True, keys=CONQUER_KEYS),
    "hoffman-conquer-4d": hoffman_document(["conquer", "--dim", "4", "--depth", "2", "--cube-conflicts", "2000"],
                                           keys=CONQUER_KEYS),
    "hoffman-conquer-5d-reflection": hoffman_document(["conquer", "--dim", "5", "--invariant", "01234:11111",
                                                       "--depth", "1"], keys=CONQUER_KEYS),
    "hoffman-conquer-5d": hoffman_document(["conquer", "--dim", "5", "--depth", "2", "--cube-conflicts", "1000",
                                            "--time-limit", "600", "--checkpoint", "FILE"], keys=CONQUER_KEYS,
                                           launcher=TWO_RANKS, transcribed=True),
})


def page_document(binary, name, spec, record):
    """A page document: computed now where live, else the record's (which must name the same command)."""
    if spec["live"]:
        return run(binary, spec)[0]
    entry = record.get("documents", {}).get(name)
    if entry is None:
        raise SystemExit(f"results.py: the record has no document {name} (`results.py CUBEWORKS --measure {name}`)")
    if entry["command"] != command_text(spec):
        raise SystemExit(f"results.py: the record's command for {name} is `{entry['command']}`, "
                         f"the page's `{command_text(spec)}`")
    return entry["document"]


def documents(binary, record):
    """Every figure's and page document: computed now where live, else the record's."""
    docs = {name: page_document(binary, name, spec, record) for name, spec in PAGE_DOCUMENTS.items()}
    for fig in FIGURES:
        entry = record["figures"].get(fig["id"])
        if entry is None:
            raise SystemExit(f"results.py: the record has no figure {fig['id']}")
        if entry["command"] != command_text(fig):
            raise SystemExit(f"results.py: the record's command for {fig['id']} is `{entry['command']}`, "
                             f"the figure's `{command_text(fig)}`")
        docs[fig["id"]] = run(binary, fig)[0] if fig["live"] else entry["document"]
    return docs


def duration(seconds):
    if seconds < 10:
        return f"{seconds:.1f} s"
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return f"{int(seconds // 60)} min {int(seconds % 60)} s"
    return f"{seconds / 3600:.1f} h"


def time_cell(entry):
    text = entry.get("time_text") or duration(entry["wall_s"])
    if entry.get("cpu_s") is not None:
        text += f" ({duration(entry['cpu_s'])} CPU)"
    if entry.get("load") is not None:
        text += f" at load {entry['load']:.1f}"
    if entry.get("time_note"):
        text += f", {entry['time_note']}"
    return text


# ---- the tables --------------------------------------------------------------------------------

def cell(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def results_table(docs, record):
    rows = ["| finding | computed | the literature | command | time, 2 cores | checked by |",
            "|---|---|---|---|---|---|"]
    for fig in FIGURES:
        d, entry = docs[fig["id"]], record["figures"][fig["id"]]
        literature = fig["literature"](d) if callable(fig["literature"]) else fig["literature"]
        source = "" if fig["live"] else f" (record of {entry['date']})"
        rows.append(f"| [{cell(fig['what'])}]({fig['page']}) | {cell(fig['value'](d))}{source} | {cell(literature)} | "
                    f"`{command_text(fig)}` | {time_cell(entry)} | {cell(fig['checked'])}; `{fig['code']}` |")
    return "\n".join(rows)


def exact_diameters_table(docs, record):
    rows = ["| kind, board | states | searched (component) | classes | diameter | radius | central | peripheral "
            "| antipodal pairs | searches (batches) | a pair at the diameter | time, 2 cores |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for fig in FIGURES:
        if fig["family"] != "rolling":
            continue
        d, entry = docs[fig["id"]], record["figures"][fig["id"]]
        searched = "all" if d["reachable"] == d["states"] else fmt_int(d["reachable"])
        pair = " → ".join(f"`{s}`" for s in d["pair"])
        mode = "every eccentricity" if "--extremes" not in fig["command"] else "extremes"
        rows.append(f"| {fig['kind']} {fig['board']} | {fmt_int(d['states'])} | {searched} | {fmt_int(d['classes'])} | "
                    f"**{d['diameter']}** | **{d['radius']}** | {fmt_int(d['central_states'])} | "
                    f"{fmt_int(d['peripheral_states'])} | {fmt_int(d['antipodal_pairs'])} | "
                    f"{fmt_int(d['searches'])} ({fmt_int(d['batches'])}), {mode} | {pair} | {time_cell(entry)} |")
    return "\n".join(rows)


def stack_census_table(docs, record):
    rows = ["| pool | sets | stack | in exactly one way (1 class) | command | time, 2 cores |", "|---|---|---|---|---|---|"]
    for fid in ("stack-macmahon", "stack-haraguchi"):
        fig, d = next(f for f in FIGURES if f["id"] == fid), docs[fid]
        name = {"macmahon": "MacMahon's", "haraguchi": "Haraguchi's"}[d["pool"]]
        rows.append(f"| {name} {d['pool_size']}, sets of {d['size']} | {fmt_int(d['sets'])} | **{fmt_int(d['solvable'])}** | "
                    f"**{fmt_int(d['unique'])}** | `{command_text(fig)}` | {time_cell(record['figures'][fid])} |")
    return "\n".join(rows)


def macmahon_census_table(docs, record):
    d = docs["macmahon-census"]
    published = dict(published_rows(d))
    rows = ["| solution number | computed | published (Table 1 of Johnson & Roldán 2024) | |", "|---|---|---|---|"]
    total = 0
    for k, v in census_rows(d):
        total += v
        p = published.get(k)
        verdict = "agree" if p == v else "**disagree**"
        rows.append(f"| {k} | {fmt_int(v)} | {fmt_int(p) if p is not None else '-'} | {verdict} |")
    ptotal = sum(published.values())
    rows.append(f"| total | {fmt_int(total)} | {fmt_int(ptotal)} | {'agree' if total == ptotal else '**disagree**'} |")
    return "\n".join(rows)


# The pictures the pages show, each drawn by its command's --svg (regenerated by --figures, compared
# by --check).
PICTURES = [
    ("docs/figures/roll_3x3_distances.svg", ["roll", "analyze", "--board", "3x3"]),
    ("docs/figures/roll_2x3_eccentricities.svg", ["roll", "diameter", "--board", "2x3", "--exact"]),
    ("docs/figures/macmahon_census.svg", ["macmahon", "census", "--target", "Ab"]),
    ("docs/figures/stack_census_macmahon.svg", ["stack", "census"]),
    ("docs/figures/stack_census_haraguchi.svg", ["stack", "census", "--pool", "haraguchi"]),
]


def draw(binary, command, path):
    done = subprocess.run([binary] + command + ["--svg", path, "--quiet"], capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"results.py: `cubeworks {' '.join(command)} --svg` failed: {done.stderr.strip()}")


def check_pictures(binary, root):
    import tempfile
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        for rel, command in PICTURES:
            fresh = os.path.join(tmp, os.path.basename(rel))
            draw(binary, command, fresh)
            try:
                with open(os.path.join(root, rel), encoding="utf-8") as f:
                    have = f.read()
            except OSError:
                have = None
            with open(fresh, encoding="utf-8") as f:
                if f.read() != have:
                    bad.append(f"{rel}: not what `cubeworks {' '.join(command)} --svg` draws now "
                               f"(`results.py CUBEWORKS --figures` redraws it)")
    return bad


def roll_3x3_distances_table(docs, record):
    h = docs["roll-3x3-analyze"]["histogram"]
    cells = [f"{d}: {fmt_int(n)}" for d, n in enumerate(h)]
    cells += [""] * (-len(cells) % 5)
    rows = ["| | | | | |", "|---|---|---|---|---|"]
    rows += ["| " + " | ".join(cells[i:i + 5]) + " |" for i in range(0, len(cells), 5)]
    return "\n".join(rows)


def readme_findings(docs, record):
    classic = [f for f in FIGURES if f["family"] == "rolling" and f["kind"] == "classic"]
    boards = ", ".join(f"{f['board']} {docs[f['id']]['diameter']}/{docs[f['id']]['radius']}" for f in classic)
    census = docs["macmahon-census"]
    computed = "; ".join(f"{k}: {fmt_int(v)}" for k, v in census_rows(census) if k in (4, 6, 8))
    printed = ", ".join(fmt_int(p) for k, p in published_rows(census) if k in (4, 6, 8))
    t6, mm, hg = docs["macmahon-theorem6"], docs["stack-macmahon"], docs["stack-haraguchi"]
    family = docs["hoffman-4d"]["family"]
    return "\n".join([
        f"* the **exact diameters and radii** of the rolling-cube boards (moves, diameter/radius: {boards}),",
        "  and of eight-colour cubes and dice on the small boards;",
        f"* a **corrected row of the MacMahon census** ({computed} collections by solution number, where",
        f"  Table 1 of Johnson & Roldán 2024 prints {printed}), and **{fmt_int(t6['disagree'])} exceptions to its",
        f"  Theorem 6** among all {fmt_int(t6['pairs'])} (target, collection) pairs, with the exact rule;",
        f"* the **Instant Insanity census** of MacMahon's 30 cubes ({fmt_int(mm['solvable'])} of the "
        f"{fmt_int(mm['sets'])} six-sets stack,",
        f"  {fmt_int(mm['unique'])} in exactly one way) and of Haraguchi's 68 ({fmt_int(hg['unique'])} four-sets "
        "stack in exactly one way);",
        f"* a **lower bound on Hoffman's 4D packings**: at least {sci(family['packings_at_least'])} distinct packings.",
    ])


def record_note(record, names):
    """The note under a table some of whose rows are read from the record: each entry's command,
    date and time."""
    entries = [(n, record["documents"][n]) for n in names]
    return "; ".join(f"`{e['command']}`: record of {e['date']}, {time_cell(e)}" for _, e in entries)


def roll_whole_spaces_table(docs, record):
    rows = ["| board | states | reachable from the default start | max distance | farthest states | classic start → goal |",
            "|---|---|---|---|---|---|"]
    from_record = []
    for board, _, live in WHOLE_SPACE_BOARDS:
        a, solve = docs[f"roll-{board}-analyze"], docs[f"roll-{board}-classic"]
        sizes = a.get("component_sizes") or []
        if a["reachable"] == a["states"]:
            reachable = "all"
        elif sizes and len(set(sizes)) == 1:
            reachable = f"{fmt_int(a['reachable'])} ({len(sizes)} components of {fmt_int(sizes[0])} states)"
        else:
            reachable = fmt_int(a["reachable"])
        goal = "not reachable" if solve.get("unreachable") else str(solve["length"])
        mark = "" if live else " (record)"
        if not live:
            from_record += [f"roll-{board}-analyze", f"roll-{board}-classic"]
        rows.append(f"| {board}{mark} | {fmt_int(a['states'])} | {reachable} | {a['max_distance']} | "
                    f"{fmt_int(a['farthest_count'])} | {goal} |")
    rows += ["", "The rows marked (record) are read from the record (" + record_note(record, from_record) + ")."]
    return "\n".join(rows)


def roll_3x4_far(docs, record):
    a = docs["roll-3x4-analyze"]
    h = a["histogram"]
    peak = max(range(len(h)), key=lambda d: h[d])
    far = " ".join(f"`{s}`" for s in a["farthest"])
    entry = record["documents"]["roll-3x4-analyze"]
    return (f"On 3x4 the distances from `{a['start']}` peak at {peak} ({fmt_int(h[peak])} states); the "
            f"{fmt_int(a['farthest_count'])} farthest, {a['max_distance']}\nmoves away, are {far}\n"
            f"(`{entry['command']}` prints the whole histogram; record of {entry['date']}).")


def hoffman_3d_table(docs, record):
    d = docs["hoffman-3d"]
    real, pseudo = d["real"], d["pseudo"]
    return "\n".join([
        "| | raw | up to 48 symmetries | up to 24 rotations |", "|---|---|---|---|",
        f"| real packings | {fmt_int(real['raw'])} | **{real['classes']}** (Spiridonov 2003: 21) | {real['rotation_classes']} |",
        f"| pseudo-solutions | {fmt_int(pseudo['raw'])} | {pseudo['classes']} | {pseudo['rotation_classes']} |"])


def hoffman_3d_classes(docs, record):
    d, two = docs["hoffman-3d"], docs["hoffman-2d"]
    classes = d["real"]["list"] + d["pseudo"]["list"]
    orbits = sorted({c["orbit"] for c in classes})
    chiral = sorted({c["rotation_classes"] for c in classes})
    u = d["duality"]
    shape = ("Every class has a trivial stabilizer (orbit 48) and is chiral (two rotation classes)."
             if orbits == [48] and chiral == [2] else
             f"The classes' orbits: {', '.join(map(str, orbits))}; rotation classes per class: {', '.join(map(str, chiral))}.")
    return "\n".join([
        shape,
        f"Duality of the {d['real']['classes']} real classes: {u['self_dual']} self-dual, {u['dual_valid']} whose dual "
        f"is another real class ({u['dual_valid'] // 2} pairs),",
        f"{u['dual_pseudo']} whose dual is a pseudo-solution, {u['dual_invalid']} whose dual is invalid otherwise: "
        f"{u['classes_up_to_duality']} classes up to",
        f"symmetry and duality. Search: {fmt_int(d['nodes'])} nodes.",
        "",
        f"2D (`enumerate --dim 2`, `search --dim 2`): {two['real']['raw']} packings raw, {two['real']['classes']} up to "
        f"the 8 symmetries, {two['real']['rotation_classes']} up to",
        f"rotations (the pinwheel and its mirror image), "
        f"{'no' if two['pseudo']['raw'] == 0 else fmt_int(two['pseudo']['raw'])} pseudo-solutions."])


def hoffman_odd_lengths_table(docs, record):
    default = {c["grid"] for c in docs["hoffman-3d"]["real"]["list"]}
    rows = ["| lengths | side condition | real grids raw / classes |", "|---|---|---|"]
    earlier = {}  # grid set -> the first lengths that gave it, when it is not the default's
    for lengths in HOFFMAN_ODD_LENGTHS:
        d = docs[f"hoffman-3d-{lengths}"]
        a, b, c = sorted(d["lengths"])
        relation = "c < a+b" if c < a + b else "c = a+b (faces coincide)" if c == a + b else "c > a+b"
        side = ("holds" if d["side_condition"] else "fails") + (", but " if c < a + b and not d["side_condition"] else ", ") + relation
        grids = {x["grid"] for x in d["real"]["list"]}
        same = ("same set" if grids == default else "a superset" if grids > default
                else "a subset" if grids < default else "different set")
        key = frozenset(grids)
        if grids != default and key in earlier:
            same += f", the same as {earlier[key]}'s"
        earlier.setdefault(key, lengths)
        rows.append(f"| {lengths} | {side} | {fmt_int(d['real']['raw'])} / {d['real']['classes']} ({same}) |")
    return "\n".join(rows)


def hoffman_layers_table(docs, record):
    rows = ["| lengths | rows (x,y known) | rows (full) | n x n layers | layers, full orientations |",
            "|---|---|---|---|---|"]
    for name in ("hoffman-layers-3d", "hoffman-layers", "hoffman-layers-coincident"):
        d = docs[name]
        coincide = "; " + ", ".join(d["coincidences"]) if d["coincidences"] else ""
        rows.append(f"| {','.join(map(str, d['lengths']))}{coincide} | {fmt_int(d['rows'])} | "
                    f"{fmt_int(d['rows_all_orientations'])} | {fmt_int(d['layers'])} | {fmt_int(d['layers_all_orientations'])} |")
    rows += ["", "The 4D rows are read from the record (" +
             record_note(record, ["hoffman-layers", "hoffman-layers-coincident"]) + ")."]
    return "\n".join(rows)


def roll_set_record():
    """The newest record of `bench/roll_set.py bench/roll4x4_instances.txt` (its --json rows, with the
    command, date, machine and load of the run): minutes of solving, too long for a test."""
    return newest_record("roll-4x4-set")


def sig3(x):
    """Seconds to three significant figures: 357, 52.9, 0.44."""
    return fmt_int(round(x)) if x >= 100 else f"{x:.3g}"


def span(values, text=str):
    lo, hi = min(values), max(values)
    return text(lo) if lo == hi else f"{text(lo)} to {text(hi)}"


def roll_4x4_set_table(docs, record):
    path, rec = roll_set_record()
    rows = ["| instance | length | nodes | wall s | CPU s | load | searched from |", "|---|---|---|---|---|---|---|"]
    walks = [r for r in rec["rows"] if r["label"].startswith("walk")]
    for r in rec["rows"]:
        if r in walks[1:]:
            continue
        if r is (walks[0] if walks else None):
            group = walks
            name = f"{len(group)} random walks"
        else:
            group = [r]
            name = r["label"] + (f" `{r['from']} → {r['to']}`" if r["label"].startswith("hard") else "")
        if any(g["length"] is None for g in group):
            rows.append(f"| {name} | at least {min(g.get('at_least') or 0 for g in group)} | | > {group[0]['timeout']:g} | | | |")
            continue
        rows.append(f"| {name} | {span([g['length'] for g in group])} | {span([g['nodes'] for g in group], fmt_int)} | "
                    f"{span([g['seconds'] for g in group], sig3)} | {span([g['cpu_seconds'] for g in group], sig3)} | "
                    f"{span([g['load'] for g in group])} | {', '.join(sorted({g['searched_from'] for g in group}))} |")
    solved = [r for r in rec["rows"] if r["length"] is not None]
    worst = max(solved, key=lambda r: r["seconds"])
    rows += ["", f"Solved {len(solved)} of {len(rec['rows'])}; the worst, {worst['label']}, in {sig3(worst['seconds'])} s "
                 f"of wall time ({sig3(worst['cpu_seconds'])} s CPU) at load {worst['load']}. Record `{path}`: "
                 f"`{rec['command']}`, {rec['date']}, {rec['machine']}, shared with other work."]
    return "\n".join(rows)


def ms(x):
    """Milliseconds to three significant figures: 0.005, 7.6, 33.5, 1,547."""
    if x is None:
        return "–"
    if x >= 100:
        return fmt_int(round(x))
    return f"{x:.3g}" if x >= 0.001 else f"{x:.4f}"


def stack_note(name, record):
    """The run's command, date and CPU time (the whole run's; its wall time on the shared machine
    says more about the other work than about the run)."""
    entry = record["documents"][name]
    return f"`{entry['command']}`: record of {entry['date']}, {duration(entry['cpu_s'])} of CPU time"


def stack_compare_balanced_table(docs, record):
    d = docs["stack-random-balanced"]
    rows = [f"| n | solvable of {d['trials']} | graph median | graph worst | SAT median | SAT worst | brute median | brute worst |",
            "|---|---|---|---|---|---|---|---|"]
    for r in d["rows"]:
        graph_worst = ms(r["graph_worst_ms"]) + (f" ({r['undecided']} undecided)" if r["undecided"] else "")
        sat, brute = r.get("sat") or {}, r.get("brute") or {}
        sat_worst = ms(sat.get("worst_ms")) + (f" ({sat['undecided']} undecided)" if sat.get("undecided") else "")
        rows.append(f"| {r['n']} | {r['solvable']} | {ms(r['graph_median_ms'])} | {graph_worst} | "
                    f"{ms(sat.get('median_ms'))} | {sat_worst} | {ms(brute.get('median_ms'))} | {ms(brute.get('worst_ms'))} |")
    rows += ["", f"Milliseconds a column. {stack_note('stack-random-balanced', record)}."]
    return "\n".join(rows)


def stack_compare_planted_table(docs, record):
    d = docs["stack-random-planted"]
    rows = ["| n | graph median | graph worst | undecided (graph) | SAT median | SAT worst | undecided (SAT) |",
            "|---|---|---|---|---|---|---|"]
    for r in d["rows"]:
        sat = r.get("sat") or {}
        rows.append(f"| {r['n']} | {ms(r['graph_median_ms'])} | {ms(r['graph_worst_ms'])} | {r['undecided']} | "
                    f"{ms(sat.get('median_ms'))} | {ms(sat.get('worst_ms'))} | {sat.get('undecided', '–')} |")
    rows += ["", f"Milliseconds a column. {stack_note('stack-random-planted', record)}."]
    return "\n".join(rows)


def stack_staged_table(name):
    def table(docs, record):
        d = docs[name]
        rows = ["| n | stack | do not | undecided | refuted by counting | by propagation | by probing | by parity "
                "| refuted by CaDiCaL | stacked by CaDiCaL | median ms | worst ms |",
                "|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for r in d["rows"]:
            b = r["by_stage"]
            rows.append(f"| {r['n']} | {r['solvable']} | {r['unsolvable']} | {r['undecided']} | {b['counting']} | "
                        f"{b['propagation']} | {b['probing']} | {b['parity']} | {b['sat'] - r['sat_stacks']} | "
                        f"{r['sat_stacks']} | {ms(r['median_ms'])} | {ms(r['worst_ms'])} |")
        total = sum(r["trials"] for r in d["rows"])
        checked = sum(r["cross_checked"] for r in d["rows"])
        rows += ["", f"{fmt_int(total)} columns; {fmt_int(checked)} of the decided ones confirmed by the graph method "
                     f"or brute force. {stack_note(name, record)}."]
        return "\n".join(rows)
    return table


RULE_TEXT = {"unusable_cube": "a cube shares no corner number with T", "theorem5_no_tree": "Thm 5, no tree",
             "theorem5_tree": "Thm 5, a tree", "theorem6_one_tree": "Thm 6, one tree",
             "theorem6_trees": "Thm 6, two or more trees"}


def theorems_table(docs, record):
    rows = ["| rule | c | k | predicted | counted | pairs | agree |", "|---|---|---|---|---|---|---|"]
    for r in docs["macmahon-theorem6"]["rows"]:
        def cell_of(v):
            return "" if v is None else str(v)
        counted = str(r["counted"]) if r["agree"] else f"**{r['counted']}**"
        agree = "yes" if r["agree"] else "**no**"
        rows.append(f"| {RULE_TEXT.get(r['rule'], r['rule'])} | {cell_of(r['components'])} | {cell_of(r['tree_edges'])} | "
                    f"{r['predicted']} | {counted} | {fmt_int(r['pairs'])} | {agree} |".replace("|  |", "| |").replace("|  |", "| |"))
    d = docs["macmahon-theorem6"]
    rows += ["", f"(c: components of G_C, k: edges of the one tree.) Totals: **{fmt_int(d['agree'])} pairs agree, "
                 f"{fmt_int(d['disagree'])} disagree, {fmt_int(d['no_prediction'])} without a prediction**."]
    return "\n".join(rows)


# ---- rolling: the bounds beyond the exact method, and the 20-cell instances ---------------------

def classic_exact(docs):
    """{board: the exact-diameter document} of the classic boards."""
    return {f["board"]: docs[f["id"]] for f in FIGURES if f["family"] == "rolling" and f["kind"] == "classic"}


def search_count(d):
    """The searches of a sweeps run (a transcribed run keeps their count, not the sweeps)."""
    return len(d["sweeps"]) if "sweeps" in d else d["searches"]


def start_eccentricity(d):
    return d["sweeps"][0]["eccentricity"] if "sweeps" in d else d["start_eccentricity"]


def searches(d):
    return f"{d['diameter_at_least']} ({search_count(d)} searches)"


def recorded_time(record, name):
    """The time of a recorded document, or nothing for one computed now (its time says nothing)."""
    entry = record.get("documents", {}).get(name)
    return f"{time_cell(entry)}" if entry else ""


def roll_sweeps_table(docs, record):
    exact = classic_exact(docs)
    boards = ["2x3", "2x4", "2x5", "3x3", "3x4", "2x6", "3x5", "2x7", "2x8", "4x4"]
    rows = ["| board | sweeps of the states, width 1 | width 4 | width 16 | sweeps of the axis graph | diameter |",
            "|---|---|---|---|---|---|"]
    for b in boards:
        width = [docs.get(f"roll-sweep-{b}-w{w}") for w in (1, 4, 16)]
        if width[0] is None and f"roll-landmarks-{b}-3" in docs:
            width[0] = docs[f"roll-landmarks-{b}-3"]  # the landmarks' run is the same sweeps, bounded from above
        axes = docs.get(f"roll-axes-{b}")
        if b in exact:
            known = f"**{exact[b]['diameter']}** (exact)"
        elif f"roll-landmarks-{b}-3" in docs:
            lower = max(d["diameter_at_least"] for d in width + [axes] if d)
            known = f"{lower} to {docs[f'roll-landmarks-{b}-3']['diameter_at_most']}"
        elif b == "4x4":
            known = f"at least **{roll_4x4_farthest()}**"
        else:
            known = f"at least {axes['diameter_at_least']}"
        cells = [searches(d) if d else "" for d in width] + [searches(axes) if axes else ""]
        rows.append(f"| {b} | " + " | ".join(cells) + f" | {known} |")
    names = [n for n in PAGE_DOCUMENTS if n.startswith(("roll-sweep-", "roll-axes-"))]
    slow = [n for n in names if not PAGE_DOCUMENTS[n]["live"]]
    total = sum(record["documents"][n]["cpu_s"] for n in slow)
    dates = sorted({record["documents"][n]["date"] for n in slow})
    now = ", ".join(f"`{command_text(PAGE_DOCUMENTS[n])}`" for n in names if PAGE_DOCUMENTS[n]["live"])
    rows += ["", f"A search is a whole-space breadth-first search. Computed now: {now}; the other runs are read from "
                 f"the record of {', '.join(dates)} ({duration(total)} of CPU time for the {len(slow)} runs; the "
                 f"slowest, " + slowest(record, slow) + "); 3x4 and 2x6 at width 1 are the landmarks' runs (below)."]
    return "\n".join(rows)


def slowest(record, names):
    name = max(names, key=lambda n: record["documents"][n]["cpu_s"])
    return f"`{record['documents'][name]['command']}`, {time_cell(record['documents'][name])}"


def roll_4x4_farthest():
    """The longest optimal solution of the 4x4 benchmark set's diameter instances (pairs found far apart)."""
    _, rec = roll_set_record()
    return max(r["length"] for r in rec["rows"] if r["label"].startswith("diameter") and r["length"] is not None)


def roll_landmarks_table(docs, record):
    exact = classic_exact(docs)
    rows = ["| board | sweeps' lower bound | 2 ecc(start) | 2 landmarks | 3 landmarks | exact |",
            "|---|---|---|---|---|---|"]
    for b in ["2x3", "2x4", "3x3", "3x4", "2x6"]:
        runs = {k: docs.get(f"roll-landmarks-{b}-{k}") for k in (2, 3)}
        d = runs[3]

        def bound(k):
            run = runs[k]
            if run is None:
                return ""
            text = str(run["diameter_at_most"])
            if b in exact:
                return text
            return f"**{text}** ({fmt_int(run['profiles'])} profiles)"
        rows.append(f"| {b} | {d['diameter_at_least']} | {2 * start_eccentricity(d)} | {bound(2)} | {bound(3)} | "
                    f"{exact[b]['diameter'] if b in exact else ''} |")
    big = [f"roll-landmarks-{b}-{k}" for b, k, _, mem in ROLL_LANDMARKS if mem]
    rows += ["", "The 3x4 and 2x6 rows are read from the record: " + "; ".join(recorded_source(record, n) for n in big)
             + ". The 2x3 rows are computed now, the others read from the record too."]
    return "\n".join(rows)


def roll_twenty_table(docs, record):
    rows = ["| instance | optimal length | nodes | time |", "|---|---|---|---|"]
    for name, _, _ in ROLL_TWENTY_CELLS:
        d, entry = docs[f"roll-{name}"], record["documents"][f"roll-{name}"]
        board = name.split("-")[0]
        rows.append(f"| {board} `{d['from']} → {d['to']}` | **{d['length']}** | {fmt_int(d['nodes'])} | {time_cell(entry)} |")
    rows += ["", "Read from the record: " + "; ".join(
        f"`{record['documents'][f'roll-{n}']['command']}` ({record['documents'][f'roll-{n}']['date']}"
        + (f", transcribed from `{record['documents'][f'roll-{n}']['source']}`" if record['documents'][f'roll-{n}'].get('source') else "")
        + ")" for n, _, _ in ROLL_TWENTY_CELLS) + "."]
    return "\n".join(rows)


def roll_eccentricities_table(docs, record):
    """Every eccentricity of each board and kind, checked against the extremes of the exact-diameters
    table: a transcription that disagrees with them stops the script rather than reach a page."""
    rows = ["| kind, board | eccentricity: states | mean | searches (batches) |", "|---|---|---|---|"]
    extremes = {(f["kind"], f["board"]): docs[f["id"]] for f in FIGURES if f["family"] == "rolling"}
    recorded = []
    for kind, board in ROLL_ECCENTRICITIES:
        name = live_eccentricities(kind, board) or f"roll-eccentricities-{kind}-{board}"
        d, x = docs[name], extremes[(kind, board)]
        ecc = d["eccentricities"]
        states = sum(n for _, n in ecc)
        if (states, ecc[0], ecc[-1]) != (x["reachable"], [x["radius"], x["central_states"]],
                                         [x["diameter"], x["peripheral_states"]]):
            raise SystemExit(f"results.py: {name}'s eccentricities disagree with the exact diameter's extremes")
        if name in PAGE_DOCUMENTS:
            recorded.append(name)
        mean = sum(e * n for e, n in ecc) / states
        spread = ", ".join(f"{e}: {fmt_int(n)}" for e, n in ecc)
        rows.append(f"| {kind} {board} | {spread} | {mean:.1f} | {fmt_int(d['searches'])} ({fmt_int(d['batches'])}) |")
    notes = []
    for n in recorded:
        e = record["documents"][n]
        notes.append(f"`{e['command']}`, {e['date']}, {time_cell(e)}" + (f" ({e['note']})" if e.get("note") else ""))
    rows += ["", "The 2x3 rows of classic and eight-colour cubes are computed now. Transcribed into the record from `"
             + record["documents"][recorded[0]]["source"] + "`: " + "; ".join(notes) + "."]
    return "\n".join(rows)


def roll_kinds_table(docs, record):
    rows = ["| kind, board | states | reachable | fraction | max distance (states) |", "|---|---|---|---|---|"]
    for kind, board, _ in ROLL_KINDS:
        d = docs[f"roll-{kind}-{board}-analyze"]
        cubes = int(board[0]) * int(board[2]) - 1
        share = Fraction(d["reachable"], d["states"]) * 2 ** cubes
        # C(n, k)/2^n of the states keep the sign invariant (below); a cycle's share is no such count.
        fraction = f"{share.numerator}/{2 ** cubes}" if share.denominator == 1 else str(Fraction(d["reachable"], d["states"]))
        if d["reachable"] == 2 * d["max_distance"]:
            fraction += " (a cycle)"  # its farthest state halfway round
        rows.append(f"| {kind} {board} | {fmt_int(d['states'])} | {fmt_int(d['reachable'])} | {fraction} | "
                    f"{d['max_distance']} ({fmt_int(d['farthest_count'])}) |")
    # Dice on 3x3: the model's count, 9 places of the empty cell times 24 orientations of each of 8 dice;
    # `roll analyze` refuses it (below).
    rows.append(f"| dice 3x3 | {fmt_int(9 * 24 ** 8)} | not searched (below) | | |")
    slow = [f"roll-{k}-{b}-analyze" for k, b, live in ROLL_KINDS if not live]
    rows += ["", "The rows of " + ", ".join(f"{k} {b}" for k, b, live in ROLL_KINDS if not live) +
             " are read from the record (" + "; ".join(f"{record['documents'][n]['date']}, {time_cell(record['documents'][n])}"
                                                       for n in slow) + ")."]
    return "\n".join(rows)


# ---- MacMahon: targets per collection, and every set size -----------------------------------------

def macmahon_targets_table(docs, record):
    d = docs["macmahon-targets"]
    rows = ["| targets buildable | collections |", "|---|---|"]
    rows += [f"| {k} | {fmt_int(v)} |" for k, v in sorted((int(k), v) for k, v in d["distribution"].items())]
    return "\n".join(rows)


def macmahon_sizes_table(docs, record):
    sizes = docs["macmahon-sizes"]["sizes"]
    rows = ["| k | sets | min | max | mean | sd | distribution (targets:sets) |", "|---|---|---|---|---|---|---|"]
    shown = [r for r in sizes if r["max"] > 0 and r["min"] < 30]
    for r in shown:
        spread = " ".join(f"{t}:{n}" for t, n in sorted((int(t), n) for t, n in r["distribution"].items()))
        rows.append(f"| {r['k']} | {fmt_int(r['sets'])} | {r['min']} | {r['max']} | {r['mean']:.4f} | {r['sd']:.4f} | "
                    f"{spread} |")
    rows += ["", f"No set of {shown[0]['k'] - 1} cubes or fewer builds a target, and every set of {shown[-1]['k'] + 1} "
                 f"or more builds all 30."]
    return "\n".join(rows)


def macmahon_multiset_table(docs, record):
    d, faces = docs["macmahon-max-infeasible"], docs["macmahon-max-infeasible-faces"]
    one = d["representatives"][0]
    agree = ("**agrees with Haraguchi 2016**" if d["agrees_with_published"] else
             f"**disagrees with Haraguchi 2016** ({d['published']})")
    mirror = ", mirror images of each other" if d["orbits_with_mirrors"] * 2 == d["orbits_renamings"] else ""
    rows = ["| question | answer | how |", "|---|---|---|",
            f"| largest multiset building no MacMahon target | **{d['size']} cubes**, proven; {agree} | "
            f"{fmt_int(d['nodes'])} search nodes (time: [performance.md](performance.md#macmahons-coloured-cubes)) |",
            f"| maximum multisets | {d['maximum_count']}, {'every one' if d['verified'] == d['maximum_count'] else fmt_int(d['verified'])} "
            "re-checked: builds nothing, and one more copy of any cube builds a target (`is_maximal_infeasible`) | |",
            f"| up to the 720 colour renamings | {d['orbits_renamings']} orbits of {one['orbit_size_renamings']}{mirror} | |",
            f"| up to renamings and mirror images | **{d['orbits_with_mirrors']}**: `{one['text']}` (one row of Conway's "
            "tableau: one copy of two cubes, seven of the other three) | |",
            "| largest multiset building no outer colouring at all (each face of the block one colour, adjacent faces "
            f"different, opposite faces may agree: {faces['target_count']} colourings up to rotation) | **{faces['size']} cubes**; "
            f"{faces['maximum_count']} maximum multisets, {faces['orbits_renamings']} orbits under renamings, "
            f"{faces['orbits_with_mirrors']} with mirrors, e.g. `{faces['renaming_representatives'][0]}` | `--variant faces` |",
            "", "The `--variant faces` row: " + recorded_source(record, "macmahon-max-infeasible-faces") + "."]
    return "\n".join(rows)


def macmahon_large_target_table(docs, record):
    t = docs["macmahon-targets-3"]
    counts = {r["sets"] for r in t["per_target"]}
    every = (f"**every set builds every target**: {fmt_int(t['sets'])} for each of the {len(t['per_target'])}"
             if counts == {t["sets"]} else "per target: " + ", ".join(f"{r['target']} {r['sets']}" for r in t["per_target"]))
    copies = int(docs["macmahon-large-copies"]["arrangements"])
    hidden = " = 4^6·24" if copies == 4 ** 6 * 24 else ""

    def multiple(n):
        return f"{n // copies}·{fmt_int(copies)}" if n % copies == 0 else fmt_int(n)

    def answer(name):
        d = docs[f"macmahon-large-{name}"]
        return ("not buildable" if not d["buildable"] else
                f"buildable, {multiple(int(d['arrangements']))} arrangements")
    mixed = docs["macmahon-large-mixed"]
    rows = ["| question | answer | printed by |", "|---|---|---|",
            f"| the {fmt_int(t['sets'])} sets of 27 different cubes (C(30,27)), per target | {every} | "
            "`cubeworks macmahon targets --size 3` (`src/macmahon/large_target.cpp:large_target_table`; time: "
            "[performance.md](performance.md#macmahons-coloured-cubes)) |",
            f"| arrangements of `{LARGE_TARGET_CUBES[0][1]}` for `Ab` | {fmt_int(int(mixed['arrangements']))} "
            f"({sci(mixed['arrangements'])}) | `cubeworks macmahon solve --size 3 --target Ab --cubes {LARGE_TARGET_CUBES[0][1]}` |",
            f"| 27 copies of the target | buildable, {fmt_int(copies)}{hidden} arrangements (only the hidden turns differ) | "
            "`... --cubes 'Ab*27'` |",
            f"| 26 copies of `Ab` and its mirror `Ba` | {answer('one-mirror')}: the mirror fits no corner but, having the "
            "same opposite pairs, every edge | `... --cubes 'Ab*26,Ba'` |",
            f"| 27 copies of the mirror | {answer('mirrors')} (it shares no corner number with the target) | `... --cubes 'Ba*27'` |"]
    return "\n".join(rows)


def stack_classic_table(docs, record):
    d = docs["stack-classic"]
    count, cubes = d["count"], d["solutions"][0]["cubes"]
    column = " / ".join(" ".join(c[side] for side in ("front", "right", "back", "left")) for c in cubes)
    unique = ": the textbook's unique solution" if count["subgraph_pairs"] == 1 else ""
    return "\n".join([
        "| figure | value | command | computed by |", "|---|---|---|---|",
        f"| stacks (cubes in a fixed order) | {count['stacks']} | `cubeworks stack solve --cubes classic` | "
        "`src/stack/graph.cpp:count_stacks` |",
        f"| classes under the 8 motions | **{count['classes']}** | same | same |",
        f"| pairs of subgraphs | **{count['subgraph_pairs']}**{unique} | same | same |",
        f"| the solved column (front, right, back, left per cube) | {column} | same | `src/stack/graph.cpp:orient` |"])


# ---- Hoffman 4D: counts per symmetry class, approximate counts, cube-and-conquer -----------------

def recorded_source(record, name):
    entry = record["documents"][name]
    text = f"`{entry['command']}`, {entry['date']}, {time_cell(entry)}"
    return text + (f" (transcribed from `{entry['source']}`)" if entry.get("source") else "")


CLASS_NAMES = {"0123:0000": "identity", "0123:1111": "central reflection", "1230:0001": "8-fold rotation"}


def hoffman_class_counts_table(docs, record):
    survey = docs["hoffman-symmetry-counts"]
    exact = next(c for c in docs["hoffman-count-1230"]["classes"] if c["symmetry"] == "1230:0001")["count"]
    conquer_1230, one_cube = docs["hoffman-conquer-count-1230"], docs["hoffman-conquer-count-0132"]
    sample = docs["hoffman-conquer-sample-0132"]["estimate"]
    rows = ["| class | packings invariant under it | orbits | how |", "|---|---|---|---|"]
    for c in survey["classes"]:
        if c["result"] != "found":
            continue
        count, sym = c.get("count"), c["symmetry"]
        label = f"{sym} ({CLASS_NAMES[sym]})" if sym in CLASS_NAMES else sym
        if sym == "1230:0001":
            agree = conquer_1230["packing_count"] == exact["packings"] and conquer_1230["orbit_count"] == exact["orbits"]
            rows.append(f"| {label} | **exactly {fmt_int(exact['packings'])}** | **exactly "
                        f"{fmt_int(exact['orbits'])}** | `symmetries --count-time 900 --count-class 1230:0001` and "
                        f"`conquer --invariant 1230:0001 --depth 2 --count`, {'which agree' if agree else '**which disagree**'} |")
        elif sym == "0132:0101":
            rows.append(f"| {label} | at least **{fmt_int(one_cube['packing_count'])}** (one cube of `conquer --count`), about "
                        f"10^{len(str(int(sample['packings']))) - 1} (a sample of {docs['hoffman-conquer-sample-0132']['sample']} "
                        f"depth-3 cubes, standard error {sci(int(sample['packings_stderr']))}) | at least "
                        f"{fmt_int(count['orbits']) if count else ''} | `conquer --count` |")
        elif count and count["packings"]:
            rows.append(f"| {label} | {'exactly' if count['exact'] else 'at least'} {fmt_int(count['packings'])} | "
                        f"{'exactly' if count['exact'] else 'at least'} {fmt_int(count['orbits'])} | `symmetries --count-time 20` |")
        else:
            rows.append(f"| {label} | at least 1 (the search's witness) | | none found by counting in 20 s |")
    rows += ["", "Read from the record: " + "; ".join(recorded_source(record, n) for n in (
        "hoffman-symmetry-counts", "hoffman-count-1230", "hoffman-conquer-count-1230", "hoffman-conquer-count-0132",
        "hoffman-conquer-sample-0132")) + "."]
    return "\n".join(rows)


def approx_cell(d):
    if d["exact"]:
        return f"exactly {fmt_int(round(d['estimate']))} (epsilon {d['epsilon']:g}: fewer than the threshold)"
    low, high = d["interval"]
    return (f"**{fmt_int(round(d['estimate']))}**, within [{fmt_int(int(low))}, {fmt_int(int(high))}] with probability "
            f"{1 - d['delta']:g} (epsilon {d['epsilon']:g})")


def hoffman_approx_table(docs, record):
    exact = next(c for c in docs["hoffman-count-1230"]["classes"] if c["symmetry"] == "1230:0001")["count"]
    rows = ["| space | truth | estimate | command |", "|---|---|---|---|"]
    spaces = [("2D, every grid", fmt_int(docs["hoffman-2d"]["real"]["raw"]) + " (enumeration)", ["hoffman-approx-2d"]),
              ("3D, every grid", fmt_int(docs["hoffman-3d"]["real"]["raw"]) + " (enumeration)",
               ["hoffman-approx-3d", "hoffman-approx-3d-fine"]),
              ("4D, invariant under 1230:0001", fmt_int(exact["packings"]) + " (exhaustive, above)", ["hoffman-approx-4d"])]
    for space, truth, names in spaces:
        estimate = "; ".join(approx_cell(docs[n]) for n in names)
        commands = "; ".join(f"`{command_text(PAGE_DOCUMENTS[n])}`" + (f", {recorded_time(record, n)}" if
                             recorded_time(record, n) else "") for n in names)
        rows.append(f"| {space} | {truth} | {estimate} | {commands} |")
    rows += ["", "The 4D row: " + recorded_source(record, "hoffman-approx-4d") + "."]
    return "\n".join(rows)


def hoffman_conquer_table(docs, record):
    rows = ["| space (`hoffman conquer ...`) | cubes | refuted | with a packing | open | not tried | time |",
            "|---|---|---|---|---|---|---|"]
    for name in ("hoffman-conquer-3d", "hoffman-conquer-4d", "hoffman-conquer-5d-reflection", "hoffman-conquer-5d"):
        d, spec = docs[name], PAGE_DOCUMENTS[name]
        args = " ".join(a for a in spec["command"][2:] if a not in ("--checkpoint", "FILE"))
        ranks = f" on {d['ranks']} ranks" if d.get("ranks", 1) > 1 else ""
        rows.append(f"| `{args}`{ranks} | {fmt_int(d['cubes'])} | {fmt_int(d['refuted'])} | {fmt_int(d['with_packing'])} | "
                    f"{fmt_int(d['open'])} | {fmt_int(d['untried'])} | {recorded_time(record, name)} |")
    rows += ["", "The 5D pass on two ranks: " + recorded_source(record, "hoffman-conquer-5d") + "."]
    return "\n".join(rows)


# ---- performance: the benchmarks' times, one dated run ------------------------------------------
# `results.py CUBEWORKS --measure-bench` runs the benchmarks docs/performance.md's tables name
# (cubeworks_bench beside CUBEWORKS, Google Benchmark's JSON) and the commands whose peak memory
# they state (/usr/bin/time), and writes bench/records/DATE-benchmarks.json with the date, machine
# and load; the tables are generated from the newest such record, one value a figure.

PERFORMANCE = {
    "roll-performance": ("docs/performance.md", [
        ("full 3x3 BFS, distance of all 15,116,544 states, 2 threads", "BM_RollingBfs3x3"),
        ("compact engine (one bit per state, what `roll analyze` runs) on 3x3", "BM_RollingCompact3x3"),
        ("compact engine on 3x4 (4,353,564,672 states), no checkpoints", "BM_RollingCompact3x4"),
        ("IDA* on the 4x4 corner-to-corner instance (54 moves), group databases, block partitions and a 32 Mi "
         "perimeter cached", "BM_RollingIda4x4Worst"),
        ("the same on hard-h43 (62 moves), with the axis database, searched from the goal", "BM_RollingIda4x4Hardest"),
        ("the same on hard-h42 (68 moves, corner goal)", "BM_RollingIda4x4HardestCorner"),
        ("`roll diameter --board 4x4`: sweeps of the axis graph", "BM_RollingDiameter4x4Axes"),
        ("the group database of 4 cubes of a 4x4 goal (37,739,520 entries), 2 threads", "BM_RollingGroupPdb4x4"),
        ("`roll solve` of the classic puzzle incl. optimal count (library)", "BM_RollingSolveClassic"),
        ("`cubeworks roll analyze` (3x3), the whole command", ("roll-analyze-3x3", 64)),
    ]),
    "hoffman-performance": ("docs/performance.md", [
        ("the whole 3D enumeration with classification, duality and re-checking", "BM_Hoffman3DEnumerate"),
        ("`search --dim 4 --first`: a 4D packing among the grids invariant under the half-turn",
         "BM_Hoffman4DFirstPacking"),
        ("the whole 4D space started next to the construction, the worst of seeds 1..10",
         "BM_Hoffman4DWholeSpaceFirst"),
        ("`search --dim 4 --estimate`: Knuth's estimate of the static tree", "BM_Hoffman4DEstimate"),
        ("`approx-count --dim 3`", "BM_Hoffman3DApproxCount"),
        ("`conquer --dim 4 --depth 1`: 24 cubes of 2000 conflicts each", "BM_Hoffman4DConquer"),
        ("`conquer --count`: a fixed sample of 24 cubes of the 1230:0001 class", "BM_Hoffman4DConquerCount"),
    ]),
    "macmahon-performance": ("docs/performance.md", [
        ("per-target census (arrangement enumeration)", "BM_MacMahonCensus"),
        ("`targets` over all 5,852,925 collections", "BM_MacMahonTargets"),
        ("`universal` at the minimum size (search from k = 8)", "BM_MacMahonUniversal"),
        ("`sizes` over all 2^30 sets, 2 threads", "BM_MacMahonSizes"),
        ("`explain` of one collection (prediction, permanent, document and picture)", "BM_MacMahonExplain"),
        ("`analyze` of a 12-cube set (`universal:1`: document and histograms)", "BM_MacMahonAnalyze"),
        ("`explain --all`: the theorems against the census, 175,587,750 pairs, 2 threads",
         "BM_MacMahonTheoremsAgainstCensus"),
        ("`multiset --max-infeasible`: the proven largest multiset building no target", "BM_MacMahonMaxInfeasible"),
        ("`targets --size 3`: 4060 sets x 30 targets matched", "BM_MacMahonSize3Table"),
        ("`solve --size 3`: the arrangements of 27 different cubes counted", "BM_MacMahonSize3Count"),
        ("`cubeworks macmahon analyze` of 29 cubes, the whole command", ("macmahon-analyze-29", None)),
        ("`cubeworks macmahon explain --all`, the whole command", ("macmahon-explain-all", None)),
    ]),
}

# The commands the tables time whole, with their peak memory.
PERFORMANCE_COMMANDS = {
    "roll-analyze-3x3": ["roll", "analyze", "--json"],
    "macmahon-analyze-29": ["macmahon", "analyze", "--cubes", "row:A,row:B,row:C,row:D,row:E,-Ab", "--json"],
    "macmahon-explain-all": ["macmahon", "explain", "--all", "--json", "--quiet"],
}


def bench_record_path():
    return newest_record_path("benchmarks", " (`results.py CUBEWORKS --measure-bench`)")


def load_bench_record():
    return read_json(bench_record_path())


def goals_ms():
    goals = {}
    with open(os.path.join(ROOT, "bench", "targets.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                name, goal = line.split("\t")[:2]
                goals[name] = float(goal)
    return goals


def time_command(binary, args):
    """Wall and CPU seconds and peak resident megabytes of one run of the command (GNU time)."""
    done = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", binary] + args, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, timeout=3600)
    if done.returncode != 0:
        raise SystemExit(f"results.py: `cubeworks {' '.join(args)}` failed: {done.stderr.strip()}")
    wall, user, system, kb = done.stderr.strip().split("\n")[-1].split()
    return {"command": "cubeworks " + " ".join(shlex.quote(a) for a in args), "wall_s": float(wall),
            "cpu_s": round(float(user) + float(system), 2), "max_rss_mb": round(int(kb) / 1024, 1)}


def measure_bench(binary):
    names = [source for _, rows in PERFORMANCE.values() for _, source in rows if isinstance(source, str)]
    return record_benchmarks(
        binary, "benchmarks", "The benchmarks and commands of docs/performance.md's tables, "
        "one run, written by `scripts/results.py CUBEWORKS --measure-bench`.", names,
        lambda: {"commands": {cid: time_command(binary, args) for cid, args in PERFORMANCE_COMMANDS.items()}})


def record_benchmarks(binary, kind, about, names, more=dict):
    """Runs the benchmarks `names`, then `more()` (further keys of the record, measured after them),
    and writes bench/records/DATE-KIND.json with the machine and its load before and after."""
    load = os.getloadavg()[0]
    marks, command = run_bench(binary, names)
    record = {"about": about, "date": time.strftime("%Y-%m-%d"), "machine": machine(), "load_before": round(load, 1),
              "command": command, "benchmarks": marks, **more()}
    record["load_after"] = round(os.getloadavg()[0], 1)
    path = os.path.join(RECORDS, f"{record['date']}-{kind}.json")
    write_json(path, record)
    print(f"results.py: wrote {os.path.relpath(path, ROOT)}", file=sys.stderr)
    return 0


def write_json(path, value):
    """value as the records are written: indented, keys sorted, a final newline."""
    with open(path, "w", encoding="utf-8") as f:
        json.dump(value, f, indent=1, sort_keys=True)
        f.write("\n")


# Benchmarks the pages quote in their prose, beyond docs/performance.md's tables (one run of each,
# `results.py CUBEWORKS --measure-marks`, written to bench/records/DATE-marks.json).
MARKS = ["BM_StackSatGraphBalanced32", "BM_StackStagedBalanced32", "BM_StackSatPlanted48", "BM_StackStagedPlanted48"]


def run_bench(binary, names):
    """{name: real_ms, cpu_ms, iterations} of one run of cubeworks_bench (beside CUBEWORKS) over names,
    and the command that ran it."""
    regex = "^(" + "|".join(names) + ")(/|$)"  # Google Benchmark names them NAME/real_time, NAME/iterations:1/...
    bench = os.path.join(os.path.dirname(os.path.abspath(binary)), "cubeworks_bench")
    done = subprocess.run([bench, f"--benchmark_filter={regex}", "--benchmark_format=json"], capture_output=True,
                          text=True, timeout=3600)
    if done.returncode != 0:
        raise SystemExit(f"results.py: {bench} failed: {done.stderr.strip()}")
    unit = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}
    marks = {b["name"].split("/")[0]: {"real_ms": round(b["real_time"] * unit[b["time_unit"]], 4),
                         "cpu_ms": round(b["cpu_time"] * unit[b["time_unit"]], 4), "iterations": b["iterations"]}
             for b in json.loads(done.stdout)["benchmarks"] if b.get("run_type") != "aggregate"}
    return marks, f"build/release/cubeworks_bench --benchmark_filter='{regex}' --benchmark_format=json"


def measure_marks(binary):
    return record_benchmarks(binary, "marks", "Benchmarks the docs quote in their prose (stack.md's two SAT "
                             "encodings), one run, written by `scripts/results.py CUBEWORKS --measure-marks`.", MARKS)


def load_marks():
    return newest_record("marks", " (`results.py CUBEWORKS --measure-marks`)")


def stack_encodings(docs, record):
    """The three-class encoding against the graph encoding, CPU time a column (the threads' wall time
    on a shared machine says more about the other work)."""
    path, rec = load_marks()
    b = rec["benchmarks"]

    def pair(graph, staged):
        g, t = b[graph]["cpu_ms"], b[staged]["cpu_ms"]
        return g / t, f"{milliseconds_text(g)} against {milliseconds_text(t)}"
    balanced, planted = pair("BM_StackSatGraphBalanced32", "BM_StackStagedBalanced32"), \
        pair("BM_StackSatPlanted48", "BM_StackStagedPlanted48")
    return "\n".join([
        f"On the same columns the three-class encoding is {balanced[0]:.1f} times faster than the graph encoding on",
        f"balanced 32-cube columns (none stacks; {balanced[1]} of CPU a column) and {planted[0]:.1f} times faster",
        f"on planted 48-cube columns ({planted[1]}): `bench/stack_bench.cpp`,",
        "`BM_StackSatGraphBalanced32` against `BM_StackStagedBalanced32`, `BM_StackSatPlanted48` against",
        f"`BM_StackStagedPlanted48`; record `{path}`, {rec['date']}, {rec['machine']}, load average",
        f"{rec['load_before']} before the run and {rec['load_after']} after it."])

def newest_record(suffix, how=""):
    """(path relative to the repository, JSON) of the newest bench/records/*-SUFFIX.json."""
    path = newest_record_path(suffix, how)
    return os.path.relpath(path, ROOT), read_json(path)


def record_line(path, rec):
    """Where a table's figures come from: the record, its date, machine and load, or its source."""
    load = (f", load average {rec['load_before']} before and {rec['load_after']} after"
            if rec.get("load_before") is not None else f", {rec['load_note']}" if rec.get("load_note") else "")
    source = f", transcribed from `{rec['source']}`" if rec.get("source") else ""
    return f"Record `{path}`: {rec['date']}, {rec['machine']}{load}{source}."


def build_times_table(docs, record):
    """docs/building.md's set-up times: the newest bench/build_times.sh --record run."""
    path, rec = newest_record("build-times")
    rows = ["| step (2 cores, ccache off unless said) | command | measured | goal |", "|---|---|---|---|"]
    for r in rec["rows"]:
        extra = "; ".join(x for x in (r.get("note"), r.get("when")) if x)
        rows.append(f"| {r['step']} | `{r['command']}` | **{duration(r['seconds'])}**{f' ({extra})' if extra else ''} | "
                    f"{duration(r['goal_s']) if r.get('goal_s') else ''} |")
    return "\n".join(rows + ["", record_line(path, rec)])


def portable_speed_table(docs, record):
    """docs/building.md's portable module against the native one: the newest bench/portable_speed.py --record run."""
    path, rec = newest_record("portable-speed")
    rows = ["| call (CPU time, one thread, least of the runs) | native build tree | portable, dispatched | ratio (per run) |",
            "|---|---|---|---|"]
    for r in rec["rows"]:
        lo, hi = r["per_run"]
        rows.append(f"| `{r['call']}` | {milliseconds_text(r['native_ms'])} | {milliseconds_text(r['portable_ms'])} | "
                    f"{r['portable_ms'] / r['native_ms']:.2f} ({lo:.2f} to {hi:.2f}) |")
    return "\n".join(rows + ["", f"`{rec['command']}`. " + record_line(path, rec)])

def mpi_sizes_table(docs, record):
    """docs/scaling.md: `macmahon sizes` in one process and on two ranks (the newest *-mpi.json)."""
    path, rec = newest_record("mpi")
    d = rec["sizes"]
    one, two = d["one_process"], d["ranks2"]
    return "\n".join([
        "| `macmahon sizes` | one process | `mpirun -n 2` (1 thread per rank) |", "|---|---|---|",
        f"| time inside the program | {one['inside_s']:.2f} s ({one['threads']} threads) | {two['inside_s']:.2f} s: ratio "
        f"{two['inside_s'] / one['inside_s']:.2f} (goal ≤ {d['goal_ratio']}) |",
        f"| wall, including `mpirun` start-up (about {d['mpirun_startup_s']} s) | {one['wall_s']:.2f} s | {two['wall_s']:.2f} s |",
        "", "Measured with " + " and ".join(f"`{c}`" for c in d["commands"]) + ". "
        + record_line(path, {**rec, "date": d["date"]})])


def mpi_layouts_table(docs, record):
    """docs/scaling.md: distributed `roll analyze --board 3x4` by layout (the newest *-mpi.json)."""
    path, rec = newest_record("mpi")
    d = rec["layouts"]
    rows = ["| layout | time inside the program | peak memory per rank (max RSS) | printed estimate |",
            "|---|---|---|---|"]
    rows += [f"| {r['layout']} | {', '.join(f'{t} s' for t in r['inside_s'])} | {r['max_rss_mib']} MiB | {r['estimate']} |"
             for r in d["rows"]]
    return "\n".join(rows + ["", f"`{d['command']}` ({d['note']}); the sliced layout at `-n 4`: "
                              f"{d['ranks4_slices_inside_s']} s. " + record_line(path, {**rec, "date": d["date"]})])

def python_overhead_table(docs, record):
    """docs/python.md's binding cost: the newest bench/python_overhead.py --record run."""
    path, rec = newest_record("python-overhead")
    rows = ["| call | threads | C++ | Python | ratio |", "|---|---|---|---|---|"]
    for threads, run in sorted(rec["runs"].items(), key=lambda kv: kv[0] == "1"):
        for r in run["rows"]:
            call, *rest = r["call"].split()
            rows.append(f"| {' '.join([f'`{call}`'] + rest)} | "
                        f"{threads if threads != '0' else 'default'} | {milliseconds_text(r['cpp_ms'])} | "
                        f"{milliseconds_text(r['python_ms'])} | {r['ratio']:.3f} |")
    runs = "; ".join(f"`{run['command']}`, {run['date']}, load average {run['load_before']} before and "
                     f"{run['load_after']} after" for _, run in sorted(rec["runs"].items()))
    return "\n".join(rows + ["", f"Record `{path}` ({rec['machine']}): {runs}."])

def milliseconds_text(x):
    """A time in milliseconds as a reader reads it: 0.17 ms, 36 ms, 2.5 s, 3 min."""
    if x < 1:
        return f"{x:.2g} ms"
    if x < 1000:
        return f"{x:.3g} ms"
    if x < 120000:
        return f"{x / 1000:.3g} s"
    return f"{x / 60000:.3g} min"


def performance_table(block):
    def table(docs, record):
        bench = load_bench_record()
        goals = goals_ms()
        rows = ["| what | real time | CPU time | goal | measured by |", "|---|---|---|---|---|"]
        for what, source in PERFORMANCE[block][1]:
            if isinstance(source, str):
                b = bench["benchmarks"][source]
                goal = f"≤ {milliseconds_text(goals[source])}" if source in goals else ""
                family = next(f for f in ("Rolling", "MacMahon", "Hoffman") if source.startswith("BM_" + f))
                path = f"bench/{family.lower()}_bench.cpp"
                rows.append(f"| {what} | {milliseconds_text(b['real_ms'])} | {milliseconds_text(b['cpu_ms'])} | {goal} | "
                            f"`{path}:{source}` |")
            else:
                cid, goal_mb = source
                c = bench["commands"][cid]
                goal = f"≤ {goal_mb} MB peak" if goal_mb else ""
                rows.append(f"| {what}: {fmt_int(round(c['max_rss_mb']))} MB peak | {milliseconds_text(c['wall_s'] * 1000)} | "
                            f"{milliseconds_text(c['cpu_s'] * 1000)} | {goal} | `/usr/bin/time {c['command']}` |")
        rows += ["", f"Record `{os.path.relpath(bench_record_path(), ROOT)}`: {bench['date']}, {bench['machine']}, load "
                     f"average {bench['load_before']} before the run and {bench['load_after']} after it, the machine "
                     f"shared with other work."]
        return "\n".join(rows)
    return table


BLOCKS = {
    "macmahon-theorems": ("docs/macmahon.md", theorems_table),
    "readme-findings": ("README.md", readme_findings),
    "roll-3x3-distances": ("docs/rolling.md", roll_3x3_distances_table),
    "exact-diameters": ("docs/rolling.md", exact_diameters_table),
    "stack-census": ("docs/stack.md", stack_census_table),
    "macmahon-census": ("docs/macmahon.md", macmahon_census_table),
    "roll-whole-spaces": ("docs/rolling.md", roll_whole_spaces_table),
    "roll-3x4-far": ("docs/rolling.md", roll_3x4_far),
    "hoffman-3d": ("docs/hoffman.md", hoffman_3d_table),
    "hoffman-3d-classes": ("docs/hoffman.md", hoffman_3d_classes),
    "hoffman-odd-lengths": ("docs/hoffman.md", hoffman_odd_lengths_table),
    "hoffman-layers": ("docs/hoffman.md", hoffman_layers_table),
    "roll-4x4-set": ("docs/rolling.md", roll_4x4_set_table),
    "stack-random-balanced": ("docs/stack.md", stack_compare_balanced_table),
    "stack-random-planted": ("docs/stack.md", stack_compare_planted_table),
    "stack-staged-balanced": ("docs/stack.md", stack_staged_table("stack-staged-balanced")),
    "stack-staged-planted": ("docs/stack.md", stack_staged_table("stack-staged-planted")),
    "stack-staged-uniform": ("docs/stack.md", stack_staged_table("stack-staged-uniform")),
    "roll-sweeps": ("docs/rolling.md", roll_sweeps_table),
    "roll-landmarks": ("docs/rolling.md", roll_landmarks_table),
    "roll-twenty-cells": ("docs/rolling.md", roll_twenty_table),
    "roll-kinds": ("docs/rolling.md", roll_kinds_table),
    "roll-eccentricities": ("docs/rolling.md", roll_eccentricities_table),
    "macmahon-targets": ("docs/macmahon.md", macmahon_targets_table),
    "stack-classic": ("docs/stack.md", stack_classic_table),
    "stack-encodings": ("docs/stack.md", stack_encodings),
    "build-times": ("docs/building.md", build_times_table),
    "portable-speed": ("docs/building.md", portable_speed_table),
    "python-overhead": ("docs/python.md", python_overhead_table),
    "mpi-sizes": ("docs/scaling.md", mpi_sizes_table),
    "mpi-layouts": ("docs/scaling.md", mpi_layouts_table),
    "macmahon-sizes": ("docs/macmahon.md", macmahon_sizes_table),
    "macmahon-multiset": ("docs/macmahon.md", macmahon_multiset_table),
    "macmahon-large-target": ("docs/macmahon.md", macmahon_large_target_table),
    "hoffman-class-counts": ("docs/hoffman.md", hoffman_class_counts_table),
    "hoffman-approx": ("docs/hoffman.md", hoffman_approx_table),
    "hoffman-conquer": ("docs/hoffman.md", hoffman_conquer_table),
    **{name: (page, performance_table(name)) for name, (page, _) in PERFORMANCE.items()},
}


def results_page(docs, record):
    rec = os.path.relpath(record_path(), ROOT)
    return f"""# What cubeworks found

The figures this project established that no publication gives, or gives differently, each with what
the literature said, the command that reproduces it, its time on two cores and how it is checked.
The figures of the literature that the program reproduces are in `cubeworks reproduce`
([commands.md](commands.md#cubeworks-reproduce---out-dir---json)), which also recomputes every
finding below that takes seconds.

This page is written by `python3 scripts/results.py build/release/cubeworks > docs/results.md` from the
documents the commands print with `--json`; the test docs/results_generated fails when the page, the
family pages' generated tables or their pictures and the script disagree. The figures marked with a record come from `{rec}`, which keeps the
document of each command's last run with its date, machine and load; the times are that record's:
wall time, CPU time and the load average when the run started, on a 2-core machine shared with
other work, where the CPU time is the fairer figure (`results.py --measure` reruns and rewrites the
record; the slow test docs/results_record reruns the ones a test can afford and compares). The
papers are in [references.md](references.md); the pictures of these distributions are on the
family pages, drawn by the same commands with `--svg`.

{results_table(docs, record)}

The exact diameters of every board and kind, with the states at the extremes:

{exact_diameters_table(docs, record)}
"""


# ---- modes -------------------------------------------------------------------------------------

def generated_blocks(page_text):
    """{name: text} of the generated tables a page holds."""
    out, lines, name, body = {}, page_text.split("\n"), None, []
    for line in lines:
        if line.startswith("<!-- BEGIN generated "):
            name, body = line.split()[3], []
        elif line.startswith("<!-- END generated ") and name:
            out[name] = "\n".join(body).strip("\n")
            name = None
        elif name:
            body.append(line)
    return out


def check_comments(root, docs):
    """Figures in the code's comments that contradict the documents computed now: the rules of
    tests/docs/comment_figures.py (which ctest docs/comment_figures runs on the record alone)."""
    sys.path.insert(0, os.path.join(ROOT, "tests", "docs"))
    import comment_figures
    commands = {name: command_text(spec) for name, spec in PAGE_DOCUMENTS.items()}
    commands.update({f["id"]: command_text(f) for f in FIGURES})
    return comment_figures.check_tree(root, comment_figures.facts(docs, commands))


def check(binary, root):
    record = load_record()
    docs = documents(binary, record)
    bad = 0
    with open(os.path.join(root, "docs", "results.md"), encoding="utf-8") as f:
        have = f.read()
    want = results_page(docs, record)
    if have != want:
        import difflib
        sys.stdout.writelines(difflib.unified_diff(have.splitlines(True), want.splitlines(True),
                                                   "docs/results.md", "scripts/results.py"))
        bad += 1
    for name, (page, make) in BLOCKS.items():
        with open(os.path.join(root, page), encoding="utf-8") as f:
            blocks = generated_blocks(f.read())
        if name not in blocks:
            print(f"{page}: no generated table {name}")
            bad += 1
        elif blocks[name] != make(docs, record):
            print(f"{page}: the generated table {name} differs from `results.py --block {name}`:")
            print(make(docs, record))
            bad += 1
    for failure in check_comments(root, docs) + check_pictures(binary, root):
        print(failure)
        bad += 1
    print(f"results: {len(FIGURES)} figures, {sum(f['live'] for f in FIGURES)} computed now, "
          f"{len(BLOCKS)} tables in the family pages: {'differ' if bad else 'as generated'}")
    return 1 if bad else 0


def recorded():
    """(id, spec, the record's section) of every figure and of every page document the record keeps."""
    return ([(f["id"], f, "figures") for f in FIGURES] +
            [(name, spec, "documents") for name, spec in PAGE_DOCUMENTS.items() if not spec["live"]])


def verify_record(binary):
    record, bad = load_record(), 0
    for fid, spec, section in recorded():
        if not spec["rerun"]:
            continue
        got, wall, _ = run(binary, spec)
        want = record[section][fid]["document"]
        same = got == want
        bad += not same
        print(f"{fid}: {'as recorded' if same else 'DIFFERS from the record'} ({wall:.1f} s)")
    return 1 if bad else 0


def measure(binary, ids):
    path = record_path()
    record = load_record()
    for fid, spec, section in recorded():
        if (ids and fid not in ids) or (not ids and not spec["rerun"]):
            continue
        if spec.get("transcribed"):
            print(f"{fid}: transcribed from a dated record, not rerun here (`{command_text(spec)}`)", file=sys.stderr)
            continue
        load = os.getloadavg()[0]
        doc, wall, cpu = run(binary, spec)
        record.setdefault(section, {})[fid] = {
            "command": command_text(spec), "date": time.strftime("%Y-%m-%d"), "machine": machine(),
            "load": round(load, 1), "wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "document": doc}
        write_json(path, record)
        print(f"{fid}: {wall:.1f} s wall, {cpu:.1f} s CPU at load {load:.1f}", file=sys.stderr)
    return 0


def update(binary, root):
    """Rewrite docs/results.md and every page's generated tables from the script."""
    record = load_record()
    docs = documents(binary, record)
    with open(os.path.join(root, "docs", "results.md"), "w", encoding="utf-8") as f:
        f.write(results_page(docs, record))
    for name, (page, make) in BLOCKS.items():
        path = os.path.join(root, page)
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        begin = next(i for i, l in enumerate(lines) if l.startswith(f"<!-- BEGIN generated {name} "))
        end = next(i for i, l in enumerate(lines) if l.startswith(f"<!-- END generated {name} "))
        lines[begin + 1:end] = make(docs, record).split("\n")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
    return 0


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    binary = argv[1]
    if len(argv) > 2 and argv[2] == "--check":
        return check(binary, argv[3] if len(argv) > 3 else ROOT)
    if len(argv) > 2 and argv[2] == "--update":
        return update(binary, argv[3] if len(argv) > 3 else ROOT)
    if len(argv) > 2 and argv[2] == "--verify-record":
        return verify_record(binary)
    if len(argv) > 2 and argv[2] == "--figures":
        for rel, command in PICTURES:
            draw(binary, command, os.path.join(ROOT, rel))
        return 0
    if len(argv) > 2 and argv[2] == "--measure-bench":
        return measure_bench(binary)
    if len(argv) > 2 and argv[2] == "--measure-marks":
        return measure_marks(binary)
    if len(argv) > 2 and argv[2] == "--measure":
        return measure(binary, argv[3:])
    record = load_record()
    docs = documents(binary, record)
    if len(argv) > 3 and argv[2] == "--block":
        print(BLOCKS[argv[3]][1](docs, record))
    else:
        sys.stdout.write(results_page(docs, record))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
