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

Each figure names the verb's command; a figure marked `live` is computed by running that command
now, the others are read from the record (bench/records/*-results.json, the newest), which keeps the
document each command printed (the keys this page uses), with the date, machine and load of its run.
The family pages' tables read the same way from PAGE_DOCUMENTS: live where a command takes seconds,
else the record's "documents".
The times on the page are always the record's: a test's run on a busy machine says nothing new.
"""
import glob
import json
import os
import re
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
    return "cubeworks " + " ".join(shlex.quote(a) for a in fig["command"])


def run(binary, fig):
    """The figure's document, and the wall and CPU seconds of the command that printed it."""
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
    return {k: doc[k] for k in fig["keys"] if k in doc}, wall, cpu


def record_path():
    paths = sorted(glob.glob(os.path.join(RECORDS, "*-results.json")))
    if not paths:
        raise SystemExit("results.py: no record bench/records/*-results.json")
    return paths[-1]


def load_record():
    with open(record_path(), encoding="utf-8") as f:
        return json.load(f)


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


ROLL_SET_RECORD = "roll-4x4-set.json"


def roll_set_record():
    """The newest record of `bench/roll_set.py bench/roll4x4_instances.txt` (its --json rows, with the
    command, date, machine and load of the run): minutes of solving, too long for a test."""
    paths = sorted(glob.glob(os.path.join(RECORDS, "*-" + ROLL_SET_RECORD)))
    if not paths:
        raise SystemExit(f"results.py: no record bench/records/*-{ROLL_SET_RECORD}")
    with open(paths[-1], encoding="utf-8") as f:
        return os.path.relpath(paths[-1], ROOT), json.load(f)


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


COMMENT_FIGURE = re.compile(r"\b(\d+x\d+)\b[^.;]*?\b(diameter|radius)\b(?:\s+(?:is|of|settled at|at|=))?\s+(\d{2,3})\b")
COMMENT_OUT_OF_REACH = re.compile(r"\b(\d+x\d+)\b[^.;]*?\bout of reach\b")


def check_comments(root, docs):
    """Figures in the code's comments that contradict the generated ones: a comment naming a board
    and its diameter or radius with a number must give the classic board's exact figure, and one
    calling a board whose exact figures are known "out of reach" is stale. Returns the failures."""
    known = {f["board"]: docs[f["id"]] for f in FIGURES if f["family"] == "rolling" and f["kind"] == "classic"}
    bad = []
    for folder, _, names in os.walk(os.path.join(root, "src")):
        for name in names:
            if not name.endswith((".cpp", ".hpp")):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8", errors="replace") as f:
                for lineno, line in enumerate(f, 1):
                    if "//" not in line:
                        continue
                    comment = line.split("//", 1)[1]
                    where = f"{os.path.relpath(path, root)}:{lineno}"
                    for board, what, number in COMMENT_FIGURE.findall(comment):
                        if board in known and int(number) != known[board][what]:
                            bad.append(f"{where}: says the {board} {what} is {number}, docs/results.md "
                                       f"{known[board][what]}: {comment.strip()}")
                    for board in COMMENT_OUT_OF_REACH.findall(comment):
                        if board in known:
                            bad.append(f"{where}: calls {board} out of reach, whose exact figures docs/results.md "
                                       f"gives: {comment.strip()}")
    return bad


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
        load = os.getloadavg()[0]
        doc, wall, cpu = run(binary, spec)
        record.setdefault(section, {})[fid] = {
            "command": command_text(spec), "date": time.strftime("%Y-%m-%d"), "machine": machine(),
            "load": round(load, 1), "wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "document": doc}
        print(f"{fid}: {wall:.1f} s wall, {cpu:.1f} s CPU at load {load:.1f}", file=sys.stderr)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(record, f, indent=1, sort_keys=True)
            f.write("\n")
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
