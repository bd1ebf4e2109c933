"""cubeworks: solve, count and draw cube puzzles, from Python.

Thin bindings over the C++ library: every function runs the same code as the command line
verb of the same name and returns a result whose ``to_dict()`` is the verb's ``--json``
document and whose ``str()`` is its readable report. One module per command family:
:mod:`cubeworks.macmahon`, :mod:`cubeworks.roll`, :mod:`cubeworks.hoffman`,
:mod:`cubeworks.stack`.

Long calls release the GIL, stop at Ctrl-C (KeyboardInterrupt) and take
``progress=callback``, a function called a few times a second with a :class:`ProgressUpdate`;
without it they print nothing. Bad arguments raise ValueError naming the parameter, failures
while running RuntimeError. Calls run one at a time in a process (the engines use every core).

Example:
    >>> import cubeworks
    >>> r = cubeworks.macmahon.cubes(family=4)
    >>> r.count
    68
    >>> r.to_dict()["count"]
    68
"""
from __future__ import annotations

import atexit as _atexit
import os as _os

# The engines' OpenMP threads sleep between parallel loops instead of spinning, so that a
# notebook's other work keeps its cores; read when OpenMP starts, so set before the module loads.
_os.environ.setdefault("OMP_WAIT_POLICY", "passive")

from . import _cubeworks  # noqa: E402
from ._cubeworks import ProgressUpdate
from ._result import Figure, Result, as_array
from . import hoffman, macmahon, roll, stack

__version__: str = _cubeworks.__version__

# An engine still running in another thread at exit is stopped and waited for before the
# interpreter goes away (it would otherwise crash the process).
_atexit.register(_cubeworks._shutdown)

__all__ = ["ProgressUpdate", "Figure", "Result", "as_array", "hoffman", "macmahon", "roll", "stack", "__version__"]
