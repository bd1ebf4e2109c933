# Stubs of the compiled module (src/python/). Every verb returns run_verb's answer:
# (the --json document as JSON text, the readable report, [(file, caption, svg), ...]).
from types import ModuleType
from typing import Callable, Optional

__version__: str

_Answer = tuple[str, str, list[tuple[str, str, str]]]

class ProgressUpdate:
    @property
    def label(self) -> str: ...
    @property
    def done(self) -> int: ...
    @property
    def total(self) -> int: ...
    @property
    def elapsed(self) -> float: ...
    @property
    def note(self) -> str: ...
    @property
    def finished(self) -> bool: ...

_Progress = Optional[Callable[[ProgressUpdate], None]]

# --- macmahon ---
class _MacMahon(ModuleType):
    def cubes(self, family: int = 0) -> _Answer: ...
    def solve(self, target: str, cubes: str, interior: bool = False, *, size: int = 2) -> _Answer: ...
    def census(self, target: str) -> _Answer: ...
    def explain(self, target: str = "", cubes: str = "", *, all: bool = False) -> _Answer: ...
    def analyze(self, cubes: str) -> _Answer: ...
    def multiset(self, cubes: str = "", *, max_infeasible: bool = False, variant: str = "targets",
                 progress: _Progress = None) -> _Answer: ...
    def targets(self, list_max: bool = False, db: str = "", *, size: int = 2) -> _Answer: ...
    def universal(self, size: Optional[int] = None, *, facts: bool = False, progress: _Progress = None) -> _Answer: ...
    def sizes(self, *, progress: _Progress = None) -> _Answer: ...

macmahon: _MacMahon

# --- hoffman ---
class _Hoffman(ModuleType):
    def enumerate(self, dim: int = 3, lengths: str = "", *, ignore_side_condition: bool = False) -> _Answer: ...
    def check(self, grid: str, lengths: str = "", *, ignore_side_condition: bool = False) -> _Answer: ...
    def construct(self, dim: int = 4, variant: str = "", pairing: int = 0, *, lengths: str = "") -> _Answer: ...
    def layers(self, dim: int = 4, lengths: str = "") -> _Answer: ...
    def search_first(
        self,
        dim: int = 4,
        lengths: str = "",
        *,
        invariant: list[str] = ...,
        method: str = "",
        order: str = "",
        symmetric: bool = False,
        restarts: int = 0,
        time_limit: float = 60.0,
        seed: int = 1,
        start: str = "",
        count_limit: int = 1,
        progress: _Progress = None,
    ) -> _Answer: ...
    def symmetries(self, dim: int = 4, lengths: str = "", *, time_limit: float = 30.0, count_time: float = 0.0,
                   count_classes: list[str] = ..., progress: _Progress = None) -> _Answer: ...
    def conquer(self, dim: int = 4, lengths: str = "", *, invariant: list[str] = ..., depth: int = 2,
                cube_conflicts: int = 10000, batch: int = 0, time_limit: float = 0.0, checkpoint: str = "",
                count: bool = False, sample: int = 0, seed: int = 1, progress: _Progress = None) -> _Answer: ...
    def approx_count(self, dim: int = 3, lengths: str = "", *, invariant: list[str] = ..., epsilon: float = 0.8,
                     delta: float = 0.2, seed: int = 1, time_limit: float = 0.0, checkpoint: str = "",
                     progress: _Progress = None) -> _Answer: ...

hoffman: _Hoffman

# --- roll ---
class _Roll(ModuleType):
    def solve(self, start: str = "000/0.0/000", goal: str = "111/1.1/111", all: bool = False, *,
              max_all: int = 100000, method: str = "auto", kind: str = "classic",
              max_moves: Optional[int] = None, groups: int = -1, perimeter: int = 4194304,
              axis: str = "auto", search_from: str = "auto", progress: _Progress = None) -> _Answer: ...
    def analyze(self, board: str = "", start: str = "", *, farthest_limit: int = 1000,
                checkpoint: Optional[str] = None, memory_gib: float = 2.0, kind: str = "classic",
                progress: _Progress = None) -> _Answer: ...

roll: _Roll

# Test aid: sleeps with the GIL released, reporting progress and stopping at Ctrl-C.
def _sleep_until_interrupted(seconds: float, *, progress: _Progress = None) -> _Answer: ...
