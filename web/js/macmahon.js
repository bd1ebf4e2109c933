// The macmahon tab (to be filled).
import { Scene3D } from './scene.js';
import { h } from './form.js';

export function init(section, app) {
  section.append(h('h2', {}, 'macmahon'));
  const view = h('div', { class: 'view3d' });
  section.append(view);
  app.scenes.macmahon = new Scene3D(view);
}
