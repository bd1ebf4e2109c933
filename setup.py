"""Builds the compiled module `cubeworks._cubeworks` with CMake for `pip install .`.

The build folder is build/pip inside the source tree, so a second install only rebuilds what
changed; ccache is used when present (CMakeLists.txt). The module is built portable (no
-march=native: its hot loops choose their code by CPU at load time), in Release, without tests,
benchmarks or MPI, for the Python that runs pip. $CUBEWORKS_BUILD_DIR names another build folder:
one that CMake has configured already (build/release, after the README's commands) is used as it
is, so the install takes seconds and the module is tuned for this machine. The metadata is in pyproject.toml; the version is the project's, from
CMakeLists.txt.
"""
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOURCE = Path(__file__).resolve().parent
BUILD = Path(os.environ.get("CUBEWORKS_BUILD_DIR") or SOURCE / "build" / "pip").resolve()


def project_version() -> str:
    text = (SOURCE / "CMakeLists.txt").read_text(encoding="utf-8")
    return re.search(r"project\(cubeworks VERSION ([\d.]+)", text).group(1)


class Progress:
    """One line saying what the build is doing. pip shows a build's output only with -v, so the line
    also goes to the terminal itself when there is one (rewritten in place), and to stdout."""

    def __init__(self) -> None:
        self.started = time.monotonic()
        try:
            self.tty = open("/dev/tty", "w", encoding="utf-8")  # noqa: SIM115 (closed in done())
        except OSError:
            self.tty = None
        self.last = ""

    def say(self, text: str, *, final: bool = False) -> None:
        elapsed = int(time.monotonic() - self.started)
        line = f"cubeworks: {text} ({elapsed // 60} min {elapsed % 60:02d} s)"
        if self.tty:
            self.tty.write("\r\033[K" + line + ("\n" if final else ""))
            self.tty.flush()
        if final or text != self.last:
            print(line, flush=True)
        self.last = text

    def done(self, text: str) -> None:
        self.say(text, final=True)
        if self.tty:
            self.tty.close()


def run_build(command: list[str], progress: Progress, what: str) -> None:
    """Runs the build, turning ninja's or make's "[37/80]" and "[ 46%]" into the progress line."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               bufsize=1, errors="replace")
    assert process.stdout is not None
    log = []
    for line in process.stdout:
        log.append(line)
        step = re.match(r"\[(\d+)/(\d+)\]", line) or re.match(r"\[\s*(\d+)%\]", line)
        if step and step.lastindex == 2:
            progress.say(f"{what}: step {step.group(1)} of {step.group(2)}")
        elif step:
            progress.say(f"{what}: {step.group(1)}%")
    if process.wait() != 0:
        sys.stderr.write("".join(log[-60:]))
        sys.exit(f"setup.py: {' '.join(command)} failed")


class CMakeBuild(build_ext):
    """Configures (once; CMake re-checks its cache every time) and builds the target _cubeworks."""

    def build_extension(self, ext: Extension) -> None:
        build = BUILD
        progress = Progress()
        fresh = not (build / "CMakeCache.txt").exists()
        progress.say(f"configuring CMake in {build}" if fresh else f"reusing the build in {build}")
        if not fresh and "CUBEWORKS_BUILD_DIR" in os.environ:  # the user's tree, configured as they chose
            self.build_module(ext, build, progress)
            return
        configure = ["cmake", "-S", str(SOURCE), "-B", str(build),
                     "-DCMAKE_BUILD_TYPE=Release", "-DCUBEWORKS_NATIVE=OFF", "-DCUBEWORKS_TESTS=OFF",
                     "-DCUBEWORKS_BENCH=OFF", "-DCUBEWORKS_MPI=OFF", "-DCUBEWORKS_PYTHON=ON",
                     f"-DPython3_EXECUTABLE={os.path.realpath(sys.executable)}"]
        if shutil.which("ninja") and fresh:
            configure += ["-G", "Ninja"]
        subprocess.run(configure, check=True, stdout=subprocess.DEVNULL)
        self.build_module(ext, build, progress)

    def build_module(self, ext: Extension, build: Path, progress: Progress) -> None:
        run_build(["cmake", "--build", str(build), "--target", "_cubeworks"], progress,
                  "compiling the module" + ("" if shutil.which("ccache") else " (no ccache: every file)"))
        built = build / "python" / "cubeworks" / ("_cubeworks" + sysconfig.get_config_var("EXT_SUFFIX"))
        if not built.is_file():
            sys.exit(f"setup.py: CMake built no {built}")
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)
        progress.done("module built")


setup(
    version=project_version(),
    ext_modules=[Extension("cubeworks._cubeworks", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    # setuptools' own build folders beside CMake's, inside the ignored build folder.
    options={"build": {"build_base": str(BUILD / "setuptools")}},
)
