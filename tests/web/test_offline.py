"""Offline and installable: the site served under a sub-path (as a static host serves a folder that is
not its root), loaded once; its service worker caches it; then without a network (Chromium's network
emulation) a reload still shows the page, and a rolling puzzle, a MacMahon target and a stack are
solved in it. Chromium finds the web app manifest with its icons and the service worker that
controls the page: what it needs to offer the page for installing. A new version deployed (its
service worker changed) is offered by the page, and taken at the press of its button."""
from browser import App, fail

with App(hash_='rolling', timeout=180, path='tools/cubes/') as app:
    # The worker is registered after the first board and caches every file of the site.
    app.js_async('navigator.serviceWorker.ready.then(() => arguments[0]())')
    app.wait(lambda: app.js('return !!navigator.serviceWorker.controller'), 'the service worker to control the page')
    scope = app.js('return navigator.serviceWorker.controller.scriptURL')
    if not scope.endswith('/tools/cubes/sw.js'):
        fail(f'the service worker is {scope}, expected the one beside the page under /tools/cubes/')
    files = app.js_async('caches.keys().then((k) => caches.open(k.find((n) => n.startsWith("cubeworks-"))))'
                         '.then((c) => c.keys()).then((r) => arguments[0](r.map((q) => q.url)))')
    for needed in ('index.html', 'cubeworks.wasm', 'cubeworks-threads.wasm', 'cubeworks-threads.worker.js', 'js/app.js',
                   'vendor/three/build/three.module.js', 'manifest.webmanifest'):
        if not any(u.endswith('/tools/cubes/' + needed) for u in files):
            fail(f'the cache lacks {needed} ({len(files)} files cached)')

    # Installable: the manifest Chromium reads, its icons, no installability error.
    manifest = app.driver.execute_cdp_cmd('Page.getAppManifest', {})
    if not manifest.get('url', '').endswith('/tools/cubes/manifest.webmanifest') or manifest.get('errors'):
        fail(f'the web app manifest: {manifest.get("url")}, errors {manifest.get("errors")}')
    errors = app.driver.execute_cdp_cmd('Page.getInstallabilityErrors', {}).get('installabilityErrors', [])
    if errors:
        fail(f'Chromium would not install the page: {errors}')
    icons = app.js_async('fetch("manifest.webmanifest").then((r) => r.json()).then((m) => Promise.all(m.icons.map('
                         '(i) => fetch(i.src).then((r) => [i.src, r.status, r.headers.get("content-type")])))).then(arguments[0])')
    if len(icons) < 2 or any(status != 200 for _, status, _ in icons):
        fail(f'the manifest\'s icons: {icons}')

    # Offline: the page reloads from the cache and every engine works.
    app.driver.execute_cdp_cmd('Network.enable', {})
    app.driver.execute_cdp_cmd('Network.emulateNetworkConditions', {
        'offline': True, 'latency': 0, 'downloadThroughput': -1, 'uploadThroughput': -1})
    try:
        app.driver.refresh()
        app.wait_ready()
        app.tab('rolling')
        app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
        app.click('#roll-solve')
        app.wait_text('#roll-solution-length', '36 moves:')
        app.tab('macmahon')
        app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
        app.wait_text('#mm-solution-number', '16')
        app.tab('stack')
        app.js_async('window.cubeworksApp.stack.settled().then(() => arguments[0]())')
        app.click('#st-solve')
        app.wait_text('#st-verdict', 'Solved!')
        app.screenshot('offline-stack')
    finally:
        app.driver.execute_cdp_cmd('Network.emulateNetworkConditions', {
            'offline': False, 'latency': 0, 'downloadThroughput': -1, 'uploadThroughput': -1})

    # A new version deployed: the page offers it, and reloads into it when asked.
    sw = app.folder / 'sw.js'
    sw.write_text(sw.read_text().replace('"version": "', '"version": "new', 1))
    # register() answers with the registration some time after the page is ready.
    app.wait(lambda: app.js('return window.cubeworksApp.offline.registration !== null'), 'the service worker registration')
    app.js_async('window.cubeworksApp.offline.registration.update().then(() => arguments[0](), () => arguments[0]())')
    app.wait(lambda: app.find('#update').is_displayed(), 'the offer of the new version')
    old = app.js('return navigator.serviceWorker.controller.scriptURL && performance.timeOrigin')
    app.click('#update-reload')
    app.wait(lambda: app.js('return performance.timeOrigin') != old, 'the page to reload into the new version')
    app.wait_ready()
    app.wait(lambda: all(n.startswith('cubeworks-new') for n in app.js_async('caches.keys().then(arguments[0])')),
             'the cache of the old version to be deleted')
print('offline: ok')
