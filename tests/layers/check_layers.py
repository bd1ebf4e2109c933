#!/usr/bin/env python3
"""Checks that the layers of src/ depend one way: every #include "X/..." in src/F/ must name a
folder that F may use. Bottom up: core; the puzzle families (rolling, macmahon, hoffman, stack), which
know only core and themselves; render; report (one document per verb, and the declarations of
the verbs: report/verbs.hpp); reproduce (built on the verbs); the front
ends (cli, python, and any other bindings).
Also checks that the engines and the report layer name no command-line flag in their strings
(the front end adds which option carried a bad value), and that below the front ends nothing
prints: output is the front ends' business, progress and status lines go through core/progress.
Usage: check_layers.py SOURCE_DIR"""
import pathlib
import re
import sys

FAMILIES = {"rolling", "macmahon", "hoffman", "stack"}
ALLOWED = {
    "core": {"core"},
    **{f: {"core", f} for f in FAMILIES},
    "render": {"core", "render"} | FAMILIES,
    "reproduce": {"core", "render", "reproduce", "report"} | FAMILIES,
    "report": {"core", "render", "report"} | FAMILIES,
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"/]+)/')
# Writing to the terminal: only core/progress.cpp and core/mpi.cpp (rank 0's notes) may.
PRINT = re.compile(r'\b(fmt::print|std::printf|printf|std::puts|std::fputs|fputs|std::cout|std::cerr|fprintf|std::fprintf)\b')
MAY_PRINT = {"core/progress.cpp"}
# A string literal naming a long option, e.g. "--from" or "use --all".
DECLARED_SPELLING = re.compile(r'\.cli\s*=\s*"[^"]*"')
FLAG = re.compile(r'"[^"\n]*(?<![\w-])--[a-z][a-z-]+[^"\n]*"')


def main(src: pathlib.Path) -> int:
    problems = []
    for path in sorted(src.rglob("*.[ch]pp")):
        layer = path.relative_to(src).parts[0]
        allowed = ALLOWED.get(layer)  # None: a front end, which may use every layer
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            m = INCLUDE.match(line)
            if m and allowed is not None and m.group(1) not in allowed:
                problems.append(f"{path.relative_to(src.parent)}:{no}: {layer}/ may not include {m.group(1)}/")
            code = line.split("//", 1)[0]
            # A declaration's CLI spelling (.cli = "--from") is where flags are meant to be named.
            code = DECLARED_SPELLING.sub("", code)
            relative = path.relative_to(src).as_posix()
            if allowed is not None and relative not in MAY_PRINT and PRINT.search(code):
                problems.append(f"{path.relative_to(src.parent)}:{no}: prints below the front ends: "
                                f"{PRINT.search(code).group(0)}")
            if (layer in {"core", "report"} or layer in FAMILIES) and FLAG.search(code):
                problems.append(f"{path.relative_to(src.parent)}:{no}: an engine names a command-line flag: "
                                f"{FLAG.search(code).group(0)}")
    for p in problems:
        print(p)
    print(f"checked {sum(1 for _ in src.rglob('*.[ch]pp'))} files: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "src").resolve()))
