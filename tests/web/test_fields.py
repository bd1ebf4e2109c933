"""Fields a new user gets wrong (issue 26, failures 1, 2 and 8): an emptied MacMahon target (Tab
and Enter) keeps the fields and says what is missing; a bad cube list, fixed, solves at the first
real click on Solve (the button does not move under the pointer); a long error stays inside its
panel; a bad goal is called the goal and its message does not start with a space; Hoffman lengths
too large, empty, and 4D errors about the 4D form only."""
from browser import App, fail
from selenium.webdriver.common.keys import Keys


def settle(app):
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')


def field_error(app, tab, field):
    return app.js(f'const s = [...document.querySelectorAll("#tab-{tab} .field-error[data-for=\\"{field}\\"]")]'
                  '.find(e => e.offsetParent !== null && getComputedStyle(e).visibility !== "hidden");'
                  'return s ? s.textContent : ""')


def value(app, css):
    return app.js(f'return document.querySelector("{css}").value')


with App(hash_='macmahon') as app:
    app.tab('macmahon')
    settle(app)
    app.wait_text('#mm-solution-number', '16')

    # 1. The target emptied, then Tab: the fields keep what they had, one line says what is missing.
    app.find('#mm-target').clear()
    app.find('#mm-target').send_keys(Keys.TAB)
    settle(app)
    if 'undefined' in value(app, '#mm-target') + value(app, '#mm-cubes'):
        fail(f'emptying the target (Tab) wrote "undefined": {value(app, "#mm-target")!r}, {value(app, "#mm-cubes")!r}')
    if 'target' not in field_error(app, 'macmahon', 'target') and 'give' not in field_error(app, 'macmahon', 'target'):
        fail(f'emptying the target shows {field_error(app, "macmahon", "target")!r} next to it')
    if app.text('#mm-solution-number') == '16':
        fail('the old solution number stays after the target was emptied')
    # ... and with Enter.
    app.find('#mm-target').send_keys(Keys.ENTER)
    settle(app)
    message = field_error(app, 'macmahon', 'target')
    if 'undefined' in message or 'undefined' in value(app, '#mm-target'):
        fail(f'Enter on an empty target: {message!r}, field {value(app, "#mm-target")!r}')
    app.find('#mm-target').send_keys('Ba', Keys.TAB)
    settle(app)
    app.wait_text('#mm-solution-number', '16')

    # 2. A bad cube list, then fixed and Solve clicked once (a real click): the solve runs.
    app.type('#mm-cubes', 'Zz')
    app.click('#mm-solve')
    settle(app)
    if not field_error(app, 'macmahon', 'cubes'):
        fail('"Zz" in Cubes shows no error next to the field')
    app.type('#mm-cubes', 'row:A,col:b,-Ab')
    before = app.js('return window.cubeworksApp.macmahon.state.solveId')
    app.click('#mm-solve')  # the field is left by this very click
    settle(app)
    if app.js('return window.cubeworksApp.macmahon.state.solveId') == before:
        fail('the first click on Solve after fixing the cubes field did not solve (the button moved?)')
    app.wait_text('#mm-solution-number', '16')

with App(hash_='rolling') as app:
    app.tab('rolling')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    # 8. A goal error names the goal and starts with its words; a long one stays in its panel.
    app.type('#roll-goal', '1111/1.11/1111/1111/1111/1111/1111/1111/1111/1111/1111/1111/1111/1111/1111/1111/11')
    app.click('#roll-apply')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    message = field_error(app, 'rolling', 'goal')
    if not message or message[0].isspace() or message.startswith('state'):
        fail(f'the goal error reads {message!r}')
    sticks_out = app.js('const e = [...document.querySelectorAll("#tab-rolling .field-error")].find(e => e.textContent);'
                        'const p = e.closest(".panel").getBoundingClientRect(), r = e.getBoundingClientRect();'
                        'return r.right > p.right + 1 || e.scrollWidth > e.clientWidth + 1')
    if sticks_out:
        fail('a long error runs out of its panel')

with App(hash_='hoffman') as app:
    app.tab('hoffman')
    app.wait_text('#hf-counts', 'Pick a class')
    # 8. A 21-digit length is too large, not "not an integer"; empty lengths are an error.
    app.type('#hf-lengths', '100000000000000000000,11,12')
    app.click('#hf-enumerate')
    app.wait(lambda: field_error(app, 'hoffman', 'lengths'), 'an error about the long length')
    message = field_error(app, 'hoffman', 'lengths')
    if 'not an integer' in message:
        fail(f'a 21-digit length: {message!r}')
    app.type('#hf-lengths', ' ')
    app.click('#hf-enumerate')
    app.wait(lambda: field_error(app, 'hoffman', 'lengths'), 'an error about empty lengths')
    # 4D: its example is four numbers; the stale 3D error goes when the 4D form is used.
    app.type('#hf-lengths4', '1,2')
    app.click('#hf-show4d')
    app.wait(lambda: app.js('return [...document.querySelectorAll("#hf-form4 .field-error")].some(e => e.textContent)'),
             'an error in the 4D form')
    text4 = app.js('return [...document.querySelectorAll("#hf-form4 .field-error")].map(e => e.textContent).join()')
    if '10,11,12' in text4:
        fail(f'the 4D error suggests three numbers: {text4!r}')
    if field_error(app, 'hoffman', 'lengths') and app.js(
            'return [...document.querySelectorAll("#hf-form3 .field-error")].some(e => e.textContent && e.offsetParent)'):
        fail('the 3D form keeps its error while the 4D form is used')
print('fields: ok')
