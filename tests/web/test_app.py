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
    for tab in ('rolling', 'macmahon', 'stack', 'hoffman'):  # hoffman last: the long work below runs in its engine
        app.tab(tab)
        if not app.finds(f'#tab-{tab} canvas'):
            fail(f'the {tab} tab draws no 3D view (WebGL)')

    # The page's inputs are built from the verbs' declarations (the module's schema()): the
    # default, the help and "required" come from there, and a request naming an undeclared field
    # never reaches the engine.
    schema = {f'{v["family"]}.{v["name"]}': {f['wasm']: f for f in v['fields']}
              for v in app.js('return window.cubeworksApp.engines.hoffman.schema')['verbs']}
    for css, verb, name in (('#roll-kind', 'roll.solve', 'kind'), ('#mm-target', 'macmahon.solve', 'target'),
                            ('#mm-cubes', 'macmahon.solve', 'cubes'), ('#mm-interior', 'macmahon.solve', 'interior'),
                            ('#hf-lengths', 'hoffman.enumerate', 'lengths'), ('#st-cubes', 'stack.check', 'cubes')):
        field = schema[verb][name]
        got = app.js(f'const e = document.querySelector("{css}"); return [e.dataset.field, e.title, e.type, e.value,'
                     ' e.getAttribute("aria-required")]')
        if got[0] != name or got[1] != field['help']:
            fail(f'{css} is not built from the declaration of {verb}.{name}: {got}')
        if field['kind'] == 'flag' and got[2] != 'checkbox':
            fail(f'{css} is a flag shown as {got[2]}')
        if field.get('required') and got[4] != 'true':
            fail(f'{css} does not say it is required')
    if app.js('return document.querySelector("#roll-kind").value') != schema['roll.solve']['kind']['default']:
        fail('the Cubes field does not start at the declared default kind')
    refused = app.js_async('window.cubeworksApp.engines.hoffman.call("roll.solve", {strat: "000/0.0/000"})'
                           '.then(() => "sent", (e) => e.message).then(arguments[0])')
    if 'strat' not in refused:
        fail(f'a request with an undeclared field was {refused!r}')
    app.collect_console()
    app.console = [e for e in app.console if 'undeclared fields: strat' not in e['message']]

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
