"""The rolling presets and readouts (issue 26, failures 6, 7 and 14): every small preset solves as
offered; a board applied by its start shows its size in the Board menu; the distance follows a
known solution as it is stepped; times read as a person writes them; the notation help is in the
page, not a pointer to a file the site does not ship."""
import re

from browser import App, fail


def idle(app):
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')


def choose(app, preset):
    app.js(f'const s = document.getElementById("roll-board"); s.value = "{preset}"; s.dispatchEvent(new Event("change"))')
    idle(app)


with App(hash_='rolling', timeout=120) as app:
    app.tab('rolling')
    idle(app)
    # 6. Every preset small enough to solve at once solves as offered.
    for preset in ('2x2', '2x3', '3x3', 'eight 3x3', 'dice 2x3'):
        choose(app, preset)
        app.click('#roll-solve')
        idle(app)
        errors = app.js('return [...document.querySelectorAll("#tab-rolling .field-error, #tab-rolling .form-error")]'
                        '.map(e => e.textContent).join(" ")').strip()
        if errors or 'moves' not in app.text('#roll-solution'):
            fail(f'the {preset} preset does not solve as offered: {errors or app.text("#roll-solution")!r}')

    # 14. Stepping through a known solution keeps the distance known.
    choose(app, '3x3')
    app.click('#roll-solve')
    idle(app)
    app.wait_text('#roll-solution-length', '36 moves')
    app.click('#roll-step')
    idle(app)
    if app.text('#roll-distance') != '35 moves':
        fail(f'one step into the 36-move solution the distance reads {app.text("#roll-distance")!r}')

    # Scramble to 5 moves from the goal (exactly: the 3x3 table fits the page), then solved by
    # following the hints: "Solved in 5 moves (optimal 5)", told apart from a computer's solve.
    choose(app, '3x3')
    app.type('#roll-scramble-n', '5')
    app.click('#roll-scramble')
    idle(app)
    if app.text('#roll-distance') != '5 moves':
        fail(f'scrambled to 5 moves, the distance reads {app.text("#roll-distance")!r}')
    app.js('document.getElementById("roll-animate").checked = false')
    for _ in range(5):
        app.click('#roll-hint')
        idle(app)
        letter = app.js('return window.cubeworksApp.rolling.hint[0].move')
        app.click(f'#roll-pad [data-move="{letter}"]')
        idle(app)
    status = app.text('#roll-status')
    if 'Solved in 5 moves (optimal 5)' not in status:
        fail(f'after following the hints the status reads {status!r}')
    # The computer's solve says so.
    app.click('#roll-scramble')
    idle(app)
    app.click('#roll-solve')
    idle(app)
    app.click('#roll-play')
    app.wait_text('#roll-status', 'solved!')
    if 'computer' not in app.text('#roll-status'):
        fail(f'a solution the computer played reads {app.text("#roll-status")!r}')

    # 7. A 5x5 start applied by hand: the Board menu names its size.
    app.type('#roll-start', '00000/00000/00.00/00000/00000')
    app.type('#roll-goal', '11111/11111/11.11/11111/11111')
    app.click('#roll-apply')
    idle(app)
    shown = app.js('const s = document.getElementById("roll-board"); return s.options[s.selectedIndex].text')
    if '5x5' not in shown:
        fail(f'after applying a 5x5 start the Board menu shows {shown!r}')

    # 14. Help on the notation in the page, no pointer to docs/model.md.
    page = app.js('return document.body.innerText + document.body.innerHTML')
    if 'docs/model.md' in page:
        fail('the page points at docs/model.md, which the site does not ship')
    if not app.finds('#roll-help') or 'north' not in app.js('return document.getElementById("roll-help").textContent'):
        fail('no notation help (#roll-help) in the rolling tab')

with App(hash_='hoffman') as app:
    app.tab('hoffman')
    text = app.wait_text('#hf-counts', 'Pick a class')
    if re.search(r'\d+\.\d{3} ms', text):
        fail(f'a time written to the microsecond: {text!r}')
print('boards: ok')
