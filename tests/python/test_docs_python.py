"""docs/python.md runs as written, so it never goes stale: its ```pycon blocks are doctests
(every `>>>` line runs and its printed output must match), its ```python blocks run as they are,
all in one namespace, in the order of the page, as a notebook would. A block that imports a
package this machine lacks (matplotlib, say) is skipped, and so is what follows from it."""
from __future__ import annotations

import doctest
import importlib.util
import pathlib
import re

import pytest

PAGE = pathlib.Path(__file__).resolve().parents[2] / "docs" / "python.md"
FENCE = re.compile(r"^```(pycon|python)\n(.*?)^```", re.M | re.S)
IMPORT = re.compile(r"^\s*(?:>>> )?(?:import|from) (\w+)", re.M)


def blocks() -> list[tuple[int, str, str]]:
    text = PAGE.read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start()) + 1, m.group(1), m.group(2)) for m in FENCE.finditer(text)]


def missing_module(code: str) -> str | None:
    for name in IMPORT.findall(code):
        if importlib.util.find_spec(name) is None:
            return name
    return None


def test_the_page_has_examples() -> None:
    kinds = [kind for _, kind, _ in blocks()]
    assert "pycon" in kinds, "docs/python.md should show checked examples (```pycon blocks)"


def test_every_example_on_the_page_runs(tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # files an example writes stay out of the source tree
    namespace: dict = {"__name__": "docs_python"}
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    parser = doctest.DocTestParser()
    skipped = []
    for line, kind, code in blocks():
        lacking = missing_module(code)
        if lacking:
            skipped.append(f"line {line} (needs {lacking})")
            continue
        if kind == "python":
            exec(compile(code, f"{PAGE}:{line}", "exec"), namespace)
            continue
        test = parser.get_doctest(code, namespace, f"docs/python.md:{line}", str(PAGE), line)
        result = runner.run(test, clear_globs=False)
        namespace.update(test.globs)  # a DocTest runs in a copy of the names it is given
        assert result.failed == 0, f"the example at docs/python.md line {line} no longer prints what the page says"
    if skipped:
        print("skipped:", ", ".join(skipped))
