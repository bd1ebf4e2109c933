"""Each tab owns its work (issue 26, failures 3, 4 and 5): a long hint running in the rolling tab
leaves the MacMahon tab to start and solve; Cancel stops the rolling tab's job only, in one press;
Hint and Solve are disabled while the tab is busy and a move meanwhile is refused with a visible
word, not queued; the status line of a long search is one human line (time over all passes, bound,
nodes, an estimate called one) that never grows the header."""
import re
import time

from browser import App, fail

# A 3x4 pair 74 moves apart (found by `cubeworks roll diameter --board 3x4`): IDA* from the start
# with the page's small perimeter database passes bounds 50 to 62 in seconds and then searches for
# minutes, so the hint is still running when it is cancelled, and no pattern database has to be
# built first (the 4x4 hint's databases take half a minute to two before its first bound).
FAR = ('0315/231./0315', '52.2/5500/5444')


def idle(app):
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')


def header_height(app):
    return app.js('return document.querySelector("header").getBoundingClientRect().height')


with App(hash_=f'rolling?start={FAR[0]}&goal={FAR[1]}', timeout=120) as app:
    app.tab('rolling')
    idle(app)
    if app.text('#roll-state') != FAR[0]:
        fail(f'the link\'s 3x4 start shows as {app.text("#roll-state")}')
    height = header_height(app)
    app.click('#roll-hint')
    app.wait(lambda: app.js('return document.getElementById("roll-hint").disabled'), 'Hint disabled while busy')
    if not app.js('return document.getElementById("roll-solve").disabled'):
        fail('Solve stays enabled while a hint is searched')

    # 4. A move while busy is refused, with a word on the page, and not replayed later.
    app.js('document.activeElement && document.activeElement.blur()')
    app.keys('\ue015')  # arrow down
    app.wait(lambda: 'busy' in app.text('#roll-status').lower() or 'wait' in app.text('#roll-status').lower(),
             'a visible refusal of a move made while the hint runs')

    # 5. The long search's status: one line, honest time over all passes, bound, nodes, estimate.
    # Watched until a pass has ended (two bounds seen: a new pass must not restart the time),
    # 6 to 40 s after the first bound.
    seen = []
    deadline, passes = time.monotonic() + 60, None
    while time.monotonic() < (deadline if passes is None else passes + 40):
        seen.append(app.text('#status-text'))
        bounds = {m.group(1) for s in seen for m in [re.search(r'bound (\d+)', s)] if m}
        if len(bounds) >= 2 and passes is not None and time.monotonic() > passes + 6:
            break
        if header_height(app) > height + 1:
            fail(f'the header grew from {height} to {header_height(app)} px: {seen[-1]!r}')
        if passes is None and 'bound' in seen[-1]:
            passes = time.monotonic()
        time.sleep(0.5)
    last = seen[-1]
    if 'ida*' in last.lower() or '\n' in last:
        fail(f'the status shows engine lines: {last!r}')
    for word in ('bound', 'nodes', 'estimate'):
        if word not in last:
            fail(f'the status line {last!r} does not say the {word}')
    seconds = [float(m.group(1)) for s in seen for m in [re.search(r'(\d+(?:\.\d+)?) s\b', s)] if m
               and 'min' not in s]
    if any(b < a - 0.5 for a, b in zip(seconds, seconds[1:])):
        fail(f'the elapsed time restarts: {seconds}')

    # 3. The MacMahon tab starts and solves while the rolling tab searches.
    app.tab('macmahon')
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
    app.wait_text('#mm-solution-number', '16', timeout=60)
    if app.js('return window.cubeworksApp.macmahon.cubeCount()') != 30:
        fail('the tableau is not filled while the rolling tab searches')
    if 'bound' in app.text('#status-text'):
        fail(f'the MacMahon tab shows the rolling tab\'s search: {app.text("#status-text")!r}')

    # Back to the rolling tab: one Cancel stops its hint, nothing queued starts, MacMahon keeps its tableau.
    app.tab('rolling')
    if not app.js('return window.cubeworksApp.engines.rolling.busy'):
        fail('the hint ended before Cancel: nothing was left to cancel')
    app.click('#status-cancel')
    time.sleep(1.5)
    if app.js('return window.cubeworksApp.engines.rolling.busy'):
        fail('one Cancel did not stop the rolling tab\'s work')
    if app.js('return document.getElementById("roll-hint").disabled'):
        fail('Hint stays disabled after Cancel')
    if app.text('#roll-state') != FAR[0]:
        fail(f'a move made while busy was replayed after Cancel: {app.text("#roll-state")}')
    app.tab('macmahon')
    if app.js('return window.cubeworksApp.macmahon.cubeCount()') != 30 or app.text('#mm-solution-number') != '16':
        fail('cancelling the rolling hint emptied the MacMahon tab')
print('jobs: ok')
