"""The classic 4x4 first Hint in the page (issue 26): IDA* with the group and axis databases and
a 2^22 perimeter in the worker's WebAssembly memory; it answers 48 moves, as `roll solve` does,
and prints the seconds it took (docs/web.md; no timing assertion)."""
from browser import App, fail


def idle(app):
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')


with App(hash_='rolling', timeout=600) as app:
    app.tab('rolling')
    idle(app)
    app.js('const s = document.getElementById("roll-board"); s.value = "4x4"; s.dispatchEvent(new Event("change"))')
    idle(app)
    app.click('#roll-hint')
    idle(app)
    hint = app.text('#roll-hint-text')
    if not hint.startswith('48 moves to the goal'):
        errors = app.js('return [...document.querySelectorAll("#tab-rolling .form-error")].map(e => e.textContent).join(" ")')
        fail(f'the 4x4 first hint reads {hint!r} {errors!r}')
    print(f'4x4 first hint: {app.js("return window.cubeworksApp.rollingHintSeconds"):.1f} s in the worker')
print('hint 4x4: ok')
