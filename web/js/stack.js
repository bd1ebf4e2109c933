// The Stack tab (Instant Insanity): the column of cubes in 3D, each cube turned by hand (click a
// cube, then a turn button or the keys x, y, z; or drag the cube), the engine's check of the four
// long sides after every turn, Hint (one cube turned towards the nearest stack), Solve (a solution
// played, every listed solution to step through), the colour graph, and STL/glTF. Every colouring,
// side, check, hint and solution comes from the engine (stack.check, stack.solve, stack.explain);
// this file draws them and keeps the turns typed so far.
import { Scene3D, THREE, PRINT_GAP_MM } from './scene.js';
import { Cancelled, EngineError } from './engine.js';
import { h, showError, clearErrors } from './form.js';

// The engine's face order is up, down, front, back, left, right; three.js's BoxGeometry takes its
// faces as +x, -x, +y, -y, +z, -z: right, left, up, down, front (towards the viewer), back.
const BOX_FACE_FROM_FACE = [5, 4, 0, 1, 2, 3];
const SIDE_NAMES = ['front', 'right', 'back', 'left'];
// The quarter turns the engine reads (stack/play.hpp), each about a view axis by the right-hand rule.
const TURNS = {
  x: { axis: new THREE.Vector3(1, 0, 0), words: 'up to front' },
  y: { axis: new THREE.Vector3(0, 1, 0), words: 'front to right' },
  z: { axis: new THREE.Vector3(0, 0, 1), words: 'right to up' },
};
const CUBE_MM = 20;  // printed, a cube is 20 mm
const GAP = 0.04;    // between cubes in the view (the STL stacks them PRINT_GAP_MM apart)

// A face: its fill, with the colour's name written on it so that no colour is told by hue alone.
const faceMaterials = new Map();  // "name fill" -> material
function faceMaterial(name, fill) {
  const key = `${name} ${fill}`;
  if (!faceMaterials.has(key)) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 128;
    const g = canvas.getContext('2d');
    g.fillStyle = fill;
    g.fillRect(0, 0, 128, 128);
    const rgb = new THREE.Color(fill);
    const light = 0.299 * rgb.r + 0.587 * rgb.g + 0.114 * rgb.b > 0.55;
    g.fillStyle = light ? 'rgba(0,0,0,0.75)' : 'rgba(255,255,255,0.92)';
    g.font = `bold ${name.length > 2 ? 40 : 64}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(name, 64, 67);
    faceMaterials.set(key, new THREE.MeshLambertMaterial({ map: new THREE.CanvasTexture(canvas) }));
  }
  return faceMaterials.get(key);
}

const unitBox = new THREE.BoxGeometry(1, 1, 1);
const unitEdges = new THREE.EdgesGeometry(unitBox);
const edgeMaterial = new THREE.LineBasicMaterial({ color: 0x222222 });
const selectMaterial = new THREE.LineBasicMaterial({ color: 0xe0a800 });

const labelMaterials = new Map();  // text -> sprite material, made once
function label(text) {
  if (!labelMaterials.has(text)) labelMaterials.set(text, labelMaterial(text));
  const sprite = new THREE.Sprite(labelMaterials.get(text));
  sprite.scale.set(0.6, 0.4, 1);
  return sprite;
}

function labelMaterial(text) {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 64;
  const g = canvas.getContext('2d');
  g.font = '600 40px system-ui, sans-serif';
  g.fillStyle = '#333';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, 48, 34);
  const texture = new THREE.CanvasTexture(canvas);
  texture.minFilter = THREE.LinearFilter;
  texture.generateMipmaps = false;
  return new THREE.SpriteMaterial({ map: texture, transparent: true, depthWrite: false });
}

// The column: cube 1 on top, each cube drawn from the colouring the engine says it shows.
class ColumnView {
  constructor(scene) {
    this.scene = scene;
    this.meshes = [];
    this.selected = 0;
  }

  show(doc, { frame = false } = {}) {
    const fillOf = new Map(doc.colours.map((c, i) => [c, doc.fills[i]]));
    const group = new THREE.Group();
    const n = doc.cubes.length;
    this.meshes = doc.cubes.map((cube, i) => {
      const faces = this.faceNames(cube.turned);
      const mesh = new THREE.Mesh(unitBox, BOX_FACE_FROM_FACE.map((f) => faceMaterial(faces[f], fillOf.get(faces[f]))));
      mesh.add(new THREE.LineSegments(unitEdges, edgeMaterial));
      mesh.position.set(0, (n - 1 - i) * (1 + GAP), 0);
      mesh.name = `cube ${i + 1}`;
      mesh.userData = { cube: i };
      const name = label(String(i + 1));
      name.position.set(-0.95, mesh.position.y, 0.5);
      group.add(mesh, name);
      return mesh;
    });
    this.outline = new THREE.LineSegments(unitEdges, selectMaterial);
    this.outline.scale.setScalar(1.12);
    group.add(this.outline);
    this.scene.show(group, { frame: false });
    this.select(Math.min(this.selected, n - 1));
    if (frame && this.scene.ok) this.scene.frame(group, { direction: new THREE.Vector3(0.9, 0.45, 1.1) });
  }

  // The six colour names of a turned colouring: one character each, or names joined by '.'.
  faceNames(turned) {
    return turned.includes('.') ? turned.split('.') : [...turned];
  }

  select(i) {
    this.selected = i;
    if (this.outline && this.meshes[i]) this.outline.position.copy(this.meshes[i].position);
    this.scene.draw();
  }

  // A quarter turn of cube i drawn (the engine's new colouring replaces it after).
  turn(i, letter, duration = 260) {
    const mesh = this.meshes[i];
    if (!mesh) return Promise.resolve();
    const { axis } = TURNS[letter.toLowerCase()];
    const angle = (letter === letter.toLowerCase() ? 1 : -1) * Math.PI / 2;
    return this.scene.animate((t) => mesh.quaternion.setFromAxisAngle(axis, angle * t * t * (3 - 2 * t)), duration);
  }

  // A cube turned by a hint or a solution: lifted out of the column and back.
  nudge(i, duration = 320) {
    const mesh = this.meshes[i];
    if (!mesh) return Promise.resolve();
    const z = mesh.position.z;
    return this.scene.animate((t) => { mesh.position.z = z + 0.6 * Math.sin(Math.PI * t); }, duration);
  }

  cubeAt(clientX, clientY) {
    if (!this.scene.ok) return null;
    const box = this.scene.renderer.domElement.getBoundingClientRect();
    const pointer = new THREE.Vector2(((clientX - box.left) / box.width) * 2 - 1, -((clientY - box.top) / box.height) * 2 + 1);
    const ray = new THREE.Raycaster();
    ray.setFromCamera(pointer, this.scene.camera);
    const hit = ray.intersectObjects(this.meshes, false)[0];
    return hit ? hit.object.userData.cube : null;
  }

  // Where cube i's front face is on the screen (for the tests and the phone check).
  screenPoint(i, corner = null) {
    const mesh = this.meshes[i];
    const box = this.scene.renderer.domElement.getBoundingClientRect();
    const p = mesh.getWorldPosition(new THREE.Vector3()).add(corner || new THREE.Vector3(0, 0, 0.5)).project(this.scene.camera);
    return { x: box.left + (p.x + 1) / 2 * box.width, y: box.top + (1 - p.y) / 2 * box.height };
  }
}


// A button for quarter turn `letter` (x, y, z; capital: the other way) of the chosen cube.
function turnButton(letter) {
  const t = TURNS[letter.toLowerCase()];
  const other = letter !== letter.toLowerCase();
  return h('button', { type: 'button', id: `st-turn-${other ? letter.toLowerCase() + '-back' : letter}`,
    'data-turn': letter, title: `a quarter turn: ${other ? t.words.split(' to ').reverse().join(' to ') : t.words} (key ${letter})`,
    'aria-label': `turn the chosen cube a quarter turn, ${other ? t.words.split(' to ').reverse().join(' to ') : t.words}` },
  `${letter} ${other ? t.words.split(' to ').reverse().join('→') : t.words.replace(' to ', '→')}`);
}

export function init(section, app, engine) {
  const tab = new StackTab(section, app, engine);
  return tab.start();
}

class StackTab {
  constructor(section, app, engine) {
    this.section = section;
    this.app = app;
    this.engine = engine;
    this.state = {
      cubes: engine.declarations.field('stack.check', 'cubes').default,  // the cubes field as the engine last read it
      turns: [],         // each cube's turn word (the engine's shortest)
      doc: null,         // the last stack.check document
      explain: null,     // the stack.explain document of these cubes
      solution: null,    // the stack.solve document, once asked
      shown: -1,         // the listed solution the column was turned to, if any
      pending: Promise.resolve(),
    };
    this.busy = false;
    this.down = null;  // where a press on the view began, and on which cube
    this.build(section);
    this.scene = new Scene3D(this.view);
    app.scenes.stack = this.scene;
    this.column = new ColumnView(this.scene);
    engine.onEvent((e) => { if (e.type === 'busy' || e.type === 'idle') this.setBusy(engine.busy); });
    this.listenToButtons();
    this.listenToKeys();
    this.listenToView();
  }

  // --- the page ---
  build(section) {
    const form = this.buildForm();
    const panel = this.buildPanel(form);
    this.selectedOut = h('span', { id: 'st-selected' });
    this.roundButton = h('button', { type: 'button', id: 'st-round' }, 'Turn the view round');
    this.turnButtons = ['x', 'y', 'z', 'X', 'Y', 'Z'].map(turnButton);
    this.cubeSelect = h('select', { id: 'st-cube', 'aria-label': 'the cube to turn' });
    this.view = h('div', { class: 'view3d st-view', id: 'st-view', role: 'img',
      'aria-label': 'the column of cubes in 3D, cube 1 on top; the colours of its four long sides are listed beside it' });
    this.graphBox = h('div', { id: 'st-graph', class: 'st-graph' });
    this.reason = h('p', { id: 'st-reason', class: 'note' });
    section.append(
      h('h2', {}, 'Instant Insanity: stacking cubes'),
      h('p', { class: 'note' }, 'Stack the cubes in a column so that each of its four long sides shows every colour once ',
        '(with more colours than cubes: different colours). Choose a cube by clicking it, then turn it a quarter turn with the ',
        'buttons or the keys x, y, z (shift: the other way), or drag it: sideways turns it about the column, up or down tips it.'),
      h('div', { class: 'layout st-layout' },
        panel,
        h('div', { class: 'view-column' },
          this.view,
          h('div', { class: 'buttons st-under' }, this.verdict, this.roundButton),
          h('div', { class: 'buttons st-turns', role: 'group', 'aria-label': 'turn the chosen cube' },
            h('label', { class: 'inline' }, 'Cube', this.cubeSelect), this.selectedOut, ...this.turnButtons),
          this.sidesBox)),
      h('div', { class: 'st-graph-block' },
        h('h3', {}, 'The colour graph'),
        h('p', { class: 'note' }, 'A vertex per colour, an edge per pair of opposite faces, labelled with its cube ',
          '(the textbook method: a solution is two subgraphs, one edge of every cube in each and every colour on two edges).'),
        this.reason, this.graphBox));
  }

  buildForm() {
    this.cubesInput = this.engine.declarations.input('stack.check', 'cubes', { type: 'text', id: 'st-cubes', autocomplete: 'off',
      spellcheck: 'false' });
    this.applyButton = h('button', { type: 'submit', class: 'primary', id: 'st-apply' }, 'Stack these cubes');
    this.classicButton = h('button', { type: 'button', id: 'st-classic' }, 'The classic set');
    this.form = h('form', { id: 'st-form', novalidate: true },
      h('label', {}, 'Cubes (classic; or six colours per cube, up down front back left right, comma separated; MacMahon names Ab..Fe; fK:N)',
        this.cubesInput),
      h('div', { class: 'buttons' }, this.applyButton, this.classicButton));
    return this.form;
  }

  // The form, Hint and Solve, the listed solutions' stepper, the counts and the downloads.
  buildPanel(form) {
    this.hintButton = h('button', { type: 'button', id: 'st-hint' }, 'Hint');
    this.solveButton = h('button', { type: 'button', id: 'st-solve' }, 'Solve');
    this.resetButton = h('button', { type: 'button', id: 'st-reset' }, 'Reset the turns');
    this.prev = h('button', { type: 'button', id: 'st-prev', 'aria-label': 'previous solution', disabled: true }, '◀');
    this.next = h('button', { type: 'button', id: 'st-next', 'aria-label': 'next solution', disabled: true }, '▶');
    this.solutionLabel = h('span', { id: 'st-solution-label', class: 'note' });
    this.counts = h('p', { id: 'st-counts', class: 'note' });
    this.message = h('p', { id: 'st-message', class: 'roll-status', role: 'status' });
    this.verdict = h('p', { id: 'st-verdict', class: 'roll-status', 'aria-live': 'polite' });
    this.sidesBox = h('div', { id: 'st-sides' });
    this.command = h('code', { id: 'st-command' });
    this.stl = h('button', { type: 'button', id: 'st-stl' }, 'Download STL');
    this.gltf = h('button', { type: 'button', id: 'st-gltf' }, 'Download glTF');
    return h('div', { class: 'panel' }, form,
      h('div', { class: 'buttons' }, this.hintButton, this.solveButton, this.resetButton),
      this.message,
      h('div', { class: 'buttons st-stepper' }, this.prev, this.next, this.solutionLabel),
      this.counts,
      h('p', { class: 'note' }, 'Same check: ', this.command),
      h('div', { class: 'buttons' }, this.stl, this.gltf));
  }

  // --- engine calls: a field's error beside it, anything else under the form ---
  setBusy(b) {
    this.busy = b;
    for (const button of [this.applyButton, this.classicButton, this.hintButton, this.solveButton, this.resetButton,
      ...this.turnButtons]) button.disabled = b;
  }

  async ask(verb, request) {
    try {
      const r = await this.engine.call(verb, request);
      if (!r.ok) throw new EngineError(r);
      return r;
    } catch (e) {
      if (e instanceof Cancelled) {
        this.message.textContent = 'cancelled';
        return null;
      }
      showError(this.form, e instanceof EngineError ? e.message : String(e.message || e));
      return null;
    }
  }

  queue(work) {
    this.state.pending = this.state.pending.then(work, work);
    return this.state.pending;
  }

  // --- the check: the column as the engine sees it after the turns so far ---
  turnsText() {
    return this.state.turns.join(',').replace(/,+$/, '');
  }

  async check({ frame = false, hint = false } = {}) {
    const state = this.state;
    const r = await this.ask('stack.check', { cubes: state.cubes, turns: this.turnsText(), hint });
    if (!r) return null;
    const d = r.document;
    state.doc = d;
    state.turns = d.cubes.map((c) => c.turn);
    this.column.show(d, { frame });
    this.showSides(d);
    this.command.textContent = this.engine.declarations.commandLine('stack.check', { cubes: state.cubes, turns: this.turnsText() });
    this.app.share('stack', this.position(), { replace: true });
    return d;
  }

  showSides(d) {
    const complete = d.sides.filter((s) => s.complete).map((s) => s.side);
    this.verdict.classList.toggle('solved', d.solved);
    this.verdict.textContent = d.solved ? 'Solved! Each long side shows every colour once.'.replace('every colour once',
      d.colours.length === d.cubes.length ? 'every colour once' : 'different colours')
      : `${complete.length} of 4 long sides complete${complete.length ? ` (${complete.join(', ')})` : ''}.`;
    const rows = d.sides.map((s) => h('tr', { class: s.complete ? 'st-complete' : '' },
      h('th', { scope: 'row' }, s.side),
      ...s.colours.map((c) => h('td', {}, c)),
      h('td', { class: 'st-side-verdict' }, s.complete ? '✓ complete' : `✗ repeats ${s.repeated.join(', ')}`)));
    this.sidesBox.replaceChildren(h('table', { id: 'st-sides-table', class: 'st-sides' },
      h('caption', { class: 'note' }, 'The four long sides, cube 1 to cube ' + d.cubes.length),
      h('thead', {}, h('tr', {}, h('th', {}, 'side'), ...d.cubes.map((c) => h('th', {}, `cube ${c.cube}`)), h('th', {}, 'check'))),
      h('tbody', {}, rows)));
    this.cubeSelect.replaceChildren(...d.cubes.map((c, i) => h('option', { value: i }, `${c.cube} (${c.item})`)));
    this.cubeSelect.value = String(this.column.selected);
    this.describeSelected();
  }

  describeSelected() {
    const c = this.state.doc && this.state.doc.cubes[this.column.selected];
    this.selectedOut.textContent = c ? `${c.turned}: front ${c.front}, right ${c.right}, back ${c.back}, left ${c.left}` : '';
  }

  select(i) {
    if (!this.state.doc) return;
    this.column.select(Math.max(0, Math.min(i, this.state.doc.cubes.length - 1)));
    this.cubeSelect.value = String(this.column.selected);
    this.describeSelected();
  }

  async turn(letter) {
    const state = this.state;
    if (!state.doc) return;
    const i = this.column.selected;
    state.turns[i] = (state.turns[i] || '') + letter;
    state.shown = -1;
    this.message.textContent = '';
    await this.column.turn(i, letter);
    await this.check();
  }

  // --- reading the cubes: the column as given, the colour graph and why it does (not) stack ---
  async apply(text, { turns = [], replace = false } = {}) {
    const state = this.state;
    clearErrors(this.form);
    this.message.textContent = '';
    const r = await this.ask('stack.check', { cubes: text, turns: turns.join(',') });
    if (!r) return false;
    state.cubes = text;
    state.turns = r.document.cubes.map((c) => c.turn);
    state.solution = null;
    state.shown = -1;
    this.showSolutions();
    this.column.selected = 0;
    if (!replace) this.app.share('stack', this.position());  // a new position: Back returns to the one before
    await this.check({ frame: true });
    const e = await this.ask('stack.explain', { cubes: text, draw: true });
    if (e) {
      state.explain = e.document;
      // The engine's reason for a set that stacks may be no more than "it stacks": not said twice.
      const reason = e.document.reason.replace(/\.$/, '');
      this.reason.textContent = e.document.stacks
        ? (/^it stacks$/i.test(reason) ? 'It stacks.' : `It stacks: ${reason}.`)
        : `It does not stack: ${reason}.`;
      this.showGraph(e.figures[0]);
    }
    return true;
  }

  showGraph(figure) {
    this.graphBox.innerHTML = figure ? figure.svg : '';  // the engine's own SVG (render/stack_svg.cpp)
    const svg = this.graphBox.querySelector('svg');
    if (svg) {
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', figure.caption);
    }
  }

  // --- Hint and Solve ---
  async hint() {
    const state = this.state;
    const d = await this.check({ hint: true });
    if (!d) return;
    const hnt = d.hint;
    if (!hnt.stacks) {
      this.message.textContent = hnt.complete ? `No hint: these cubes do not stack. ${state.explain ? state.explain.reason : ''}`
        : 'No hint: the search stopped at its node limit.';
      return;
    }
    if (hnt.differing === 0) {
      this.message.textContent = 'Nothing to turn: the column is solved.';
      return;
    }
    const i = hnt.cube - 1;
    this.select(i);
    state.turns[i] = hnt.turn;
    await this.column.nudge(i);
    await this.check();
    this.message.textContent = `Hint: cube ${hnt.cube} turned by ${hnt.moves} to show front ${hnt.sides.front}, right ` +
      `${hnt.sides.right}, back ${hnt.sides.back}, left ${hnt.sides.left}; ` +
      (hnt.differing === 1 ? 'that is the nearest stack.' : `${hnt.differing - 1} more cube${hnt.differing === 2 ? '' : 's'} to turn towards the nearest stack.`);
  }

  async solve() {
    const state = this.state;
    this.message.textContent = '';
    const r = await this.ask('stack.solve', { cubes: state.cubes, limit: 64, draw: true });
    if (!r) return;
    state.solution = r.document;
    const c = r.document.count;
    const bound = c.complete ? '' : 'at least ';
    this.counts.textContent = `${bound}${c.stacks} stacks with the cubes in this order, ${bound}${c.classes} up to the column's 8 motions ` +
      `(turns about its axis, upside down), ${bound}${c.subgraph_pairs} pair${c.subgraph_pairs === 1 ? '' : 's'} of subgraphs {front-back, left-right}.`;
    if (!r.document.solutions.length) {
      this.showSolutions();
      this.message.textContent = `These cubes do not stack. ${state.explain ? state.explain.reason : ''}`;
      return;
    }
    this.showGraph(r.figures[0]);
    this.reason.textContent = `Each listed solution's two subgraphs (front-back, left-right): ${r.document.solutions.length} of ${c.subgraph_pairs}.`;
    await this.playSolution(0);
  }

  // Turns the cubes one by one to listed solution k.
  async playSolution(k) {
    const state = this.state;
    const s = state.solution.solutions[k];
    state.shown = k;
    this.showSolutions();
    for (let i = 0; i < s.cubes.length; ++i) {
      if (state.turns[i] === s.cubes[i].turn) continue;
      state.turns[i] = s.cubes[i].turn;
      this.select(i);
      await this.column.nudge(i, 220);
      await this.check();
    }
    await this.check();
  }

  showSolutions() {
    const state = this.state;
    const n = state.solution ? state.solution.solutions.length : 0;
    this.prev.disabled = n < 2 || state.shown <= 0;
    this.next.disabled = n < 2 || state.shown >= n - 1;
    this.solutionLabel.textContent = !n ? '' : state.shown >= 0 ? `solution ${state.shown + 1} of ${n} listed` : `${n} solutions listed`;
    if (!state.solution) this.counts.textContent = '';
  }

  // --- the position in the URL: the cubes and each cube's turn ---
  position() {
    return { cubes: this.state.cubes, turns: this.turnsText() };
  }

  async restore(params) {
    const text = params.get('cubes') || this.cubesInput.defaultValue;
    this.cubesInput.value = text;
    const turns = (params.get('turns') || '').split(',');
    if (await this.apply(text, { turns, replace: true })) return;
    if (this.cubesInput.getAttribute('aria-invalid') === 'true') return;  // the cubes are at fault: said beside them
    // A link whose turns do not fit still shows its cubes, and says so.
    await this.apply(text, { replace: true });
    showError(this.form, `turns: the link's turns "${params.get('turns')}" do not fit these cubes`);
  }

  // --- events ---
  listenToButtons() {
    const state = this.state, cubesInput = this.cubesInput;
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.queue(() => this.apply(cubesInput.value.trim()));
    });
    this.classicButton.addEventListener('click', () => {
      cubesInput.value = 'classic';
      this.queue(() => this.apply('classic'));
    });
    this.hintButton.addEventListener('click', () => this.queue(() => this.hint()));
    this.solveButton.addEventListener('click', () => this.queue(() => this.solve()));
    this.resetButton.addEventListener('click', () => this.queue(async () => {
      state.turns = [];
      state.shown = -1;
      this.message.textContent = '';
      this.showSolutions();
      await this.check();
    }));
    this.prev.addEventListener('click', () => this.queue(() => this.playSolution(state.shown - 1)));
    this.next.addEventListener('click', () => this.queue(() => this.playSolution(state.shown + 1)));
    for (const b of this.turnButtons) b.addEventListener('click', () => this.queue(() => this.turn(b.dataset.turn)));
    this.cubeSelect.addEventListener('change', () => this.select(Number(this.cubeSelect.value)));
    this.roundButton.addEventListener('click', () => this.turnViewRound());
    this.stl.addEventListener('click', () => this.scene.downloadSTL(this.fileName('stl'),
      { unitMM: CUBE_MM, arrange: (mesh) => this.stackTouching(mesh), shrinkMM: PRINT_GAP_MM / 2 }));
    this.gltf.addEventListener('click', () => this.scene.downloadGLTF(this.fileName('gltf')));
  }

  // Half way round the column, so that the back and left sides face the viewer (and back again).
  turnViewRound() {
    const scene = this.scene;
    if (!scene.ok) return;
    const target = scene.controls.target.clone();
    const from = scene.camera.position.clone().sub(target);
    const up = new THREE.Vector3(0, 1, 0);
    scene.animate((t) => {
      scene.camera.position.copy(from).applyAxisAngle(up, Math.PI * t * t * (3 - 2 * t)).add(target);
      scene.controls.update();
    }, 600);
  }

  // Printed, the cubes stand on one another (the view leaves a gap between them), PRINT_GAP_MM apart.
  stackTouching(mesh) {
    const k = Number(/^cube (\d+)$/.exec(mesh.name)?.[1]);
    if (k) mesh.position.y = (this.state.doc.cubes.length - k);
  }

  fileName(extension) {
    const name = this.state.cubes.replace(/[^\w.-]+/g, '_').slice(0, 60);
    return `stack_${name}${this.state.doc && this.state.doc.solved ? '_solved' : ''}.${extension}`;
  }

  listenToKeys() {
    document.addEventListener('keydown', (e) => {
      if (this.section.hidden || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.target.closest && e.target.closest('input, select, textarea')) return;
      if ('xyzXYZ'.includes(e.key) && e.key.length === 1) {
        e.preventDefault();
        if (!this.busy) this.queue(() => this.turn(e.key));
      } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        e.preventDefault();
        this.select(this.column.selected + (e.key === 'ArrowUp' ? -1 : 1));
      }
    });
  }

  // The quarter turn a drag makes, seen from where the camera is: sideways, the face towards the
  // viewer follows the pointer (about the long axis); down, the top comes towards the viewer
  // (about whichever horizontal axis is more across the line of sight).
  dragAbout(positive, kind) {
    const scene = this.scene;
    const d = scene.ok ? scene.camera.position.clone().sub(scene.controls.target) : new THREE.Vector3(0, 0, 1);
    let letter;
    if (kind === 'y') {
      const right = scene.ok ? new THREE.Vector3().setFromMatrixColumn(scene.camera.matrixWorld, 0) : new THREE.Vector3(1, 0, 0);
      letter = right.dot(new THREE.Vector3(d.z, 0, -d.x)) > 0 ? 'y' : 'Y';  // where +y moves the face seen
    } else if (Math.abs(d.z) >= Math.abs(d.x)) {
      letter = d.z > 0 ? 'x' : 'X';  // x brings the top to the front
    } else {
      letter = d.x < 0 ? 'z' : 'Z';  // z brings the top to the left
    }
    return positive ? letter : (letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase());
  }

  // A click on a cube chooses it; a drag that starts on a cube turns it (sideways: y, about the
  // column's axis; up or down: x, tipping it); a drag elsewhere turns the view.
  listenToView() {
    const view = this.view, scene = this.scene, column = this.column;
    view.addEventListener('pointerdown', (e) => {
      const cube = column.cubeAt(e.clientX, e.clientY);
      this.down = { x: e.clientX, y: e.clientY, cube };
      if (cube !== null) scene.controls.enabled = false;
    });
    view.addEventListener('pointerup', (e) => {
      scene.controls.enabled = true;
      const down = this.down;
      if (!down || down.cube === null) return;
      const dx = e.clientX - down.x, dy = e.clientY - down.y;
      const cube = down.cube;
      this.down = null;
      this.select(cube);
      if (Math.hypot(dx, dy) < 12 || this.busy) return;
      const letter = Math.abs(dx) > Math.abs(dy) ? this.dragAbout(dx > 0, 'y') : this.dragAbout(dy > 0, 'x');
      this.queue(() => this.turn(letter));
    });
    window.addEventListener('pointerup', () => { scene.controls.enabled = true; });
    view.addEventListener('pointermove', (e) => {
      if (this.down) return;
      view.style.cursor = column.cubeAt(e.clientX, e.clientY) !== null ? 'pointer' : '';
    });
  }

  start() {
    const app = this.app, state = this.state;
    app.current.stack = () => this.position();
    app.restore.stack = (params) => this.queue(() => this.restore(params));
    // For the tests and the curious.
    app.stack = {
      state,
      settled: () => state.pending,
      screenPoint: (i, corner) => this.column.screenPoint(i, corner),
      cubeCount: () => this.column.meshes.length,
      select: (i) => this.select(i),
    };
    const first = app.params('stack');
    return this.queue(() => (first.has('cubes') || first.has('turns') ? this.restore(first)
      : this.apply(this.cubesInput.defaultValue, { replace: true })));
  }
}
