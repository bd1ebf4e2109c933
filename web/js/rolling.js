// The rolling tab: play a rolling-cube puzzle in 3D (click a cube next to the empty cell or use
// the arrow keys), undo, ask for a hint (distance to the goal and the optimal next moves) and
// watch an optimal solution. Every state, legal move and distance comes from the engine
// (roll.moves, roll.hint, roll.solve in the worker); the page only draws and animates them.
import { Scene3D } from './scene.js';
import { h, showError, clearErrors } from './form.js';
import { Cancelled, EngineError, callOrThrow } from './engine.js';
import { BoardView } from './rolling-view.js';

// Boards to start from: all cubes black up, the empty cell at row 1, column 1 (the classic
// puzzle's centre); the goal: all colour up, the same empty cell. Then puzzles with other cubes
// (roll solve --kind): the Cubic Eight-Puzzle's cubes with a goal of top colours, and dice.
const PRESETS = [
  ['2x2', '00/0.', '11/1.', 'classic'],
  ['2x3', '000/0.0', '111/1.1', 'classic'],
  ['3x3', '000/0.0/000', '111/1.1/111', 'classic'],
  ['3x4', '0000/0.00/0000', '1111/1.11/1111', 'classic'],
  ['4x4', '0000/0.00/0000/0000', '1111/1.11/1111/1111', 'classic'],
  ['eight 3x3', '000/0.0/000', 'RRR/R.R/RRR', 'eight'],
  ['dice 2x3', 'aaa/a.a', '666/6.6', 'dice'],
];
const NOTATION = {
  classic: 'a digit per cube (0 black up, 1 colour up, 2–5 black facing north, east, south, west)',
  eight: 'a digit per cube (0–5: which colour pair is up, which faces north; docs/model.md); goals may name top colours W R B',
  dice: 'a letter per die (a–x: 1–6 up, then which face is north; docs/model.md); goals may name top numbers 1–6',
};
const KEYS = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };
const DIRECTION_WORDS = { U: 'north', D: 'south', L: 'west', R: 'east' };

function where(doc, cell) {
  return `row ${Math.floor(cell / doc.cols) + 1}, column ${(cell % doc.cols) + 1}`;
}

function fileToken(state) {
  return state.replace(/\//g, '-').replace(/\./g, 'e');
}

export function init(section, app) {
  const engine = app.engine;
  const scene = new Scene3D(h('div', { class: 'view3d', id: 'roll-view' }));
  app.scenes.rolling = scene;
  const view = new BoardView(scene);

  // --- the form ---
  const boardSelect = h('select', { id: 'roll-board' },
    PRESETS.map(([name]) => h('option', { value: name, selected: name === '3x3' },
      name + (name === '3x3' ? ' (classic)' : name === 'eight 3x3' ? ' (Cubic Eight-Puzzle)' : ''))));
  const kindInput = h('input', { id: 'roll-kind', 'data-field': 'kind', value: 'classic', spellcheck: 'false', autocomplete: 'off',
    title: 'classic, eight, dice, or a kind map such as ccc/c.d/ddd' });
  const startInput = h('input', { id: 'roll-start', 'data-field': 'start', value: PRESETS[2][1], spellcheck: 'false', autocomplete: 'off' });
  const goalInput = h('input', { id: 'roll-goal', 'data-field': 'goal', value: PRESETS[2][2], spellcheck: 'false', autocomplete: 'off' });
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
  const button = (id, label, attrs = {}) => h('button', { type: 'button', id, ...attrs }, label);
  const applyButton = h('button', { type: 'submit', id: 'roll-apply', class: 'primary' }, 'Apply');
  const resetButton = button('roll-reset', 'Reset');
  const undoButton = button('roll-undo', 'Undo', { title: 'Undo the last move (Backspace)' });
  const hintButton = button('roll-hint', 'Hint');
  const solveButton = button('roll-solve', 'Solve');
  const playButton = button('roll-play', 'Play', { disabled: true });
  const stepButton = button('roll-step', 'Step', { disabled: true });
  const form = h('form', { id: 'roll-form', novalidate: true },
    h('label', {}, 'Board', boardSelect),
    h('label', {}, 'Cubes', kindInput),
    h('label', {}, 'Start', startInput),
    h('label', {}, 'Goal', goalInput),
    notation,
    h('div', { class: 'buttons' }, applyButton, resetButton, undoButton),
    h('div', { class: 'buttons' }, hintButton, solveButton, playButton, stepButton),
    h('label', { class: 'inline' }, animateBox, 'animate moves'),
    h('label', { class: 'inline' }, 'time per move', speed, speedOut));

  // --- the readout ---
  const stateOut = h('code', { id: 'roll-state' });
  const goalOut = h('code', { id: 'roll-goal-state' });
  const movesOut = h('span', { id: 'roll-moves' });
  const distanceOut = h('span', { id: 'roll-distance' }, 'unknown (ask for a hint)');
  const statusOut = h('p', { id: 'roll-status', class: 'roll-status', 'aria-live': 'polite' });
  const hintOut = h('p', { id: 'roll-hint-text', class: 'note' });
  const solutionOut = h('div', { id: 'roll-solution', class: 'roll-solution' });
  const readout = h('dl', { class: 'roll-readout' },
    h('dt', {}, 'state'), h('dd', {}, stateOut),
    h('dt', {}, 'goal'), h('dd', {}, goalOut),
    h('dt', {}, 'moves so far'), h('dd', {}, movesOut),
    h('dt', {}, 'distance to goal'), h('dd', {}, distanceOut));
  const downloads = h('div', { class: 'buttons' },
    button('roll-stl', 'Download STL', { onclick: () => scene.downloadSTL(`rolling-${play.doc.board}-${fileToken(play.doc.state)}.stl`) }),
    button('roll-gltf', 'Download glTF', { onclick: () => scene.downloadGLTF(`rolling-${play.doc.board}-${fileToken(play.doc.state)}.gltf`) }),
    button('roll-frame', 'Reset view', { onclick: () => view.frame() }));

  section.append(
    h('h2', {}, 'Rolling cubes'),
    h('p', { class: 'note' }, 'Roll the cubes into the empty cell until the board shows the goal. Click a cube next to the ',
      'empty cell, or press an arrow key: ↑ rolls the cube south of the empty cell north. North is at the back; ',
      'drag to turn the view. Classic cubes have black and red on opposite faces; the Cubic Eight-Puzzle\'s cubes ',
      'have opposite faces alike (white, red, blue); dice have opposite faces summing to 7.'),
    h('div', { class: 'layout' },
      h('div', { class: 'panel' }, form, statusOut, readout, hintOut, solutionOut, downloads),
      scene.container));

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
      showError(form, error.message.slice(error.field.length + 2), error.field === 'state' ? 'start' : error.field);
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
    distanceOut.textContent = play.distance === null ? (play.tracking ? 'unreachable' : 'unknown (ask for a hint)')
      : play.distance === 0 ? '0' : `${play.distance} move${play.distance === 1 ? '' : 's'}`;
    statusOut.textContent = doc.at_goal ? `solved! ${play.played.length} moves` : '';
    statusOut.classList.toggle('solved', doc.at_goal);
    undoButton.disabled = play.history.length === 0;
    renderSolution();
  }

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
  async function apply({ keepTracking = false } = {}) {
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
    const preset = PRESETS.find(([name, , , k]) => k === kind && name.endsWith(startDoc.board));
    if (preset) boardSelect.value = preset[0];
    play.doc = startDoc;
    play.history = [];
    play.played = '';
    play.hint = [];
    play.solution = null;
    hintOut.textContent = '';
    if (goalChanged && !keepTracking) play.tracking = false;
    play.distance = startDoc.at_goal ? 0 : null;
    if (play.tracking) await updateDistance();
    render({ frame: true });
  }

  async function updateDistance() {
    const r = await call('roll.hint', { start: play.doc.state, goal: play.goal, kind: play.kind });
    play.distance = r.document.distance;
    return r;
  }

  // Rolls the cube that travels in direction `letter` (U, D, L, R), animated unless told not to.
  async function roll(letter) {
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
    if (play.tracking) await updateDistance();
    else play.distance = next.at_goal ? 0 : null;
    render();
    return true;
  }

  async function undo() {
    if (!play.history.length) return;
    play.doc = play.history.pop();
    play.played = play.played.slice(0, -1);
    play.hint = [];
    hintOut.textContent = '';
    if (play.solution && play.solution.index > 0) play.solution.index -= 1;
    if (play.tracking) await updateDistance();
    else play.distance = play.doc.at_goal ? 0 : null;
    render();
  }

  async function hint() {
    hintOut.textContent = play.doc.cells.length > 9
      ? 'thinking… (IDA* on a large board can take minutes; Cancel at the top stops it)' : 'thinking…';
    const r = await call('roll.hint', { start: play.doc.state, goal: play.goal, kind: play.kind });
    const d = r.document;
    play.distance = d.distance;
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
    solutionOut.textContent = play.doc.cells.length > 9
      ? 'solving… (IDA* on a large board can take minutes; Cancel at the top stops it)' : 'solving…';
    // IDA* boards (3x4, 4x4): a small perimeter database, built on every call since the worker
    // caches none; on 3x4 it answers the classic puzzle in 0.4 s where the default 2^22 takes 22 s.
    const r = await call('roll.solve', { start: play.doc.state, goal: play.goal, kind: play.kind, perimeter: 1 << 16 });
    play.solution = { moves: r.document.moves, index: 0 };
    play.distance = r.document.length;
    render();
  }

  function stopPlaying() {
    play.playing = false;
  }

  async function playSolution() {
    play.playing = true;
    render();
    while (play.playing && play.solution && play.solution.index < play.solution.moves.length) {
      await roll(play.solution.moves[play.solution.index]);
      if (!animateBox.checked) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    play.playing = false;
    render();
  }

  // --- events ---
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    enqueue(() => apply());
  });
  boardSelect.addEventListener('change', () => {
    const [, start, goal, kind] = PRESETS.find(([name]) => name === boardSelect.value);
    startInput.value = start;
    goalInput.value = goal;
    kindInput.value = kind;
    showNotation();
    enqueue(() => apply());
  });
  resetButton.addEventListener('click', () => enqueue(() => apply({ keepTracking: true })));
  undoButton.addEventListener('click', () => { stopPlaying(); enqueue(undo); });
  hintButton.addEventListener('click', () => enqueue(hint));
  solveButton.addEventListener('click', () => enqueue(solve));
  stepButton.addEventListener('click', () => {
    stopPlaying();
    enqueue(() => play.solution && roll(play.solution.moves[play.solution.index]));
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
    stopPlaying();
    enqueue(() => roll(move.move));
  });

  // For the tests: where on the screen the cube of a cell is.
  app.rollingView = view;
  app.rollingIdle = () => queue;
  return enqueue(() => apply());
}
