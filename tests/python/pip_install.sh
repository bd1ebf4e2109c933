#!/usr/bin/env bash
# `pip install --no-build-isolation --no-index SOURCE` into a fresh virtual environment, then an
# import of the INSTALLED package from another folder, and no new files in the source tree
# outside its ignored build folder (ctest python/pip_install).
# Usage: pip_install.sh SOURCE_DIR [PYTHON]   ($CUBEWORKS_BUILD_DIR: setup.py's build folder; the
# ctest passes the configured build tree, which setup.py then uses as it is: the portable build
# from scratch is timed by bench/build_times.sh)
set -euo pipefail
source_dir=$(cd "$1" && pwd)
python=${2:-/usr/bin/python3}
unset PYTHONPATH
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
untracked() { git -C "$source_dir" status --porcelain --untracked-files=all 2>/dev/null || true; }
before=$(untracked)

# The system's pip runs inside the environment (--system-site-packages makes it importable), so
# the environment needs no copy of pip of its own: quicker.
"$python" -m venv --system-site-packages --without-pip "$tmp/venv"
cd "$tmp"
start=$SECONDS
"$tmp/venv/bin/python" -m pip install --no-build-isolation --no-index --no-deps --disable-pip-version-check \
  -q "$source_dir"
echo "pip install: $((SECONDS - start)) s"

"$tmp/venv/bin/python" - "$tmp/venv" <<'PY'
import pathlib
import sys

import cubeworks

venv = pathlib.Path(sys.argv[1]).resolve()
where = pathlib.Path(cubeworks.__file__).resolve()
assert venv in where.parents, f"imported {where}, not the package installed in {venv}"
assert (where.parent / "py.typed").is_file() and (where.parent / "_cubeworks.pyi").is_file()
assert all((where.parent / f"{family}.pyi").is_file() for family in ("roll", "macmahon", "hoffman"))
r = cubeworks.macmahon.cubes(family=4)
assert r.count == 68 and r.to_dict()["count"] == 68, repr(r)
print(f"imported {where}: cubeworks {cubeworks.__version__}, {r!r}")
PY

# pip's `cubeworks` command and `python -m cubeworks`: the command line, with its exit statuses.
"$tmp/venv/bin/cubeworks" roll solve --from 00/.0 --to 00/5. --json | grep -q '"length": 1'
"$tmp/venv/bin/python" -m cubeworks --version | grep -q '^cubeworks '
if "$tmp/venv/bin/cubeworks" roll solve --max-moves x 2>"$tmp/err"; then exit 1; else [ $? -eq 2 ]; fi
grep -qx "cubeworks: error: --max-moves: expected an integer, got 'x'" "$tmp/err"

# A wheel from the same build folder (nothing recompiled), with the licence and the project's URL.
start=$SECONDS
"$tmp/venv/bin/python" -m pip wheel --no-build-isolation --no-index --no-deps --disable-pip-version-check \
  -q -w "$tmp/wheels" "$source_dir"
echo "pip wheel: $((SECONDS - start)) s"
"$tmp/venv/bin/python" - "$tmp"/wheels/cubeworks-*.whl <<'PY'
import sys
import zipfile

wheel = zipfile.ZipFile(sys.argv[1])
names = wheel.namelist()
metadata = wheel.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
assert any(n.startswith("cubeworks/_cubeworks") and n.endswith(".so") for n in names), names
assert any(n.endswith(".dist-info/LICENSE") for n in names), names
assert "Project-URL: Homepage, https://" in metadata, metadata
assert "License :: OSI Approved :: MIT License" in metadata, metadata
assert all(f"cubeworks/{f}.pyi" in names for f in ("roll", "macmahon", "hoffman")), names
print(f"{sys.argv[1].rsplit('/', 1)[-1]}: {len(names)} files")
PY

after=$(untracked)
if [ "$before" != "$after" ]; then
  echo "pip install left files in the source tree:" >&2
  diff <(echo "$before") <(echo "$after") >&2 || true
  exit 1
fi
