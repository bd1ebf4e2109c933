"""Instant Insanity and stacking puzzles: n coloured cubes stacked in a column so that each of
its four long sides shows n different colours (``cubeworks stack``).

Each function runs the same code as the command ``cubeworks stack VERB`` and returns a result
whose ``to_dict()`` is the document ``cubeworks stack VERB --json`` prints and whose ``str()``
is the readable report: :func:`solve`, :func:`explain`, :func:`check`, :func:`census`,
:func:`random` and :func:`design`. Cubes are six colours each in face order up, down, front, back, left, right
(``"RGRRBW"``), MacMahon names (``"Ab"``), ``"f4:12"`` (cube 12 of the four-coloured family) or
``"classic"`` (Parker Brothers' four cubes). The definitions are in docs/stack.md.

Example:
    >>> import cubeworks
    >>> r = cubeworks.stack.solve("classic")
    >>> r.classes, r.subgraph_pairs
    (1, 1)
"""
from __future__ import annotations

from ._result import Result, declared, nested, public_names
from ._verbs import CUBE_LIST, make_verb


@declared("stack.solve")
class StackSolve(Result):
    """What :func:`solve` returns: the column's stacks counted three ways, and the first solutions.

    ``svg()`` (and Jupyter) shows the colour graph with the first solution's two subgraphs;
    ``svg(1)`` the solved column's four long sides.
    """

    __slots__ = ()
    stacks = nested("count", "stacks", "int")
    classes = nested("count", "classes", "int")
    subgraph_pairs = nested("count", "subgraph_pairs", "int")
    complete = nested("count", "complete", "bool")

    def _summary(self) -> str:
        return f"stacks={self.stacks}, classes={self.classes}, subgraph_pairs={self.subgraph_pairs}"


@declared("stack.explain")
class StackExplain(Result):
    """What :func:`explain` returns: the colour graph and why the column does or does not stack."""

    __slots__ = ()


@declared("stack.check")
class StackCheck(Result):
    """What :func:`check` returns: a column with each cube turned, its four long sides, and a hint."""

    __slots__ = ()


@declared("stack.census")
class StackCensus(Result):
    """What :func:`census` returns: every k-set of a pool, how many stack and how many one way."""

    __slots__ = ()


@declared("stack.random")
class StackRandom(Result):
    """What :func:`random` returns: per height, the solvable fraction and the decision times."""

    __slots__ = ()


@declared("stack.design")
class StackDesign(Result):
    """What :func:`design` returns: a column that stacks in exactly one way, and that way."""

    __slots__ = ()
    stacks = nested("count", "stacks", "int")


# The names of an earlier release.
SolveResult, ExplainResult, CheckResult = StackSolve, StackExplain, StackCheck
CensusResult, RandomResult, DesignResult = StackCensus, StackRandom, StackDesign


solve = make_verb("stack.solve", StackSolve, module=__name__, convert={"cubes": CUBE_LIST},
    returns="``svg()`` draws the colour graph with the first solution's subgraphs.",
    raises={"ValueError": "an unknown name or a malformed cube (``cubes: cube 'RGB': six colours, ...``)"},
    example="""
    >>> import cubeworks
    >>> cubeworks.stack.solve("classic").stacks
    8
    """)

explain = make_verb("stack.explain", StackExplain, module=__name__, convert={"cubes": CUBE_LIST}, example="""
    >>> import cubeworks
    >>> cubeworks.stack.explain("111111,111111,123123").obstacle
    'rare_colour'
    """)

census = make_verb("stack.census", StackCensus, module=__name__, example="""
    >>> import cubeworks
    >>> cubeworks.stack.census("haraguchi").sets
    814385
    """)

random = make_verb("stack.random", StackRandom, module=__name__)

design = make_verb("stack.design", StackDesign, module=__name__)

check = make_verb("stack.check", StackCheck, module=__name__, convert={"cubes": CUBE_LIST},
    raises={"ValueError": "a malformed cube, or a turn that is not x, y, z, X, Y, Z (``turns: ...``)"},
    example="""
    >>> import cubeworks
    >>> cubeworks.stack.check("classic", turns="xy,xzz,XY,x").solved
    True
    """)

__all__ = public_names(globals())
