#!/usr/bin/env python3
"""Prints the figures docs/architecture.md states about the code's shape, counted from the tree,
as the Markdown table the page holds between its `figures` markers; the test docs/architecture_figures
fails when the page and this script differ.

    python3 scripts/architecture_figures.py [--check | --update docs/architecture.md]
"""
from __future__ import annotations

import pathlib
import re
import sys

import generated_block  # scripts/, beside this file

ROOT = pathlib.Path(__file__).resolve().parents[1]
FAMILIES = ("roll", "macmahon", "hoffman", "stack")
BEGIN, END = "<!-- figures: scripts/architecture_figures.py -->", "<!-- end figures -->"


def lines(path: pathlib.Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def count(pattern: str, paths) -> int:
    """Occurrences of `pattern` in the files, line by line."""
    rx = re.compile(pattern)
    return sum(len(rx.findall(line)) for p in paths for line in lines(p))


def figures() -> list[tuple[str, str]]:
    cli = sorted((ROOT / "src" / "cli").glob("*.[ch]pp"))
    per_verb = [p for p in cli if re.match(r"(roll|macmahon|hoffman|stack)_\w+\.cpp$", p.name)]
    modules = [ROOT / "python" / "cubeworks" / f"{f}.py" for f in FAMILIES]
    verbs = sorted((ROOT / "src" / "report").glob("verbs_*.cpp"))
    module_lines = {p.stem: len(lines(p)) for p in modules}
    return [
        ("files in `src/cli`", str(len(cli))),
        ("per-verb files in `src/cli` (`<family>_<verb>.cpp`)", str(len(per_verb))),
        ("verbs declared (`declare_verb` in `src/report/verbs_*.cpp`)", str(count(r"declare_verb<", verbs))),
        ("hooks: verbs whose command does more than its declaration (`src/cli/<family>.cpp`)",
         str(count(r'\{"(?:roll|macmahon|hoffman|stack)\.\w+", ', cli))),
        ("result keys declared, records' keys included (`{\"key\", \"type\", ...}` lines)",
         str(count(r'^\s*\{"\w+", "[\w\[\]?]+", "', verbs))),
        ("lines of the Python family modules (" + ", ".join(f"{k} {v}" for k, v in module_lines.items()) + ")",
         str(sum(module_lines.values()))),
        ("Python accessors written by hand that only read the document (`return self._document[...]`)",
         str(count(r"^\s*return (?:int|bool|str|list|tuple)?\(?self\._document\[\"\w+\"\]\)?$", modules))),
        ("hand-written `@property` accessors in the Python family modules", str(count(r"^\s*@property", modules))),
    ]


def table() -> str:
    rows = ["| figure | count |", "|---|---|"] + [f"| {name} | {value} |" for name, value in figures()]
    return "\n".join(rows) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] in ("--check", "--update"):
        if argv[0] == "--update":
            return generated_block.update(argv[1], BEGIN, END, table())
        return generated_block.check(argv[1], BEGIN, END, table(), "scripts/architecture_figures.py")
    sys.stdout.write(table())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
