"""Threads in the page. Served as a plain static host serves it (no isolation headers), the page
first runs on one thread and says why; its service worker, once it controls the page, adds the
cross-origin isolation headers (sw.js) and the page reloads itself once: then it is isolated, its
engines run the threaded module (cubeworks-threads.js) on navigator.hardwareConcurrency threads
(at most 8), says so, and a 3x4 rolling Hint (IDA*, parallel) finds the same optimal solution as the
single-threaded module does in a page whose service worker is blocked, which stays on one thread
and says so."""
import json

from browser import App, BLOCK_SERVICE_WORKER, fail

THREE_BY_FOUR = 'const s = document.getElementById("roll-board"); s.value = "3x4"; s.dispatchEvent(new Event("change"))'


def engine(app):
    return app.js('const e = window.cubeworksApp.engines.rolling; '
                  'return {threads: e.threads, isolated: e.isolated, module: e.module, page: self.crossOriginIsolated}')


def hint_3x4(app):
    """The distance and the whole optimal solution the 3x4 preset's first Hint finds, and its seconds."""
    app.tab('rolling')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    app.js(THREE_BY_FOUR)
    app.click('#roll-hint')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    if 'IDA*' not in app.text('#roll-hint-text'):
        fail(f'the 3x4 hint was not found by IDA*: {app.text("#roll-hint-text")!r}')
    found = app.js('const p = window.cubeworksApp.rolling; return [p.distance, p.known && String(p.known.moves)]')
    return found, app.js('return window.cubeworksApp.rollingHintSeconds')


# Each document's engine as soon as the About line is written, kept in sessionStorage (which the
# page's own reload keeps): the first load is over in a moment, when the worker takes the page over.
RECORD = """
const timer = setInterval(() => {
  const app = window.cubeworksApp, words = document.getElementById('engine-threads');
  if (!app || !app.engines.rolling || !words || words.textContent === '\u2026') return;
  clearInterval(timer);
  const e = app.engines.rolling;
  sessionStorage.setItem('document-' + performance.timeOrigin, JSON.stringify({threads: e.threads,
    module: e.module, page: self.crossOriginIsolated, words: words.textContent}));
}, 5);"""


def documents(app):
    """What each document of the tab ran, in the order they were loaded."""
    kept = app.js('return Object.entries(sessionStorage).filter(([k]) => k.startsWith("document-"))')
    return [json.loads(v) for k, v in sorted(kept, key=lambda kv: float(kv[0].split('-', 1)[1]))]


with App(hash_='rolling', timeout=180, isolate=False, before_load=RECORD) as app:
    # The worker installs, takes the page over, and the page reloads once, isolated.
    app.wait(lambda: len(documents(app)) >= 2, 'the page to reload itself')
    first, second = documents(app)[:2]
    if first['page'] or first['threads'] != 1 or first['module'] != 'cubeworks.js':
        fail(f'a plain host\'s first load: {first}; expected one thread, cubeworks.js, not isolated')
    if not first['words'].startswith('one thread: this page is not cross-origin isolated'):
        fail(f'the About tab on the first load says {first["words"]!r}')
    if len(documents(app)) != 2:
        fail(f'the page reloaded more than once: {documents(app)}')
    app.wait(lambda: app.js('return document.body.dataset.ready === "true"'), 'the reloaded page to be ready')
    cores = app.js('return navigator.hardwareConcurrency')
    isolated = engine(app)
    if not second['page'] or second['module'] != 'cubeworks-threads.js' or second['threads'] != max(1, min(cores, 8)):
        fail(f'reloaded: {second}; expected isolated, cubeworks-threads.js on {min(cores, 8)} threads ({cores} cores)')
    if second['threads'] > 1 and second['words'] != f'{second["threads"]} threads':
        fail(f'the About tab says {second["words"]!r} on {second["threads"]} threads')
    threaded, threaded_seconds = hint_3x4(app)
    print(f'3x4 hint, {isolated["threads"]} threads: {threaded_seconds:.2f} s in the worker')
    if isolated['threads'] != second['threads']:
        fail(f'the rolling engine now runs on {isolated["threads"]} threads, at first on {second["threads"]}')

# A browser where the service worker cannot register (blocked by a policy, a private window):
# the page stays on one thread and says why.
with App(hash_='rolling', timeout=180, isolate=False, before_load=BLOCK_SERVICE_WORKER) as app:
    app.wait(lambda: app.js('return !!(window.cubeworksApp.offline && window.cubeworksApp.offline.error)'),
             'the refused registration')
    single = engine(app)
    if single['page'] or single['threads'] != 1 or single['module'] != 'cubeworks.js':
        fail(f'without a service worker: {single}; expected one thread, cubeworks.js')
    app.tab('about')
    words = app.text('#engine-threads')
    if not words.startswith('one thread: this page is not cross-origin isolated'):
        fail(f'without a service worker the About tab says {words!r}')
    one, one_seconds = hint_3x4(app)
    print(f'3x4 hint, one thread: {one_seconds:.2f} s in the worker')
    if one != threaded:
        fail(f'the 3x4 hint: {threaded} on threads, {one} on one thread')
print(f'threads: ok (3x4: {threaded[0]} moves both ways)')
