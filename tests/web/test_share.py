"""Positions you can share (issue 26): each tab's position lives in the URL; a reload shows the same
board, moves, target, cubes, arrangement, lengths and a column's turns; Back and Forward go between positions; Copy link."""
from browser import App, fail


def idle(app):
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')


def reload(app):
    app.driver.refresh()
    app.wait(lambda: app.js('return document.body.dataset.ready === "true"'), 'the page to be ready again')


with App(hash_='rolling', timeout=90) as app:
    app.tab('rolling')
    idle(app)
    app.js('document.getElementById("roll-animate").checked = false')
    app.click('#roll-pad .pad-D')
    idle(app)
    app.click('#roll-pad .pad-R')
    idle(app)
    shown = app.text('#roll-state')
    if 'moves=DR' not in app.js('return location.hash'):
        fail(f'the URL does not hold the moves played: {app.js("return location.hash")}')
    reload(app)
    app.tab('rolling')
    idle(app)
    if app.text('#roll-state') != shown or not app.text('#roll-moves').startswith('2'):
        fail(f'after a reload the board shows {app.text("#roll-state")} ({app.text("#roll-moves")}), expected {shown}')
    # Another board applied, then Back: the first position again.
    app.js('const s = document.getElementById("roll-board"); s.value = "2x3"; s.dispatchEvent(new Event("change"))')
    idle(app)
    app.driver.back()
    app.wait(lambda: app.text('#roll-state') == shown, 'Back to show the 3x3 position again')
    app.driver.forward()
    app.wait(lambda: app.text('#roll-state') == '000/0.0', 'Forward to show the 2x3 board again')
    app.click('#copy-link')

    app.open('macmahon?target=Ab&variant=interior&arrangement=1')
    app.tab('macmahon')
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
    if app.js('return document.getElementById("mm-target").value') != 'Ab' or \
            not app.js('return document.getElementById("mm-interior").checked'):
        fail('a MacMahon link does not restore its target and variant')

    app.open('hoffman?view=3d&lengths=10,11,12&class=R3')
    app.tab('hoffman')
    app.wait(lambda: app.js('return window.cubeworksApp.hoffman.shownClass') == 'R3', 'class R3 from the link')

    app.open('stack?cubes=Ab,Ac,Ad,Ae,Af,Ba&turns=,x')
    app.tab('stack')
    app.js_async('window.cubeworksApp.stack.settled().then(() => arguments[0]())')
    cubes = app.js('return window.cubeworksApp.stack.state.doc.cubes.map(c => [c.item, c.turn])')
    if [c[0] for c in cubes] != ['Ab', 'Ac', 'Ad', 'Ae', 'Af', 'Ba'] or [c[1] for c in cubes][:2] != ['', 'x']:
        fail(f'a Stack link does not restore its cubes and turns: {cubes}')
print('share: ok')
