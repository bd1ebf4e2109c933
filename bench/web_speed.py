"""The web app's speed in headless Chromium against the native program, as ratios to goals:
  - the 3x3 rolling-cube breadth-first search (roll.analyze, every one of the 15,116,544 states)
    in WebAssembly in the page's worker, against the native program on one thread and on all
    (goal: WebAssembly within 3x of native);
  - the first hint on the 3x3 board, which computes the whole distance table to the goal in the
    page (goal: under 1 s);
  - the time from opening the page until it answers (goal: interactive within 2 s).
Usage: /usr/bin/python3 bench/web_speed.py [--build build/release] [--runs 5]
Needs build/web (scripts/build-web.sh), Chromium and ChromeDriver (scripts/install-deps.sh web)."""
import argparse
import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / 'tests' / 'web'))
import browser  # noqa: E402  (the browser tests' server and Chromium)


def engine_seconds(stats):
    """The engine's own time from its statistics line: 'analyzed N states in 0.028 s'."""
    m = re.search(r' in ([0-9.]+) (m?s)\b', stats)
    if not m:
        raise SystemExit(f'no time in the statistics line: {stats!r}')
    return float(m.group(1)) / (1000 if m.group(2) == 'ms' else 1)


def native_seconds(cli, runs, threads):
    env = dict(os.environ, OMP_NUM_THREADS=str(threads)) if threads else dict(os.environ)
    best = None
    for _ in range(runs):
        p = subprocess.run([cli, 'roll', 'analyze', '--board', '3x3', '--no-checkpoint', '--json'],
                           capture_output=True, text=True, env=env, check=True)
        t = engine_seconds(p.stderr.strip().splitlines()[-1])
        best = t if best is None else min(best, t)
    return best


def browser_figures(runs):
    server = browser.Server(browser.SITE)
    driver = browser.chrome()
    try:
        driver.set_script_timeout(120)
        driver.get(server.url)
        interactive = driver.execute_async_script(
            'const done = arguments[0];'
            'const wait = () => window.cubeworksApp && window.cubeworksApp.interactiveSeconds !== null'
            ' ? done(window.cubeworksApp.interactiveSeconds) : setTimeout(wait, 20); wait();')
        best_engine = best_call = None
        for _ in range(runs):
            r = driver.execute_async_script(
                'const done = arguments[0];'
                'window.cubeworksApp.engines.rolling.call("roll.analyze", {board: "3x3"}).then(done);')
            if not r['ok']:
                raise SystemExit(f'roll.analyze failed in the page: {r["error"]}')
            e = engine_seconds(r['stats'])
            best_engine = e if best_engine is None else min(best_engine, e)
            best_call = r['seconds'] if best_call is None else min(best_call, r['seconds'])
        best_hint = None
        for _ in range(runs):
            # A fresh goal each time, so that every run builds the table (the worker keeps the last).
            r = driver.execute_async_script(
                'const done = arguments[0], e = window.cubeworksApp.engines.rolling;'
                'e.call("roll.hint", {start: "000/0.0/000", goal: "111/1.1/112"})'
                '.then(() => e.call("roll.hint", {start: "000/0.0/000", goal: "111/1.1/111"})).then(done);')
            if not r['ok']:
                raise SystemExit(f'roll.hint failed in the page: {r["error"]}')
            best_hint = r['seconds'] if best_hint is None else min(best_hint, r['seconds'])
        return interactive, best_engine, best_call, best_hint
    finally:
        driver.quit()
        server.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--build', default=str(ROOT / 'build' / 'release'))
    parser.add_argument('--runs', type=int, default=5)
    args = parser.parse_args()
    cli = str(pathlib.Path(args.build) / 'cubeworks')
    interactive, wasm, wasm_call, hint = browser_figures(args.runs)
    native1 = native_seconds(cli, args.runs, 1)
    native_all = native_seconds(cli, args.runs, 0)
    print('web app in headless Chromium (best of %d)   measured       goal   ratio' % args.runs)
    print(f'  interactive after load                 {interactive:8.2f} s    2.00 s   {interactive / 2:5.2f}')
    print(f'  3x3 first hint (whole distance table)  {hint:8.3f} s    1.00 s   {hint:5.2f}')
    print(f'  3x3 BFS, WebAssembly (engine time)     {wasm:8.3f} s')
    print(f'  3x3 BFS, WebAssembly (whole call)      {wasm_call:8.3f} s')
    print(f'  3x3 BFS, native, 1 thread              {native1:8.3f} s')
    print(f'  3x3 BFS, native, all threads           {native_all:8.3f} s')
    print(f'  WebAssembly / native (1 thread)        {wasm / native1:8.2f} x    3.00 x   {wasm / native1 / 3:5.2f}')
    print(f'  WebAssembly / native (all threads)     {wasm / native_all:8.2f} x    3.00 x   {wasm / native_all / 3:5.2f}')


if __name__ == '__main__':
    main()
