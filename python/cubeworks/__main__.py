"""``python -m cubeworks ARGS`` (and pip's ``cubeworks`` command): the command-line program,
run in this process by the compiled module, with the same verbs, options and exit statuses."""
from __future__ import annotations

import sys

from . import _cubeworks


def main() -> int:
    """Runs ``cubeworks`` with this process's arguments and returns its exit status."""
    sys.stdout.flush()
    return _cubeworks._cli_main(["cubeworks", *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())
