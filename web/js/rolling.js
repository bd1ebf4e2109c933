// The rolling tab: play a rolling-cube puzzle in 3D (click a cube next to the empty cell or use
// the arrow keys), undo, ask for a hint (distance to the goal and the optimal next moves) and
// watch an optimal solution. Every state, legal move and distance comes from the engine
// (roll.moves, roll.hint, roll.solve in the worker); the page only draws and animates them.
import { Scene3D } from './scene.js';
import { h, showError, clearErrors } from './form.js';
import { Cancelled, EngineError, callOrThrow } from './engine.js';
import { formatSeconds } from './status.js';
import { BoardView, CUBE as CUBE_SIDE } from './rolling-view.js';

// Boards to start from: all cubes black up, the empty cell at row 1, column 1 (the classic
// puzzle's centre); the goal: all colour up, the same empty cell. Then puzzles with other cubes
// (roll solve --kind): the Cubic Eight-Puzzle's cubes with a goal of top colours, and dice.
// On 2x2 every cell has two neighbours: the cubes only circulate, and no cube ever turns colour
// up (roll analyze --from 00/0. finds 36 reachable states); its goal is the farthest of them.
const PRESETS = [
  ['2x2', '00/0.', '.0/00', 'classic'],
  ['2x3', '000/0.0', '111/1.1', 'classic'],
  ['3x3', '000/0.0/000', '111/1.1/111', 'classic'],
  ['3x4', '0000/0.00/0000', '1111/1.11/1111', 'classic'],
  ['4x4', '0000/0.00/0000/0000', '1111/1.11/1111/1111', 'classic'],
  ['eight 3x3', '000/0.0/000', 'RRR/R.R/RRR', 'eight'],
  ['dice 2x3', 'aaa/a.a', '666/6.6', 'dice'],
];
const NOTATION = {
  classic: 'a digit per cube (0 black up, 1 colour up, 2–5 black facing north, east, south, west)',
  eight: 'a digit per cube (0–5: which colour pair is up, which faces north; see "How states are written"); goals may name top colours W R B',
  dice: 'a letter per die (a–x: 1–6 up, then which face is north; see "How states are written"); goals may name top numbers 1–6',
};
// Printed, a cube is 20 mm wide (the view draws it CUBE_SIDE wide, cells 1 apart).
const CUBE_MM = 20;
// The breadth-first layers of a scramble may take this many GiB of the module's memory.
const SCRAMBLE_GIB = 0.75;
const KEYS = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };
const DIRECTION_WORDS = { U: 'north', D: 'south', L: 'west', R: 'east' };

// IDA*'s perimeter database: small on 3x4 (the classic puzzle in 0.4 s, where 2^22 takes 22 s to
// build), 2^22 on 4x4, where with the group and axis databases the classic first hint takes about
// a minute (a smaller one makes the search itself minutes longer).
function perimeterFor(doc) {
  return doc.cells.length >= 13 ? 1 << 22 : 1 << 16;
}

function where(doc, cell) {
  return `row ${Math.floor(cell / doc.cols) + 1}, column ${(cell % doc.cols) + 1}`;
}

function fileToken(state) {
  return state.replace(/\//g, '-').replace(/\./g, 'e');
}

// A picture of the notation drawn by the native program's renderer (scripts/web-data.sh: roll
// solve --svg, one move), shipped with the site in data/help/.
function helpPicture(name, alt, caption) {
  return h('figure', { class: 'help-picture' },
    h('img', { src: `data/help/rolling-${name}.svg`, alt, loading: 'lazy', id: `roll-help-${name}` }),
    h('figcaption', { class: 'note' }, caption));
}

export function init(section, app, engine) {
  const scene = new Scene3D(h('div', { class: 'view3d', id: 'roll-view', role: 'img',
    'aria-label': 'the board in 3D; its state is written beside it, and the arrow keys or the arrow pad roll the cubes' }));
  app.scenes.rolling = scene;
  const view = new BoardView(scene);

  // --- the form ---
  const customOption = h('option', { value: 'custom', hidden: true }, 'your own board');
  const boardSelect = h('select', { id: 'roll-board' },
    PRESETS.map(([name]) => h('option', { value: name, selected: name === '3x3' },
      name + (name === '3x3' ? ' (classic)' : name === 'eight 3x3' ? ' (Cubic Eight-Puzzle)' : ''))), customOption);
  const declared = (name, attributes) =>
    engine.declarations.input('roll.solve', name, { id: `roll-${name}`, spellcheck: 'false', autocomplete: 'off', ...attributes });
  const kindInput = declared('kind');
  const startInput = declared('start', { value: PRESETS[2][1] });
  const goalInput = declared('goal', { value: PRESETS[2][2] });
  const animateBox = h('input', { type: 'checkbox', id: 'roll-animate', checked: true });
  const speed = h('input', { type: 'range', id: 'roll-speed', min: '60', max: '250', step: '10', value: '200' });
  const speedOut = h('span', { class: 'note' }, '200 ms');
  speed.addEventListener('input', () => { speedOut.textContent = `${speed.value} ms`; });
  const notation = h('p', { class: 'note', id: 'roll-notation' });
  const showNotation = () => {
    notation.textContent = `Rows from north to south, separated by /; ${NOTATION[kindInput.value.trim()] ?? 'one character per cube by its kind'}` +
      ' and . for the empty cell. A goal may be a pattern: ? anything, * any cube.';
  };
  showNotation();
  kindInput.addEventListener('input', showNotation);
  const help = h('details', { id: 'roll-help', class: 'help' },
    h('summary', {}, 'How states are written'),
    h('p', {}, 'A state lists the rows from north (the back of the view) to south, separated by /, one character per ',
      'cell, . for the empty cell. A move names the direction the cube travels: U rolls the cube south of the empty ',
      'cell north, D rolls the cube north of it south, L rolls the cube east of it west, R rolls the cube west of it east.'),
    h('p', {}, 'Classic cubes (Harris 1974): each cube is black on one face and coloured on the opposite face. ',
      '0 black up, 1 colour up, 2 black facing north, 3 east, 4 south, 5 west.'),
    helpPicture('classic', 'two boards of classic cubes seen from above, before and after move U', 'Classic cubes, 012/3.5/410 and after U (the cube south of the empty cell rolls north): 012/345/4.0. Black: black up; coloured: colour up; grey with an arrow: the black face points that way.'),
    h('p', {}, 'Cubic Eight-Puzzle: opposite faces alike, white (W), red (R) and blue (B). A digit 0–5 says which ',
      'colour pair is up and which faces north: 0 W up and R north, 1 W up and B north, 2 R up and W north, ',
      '3 R up and B north, 4 B up and W north, 5 B up and R north. Goals may name the top colours: RRR/R.R/RRR.'),
    helpPicture('eight', 'two boards of Cubic Eight-Puzzle cubes seen from above, before and after move U', 'Cubic Eight-Puzzle cubes, the same strings 012/3.5/410 and after U 012/345/4.0: each cell shows the colour up, and along its north edge the colour facing north.'),
    h('p', {}, 'Dice (opposite faces sum to 7): a letter a–x, four per number up: a–d 1 up, e–h 2 up, … u–x 6 up; ',
      'within each four, which face points north. Goals may name the numbers up: 666/6.6.'),
    helpPicture('dice', 'two boards of dice seen from above, before and after move L', 'Dice, aei/m.u and after L (the die east of the empty cell rolls west) aei/mj.: each cell shows the pips up, and along its north edge the face pointing north.'),
    h('p', {}, 'A goal may be a pattern: ? any cube or the empty cell, * any cube.'));
  const button = (id, label, attrs = {}) => h('button', { type: 'button', id, ...attrs }, label);
  const applyButton = h('button', { type: 'submit', id: 'roll-apply', class: 'primary' }, 'Apply');
  const resetButton = button('roll-reset', 'Reset');
  const undoButton = button('roll-undo', 'Undo', { title: 'Undo the last move (Backspace)' });
  const hintButton = button('roll-hint', 'Hint');
  const solveButton = button('roll-solve', 'Solve');
  const playButton = button('roll-play', 'Play', { disabled: true });
  const stepButton = button('roll-step', 'Step', { disabled: true });
  const scrambleCount = h('input', { type: 'number', id: 'roll-scramble-n', min: '1', max: '200', value: '10', 'data-field': 'scramble',
    'aria-label': 'moves from the goal', style: 'width: 4.5em' });
  const scrambleButton = button('roll-scramble', 'Scramble');
  const form = h('form', { id: 'roll-form', novalidate: true },
    h('label', {}, 'Board', boardSelect),
    h('label', {}, 'Cubes', kindInput),
    h('label', {}, 'Start', startInput),
    h('label', {}, 'Goal', goalInput),
    notation, help,
    h('div', { class: 'buttons' }, applyButton, resetButton, undoButton),
    h('div', { class: 'buttons' }, hintButton, solveButton, playButton, stepButton),
    h('div', { class: 'buttons scramble' }, scrambleButton, h('span', {}, 'to'), scrambleCount, h('span', {}, 'moves from the goal')),
    h('label', { class: 'inline' }, animateBox, 'animate moves'),
    h('label', { class: 'inline' }, 'time per move', speed, speedOut));

  // --- the readout ---
  const stateOut = h('code', { id: 'roll-state' });
  const goalOut = h('code', { id: 'roll-goal-state' });
  const movesOut = h('span', { id: 'roll-moves' });
  const distanceOut = h('span', { id: 'roll-distance' }, 'unknown (ask for a hint)');
  const timeOut = h('span', { id: 'roll-time' }, '–');
  const statusOut = h('p', { id: 'roll-status', class: 'roll-status', 'aria-live': 'polite' });
  const hintOut = h('p', { id: 'roll-hint-text', class: 'note' });
  const solutionOut = h('div', { id: 'roll-solution', class: 'roll-solution' });
  const readout = h('dl', { class: 'roll-readout' },
    h('dt', {}, 'state'), h('dd', {}, stateOut),
    h('dt', {}, 'goal'), h('dd', {}, goalOut),
    h('dt', {}, 'moves so far'), h('dd', {}, movesOut),
    h('dt', {}, 'distance to goal'), h('dd', {}, distanceOut),
    h('dt', {}, 'time'), h('dd', {}, timeOut));
  const downloads = h('div', { class: 'buttons' },
    button('roll-stl', 'Download STL', { onclick: () => scene.downloadSTL(`rolling-${play.doc.board}-${fileToken(play.doc.state)}.stl`, { unitMM: CUBE_MM / CUBE_SIDE }) }),
    button('roll-gltf', 'Download glTF', { onclick: () => scene.downloadGLTF(`rolling-${play.doc.board}-${fileToken(play.doc.state)}.gltf`) }),
    button('roll-frame', 'Reset view', { onclick: () => view.frame() }));

  // On a phone: an arrow pad under the view, the arrow keys' buttons.
  const padButton = (letter, symbol) => h('button', { type: 'button', class: `pad-${letter}`, 'data-move': letter,
    'aria-label': `roll a cube ${DIRECTION_WORDS[letter]} (${letter})` }, symbol);
  const pad = h('div', { class: 'arrow-pad', id: 'roll-pad' },
    padButton('U', '↑'), padButton('L', '←'), padButton('D', '↓'), padButton('R', '→'));
  pad.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-move]');
    if (!b || refuseWhileBusy()) return;
    stopPlaying();
    enqueue(() => roll(b.dataset.move));
  });
  // The goal, drawn small beside the pad, to compare with the board.
  const goalScene = new Scene3D(h('div', { class: 'view3d goal-view', id: 'roll-goal-view', role: 'img', 'aria-label': 'the goal' }));
  const goalView = new BoardView(goalScene);
  const goalNote = h('p', { class: 'note', id: 'roll-goal-note' });
  const viewColumn = h('div', { class: 'view-column' }, scene.container,
    h('div', { class: 'under-view' }, h('figure', { class: 'goal-figure' }, goalScene.container, h('figcaption', {}, 'Goal'), goalNote), pad));
  async function drawGoal() {
    try {
      const doc = await moves(play.goal);
      goalScene.container.hidden = false;
      goalNote.textContent = '';
      goalView.draw(doc, { frame: true });
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      goalScene.container.hidden = true;  // a pattern (top colours, ? and *): its text says it
      goalNote.textContent = play.goal;
    }
  }

  section.append(
    h('h2', {}, 'Rolling cubes'),
    h('p', { class: 'note' }, 'Roll the cubes into the empty cell until the board shows the goal. Click a cube next to the ',
      'empty cell, or press an arrow key: ↑ rolls the cube south of the empty cell north. North is at the back; ',
      'drag to turn the view. Classic cubes have black and red on opposite faces; the Cubic Eight-Puzzle\'s cubes ',
      'have opposite faces alike (white, red, blue); dice have opposite faces summing to 7.'),
    h('div', { class: 'layout' },
      h('div', { class: 'panel' }, form, statusOut, readout, hintOut, solutionOut, downloads),
      viewColumn));

  // --- what is being played ---
  const play = {
    doc: null,          // roll.moves document of the current state (with the goal)
    start: null,        // normalised start and goal
    goal: null,
    kind: 'classic',    // the cubes, as roll solve --kind takes them
    history: [],        // earlier roll.moves documents, for undo
    played: '',         // letters played since the start
    distance: null,     // distance of the current state when known
    tracking: false,    // the goal's distance table is in the worker: keep the distance up to date
    hint: [],           // moves to highlight
    solution: null,     // {moves, index}: an optimal solution from where it was asked
    known: null,        // {moves, index, state}: an optimal solution the current state lies on (state: where index points)
    optimal: null,      // the start's distance to the goal, once known
    byComputer: 0,      // moves of `played` that Play or Step made
    searching: null,    // 'hint' or 'solve' while the engine searches for this tab
    clock: null,        // {began, ended}: performance.now() of the first move and of reaching the goal
    playing: false,
  };
  app.rolling = play;  // for the tests
  let queue = Promise.resolve();  // moves run one after another
  const enqueue = (work) => {
    queue = queue.then(work).catch(report);
    return queue;
  };

  // Errors of the engine stand next to the field they name ("state" is the start's); the
  // message shown is the engine's, the same words the command line prints after its option.
  function report(error) {
    play.playing = false;
    if (hintOut.textContent.startsWith('thinking…')) hintOut.textContent = '';
    if (play.doc) renderSolution();
    if (error instanceof Cancelled) {
      play.tracking = false;  // a fresh worker: the goal's table is gone
      statusOut.textContent = 'cancelled';
      return;
    }
    if (error instanceof EngineError && error.field) {
      // The message after its field's name as the engine gave it (a goal's error was renamed).
      const text = error.message.replace(/^[a-z_]+: /, '');
      showError(form, error.field === 'goal' ? text.replace(/^state\b/, 'goal') : text,
        error.field === 'state' ? 'start' : error.field);
      return;
    }
    showError(form, String(error && error.message || error));
  }

  const call = (verb, request) => callOrThrow(engine, verb, request);

  async function moves(state) {
    return (await call('roll.moves', { state, goal: play.goal, kind: play.kind })).document;
  }

  function render({ frame = false } = {}) {
    const doc = play.doc;
    view.draw(doc, { hint: play.hint, frame });
    stateOut.textContent = doc.state;
    goalOut.textContent = play.goal;
    movesOut.textContent = play.played ? `${play.played.length}: ${play.played}` : '0';
    const known = play.distance ?? alongKnown();
    distanceOut.textContent = known === null ? (play.tracking ? 'unreachable' : 'unknown (ask for a hint)')
      : known === 0 ? '0' : `${known} move${known === 1 ? '' : 's'}`;
    statusOut.textContent = doc.at_goal ? solvedWords() : '';
    statusOut.classList.toggle('solved', doc.at_goal);
    undoButton.disabled = play.history.length === 0;
    showTime();
    renderSolution();
  }

  // The distance read off a known optimal solution while the state is on it.
  function alongKnown() {
    const k = play.known;
    return k && k.state === play.doc.state ? k.moves.length - k.index : null;
  }

  // A person's solve is told apart from the computer's: "Solved in 40 moves (optimal 36)".
  function solvedWords() {
    const n = play.played.length;
    if (play.byComputer === n && n > 0) return `solved! the computer played its ${n}-move solution`;
    const optimal = play.optimal !== null ? ` (optimal ${play.optimal})` : '';
    const by = play.byComputer > 0 ? `, ${play.byComputer} of them played by the computer` : '';
    const time = play.clock && play.clock.ended ? ` in ${formatSeconds((play.clock.ended - play.clock.began) / 1000)}` : '';
    return `solved! Solved in ${n} move${n === 1 ? '' : 's'}${optimal}${by}${time}`;
  }

  function showTime() {
    const c = play.clock;
    timeOut.textContent = c ? formatSeconds(((c.ended ?? performance.now()) - c.began) / 1000) : '–';
  }
  setInterval(() => { if (play.clock && !play.clock.ended && !section.hidden) showTime(); }, 1000);

  function renderSolution() {
    const s = play.solution;
    solutionOut.textContent = '';
    playButton.disabled = stepButton.disabled = !s || s.index >= s.moves.length;
    playButton.textContent = play.playing ? 'Pause' : 'Play';
    if (!s) return;
    const letters = [...s.moves].map((m, i) => h('span', { class: i < s.index ? 'done' : i === s.index ? 'next' : '' }, m));
    solutionOut.append(
      h('p', { id: 'roll-solution-length' }, `${s.moves.length} moves: `, h('code', { id: 'roll-solution-moves' }, s.moves)),
      h('p', { class: 'roll-letters', 'aria-hidden': 'true' }, letters),
      h('p', { class: 'note' }, s.index >= s.moves.length ? 'solution played' : `move ${s.index + 1} of ${s.moves.length} next`));
  }

  // Applies the start and goal of the form: the board is drawn from the start.
  async function apply({ keepTracking = false, replace = false } = {}) {
    clearErrors(form);
    stopPlaying();
    const goalText = goalInput.value.trim();
    const kind = kindInput.value.trim();
    // Classic exact goals on their own first, so that their errors stand next to them; other
    // kinds and patterns are read against the start's cubes.
    const exact = kind === 'classic' && !/[?*KCG]/.test(goalText);
    const goal = exact ? (await call('roll.moves', { state: goalText }).catch((e) => {
      if (e.field === 'state') e.field = 'goal';
      throw e;
    })).document.state : goalText;
    const startDoc = (await call('roll.moves', { state: startInput.value.trim(), goal, kind })).document;
    const goalChanged = play.goal !== (startDoc.goal ?? goal) || play.kind !== kind;
    play.kind = kind;
    play.goal = startDoc.goal ?? goal;
    play.start = startDoc.state;
    const preset = PRESETS.find(([name, s, g, k]) => k === kind && name.endsWith(startDoc.board)
      && s === startDoc.state && g === play.goal) || PRESETS.find(([name, , , k]) => k === kind && name.endsWith(startDoc.board));
    customOption.hidden = !!preset;
    customOption.textContent = `${startDoc.board} (your own)`;
    boardSelect.value = preset ? preset[0] : 'custom';
    play.doc = startDoc;
    play.history = [];
    play.played = '';
    play.hint = [];
    play.solution = null;
    play.known = null;
    play.optimal = startDoc.at_goal ? 0 : null;
    play.byComputer = 0;
    play.clock = null;
    hintOut.textContent = '';
    if (goalChanged && !keepTracking) play.tracking = false;
    play.distance = startDoc.at_goal ? 0 : null;
    if (play.tracking) await updateDistance();
    if (goalChanged || !goalView.doc) await drawGoal();
    render({ frame: true });
    app.share('rolling', position(), { replace });
  }

  async function updateDistance() {
    const r = await call('roll.hint', { start: play.doc.state, goal: play.goal, kind: play.kind });
    play.distance = r.document.distance;
    return r;
  }

  // Rolls the cube that travels in direction `letter` (U, D, L, R), animated unless told not to.
  async function roll(letter, { byComputer = false } = {}) {
    const move = play.doc.moves.find((m) => m.move === letter);
    if (!move) {
      statusOut.textContent = `no cube can roll ${DIRECTION_WORDS[letter]} (${letter}) from here`;
      return false;
    }
    if (animateBox.checked) await view.roll(move, Number(speed.value));
    const next = await moves(move.state);
    play.history.push(play.doc);
    play.doc = next;
    play.played += letter;
    play.hint = [];
    hintOut.textContent = '';
    const s = play.solution;
    if (s && s.moves[s.index] === letter) s.index += 1;
    else if (s) play.solution = null;  // left the solution's path
    const k = play.known;
    if (k && k.state === play.history[play.history.length - 1].state && k.moves[k.index] === letter) {
      k.index += 1;
      k.state = next.state;
    } else {
      play.known = null;
    }
    if (byComputer) play.byComputer += 1;
    if (!play.clock) play.clock = { began: performance.now(), ended: null };
    if (next.at_goal && !play.clock.ended) play.clock.ended = performance.now();
    if (play.tracking) await updateDistance();
    else play.distance = next.at_goal ? 0 : null;
    render();
    app.share('rolling', position(), { replace: true });
    return true;
  }

  async function undo() {
    if (!play.history.length) return;
    const k = play.known;
    const back = play.history[play.history.length - 1];
    if (k && k.state === play.doc.state && k.index > 0) {
      k.index -= 1;
      k.state = back.state;
    } else {
      play.known = null;
    }
    play.byComputer = Math.min(play.byComputer, play.played.length - 1);
    play.doc = play.history.pop();
    play.played = play.played.slice(0, -1);
    play.hint = [];
    hintOut.textContent = '';
    if (play.solution && play.solution.index > 0) play.solution.index -= 1;
    if (play.tracking) await updateDistance();
    else play.distance = play.doc.at_goal ? 0 : null;
    render();
    app.share('rolling', position(), { replace: true });
  }

  // Hint and Solve search in the tab's worker; while they do, the buttons are off and moves are
  // refused (the search is for the state shown), with a word where the person looks.
  async function searching(what, work) {
    play.searching = what;
    hintButton.disabled = solveButton.disabled = true;
    try {
      return await work();
    } finally {
      play.searching = null;
      hintButton.disabled = solveButton.disabled = false;
    }
  }

  function refuseWhileBusy() {
    if (!play.searching) return false;
    statusOut.textContent = `busy: the ${play.searching} is still being searched; wait for it, or press Cancel at the top`;
    return true;
  }

  // A known optimal solution through the state shown answers at once.
  function hintFromKnown() {
    const k = play.known;
    const m = play.doc.moves.find((x) => x.move === k.moves[k.index]);
    play.distance = k.moves.length - k.index;
    play.hint = m ? [m] : [];
    hintOut.textContent = play.distance === 0 ? 'You are at the goal.'
      : `${play.distance} move${play.distance === 1 ? '' : 's'} to the goal; an optimal next move: ${m.move} ` +
        `(the cube at ${where(play.doc, m.from_cell)} rolls ${DIRECTION_WORDS[m.move]}) — from the optimal solution found earlier.`;
    render();
  }

  async function hint() {
    if (alongKnown() !== null) return hintFromKnown();
    hintOut.textContent = play.doc.cells.length > 9
      ? 'thinking… (IDA* on a large board can take minutes; Cancel at the top stops it)' : 'thinking…';
    const from = play.doc.state;
    const r = await searching('hint', () => call('roll.hint', { start: from, goal: play.goal, kind: play.kind,
      perimeter: perimeterFor(play.doc) }));
    const d = r.document;
    play.distance = d.distance;
    if (play.history.length === 0 && d.distance !== null) play.optimal = d.distance;
    if (d.solution) play.known = { moves: d.solution, index: 0, state: from };
    play.tracking = d.method === 'table';
    play.hint = d.best_moves;
    app.rollingHintSeconds = r.seconds;  // measured in the worker, for the tests
    const how = d.method === 'table'
      ? `from the goal's distance table (${r.stats.includes('reused') ? 'already built' : `built in ${r.seconds.toFixed(2)} s`})`
      : `from an optimal solution found by ${d.method === 'bfs' ? 'breadth-first search' : 'IDA*'} in ${r.seconds.toFixed(2)} s`;
    if (d.distance === null) hintOut.textContent = 'The goal cannot be reached from here.';
    else if (d.distance === 0) hintOut.textContent = 'You are at the goal.';
    else {
      const list = d.best_moves.map((m) => `${m.move} (the cube at ${where(play.doc, m.from_cell)} rolls ${DIRECTION_WORDS[m.move]})`);
      hintOut.textContent = `${d.distance} move${d.distance === 1 ? '' : 's'} to the goal; ` +
        `${d.all_best ? (list.length > 1 ? 'optimal next moves: ' : 'the optimal next move: ') : 'an optimal next move: '}` +
        `${list.join(', ')} — ${how}.`;
    }
    render();
  }

  async function solve() {
    stopPlaying();
    const k = play.known;
    if (alongKnown() !== null) {
      // The rest of a solution found earlier (by a hint or a solve) is optimal from here too.
      play.solution = { moves: k.moves.slice(k.index), index: 0 };
      play.distance = play.solution.moves.length;
      render();
      return;
    }
    solutionOut.textContent = play.doc.cells.length > 9
      ? 'solving… (IDA* on a large board can take minutes; Cancel at the top stops it)' : 'solving…';
    const from = play.doc.state;
    // IDA* boards: the perimeter database is built on every call since the worker caches none;
    // no axis database, as in roll.hint (230 MB on 4x4 for a tenth of the nodes, docs/web.md).
    const r = await searching('solution', () => call('roll.solve', { start: from, goal: play.goal, kind: play.kind,
      perimeter: perimeterFor(play.doc), axis: 'off' }));
    play.solution = { moves: r.document.moves, index: 0 };
    play.known = { moves: r.document.moves, index: 0, state: from };
    play.distance = r.document.length;
    if (play.history.length === 0) play.optimal = r.document.length;
    render();
  }

  // A start `n` moves from the goal, a goal pattern's nearest matching state included: where the
  // breadth-first layers out to `n` fit the page (roll.generate, SCRAMBLE_GIB), one state drawn
  // uniformly among all those exactly `n` moves away; on larger boards a walk of `n` moves that
  // never steps straight back, from the goal or a state matching it (at most `n` moves away).
  async function scramble() {
    clearErrors(form);
    const n = Number(scrambleCount.value);
    if (!Number.isInteger(n) || n < 1 || n > 200) {
      showError(form, 'scramble: give a whole number of moves from 1 to 200', 'scramble');
      return;
    }
    stopPlaying();
    const goal = play.goal, kind = play.kind;
    // The layers only: IDA* draws (method auto on big boards) would take minutes in the page.
    const generate = (distance) => call('roll.generate', { goal, kind, distance: String(distance),
      seed: Math.floor(Math.random() * 2 ** 31), memory_gib: SCRAMBLE_GIB, method: 'layers' });
    let drawn = null;
    try {
      drawn = (await searching('scramble', () => generate(n))).document;
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      if (e.field === 'distance') {
        showError(form, `scramble: ${e.message.replace(/^distance: /, '')}`, 'scramble');
        return;
      }
      if (e.kind !== 'run') throw e;  // else the layers outgrow the page: walk instead
    }
    if (drawn) {
      startInput.value = drawn.states[0];
      await apply();
      const among = drawn.at_distance.toLocaleString('en');
      hintOut.textContent = `Scrambled: exactly ${n} move${n === 1 ? '' : 's'} from the goal` +
        `${drawn.goal_states > 1 ? ' (from its nearest matching state)' : ''}, drawn uniformly among the ${among} ` +
        `states that far (breadth-first from the goal).`;
      play.distance = n;
      play.optimal = n;
      render();
      return;
    }
    // A state to walk from: the goal itself, or one state matching the pattern.
    let doc = await moves((await searching('scramble', () => generate(0))).document.states[0]);
    let d = 0, back = null;
    for (let i = 0; i < n; ++i) {
      const options = doc.moves.filter((m) => m.state !== back);
      const pick = options[Math.floor(Math.random() * options.length)];
      if (!pick) break;
      back = doc.state;
      doc = await moves(pick.state);
      d += 1;
    }
    startInput.value = doc.state;
    await apply();
    hintOut.textContent = `Scrambled by ${d} random moves: at most ${d} moves from the goal ` +
      '(the distances that far do not fit the page\'s memory).';
  }

  function stopPlaying() {
    play.playing = false;
  }

  async function playSolution() {
    play.playing = true;
    render();
    while (play.playing && play.solution && play.solution.index < play.solution.moves.length) {
      await roll(play.solution.moves[play.solution.index], { byComputer: true });
      if (!animateBox.checked) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    play.playing = false;
    render();
  }

  // --- events ---
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (refuseWhileBusy()) return;
    enqueue(() => apply());
  });
  boardSelect.addEventListener('change', () => {
    if (boardSelect.value === 'custom' || refuseWhileBusy()) return;
    const [, start, goal, kind] = PRESETS.find(([name]) => name === boardSelect.value);
    startInput.value = start;
    goalInput.value = goal;
    kindInput.value = kind;
    showNotation();
    enqueue(() => apply());
  });
  resetButton.addEventListener('click', () => { if (!refuseWhileBusy()) enqueue(() => apply({ keepTracking: true })); });
  undoButton.addEventListener('click', () => { if (!refuseWhileBusy()) { stopPlaying(); enqueue(undo); } });
  hintButton.addEventListener('click', () => { if (!refuseWhileBusy()) enqueue(hint); });
  scrambleButton.addEventListener('click', () => { if (!refuseWhileBusy()) enqueue(scramble); });
  solveButton.addEventListener('click', () => { if (!refuseWhileBusy()) enqueue(solve); });
  stepButton.addEventListener('click', () => {
    stopPlaying();
    enqueue(() => play.solution && roll(play.solution.moves[play.solution.index], { byComputer: true }));
  });
  playButton.addEventListener('click', () => {
    if (play.playing) stopPlaying();
    else enqueue(playSolution);
  });

  document.addEventListener('keydown', (e) => {
    if (section.hidden || e.altKey || e.ctrlKey || e.metaKey) return;
    // Arrow keys that edit text, choose an option or move a slider are theirs.
    if (e.target.closest && e.target.closest('input:not([type="checkbox"]), select, textarea')) return;
    const letter = KEYS[e.key];
    if ((letter || e.key === 'Backspace') && refuseWhileBusy()) {
      e.preventDefault();
      return;
    }
    if (letter) {
      e.preventDefault();
      stopPlaying();
      enqueue(() => roll(letter));
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      stopPlaying();
      enqueue(undo);
    }
  });

  // A click (not a drag of the view) on a cube next to the empty cell rolls it.
  let down = null;
  scene.container.addEventListener('pointerdown', (e) => { down = { x: e.clientX, y: e.clientY }; });
  scene.container.addEventListener('pointerup', (e) => {
    if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > 5) return;
    down = null;
    const cell = view.cellAt(e.clientX, e.clientY);
    if (cell === null || !play.doc) return;
    const move = play.doc.moves.find((m) => m.from_cell === cell);
    if (!move) {
      statusOut.textContent = `the cube at ${where(play.doc, cell)} is not next to the empty cell`;
      return;
    }
    if (refuseWhileBusy()) return;
    stopPlaying();
    enqueue(() => roll(move.move));
  });

  // --- the position in the URL: kind, start, goal and the moves played since the start
  const position = () => ({ kind: play.kind, start: play.start, goal: play.goal, moves: play.played });
  app.current.rolling = position;
  async function restore(params) {
    if (params.has('kind')) kindInput.value = params.get('kind');
    if (params.has('start')) startInput.value = params.get('start');
    if (params.has('goal')) goalInput.value = params.get('goal');
    showNotation();
    await apply({ replace: true });
    const moves = params.get('moves') || '';
    if (!/^[UDLR]*$/.test(moves)) {
      statusOut.textContent = `the link's moves "${moves}" are not letters U, D, L, R`;
      return;
    }
    const animate = animateBox.checked;
    animateBox.checked = false;
    try {
      for (const m of moves) if (!(await roll(m))) break;
    } finally {
      animateBox.checked = animate;
    }
  }
  app.restore.rolling = (params) => enqueue(() => restore(params));

  // For the tests: where on the screen the cube of a cell is.
  app.rollingView = view;
  app.rollingIdle = () => queue;
  const first = app.params('rolling');
  return enqueue(() => (first.has('start') || first.has('goal') ? restore(first) : apply({ replace: true })));
}
