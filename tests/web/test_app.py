"""The page in headless Chromium: it loads and answers, every tab opens with a WebGL view, long work
shows progress and can be cancelled without freezing the page, a verb's bad request comes back
as a one-line message (never as a console error), and the console stays clean."""
import time

from browser import App, fail

with App() as app:
    seconds = app.js('return window.cubeworksApp.interactiveSeconds')
    print(f'interactive after {seconds:.2f} s')
    version = app.js('return document.getElementById("engine-version").textContent')
    if not version or version == '…':
        fail('the engine version is not shown')
    for tab in ('rolling', 'macmahon', 'hoffman'):
        app.tab(tab)
        if not app.finds(f'#tab-{tab} canvas'):
            fail(f'the {tab} tab draws no 3D view (WebGL)')

    # Long work (the shown tab's engine): progress in the status line while the page keeps answering, then Cancel.
    app.js('window.sizesJob = window.cubeworksApp.engines.hoffman.call("macmahon.sizes", {})'
           '.then(() => "finished", (e) => e.name)')
    app.wait(lambda: '%' in app.text('#status-text'), 'progress in the status line')
    started = time.monotonic()
    app.js('return 1')  # the page's thread is free while the worker works
    if time.monotonic() - started > 0.5:
        fail('the page froze while the engine worked')
    print('progress shown:', app.text('#status-text'))
    app.click('#status-cancel')
    app.wait_text('#status-text', 'cancelled')
    outcome = app.js_async('window.sizesJob.then(arguments[0])')
    if outcome != 'Cancelled':
        fail(f'the cancelled call ended as {outcome!r}')
    # A fresh worker answers after the cancel.
    result = app.js_async('window.cubeworksApp.engines.hoffman.call("roll.solve", {}).then(arguments[0])')
    if not result['ok'] or result['document']['length'] != 36:
        fail(f'after Cancel the engine answered {result}')
    bad = app.js_async('window.cubeworksApp.engines.hoffman.call("roll.solve", {start: "000/0.0/00"}).then(arguments[0])')
    if bad['ok'] or not bad['error'].startswith('start: ') or '\n' in bad['error']:
        fail(f'a bad request came back as {bad}')
    app.tab('about')
    app.screenshot('about')
print('ok')
