#!/usr/bin/env python3
"""Fault injection at every door of the command line, generated from the verbs' declarations.

For every verb the command line offers (`cubeworks generate schema`), a cheap request (REQUESTS
below; a verb without one fails the test) is run once cleanly and then with its output faulted:

  stdout-dev-full   --json to /dev/full
  stdout-closed     --json with standard output closed (`>&-`)
  stdout-fs-full    --json to a file on a full file system
  stderr-dev-full   standard error to /dev/full (the statistics lost)

and every field declared with `writes` (a picture, a folder of pictures, a checkpoint, a
database) is pointed at a missing folder, at a folder (a file, for a folder of pictures) and at
a full file system. The full file system is a 64 KiB tmpfs filled to the last page, mounted in a
private mount namespace (`unshare -rm`); where none can be made, writes are made to fail by
RLIMIT_FSIZE with SIGXFSZ ignored.

What counts as nothing lost: a run either exits 0 with the clean run's output (timings aside), or
exits non-zero with exactly one line `cubeworks: error: ...` that names the path the user gave
(never a temporary file), the file system left as it was (no `.tmp` or probe file behind), and a
refusal of a path comes before any work (no progress line). Standard error that cannot be written
is said by the exit status alone.

Usage: faults.py BINARY [--plan] [--json SUMMARY]   (--plan: print the table of faults, run nothing)
"""
import concurrent.futures
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
GOLDEN = HERE.parent / "cli" / "golden"

# A cheap request of every verb (well under a second each), as command-line words.
REQUESTS = {
    "roll.solve": ["--from", "000/00.", "--to", ".00/000"],
    "roll.analyze": ["--board", "2x3"],
    "roll.diameter": ["--board", "2x3", "--exact"],
    "roll.generate": ["--board", "2x3", "--distance", "10", "--count", "2"],
    "macmahon.cubes": [],
    "macmahon.solve": ["--target", "Ba", "--cubes", "Ac,Ad,Ae,Af,Cb,Db,Eb,Fb"],
    "macmahon.census": ["--target", "Ab"],
    "macmahon.explain": ["--target", "Ba", "--cubes", "row:A,col:b,-Ab"],
    "macmahon.analyze": ["--cubes", "universal:1"],
    "macmahon.targets": [],
    "macmahon.universal": ["--facts"],
    "macmahon.sizes": [],
    "macmahon.multiset": ["--cubes", "universal:1"],
    "hoffman.enumerate": ["--dim", "2"],
    "hoffman.check": ["01,10"],
    "hoffman.search": ["--dim", "2"],
    "hoffman.construct": [],
    "hoffman.slice": ["--dim", "4", "--at", "10"],
    "hoffman.layers": ["--dim", "3"],
    "hoffman.merge": [str(GOLDEN / "hoffman_search" / f"0{i}_shard_{i - 3}.out") for i in (3, 4, 5)],
    "hoffman.symmetries": ["--dim", "3"],
    "hoffman.conquer": ["--dim", "3", "--depth", "2"],
    "hoffman.approx_count": ["--dim", "2"],
    "stack.solve": ["--cubes", "classic"],
    "stack.explain": ["--cubes", "classic"],
    "stack.check": ["--cubes", "classic", "--turns", "x,y,,Z"],
    "stack.census": ["--pool", "haraguchi"],
    "stack.random": ["--sizes", "4,5", "--trials", "10", "--seed", "2", "--brute-max", "0"],
    "stack.design": ["--n", "4", "--seed", "1"],
}
# Where a file field is used only in some mode, the words that ask for it (and save often).
FILE_MODES = {
    "roll.solve.checkpoint": ["--method", "ida", "--interval", "0"],
    "roll.analyze.checkpoint": ["--interval", "0"],
    "hoffman.search.checkpoint": ["--count", "--interval", "0"],
    "hoffman.search.svg": ["--first"],
    "hoffman.conquer.checkpoint": ["--interval", "0"],
    "hoffman.approx_count.checkpoint": ["--interval", "0"],
    "stack.random.checkpoint": ["--method", "staged", "--interval", "0"],
}
# Keys whose values are timings, left out when a faulted run's output is compared with the clean one.
UNTIMED = re.compile(r'"\w*(seconds|_ms|per_core_hour|core_hours|elapsed|rate)\w*": [0-9.e+-]+')
PROGRESS = re.compile(r"elapsed|ETA")
STDOUT_KINDS = ["stdout-dev-full", "stdout-closed", "stdout-fs-full", "stderr-dev-full"]
FILE_KINDS = ["missing-folder", "a-folder", "fs-full"]


def cli_verbs(binary):
    schema = json.loads(subprocess.run([binary, "generate", "schema"], check=True, capture_output=True,
                                       text=True).stdout)
    return [v for v in schema["verbs"] if "cli" in v["doors"]]


def plan(verbs):
    """Every fault to inject: (kind, verb path, field or None)."""
    faults = []
    for v in verbs:
        path = f"{v['family']}.{v['name']}"
        faults += [(kind, path, None) for kind in STDOUT_KINDS]
        for f in v["fields"]:
            if f.get("writes") and f["cli"]:
                faults += [(kind, path, f) for kind in FILE_KINDS]
    return faults


def table(faults, outcome=None):
    """The Markdown table of faults per kind (and, after a run, how many lost a result)."""
    rows = {}
    for kind, _, _ in faults:
        rows[kind] = rows.get(kind, 0) + 1
    lines = ["| fault | injected | results lost |", "|---|---|---|"]
    for kind, n in rows.items():
        lost = "-" if outcome is None else str(outcome.get(kind, 0))
        lines.append(f"| {kind} | {n} | {lost} |")
    return "\n".join(lines)


class FullDisk:
    """A folder whose file system has no free byte left, and how to run a command that sees it."""

    def __init__(self, root):
        tmpfs = os.environ.get("CUBEWORKS_FAULTS_TMPFS")
        self.namespace = tmpfs is not None
        self.folder = Path(tmpfs) if tmpfs else Path(root) / "full"
        self.folder.mkdir(exist_ok=True)
        if self.namespace:
            with open(self.folder / "fill", "wb", buffering=0) as f:  # every page taken
                try:
                    while True:
                        f.write(b"\0" * 4096)
                except OSError:
                    pass

    def preexec(self):
        if self.namespace:
            return None
        def limit():  # no tmpfs: every write past 0 bytes fails (EFBIG) instead
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))
        return limit

    def listing(self):
        return sorted(p.name for p in self.folder.iterdir())


def run(binary, words, stdout=None, stderr=subprocess.PIPE, preexec=None, close_stdout=False, cwd=None):
    env = dict(os.environ, OMP_WAIT_POLICY="passive")
    def prepare():
        if close_stdout:
            os.close(1)
        if preexec:
            preexec()
    return subprocess.run([binary] + words, stdout=stdout if stdout is not None else subprocess.PIPE,
                          stderr=stderr, preexec_fn=prepare, timeout=120, cwd=cwd, env=env)


def one_error_line(err):
    lines = err.decode(errors="replace").splitlines()
    return len(lines) == 1 and lines[0].startswith("cubeworks: error: ")


class Injector:
    def __init__(self, binary, work):
        self.binary, self.work = binary, Path(work)
        self.disk = FullDisk(self.work)
        self.clean = {}

    def words(self, path, field=None):
        family, name = path.split(".")
        words = [family, name.replace("_", "-")] + REQUESTS[path]
        if field:
            words += FILE_MODES.get(f"{path}.{field['name']}", [])
        return words

    def clean_run(self, path):
        out = run(self.binary, self.words(path) + ["--json"])
        if out.returncode != 0:
            raise SystemExit(f"{path}: the clean run failed: {out.stderr.decode()}")
        self.clean[path] = (UNTIMED.sub("", out.stdout.decode()), out.stderr)

    def same_result(self, path, stdout):
        return UNTIMED.sub("", stdout.decode(errors="replace")) == self.clean[path][0]

    def stdout_fault(self, kind, path):
        words = self.words(path) + ["--json"]
        if kind == "stderr-dev-full":
            with open("/dev/full", "wb") as full:
                out = run(self.binary, words, stderr=full)
            # Statistics always lost: exit 1. Progress lines come after a second, or not at all.
            stats = [l for l in self.clean[path][1].decode().splitlines() if not PROGRESS.search(l)]
            if out.returncode in ((1,) if stats else (0, 1)) and self.same_result(path, out.stdout):
                return None
            return f"exit {out.returncode} (statistics {'written' if stats else 'none'})"
        words.append("-q")
        if kind == "stdout-dev-full":
            with open("/dev/full", "wb") as full:
                out = run(self.binary, words, stdout=full)
        elif kind == "stdout-closed":
            out = run(self.binary, words, stdout=subprocess.DEVNULL, close_stdout=True)
        else:
            target = self.disk.folder / f"{path}.json"
            with open(target, "wb") as f:
                out = run(self.binary, words, stdout=f, preexec=self.disk.preexec())
            target.unlink()
        if out.returncode == 1 and one_error_line(out.stderr) and b"standard output" in out.stderr:
            return None
        return f"exit {out.returncode}: {out.stderr.decode(errors='replace').strip()[:200]}"

    def file_fault(self, kind, path, field):
        folder = self.work / f"{path}.{field['name']}.{kind}"
        folder.mkdir()
        figures = field["writes"] == "figures"
        preexec = None
        if kind == "missing-folder":
            given = folder / "missing" / "out"
            if figures:
                given = folder / "missing-file" / "out"
                (folder / "missing-file").write_text("a file where a folder belongs\n")
        elif kind == "a-folder":
            given = folder / "existing"
            given.mkdir() if not figures else given.write_text("a file, not a folder\n")
        else:
            folder = self.disk.folder
            given = folder / f"{path}.{field['name']}"
            preexec = self.disk.preexec()
        # The full file system is shared by the cases running at once: only this case's names count.
        def ours(name):
            return kind != "fs-full" or name.startswith(given.name)
        before = sorted(p.name for p in folder.iterdir() if ours(p.name))
        words = self.words(path, field) + [field["cli"], str(given), "--json", "-q"]
        out = run(self.binary, words, preexec=preexec)
        after = sorted(p.name for p in folder.iterdir() if ours(p.name) and (p.name != given.name or kind != "fs-full"))
        err = out.stderr.decode(errors="replace")
        if kind == "fs-full":
            shutil.rmtree(given, ignore_errors=True) if given.is_dir() else given.unlink(missing_ok=True)
        if after != before:
            return f"left behind: {sorted(set(after) - set(before))}"
        if kind == "fs-full" and out.returncode == 0:  # nothing written that mattered: the result must be whole
            return None if out.stdout else "exit 0 without a result"
        expected_rc = 1 if kind == "fs-full" else 2
        if out.returncode != expected_rc or not one_error_line(out.stderr):
            return f"exit {out.returncode}: {err.strip()[:300]}"
        if f"'{given}" not in err or ".tmp" in err:
            return f"does not name the path given: {err.strip()}"
        return None

    def inject(self, fault):
        kind, path, field = fault
        if field is None:
            return self.stdout_fault(kind, path)
        return self.file_fault(kind, path, field)


def main():
    binary = os.path.abspath(sys.argv[1])
    verbs = cli_verbs(binary)
    missing = [f"{v['family']}.{v['name']}" for v in verbs if f"{v['family']}.{v['name']}" not in REQUESTS]
    if missing:
        sys.exit(f"faults.py: no cheap request for {', '.join(missing)}: add one to REQUESTS")
    faults = plan(verbs)
    if "--plan" in sys.argv:
        print(table(faults))
        return
    with tempfile.TemporaryDirectory() as work:
        os.environ["CUBEWORKS_CACHE"] = os.path.join(work, "cache")
        injector = Injector(binary, work)
        paths = sorted({p for _, p, _ in faults})
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            list(pool.map(injector.clean_run, paths))
            results = list(pool.map(injector.inject, faults))
    lost = {}
    for (kind, path, field), problem in zip(faults, results):
        if problem:
            lost[kind] = lost.get(kind, 0) + 1
            print(f"LOST {kind} {path}{' ' + field['cli'] if field else ''}: {problem}")
    print(table(faults, lost))
    print(f"{len(faults)} faults injected into {len(paths)} verbs "
          f"({'a full tmpfs' if injector.disk.namespace else 'RLIMIT_FSIZE'} as the full file system)")
    if "--json" in sys.argv:
        Path(sys.argv[sys.argv.index("--json") + 1]).write_text(json.dumps({"faults": len(faults), "lost": lost}))
    sys.exit(1 if lost else 0)


def in_namespace():
    """Runs this script again in a private mount namespace with a tmpfs to fill, where one can be made."""
    if os.environ.get("CUBEWORKS_FAULTS_TMPFS") is not None or "--plan" in sys.argv or not shutil.which("unshare"):
        return False
    mount = tempfile.mkdtemp(prefix="cubeworks-faults-")
    try:
        script = (f'mount -t tmpfs -o size=64k tmpfs "{mount}" && mkdir "{mount}/full" && '
                  f'mount -t tmpfs -o size=64k tmpfs "{mount}/full" && exec "$@"')
        probe = subprocess.run(["unshare", "-rm", "sh", "-c", script, "sh", "true"], capture_output=True)
        if probe.returncode != 0:
            return False
        env = dict(os.environ, CUBEWORKS_FAULTS_TMPFS=f"{mount}/work/full", TMPDIR=mount + "/work")
        script = (f'mount -t tmpfs -o size=64m tmpfs "{mount}" && mkdir "{mount}/work" "{mount}/work/full" && '
                  f'mount -t tmpfs -o size=64k tmpfs "{mount}/work/full" && exec "$@"')
        done = subprocess.run(["unshare", "-rm", "sh", "-c", script, "sh", sys.executable] + sys.argv, env=env)
        sys.exit(done.returncode)
    finally:
        os.rmdir(mount)


if __name__ == "__main__":
    in_namespace()
    main()
