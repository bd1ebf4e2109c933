"""Ctrl-C during a long call: KeyboardInterrupt long before the call would end, and the next call works."""
from __future__ import annotations

import os
import signal
import subprocess
import threading
import time

import pytest

import cubeworks
from cubeworks import _cubeworks


def _sigint_after(seconds: float) -> threading.Timer:
    timer = threading.Timer(seconds, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    return timer


def test_sigint_stops_a_long_call():
    timer = _sigint_after(0.5)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        _cubeworks._sleep_until_interrupted(30)
    timer.join()
    assert time.monotonic() - start < 15  # stopped long before the 30 s (no speed asserted)
    # The interpreter stays usable: the interrupted flag was cleared.
    json_text, text, figures = _cubeworks._sleep_until_interrupted(0.05)
    assert text == "slept 0.05 s\n" and figures == []
    assert cubeworks.macmahon.cubes(4).count == 68


def test_python_signal_handler_decides():
    """A handler installed in Python runs; its exception is the one raised."""

    class Stop(Exception):
        pass

    def handler(signum, frame):
        raise Stop("stopped by the handler")

    previous = signal.signal(signal.SIGINT, handler)
    try:
        timer = _sigint_after(0.3)
        with pytest.raises(Stop):
            _cubeworks._sleep_until_interrupted(30)
        timer.join()
    finally:
        signal.signal(signal.SIGINT, previous)


def test_a_short_call_is_not_interrupted_by_nothing():
    start = time.monotonic()
    _cubeworks._sleep_until_interrupted(0.3)
    assert time.monotonic() - start >= 0.3


def test_sigint_while_the_collection_database_is_written(tmp_path):
    """Writing the database takes seconds: Ctrl-C stops it and leaves neither file behind."""
    db = tmp_path / "collections.db"
    timer = _sigint_after(1.0)
    with pytest.raises(KeyboardInterrupt):
        cubeworks.macmahon.targets(db=str(db))
    timer.join()
    assert list(tmp_path.iterdir()) == []


def test_ctrl_c_while_the_command_writes_the_database(cli_path, tmp_path):
    """The command line: exit 130, one error line, neither file left."""
    db = tmp_path / "collections.db"
    process = subprocess.Popen([cli_path, "macmahon", "targets", "--db", str(db), "--json", "-q"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(1.0)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130
    assert err.splitlines() == ["cubeworks: error: interrupted: the database was not written"]
    assert list(tmp_path.iterdir()) == []
