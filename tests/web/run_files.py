"""Runs browser test files one after another in this process, sharing one Chromium per window size
and one server (browser.App.shared): starting Chromium took 3 to 4 s of each file's time.

    python3 run_files.py test_rolling.py test_boards.py ...

Each file runs as if started alone (its own __main__); a file that fails (fail(), an exception,
a console error) is reported and the others still run, each failing file's browser replaced.
Exit status 0 when every file passed, 77 (skipped) when every file was skipped, else 1."""
import pathlib
import runpy
import sys
import time
import traceback

import browser


def run(path):
    """'passed', 'skipped' or 'failed', and the seconds it took."""
    start = time.monotonic()
    try:
        runpy.run_path(str(path), run_name='__main__')
        status = 'passed'
    except SystemExit as e:
        status = {None: 'passed', 0: 'passed', 77: 'skipped'}.get(e.code, 'failed')
    except Exception:  # a test's own error: shown, and the next file runs
        traceback.print_exc()
        status = 'failed'
    return status, time.monotonic() - start


def main(files):
    browser.App.shared = {}
    results = {}
    try:
        for name in files:
            path = pathlib.Path(__file__).parent / name
            status, seconds = run(path)
            results[name] = status
            print(f'{path.stem}: {status} in {seconds:.1f} s', flush=True)
    finally:
        browser.App.close_shared()
    failed = [name for name, status in results.items() if status == 'failed']
    if failed:
        print('FAILED: ' + ' '.join(failed), file=sys.stderr)
        return 1
    return 77 if all(status == 'skipped' for status in results.values()) else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
