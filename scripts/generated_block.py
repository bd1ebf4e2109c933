"""A block of a docs page that a script prints: between two marker comments, checked (the page
states what the script prints now) or rewritten in place. Shared by the scripts whose tables the
docs hold (architecture_figures.py, reliability_table.py)."""
from __future__ import annotations

import pathlib
import sys


def _span(page: str, begin: str, end: str) -> tuple[int, int] | None:
    start, stop = page.find(begin), page.find(end)
    return None if start < 0 or stop < 0 else (start + len(begin), stop)


def check(path: str, begin: str, end: str, text: str, script: str) -> int:
    """0 when the page's block is `text`; else 1, saying so on stderr."""
    page = pathlib.Path(path).read_text(encoding="utf-8")
    span = _span(page, begin, end)
    if span is None:
        print(f"{path}: no {begin} ... {end} block", file=sys.stderr)
        return 1
    if page[span[0]:span[1]].strip() + "\n" != text:
        print(f"{path} states another table than {script} prints:\n{text}", file=sys.stderr)
        return 1
    return 0


def update(path: str, begin: str, end: str, text: str) -> int:
    """Rewrites the page's block as `text`; 1 when the page has no such block."""
    file = pathlib.Path(path)
    page = file.read_text(encoding="utf-8")
    span = _span(page, begin, end)
    if span is None:
        print(f"{path}: no {begin} ... {end} block", file=sys.stderr)
        return 1
    file.write_text(page[:span[0]] + "\n" + text + page[span[1]:], encoding="utf-8")
    return 0
