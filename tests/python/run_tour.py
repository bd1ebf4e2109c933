#!/usr/bin/env python3
"""docs/tour.ipynb runs as it is kept (ctest python/tour_notebook): every cell executes without an
error under a fresh kernel (nbclient, Debian's python3-nbclient), and the notebook in the repository
holds no outputs, so a reader starts from the notebook the test ran.

Usage: run_tour.py NOTEBOOK PYTHONPATH"""
import os
import sys

try:
    import nbclient
    import nbformat
except ImportError:
    print("nbclient is not installed (scripts/install-deps.sh installs python3-nbclient)")
    sys.exit(77)


def main(path, pythonpath):
    nb = nbformat.read(path, as_version=4)
    kept = [i for i, c in enumerate(nb.cells) if c.cell_type == "code" and (c.outputs or c.execution_count)]
    if kept:
        print(f"{path}: cells {kept} are kept with outputs; clear them before committing")
        return 1
    os.environ["PYTHONPATH"] = os.path.abspath(pythonpath) + os.pathsep + os.environ.get("PYTHONPATH", "")
    os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")  # the kernel's debugger's notice
    client = nbclient.NotebookClient(nb, timeout=300, kernel_name="python3",
                                     resources={"metadata": {"path": os.path.dirname(os.path.abspath(path))}})
    client.execute()
    cells = sum(c.cell_type == "code" for c in nb.cells)
    print(f"{path}: {cells} code cells ran")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
