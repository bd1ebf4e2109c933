"""The web app's speed in headless Chromium against the native program, as ratios to goals:
  - the 3x3 rolling-cube breadth-first search (roll.analyze, every one of the 15,116,544 states)
    in WebAssembly in the page's worker, against the native program on one thread and on all
    (goal: WebAssembly within 3x of native);
  - the first hint on the 3x3 board, which computes the whole distance table to the goal in the
    page (goal: under 1 s);
  - the time from opening the page until it answers (goal: interactive within 2 s);
  - the work of bench/wasm_workloads.json (3x3 whole-space search, 4x4 IDA* node loop, MacMahon
    census, Hoffman 4D search) in the page's worker against the native program on one thread, runs
    of the two in turn, as page / native (goal: at most 1.3; bench/wasm_speed.mjs times the same
    under node);
  - with --hint4x4, the classic 4x4 first Hint as a new user asks for it (goal: within 8 s), with
    threads (the page cross-origin isolated: the threaded module on navigator.hardwareConcurrency
    threads) and on one thread.
Every figure but the threaded Hint is of the single-threaded module: a page served without the
isolation headers whose service worker is blocked (browser.BLOCK_SERVICE_WORKER).
Usage: /usr/bin/python3 bench/web_speed.py [--build build/release] [--runs 5] [--hint4x4]
Needs build/web (scripts/build-web.sh), Chromium and ChromeDriver (scripts/install-deps.sh web)."""
import argparse
import json
import os
import pathlib
import re
import subprocess
import sys
import time

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


WORKLOADS = json.loads((ROOT / 'bench' / 'wasm_workloads.json').read_text())['workloads']


def workload_native_once(cli, w):
    """The program on one thread: its engine time ('stats') or its wall time."""
    env = dict(os.environ, OMP_NUM_THREADS='1')
    t0 = time.monotonic()
    p = subprocess.run([cli] + w['cli'], capture_output=True, text=True, env=env, check=True)
    return engine_seconds(p.stderr.strip().splitlines()[-1]) if w.get('time') == 'stats' else time.monotonic() - t0


def workload_page_once(driver, w):
    """The same request in the page's worker (the Hoffman tab's engine: it is idle)."""
    r = driver.execute_async_script(
        'const done = arguments[2], e = window.cubeworksApp.engineFor("hoffman");'
        'e.ready.then(() => e.call(arguments[0], arguments[1])).then(done);', w['verb'], w['request'])
    if not r['ok']:
        raise SystemExit(f'{w["verb"]} failed in the page: {r["error"]}')
    return engine_seconds(r['stats']) if w.get('time') == 'stats' else r['seconds']


def workload_pair(driver, cli, w, runs):
    """Best of `runs` in the page and natively, the two taken in turn: a change in the machine's
    load between the page's runs and the program's would otherwise show as a ratio."""
    page, native = [], []
    for _ in range(max(runs, w.get('min_runs', 0))):
        page.append(workload_page_once(driver, w))
        native.append(workload_native_once(cli, w))
    return min(page), min(native)


def hint4x4(driver):
    """The classic 4x4 first Hint as a new user asks for it: the Board menu's 4x4, then Hint; the
    seconds from the press to the answer, "48 moves to the goal" (tests/web/test_hint4x4.py)."""
    driver.set_script_timeout(600)
    return driver.execute_async_script('''
const done = arguments[0], app = window.cubeworksApp;
app.showTab('rolling').then(() => app.rollingIdle()).then(() => {
  const board = document.getElementById('roll-board');
  board.value = '4x4';
  board.dispatchEvent(new Event('change'));
  return app.rollingIdle();
}).then(() => {
  const t0 = performance.now(), hint = document.getElementById('roll-hint');
  hint.click();
  const wait = () => /^48 moves to the goal/.test(document.getElementById('roll-hint-text').textContent)
    ? done((performance.now() - t0) / 1000) : setTimeout(wait, 100);
  wait();
});''')


def when_ready(driver, expression):
    """The value of the JavaScript `expression` once the page is interactive."""
    return driver.execute_async_script(
        'const done = arguments[0];'
        'const wait = () => window.cubeworksApp && window.cubeworksApp.interactiveSeconds !== null'
        f' ? done({expression}) : setTimeout(wait, 20); wait();')


def threaded_hint4x4():
    """The 4x4 first Hint in a page served with the isolation headers: the threaded module."""
    server = browser.Server(browser.SITE, isolate=True)
    driver = browser.chrome()
    try:
        driver.set_script_timeout(120)
        driver.get(server.url)
        threads = when_ready(driver, 'window.cubeworksApp.engines.rolling.threads')
        return hint4x4(driver), threads
    finally:
        driver.quit()
        server.close()


def browser_figures(runs, cli):
    server = browser.Server(browser.SITE, isolate=False)
    driver = browser.chrome()
    driver.execute_cdp_cmd('Page.addScriptToEvaluateOnNewDocument', {'source': browser.BLOCK_SERVICE_WORKER})
    try:
        driver.set_script_timeout(120)
        driver.get(server.url)
        interactive = when_ready(driver, 'window.cubeworksApp.interactiveSeconds')
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
        work = [workload_pair(driver, cli, w, runs) for w in WORKLOADS]
        first_hint = hint4x4(driver) if HINT4X4 else None
        return interactive, best_engine, best_call, best_hint, work, first_hint
    finally:
        driver.quit()
        server.close()


HINT4X4 = False


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--build', default=str(ROOT / 'build' / 'release'))
    parser.add_argument('--runs', type=int, default=5)
    parser.add_argument('--hint4x4', action='store_true', help='also the classic 4x4 first Hint (tens of seconds)')
    args = parser.parse_args()
    global HINT4X4
    HINT4X4 = args.hint4x4
    cli = str(pathlib.Path(args.build) / 'cubeworks')
    interactive, wasm, wasm_call, hint, work, first_hint = browser_figures(args.runs, cli)
    threaded_hint, threads = threaded_hint4x4() if HINT4X4 else (None, None)
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
    print(f'one thread each, best of {args.runs} (or min_runs); load average {os.getloadavg()[0]:.1f}       page      native   page/native  goal')
    for w, (page, native) in zip(WORKLOADS, work):
        print(f'  {w["name"][:58]:58s} {page:8.3f} s {native:8.3f} s {page / native:8.2f}   1.30')
    if first_hint is not None:
        print(f'classic 4x4 first Hint in the page (as a new user asks); load average {os.getloadavg()[0]:.1f}')
        print(f'  one thread (single-threaded module)                        {first_hint:8.1f} s                        8 s')
        print(f'  {threads} threads (threaded module, page cross-origin isolated)   {threaded_hint:8.1f} s                        8 s')


if __name__ == '__main__':
    main()
