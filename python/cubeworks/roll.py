"""Rolling cubes: sliding puzzles of cubes that roll into the empty cell (``cubeworks roll``).

Each function runs the same code as the command ``cubeworks roll VERB`` and returns a result
whose ``to_dict()`` is the document ``cubeworks roll VERB --json`` prints and whose ``str()``
is the readable report. States are written as in docs/model.md: rows separated by ``/``, one
digit 0-5 per cube (where its black face is: up, down, north, east, south, west), ``.`` the
empty cell. A move rolls a cube into the empty cell and is named by the direction the cube
travels: U north, D south, L west, R east.

Example:
    >>> import cubeworks
    >>> cubeworks.roll.solve().length
    36
"""
from __future__ import annotations

from ._result import Array, Result, as_array
from ._verbs import make_verb

__all__ = ["solve", "analyze", "diameter", "generate", "RollSolution", "RollAnalysis", "RollDiameter", "RollGenerated"]

class RollSolution(Result):
    """What :func:`solve` returns: an optimal move string, and how many there are.

    ``svg()`` (and Jupyter) shows the solution as a strip of boards, one per move.
    """

    __slots__ = ()

    @property
    def start(self) -> str:
        """The start state (the document's ``from``), as the engine writes it."""
        return self._document["from"]

    @property
    def goal(self) -> str:
        """The goal state (the document's ``to``)."""
        return self._document["to"]

    @property
    def moves(self) -> str:
        """One optimal move string (U, D, L, R: where each rolled cube goes); '' when start is the goal."""
        return self._document["moves"]

    @property
    def length(self) -> int | None:
        """The number of moves of an optimal solution; None when none is within ``max_moves``."""
        return self._document["length"]

    @property
    def length_at_least(self) -> int | None:
        """With no solution within ``max_moves``: the length the search proved necessary (at least
        ``max_moves + 1``; from IDA*, its first bound above the limit); None otherwise."""
        return self._document.get("length_at_least")

    @property
    def optimal_count(self) -> int | None:
        """How many optimal move strings there are; None when IDA* found the solution (not counted)."""
        return self._document["optimal_count"]

    @property
    def method(self) -> str:
        """'bfs' (the whole space searched in memory) or 'ida*' (iterative deepening A*)."""
        return self._document["method"]

    @property
    def all(self) -> list[str] | None:
        """Every optimal move string when asked for with ``all=True``; else None."""
        found = self._document.get("all")
        return None if found is None else list(found)

    @property
    def proven_optimal(self) -> bool:
        """Always True: both methods prove that no shorter solution exists."""
        return self._document["proven_optimal"]

    @property
    def nodes(self) -> int | None:
        """IDA*: the nodes searched (may vary a little from run to run with the threads); None for bfs."""
        return self._document.get("nodes")

    def _summary(self) -> str:
        return (f"start={self.start!r}, goal={self.goal!r}, length={self.length}, "
                f"optimal_count={self.optimal_count}, method={self.method!r}")


class RollAnalysis(Result):
    """What :func:`analyze` returns: the distances of every state of a board from one start."""

    __slots__ = ()

    @property
    def board(self) -> str:
        """The board, RxC (e.g. '3x3')."""
        return self._document["board"]

    @property
    def start(self) -> str:
        """The start state."""
        return self._document["start"]

    @property
    def states(self) -> int:
        """All states of the board (cells x 6^(cells-1))."""
        return self._document["states"]

    @property
    def reachable(self) -> int:
        """The states reachable from the start."""
        return self._document["reachable"]

    @property
    def max_distance(self) -> int:
        """The largest distance from the start (in moves) of a reachable state."""
        return self._document["max_distance"]

    @property
    def histogram(self) -> list[int]:
        """histogram[d]: the number of states at distance d from the start, d = 0..max_distance."""
        return list(self._document["histogram"])

    @property
    def histogram_array(self) -> Array:
        """:attr:`histogram` as a numpy array (a list where numpy is missing)."""
        return as_array(self._document["histogram"])

    @property
    def farthest_count(self) -> int:
        """The number of states at the largest distance."""
        return self._document["farthest_count"]

    @property
    def farthest(self) -> list[str]:
        """The farthest states, at most ``farthest_limit`` of them, in rank order."""
        return list(self._document["farthest"])

    @property
    def invariants(self) -> list[str]:
        """What every reachable state keeps, one sentence each; empty when every state is reachable."""
        return list(self._document["invariants"])

    @property
    def component_sizes(self) -> list[int] | None:
        """The sizes of the state graph's components when it splits; else None."""
        sizes = self._document.get("component_sizes")
        return None if sizes is None else list(sizes)

    def _summary(self) -> str:
        return (f"board={self.board!r}, start={self.start!r}, states={self.states}, "
                f"reachable={self.reachable}, max_distance={self.max_distance}")


class RollDiameter(Result):
    """What :func:`diameter` returns: a lower bound on a board's diameter and the sweeps behind it."""

    __slots__ = ()

    @property
    def board(self) -> str:
        """The board, RxC (e.g. '3x3')."""
        return self._document["board"]

    @property
    def graph(self) -> str:
        """'states' (the puzzle's own graph) or 'axes' (the axis graph, whose distances are at most
        the puzzle's); 'states' for an exact diameter."""
        return self._document.get("graph", "states")

    @property
    def exact(self) -> bool:
        """Whether the figures are exact (``exact=True``): every state's eccentricity known."""
        return bool(self._document.get("exact", False))

    def _exact_field(self, key: str):
        if key not in self._document:
            raise AttributeError(f"{key} is known only for an exact diameter (exact=True)")
        return self._document[key]

    @property
    def diameter(self) -> int:
        """The exact diameter (exact=True only)."""
        return self._exact_field("diameter")

    @property
    def radius(self) -> int:
        """The smallest eccentricity (exact=True only)."""
        return self._exact_field("radius")

    @property
    def states(self) -> int:
        """States of the board: every arrangement of its cubes (exact=True only)."""
        return self._exact_field("states")

    @property
    def kind(self) -> str:
        """The cubes: 'classic', 'eight' or 'dice' (exact=True only)."""
        return self._exact_field("kind")

    @property
    def reachable(self) -> int:
        """The states searched: all of them for classic cubes, the start's component for the other
        kinds (exact=True only)."""
        return self._exact_field("reachable")

    @property
    def moves(self) -> str:
        """A shortest move string from the pair's first state to its second, replayed by the
        checker (exact=True only)."""
        return self._exact_field("moves")

    @property
    def central_states(self) -> int:
        """States whose eccentricity is the radius (exact=True only)."""
        return self._exact_field("central_states")

    @property
    def antipodal_pairs(self) -> int:
        """Unordered pairs of states at the diameter (exact=True only)."""
        return self._exact_field("antipodal_pairs")

    @property
    def eccentricities(self) -> list[tuple[int, int]]:
        """(eccentricity, states) for every eccentricity that occurs (exact=True only)."""
        return [(e, n) for e, n in self._exact_field("eccentricities")]

    @property
    def diameter_at_least(self) -> int:
        """The largest eccentricity found: no board's diameter is below it."""
        return self._document["diameter_at_least"]

    @property
    def diameter_at_most(self) -> int | None:
        """No two states lie farther apart: twice the least eccentricity searched, or less by the
        distance profiles of the first ``landmarks`` searches (graph states); the diameter itself
        when exact; None in the axis graph, whose distances only bound the puzzle's from below."""
        if self.exact:
            return self._document["diameter"]
        return self._document.get("diameter_at_most")

    @property
    def pair(self) -> tuple[str, str]:
        """Two states that far apart (in the axis graph: with any orientations along the same axes)."""
        a, b = self._document["pair"]
        return a, b

    @property
    def sweeps(self) -> list[dict]:
        """Every search: round, from, eccentricity, farthest (the first), farthest_count, seconds
        (empty for an exact diameter)."""
        return [dict(s) for s in self._document.get("sweeps", [])]

    def _summary(self) -> str:
        if self.exact:
            return f"board={self.board!r}, diameter={self.diameter}, radius={self.radius}"
        return f"board={self.board!r}, graph={self.graph!r}, diameter_at_least={self.diameter_at_least}"


class RollGenerated(Result):
    """What :func:`generate` returns: states exactly ``distance`` moves from the goal."""

    __slots__ = ()

    @property
    def goal(self) -> str:
        return self._document["goal"]

    @property
    def distance(self) -> int:
        """The distance drawn at (the goal's farthest for distance='max')."""
        return self._document["distance"]

    @property
    def at_distance(self) -> int | None:
        """How many states lie exactly that far: the population drawn from (None for method 'ida')."""
        return self._document["at_distance"]

    @property
    def states(self) -> list[str]:
        return list(self._document["states"])

    @property
    def method(self) -> str:
        """The method that ran: 'layers' or 'compact' (drawn uniformly) or 'ida' (each state proved that
        far by IDA*, not drawn uniformly)."""
        return self._document["method"]

    @property
    def uniform(self) -> bool:
        """Whether the states were drawn uniformly among all states that far."""
        return self._document["uniform"]

    def _summary(self) -> str:
        among = f"of {self.at_distance}" if self.uniform else "by IDA*"
        return f"goal={self.goal!r}, distance={self.distance}, states={len(self.states)} {among}"


solve = make_verb("roll.solve", RollSolution, module=__name__, doc="""An optimal move string from ``start`` to ``goal`` (``cubeworks roll solve``).

    {args}

    Returns:
        A RollSolution: ``to_dict()`` is ``cubeworks roll solve --from START --to GOAL [--all]
        --json``, ``str()`` its report, ``svg()`` the solution as a strip of boards.

    Raises:
        ValueError: a malformed state, boards that differ, ``all`` with IDA*, too many strings
            for ``all`` (e.g. ``max_all: there are 16 optimal move strings, more than the limit
            of 5 for listing them all``), an unknown method, a checkpoint with the breadth-first
            method or written by another search.
        RuntimeError: the goal cannot be reached from the start (``no solution: ...``), or a
            damaged checkpoint.
        KeyboardInterrupt: Ctrl-C; the search stops cleanly (after saving the checkpoint).

    Example:
        >>> import cubeworks
        >>> r = cubeworks.roll.solve("00/.0", "00/5.")  # the cube east of the gap rolls west
        >>> r
        RollSolution(start='00/.0', goal='00/5.', length=1, optimal_count=1, method='bfs')
        >>> r.moves
        'L'
        >>> cubeworks.roll.solve("000/0.0/000", "111/1.1/111").optimal_count
        16
        >>> r.svg().startswith("<svg")
        True
        >>> e = cubeworks.roll.solve("000/0.0/000", "RRR/R.R/RRR", kind="eight", max_moves=30)
        >>> e.length, e.optimal_count
        (28, 4)
    """)

analyze = make_verb("roll.analyze", RollAnalysis, module=__name__, doc="""Every state of a board by its distance from a start state (``cubeworks roll analyze``).

    A breadth-first search over the whole space, one bit per state: 3x3 (15 million states)
    takes a fraction of a second, 3x4 (4.35 billion) about 1.1 GB of memory and a minute or so.

    {args}

    Returns:
        A RollAnalysis: ``to_dict()`` is ``cubeworks roll analyze [--board B | --from S]
        --no-checkpoint --json``, ``str()`` its report; ``histogram_array`` for plotting.

    Raises:
        ValueError: a malformed board or state, both board and start, a checkpoint prefix
            that cannot be written, memory_gib not positive.
        RuntimeError: the board needs more memory than ``memory_gib`` or the machine has.
        KeyboardInterrupt: Ctrl-C; the search stops cleanly (after writing its checkpoint
            when it has one, so that the same call resumes).

    Example:
        >>> import cubeworks
        >>> a = cubeworks.roll.analyze(board="2x3")
        >>> a
        RollAnalysis(board='2x3', start='000/0.0', states=46656, reachable=46656, max_distance=48)
        >>> a.histogram[:6]
        [1, 3, 4, 4, 6, 10]
        >>> a.farthest
        ['.15/315', '31./315']
        >>> int(sum(a.histogram_array)) == a.reachable
        True

        Plotting the distance histogram (needs matplotlib)::

            import matplotlib.pyplot as plt
            a = cubeworks.roll.analyze()            # 3x3
            plt.bar(range(len(a.histogram)), a.histogram_array)
            plt.yscale("log")
            plt.xlabel("distance from " + a.start)
            plt.ylabel("states")
            plt.show()
    """)

diameter = make_verb("roll.diameter", RollDiameter, module=__name__, doc="""Bounds on the diameter of a board by repeated sweeps, or the exact diameter (``cubeworks roll diameter``).

    A search from a state finds its farthest states, a search from one of them goes on, and so
    on while the largest distance does not fall. Every distance found is between two real
    states, so the largest is a lower bound on the diameter (the most moves any state needs to
    reach any other); on 2x3 it is the diameter itself. On the graph of states the diameter is at
    most twice the least eccentricity searched, or less with ``landmarks``: the first searches'
    distances to every state bound every pair's distance from above (``diameter_at_most``).
    With ``exact=True``: the exact diameter, radius, antipodal pairs and every state's
    eccentricity (2x3 seconds, 2x4 and 3x3 under a minute with ``extremes``).

    {args}

    Returns:
        A RollDiameter: ``to_dict()`` is ``cubeworks roll diameter ... --json``, ``str()`` its report.

    Raises:
        ValueError: a malformed board or state, both board and start, an unknown graph, a width
            or rounds below 1, landmarks outside 0..3 or on the axis graph, the 2x2 board (its
            states do not all reach each other).
        RuntimeError: the space does not fit (graph 'states'), more than 16 cells (graph 'axes').

    Example:
        >>> import cubeworks
        >>> d = cubeworks.roll.diameter(board="2x3")
        >>> d.diameter_at_least, d.pair
        (60, ('.15/315', '.03/503'))
        >>> cubeworks.roll.diameter(board="3x3", landmarks=3).diameter_at_most
        84
        >>> cubeworks.roll.diameter(board="2x3", graph="axes").diameter_at_least
        30
        >>> e = cubeworks.roll.diameter(board="2x3", exact=True)
        >>> e.diameter, e.radius, e.antipodal_pairs
        (60, 39, 8)
    """)

generate = make_verb("roll.generate", RollGenerated, module=__name__, doc="""States exactly ``distance`` moves from a goal, drawn uniformly (``cubeworks roll generate``).

    A breadth-first search from the goal gives every state that far; ``count`` distinct ones are
    drawn uniformly among them with ``seed``. ``distance='max'`` draws from the goal's farthest.
    Classic cubes on boards whose search does not fit (4x4 and up) are drawn by IDA*
    (``method='ida'``): the ends of random walks from the goal, solved optimally, each giving the state ``distance`` moves
    before the goal on its solution; every state is proved that far, but not drawn uniformly
    (``uniform`` is False, ``at_distance`` None).

    {args}

    Returns:
        A RollGenerated: ``to_dict()`` is ``cubeworks roll generate ... --json``.

    Raises:
        ValueError: a malformed board, kind, goal or distance; no state that far (for IDA*: none
            of the random walks' ends was that far); a method that does not serve these cubes.
        RuntimeError: the layers or bits do not fit in the memory limit.
        KeyboardInterrupt: Ctrl-C; nothing is kept.

    Example:
        >>> import cubeworks
        >>> cubeworks.roll.generate(board="2x3", distance="max").distance
        48
    """)
