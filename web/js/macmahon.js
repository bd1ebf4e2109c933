// The MacMahon tab: the 30 cubes in Conway's tableau (3D), a target and 8 cubes chosen there or
// typed, the solution number and every arrangement as a 2x2x2 block that can be turned and
// exploded, and the census and targets tables. Every cube, colouring, collection and count comes
// from the engine (macmahon.cubes, .collection, .solve, .census, .targets); this file only draws.
import { Scene3D, THREE } from './scene.js';
import { EngineError, Cancelled } from './engine.js';
import { h, table, showError, clearErrors } from './form.js';

// Colour digits 1..6 (Okabe & Ito's colour-blind-safe palette); each face also shows its digit.
const PALETTE = ['#d55e00', '#0072b2', '#f0e442', '#009e73', '#cc79a7', '#56b4e9'];
const COLOUR_NAMES = ['vermillion', 'blue', 'yellow', 'green', 'pink', 'sky blue'];
// The engine's face order is up, down, front, back, left, right (model axes x right, y back,
// z up). The view's axes are x right, y up, z towards the viewer, and three.js's BoxGeometry
// takes its faces as +x, -x, +y, -y, +z, -z: right, left, up, down, front, back.
const BOX_FACE_FROM_DIGIT_INDEX = [5, 4, 0, 1, 2, 3];
const PITCH = 1.75;  // tableau cell spacing (cube side 1)

let faceMaterials = null;  // six materials, one per colour digit, shared by every cube drawn

function faceTexture(digit) {
  const size = 128;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const g = canvas.getContext('2d');
  const colour = PALETTE[digit - 1];
  g.fillStyle = colour;
  g.fillRect(0, 0, size, size);
  const rgb = new THREE.Color(colour);
  const light = 0.299 * rgb.r + 0.587 * rgb.g + 0.114 * rgb.b > 0.55;
  g.fillStyle = light ? 'rgba(0,0,0,0.72)' : 'rgba(255,255,255,0.9)';
  g.font = 'bold 64px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(String(digit), size / 2, size / 2 + 3);
  return new THREE.CanvasTexture(canvas);
}

function materials() {
  if (!faceMaterials) faceMaterials = PALETTE.map((_, i) => new THREE.MeshLambertMaterial({ map: faceTexture(i + 1) }));
  return faceMaterials;
}

const edgeMaterial = new THREE.LineBasicMaterial({ color: 0x222222 });
const unitBox = new THREE.BoxGeometry(1, 1, 1);
const unitEdges = new THREE.EdgesGeometry(unitBox);

// A cube showing a colouring given as six digits in the engine's face order.
function cubeMesh(colouring, size = 1) {
  const digits = [...colouring].map(Number);
  const mesh = new THREE.Mesh(unitBox, BOX_FACE_FROM_DIGIT_INDEX.map((k) => materials()[digits[k] - 1]));
  mesh.add(new THREE.LineSegments(unitEdges, edgeMaterial));
  mesh.scale.setScalar(size);
  return mesh;
}

// A text label facing the camera, `height` world units tall.
function label(text, { height = 0.45, colour = '#333', weight = '600' } = {}) {
  const canvas = document.createElement('canvas');
  const g = canvas.getContext('2d');
  const font = `${weight} 48px system-ui, sans-serif`;
  g.font = font;
  canvas.width = Math.ceil(g.measureText(text).width) + 16;
  canvas.height = 64;
  g.font = font;
  g.fillStyle = colour;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, canvas.width / 2, 34);
  const texture = new THREE.CanvasTexture(canvas);
  // No mipmaps, so that WebGL 1 takes the canvas at its own (not a power of two) size.
  texture.minFilter = THREE.LinearFilter;
  texture.generateMipmaps = false;
  // Drawn over the cubes (no depth test, drawn last): a name behind a raised cube stays readable.
  const sprite = new THREE.Sprite(new THREE.SpriteMaterial({ map: texture, transparent: true, depthWrite: false, depthTest: false }));
  sprite.renderOrder = 10;
  sprite.scale.set(height * canvas.width / canvas.height, height, 1);
  return sprite;
}

// A gold arrow above the target.
const markerParts = [];
function marker() {
  if (!markerParts.length) markerParts.push(new THREE.ConeGeometry(0.34, 0.7, 20), new THREE.MeshLambertMaterial({ color: 0xe0a800 }));
  const cone = new THREE.Mesh(...markerParts);
  cone.rotation.x = Math.PI;  // pointing down
  cone.position.y = 1.45;
  cone.userData.marker = true;
  return cone;
}

const plateParts = new Map();  // "colour side" -> [geometry, material], made once
function plate(colour, side) {
  const key = `${colour} ${side}`;
  if (!plateParts.has(key))
    plateParts.set(key, [new THREE.BoxGeometry(side, 0.08, side), new THREE.MeshLambertMaterial({ color: colour })]);
  return new THREE.Mesh(...plateParts.get(key));
}

// Replaces what `scene` shows. (Scene3D.show empties its group with Object3D.clear, which
// three.js r111 does not have yet, so the children are removed here.)
function display(scene, object) {
  scene.content.remove(...scene.content.children);
  if (object) scene.content.add(object);
  scene.draw();
}

// ---- the tableau -------------------------------------------------------------------------

// A tableau of cubes: each cube at the row and column the engine gives it. Conway's tableau of
// the 30: cube Xy in row X (A..F, back to front) and column y (a..f, left to right), the
// diagonal empty; the 68 four-coloured cubes: one row per set of colours shown ("112334").
class Tableau {
  constructor(scene, cubes, { rowLabels, columnLabels = [], diagonal = false }) {
    this.scene = scene;
    this.group = new THREE.Group();
    this.items = new Map();  // name -> {holder, mesh, plates}
    const rows = rowLabels.length, columns = Math.max(columnLabels.length, ...cubes.map((c) => c.column + 1));
    const wide = Math.max(...rowLabels.map((l) => l.length)) > 2;
    const floor = new THREE.Mesh(new THREE.BoxGeometry(columns * PITCH + 0.6, 0.06, rows * PITCH + 0.6),
      new THREE.MeshLambertMaterial({ color: 0xe6dfcf }));
    floor.position.set((columns - 1) / 2 * PITCH, -0.62, (rows - 1) / 2 * PITCH);
    this.group.add(floor);
    rowLabels.forEach((text, k) => {
      const row = label(text, { height: wide ? 0.5 : 0.8 });
      row.position.set(wide ? -1.9 : -1.15, 0, k * PITCH);
      this.group.add(row);
    });
    columnLabels.forEach((text, k) => {
      const column = label(text, { height: 0.8 });
      column.position.set(k * PITCH, 0, -1.2);
      this.group.add(column);
    });
    for (let k = 0; diagonal && k < rows; ++k) {
      const cell = new THREE.Mesh(new THREE.BoxGeometry(1, 0.02, 1), new THREE.MeshLambertMaterial({ color: 0xcfc6b2 }));
      cell.position.set(k * PITCH, -0.58, k * PITCH);
      this.group.add(cell);
    }
    for (const cube of cubes) {
      const r = cube.row, c = cube.column;
      const holder = new THREE.Group();
      holder.position.set(c * PITCH, 0, r * PITCH);
      const mesh = cubeMesh(cube.colouring);
      mesh.userData = { name: cube.name };
      const name = label(cube.name, { height: cube.name.length > 3 ? 0.36 : 0.42, colour: '#333', weight: '600' });
      name.position.set(0, -0.45, 0.78);
      holder.add(mesh, name);
      this.group.add(holder);
      this.items.set(cube.name, { holder, mesh, plates: [] });
    }
    display(scene, this.group);
    if (scene.ok) {
      scene.frame(this.group, { direction: new THREE.Vector3(0.16, 1.3, 1) });
      // frame() fits the bounding sphere; the flat tableau can come closer.
      if (scene.camera.aspect >= 1) scene.camera.position.lerp(scene.controls.target, 0.17);
      scene.controls.update();
    }
    this.flipped = false;
    scene.draw();
  }

  // Turns every cube a half turn about the horizontal axis (1, -1, 0): the faces seen from the
  // camera (up, front, right) go out of sight and the other three (down, back, left) come into
  // view. A display turn of the meshes only; the colourings are the engine's.
  flip() {
    this.flipped = !this.flipped;
    const half = new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(1, -1, 0).normalize(), Math.PI);
    const from = this.flipped ? new THREE.Quaternion() : half;
    const to = this.flipped ? half : new THREE.Quaternion();
    const meshes = [...this.items.values()].map((i) => i.mesh);
    return this.scene.animate((t) => {
      for (const m of meshes) THREE.Quaternion.slerp(from, to, m.quaternion, t * t * (3 - 2 * t));
    }, 600);
  }

  // Marks the target (gold plate) and the chosen cubes (lifted, on a blue plate).
  mark(target, chosen) {
    for (const [name, item] of this.items) {
      for (const p of item.plates) item.holder.remove(p);
      item.plates = [];
      if (name === target) item.plates.push(plate(0xe0a800, 1.62), marker());
      if (chosen.has(name)) item.plates.push(plate(0x1f5f9f, name === target ? 1.3 : 1.55));
      item.plates.forEach((p, i) => { if (!p.userData.marker) p.position.y = -0.56 + 0.02 * i; item.holder.add(p); });
      item.mesh.position.y = chosen.has(name) ? 0.3 : 0;
    }
    this.scene.draw();
  }

  // The cube's name under the pointer (client coordinates), or null.
  pick(clientX, clientY) {
    if (!this.scene.ok) return null;
    const canvas = this.scene.renderer.domElement;
    const box = canvas.getBoundingClientRect();
    const pointer = new THREE.Vector2(((clientX - box.left) / box.width) * 2 - 1, -((clientY - box.top) / box.height) * 2 + 1);
    const ray = new THREE.Raycaster();
    ray.setFromCamera(pointer, this.scene.camera);
    const hit = ray.intersectObjects([...this.items.values()].map((i) => i.mesh), false)[0];
    return hit ? hit.object.userData.name : null;
  }

  // Where cube `name` appears on the screen, in client coordinates (for the tests).
  screenPoint(name) {
    const item = this.items.get(name);
    const box = this.scene.renderer.domElement.getBoundingClientRect();
    const p = item.mesh.getWorldPosition(new THREE.Vector3()).add(new THREE.Vector3(0, 0.5, 0)).project(this.scene.camera);
    return { x: box.left + (p.x + 1) / 2 * box.width, y: box.top + (1 - p.y) / 2 * box.height };
  }
}

// ---- the block ---------------------------------------------------------------------------

// Cell i of the block sits at corner i: bit 0 right, bit 1 back, bit 2 up (model axes). In the
// view back is -z and up is +y.
function cellOffset(cell) {
  return new THREE.Vector3(cell & 1 ? 0.5 : -0.5, cell & 4 ? 0.5 : -0.5, cell & 2 ? -0.5 : 0.5);
}

function blockObject(arrangement, targetColouring) {
  const group = new THREE.Group();
  const cubes = [];
  if (arrangement) {
    for (const cell of arrangement.cells) {
      const mesh = cubeMesh(cell.colouring);
      mesh.userData = { cell: cell.cell, cube: cell.cube, colouring: cell.colouring, position: cell.position };
      mesh.name = `${cell.position} ${cell.cube}`;
      cubes.push(mesh);
      group.add(mesh);
    }
  }
  // The target at double size beside the block, for comparison.
  const target = cubeMesh(targetColouring, 2);
  target.name = 'target';
  // Beside the block fully exploded (its cubes reach 0.5 * (1 + 1.6) + 0.5 = 1.8 from its centre),
  // along the view's right-hand direction from the front-right camera, so that it never covers a cube.
  target.position.set(arrangement ? 4.6 : 0, 0, arrangement ? -3.3 : 0);
  group.add(target);
  return { group, cubes };
}

// ---- the tab -----------------------------------------------------------------------------

// The two sets a tab can show: the 30 six-coloured MacMahon cubes (macmahon.cubes) and the 68
// four-coloured cubes (macmahon.cubes with family 4, named f4:1..f4:68). The example shown
// first for the 68 is docs/macmahon.md's (solution number 136).
const SETS = {
  30: { colours: 6, request: {}, example: { target: 'Ba' } },
  68: { colours: 4, request: { family: 4 },
    example: { target: 'f4:6', cubes: 'f4:39,f4:4,f4:35,f4:61,f4:50,f4:46,f4:51,f4:59' } },
};

export function init(section, app, engine) {
  const state = {
    set: '30',            // '30' or '68': the cubes in the tableau
    sets: {},             // set -> {cubes, rowLabels, columnLabels, diagonal}, from the engine
    cubes: [],            // the set's cubes: {name, colouring, mirror, row, column, corners (the 30)}
    byName: new Map(),
    byColouring: new Map(),  // canonical colouring -> cube of the set shown
    target: null,         // the target's name once the engine has read it (null: not in the set)
    targetColouring: null,
    chosen: new Set(),    // MacMahon cubes named by the cubes field (as the engine read it)
    labels: [],           // every item of the cubes field as the engine read it (names, or digits)
    solution: null,       // the last solve document
    shown: 0,             // index of the arrangement shown
    explode: 0,
    pending: Promise.resolve(),
    solveId: 0,
    censusFor: null,      // the target whose census is shown (or on its way)
    targetTyped: false,   // the target field was typed in since the engine last read it
    cubesTyped: false,    // the cubes field was typed in since Conway's collection filled it
  };

  // --- the controls
  const declared = (name, attributes) => engine.declarations.input('macmahon.solve', name, attributes);
  const targetInput = declared('target', { type: 'text', id: 'mm-target', size: 10, autocomplete: 'off', spellcheck: 'false' });
  const cubesInput = declared('cubes', { type: 'text', id: 'mm-cubes', autocomplete: 'off', spellcheck: 'false' });
  const interior = declared('interior', { id: 'mm-interior' });
  const conwayButton = h('button', { type: 'button', id: 'mm-conway' }, "Conway's collection");
  const setSelect = h('select', { id: 'mm-set', 'aria-label': 'the set of cubes' },
    h('option', { value: '30' }, 'the 30 six-coloured cubes (MacMahon)'),
    h('option', { value: '68' }, 'the 68 four-coloured cubes (Haraguchi)'));
  const setNote = h('p', { class: 'note', id: 'mm-set-note' });
  const solveButton = h('button', { type: 'submit', class: 'primary', id: 'mm-solve' }, 'Solve');
  const modeTarget = h('input', { type: 'radio', name: 'mm-mode', value: 'target', id: 'mm-mode-target', checked: true });
  const modeCubes = h('input', { type: 'radio', name: 'mm-mode', value: 'cubes', id: 'mm-mode-cubes' });
  const form = h('form', { id: 'mm-form', novalidate: true },
    h('label', {}, 'Cubes in the tableau', setSelect), setNote,
    h('label', {}, 'Target (a name such as Ba or f4:6, or six digits up down front back left right)', targetInput),
    h('label', {}, 'The 8 cubes (names, six-digit colourings of a physical set, row:X, col:y, mirror:Xy, -Xy)', cubesInput),
    h('p', { class: 'note', id: 'mm-chosen' }),
    h('label', { class: 'inline' }, interior, 'inner faces must match too (interior-matching variant)'),
    h('div', { class: 'buttons' }, solveButton, conwayButton));

  const solutionNumber = h('span', { id: 'mm-solution-number' }, '–');
  const variant = h('span', { id: 'mm-variant' });
  const solveCommand = h('code', { id: 'mm-solve-command' });
  const select = h('select', { id: 'mm-arrangement', 'aria-label': 'arrangement' });
  const prev = h('button', { type: 'button', id: 'mm-prev', 'aria-label': 'previous arrangement' }, '◀');
  const next = h('button', { type: 'button', id: 'mm-next', 'aria-label': 'next arrangement' }, '▶');
  const arrangementLabel = h('span', { id: 'mm-arrangement-label' });
  const explode = h('input', { type: 'range', id: 'mm-explode', min: 0, max: 1, step: 0.05, value: 0 });
  const stl = h('button', { type: 'button', id: 'mm-stl' }, 'Download STL');
  const gltf = h('button', { type: 'button', id: 'mm-gltf' }, 'Download glTF');
  const cellsBox = h('div', { id: 'mm-cells' });

  const legend = h('div', { class: 'mm-legend', id: 'mm-legend', 'aria-label': 'colours' },
    h('span', { class: 'note' }, 'Colours:'),
    PALETTE.map((c, i) => h('span', { class: 'mm-swatch', title: COLOUR_NAMES[i], 'data-colour': i + 1 },
      h('span', { class: 'mm-chip', style: `background:${c}` }), `${i + 1} ${COLOUR_NAMES[i]}`)));

  // The notation, with a picture: the net of a cube whose six digits are read up, down, front,
  // back, left, right.
  const net = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 164 124" width="164" height="124" role="img"
    aria-label="a cube unfolded: up above front, down below it, left, front, right and back in a row">
    ${[['up', 1, 41, 1], ['left', 41, 1, 5], ['front', 41, 41, 3], ['right', 41, 81, 6], ['back', 41, 121, 4], ['down', 81, 41, 2]]
      .map(([name, y, x, k]) => `<rect x="${x}" y="${y}" width="40" height="40" fill="#f4f1ea" stroke="#333"/>` +
        `<text x="${x + 20}" y="${y + 18}" font-size="11" text-anchor="middle">${name}</text>` +
        `<text x="${x + 20}" y="${y + 33}" font-size="10" text-anchor="middle" fill="#555">digit ${k}</text>`).join('')}
  </svg>`;
  const help = h('details', { class: 'help', id: 'mm-help' }, h('summary', {}, 'How cubes and collections are written'));
  help.insertAdjacentHTML('beforeend', net);
  help.append(
    h('p', {}, 'A colouring is six digits 1–6, the colours of the faces up, down, front, back, left and right, in that order ',
      '(the picture: the first digit is the up face, the sixth the right one). 123456 is the cube with 1 up, 2 down, 3 in front.'),
    h('p', {}, 'The 30 cubes are named by their place in Conway\'s tableau: a row letter A–F (back to front) and a column ',
      'letter a–f (left to right), off the diagonal: Ab, Ac, … Fe.'),
    h('p', {}, 'Cubes: names or colourings separated by commas; row:X takes row X, col:y column y, mirror:Xy the mirror ',
      'image of Xy, and -Xy drops Xy. Conway\'s collection for target Xy is row:Y,col:x,-Yx.'),
    h('p', {}, 'The 68 four-coloured cubes (colours 1–4, each used, one colour on two or three faces) are named f4:1 … f4:68 ',
      'in the order of their colourings; their tableau has one row per set of colours shown (112334: colours 1 and 3 twice).'));
  const flipButton = h('button', { type: 'button', id: 'mm-flip' }, 'Show the hidden faces');
  const intro = h('p', { class: 'note', id: 'mm-intro' });
  const hover = h('p', { class: 'note', id: 'mm-hover' }, 'Point at a cube, or tap it, to read its colouring.');
  const tableauView = h('div', { class: 'view3d mm-view', id: 'mm-tableau', role: 'img',
    'aria-label': "Conway's tableau of the 30 cubes in 3D; the cube names and colourings are listed in the census and the cells table" });
  const blockView = h('div', { class: 'view3d mm-view', id: 'mm-block', role: 'img',
    'aria-label': 'the 2x2x2 block of the arrangement shown, beside the target at double size; its cells are listed below' });
  const censusBox = h('div', { id: 'mm-census' });
  const targetsBox = h('div', { id: 'mm-targets' });

  section.append(
    h('h2', {}, "MacMahon's coloured cubes"),
    intro,
    legend, help,
    h('div', { class: 'mm-grid' },
      h('div', { class: 'panel' }, form,
        h('p', { class: 'mm-result' }, 'Solution number ', solutionNumber, ' ', variant),
        h('p', { class: 'note' }, 'Same figures: ', solveCommand),
        h('div', { class: 'buttons mm-stepper' }, prev, select, next, arrangementLabel),
        h('label', {}, 'Explode the block (0 packed, 1 apart: the inner faces show)', explode),
        h('div', { class: 'buttons' }, stl, gltf)),
      h('div', {},
        h('h3', { id: 'mm-tableau-title' }, "Conway's tableau"),
        h('div', { class: 'mm-mode', role: 'radiogroup', 'aria-label': 'a click on a cube' },
          h('span', {}, 'A click chooses'),
          h('label', { class: 'inline' }, modeTarget, 'the target'),
          h('label', { class: 'inline' }, modeCubes, 'the 8 cubes (in or out)')),
        tableauView,
        h('div', { class: 'buttons mm-under' }, flipButton,
          h('span', { class: 'note' }, 'Gold arrow: the target. Raised on blue: the 8 cubes.')),
        hover),
      h('div', {},
        h('h3', { id: 'mm-block-title' }, 'The block'),
        blockView,
        h('p', { class: 'note' }, 'Drag to turn, scroll to zoom. Beside the block: the target at double size.'),
        cellsBox)),
    h('div', { class: 'mm-tables' },
      h('div', {}, h('h3', {}, 'Census for the target'), censusBox),
      h('div', {}, h('h3', {}, 'Targets per collection'), targetsBox)));

  const tableauScene = new Scene3D(tableauView);
  const blockScene = new Scene3D(blockView);
  app.scenes.macmahon = blockScene;
  app.scenes['macmahon-tableau'] = tableauScene;
  let tableau = null;
  let blockCubes = [];

  // --- engine calls: errors of a field go next to it, anything else to the form's foot
  async function ask(verb, request) {
    try {
      const result = await engine.call(verb, request);
      if (!result.ok) throw new EngineError(result);
      return result;
    } catch (e) {
      if (e instanceof Cancelled) return null;
      if (e instanceof EngineError) showError(form, e.message);
      else showError(form, String(e.message || e));
      return null;
    }
  }

  function showChosen() {
    const n = state.labels.length, others = n - state.chosen.size;
    const setWords = state.set === '30' ? 'MacMahon cube' : 'of the 68';
    document.getElementById('mm-chosen').textContent =
      `${n} cube${n === 1 ? '' : 's'}: ${state.labels.join(', ') || 'none'}` +
      (others > 0 ? ` (${others} not ${setWords}${others === 1 || state.set === '68' ? '' : 's'})` : '') +
      (n === 8 ? '' : ' — the puzzle takes 8');
    if (tableau) tableau.mark(state.target, state.chosen);
  }

  // labels: the items as the engine read them; colourings: their canonical colourings (the
  // engine's), which find the cubes of the tableau whatever way they were written.
  function adoptCubes(labels, colourings = null) {
    state.labels = labels;
    state.chosen = new Set(colourings
      ? colourings.map((c) => state.byColouring.get(c)).filter(Boolean).map((c) => c.name)
      : labels.filter((l) => state.byName.has(l)));
    showChosen();
  }

  // The set's cubes from the engine (once), drawn in the tableau.
  async function showSet(set) {
    if (!state.sets[set]) {
      const r = await ask('macmahon.cubes', SETS[set].request);
      if (!r) return false;
      const d = r.document;
      state.sets[set] = set === '30'
        ? { cubes: d.cubes, rowLabels: 'ABCDEF'.split(''), columnLabels: 'abcdef'.split(''), diagonal: true }
        : { cubes: d.members, rowLabels: d.row_labels, columnLabels: [], diagonal: false };
    }
    state.set = set;
    setSelect.value = set;
    const shown = state.sets[set];
    state.cubes = shown.cubes;
    state.byName = new Map(shown.cubes.map((c) => [c.name, c]));
    state.byColouring = new Map(shown.cubes.map((c) => [c.colouring, c]));
    tableau = new Tableau(tableauScene, shown.cubes, shown);
    const six = set === '30';
    conwayButton.hidden = !six;
    for (const chip of legend.querySelectorAll('[data-colour]')) {
      chip.hidden = Number(chip.dataset.colour) > SETS[set].colours;
      chip.style.display = chip.hidden ? 'none' : '';
    }
    intro.textContent = six
      ? 'Each of the 30 cubes has six different colours. Choose a target cube and eight cubes, and build a copy of the ' +
        'target twice as large: a 2×2×2 block whose six sides show the target\'s colours. Conway arranged the cubes in ' +
        'a 6×6 tableau; the 8 cubes of row Y and column x, without Yx, build Xy.'
      : 'Each of the 68 cubes shows the colours 1–4, one of them on two or three faces. Choose a four-coloured target ' +
        'and eight different cubes of the 68, and build a copy of the target twice as large: a 2×2×2 block whose six ' +
        'sides show the target\'s colours.';
    setNote.textContent = six
      ? 'Each cube shows six different colours; Conway\'s collection, the census and the targets table are for these 30.'
      : 'Each cube shows four colours, one of them on two or three faces. Solve builds any four-coloured target from 8 ' +
        'different cubes of the 68 (as cubeworks macmahon solve does). Not offered for them: Conway\'s collection, the ' +
        'census and the targets table, which count the collections of the 30 only (their stack census: the Stack tab, ' +
        'cubeworks stack census haraguchi).';
    document.getElementById('mm-tableau-title').textContent = six ? "Conway's tableau" : 'The 68 four-coloured cubes';
    tableauView.setAttribute('aria-label', six
      ? "Conway's tableau of the 30 cubes in 3D; the cube names and colourings are listed in the census and the cells table"
      : 'the 68 four-coloured cubes in 3D, one row per set of colours shown; point at a cube to read its name and colouring');
    flipButton.textContent = 'Show the hidden faces';
    return true;
  }

  // Reads the target and (unless told not to) fills the cubes field with Conway's collection for it.
  async function chooseTarget(text, { fillCubes = true } = {}) {
    clearErrors(form);
    state.targetTyped = false;
    if (!text) {
      // The engine reads an empty target as none given; the page says what to type instead.
      showError(form, 'target: give the target cube: a name Ab..Fe, or six colour digits');
      return false;
    }
    if (state.set === '68') {
      // No Conway's collection here: the target is read as a one-cube list (its colouring).
      const r = await ask('macmahon.collection', { cubes: text });
      if (!r) return false;
      if (r.document.cubes.length !== 1) {
        showError(form, 'target: give one cube: a name f4:1..f4:68, or six colour digits');
        return false;
      }
      const cube = state.byColouring.get(r.document.cube_colourings[0]);
      state.target = cube ? cube.name : null;
      state.targetColouring = r.document.cube_colourings[0];
      targetInput.value = text;
      if (tableau) tableau.mark(state.target, state.chosen);
      return true;
    }
    const r = await ask('macmahon.collection', { target: text });
    if (!r) return false;
    const d = r.document;
    if (typeof d.target !== 'string') return false;
    state.target = d.target;
    state.targetColouring = d.colouring;
    targetInput.value = d.target;
    if (fillCubes) {
      cubesInput.value = d.conway_collection;
      state.cubesTyped = false;
      adoptCubes(d.conway_cubes);
    } else {
      if (tableau) tableau.mark(state.target, state.chosen);
    }
    return true;
  }

  async function readCubes() {
    clearErrors(form);
    const text = cubesInput.value.trim();
    if (!text) {
      adoptCubes([]);
      return;
    }
    const r = await ask('macmahon.collection', { cubes: text });
    if (r) adoptCubes(r.document.cubes, r.document.cube_colourings);
  }

  // Runs `work` after whatever reading is under way, so that a solve sees the fields it fills.
  function queue(work) {
    state.pending = state.pending.then(work, work);
    return state.pending;
  }

  async function solve() {
    const id = ++state.solveId;
    clearErrors(form);
    const request = { target: targetInput.value.trim(), cubes: cubesInput.value.trim(), interior: interior.checked };
    const r = await ask('macmahon.solve', request);
    if (id !== state.solveId) return;
    if (!r) {
      showSolution(null);
      refreshCensus();
      return;
    }
    const d = r.document;
    if (state.set === '30') {
      state.target = d.target;
      adoptCubes(d.cubes);
    }
    solveCommand.textContent = engine.declarations.commandLine('macmahon.solve', request);
    showSolution(d);
    refreshCensus();
    share();
  }

  // --- the position in the URL: target, cubes, the variant and the arrangement shown
  const position = () => ({ ...(state.set === '68' ? { set: '68' } : {}), target: targetInput.value.trim(),
    cubes: cubesInput.value.trim(), variant: interior.checked ? 'interior' : 'outside', arrangement: String(state.shown + 1) });
  app.current.macmahon = position;
  function share({ replace = false } = {}) {
    app.share('macmahon', position(), { replace });
  }
  async function restore(params) {
    const set = params.get('set') === '68' ? '68' : '30';
    if (set !== state.set && !(await showSet(set))) return;
    const example = SETS[set].example;
    const target = params.get('target') || example.target;
    if (set === '68' && !params.has('cubes')) params.set('cubes', example.cubes);
    interior.checked = params.get('variant') === 'interior';
    if (!(await chooseTarget(target, { fillCubes: !params.has('cubes') }))) return;
    if (params.has('cubes')) {
      cubesInput.value = params.get('cubes');
      state.cubesTyped = true;
      await readCubes();
    }
    await solve();
    const k = Number(params.get('arrangement') || 1) - 1;
    if (k > 0) showArrangement(k);
    share({ replace: true });
  }
  app.restore.macmahon = (params) => queue(() => restore(params));

  // The census of the target (about a second): asked for after the solve, so it never delays one.
  function refreshCensus() {
    if (state.set === '68') {
      state.censusFor = null;
      censusBox.replaceChildren(h('p', { class: 'note' }, 'The census counts the 5,852,925 collections of the 30 ',
        'six-coloured cubes for one of them as target; it is not offered for the 68 four-coloured cubes.'));
      return;
    }
    if (!state.target || state.censusFor === state.target) return;
    state.censusFor = state.target;
    census(state.target);
  }

  function showSolution(d) {
    state.solution = d;
    state.shown = 0;
    solutionNumber.textContent = d ? String(d.solution_number) : '–';
    variant.textContent = d ? (d.interior ? '(inner faces matching)' : '(outside only)') : '';
    if (!d) solveCommand.textContent = '';
    select.replaceChildren(...(d ? d.arrangements.map((_, i) => h('option', { value: i }, `${i + 1}`)) : []));
    showArrangement(0, { frame: true });
  }

  function showArrangement(index, { frame = false } = {}) {
    const d = state.solution;
    const n = d ? d.arrangements.length : 0;
    state.shown = Math.max(0, Math.min(index, n - 1));
    select.value = String(state.shown);
    select.disabled = n < 2;
    prev.disabled = n < 2 || state.shown === 0;
    next.disabled = n < 2 || state.shown >= n - 1;
    arrangementLabel.textContent = !d ? '' : n ? `arrangement ${state.shown + 1} of ${n}` : 'no arrangement';
    const title = document.getElementById('mm-block-title');
    const targetColouring = state.targetColouring;
    if (!targetColouring) {
      display(blockScene, null);
      blockCubes = [];
      cellsBox.replaceChildren();
      return;
    }
    const a = n ? d.arrangements[state.shown] : null;
    title.textContent = a ? `${d.target} from ${d.cubes.join(', ')}` : `Target ${d ? d.target : state.target || targetColouring}`;
    const built = blockObject(a, targetColouring);
    blockCubes = built.cubes;
    display(blockScene, built.group);
    if (frame) {
      // Framed for the block fully exploded, so that the slider never pushes cubes out of view.
      placeBlock(1);
      blockScene.frame(built.group, { direction: new THREE.Vector3(0.9, 0.8, 1.3) });
    }
    placeBlock();
    cellsBox.replaceChildren(a ? table(['cell', 'cube', 'up', 'front', 'colours as placed (up down front back left right)'],
      a.cells.map((c) => [c.position, c.cube, c.up, c.front, c.colouring]), { class: 'mm-cells' }) : '');
  }

  // Exploding moves each cube out from the block's centre along its corner's diagonal.
  function placeBlock(explode = state.explode) {
    for (const mesh of blockCubes) mesh.position.copy(cellOffset(mesh.userData.cell).multiplyScalar(1 + 1.6 * explode));
    blockScene.draw();
  }

  function downloadName(extension) {
    const d = state.solution;
    const a = d && d.arrangements.length ? `${d.target}_arrangement_${state.shown + 1}_of_${d.arrangements.length}` +
      `${d.interior ? '_interior' : ''}${state.explode > 0 ? '_exploded' : ''}_with_target` : `${state.target || 'target'}_target`;
    return `macmahon_${a}.${extension}`;
  }

  // --- the census and the targets tables
  async function census(target) {
    censusBox.replaceChildren(h('p', { class: 'note' }, `Counting all 5,852,925 collections for ${target}…`));
    const r = await ask('macmahon.census', { target });
    if (!r || state.target !== target) return;
    const d = r.document;
    const keys = [...new Set([...Object.keys(d.distribution), ...Object.keys(d.published)])].sort((a, b) => a - b);
    const rows = keys.map((k) => {
      const c = d.distribution[k] || 0, p = d.published[k] || 0;
      return [k, c, p, c === p ? 'yes' : 'NO'];
    });
    censusBox.replaceChildren(
      h('p', {}, `Target ${d.target}: ${d.collections_with_solution.toLocaleString('en')} of 5,852,925 collections of 8 cubes have a solution.`),
      table(['solution number', 'collections', 'published', 'agree?'], rows, { id: 'mm-census-table' }),
      h('p', { class: 'note' }, `Checked by ${d.verified_by.join(' and by the ')}. Published: Johnson & Roldán 2024, Table 1` +
        (d.disagreements.length ? `, which disagrees for solution numbers ${d.disagreements.map((x) => x.solution_number).join(', ')}.` : '.')),
      h('p', { class: 'note' }, 'Same figures: ', h('code', {}, engine.declarations.commandLine('macmahon.census', { target: d.target }))));
  }

  async function targets() {
    if (state.set === '68') {
      targetsBox.replaceChildren(h('p', { class: 'note' }, 'The targets table counts the targets of every collection of ',
        'the 30 six-coloured cubes; it is not offered for the 68 four-coloured cubes.'));
      return;
    }
    targetsBox.replaceChildren(h('p', { class: 'note' }, 'Counting the targets of every collection…'));
    const r = await ask('macmahon.targets', {});
    if (!r) return;
    const d = r.document;
    const rows = Object.keys(d.distribution).sort((a, b) => a - b).map((k) => [k, d.distribution[k]]);
    const list = h('button', { type: 'button', id: 'mm-list-max' }, `List the ${d.max_count} collections that build ${d.max} targets`);
    const listBox = h('div', { class: 'scroll' });
    list.addEventListener('click', async () => {
      list.disabled = true;
      const all = await ask('macmahon.targets', { list_max: true });
      if (!all) return;
      listBox.replaceChildren(table(['collection', 'targets', ''], all.document.max_collections.map((m) => [
        m.collection.join(','), m.targets.join(','),
        h('button', { type: 'button', onclick: () => useCollection(m.targets[0], m.collection) }, 'use')])));
    });
    targetsBox.replaceChildren(
      table(['targets buildable', 'collections'], rows, { id: 'mm-targets-table' }),
      h('p', {}, `At most ${d.max} targets, reached by ${d.max_count} collections.`),
      h('p', { class: 'note' }, 'Same figures: ', h('code', {}, engine.declarations.commandLine('macmahon.targets'))),
      list, listBox);
  }

  function useCollection(target, collection) {
    queue(async () => {
      if (!(await chooseTarget(target))) return;
      cubesInput.value = collection.join(',');
      await readCubes();
      await solve();
    });
  }

  // --- events
  // Solve (or Enter) right after typing a target reads it first; Conway's collection replaces the
  // cubes field only when that was not typed in since.
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    queue(async () => {
      const typed = state.targetTyped || targetInput.value.trim() !== state.target;
      if (typed && !(await chooseTarget(targetInput.value.trim(), { fillCubes: !state.cubesTyped }))) {
        showSolution(null);
        return;
      }
      await solve();
    });
  });
  targetInput.addEventListener('input', () => { state.targetTyped = true; });
  cubesInput.addEventListener('input', () => { state.cubesTyped = true; });
  targetInput.addEventListener('change', () => queue(async () => {
    if (!state.targetTyped && targetInput.value.trim() === state.target) return;  // already read (Enter)
    if (await chooseTarget(targetInput.value.trim())) await solve();
    else showSolution(null);
  }));
  cubesInput.addEventListener('change', () => queue(readCubes));
  interior.addEventListener('change', () => queue(solve));
  conwayButton.addEventListener('click', () => queue(async () => {
    if (await chooseTarget(targetInput.value.trim())) await solve();
  }));
  flipButton.addEventListener('click', async () => {
    if (!tableau) return;
    flipButton.disabled = true;
    await tableau.flip();
    flipButton.disabled = false;
    flipButton.textContent = tableau.flipped ? 'Show the top, front and right faces' : 'Show the hidden faces';
  });
  select.addEventListener('change', () => { showArrangement(Number(select.value)); share({ replace: true }); });
  prev.addEventListener('click', () => { showArrangement(state.shown - 1); share({ replace: true }); });
  next.addEventListener('click', () => { showArrangement(state.shown + 1); share({ replace: true }); });
  explode.addEventListener('input', () => {
    state.explode = Number(explode.value);
    placeBlock();
  });
  stl.addEventListener('click', () => blockScene.downloadSTL(downloadName('stl'), { unitMM: 20 }));
  gltf.addEventListener('click', () => blockScene.downloadGLTF(downloadName('gltf')));

  function clickCube(name) {
    if (modeCubes.checked) {
      const labels = state.chosen.has(name) ? state.labels.filter((l) => l !== name) : [...state.labels, name];
      cubesInput.value = labels.join(',');
      return queue(async () => {
        clearErrors(form);
        adoptCubes(labels);
        if (labels.length === 8) await solve();
        else showSolution(null);
      });
    }
    targetInput.value = name;
    return queue(async () => {
      if (await chooseTarget(name)) await solve();
    });
  }

  // A click (not a drag) on a cube of the tableau; pointing shows its colouring.
  let down = null;
  tableauView.addEventListener('pointerdown', (e) => { down = { x: e.clientX, y: e.clientY }; });
  tableauView.addEventListener('pointerup', (e) => {
    if (!tableau || !down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > 5) return;
    const name = tableau.pick(e.clientX, e.clientY);
    if (name) {
      inspect(name);  // a tap on a touch screen reads the colouring as pointing does
      clickCube(name);
    }
  });
  function inspect(name) {
    const c = state.byName.get(name);
    hover.textContent = `${c.name}: colours ${c.colouring} (up down front back left right), mirror ${c.mirror}` +
      (c.corners ? `, corner numbers ${c.corners.join(' ')}` : '');
  }
  tableauView.addEventListener('pointermove', (e) => {
    if (!tableau) return;
    const name = tableau.pick(e.clientX, e.clientY);
    tableauView.style.cursor = name ? 'pointer' : '';
    if (name) inspect(name);
  });

  // For the tests and the curious.
  app.macmahon = {
    state,
    settled: () => state.pending,
    cubeCount: () => (tableau ? tableau.items.size : 0),
    screenPoint: (name) => tableau.screenPoint(name),
    shownCubes: () => blockCubes.map((m) => ({ ...m.userData, x: m.position.x, y: m.position.y, z: m.position.z })),
    clickCube,
  };

  // Another set: its cubes in the tableau, its example solved.
  setSelect.addEventListener('change', () => queue(async () => {
    const set = setSelect.value;
    if (!(await showSet(set))) return;
    interior.checked = false;
    const example = SETS[set].example;
    targetInput.value = example.target;
    if (example.cubes) {
      cubesInput.value = example.cubes;
      state.cubesTyped = true;
      await readCubes();
    }
    if (await chooseTarget(example.target, { fillCubes: !example.cubes })) await solve();
    else showSolution(null);
    targets();
  }));

  // --- start: the cubes, then Ba from Conway's collection (the documented example), then the tables
  return queue(async () => {
    const first = app.params('macmahon');
    if (!(await showSet(first.get('set') === '68' ? '68' : '30'))) return;
    if (first.has('target') || first.has('cubes') || first.has('set')) await restore(first);
    else if (await chooseTarget('Ba')) await solve();
    targets();
  });
}
