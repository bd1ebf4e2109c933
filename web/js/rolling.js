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

// How states are written, with a picture of each kind of cube.
function notationHelp() {
  return h('details', { id: 'roll-help', class: 'help' },
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
}

function button(id, label, attrs = {}) {
  return h('button', { type: 'button', id, ...attrs }, label);
}

// On a phone: an arrow pad under the view, the arrow keys' buttons.
function padButton(letter, symbol) {
  return h('button', { type: 'button', class: `pad-${letter}`, 'data-move': letter,
    'aria-label': `roll a cube ${DIRECTION_WORDS[letter]} (${letter})` }, symbol);
}

// What is being played: the tests read it as app.rolling.
function newPlay() {
  return {
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
}

export function init(section, app, engine) {
  const tab = new RollingTab(section, app, engine);
  return tab.start();
}

class RollingTab {
  constructor(section, app, engine) {
    this.section = section;
    this.app = app;
    this.engine = engine;
    this.scene = new Scene3D(h('div', { class: 'view3d', id: 'roll-view', role: 'img',
      'aria-label': 'the board in 3D; its state is written beside it, and the arrow keys or the arrow pad roll the cubes' }));
    app.scenes.rolling = this.scene;
    this.view = new BoardView(this.scene);
    this.play = newPlay();
    app.rolling = this.play;  // for the tests
    this.queue = Promise.resolve();  // moves run one after another
    this.down = null;  // where a press on the board began: a click rolls, a drag turns the view
    this.build(section);
    setInterval(() => { if (this.play.clock && !this.play.clock.ended && !section.hidden) this.showTime(); }, 1000);
    this.listenToForm();
    this.listenToKeys();
    this.listenToBoard();
  }

  // --- the page ---
  build(section) {
    const form = this.buildForm();
    const readout = this.buildReadout();
    const downloads = h('div', { class: 'buttons' },
      button('roll-stl', 'Download STL', { onclick: () => this.scene.downloadSTL(this.fileName('stl'), { unitMM: CUBE_MM / CUBE_SIDE }) }),
      button('roll-gltf', 'Download glTF', { onclick: () => this.scene.downloadGLTF(this.fileName('gltf')) }),
      button('roll-frame', 'Reset view', { onclick: () => this.view.frame() }));
    const viewColumn = this.buildViewColumn();
    section.append(
      h('h2', {}, 'Rolling cubes'),
      h('p', { class: 'note' }, 'Roll the cubes into the empty cell until the board shows the goal. Click a cube next to the ',
        'empty cell, or press an arrow key: ↑ rolls the cube south of the empty cell north. North is at the back; ',
        'drag to turn the view. Classic cubes have black and red on opposite faces; the Cubic Eight-Puzzle\'s cubes ',
        'have opposite faces alike (white, red, blue); dice have opposite faces summing to 7.'),
      h('div', { class: 'layout' },
        h('div', { class: 'panel' }, form, this.statusOut, readout, this.hintOut, this.solutionOut, downloads),
        viewColumn));
  }

  fileName(extension) {
    return `rolling-${this.play.doc.board}-${fileToken(this.play.doc.state)}.${extension}`;
  }

  buildForm() {
    this.customOption = h('option', { value: 'custom', hidden: true }, 'your own board');
    this.boardSelect = h('select', { id: 'roll-board' },
      PRESETS.map(([name]) => h('option', { value: name, selected: name === '3x3' },
        name + (name === '3x3' ? ' (classic)' : name === 'eight 3x3' ? ' (Cubic Eight-Puzzle)' : ''))), this.customOption);
    const declared = (name, attributes) =>
      this.engine.declarations.input('roll.solve', name, { id: `roll-${name}`, spellcheck: 'false', autocomplete: 'off', ...attributes });
    this.kindInput = declared('kind');
    this.startInput = declared('start', { value: PRESETS[2][1] });
    this.goalInput = declared('goal', { value: PRESETS[2][2] });
    this.animateBox = h('input', { type: 'checkbox', id: 'roll-animate', checked: true });
    this.speed = h('input', { type: 'range', id: 'roll-speed', min: '60', max: '250', step: '10', value: '200' });
    const speedOut = h('span', { class: 'note' }, '200 ms');
    this.speed.addEventListener('input', () => { speedOut.textContent = `${this.speed.value} ms`; });
    this.notation = h('p', { class: 'note', id: 'roll-notation' });
    this.showNotation();
    this.kindInput.addEventListener('input', () => this.showNotation());
    const applyButton = h('button', { type: 'submit', id: 'roll-apply', class: 'primary' }, 'Apply');
    this.resetButton = button('roll-reset', 'Reset');
    this.undoButton = button('roll-undo', 'Undo', { title: 'Undo the last move (Backspace)' });
    this.hintButton = button('roll-hint', 'Hint');
    this.solveButton = button('roll-solve', 'Solve');
    this.playButton = button('roll-play', 'Play', { disabled: true });
    this.stepButton = button('roll-step', 'Step', { disabled: true });
    this.scrambleCount = h('input', { type: 'number', id: 'roll-scramble-n', min: '1', max: '200', value: '10', 'data-field': 'scramble',
      'aria-label': 'moves from the goal', style: 'width: 4.5em' });
    this.scrambleButton = button('roll-scramble', 'Scramble');
    this.form = h('form', { id: 'roll-form', novalidate: true },
      h('label', {}, 'Board', this.boardSelect),
      h('label', {}, 'Cubes', this.kindInput),
      h('label', {}, 'Start', this.startInput),
      h('label', {}, 'Goal', this.goalInput),
      this.notation, notationHelp(),
      h('div', { class: 'buttons' }, applyButton, this.resetButton, this.undoButton),
      h('div', { class: 'buttons' }, this.hintButton, this.solveButton, this.playButton, this.stepButton),
      h('div', { class: 'buttons scramble' }, this.scrambleButton, h('span', {}, 'to'), this.scrambleCount, h('span', {}, 'moves from the goal')),
      h('label', { class: 'inline' }, this.animateBox, 'animate moves'),
      h('label', { class: 'inline' }, 'time per move', this.speed, speedOut));
    return this.form;
  }

  showNotation() {
    const cubes = NOTATION[this.kindInput.value.trim()] ?? 'one character per cube by its kind';
    this.notation.textContent = `Rows from north to south, separated by /; ${cubes}` +
      ' and . for the empty cell. A goal may be a pattern: ? anything, * any cube.';
  }

  buildReadout() {
    this.stateOut = h('code', { id: 'roll-state' });
    this.goalOut = h('code', { id: 'roll-goal-state' });
    this.movesOut = h('span', { id: 'roll-moves' });
    this.distanceOut = h('span', { id: 'roll-distance' }, 'unknown (ask for a hint)');
    this.timeOut = h('span', { id: 'roll-time' }, '–');
    this.statusOut = h('p', { id: 'roll-status', class: 'roll-status', 'aria-live': 'polite' });
    this.hintOut = h('p', { id: 'roll-hint-text', class: 'note' });
    this.solutionOut = h('div', { id: 'roll-solution', class: 'roll-solution' });
    return h('dl', { class: 'roll-readout' },
      h('dt', {}, 'state'), h('dd', {}, this.stateOut),
      h('dt', {}, 'goal'), h('dd', {}, this.goalOut),
      h('dt', {}, 'moves so far'), h('dd', {}, this.movesOut),
      h('dt', {}, 'distance to goal'), h('dd', {}, this.distanceOut),
      h('dt', {}, 'time'), h('dd', {}, this.timeOut));
  }

  // The board, and under it the arrow pad and the goal, drawn small to compare with the board.
  buildViewColumn() {
    const pad = h('div', { class: 'arrow-pad', id: 'roll-pad' },
      padButton('U', '↑'), padButton('L', '←'), padButton('D', '↓'), padButton('R', '→'));
    pad.addEventListener('click', (e) => {
      const b = e.target.closest('button[data-move]');
      if (!b || this.refuseWhileBusy()) return;
      this.stopPlaying();
      this.enqueue(() => this.roll(b.dataset.move));
    });
    this.goalScene = new Scene3D(h('div', { class: 'view3d goal-view', id: 'roll-goal-view', role: 'img', 'aria-label': 'the goal' }));
    this.goalView = new BoardView(this.goalScene);
    this.goalNote = h('p', { class: 'note', id: 'roll-goal-note' });
    return h('div', { class: 'view-column' }, this.scene.container,
      h('div', { class: 'under-view' },
        h('figure', { class: 'goal-figure' }, this.goalScene.container, h('figcaption', {}, 'Goal'), this.goalNote), pad));
  }

  async drawGoal() {
    try {
      const doc = await this.moves(this.play.goal);
      this.goalScene.container.hidden = false;
      this.goalNote.textContent = '';
      this.goalView.draw(doc, { frame: true });
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      this.goalScene.container.hidden = true;  // a pattern (top colours, ? and *): its text says it
      this.goalNote.textContent = this.play.goal;
    }
  }

  // --- the engine ---
  enqueue(work) {
    this.queue = this.queue.then(work).catch((error) => this.report(error));
    return this.queue;
  }

  // Errors of the engine stand next to the field they name ("state" is the start's); the
  // message shown is the engine's, the same words the command line prints after its option.
  report(error) {
    this.play.playing = false;
    if (this.hintOut.textContent.startsWith('thinking…')) this.hintOut.textContent = '';
    if (this.play.doc) this.renderSolution();
    if (error instanceof Cancelled) {
      this.play.tracking = false;  // a fresh worker: the goal's table is gone
      this.statusOut.textContent = 'cancelled';
      return;
    }
    if (error instanceof EngineError && error.field) {
      // The message after its field's name as the engine gave it (a goal's error was renamed).
      const text = error.message.replace(/^[a-z_]+: /, '');
      showError(this.form, error.field === 'goal' ? text.replace(/^state\b/, 'goal') : text,
        error.field === 'state' ? 'start' : error.field);
      return;
    }
    showError(this.form, String(error && error.message || error));
  }

  call(verb, request) {
    return callOrThrow(this.engine, verb, request);
  }

  async moves(state) {
    return (await this.call('roll.moves', { state, goal: this.play.goal, kind: this.play.kind })).document;
  }

  // --- the readout ---
  render({ frame = false } = {}) {
    const play = this.play, doc = play.doc;
    this.view.draw(doc, { hint: play.hint, frame });
    this.stateOut.textContent = doc.state;
    this.goalOut.textContent = play.goal;
    this.movesOut.textContent = play.played ? `${play.played.length}: ${play.played}` : '0';
    const known = play.distance ?? this.alongKnown();
    this.distanceOut.textContent = known === null ? (play.tracking ? 'unreachable' : 'unknown (ask for a hint)')
      : known === 0 ? '0' : `${known} move${known === 1 ? '' : 's'}`;
    this.statusOut.textContent = doc.at_goal ? this.solvedWords() : '';
    this.statusOut.classList.toggle('solved', doc.at_goal);
    this.undoButton.disabled = play.history.length === 0;
    this.showTime();
    this.renderSolution();
  }

  // The distance read off a known optimal solution while the state is on it.
  alongKnown() {
    const k = this.play.known;
    return k && k.state === this.play.doc.state ? k.moves.length - k.index : null;
  }

  // A person's solve is told apart from the computer's: "Solved in 40 moves (optimal 36)".
  solvedWords() {
    const play = this.play, n = play.played.length;
    if (play.byComputer === n && n > 0) return `solved! the computer played its ${n}-move solution`;
    const optimal = play.optimal !== null ? ` (optimal ${play.optimal})` : '';
    const by = play.byComputer > 0 ? `, ${play.byComputer} of them played by the computer` : '';
    const time = play.clock && play.clock.ended ? ` in ${formatSeconds((play.clock.ended - play.clock.began) / 1000)}` : '';
    return `solved! Solved in ${n} move${n === 1 ? '' : 's'}${optimal}${by}${time}`;
  }

  showTime() {
    const c = this.play.clock;
    this.timeOut.textContent = c ? formatSeconds(((c.ended ?? performance.now()) - c.began) / 1000) : '–';
  }

  renderSolution() {
    const s = this.play.solution;
    this.solutionOut.textContent = '';
    this.playButton.disabled = this.stepButton.disabled = !s || s.index >= s.moves.length;
    this.playButton.textContent = this.play.playing ? 'Pause' : 'Play';
    if (!s) return;
    const letters = [...s.moves].map((m, i) => h('span', { class: i < s.index ? 'done' : i === s.index ? 'next' : '' }, m));
    this.solutionOut.append(
      h('p', { id: 'roll-solution-length' }, `${s.moves.length} moves: `, h('code', { id: 'roll-solution-moves' }, s.moves)),
      h('p', { class: 'roll-letters', 'aria-hidden': 'true' }, letters),
      h('p', { class: 'note' }, s.index >= s.moves.length ? 'solution played' : `move ${s.index + 1} of ${s.moves.length} next`));
  }

  // --- playing ---
  // Applies the start and goal of the form: the board is drawn from the start.
  async apply({ keepTracking = false, replace = false } = {}) {
    clearErrors(this.form);
    this.stopPlaying();
    const play = this.play;
    const kind = this.kindInput.value.trim();
    const goal = await this.readGoal(kind);
    const startDoc = (await this.call('roll.moves', { state: this.startInput.value.trim(), goal, kind })).document;
    const goalChanged = play.goal !== (startDoc.goal ?? goal) || play.kind !== kind;
    play.kind = kind;
    play.goal = startDoc.goal ?? goal;
    play.start = startDoc.state;
    this.showBoardChoice(startDoc, kind);
    Object.assign(play, { doc: startDoc, history: [], played: '', hint: [], solution: null, known: null,
      optimal: startDoc.at_goal ? 0 : null, byComputer: 0, clock: null });
    this.hintOut.textContent = '';
    if (goalChanged && !keepTracking) play.tracking = false;
    play.distance = startDoc.at_goal ? 0 : null;
    if (play.tracking) await this.updateDistance();
    if (goalChanged || !this.goalView.doc) await this.drawGoal();
    this.render({ frame: true });
    this.app.share('rolling', this.position(), { replace });
  }

  // Classic exact goals on their own first, so that their errors stand next to them; other
  // kinds and patterns are read against the start's cubes.
  async readGoal(kind) {
    const goalText = this.goalInput.value.trim();
    const exact = kind === 'classic' && !/[?*KCG]/.test(goalText);
    return exact ? (await this.call('roll.moves', { state: goalText }).catch((e) => {
      if (e.field === 'state') e.field = 'goal';
      throw e;
    })).document.state : goalText;
  }

  // The board's preset when the start and goal are one (or its size's first), else "your own".
  showBoardChoice(startDoc, kind) {
    const preset = PRESETS.find(([name, s, g, k]) => k === kind && name.endsWith(startDoc.board)
      && s === startDoc.state && g === this.play.goal) || PRESETS.find(([name, , , k]) => k === kind && name.endsWith(startDoc.board));
    this.customOption.hidden = !!preset;
    this.customOption.textContent = `${startDoc.board} (your own)`;
    this.boardSelect.value = preset ? preset[0] : 'custom';
  }

  async updateDistance() {
    const r = await this.call('roll.hint', { start: this.play.doc.state, goal: this.play.goal, kind: this.play.kind });
    this.play.distance = r.document.distance;
    return r;
  }

  // Rolls the cube that travels in direction `letter` (U, D, L, R), animated unless told not to.
  async roll(letter, { byComputer = false } = {}) {
    const play = this.play;
    const move = play.doc.moves.find((m) => m.move === letter);
    if (!move) {
      this.statusOut.textContent = `no cube can roll ${DIRECTION_WORDS[letter]} (${letter}) from here`;
      return false;
    }
    if (this.animateBox.checked) await this.view.roll(move, Number(this.speed.value));
    const next = await this.moves(move.state);
    play.history.push(play.doc);
    play.doc = next;
    play.played += letter;
    play.hint = [];
    this.hintOut.textContent = '';
    this.followSolutions(letter, next);
    if (byComputer) play.byComputer += 1;
    if (!play.clock) play.clock = { began: performance.now(), ended: null };
    if (next.at_goal && !play.clock.ended) play.clock.ended = performance.now();
    if (play.tracking) await this.updateDistance();
    else play.distance = next.at_goal ? 0 : null;
    this.render();
    // A move played by hand is a step Back can take; the computer's moves and a link's replayed
    // moves move the same entry on.
    this.app.share('rolling', this.position(), { replace: byComputer || this.restoring });
    return true;
  }

  // After move `letter` to `next`: the solutions whose path it follows move on, the others are dropped.
  followSolutions(letter, next) {
    const play = this.play;
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
  }

  async undo() {
    const play = this.play;
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
    this.hintOut.textContent = '';
    if (play.solution && play.solution.index > 0) play.solution.index -= 1;
    if (play.tracking) await this.updateDistance();
    else play.distance = play.doc.at_goal ? 0 : null;
    this.render();
    this.app.share('rolling', this.position(), { replace: true });
  }

  stopPlaying() {
    this.play.playing = false;
  }

  async playSolution() {
    const play = this.play;
    play.playing = true;
    this.render();
    while (play.playing && play.solution && play.solution.index < play.solution.moves.length) {
      await this.roll(play.solution.moves[play.solution.index], { byComputer: true });
      if (!this.animateBox.checked) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    play.playing = false;
    this.render();
  }

  // --- Hint, Solve and Scramble ---
  // Hint and Solve search in the tab's worker; while they do, the buttons are off and moves are
  // refused (the search is for the state shown), with a word where the person looks.
  async searching(what, work) {
    this.play.searching = what;
    this.hintButton.disabled = this.solveButton.disabled = true;
    try {
      return await work();
    } finally {
      this.play.searching = null;
      this.hintButton.disabled = this.solveButton.disabled = false;
    }
  }

  refuseWhileBusy() {
    if (!this.play.searching) return false;
    this.statusOut.textContent = `busy: the ${this.play.searching} is still being searched; wait for it, or press Cancel at the top`;
    return true;
  }

  // A known optimal solution through the state shown answers at once.
  hintFromKnown() {
    const play = this.play, k = play.known;
    const m = play.doc.moves.find((x) => x.move === k.moves[k.index]);
    play.distance = k.moves.length - k.index;
    play.hint = m ? [m] : [];
    this.hintOut.textContent = play.distance === 0 ? 'You are at the goal.'
      : `${play.distance} move${play.distance === 1 ? '' : 's'} to the goal; an optimal next move: ${m.move} ` +
        `(the cube at ${where(play.doc, m.from_cell)} rolls ${DIRECTION_WORDS[m.move]}) — from the optimal solution found earlier.`;
    this.render();
  }

  async hint() {
    const play = this.play;
    if (this.alongKnown() !== null) return this.hintFromKnown();
    this.hintOut.textContent = play.doc.cells.length > 9
      ? 'thinking… (IDA* on a large board can take minutes; Cancel at the top stops it)' : 'thinking…';
    const from = play.doc.state;
    const r = await this.searching('hint', () => this.call('roll.hint', { start: from, goal: play.goal, kind: play.kind,
      perimeter: perimeterFor(play.doc) }));
    const d = r.document;
    play.distance = d.distance;
    if (play.history.length === 0 && d.distance !== null) play.optimal = d.distance;
    if (d.solution) play.known = { moves: d.solution, index: 0, state: from };
    play.tracking = d.method === 'table';
    play.hint = d.best_moves;
    this.app.rollingHintSeconds = r.seconds;  // measured in the worker, for the tests
    this.hintOut.textContent = this.hintWords(r);
    this.render();
  }

  // The roll.hint result `r` in words: the distance, the best moves and how they were found.
  hintWords(r) {
    const d = r.document;
    const how = d.method === 'table'
      ? `from the goal's distance table (${r.stats.includes('reused') ? 'already built' : `built in ${r.seconds.toFixed(2)} s`})`
      : `from an optimal solution found by ${d.method === 'bfs' ? 'breadth-first search' : 'IDA*'} in ${r.seconds.toFixed(2)} s`;
    if (d.distance === null) return 'The goal cannot be reached from here.';
    if (d.distance === 0) return 'You are at the goal.';
    const list = d.best_moves.map((m) => `${m.move} (the cube at ${where(this.play.doc, m.from_cell)} rolls ${DIRECTION_WORDS[m.move]})`);
    return `${d.distance} move${d.distance === 1 ? '' : 's'} to the goal; ` +
      `${d.all_best ? (list.length > 1 ? 'optimal next moves: ' : 'the optimal next move: ') : 'an optimal next move: '}` +
      `${list.join(', ')} — ${how}.`;
  }

  async solve() {
    this.stopPlaying();
    const play = this.play, k = play.known;
    if (this.alongKnown() !== null) {
      // The rest of a solution found earlier (by a hint or a solve) is optimal from here too.
      play.solution = { moves: k.moves.slice(k.index), index: 0 };
      play.distance = play.solution.moves.length;
      this.render();
      return;
    }
    this.solutionOut.textContent = play.doc.cells.length > 9
      ? 'solving… (IDA* on a large board can take minutes; Cancel at the top stops it)' : 'solving…';
    const from = play.doc.state;
    // IDA* boards: the perimeter database is built on every call since the worker caches none;
    // no axis database, as in roll.hint (230 MB on 4x4 for a tenth of the nodes, docs/web.md).
    const r = await this.searching('solution', () => this.call('roll.solve', { start: from, goal: play.goal, kind: play.kind,
      perimeter: perimeterFor(play.doc), axis: 'off' }));
    play.solution = { moves: r.document.moves, index: 0 };
    play.known = { moves: r.document.moves, index: 0, state: from };
    play.distance = r.document.length;
    if (play.history.length === 0) play.optimal = r.document.length;
    this.render();
  }

  // A start `n` moves from the goal, a goal pattern's nearest matching state included: where the
  // breadth-first layers out to `n` fit the page (roll.generate, SCRAMBLE_GIB), one state drawn
  // uniformly among all those exactly `n` moves away; on larger boards a walk of `n` moves that
  // never steps straight back, from the goal or a state matching it (at most `n` moves away).
  async scramble() {
    clearErrors(this.form);
    const n = Number(this.scrambleCount.value);
    if (!Number.isInteger(n) || n < 1 || n > 200) {
      showError(this.form, 'Give a whole number of moves, from 1 to 200.', 'scramble');
      return;
    }
    this.stopPlaying();
    const goal = this.play.goal, kind = this.play.kind;
    // The layers only: IDA* draws (method auto on big boards) would take minutes in the page.
    const generate = (distance) => this.call('roll.generate', { goal, kind, distance: String(distance),
      seed: Math.floor(Math.random() * 2 ** 31), memory_limit: SCRAMBLE_GIB, method: 'layers' });
    let drawn = null;
    try {
      drawn = (await this.searching('scramble', () => generate(n))).document;
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      if (e.field === 'distance') {
        showError(this.form, `scramble: ${e.message.replace(/^distance: /, '')}`, 'scramble');
        return;
      }
      if (e.kind !== 'run') throw e;  // else the layers outgrow the page: walk instead
    }
    if (drawn) await this.startDrawn(drawn, n);
    else await this.startWalked(generate, n);
  }

  // Starts from `drawn` (roll.generate's layers): exactly `n` moves from the goal.
  async startDrawn(drawn, n) {
    this.startInput.value = drawn.states[0];
    await this.apply();
    const among = drawn.at_distance.toLocaleString('en');
    this.hintOut.textContent = `Scrambled: exactly ${n} move${n === 1 ? '' : 's'} from the goal` +
      `${drawn.goal_states > 1 ? ' (from its nearest matching state)' : ''}, drawn uniformly among the ${among} ` +
      `states that far (breadth-first from the goal).`;
    this.play.distance = n;
    this.play.optimal = n;
    this.render();
  }

  // Starts from the end of a random walk of `n` moves from the goal.
  async startWalked(generate, n) {
    // A state to walk from: the goal itself, or one state matching the pattern.
    let doc = await this.moves((await this.searching('scramble', () => generate(0))).document.states[0]);
    let d = 0, back = null;
    for (let i = 0; i < n; ++i) {
      const options = doc.moves.filter((m) => m.state !== back);
      const pick = options[Math.floor(Math.random() * options.length)];
      if (!pick) break;
      back = doc.state;
      doc = await this.moves(pick.state);
      d += 1;
    }
    this.startInput.value = doc.state;
    await this.apply();
    this.hintOut.textContent = `Scrambled by ${d} random moves: at most ${d} moves from the goal ` +
      '(the distances that far do not fit the page\'s memory).';
  }

  // --- events ---
  listenToForm() {
    const refused = () => this.refuseWhileBusy();
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      if (refused()) return;
      this.enqueue(() => this.apply());
    });
    this.boardSelect.addEventListener('change', () => {
      if (this.boardSelect.value === 'custom' || refused()) return;
      const [, start, goal, kind] = PRESETS.find(([name]) => name === this.boardSelect.value);
      this.startInput.value = start;
      this.goalInput.value = goal;
      this.kindInput.value = kind;
      this.showNotation();
      this.enqueue(() => this.apply());
    });
    this.resetButton.addEventListener('click', () => { if (!refused()) this.enqueue(() => this.apply({ keepTracking: true })); });
    this.undoButton.addEventListener('click', () => { if (!refused()) { this.stopPlaying(); this.enqueue(() => this.undo()); } });
    this.hintButton.addEventListener('click', () => { if (!refused()) this.enqueue(() => this.hint()); });
    this.scrambleButton.addEventListener('click', () => { if (!refused()) this.enqueue(() => this.scramble()); });
    this.solveButton.addEventListener('click', () => { if (!refused()) this.enqueue(() => this.solve()); });
    this.stepButton.addEventListener('click', () => {
      this.stopPlaying();
      this.enqueue(() => this.play.solution && this.roll(this.play.solution.moves[this.play.solution.index], { byComputer: true }));
    });
    this.playButton.addEventListener('click', () => {
      if (this.play.playing) this.stopPlaying();
      else this.enqueue(() => this.playSolution());
    });
  }

  listenToKeys() {
    document.addEventListener('keydown', (e) => {
      if (this.section.hidden || e.altKey || e.ctrlKey || e.metaKey) return;
      // Arrow keys that edit text, choose an option or move a slider are theirs.
      if (e.target.closest && e.target.closest('input:not([type="checkbox"]), select, textarea')) return;
      const letter = KEYS[e.key];
      if ((letter || e.key === 'Backspace') && this.refuseWhileBusy()) {
        e.preventDefault();
        return;
      }
      if (letter) {
        e.preventDefault();
        this.stopPlaying();
        this.enqueue(() => this.roll(letter));
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        this.stopPlaying();
        this.enqueue(() => this.undo());
      }
    });
  }

  // A click (not a drag of the view) on a cube next to the empty cell rolls it.
  listenToBoard() {
    const container = this.scene.container;
    container.addEventListener('pointerdown', (e) => { this.down = { x: e.clientX, y: e.clientY }; });
    container.addEventListener('pointerup', (e) => {
      const down = this.down;
      if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > 5) return;
      this.down = null;
      const cell = this.view.cellAt(e.clientX, e.clientY);
      if (cell === null || !this.play.doc) return;
      const move = this.play.doc.moves.find((m) => m.from_cell === cell);
      if (!move) {
        this.statusOut.textContent = `the cube at ${where(this.play.doc, cell)} is not next to the empty cell`;
        return;
      }
      if (this.refuseWhileBusy()) return;
      this.stopPlaying();
      this.enqueue(() => this.roll(move.move));
    });
  }

  // --- the position in the URL: kind, start, goal and the moves played since the start ---
  position() {
    return { kind: this.play.kind, start: this.play.start, goal: this.play.goal, moves: this.play.played };
  }

  async restore(params) {
    if (params.has('kind')) this.kindInput.value = params.get('kind');
    if (params.has('start')) this.startInput.value = params.get('start');
    if (params.has('goal')) this.goalInput.value = params.get('goal');
    this.showNotation();
    await this.apply({ replace: true });
    const moves = params.get('moves') || '';
    if (!/^[UDLR]*$/.test(moves)) {
      this.statusOut.textContent = `the link's moves "${moves}" are not letters U, D, L, R`;
      return;
    }
    const animate = this.animateBox.checked;
    this.animateBox.checked = false;
    this.restoring = true;
    try {
      for (const m of moves) if (!(await this.roll(m))) break;
    } finally {
      this.animateBox.checked = animate;
      this.restoring = false;
    }
  }

  start() {
    const app = this.app;
    app.current.rolling = () => this.position();
    app.restore.rolling = (params) => this.enqueue(() => this.restore(params));
    // For the tests: where on the screen the cube of a cell is.
    app.rollingView = this.view;
    app.rollingIdle = () => this.queue;
    const first = app.params('rolling');
    return this.enqueue(() => (first.has('start') || first.has('goal') ? this.restore(first) : this.apply({ replace: true })));
  }
}
