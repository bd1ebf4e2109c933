// The hoffman tab (to be filled).
import { Scene3D } from './scene.js';
import { h } from './form.js';

export function init(section, app) {
  section.append(h('h2', {}, 'hoffman'));
  const view = h('div', { class: 'view3d' });
  section.append(view);
  app.scenes.hoffman = new Scene3D(view);
}
