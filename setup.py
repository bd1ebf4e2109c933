"""Builds the compiled module `cubeworks._cubeworks` with CMake for `pip install .`.

The build folder is build/pip inside the source tree (or $CUBEWORKS_BUILD_DIR), so a second
install only rebuilds what changed; ccache is used when present (CMakeLists.txt). The module is
built portable (no -march=native), in Release, without tests, benchmarks or MPI, for the Python
that runs pip. The metadata is in pyproject.toml; the version is the project's, from
CMakeLists.txt.
"""
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOURCE = Path(__file__).resolve().parent
BUILD = Path(os.environ.get("CUBEWORKS_BUILD_DIR") or SOURCE / "build" / "pip").resolve()


def project_version() -> str:
    text = (SOURCE / "CMakeLists.txt").read_text(encoding="utf-8")
    return re.search(r"project\(cubeworks VERSION ([\d.]+)", text).group(1)


class CMakeBuild(build_ext):
    """Configures (once; CMake re-checks its cache every time) and builds the target _cubeworks."""

    def build_extension(self, ext: Extension) -> None:
        build = BUILD
        configure = ["cmake", "-S", str(SOURCE), "-B", str(build),
                     "-DCMAKE_BUILD_TYPE=Release", "-DCUBEWORKS_NATIVE=OFF", "-DCUBEWORKS_TESTS=OFF",
                     "-DCUBEWORKS_BENCH=OFF", "-DCUBEWORKS_MPI=OFF", "-DCUBEWORKS_PYTHON=ON",
                     f"-DPython3_EXECUTABLE={os.path.realpath(sys.executable)}"]
        if shutil.which("ninja") and not (build / "CMakeCache.txt").exists():
            configure += ["-G", "Ninja"]
        subprocess.run(configure, check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["cmake", "--build", str(build), "--target", "_cubeworks"], check=True)
        built = build / "python" / "cubeworks" / ("_cubeworks" + sysconfig.get_config_var("EXT_SUFFIX"))
        if not built.is_file():
            sys.exit(f"setup.py: CMake built no {built}")
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(
    version=project_version(),
    ext_modules=[Extension("cubeworks._cubeworks", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    # setuptools' own build folders beside CMake's, inside the ignored build folder.
    options={"build": {"build_base": str(BUILD / "setuptools")}},
)
