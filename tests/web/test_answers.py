"""What the page answers, tried as a person would: every figure exact (the Hoffman volumes past 2^53),
nothing shown for what was not asked (the 4D packing found by search says which sides it has), a shared
random packing opens the same packing, keys on the tab list move between tabs and do nothing else, a
cancelled census says so, a long bad entry is quoted short, Back steps back a rolling move and a
MacMahon position at one press, the 3D views are no Tab stops. On a phone (390x844): the tab names
on one line each, the how-to-play text shown, the board in sight while a solution is stepped
through, and the whole status line of a long job with its Cancel on the screen (at 1280x900 too)."""
from browser import App, fail


def hoffman_volume(app):
    return app.text('#hf-info')


with App(hash_='hoffman', timeout=120) as app:
    app.tab('hoffman')
    app.wait_text('#hf-counts', 'Pick a class')
    # Sides of a million: the cube's volume (27000081000081000027) is past 2^53; the gap of a
    # packing is (a+b+c)^3 - 27abc = 27000027 exactly, and it has no overlap.
    app.type('#hf-lengths', '1000000,1000001,1000002')
    app.click('#hf-enumerate')
    app.wait_text('#hf-counts', 'Lengths 1000000, 1000001, 1000002')
    app.wait(lambda: '3000003³' in hoffman_volume(app), 'the packing with sides of a million')
    text = hoffman_volume(app)
    if 'gaps 27000027)' not in text or 'overlap' in text:
        fail(f'sides 1000000,1000001,1000002: "{text}", expected gaps 27000027 and no overlap')
    app.type('#hf-lengths', '1000000000,1000000001,1000000002')
    app.click('#hf-enumerate')
    app.wait(lambda: '3000000003³' in hoffman_volume(app), 'the packing with sides of a thousand million')
    text = hoffman_volume(app)
    if 'gaps 27000000027)' not in text:  # (3s+3)^3 - 27 s(s+1)(s+2) = 27(s+1)... = 27000000027
        fail(f'sides 1e9: "{text}", expected gaps 27000000027')

    # The packing found by search has its own sides: the sides typed for the constructions are
    # not used, and the page says so.
    app.type('#hf-lengths4', '10,11,12,13')
    app.js('const s = document.getElementById("hf-4d"); s.value = "search"; s.dispatchEvent(new Event("change"))')
    app.wait(lambda: 'found by search' in app.text('#hf-4d-source'), 'the packing found by search')
    source = app.text('#hf-4d-source')
    if '10,11,12,13' not in source or 'not the sides' not in source:
        fail(f'the packing found by search does not say that the sides typed are not its own: "{source}"')
    if not app.js('return document.getElementById("hf-lengths4").disabled'):
        fail('the sides field stays open while the packing found by search is shown')

    # A random sliced construction: the URL holds the random choice, and opens the same packing.
    app.js('const s = document.getElementById("hf-4d"); s.value = "sliced"; s.dispatchEvent(new Event("change"))')
    app.wait(lambda: 'slabs=' in app.js('return location.hash'), 'the slab tilings in the URL')
    link = app.js('return location.hash').lstrip('#')
    grid = app.js('return window.cubeworksApp.hoffman.shown.boxes.grid')
    for _ in range(2):
        app.hash = link
        app.load_afresh()
        app.tab('hoffman')
        app.wait(lambda: (app.js('return window.cubeworksApp.hoffman.shown && window.cubeworksApp.hoffman.shown.kind') == '4d'),
                 'the shared sliced packing')
        again = app.js('return window.cubeworksApp.hoffman.shown.boxes.grid')
        if again != grid:
            fail(f'the shared link {link} opened another packing: {again[:40]}... instead of {grid[:40]}...')

with App(hash_='rolling', timeout=120) as app:
    app.tab('rolling')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    moves = app.text('#roll-moves')
    # Left on the MacMahon tab goes to the Rolling tab and rolls nothing.
    app.find('#tablink-macmahon').click()
    app.js_async('window.cubeworksApp.started.macmahon.then(() => arguments[0]())')
    from selenium.webdriver.common.keys import Keys
    app.find('#tablink-macmahon').send_keys(Keys.ARROW_LEFT)
    app.wait(lambda: app.js('return location.hash').startswith('#rolling'), 'Left to show the Rolling tab')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    if app.text('#roll-moves') != moves:
        fail(f'Left on the tab list also rolled a cube: moves so far "{app.text("#roll-moves")}", was "{moves}"')
    # Down on the Stack tab does not choose another cube.
    app.tab('stack')
    app.js_async('window.cubeworksApp.stack.settled().then(() => arguments[0]())')
    chosen = app.js('return document.getElementById("st-cube").value')
    app.find('#tablink-stack').send_keys(Keys.ARROW_DOWN)
    if app.js('return document.getElementById("st-cube").value') != chosen:
        fail('Down on the tab list chose another cube of the Stack column')

    # Back after a move by hand: the position before it, in the page.
    app.tab('rolling')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    app.js('document.getElementById("roll-animate").checked = false')
    before = app.text('#roll-state')
    app.click('#roll-pad .pad-D')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    if app.text('#roll-state') == before:
        fail('the move D did not move')
    app.driver.back()
    app.wait(lambda: app.text('#roll-state') == before and app.js('return location.hash').startswith('#rolling'),
             'Back to undo the move (not leave the page)')

    # A long job's status line is read whole, not cut to a tooltip.
    app.js('const s = document.getElementById("roll-board"); s.value = "4x4"; s.dispatchEvent(new Event("change"))')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    app.click('#roll-hint')
    app.wait(lambda: app.find('#status-cancel').is_displayed() and ', ' in app.text('#status-text'), 'the status line of the search')
    line = app.text('#status-text')
    cut = app.js('const t = document.getElementById("status-text"); return t.scrollWidth > t.clientWidth + 1')
    app.click('#status-cancel')
    if cut:
        fail(f'the status line of a long job is cut at 1280 px: "{line}"')

    # A 5000-character cube list is quoted short beside the field.
    app.tab('stack')
    app.js_async('window.cubeworksApp.stack.settled().then(() => arguments[0]())')
    app.js('document.getElementById("st-cubes").value = "x".repeat(5000)')
    app.click('#st-apply')
    app.wait(lambda: app.js('return document.querySelector("#st-form .field-error, #st-form .form-error")?.textContent.length > 0'),
             'the error of the long entry')
    message = app.js('return document.querySelector("#st-form .field-error, #st-form .form-error").textContent')
    if len(message) > 200:
        fail(f'the error quotes the whole entry: {len(message)} characters')

with App(hash_='about', timeout=120) as app:
    # The tab's first position takes the place of the bare #macmahon entry: one Back leaves the tab.
    app.tab('macmahon')
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
    app.driver.back()
    app.wait(lambda: app.js('return location.hash') == '#about', 'one Back to leave the MacMahon tab for About')
    app.driver.forward()
    app.wait(lambda: 'target=Ba' in app.js('return location.hash'), 'Forward to the MacMahon tab again')
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
    # Each solve is one position: Back shows the one before at the first press.
    first = app.js('return location.hash')
    app.type('#mm-target', 'Fe')
    from selenium.webdriver.common.keys import Keys
    # The census takes a tenth of a second: Cancel is pressed the moment it begins (the observer
    # runs before the worker's answer can), as a quick user's click would land.
    app.js('const census = document.getElementById("mm-census");'
           'new MutationObserver((_, observer) => {'
           '  if (!census.textContent.includes("Counting all")) return;'
           '  observer.disconnect(); window.cancelledCensus = true;'
           '  document.getElementById("status-cancel").click();'
           '}).observe(census, {childList: true, characterData: true, subtree: true});')
    app.find('#mm-target').send_keys(Keys.ENTER)
    app.wait(lambda: app.js('return window.cancelledCensus === true'), 'Cancel the moment the census for Fe begins')
    app.wait(lambda: app.text('#status-text') in ('ready', 'cancelled'), 'the census to stop')
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
    if 'Counting all' in app.text('#mm-census'):
        fail(f'after Cancel the census still reads "{app.text("#mm-census")}"')
    second = app.js('return location.hash')
    if 'target=Fe' not in second:
        fail(f'the URL does not name the target Fe: {second}')
    app.driver.back()
    app.wait(lambda: app.js('return location.hash') == first, f'one Back to go to {first}')
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
    if app.js('return location.hash') != first:
        fail(f'Back showed {first}, then the page moved on to {app.js("return location.hash")}')

with App(hash_='rolling', timeout=180, size=(390, 844)) as app:
    app.tab('rolling')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    tall = app.js('return [...document.querySelectorAll("#tabs [role=tab]")].filter((a) => a.getClientRects().length > 1)'
                  '.map((a) => a.textContent)')
    if tall:
        fail(f'on a phone the tab names break over two lines: {tall}')
    if not app.js('const n = document.querySelector("#tab-rolling > .note"); return !!n && n.offsetParent !== null'):
        fail('on a phone the how-to-play text of the Rolling tab is hidden')
    if app.js('return [...document.querySelectorAll("canvas")].some((c) => c.tabIndex >= 0)'):
        fail('a 3D view\'s canvas is a Tab stop (the view is a labelled picture)')
    # Step through the solution: the board stays in sight.
    app.js('document.getElementById("roll-animate").checked = false')
    app.click('#roll-solve')
    app.wait_text('#roll-solution-length', '36 moves:')
    app.js('document.getElementById("roll-step").scrollIntoView({ block: "end" })')
    app.click('#roll-step')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    box = app.js('const r = document.querySelector("#tab-rolling .view3d").getBoundingClientRect();'
                 'return [r.top, r.bottom, innerHeight]')
    if box[0] < -1 or box[1] > box[2] + 1:
        fail(f'on a phone, stepping through the solution leaves the board out of sight (view {box[0]:.0f}..{box[1]:.0f} px, '
             f'screen 0..{box[2]} px)')
    # A long job: the status line whole, Cancel on the screen.
    app.js('const s = document.getElementById("roll-board"); s.value = "4x4"; s.dispatchEvent(new Event("change"))')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    app.js('document.getElementById("roll-hint").scrollIntoView({ block: "end" })')
    app.click('#roll-hint')
    app.wait(lambda: app.find('#status-cancel').is_displayed(), 'Cancel while the hint is searched')
    app.wait(lambda: 's' in app.text('#status-text') and ':' in app.text('#status-text'), 'the status line of the search')
    cut = app.js('const t = document.getElementById("status-text"); return t.scrollWidth > t.clientWidth + 1')
    cancel = app.js('const r = document.getElementById("status-cancel").getBoundingClientRect();'
                    'return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth')
    line = app.text('#status-text')
    app.click('#status-cancel')
    if cut:
        fail(f'on a phone the status line of a long job is cut: "{line}"')
    if not cancel:
        fail('on a phone Cancel is off the screen while a long job runs')
print('answers: ok')
