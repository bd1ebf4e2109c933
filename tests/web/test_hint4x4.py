"""The classic 4x4 first Hint in the page (issue 26): IDA* with the group databases and a 2^22
perimeter in the worker's WebAssembly memory; it answers 48 moves, as `roll solve` does, and
prints the seconds it took, the CPU seconds of the browser's processes and the load average
beside them (docs/web.md; no timing assertion). While the databases are built, the status line
names the one being built, its share done and an estimate of the time left for it: checked on
events fed to the page's own JobStatus, since a database built within a second sends none (the
engine's progress is silent for shorter steps, so whether the real run shows one depends on the
machine's speed); every database line the real run shows must carry them too. A 4x4 Solve off
that solution (the page asks for it without the axis database) equals `roll solve`'s."""
import json
import os
import re
import subprocess
import time

from browser import App, ROOT, fail

CLI = os.environ.get('CUBEWORKS_CLI') or str(ROOT / 'build' / 'release' / 'cubeworks')


def idle(app):
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')


DATABASE_LINE = r'group database of 4 cubes: \d+ %, estimate: .* left for it'


def composed_database_line(app):
    """The status line the page's JobStatus composes for a group database half built in 2 s."""
    return app.js_async('''
const done = arguments[0];
import(new URL("js/status.js", location.href).href).then(({ JobStatus }) => {
  const status = new JobStatus();
  status.take({ type: "busy", verb: "roll.hint" });
  status.take({ type: "progress", label: "group database of 4 cubes", done: 500, total: 1000, elapsed: 2 });
  done(status.line);
}, (e) => done(String(e)));''')


def descendants(pid):
    """The process and every process below it (Linux /proc)."""
    children = {}
    for entry in os.listdir('/proc'):
        if entry.isdigit():
            try:
                with open(f'/proc/{entry}/stat') as f:
                    ppid = int(f.read().rsplit(')', 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        found.append(p)
        todo += children.get(p, [])
    return found


def cpu_seconds(pid):
    """CPU seconds (user and system) of the browser's processes, chromedriver's included."""
    total = 0
    for p in descendants(pid):
        try:
            with open(f'/proc/{p}/stat') as f:
                fields = f.read().rsplit(')', 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime
        except (OSError, IndexError, ValueError):
            pass
    return total / os.sysconf('SC_CLK_TCK')


with App(hash_='rolling', timeout=600) as app:
    app.tab('rolling')
    idle(app)
    app.js('const s = document.getElementById("roll-board"); s.value = "4x4"; s.dispatchEvent(new Event("change"))')
    idle(app)
    driver_pid = app.driver.service.process.pid
    composed = composed_database_line(app)
    if not re.search(r'^looking for the best next move: .*' + DATABASE_LINE, composed):
        fail(f'a group database half built reads {composed!r} in the status line')
    app.js('''window.statusLines = [];
new MutationObserver(() => window.statusLines.push(document.getElementById("status-text").textContent))
  .observe(document.getElementById("status-text"), { childList: true, characterData: true, subtree: true });''')
    cpu0, load0 = cpu_seconds(driver_pid), os.getloadavg()[0]
    app.click('#roll-hint')
    app.wait(lambda: app.js('return document.getElementById("roll-hint").disabled'), 'Hint disabled while busy')
    while app.js('return document.getElementById("roll-hint").disabled'):
        time.sleep(0.3)
    idle(app)
    lines = app.js('return window.statusLines')
    cpu1, load1 = cpu_seconds(driver_pid), os.getloadavg()[0]
    hint = app.text('#roll-hint-text')
    if not hint.startswith('48 moves to the goal'):
        errors = app.js('return [...document.querySelectorAll("#tab-rolling .form-error")].map(e => e.textContent).join(" ")')
        fail(f'the 4x4 first hint reads {hint!r} {errors!r}')
    databases = [s for s in lines if 'database' in s]
    bare = [s for s in databases if not re.search(r'database[^:]*: \d+ %(, estimate: .* left for it)?$', s)]
    if bare:
        fail(f'a status line names a database without its share: {bare[:4]!r}')
    if not any(re.search(r'bound \d+, [\d,]+ nodes', s) for s in lines):
        fail(f'no status line counted the nodes searched: {sorted(set(lines))[:8]!r}')
    print('while building:', databases[len(databases) // 2] if databases else 'no database took a second')
    print(f'4x4 first hint: {app.js("return window.cubeworksApp.rollingHintSeconds"):.1f} s in the worker; '
          f'{cpu1 - cpu0:.1f} CPU s in the browser; load average {load0:.1f} before, {load1:.1f} after')

    start = '1111/11.1/1111/1111'
    app.type('#roll-start', start)
    app.click('#roll-apply')
    idle(app)
    app.click('#roll-solve')
    idle(app)
    cli = json.loads(subprocess.run([CLI, 'roll', 'solve', '--from', start, '--to', '1111/1.11/1111/1111', '--json',
                                     '--quiet'], capture_output=True, text=True, check=True).stdout)
    app.wait_text('#roll-solution-length', f'{cli["length"]} moves:')
print('hint 4x4: ok')
