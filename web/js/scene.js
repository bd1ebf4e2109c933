// One 3D view: a three.js renderer in a container, orbit controls, soft lights, a content group
// the tabs fill, short animations, and downloads of the content as STL (for 3D printing) or glTF.
// The view draws only when something changed (controls, animation, new content), so an idle
// tab costs nothing.
import * as THREE from 'three';
import { OrbitControls } from '../vendor/three/examples/jsm/controls/OrbitControls.js';
import { STLExporter } from '../vendor/three/examples/jsm/exporters/STLExporter.js';
import { GLTFExporter } from '../vendor/three/examples/jsm/exporters/GLTFExporter.js';

export { THREE };
// Solids that touch in a view (the cubes of a MacMahon block, of a Stack column) are this far
// apart in their STL, so that they print as separate pieces (downloadSTL's shrinkMM is half of it).
export const PRINT_GAP_MM = 0.4;

export function webglAvailable() {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') || canvas.getContext('webgl'));
  } catch (e) {
    return false;
  }
}

export class Scene3D {
  constructor(container, { background = 0xf4f1ea } = {}) {
    this.container = container;
    this.content = new THREE.Group();
    this.animations = [];
    this.retired = [];
    if (!webglAvailable()) {
      container.classList.add('no-webgl');
      container.textContent = 'This browser cannot draw 3D (WebGL is off); the tables and text still work.';
      this.renderer = null;
      return;
    }
    this.renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(window.devicePixelRatio || 1);
    container.appendChild(this.renderer.domElement);
    this.scene = new THREE.Scene();
    this.scene.background = new THREE.Color(background);
    this.camera = new THREE.PerspectiveCamera(35, 1, 0.1, 1000);
    this.camera.position.set(6, 8, 10);
    this.scene.add(new THREE.HemisphereLight(0xffffff, 0x8a8070, 0.75));
    const sun = new THREE.DirectionalLight(0xffffff, 0.65);
    sun.position.set(5, 12, 7);
    this.scene.add(sun);
    this.scene.add(this.content);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.enableKeys = false;  // the arrow keys belong to the puzzles
    // OrbitControls makes the canvas a Tab stop; the view is one labelled picture (its container's
    // role="img" and aria-label), turned by the pointer, so Tab passes it by.
    this.renderer.domElement.tabIndex = -1;
    this.renderer.domElement.setAttribute('aria-hidden', 'true');
    this.controls.addEventListener('change', () => this.draw());
    new ResizeObserver(() => this.resize()).observe(container);
    this.resize();
  }

  get ok() { return this.renderer !== null; }

  resize() {
    if (!this.ok) return;
    const w = Math.max(this.container.clientWidth, 1), h = Math.max(this.container.clientHeight, 1);
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.draw();
  }

  // Replaces what is shown; frames it when `frame` (the camera keeps its angle otherwise).
  show(object, { frame = true } = {}) {
    this.content.remove(...this.content.children);  // r111 has no Object3D.clear()
    if (object) this.content.add(object);
    if (frame && object) this.frame(object);
    this.draw();
  }

  frame(object, { direction = new THREE.Vector3(0.55, 0.75, 1) } = {}) {
    if (!this.ok) return;
    const box = new THREE.Box3().setFromObject(object);
    if (box.isEmpty()) return;
    const center = box.getCenter(new THREE.Vector3());
    const radius = box.getSize(new THREE.Vector3()).length() / 2;
    // The narrower of the two angles of view (the horizontal one on a phone held upright).
    const vertical = (this.camera.fov * Math.PI) / 360;
    const horizontal = Math.atan(Math.tan(vertical) * this.camera.aspect);
    const distance = radius / Math.sin(Math.min(vertical, horizontal)) * 1.05;
    this.camera.position.copy(center).add(direction.clone().normalize().multiplyScalar(distance));
    this.camera.near = distance / 100;
    this.camera.far = distance * 10;
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(center);
    this.controls.update();
  }

  draw() {
    if (!this.ok || this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame((now) => this.tick(now));
  }

  tick(now) {
    this.frameRequested = false;
    const running = [];
    for (const a of this.animations) {
      if (a.start === undefined) a.start = now;
      const t = Math.min((now - a.start) / a.duration, 1);
      a.step(t);
      if (t < 1) running.push(a);
      else a.done();
    }
    this.animations = running;
    this.renderer.render(this.scene, this.camera);
    this.disposeRetired();
    if (this.animations.length) this.draw();
  }

  // Frees the GPU buffers of objects no longer shown, after the next frame: by then their
  // replacements hold the same shader programs, which three.js would otherwise delete with the last
  // material using them and compile again (a software renderer spends 0.1 s of CPU on each). A
  // hidden page draws no frames: there they go at once, or they would pile up.
  retire(...objects) {
    this.retired.push(...objects.filter(Boolean));
    if (this.ok && !document.hidden) this.draw();
    else this.disposeRetired();
  }

  disposeRetired() {
    for (const object of this.retired.splice(0)) {
      object.traverse((o) => {
        if (o.geometry) o.geometry.dispose();
        for (const m of [].concat(o.material || [])) m.dispose();
      });
    }
  }

  // step(t) for t from 0 to 1 over `duration` ms; resolves when done. Without WebGL (or with
  // duration 0) the last step is taken at once.
  animate(step, duration) {
    if (!this.ok || duration <= 0 || document.hidden) {
      step(1);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.animations.push({ step, duration, done: resolve });
      this.draw();
    });
  }

  // The content's meshes, ready to print, as a binary STL file downloaded as `name`: Z up (the
  // view's y), in millimetres (`unitMM` per scene unit), shrunk to fit `fitMM` when larger, centred
  // on x and y and standing on z = 0. `arrange(mesh)` may move a mesh (world coordinates) first.
  // `shrinkMM`: every solid made smaller about its centre so that each face moves in by that much,
  // so that solids that touch in the view (the cubes of a block or a column) print apart instead
  // of fused along their common faces and edges. `keep(object)`: which of the view's meshes are
  // solids to print (a marker drawn over them is not).
  downloadSTL(name, options = {}) {
    const button = pressed();
    try {
      download(new Blob([this.stlData(options)], { type: 'model/stl' }), name, button);
    } catch (e) {
      downloadFailed(name, e, button);
    }
  }

  stlData({ unitMM = 1, fitMM = null, arrange = null, shrinkMM = 0, keep = null }) {
    const root = exportCopy(this.content, keep);
    if (arrange) for (const m of root.children) arrange(m);
    root.rotation.x = Math.PI / 2;  // (x, y, z) -> (x, -z, y): the view's up becomes z, its south -y
    root.scale.setScalar(unitMM);
    root.updateMatrixWorld(true);
    if (shrinkMM > 0) {
      for (const m of root.children) {
        const size = new THREE.Box3().setFromObject(m).getSize(new THREE.Vector3());
        const least = Math.min(size.x, size.y, size.z);
        if (least > 4 * shrinkMM) m.scale.multiplyScalar((least - 2 * shrinkMM) / least);
      }
      root.updateMatrixWorld(true);
    }
    let box = new THREE.Box3().setFromObject(root);
    const size = box.getSize(new THREE.Vector3());
    const largest = Math.max(size.x, size.y, size.z);
    if (fitMM && largest > fitMM) {
      root.scale.multiplyScalar(fitMM / largest);
      root.updateMatrixWorld(true);
      box = new THREE.Box3().setFromObject(root);
    }
    const centre = box.getCenter(new THREE.Vector3());
    root.position.set(-centre.x, -centre.y, -box.min.z);
    const holder = new THREE.Group();
    holder.add(root);
    holder.updateMatrixWorld(true);
    return new STLExporter().parse(holder, { binary: true });
  }

  // The content as glTF: meshes only (labels and outlines are the view's), physically based
  // materials, indexed buffer geometry: what the exporter takes without a warning.
  downloadGLTF(name) {
    const button = pressed();
    try {
      new GLTFExporter().parse(exportCopy(this.content), (gltf) => {
        try {
          download(new Blob([JSON.stringify(gltf)], { type: 'model/gltf+json' }), name, button);
        } catch (e) {
          downloadFailed(name, e, button);
        }
      }, { binary: false });
    } catch (e) {
      downloadFailed(name, e, button);
    }
  }

  // The view as a PNG data URL (tests and "save picture").
  snapshot() {
    if (!this.ok) return null;
    this.renderer.render(this.scene, this.camera);
    return this.renderer.domElement.toDataURL('image/png');
  }
}

// The meshes of `content` as a flat group in world coordinates, with buffer geometry that has an
// index and MeshStandardMaterials of the same colours and pictures.
function exportCopy(content, keep = null) {
  content.updateMatrixWorld(true);
  const root = new THREE.Group();
  const materials = new Map();
  const standard = (m) => {
    if (!materials.has(m)) {
      materials.set(m, new THREE.MeshStandardMaterial({ color: m.color ? m.color.clone() : 0xffffff, map: m.map || null,
        transparent: !!m.transparent, opacity: m.opacity ?? 1, roughness: 0.85, metalness: 0 }));
    }
    return materials.get(m);
  };
  content.traverse((o) => {
    if (!o.isMesh || !o.visible || (keep && !keep(o))) return;
    const g = o.geometry.isGeometry ? new THREE.BufferGeometry().fromGeometry(o.geometry) : o.geometry.clone();
    if (!g.index) g.setIndex([...Array(g.attributes.position.count).keys()]);
    const material = Array.isArray(o.material) ? o.material.map(standard) : standard(o.material);
    const mesh = new THREE.Mesh(g, material);
    mesh.name = o.name;
    for (let a = o; a; a = a.parent) if (a.userData && a.userData.slice !== undefined) mesh.userData.slice = a.userData.slice;
    o.matrixWorld.decompose(mesh.position, mesh.quaternion, mesh.scale);
    root.add(mesh);
  });
  return root;
}

// Saves `blob` as `name`; throws where the browser refuses (a Blob too large for its memory, an
// object address blocked by a policy or an extension). `button`: the one pressed, whose word of
// an earlier failure goes once the file is made.
export function download(blob, name, button = null) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  if (button) failureNote(button).hidden = true;
}

// The download button being pressed: the element the click focused (every tab's buttons are
// <button>s, which a click focuses), or none.
function pressed() {
  const e = document.activeElement;
  return e && e.tagName === 'BUTTON' ? e : null;
}

// The note beside `button` that says a download failed, made the first time one does.
function failureNote(button) {
  const id = `${button.id || 'download'}-failed`;
  let note = document.getElementById(id);
  if (!note) {
    note = document.createElement('span');
    note.id = id;
    note.className = 'download-failed';
    note.setAttribute('role', 'alert');
    note.hidden = true;
    button.after(note);
  }
  return note;
}

// A download the page cannot make says so by its button (or in the status line when no button
// was pressed), instead of nothing happening.
export function downloadFailed(name, error, button) {
  const words = `${name} could not be made here: ${(error && error.message) || error || 'the browser refused it'}`;
  if (button) {
    const note = failureNote(button);
    note.textContent = words;
    note.hidden = false;
  } else {
    const status = document.getElementById('status-text');
    if (status) status.textContent = words;
  }
}

// A cube of side `size` whose six faces have the given colours, in three.js's BoxGeometry face
// order: +x (east), -x (west), +y (up), -y (down), +z (south), -z (north). The view's axes: x east,
// y up, z south, so that the board lies in the x-z plane seen from above and the south.
export function colouredCube(faceColours, size = 1, { edges = true } = {}) {
  const geometry = new THREE.BoxGeometry(size, size, size);
  const materials = faceColours.map((c) => new THREE.MeshLambertMaterial({ color: c }));
  const mesh = new THREE.Mesh(geometry, materials);
  if (edges) {
    const lines = new THREE.LineSegments(new THREE.EdgesGeometry(geometry),
      new THREE.LineBasicMaterial({ color: 0x222222 }));
    mesh.add(lines);
  }
  return mesh;
}
