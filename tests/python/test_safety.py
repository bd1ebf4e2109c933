"""The Python door under threads, callbacks, Ctrl-C and interpreter exit."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
import typing

import pytest

import cubeworks
from cubeworks import _cubeworks


def test_a_call_from_a_progress_callback_raises_at_once():
    seen = []

    def callback(update):
        if not seen:
            try:
                cubeworks.roll.solve("00/.0", "00/5.")
            except RuntimeError as e:
                seen.append(str(e))
            else:
                seen.append("no error")

    started = time.monotonic()
    _cubeworks._sleep_until_interrupted(1.5, progress=callback)
    assert time.monotonic() - started < 10
    assert seen and "progress callback" in seen[0]


def test_a_waiting_call_honours_ctrl_c():
    busy = threading.Thread(target=_cubeworks._sleep_until_interrupted, args=(4.0,), daemon=True)
    busy.start()
    time.sleep(0.3)
    threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        cubeworks.roll.solve("00/.0", "00/5.")  # waits for the busy thread's call
    assert time.monotonic() - started < 0.5 + 1.0
    busy.join()


EXIT_SCRIPT = textwrap.dedent("""
    import threading, time, cubeworks
    def work():
        cubeworks.macmahon.sizes({progress})
    threading.Thread(target=work, daemon=True).start()
    time.sleep({delay})
""")


@pytest.mark.parametrize("progress", ["", "progress=lambda u: None"])
def test_exit_with_an_engine_running_in_a_daemon_thread_never_crashes(progress):
    crashes = []
    # Ten interpreters, five at a time (each mostly waits for its exit), one for each of ten exit
    # times from 50 to 230 ms: the engine is at a different point of its work at each.
    for batch in range(2):
        runs = [subprocess.Popen([sys.executable, "-c", EXIT_SCRIPT.format(progress=progress, delay=0.05 + 0.02 * (run % 10))],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for run in range(5 * batch, 5 * batch + 5)]
        for done in runs:
            _, stderr = done.communicate(timeout=120)
            if done.returncode != 0:
                crashes.append((done.returncode, stderr[-300:]))
    assert crashes == []


def test_type_hints_resolve_on_every_public_function_and_class():
    for module in (cubeworks.roll, cubeworks.macmahon, cubeworks.hoffman):
        for name in module.__all__:
            obj = getattr(module, name)
            typing.get_type_hints(obj)
            if isinstance(obj, type):
                for member in vars(obj).values():
                    if isinstance(member, property):
                        typing.get_type_hints(member.fget)


def test_star_imports_shadow_no_builtin():
    import builtins
    for module in (cubeworks, cubeworks.roll, cubeworks.macmahon, cubeworks.hoffman):
        shadowed = [n for n in module.__all__ if hasattr(builtins, n)]
        assert shadowed == [], (module.__name__, shadowed)


def test_all_lists_every_public_name():
    for module in (cubeworks.roll, cubeworks.macmahon, cubeworks.hoffman):
        public = {n for n, v in vars(module).items()
                  if not n.startswith("_") and getattr(v, "__module__", None) == module.__name__}
        import builtins
        missing = {n for n in public - set(module.__all__) if not hasattr(builtins, n)}
        assert missing == set(), (module.__name__, missing)
