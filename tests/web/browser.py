"""The browser tests' fixture: the built site (build/web) served on 127.0.0.1 by a thread of this
process, and headless Chromium driven by ChromeDriver through Selenium.

    with App() as app:            # serves the site, starts Chromium, opens the page, waits for it
        app.tab('rolling')
        app.click('#solve')
        app.wait_text('#moves', '36 moves')
        app.screenshot('rolling')  # build/<preset>/web-artifacts/rolling.png
    # leaving the block fails the test if the page's code wrote an error or a warning to the console

Needs the site (scripts/build-web.sh) and Debian's chromium, chromium-driver and python3-selenium
(scripts/install-deps.sh web).

run_files.py runs several test files in one process: there the Apps share one server and one
Chromium per window size (App.shared), each App loading the page afresh (App.load_afresh)."""
import base64
import functools
import http.server
import os
import pathlib
import struct
import sys
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
SITE = pathlib.Path(os.environ.get('CUBEWORKS_SITE', ROOT / 'build' / 'web'))
ARTIFACTS = pathlib.Path(os.environ.get('CUBEWORKS_WEB_ARTIFACTS', ROOT / 'build' / 'web-artifacts'))


def stl_measure(data, what):
    """A binary STL's (extent, lowest corner, triangles, triangles whose normal points up, +z)."""
    (n,) = struct.unpack_from('<I', data, 80)
    if len(data) != 84 + 50 * n or n == 0:
        fail(f'{what}: not a binary STL ({len(data)} bytes for {n} triangles)')
    lo, hi = [float('inf')] * 3, [float('-inf')] * 3
    up = 0
    for t in range(n):
        values = struct.unpack_from('<12f', data, 84 + 50 * t)
        for v in range(1, 4):
            for a in range(3):
                lo[a] = min(lo[a], values[3 * v + a])
                hi[a] = max(hi[a], values[3 * v + a])
        up += values[2] > 0.99
    return [h - l for l, h in zip(lo, hi)], lo, n, up


def fail(message):
    print(f'FAIL: {message}', file=sys.stderr)
    sys.exit(1)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """`python3 -m http.server`'s handler, unchanged but for the log: the site needs no more."""

    def log_message(self, *args):
        pass


class IsolatingHandler(QuietHandler):
    """Sends the two headers that make the page cross-origin isolated, as a host that can be asked
    to does (the page's service worker adds them where the host cannot): the page then runs the
    threaded engines from its first load, and never reloads to become isolated."""

    def end_headers(self):
        self.send_header('Cross-Origin-Opener-Policy', 'same-origin')
        self.send_header('Cross-Origin-Embedder-Policy', 'require-corp')
        super().end_headers()


# A script for App(before_load=...) or CDP: the page's service worker cannot register, as where a
# policy or a private window blocks service workers. Such a page is never cross-origin isolated
# by its worker, so it stays on the single-threaded module, and never reloads itself to be isolated.
BLOCK_SERVICE_WORKER = ('ServiceWorkerContainer.prototype.register = '
                        '() => Promise.reject(new Error("service workers are blocked here"));')


class Server:
    def __init__(self, folder, isolate=True):
        """`isolate`: send the isolation headers (IsolatingHandler); False: a plain static host."""
        handler = functools.partial(IsolatingHandler if isolate else QuietHandler, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(('127.0.0.1', 0), handler)
        self.url = f'http://127.0.0.1:{self.httpd.server_address[1]}/'
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def chrome(size=(1280, 900)):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = '/usr/bin/chromium'
    # --disable-gpu: the page is composited in software, WebGL still drawn by SwiftShader; the GPU
    # process composited every frame through SwiftShader too, a quarter of the browser tests' CPU.
    for arg in ('--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu',
                '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu-sandbox',
                '--no-first-run', '--disable-extensions', f'--window-size={size[0]},{size[1]}'):
        options.add_argument(arg)
    options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
    return webdriver.Chrome(service=Service('/usr/bin/chromedriver'), options=options)


class App:
    """The app in a fresh page; `timeout` bounds every wait (seconds)."""

    # None: each App starts its own server and Chromium and quits them on leaving. A dict (set by
    # run_files.py): the server and a Chromium per window size are kept there for the next App.
    shared = None

    def __init__(self, hash_='', timeout=60, size=(1280, 900), path='', isolate=True, before_load=None):
        """`path`: a copy of the site (self.folder) served under this sub-path (e.g. 'tools/cubes/')
        by a server and a Chromium of its own, as a static host serves a folder that is not its root.
        `isolate`: False serves the site as a plain static host does, without the isolation headers
        (with a server and a Chromium of its own). `before_load`: a script Chromium runs in every
        document before the page's own (CDP Page.addScriptToEvaluateOnNewDocument)."""
        self.isolate = isolate
        self.before_load = before_load
        self.hash = hash_
        self.timeout = timeout
        self.size = size
        self.path = path
        self.console = []

    def __enter__(self):
        if not (SITE / 'index.html').exists() or not (SITE / 'cubeworks.wasm').exists():
            message = f'{SITE} holds no built site: run bash scripts/build-web.sh'
            if os.environ.get('CI'):
                fail(message)
            print(f'skipped: {message}')
            sys.exit(77)
        if self.path:
            import tempfile
            self.root = tempfile.TemporaryDirectory()
            folder = pathlib.Path(self.root.name, self.path)
            import shutil
            shutil.copytree(SITE, folder)  # a copy: a test may deploy a new version into it
            self.folder = folder
            self.server, self.driver = Server(self.root.name, self.isolate), self.start_chrome()
        elif App.shared is None or not self.isolate or self.before_load:
            self.server, self.driver = Server(SITE, self.isolate), self.start_chrome()
        else:
            if 'server' not in App.shared:
                App.shared['server'] = Server(SITE)
            self.server = App.shared['server']
            if self.size not in App.shared:
                App.shared[self.size] = self.start_chrome()
            self.driver = App.shared[self.size]
        self.driver.set_script_timeout(self.timeout)
        if self.before_load:
            self.driver.execute_cdp_cmd('Page.addScriptToEvaluateOnNewDocument', {'source': self.before_load})
        self.load_afresh()
        return self

    def load_afresh(self):
        """The page at self.hash in a fresh document (a new hash alone would not reload the page),
        the last page's console left behind. Where the tab shows the site already, a reload: the
        same renderer process serves the new document. Going through about:blank started a
        renderer for every page (2.8 CPU-s a page against 1.4) and left the old ones running."""
        target = self.url(self.hash)
        if self.driver.current_url.startswith(self.server.url):
            self.driver.get_log('browser')
            self.js('history.replaceState(null, "", arguments[0])', target)
            self.driver.refresh()
            self.wait_ready()
        else:
            self.open(self.hash)

    def start_chrome(self):
        driver = chrome(self.size)
        if self.size[0] < 500:  # Chromium's windows are at least 500 px wide: a phone is emulated
            driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride', {
                'width': self.size[0], 'height': self.size[1], 'deviceScaleFactor': 1, 'mobile': True})
            driver.execute_cdp_cmd('Emulation.setTouchEmulationEnabled', {'enabled': True})
        return driver

    def url(self, hash_=''):
        return self.server.url + self.path + ('#' + hash_ if hash_ else '')

    def open(self, hash_=''):
        self.driver.get(self.url(hash_))
        self.wait_ready()

    def wait_ready(self):
        self.wait(lambda: self.js('return document.body.dataset.ready === "true"'), 'the page to be ready')

    def __exit__(self, kind, value, tb):
        failed = kind is not None
        try:
            self.collect_console()
            errors = self.own_console_problems()
            if not failed and errors:
                failed = True
                fail('the console has errors or warnings of the page:\n' + '\n'.join(e['message'] for e in errors))
        finally:
            if App.shared is None or self.path or not self.isolate or self.before_load:
                self.driver.quit()
                self.server.close()
            elif failed:  # the next file gets a browser of its own, whatever this one was left doing
                App.shared.pop(self.size, None)
                self.driver.quit()
        return False

    @staticmethod
    def close_shared():
        for key, held in (App.shared or {}).items():
            if key == 'server':
                held.close()
            else:
                held.quit()
        if App.shared is not None:
            App.shared = {}

    def own_console_problems(self):
        """Errors and warnings that the site's own scripts (three.js included) wrote, or that
        name no script (an uncaught error in a worker); Chromium's own notes (GPU stalls, its GL driver's
        performance messages, which it files under the page's address) are not the page's."""
        self.collect_console()
        return [e for e in self.console if e['level'] in ('SEVERE', 'WARNING')
                and (e['message'].startswith(self.server.url) or e.get('source') == 'javascript')
                and 'GL Driver Message' not in e['message']]

    def collect_console(self):
        self.console += self.driver.get_log('browser')
        return self.console

    # --- looking and acting ---
    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def js_async(self, script, *args):
        """Runs `script` with its last argument a callback to call with the result."""
        return self.driver.execute_async_script(script, *args)

    def find(self, css):
        from selenium.webdriver.common.by import By
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def finds(self, css):
        from selenium.webdriver.common.by import By
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def text(self, css):
        return self.find(css).text

    def click(self, css):
        self.find(css).click()

    def type(self, css, text):
        e = self.find(css)
        e.clear()
        e.send_keys(text)

    def keys(self, *keys):
        from selenium.webdriver.common.action_chains import ActionChains
        ActionChains(self.driver).send_keys(*keys).perform()

    def tab(self, name):
        self.click(f'#tabs [data-tab="{name}"]')
        self.wait(lambda: self.js(f'return !!(window.cubeworksApp.started["{name}"])'), f'the {name} tab')
        self.js_async(f'window.cubeworksApp.started["{name}"].then(() => arguments[0]())')

    def wait(self, condition, what, timeout=None):
        deadline = time.monotonic() + (timeout or self.timeout)
        last = None
        while time.monotonic() < deadline:
            try:
                if condition():
                    return
            except Exception as e:  # not there yet
                last = e
            time.sleep(0.05)
        fail(f'timed out waiting for {what}' + (f' ({last})' if last else ''))

    def wait_text(self, css, fragment, timeout=None):
        self.wait(lambda: fragment in self.text(css), f'"{fragment}" in {css}', timeout)
        return self.text(css)

    def capture_downloads(self):
        """From now on the page's downloads are kept in window.blobs instead of saved."""
        self.js('window.blobs = []; const made = URL.createObjectURL; URL.createObjectURL = (b) => {'
                ' window.blobs.push(b); return made(b); }; HTMLAnchorElement.prototype.click = function () {};')

    def download(self, button):
        """The bytes of the file the page makes when `button` is clicked (after capture_downloads)."""
        count = self.js('return window.blobs.length')
        self.click(button)
        self.wait(lambda: self.js('return window.blobs.length') > count, f'a download from {button}')
        return base64.b64decode(self.js_async(
            'const b = window.blobs[window.blobs.length - 1]; const r = new FileReader();'
            'r.onload = () => arguments[0](r.result.split(",")[1]); r.readAsDataURL(b);'))

    def screenshot(self, name):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f'{name}.png'
        self.driver.save_screenshot(str(path))
        print(f'screenshot: {path}')
        return path
