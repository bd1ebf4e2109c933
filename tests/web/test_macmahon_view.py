"""The MacMahon 3D views (issue 26, failure 11): every cube name and row and column letter of the
tableau can be read (no cube drawn over it), the exploded block is not covered by the target at
double size, and the stepper's buttons are off at the first and the last arrangement."""
from browser import App, fail

# Run in the page: for each label sprite, is a cube drawn over it? For each block cube, is the
# target in front of it? (A label drawn without a depth test is drawn over everything.)
OCCLUSION = '''
const done = arguments[0];
import(new URL("vendor/three/build/three.module.js", location.href).href).then((THREE) => {
  const look = (scene, targets, blockers, drawnOver) => {
    scene.content.updateMatrixWorld(true);
    const ray = new THREE.Raycaster();
    const hidden = [];
    for (const t of targets) {
      if (drawnOver(t)) continue;
      const p = new THREE.Vector3().setFromMatrixPosition(t.matrixWorld);
      const from = scene.camera.position.clone();
      const distance = p.distanceTo(from);
      ray.set(from, p.clone().sub(from).normalize());
      const hit = ray.intersectObjects(blockers.filter((b) => b !== t), false)[0];
      if (hit && hit.distance < distance - 0.3) hidden.push(t.name || (t.material.map && t.material.map.image && 'label') || '?');
    }
    return hidden;
  };
  const app = window.cubeworksApp;
  const tableau = app.scenes['macmahon-tableau'];
  const sprites = [], cubes = [];
  tableau.content.traverse((o) => { if (o.isSprite) sprites.push(o); if (o.isMesh && o.userData.name) cubes.push(o); });
  const labels = look(tableau, sprites, cubes, (s) => s.material.depthTest === false && s.renderOrder > 0);
  const block = app.scenes.macmahon;
  const parts = [];
  block.content.traverse((o) => { if (o.isMesh && (o.userData.cell !== undefined || o.name === 'target')) parts.push(o); });
  const target = parts.filter((p) => p.name === 'target');
  const covered = look(block, parts.filter((p) => p.name !== 'target'), target, () => false);
  done({ labels: labels.length, sprites: sprites.length, covered });
});
'''

with App(hash_='macmahon') as app:
    app.tab('macmahon')
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
    app.wait_text('#mm-arrangement-label', 'arrangement 1 of 16')
    if not app.js('return document.getElementById("mm-prev").disabled'):
        fail('◀ is on at arrangement 1 of 16')
    app.js('const e = document.getElementById("mm-explode"); e.value = 1; e.dispatchEvent(new Event("input"))')
    seen = app.js_async(OCCLUSION)
    if seen['sprites'] < 42 or seen['labels']:
        fail(f'{seen["labels"]} of {seen["sprites"]} tableau labels are hidden behind cubes')
    if seen['covered']:
        fail(f'the target covers block cubes {seen["covered"]}')
    for _ in range(15):
        app.click('#mm-next')
    app.wait_text('#mm-arrangement-label', 'arrangement 16 of 16')
    if not app.js('return document.getElementById("mm-next").disabled'):
        fail('▶ is on at arrangement 16 of 16')
print('macmahon view: ok')
