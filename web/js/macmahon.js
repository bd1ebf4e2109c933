// The MacMahon tab: the 30 cubes in Conway's tableau (3D), a target and 8 cubes chosen there or
// typed, the solution number and every arrangement as a 2x2x2 block that can be turned and
// exploded, and the census and targets tables. Every cube, colouring, collection and count comes
// from the engine (macmahon.cubes, .collection, .solve, .census, .targets); this file only draws.
import { Scene3D, THREE, PRINT_GAP_MM } from './scene.js';
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

// frame() fits the bounding sphere, which leaves the flat tableau small (on a phone held upright
// a third of the view empty, the 68's names too small to read): the view is centred on the
// tableau's box as drawn (the row names widen it on one side) and the camera comes closer along
// its line until the box fills 92 % of the view's narrower half-width (a few steps: the nearer
// corners grow faster than the distance shrinks).
function closer(scene, object) {
  const box = new THREE.Box3().setFromObject(object);
  const corners = [];
  for (const x of [box.min.x, box.max.x]) for (const y of [box.min.y, box.max.y]) for (const z of [box.min.z, box.max.z])
    corners.push(new THREE.Vector3(x, y, z));
  const { camera, controls: { target } } = scene;
  for (let step = 0; step < 8; ++step) {
    camera.updateMatrixWorld();
    const seen = corners.map((c) => c.clone().project(camera));
    const xs = seen.map((p) => p.x), ys = seen.map((p) => p.y);
    const mid = new THREE.Vector3((Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2,
      target.clone().project(camera).z).unproject(camera);
    const shift = mid.sub(target);
    target.add(shift);
    camera.position.add(shift);
    const reach = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 2;
    if (Math.abs(reach - 0.92) < 0.01 && shift.length() < 0.01) break;
    camera.position.copy(camera.position.clone().sub(target).multiplyScalar(reach / 0.92).add(target));
  }
  camera.updateMatrixWorld();
}

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
      const row = label(text, { height: wide ? 0.95 : 0.8 });
      row.position.set(wide ? -2.75 : -1.15, 0, k * PITCH);
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
      // The 68's names (f4:1 .. f4:68) would be too long to read at a phone's width: their number
      // alone, as tall as fits under a cube, bold, dark (the intro says so; a tap reads the name).
      const numbered = /^f\d+:(\d+)$/.exec(cube.name);
      const name = numbered
        ? label(numbered[1], { height: 0.94, colour: '#111', weight: '700' })
        : label(cube.name, { height: 0.42, colour: '#333', weight: '600' });
      name.position.set(0, -0.45, 0.78);
      holder.add(mesh, name);
      this.group.add(holder);
      this.items.set(cube.name, { holder, mesh, plates: [] });
    }
    display(scene, this.group);
    if (scene.ok) {
      scene.frame(this.group, { direction: new THREE.Vector3(0.16, 1.3, 1) });
      closer(scene, this.group);
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

// The tab's state: the tests read it as app.macmahon.state.
function newState() {
  return {
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
}

function colourLegend() {
  return h('div', { class: 'mm-legend', id: 'mm-legend', 'aria-label': 'colours' },
    h('span', { class: 'note' }, 'Colours:'),
    PALETTE.map((c, i) => h('span', { class: 'mm-swatch', title: COLOUR_NAMES[i], 'data-colour': i + 1 },
      h('span', { class: 'mm-chip', style: `background:${c}` }), `${i + 1} ${COLOUR_NAMES[i]}`)));
}

// The notation, with a picture: the net of a cube whose six digits are read up, down, front,
// back, left, right.
function notationHelp() {
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
  return help;
}

export function init(section, app, engine) {
  const tab = new MacMahonTab(section, app, engine);
  return tab.start();
}

class MacMahonTab {
  constructor(section, app, engine) {
    this.app = app;
    this.engine = engine;
    this.state = newState();
    this.tableau = null;
    this.blockCubes = [];
    this.down = null;  // where a press on the tableau began: a click chooses, a drag turns the view
    this.build(section);
    // After the page is built, so that each view takes its container's size at once.
    this.tableauScene = new Scene3D(this.tableauView);
    this.blockScene = new Scene3D(this.blockView);
    app.scenes.macmahon = this.blockScene;
    app.scenes['macmahon-tableau'] = this.tableauScene;
    this.listenToForm();
    this.listenToBlock();
    this.listenToTableau();
  }

  // --- the page ---
  build(section) {
    const form = this.buildForm();
    const solutionPanel = this.buildSolutionPanel(form);
    this.legend = colourLegend();
    this.flipButton = h('button', { type: 'button', id: 'mm-flip' }, 'Show the hidden faces');
    this.intro = h('p', { class: 'note', id: 'mm-intro' });
    this.hover = h('p', { class: 'note', id: 'mm-hover' }, 'Point at a cube, or tap it, to read its colouring.');
    this.tableauView = h('div', { class: 'view3d mm-view', id: 'mm-tableau', role: 'img',
      'aria-label': "Conway's tableau of the 30 cubes in 3D; the cube names and colourings are listed in the census and the cells table" });
    this.blockView = h('div', { class: 'view3d mm-view', id: 'mm-block', role: 'img',
      'aria-label': 'the 2x2x2 block of the arrangement shown, beside the target at double size; its cells are listed below' });
    this.censusBox = h('div', { id: 'mm-census' });
    this.targetsBox = h('div', { id: 'mm-targets' });
    section.append(
      h('h2', {}, "MacMahon's coloured cubes"),
      this.intro,
      this.legend, notationHelp(),
      h('div', { class: 'mm-grid' },
        solutionPanel,
        h('div', {},
          h('h3', { id: 'mm-tableau-title' }, "Conway's tableau"),
          h('div', { class: 'mm-mode', role: 'radiogroup', 'aria-label': 'a click on a cube' },
            h('span', {}, 'A click chooses'),
            h('label', { class: 'inline' }, this.modeTarget, 'the target'),
            h('label', { class: 'inline' }, this.modeCubes, 'the 8 cubes (in or out)')),
          this.tableauView,
          h('div', { class: 'buttons mm-under' }, this.flipButton,
            h('span', { class: 'note' }, 'Gold arrow: the target. Raised on blue: the 8 cubes.')),
          this.hover),
        h('div', {},
          h('h3', { id: 'mm-block-title' }, 'The block'),
          this.blockView,
          h('p', { class: 'note' }, 'Drag to turn, scroll to zoom. Beside the block: the target at double size.'),
          this.cellsBox)),
      h('div', { class: 'mm-tables' },
        h('div', {}, h('h3', {}, 'Census for the target'), this.censusBox),
        h('div', {}, h('h3', {}, 'Targets per collection'), this.targetsBox)));
  }

  buildForm() {
    const declared = (name, attributes) => this.engine.declarations.input('macmahon.solve', name, attributes);
    this.targetInput = declared('target', { type: 'text', id: 'mm-target', size: 10, autocomplete: 'off', spellcheck: 'false' });
    this.cubesInput = declared('cubes', { type: 'text', id: 'mm-cubes', autocomplete: 'off', spellcheck: 'false' });
    this.interior = declared('interior', { id: 'mm-interior' });
    this.conwayButton = h('button', { type: 'button', id: 'mm-conway' }, "Conway's collection");
    this.setSelect = h('select', { id: 'mm-set', 'aria-label': 'the set of cubes' },
      h('option', { value: '30' }, 'the 30 six-coloured cubes (MacMahon)'),
      h('option', { value: '68' }, 'the 68 four-coloured cubes (Haraguchi)'));
    this.setNote = h('p', { class: 'note', id: 'mm-set-note' });
    const solveButton = h('button', { type: 'submit', class: 'primary', id: 'mm-solve' }, 'Solve');
    this.modeTarget = h('input', { type: 'radio', name: 'mm-mode', value: 'target', id: 'mm-mode-target', checked: true });
    this.modeCubes = h('input', { type: 'radio', name: 'mm-mode', value: 'cubes', id: 'mm-mode-cubes' });
    this.form = h('form', { id: 'mm-form', novalidate: true },
      h('label', {}, 'Cubes in the tableau', this.setSelect), this.setNote,
      h('label', {}, 'Target (a name such as Ba or f4:6, or six digits up down front back left right)', this.targetInput),
      h('label', {}, 'The 8 cubes (names, six-digit colourings of a physical set, row:X, col:y, mirror:Xy, -Xy)', this.cubesInput),
      h('p', { class: 'note', id: 'mm-chosen' }),
      h('label', { class: 'inline' }, this.interior, 'inner faces must match too (interior-matching variant)'),
      h('div', { class: 'buttons' }, solveButton, this.conwayButton));
    return this.form;
  }

  // The form, the solution number and the arrangement stepper with the block's controls.
  buildSolutionPanel(form) {
    this.solutionNumber = h('span', { id: 'mm-solution-number' }, '–');
    this.variant = h('span', { id: 'mm-variant' });
    this.solveCommand = h('code', { id: 'mm-solve-command' });
    this.select = h('select', { id: 'mm-arrangement', 'aria-label': 'arrangement' });
    this.prev = h('button', { type: 'button', id: 'mm-prev', 'aria-label': 'previous arrangement' }, '◀');
    this.next = h('button', { type: 'button', id: 'mm-next', 'aria-label': 'next arrangement' }, '▶');
    this.arrangementLabel = h('span', { id: 'mm-arrangement-label' });
    this.explode = h('input', { type: 'range', id: 'mm-explode', min: 0, max: 1, step: 0.05, value: 0 });
    this.stl = h('button', { type: 'button', id: 'mm-stl' }, 'Download STL');
    this.gltf = h('button', { type: 'button', id: 'mm-gltf' }, 'Download glTF');
    this.cellsBox = h('div', { id: 'mm-cells' });
    return h('div', { class: 'panel' }, form,
      h('p', { class: 'mm-result' }, 'Solution number ', this.solutionNumber, ' ', this.variant),
      h('p', { class: 'note' }, 'Same figures: ', this.solveCommand),
      h('div', { class: 'buttons mm-stepper' }, this.prev, this.select, this.next, this.arrangementLabel),
      h('label', {}, 'Explode the block (0 packed, 1 apart: the inner faces show)', this.explode),
      h('div', { class: 'buttons' }, this.stl, this.gltf));
  }

  // --- engine calls: errors of a field go next to it, anything else to the form's foot ---
  async ask(verb, request) {
    try {
      const result = await this.engine.call(verb, request);
      if (!result.ok) throw new EngineError(result);
      return result;
    } catch (e) {
      if (e instanceof Cancelled) return null;
      if (e instanceof EngineError) showError(this.form, e.message);
      else showError(this.form, String(e.message || e));
      return null;
    }
  }

  // Runs `work` after whatever reading is under way, so that a solve sees the fields it fills.
  queue(work) {
    this.state.pending = this.state.pending.then(work, work);
    return this.state.pending;
  }

  // --- the set, the target and the cubes ---
  showChosen() {
    const state = this.state;
    const n = state.labels.length, others = n - state.chosen.size;
    const setWords = state.set === '30' ? 'MacMahon cube' : 'of the 68';
    document.getElementById('mm-chosen').textContent =
      `${n} cube${n === 1 ? '' : 's'}: ${state.labels.join(', ') || 'none'}` +
      (others > 0 ? ` (${others} not ${setWords}${others === 1 || state.set === '68' ? '' : 's'})` : '') +
      (n === 8 ? '' : ' — the puzzle takes 8');
    if (this.tableau) this.tableau.mark(state.target, state.chosen);
  }

  // labels: the items as the engine read them; colourings: their canonical colourings (the
  // engine's), which find the cubes of the tableau whatever way they were written.
  adoptCubes(labels, colourings = null) {
    const state = this.state;
    state.labels = labels;
    state.chosen = new Set(colourings
      ? colourings.map((c) => state.byColouring.get(c)).filter(Boolean).map((c) => c.name)
      : labels.filter((l) => state.byName.has(l)));
    this.showChosen();
  }

  // The set's cubes from the engine (once), drawn in the tableau.
  async showSet(set) {
    const state = this.state;
    if (!state.sets[set]) {
      const r = await this.ask('macmahon.cubes', SETS[set].request);
      if (!r) return false;
      const d = r.document;
      state.sets[set] = set === '30'
        ? { cubes: d.cubes, rowLabels: 'ABCDEF'.split(''), columnLabels: 'abcdef'.split(''), diagonal: true }
        : { cubes: d.members, rowLabels: d.row_labels, columnLabels: [], diagonal: false };
    }
    state.set = set;
    this.setSelect.value = set;
    const shown = state.sets[set];
    state.cubes = shown.cubes;
    state.byName = new Map(shown.cubes.map((c) => [c.name, c]));
    state.byColouring = new Map(shown.cubes.map((c) => [c.colouring, c]));
    this.tableau = new Tableau(this.tableauScene, shown.cubes, shown);
    this.describeSet(set);
    return true;
  }

  // The words, the colours in the legend and the buttons that fit the set shown.
  describeSet(set) {
    const six = set === '30';
    this.conwayButton.hidden = !six;
    for (const chip of this.legend.querySelectorAll('[data-colour]')) {
      chip.hidden = Number(chip.dataset.colour) > SETS[set].colours;
      chip.style.display = chip.hidden ? 'none' : '';
    }
    this.intro.textContent = six
      ? 'Each of the 30 cubes has six different colours. Choose a target cube and eight cubes, and build a copy of the ' +
        'target twice as large: a 2×2×2 block whose six sides show the target\'s colours. Conway arranged the cubes in ' +
        'a 6×6 tableau; the 8 cubes of row Y and column x, without Yx, build Xy.'
      : 'Each of the 68 cubes shows the colours 1–4, one of them on two or three faces. Choose a four-coloured target ' +
        'and eight different cubes of the 68, and build a copy of the target twice as large: a 2×2×2 block whose six ' +
        'sides show the target\'s colours. The number under a cube is its name\'s: 12 is f4:12.';
    this.setNote.textContent = six
      ? 'Each cube shows six different colours; Conway\'s collection, the census and the targets table are for these 30.'
      : 'Each cube shows four colours, one of them on two or three faces. Solve builds any four-coloured target from 8 ' +
        'different cubes of the 68 (as cubeworks macmahon solve does). Not offered for them: Conway\'s collection, the ' +
        'census and the targets table, which count the collections of the 30 only (their stack census: the Stack tab, ' +
        'cubeworks stack census haraguchi).';
    document.getElementById('mm-tableau-title').textContent = six ? "Conway's tableau" : 'The 68 four-coloured cubes';
    this.tableauView.setAttribute('aria-label', six
      ? "Conway's tableau of the 30 cubes in 3D; the cube names and colourings are listed in the census and the cells table"
      : 'the 68 four-coloured cubes in 3D, one row per set of colours shown; point at a cube to read its name and colouring');
    this.flipButton.textContent = 'Show the hidden faces';
  }

  // Reads the target and (unless told not to) fills the cubes field with Conway's collection for it.
  async chooseTarget(text, { fillCubes = true } = {}) {
    const state = this.state;
    clearErrors(this.form);
    state.targetTyped = false;
    if (!text) {
      // The engine reads an empty target as none given; the page says what to type instead.
      showError(this.form, 'target: give the target cube: a name Ab..Fe, or six colour digits');
      return false;
    }
    if (state.set === '68') return this.chooseFourColouredTarget(text);
    const r = await this.ask('macmahon.collection', { target: text });
    if (!r) return false;
    const d = r.document;
    if (typeof d.target !== 'string') return false;
    state.target = d.target;
    state.targetColouring = d.colouring;
    this.targetInput.value = d.target;
    if (fillCubes) {
      this.cubesInput.value = d.conway_collection;
      state.cubesTyped = false;
      this.adoptCubes(d.conway_cubes);
    } else {
      if (this.tableau) this.tableau.mark(state.target, state.chosen);
    }
    return true;
  }

  // No Conway's collection for the 68: the target is read as a one-cube list (its colouring).
  async chooseFourColouredTarget(text) {
    const state = this.state;
    const r = await this.ask('macmahon.collection', { cubes: text });
    if (!r) return false;
    if (r.document.cubes.length !== 1) {
      showError(this.form, 'target: give one cube: a name f4:1..f4:68, or six colour digits');
      return false;
    }
    const cube = state.byColouring.get(r.document.cube_colourings[0]);
    state.target = cube ? cube.name : null;
    state.targetColouring = r.document.cube_colourings[0];
    this.targetInput.value = text;
    if (this.tableau) this.tableau.mark(state.target, state.chosen);
    return true;
  }

  async readCubes() {
    clearErrors(this.form);
    const text = this.cubesInput.value.trim();
    if (!text) {
      this.adoptCubes([]);
      return;
    }
    const r = await this.ask('macmahon.collection', { cubes: text });
    if (r) this.adoptCubes(r.document.cubes, r.document.cube_colourings);
  }

  // `replace`: the position shown is the one the address already names (a link or Back restored).
  async solve({ replace = false } = {}) {
    const state = this.state;
    const id = ++state.solveId;
    clearErrors(this.form);
    const request = { target: this.targetInput.value.trim(), cubes: this.cubesInput.value.trim(), interior: this.interior.checked };
    const r = await this.ask('macmahon.solve', request);
    if (id !== state.solveId) return;
    if (!r) {
      this.showSolution(null);
      this.refreshCensus();
      return;
    }
    const d = r.document;
    if (state.set === '30') {
      state.target = d.target;
      this.adoptCubes(d.cubes);
    }
    this.solveCommand.textContent = this.engine.declarations.commandLine('macmahon.solve', request);
    this.showSolution(d);
    this.refreshCensus();
    this.share({ replace });
  }

  // --- the position in the URL: target, cubes, the variant and the arrangement shown ---
  position() {
    return { ...(this.state.set === '68' ? { set: '68' } : {}), target: this.targetInput.value.trim(),
      cubes: this.cubesInput.value.trim(), variant: this.interior.checked ? 'interior' : 'outside', arrangement: String(this.state.shown + 1) };
  }

  share({ replace = false } = {}) {
    this.app.share('macmahon', this.position(), { replace });
  }

  async restore(params) {
    const state = this.state;
    const set = params.get('set') === '68' ? '68' : '30';
    if (set !== state.set && !(await this.showSet(set))) return;
    const example = SETS[set].example;
    const target = params.get('target') || example.target;
    if (set === '68' && !params.has('cubes')) params.set('cubes', example.cubes);
    this.interior.checked = params.get('variant') === 'interior';
    if (!(await this.chooseTarget(target, { fillCubes: !params.has('cubes') }))) return;
    if (params.has('cubes')) {
      this.cubesInput.value = params.get('cubes');
      state.cubesTyped = true;
      await this.readCubes();
    }
    await this.solve({ replace: true });
    const k = Number(params.get('arrangement') || 1) - 1;
    if (k > 0) this.showArrangement(k);
    this.share({ replace: true });
  }

  // --- the solution and its block ---
  showSolution(d) {
    const state = this.state;
    state.solution = d;
    state.shown = 0;
    this.solutionNumber.textContent = d ? String(d.solution_number) : '–';
    this.variant.textContent = d ? (d.interior ? '(inner faces matching)' : '(outside only)') : '';
    if (!d) this.solveCommand.textContent = '';
    this.select.replaceChildren(...(d ? d.arrangements.map((_, i) => h('option', { value: i }, `${i + 1}`)) : []));
    this.showArrangement(0, { frame: true });
  }

  showArrangement(index, { frame = false } = {}) {
    const state = this.state;
    const d = state.solution;
    const n = d ? d.arrangements.length : 0;
    state.shown = Math.max(0, Math.min(index, n - 1));
    this.select.value = String(state.shown);
    this.select.disabled = n < 2;
    this.prev.disabled = n < 2 || state.shown === 0;
    this.next.disabled = n < 2 || state.shown >= n - 1;
    this.arrangementLabel.textContent = !d ? '' : n ? `arrangement ${state.shown + 1} of ${n}` : 'no arrangement';
    const title = document.getElementById('mm-block-title');
    const targetColouring = state.targetColouring;
    if (!targetColouring) {
      display(this.blockScene, null);
      this.blockCubes = [];
      this.cellsBox.replaceChildren();
      return;
    }
    const a = n ? d.arrangements[state.shown] : null;
    title.textContent = a ? `${d.target} from ${d.cubes.join(', ')}` : `Target ${d ? d.target : state.target || targetColouring}`;
    const built = blockObject(a, targetColouring);
    this.blockCubes = built.cubes;
    display(this.blockScene, built.group);
    if (frame) {
      // Framed for the block fully exploded, so that the slider never pushes cubes out of view.
      this.placeBlock(1);
      this.blockScene.frame(built.group, { direction: new THREE.Vector3(0.9, 0.8, 1.3) });
    }
    this.placeBlock();
    this.cellsBox.replaceChildren(a ? table(['cell', 'cube', 'up', 'front', 'colours as placed (up down front back left right)'],
      a.cells.map((c) => [c.position, c.cube, c.up, c.front, c.colouring]), { class: 'mm-cells' }) : '');
  }

  // Exploding moves each cube out from the block's centre along its corner's diagonal.
  placeBlock(explode = this.state.explode) {
    for (const mesh of this.blockCubes) mesh.position.copy(cellOffset(mesh.userData.cell).multiplyScalar(1 + 1.6 * explode));
    this.blockScene.draw();
  }

  downloadName(extension) {
    const state = this.state;
    const d = state.solution;
    const a = d && d.arrangements.length ? `${d.target}_arrangement_${state.shown + 1}_of_${d.arrangements.length}` +
      `${d.interior ? '_interior' : ''}${state.explode > 0 ? '_exploded' : ''}_with_target` : `${state.target || 'target'}_target`;
    return `macmahon_${a}.${extension}`;
  }

  // --- the census and the targets tables ---
  // The census of the target (about a second): asked for after the solve, so it never delays one.
  refreshCensus() {
    const state = this.state;
    if (state.set === '68') {
      state.censusFor = null;
      this.censusBox.replaceChildren(h('p', { class: 'note' }, 'The census counts the 5,852,925 collections of the 30 ',
        'six-coloured cubes for one of them as target; it is not offered for the 68 four-coloured cubes.'));
      return;
    }
    if (!state.target || state.censusFor === state.target) return;
    state.censusFor = state.target;
    this.census(state.target);
  }

  async census(target) {
    this.censusBox.replaceChildren(h('p', { class: 'note' }, `Counting all 5,852,925 collections for ${target}…`));
    const r = await this.ask('macmahon.census', { target });
    if (!r && this.state.censusFor === target) {
      // Cancelled (or refused): the table is not coming; the next Solve asks for it again.
      this.state.censusFor = null;
      this.censusBox.replaceChildren(h('p', { class: 'note', id: 'mm-census-stopped' },
        `The census for ${target} was stopped before it finished; Solve counts it again.`));
      return;
    }
    if (!r || this.state.target !== target) return;
    const d = r.document;
    const keys = [...new Set([...Object.keys(d.distribution), ...Object.keys(d.published)])].sort((a, b) => a - b);
    const rows = keys.map((k) => {
      const c = d.distribution[k] || 0, p = d.published[k] || 0;
      return [k, c, p, c === p ? 'yes' : 'NO'];
    });
    this.censusBox.replaceChildren(
      h('p', {}, `Target ${d.target}: ${d.collections_with_solution.toLocaleString('en')} of 5,852,925 collections of 8 cubes have a solution.`),
      table(['solution number', 'collections', 'published', 'agree?'], rows, { id: 'mm-census-table' }),
      h('p', { class: 'note' }, `Checked by ${d.verified_by.join(' and by the ')}. Published: Johnson & Roldán 2024, Table 1` +
        (d.disagreements.length ? `, which disagrees for solution numbers ${d.disagreements.map((x) => x.solution_number).join(', ')}.` : '.')),
      h('p', { class: 'note' }, 'Same figures: ', h('code', {}, this.engine.declarations.commandLine('macmahon.census', { target: d.target }))));
  }

  async targets() {
    if (this.state.set === '68') {
      this.targetsBox.replaceChildren(h('p', { class: 'note' }, 'The targets table counts the targets of every collection of ',
        'the 30 six-coloured cubes; it is not offered for the 68 four-coloured cubes.'));
      return;
    }
    this.targetsBox.replaceChildren(h('p', { class: 'note' }, 'Counting the targets of every collection…'));
    const r = await this.ask('macmahon.targets', {});
    if (!r) return;
    const d = r.document;
    const rows = Object.keys(d.distribution).sort((a, b) => a - b).map((k) => [k, d.distribution[k]]);
    const list = h('button', { type: 'button', id: 'mm-list-max' }, `List the ${d.max_count} collections that build ${d.max} targets`);
    const listBox = h('div', { class: 'scroll' });
    list.addEventListener('click', () => this.listMostTargets(list, listBox));
    this.targetsBox.replaceChildren(
      table(['targets buildable', 'collections'], rows, { id: 'mm-targets-table' }),
      h('p', {}, `At most ${d.max} targets, reached by ${d.max_count} collections.`),
      h('p', { class: 'note' }, 'Same figures: ', h('code', {}, this.engine.declarations.commandLine('macmahon.targets'))),
      list, listBox);
  }

  // The collections that build the most targets, each with a button that solves it.
  async listMostTargets(list, listBox) {
    list.disabled = true;
    const all = await this.ask('macmahon.targets', { list_max: true });
    if (!all) return;
    listBox.replaceChildren(table(['collection', 'targets', ''], all.document.max_collections.map((m) => [
      m.collection.join(','), m.targets.join(','),
      h('button', { type: 'button', onclick: () => this.useCollection(m.targets[0], m.collection) }, 'use')])));
  }

  useCollection(target, collection) {
    this.queue(async () => {
      if (!(await this.chooseTarget(target))) return;
      this.cubesInput.value = collection.join(',');
      await this.readCubes();
      await this.solve();
    });
  }

  // --- events ---
  // Solve (or Enter) right after typing a target reads it first; Conway's collection replaces the
  // cubes field only when that was not typed in since.
  listenToForm() {
    const state = this.state, targetInput = this.targetInput, cubesInput = this.cubesInput;
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.queue(async () => {
        const typed = state.targetTyped || targetInput.value.trim() !== state.target;
        if (typed && !(await this.chooseTarget(targetInput.value.trim(), { fillCubes: !state.cubesTyped }))) {
          this.showSolution(null);
          return;
        }
        await this.solve();
      });
    });
    targetInput.addEventListener('input', () => { state.targetTyped = true; });
    cubesInput.addEventListener('input', () => { state.cubesTyped = true; });
    targetInput.addEventListener('change', () => this.queue(async () => {
      if (!state.targetTyped && targetInput.value.trim() === state.target) return;  // already read (Enter)
      if (await this.chooseTarget(targetInput.value.trim())) await this.solve();
      else this.showSolution(null);
    }));
    cubesInput.addEventListener('change', () => this.queue(() => this.readCubes()));
    this.interior.addEventListener('change', () => this.queue(() => this.solve()));
    this.conwayButton.addEventListener('click', () => this.queue(async () => {
      if (await this.chooseTarget(targetInput.value.trim())) await this.solve();
    }));
    this.setSelect.addEventListener('change', () => this.queue(() => this.changeSet(this.setSelect.value)));
  }

  // Another set: its cubes in the tableau, its example solved.
  async changeSet(set) {
    if (!(await this.showSet(set))) return;
    this.interior.checked = false;
    const example = SETS[set].example;
    this.targetInput.value = example.target;
    if (example.cubes) {
      this.cubesInput.value = example.cubes;
      this.state.cubesTyped = true;
      await this.readCubes();
    }
    if (await this.chooseTarget(example.target, { fillCubes: !example.cubes })) await this.solve();
    else this.showSolution(null);
    this.targets();
  }

  listenToBlock() {
    const select = this.select, blockScene = this.blockScene;
    select.addEventListener('change', () => { this.showArrangement(Number(select.value)); this.share({ replace: true }); });
    this.prev.addEventListener('click', () => { this.showArrangement(this.state.shown - 1); this.share({ replace: true }); });
    this.next.addEventListener('click', () => { this.showArrangement(this.state.shown + 1); this.share({ replace: true }); });
    this.explode.addEventListener('input', () => {
      this.state.explode = Number(this.explode.value);
      this.placeBlock();
    });
    this.stl.addEventListener('click', () => blockScene.downloadSTL(this.downloadName('stl'),
      { unitMM: 20, shrinkMM: PRINT_GAP_MM / 2 }));
    this.gltf.addEventListener('click', () => blockScene.downloadGLTF(this.downloadName('gltf')));
  }

  // A click (not a drag) on a cube of the tableau; pointing shows its colouring.
  listenToTableau() {
    const view = this.tableauView;
    this.flipButton.addEventListener('click', () => this.flip());
    view.addEventListener('pointerdown', (e) => { this.down = { x: e.clientX, y: e.clientY }; });
    view.addEventListener('pointerup', (e) => {
      const down = this.down;
      if (!this.tableau || !down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > 5) return;
      const name = this.tableau.pick(e.clientX, e.clientY);
      if (name) {
        this.inspect(name);  // a tap on a touch screen reads the colouring as pointing does
        this.clickCube(name);
      }
    });
    view.addEventListener('pointermove', (e) => {
      if (!this.tableau) return;
      const name = this.tableau.pick(e.clientX, e.clientY);
      view.style.cursor = name ? 'pointer' : '';
      if (name) this.inspect(name);
    });
  }

  async flip() {
    const tableau = this.tableau, flipButton = this.flipButton;
    if (!tableau) return;
    flipButton.disabled = true;
    await tableau.flip();
    flipButton.disabled = false;
    flipButton.textContent = tableau.flipped ? 'Show the top, front and right faces' : 'Show the hidden faces';
  }

  clickCube(name) {
    const state = this.state;
    if (this.modeCubes.checked) {
      const labels = state.chosen.has(name) ? state.labels.filter((l) => l !== name) : [...state.labels, name];
      this.cubesInput.value = labels.join(',');
      return this.queue(async () => {
        clearErrors(this.form);
        this.adoptCubes(labels);
        if (labels.length === 8) await this.solve();
        else this.showSolution(null);
      });
    }
    this.targetInput.value = name;
    return this.queue(async () => {
      if (await this.chooseTarget(name)) await this.solve();
    });
  }

  inspect(name) {
    const c = this.state.byName.get(name);
    this.hover.textContent = `${c.name}: colours ${c.colouring} (up down front back left right), mirror ${c.mirror}` +
      (c.corners ? `, corner numbers ${c.corners.join(' ')}` : '');
  }

  // --- start: the cubes, then Ba from Conway's collection (the documented example), then the tables ---
  start() {
    const app = this.app, state = this.state;
    app.current.macmahon = () => this.position();
    app.restore.macmahon = (params) => this.queue(() => this.restore(params));
    // For the tests and the curious.
    app.macmahon = {
      state,
      settled: () => state.pending,
      cubeCount: () => (this.tableau ? this.tableau.items.size : 0),
      screenPoint: (name) => this.tableau.screenPoint(name),
      shownCubes: () => this.blockCubes.map((m) => ({ ...m.userData, x: m.position.x, y: m.position.y, z: m.position.z })),
      clickCube: (name) => this.clickCube(name),
    };
    return this.queue(async () => {
      const first = app.params('macmahon');
      if (!(await this.showSet(first.get('set') === '68' ? '68' : '30'))) return;
      if (first.has('target') || first.has('cubes') || first.has('set')) await this.restore(first);
      // The first position shown replaces the bare #macmahon entry: one Back leaves it, not two.
      else if (await this.chooseTarget('Ba')) await this.solve({ replace: true });
      this.targets();
    });
  }
}
