// The rolling tab's 3D drawing: a board (a plate with one square per cell), a cube on every
// cell but the empty one, and the roll of one cube as a quarter turn over its bottom edge.
// It draws what the engine's roll.moves document says (cells, orientations, the moving cube's
// cells and orientations); it knows no roll rule. Classic orientation codes are drawn as
// docs/model.md defines them: the black face up, down, north, east, south or west for 0..5; cubes
// of other kinds from the document's "faces" (the colour of each face as it lies on the board).
import { THREE, colouredCube } from './scene.js';

export const COLOURS = {
  black: 0x1b1b1b,
  colour: 0xd23b2f,   // the face opposite the black one
  grey: 0x9a978f,   // darker than it looks: the lights make a grey top nearly white
  plate: 0x8a6a45,
  cell: 0xd9c7a3,
  hole: 0x6b5235,
  hint: 0xf0b400,
};

export const CUBE = 0.86;  // cube side; cells are 1 apart
const PLATE = 0.16;    // plate thickness

// View axes (scene.js): x east, y up, z south. BoxGeometry face order: +x, -x, +y, -y, +z, -z.
// The face that is black for each orientation code: up, down, north, east, south, west.
const BLACK_FACE = [2, 3, 5, 0, 4, 1];

export function cubeColours(orientation) {
  const faces = new Array(6).fill(COLOURS.grey);
  const black = BLACK_FACE[orientation];
  faces[black] = COLOURS.black;
  faces[black ^ 1] = COLOURS.colour;  // the opposite face (faces come in +/- pairs)
  return faces;
}

// The centre of a cell on the plate (y = 0 is the plate's top).
export function cellCentre(doc, cell) {
  const r = Math.floor(cell / doc.cols), c = cell % doc.cols;
  return new THREE.Vector3(c - (doc.cols - 1) / 2, 0, r - (doc.rows - 1) / 2);
}

// Face letters of roll.moves' "faces": classic K C G, eight W R B, dice 1-6.
const FACE_COLOURS = { K: COLOURS.black, C: COLOURS.colour, G: COLOURS.grey, W: 0xf2f1ea, R: 0xd23b2f, B: 0x2f62c9 };
// "faces" lists up, down, north, east, south, west; BoxGeometry wants +x (east), -x, +y (up), -y, +z (south), -z.
const FACE_OF_BOX_SIDE = [3, 5, 0, 1, 4, 2];

// A die face: pips on white, drawn once per number.
const dieTextures = new Map();
function dieTexture(n) {
  if (dieTextures.has(n)) return dieTextures.get(n);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const g = canvas.getContext('2d');
  g.fillStyle = '#f7f6ef';
  g.fillRect(0, 0, 64, 64);
  g.fillStyle = '#151515';
  const at = { 1: [[1, 1]], 2: [[0, 0], [2, 2]], 3: [[0, 0], [1, 1], [2, 2]], 4: [[0, 0], [2, 0], [0, 2], [2, 2]],
    5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]], 6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]] }[n];
  for (const [x, y] of at) {
    g.beginPath();
    g.arc(14 + 18 * x, 14 + 18 * y, 6, 0, 2 * Math.PI);
    g.fill();
  }
  const texture = new THREE.CanvasTexture(canvas);
  dieTextures.set(n, texture);
  return texture;
}

function kindCube(faces) {
  const mesh = colouredCube(FACE_OF_BOX_SIDE.map((i) => FACE_COLOURS[faces[i]] ?? 0xffffff), CUBE);
  FACE_OF_BOX_SIDE.forEach((i, side) => {
    if (/[1-6]/.test(faces[i])) mesh.material[side].map = dieTexture(Number(faces[i]));
  });
  return mesh;
}

function cube(doc, cell) {
  return doc.faces ? kindCube(doc.faces[cell]) : colouredCube(cubeColours(doc.cells[cell]), CUBE);
}

// An arrow lying on the empty cell, pointing the way the hinted cube travels.
function arrow(direction) {
  const shape = new THREE.Shape();
  shape.moveTo(0, 0.36);
  shape.lineTo(0.26, 0.02);
  shape.lineTo(0.1, 0.02);
  shape.lineTo(0.1, -0.32);
  shape.lineTo(-0.1, -0.32);
  shape.lineTo(-0.1, 0.02);
  shape.lineTo(-0.26, 0.02);
  shape.closePath();
  const mesh = new THREE.Mesh(new THREE.ShapeGeometry(shape),
    new THREE.MeshLambertMaterial({ color: COLOURS.hint, side: THREE.DoubleSide }));
  // The shape points along +y of its plane; lay it flat (+y -> -z, north) and turn it.
  mesh.rotation.order = 'YXZ';
  mesh.rotation.x = -Math.PI / 2;
  mesh.rotation.y = Math.atan2(-direction.x, -direction.z);
  return mesh;
}

export class BoardView {
  constructor(scene) {
    this.scene = scene;
    this.doc = null;
    this.cubes = new Map();  // cell -> mesh
    this.group = null;
  }

  // Draws the state of a roll.moves document; `hint` lists moves (of the same document) to show.
  draw(doc, { hint = [], frame = false } = {}) {
    const boardChanged = !this.doc || this.doc.rows !== doc.rows || this.doc.cols !== doc.cols;
    this.doc = doc;
    this.cubes.clear();
    const group = new THREE.Group();
    group.name = `rolling ${doc.board} ${doc.state}`;
    const plate = new THREE.Mesh(new THREE.BoxGeometry(doc.cols + 0.3, PLATE, doc.rows + 0.3),
      new THREE.MeshLambertMaterial({ color: COLOURS.plate }));
    plate.position.y = -PLATE / 2;
    plate.name = 'plate';
    group.add(plate);
    const hinted = new Set(hint.map((m) => m.from_cell));
    for (let cell = 0; cell < doc.cells.length; ++cell) {
      const at = cellCentre(doc, cell);
      const square = new THREE.Mesh(new THREE.BoxGeometry(0.94, 0.02, 0.94),
        new THREE.MeshLambertMaterial({ color: cell === doc.empty ? COLOURS.hole : hinted.has(cell) ? COLOURS.hint : COLOURS.cell }));
      square.position.set(at.x, 0.01, at.z);
      square.name = `cell ${cell}`;
      group.add(square);
      if (doc.cells[cell] === null) continue;
      const mesh = cube(doc, cell);
      mesh.position.set(at.x, CUBE / 2 + 0.02, at.z);
      mesh.name = `cube ${cell} orientation ${doc.cells[cell]}`;
      mesh.userData.cell = cell;
      if (hinted.has(cell)) for (const m of mesh.material) m.emissive = new THREE.Color(0x4a3200);
      this.cubes.set(cell, mesh);
      group.add(mesh);
    }
    for (const m of hint) {
      const a = arrow(cellCentre(doc, m.to_cell).sub(cellCentre(doc, m.from_cell)));
      const at = cellCentre(doc, m.to_cell);
      a.position.set(at.x, 0.03, at.z);
      a.name = `hint ${m.move}`;
      group.add(a);
    }
    this.scene.retire(this.group);
    this.group = group;
    this.scene.show(group, { frame: false });
    if (frame || boardChanged) this.frame();
  }

  // The default view: from the south and above, north at the back.
  frame() {
    const s = this.scene;
    if (!this.group || !s.ok) return;
    s.frame(this.group, { direction: new THREE.Vector3(0.25, 1.35, 1) });
    // Framing fits the bounding sphere; a flat board still fits from 88 % of that distance.
    s.camera.position.lerp(s.controls.target, 0.12);
    s.controls.update();
    s.draw();
  }

  // The cube a click at (clientX, clientY) on the canvas hits, as its cell, or null.
  cellAt(clientX, clientY) {
    const s = this.scene;
    if (!s.ok || !this.group) return null;
    const rect = s.renderer.domElement.getBoundingClientRect();
    const pointer = new THREE.Vector2(((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1);
    const ray = new THREE.Raycaster();
    ray.setFromCamera(pointer, s.camera);
    const hits = ray.intersectObjects([...this.cubes.values()], false);
    return hits.length ? hits[0].object.userData.cell : null;
  }

  // Where a cube's centre lies on the screen (for tests: a click there rolls it).
  screenPoint(cell) {
    const s = this.scene;
    const mesh = this.cubes.get(cell);
    if (!s.ok || !mesh) return null;
    const p = mesh.getWorldPosition(new THREE.Vector3()).project(s.camera);
    const rect = s.renderer.domElement.getBoundingClientRect();
    return { x: rect.left + (p.x + 1) / 2 * rect.width, y: rect.top + (1 - p.y) / 2 * rect.height };
  }

  // Rolls the cube of `move` (a roll.moves entry) into the empty cell over `ms` milliseconds: a
  // quarter turn about the horizontal axis along its bottom edge on the side it travels to, so
  // its top face ends up facing the way it went. The engine's `after` orientation is drawn next.
  async roll(move, ms) {
    const mesh = this.cubes.get(move.from_cell);
    if (!mesh || ms <= 0) return;
    const from = cellCentre(this.doc, move.from_cell), to = cellCentre(this.doc, move.to_cell);
    const travel = to.clone().sub(from);
    const axis = new THREE.Vector3(0, 1, 0).cross(travel).normalize();  // up x travel: turns up into travel
    const start = mesh.quaternion.clone();
    const half = CUBE / 2;
    await this.scene.animate((t) => {
      const e = t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);  // ease in and out
      const angle = (Math.PI / 2) * e;
      mesh.quaternion.copy(new THREE.Quaternion().setFromAxisAngle(axis, angle).multiply(start));
      // Over its edge: the centre rises to half the diagonal at 45 degrees and comes down.
      mesh.position.set(from.x + travel.x * e, half * (Math.cos(angle) + Math.sin(angle)) + 0.02, from.z + travel.z * e);
    }, ms);
  }
}
