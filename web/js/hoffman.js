// The Hoffman tab: the 21 classes of 3D packings and the 5 pseudo-solutions, paired by duality as
// in Spiridonov's figure (2003), drawn in 3D with an explode slider and a layer view; and 4D
// packings as four 3D slices, the nested construction (computed here by the engine) beside the
// packing found by the clause-learning search (computed natively at build time:
// data/hoffman-4d-search.json, re-checked here by the engine); and 6D packings of the product
// construction as 3D slices, the fixed coordinates x4, x5, x6 on sliders (hoffman.slice).
// Every box, colour, verdict and pairing comes from the engine (hoffman.enumerate, hoffman.boxes,
// hoffman.construct, hoffman.check, hoffman.slice); this file only lays out and draws what they return.
import { Scene3D, THREE } from './scene.js';
import { h, table, showError, clearErrors } from './form.js';
import { callOrThrow, Cancelled } from './engine.js';

const CUBE_MM = 100;     // the drawn cube's side in scene units (= millimetres in the STL)
const SHRINK_MM = 0.4;   // every face of every box moved in by this much: separate printed pieces
const SLICE_GAP = 0.35;  // 4D: space between the four slices, as a share of the cube's side

export function init(section, app, engine) {
  document.head.append(h('link', { rel: 'stylesheet', href: 'css/hoffman.css' }));
  const ui = new HoffmanTab(section, app, engine);
  app.hoffman = ui;  // for the browser tests
  return ui.start();
}

// The engine's times ("64.900 ms", "1.234 s") as a person writes them: 65 ms, 1.2 s.
function readableTimes(text) {
  return text.replace(/(\d+(?:\.\d+)?) (ms|s)\b/g, (_, v, unit) => {
    const seconds = Number(v) / (unit === 'ms' ? 1000 : 1);
    return seconds < 1 ? `${Math.round(seconds * 1000)} ms` : `${seconds.toPrecision(seconds < 10 ? 2 : 3)} s`;
  });
}

// The share of the cube the boxes cover, rounded to 0.01 % but never to 100 % while a gap is left.
// The volumes are exact decimal strings (they pass 2^53, where a JavaScript number rounds).
function percent(volume) {
  const p = (100 * volume.covered_share).toFixed(2);
  return `${p === '100.00' && volume.gaps !== '0' ? '99.99+' : p} %`;
}

class HoffmanTab {
  constructor(section, app, engine) {
    this.app = app;
    this.engine = engine;
    this.shown = null;        // {kind: '3d'|'4d', label, file, boxes: the boxes document}
    this.enumeration = null;  // the enumerate document
    this.build(section);
    this.scene = new Scene3D(this.viewBox);
    app.scenes.hoffman = this.scene;
  }

  // --- the page ---
  build(section) {
    const declared = this.engine.declarations;
    this.lengths3 = declared.input('hoffman.enumerate', 'lengths', { id: 'hf-lengths', value: '10,11,12', size: 14,
      'aria-describedby': 'hf-lengths-help' });
    this.form3 = h('form', { id: 'hf-form3', class: 'panel', onsubmit: (e) => { e.preventDefault(); this.enumerate(); } },
      h('label', {}, 'Box sides a,b,c', this.lengths3),
      h('p', { id: 'hf-lengths-help', class: 'note' }, 'Three whole numbers a < b < c with 4a > a+b+c, separated by commas, e.g. 10,11,12.'),
      h('div', { class: 'buttons' }, h('button', { type: 'submit', class: 'primary', id: 'hf-enumerate' }, 'Enumerate')));
    this.counts = h('p', { id: 'hf-counts', class: 'note' }, 'enumerating…');
    this.picker = h('div', { id: 'hf-picker', class: 'hf-picker', role: 'list' });
    this.pickerKey = h('div', {});

    this.lengths4 = declared.input('hoffman.construct', 'lengths', { id: 'hf-lengths4', value: '1000,1001,1003,1007', size: 20 });
    this.source4 = h('select', { id: 'hf-4d' },
      h('option', { value: 'construction' }, 'the nested construction (pinwheel of pinwheels)'),
      h('option', { value: 'sliced' }, 'a random sliced construction (one of 3·60^17)'),
      h('option', { value: 'search' }, 'the packing found by search (clause learning)'));
    this.form4 = h('form', { id: 'hf-form4', class: 'panel', onsubmit: (e) => { e.preventDefault(); this.show4d(); } },
      h('label', {}, '4D packing', this.source4),
      h('label', {}, 'Construction sides a,b,c,d (5a > a+b+c+d)', this.lengths4), this.sidesNote4,
      h('div', { class: 'buttons' }, h('button', { type: 'submit', id: 'hf-show4d' }, 'Show 4D packing')));
    this.source4.addEventListener('change', () => { this.syncSource(); this.show4d(); });
    this.sidesNote4 = h('p', { id: 'hf-sides4-note', class: 'note', hidden: true });

    this.build6d();

    this.explode = h('input', { id: 'hf-explode', type: 'range', min: 0, max: 100, value: 0 });
    this.axis = h('select', { id: 'hf-axis' });
    this.layer = h('select', { id: 'hf-layer' });
    this.explode.addEventListener('input', () => this.redraw());
    this.axis.addEventListener('change', () => { this.fillLayers(); this.redraw(); });
    this.layer.addEventListener('change', () => this.redraw());
    // A 6D slice's boxes have no cells: the layer view is hidden there.
    this.layerControls = [h('label', { class: 'inline' }, 'Layers along', this.axis), h('label', { class: 'inline' }, 'show', this.layer)];
    this.title = h('h3', { id: 'hf-title', class: 'hf-title' }, '');
    this.info = h('div', { id: 'hf-info', class: 'note' });
    this.legend = h('div', { id: 'hf-legend', class: 'hf-legend' });
    this.viewBox = h('div', { class: 'view3d', id: 'hf-view', role: 'img',
      'aria-label': 'the packing shown in 3D; its boxes are listed by the legend and the class picker' });
    this.sliceNote = h('p', { id: 'hf-slices', class: 'note', hidden: true });
    const downloads = h('div', { class: 'buttons' },
      h('button', { type: 'button', id: 'hf-stl', onclick: () => this.download('stl') }, 'Download STL'),
      h('button', { type: 'button', id: 'hf-gltf', onclick: () => this.download('gltf') }, 'Download glTF'),
      h('span', { class: 'note' }, `the cube ${CUBE_MM} mm wide; every box shrunk by ${SHRINK_MM} mm on each face so that the pieces print apart`));

    section.append(
      h('h2', {}, "Hoffman's packing puzzle"),
      h('p', { class: 'note' }, 'Pack 27 boxes a×b×c into a cube of side a+b+c (Hoffman 1981). Up to the 48 symmetries of the cube there are ',
        h('b', { id: 'hf-class-count' }, '…'), ' packings and ', h('b', { id: 'hf-pseudo-count' }, '…'),
        ' pseudo-solutions (every layer fits, yet two boxes of different layers overlap at a corner). Each class stands next to its dual (a and c swapped), as in Spiridonov’s figure (2003).'),
      h('div', { class: 'layout' },
        h('div', { class: 'panel' }, this.form3, this.counts, this.picker, this.pickerKey, this.form4, this.form6, this.help()),
        h('div', { class: 'panel' }, this.title, this.viewBox, this.sliceNote, this.sliders,
          h('div', { class: 'hf-controls' },
            h('label', { class: 'inline' }, 'Explode', this.explode),
            this.layerControls[0], this.layerControls[1]),
          this.legend, this.info, downloads)));
  }

  // 6D: the factorisation, the lengths (the engine's defaults until typed) and, under the view, one
  // slider per fixed axis, made when the first slice comes back (its side sets their range).
  build6d() {
    const declared = this.engine.declarations;
    this.factors6 = h('select', { id: 'hf-factors6', 'data-field': 'factors', title: declared.field('hoffman.slice', 'factors').help },
      h('option', { value: '2x3' }, '2x3: a pinwheel of 3D packings'),
      h('option', { value: '3x2' }, '3x2: a 3D packing of pinwheels'));
    this.lengths6 = declared.input('hoffman.slice', 'lengths', { id: 'hf-lengths6', size: 24, placeholder: 'the defaults',
      'aria-describedby': 'hf-lengths6-help' });
    this.factors6.addEventListener('change', () => this.show6d());
    this.form6 = h('form', { id: 'hf-form6', class: 'panel', onsubmit: (e) => { e.preventDefault(); this.show6d(); } },
      h('label', {}, '6D packing (product construction)', this.factors6),
      h('label', {}, 'Sides a,b,c,d,e,f (7a > a+b+…+f)', this.lengths6),
      h('p', { id: 'hf-lengths6-help', class: 'note' }, 'Six whole numbers, increasing; empty: the defaults 2^6 + 2^i.'),
      h('div', { class: 'buttons' }, h('button', { type: 'submit', id: 'hf-show6d' }, 'Show 6D slice')));
    this.sliders = h('fieldset', { id: 'hf-sliders', class: 'hf-sliders', hidden: true },
      h('legend', {}, 'The slice: the fixed coordinates'));
    this.sliderInputs = [];
    this.slicing = null;  // the slice request under way; `again`: the sliders moved meanwhile
  }

  // The position in the URL: the lengths and the class shown, or the 4D packing shown.
  position() {
    if (this.shown && this.shown.kind === '6d') {
      return { view: '6d', factors: this.factors6.value, lengths: this.shown.boxes.lengths.join(','),
        at: this.shown.boxes.at.join(',') };
    }
    if (this.shown && this.shown.kind === '4d') {
      const p = { view: '4d', source: this.source4.value, lengths: this.lengths4.value.trim() };
      // The random choice is part of the position: a shared link opens the same packing.
      if (this.shown.slabs) p.slabs = this.shown.slabs;
      return p;
    }
    return { view: '3d', lengths: this.lengths3.value.trim(), class: this.shownClass || 'R1' };
  }

  async restore(params) {
    if (params.get('view') === '6d') {
      if (!this.enumeration) await this.enumerate();
      if (['2x3', '3x2'].includes(params.get('factors'))) this.factors6.value = params.get('factors');
      if (params.has('lengths')) this.lengths6.value = params.get('lengths');
      await this.show6d({ replace: true, at: params.get('at') || '' });
      return;
    }
    if (params.get('view') === '4d') {
      if (!this.enumeration) await this.enumerate();
      if (params.has('source')) this.source4.value = params.get('source');
      if (params.has('lengths')) this.lengths4.value = params.get('lengths');
      this.syncSource();
      await this.show4d({ replace: true, slabs: params.get('slabs') });
      return;
    }
    if (params.has('lengths')) this.lengths3.value = params.get('lengths');
    await this.enumerate(params.get('class') || 'R1', { replace: true });
  }

  // How a grid is written, with the table of orientation codes as a picture of the three boxes.
  help() {
    const codes = ['abc', 'acb', 'bac', 'bca', 'cab', 'cba'];
    return h('details', { class: 'help', id: 'hf-help' }, h('summary', {}, 'How packings are written'),
      h('p', {}, 'Each of the 27 boxes sits in one cell of a 3×3×3 grid, and a code 0–5 says which of its sides a < b < c lies ',
        'along x, y and z:'),
      table(['code', ...codes.map((_, i) => String(i))], [['along x, y, z', ...codes]], { class: 'hf-codes' }),
      h('p', {}, 'A grid is written one code per cell with x varying fastest: the codes of a row together, the rows of a layer ',
        '(y = 0, 1, 2) separated by “,”, the layers (z = 0, 1, 2) by “/”; e.g. 024,135,251/152,240,513/315,521,402. ',
        'In 4D the 24 orientations abcd … dcba are 0–9 then A–N, and the four 3D blocks w = 0..3 are separated by “|”.'),
      h('figure', { class: 'help-picture' },
        h('img', { src: 'data/help/hoffman-R1.svg', id: 'hf-help-picture', loading: 'lazy',
          alt: 'packing R1 drawn as its three layers z = 0, 1, 2, each box labelled with its sides along x, y, z, its code word and its cell' }),
        h('figcaption', { class: 'note' }, 'Packing R1 with lengths 10, 11, 12, written 024,135,251/152,240,513/315,521,402: ',
          'the layers z = 0, 1, 2 from left to right, y growing downwards in each; every box shows its sides along x×y×z, ',
          'its orientation (abc is code 0, acb 1, bac 2, bca 3, cab 4, cba 5) and its cell (drawn by cubeworks hoffman enumerate --svg).')),
      h('p', {}, 'Two packings are the same class when one of the 48 symmetries of the cube turns one into the other. ',
        'The dual of a packing swaps a and c.'));
  }

  async start() {
    this.app.restore.hoffman = (params) => this.restore(params);
    this.app.current.hoffman = () => this.position();
    const first = this.app.params('hoffman');
    if ([...first.keys()].length) await this.restore(first);
    else await this.enumerate('R1', { replace: true });
  }

  // Runs an engine call; a cancelled call resolves to null, an error goes next to its field.
  async ask(form, verb, request) {
    try {
      return await callOrThrow(this.engine, verb, request);
    } catch (e) {
      if (e instanceof Cancelled) return null;
      if (form) showError(form, e.message);
      else this.info.textContent = e.message;
      return null;
    }
  }

  // --- 3D: the classes ---
  async enumerate(shownClass = 'R1', { replace = false } = {}) {
    clearErrors(this.form3);
    clearErrors(this.form4);
    const lengths = this.lengths3.value.trim();
    if (!lengths) {
      // Empty would be the engine's defaults: a person who emptied the field did not ask for them.
      showError(this.form3, 'lengths: give the three box sides a,b,c, e.g. 10,11,12');
      return;
    }
    const previous = this.counts.textContent;
    this.counts.textContent = 'enumerating…';
    const result = await this.ask(this.form3, 'hoffman.enumerate', { dim: 3, lengths });
    if (!result) {
      this.counts.textContent = this.enumeration ? previous : '';  // what is shown stays what it was
      return;
    }
    const doc = result.document;
    this.enumeration = doc;
    document.getElementById('hf-class-count').textContent = String(doc.real.classes);
    document.getElementById('hf-pseudo-count').textContent = String(doc.pseudo.classes);
    this.counts.textContent = `Lengths ${doc.lengths.join(', ')} (cube side ${doc.side}): ${doc.real.raw} packings ` +
      `(${doc.real.classes} up to symmetry), ${doc.pseudo.raw} pseudo-solutions (${doc.pseudo.classes} up to symmetry); ` +
      `${readableTimes(result.stats.trim())}. Pick a class:`;
    this.fillPicker(doc);
    await this.showClass(this.classButtons.has(shownClass) ? shownClass : 'R1', { replace });
  }

  // The classes as Spiridonov pairs them: each real class with its dual (real or pseudo), the
  // self-dual ones alone, then the pseudo-solutions no real class is dual to.
  pairs(doc) {
    const rows = [], used = new Set();
    const real = doc.real.list, pseudo = doc.pseudo.list;
    real.forEach((c, i) => {
      const name = `R${i + 1}`;
      if (used.has(name)) return;
      used.add(name);
      if (c.dual_class && c.dual_class !== i + 1) {
        rows.push([name, `R${c.dual_class}`]);
        used.add(`R${c.dual_class}`);
      } else if (c.dual_pseudo_class) {
        rows.push([name, `P${c.dual_pseudo_class}`]);
        used.add(`P${c.dual_pseudo_class}`);
      } else {
        rows.push([name]);
      }
    });
    pseudo.forEach((c, i) => {
      const name = `P${i + 1}`;
      if (used.has(name)) return;
      used.add(name);
      const partner = c.dual_pseudo_class && c.dual_pseudo_class !== i + 1 ? `P${c.dual_pseudo_class}` : null;
      if (partner) used.add(partner);
      rows.push(partner ? [name, partner] : [name]);
    });
    return rows;
  }

  classInfo(name) {
    const doc = this.enumeration;
    const real = name[0] === 'R';
    const c = (real ? doc.real.list : doc.pseudo.list)[Number(name.slice(1)) - 1];
    let dual;
    if (real) {
      dual = c.dual === 'self-dual' ? 'self-dual' : c.dual_class ? `dual: R${c.dual_class}` :
        c.dual_pseudo_class ? `dual: pseudo-solution P${c.dual_pseudo_class}` : c.dual;
    } else {
      dual = c.dual_real_class ? `dual: R${c.dual_real_class}` :
        c.dual_pseudo_class === Number(name.slice(1)) ? 'self-dual' :
        c.dual_pseudo_class ? `dual: P${c.dual_pseudo_class}` : 'dual not a solution';
    }
    return { real, c, dual };
  }

  fillPicker(doc) {
    this.picker.textContent = '';
    this.classButtons = new Map();
    for (const row of this.pairs(doc)) {
      const kind = row.length === 1 ? 'alone' : row.some((n) => n[0] === 'P') ? 'with-pseudo' : 'pair';
      const pairEl = h('div', { class: `hf-pair ${kind}`, role: 'listitem',
        title: row.length === 2 ? `${row[0]} and ${row[1]} are dual (a and c swapped)` : `${row[0]} is its own dual` });
      for (const name of row) {
        const { real, c } = this.classInfo(name);
        const b = h('button', { type: 'button', class: `hf-class${real ? '' : ' pseudo'}`, 'data-class': name,
          title: `${name}: ${c.grid}${real ? '' : ' (pseudo-solution: boxes overlap)'}`,
          onclick: () => this.showClass(name) }, name);
        this.classButtons.set(name, b);
        pairEl.append(b);
      }
      this.picker.append(pairEl);
    }
    this.pickerKey.replaceChildren(h('p', { class: 'note hf-key' },
      h('span', { class: 'hf-key-item' }, h('span', { class: 'hf-swatch pair' }), 'dual pair'),
      h('span', { class: 'hf-key-item' }, h('span', { class: 'hf-swatch alone' }), 'self-dual'),
      h('span', { class: 'hf-key-item' }, h('span', { class: 'hf-swatch with-pseudo' }), 'dual of a pseudo-solution'),
      h('span', { class: 'hf-key-item' }, h('span', { class: 'hf-swatch pseudo' }), 'pseudo-solution (not a packing)')));
  }

  async showClass(name, { replace = false } = {}) {
    if (!this.enumeration) return;
    const { real, c, dual } = this.classInfo(name);
    const lengths = this.enumeration.lengths.join(',');
    const result = await this.ask(this.form3, 'hoffman.boxes', { grid: c.grid, lengths });
    if (!result) return;
    for (const [n, b] of this.classButtons) b.setAttribute('aria-pressed', String(n === name));
    this.shownClass = name;
    this.app.share('hoffman', this.position(), { replace });
    const doc = result.document;
    this.shown = { kind: '3d', boxes: doc, file: `hoffman-3d-${name}-${lengths.replace(/,/g, '-')}`,
      label: `${name}${real ? '' : ' (pseudo-solution)'}: ${c.grid}` };
    this.title.textContent = real ? `Class ${name} — a packing` : `${name} — a pseudo-solution: boxes overlap (red)`;
    const v = doc.volume;
    this.info.replaceChildren(
      h('div', {}, `Grid ${doc.grid} (codes x fastest; rows “,” layers “/”), ${doc.verdict}, ${dual}, ${c.orbit} grids in the class.`),
      h('div', { id: 'hf-volume' }, `The 27 boxes cover ${percent(v)} of the ${doc.side}³ cube ` +
        `(gaps ${v.gaps}${v.overlaps !== '0' ? `; overlaps ${v.overlaps} in ${doc.overlaps.length} pair${doc.overlaps.length > 1 ? 's' : ''}: ` +
        doc.overlaps.map((o) => `(${o.cells[0]})–(${o.cells[1]})`).join(', ') : ''}).`));
    this.setAxes(['x', 'y', 'z'], 3);
    this.sliceNote.hidden = true;
    this.sliders.hidden = true;
    for (const c of this.layerControls) c.hidden = false;
    this.redraw({ frame: true });
  }

  // --- 4D ---
  // The packing found by search was found natively at build time, for its own sides: the sides
  // field is then not used, and says so.
  syncSource() {
    const search = this.source4.value === 'search';
    this.lengths4.disabled = search;
    this.sidesNote4.hidden = !search;
    this.sidesNote4.textContent = search ? 'The packing found by search has the sides it was searched with at build ' +
      'time; the sides above are for the constructions.' : '';
  }

  async show4d({ replace = false, slabs: given = null } = {}) {
    clearErrors(this.form4);
    clearErrors(this.form3);  // the 3D form's error is not about what is shown next
    const source = this.source4.value;
    if ((source === 'construction' || source === 'sliced') && !this.lengths4.value.trim()) {
      showError(this.form4, 'lengths: give the four sides a,b,c,d, e.g. 1000,1001,1003,1007');
      return;
    }
    let grid, lengths, label, check = null, slabsShown = null;
    if (source === 'construction' || source === 'sliced') {
      // Sliced: 17 slab tilings drawn at random (the arrangement's, then each super-box's), 0..59.
      const slabs = source !== 'sliced' ? '' :
        given || Array.from({ length: 17 }, () => Math.floor(Math.random() * 60)).join(',');
      const result = await this.ask(this.form4, 'hoffman.construct', { dim: 4, lengths: this.lengths4.value.trim(), slabs });
      if (!result) return;
      grid = result.document.grid;
      lengths = result.document.lengths.join(',');
      if (source === 'sliced') slabsShown = slabs;
      label = source === 'sliced'
        ? `a sliced construction (each super-box and their arrangement cut into slabs whose pinwheels mirror ` +
          `on their own; slab tilings ${slabs}, as \`${this.engine.declarations.commandLine('hoffman.construct', { dim: 4, slabs })}\`), ` +
          `verified by the exact checker`
        : `the nested construction (pinwheel of pinwheels), verified by the exact checker`;
    } else {
      const data = await this.searchData();
      if (!data) return;
      const found = data.document;
      if (!found.found) {
        showError(this.form4, `the search at build time found no packing (${data.command})`);
        return;
      }
      grid = found.grid;
      lengths = found.lengths.join(',');
      // The file is not trusted: the engine checks the grid again here.
      check = await this.ask(this.form4, 'hoffman.check', { grid, lengths });
      if (!check) return;
      const typed = this.lengths4.value.replace(/\s/g, '');
      const notUsed = typed && typed !== lengths ? ` (not the sides ${typed} typed for the constructions)` : '';
      label = `found by search for sides ${found.lengths.join(', ')}${notUsed}: computed natively at build time by \`${data.command}\` (${data.version}, ` +
        `${found.method}, ${found.conflicts} conflicts, ${Number(found.seconds).toFixed(1)} s); ` +
        `checked again here: ${check.document.verdict}`;
    }
    const result = await this.ask(this.form4, 'hoffman.boxes', { grid, lengths });
    if (!result) return;
    const doc = result.document;
    for (const b of this.classButtons ? this.classButtons.values() : []) b.setAttribute('aria-pressed', 'false');
    this.shown = { kind: '4d', boxes: doc, file: `hoffman-4d-${source}-${lengths.replace(/,/g, '-')}`, label, slabs: slabsShown };
    this.app.share('hoffman', this.position(), { replace });
    this.title.textContent = `4D packing: ${{ construction: 'the construction', sliced: 'a sliced construction' }[source] ?? 'found by search'}`;
    const v = doc.volume;
    this.info.replaceChildren(
      h('div', { id: 'hf-4d-source' }, `Lengths ${doc.lengths.join(', ')} (side ${doc.side}); ${label}.`),
      h('div', { id: 'hf-volume' }, `256 boxes, ${doc.verdict}; they cover ${percent(v)} of the hypercube (gaps ${v.gaps}).`),
      h('details', {}, h('summary', {}, 'grid'), h('code', { class: 'readout' }, doc.grid.replace(/\|/g, ' | '))));
    this.sliceNote.hidden = false;
    this.sliceNote.textContent = 'Left to right: the four 3D slices w = 0, 1, 2, 3 of the 4×4×4×4 grid (each box drawn by its ' +
      'sides along x, y, z; its side along w is in its colour’s orientation, the last letter).';
    this.sliders.hidden = true;
    for (const c of this.layerControls) c.hidden = false;
    this.setAxes(['x', 'y', 'z', 'w'], 4);
    this.redraw({ frame: true });
  }

  // --- 6D: a 3D slice of the product construction ---
  // A new packing (factors or lengths): the sliders keep their places when they fit in its cube,
  // else they go back to 0 (the engine refuses a point outside the cube, and the page asks again
  // with no points given).
  async show6d({ replace = false, at = null } = {}) {
    clearErrors(this.form6);
    clearErrors(this.form3);
    clearErrors(this.form4);
    this.sliceKey = { factors: this.factors6.value, lengths: this.lengths6.value.trim() };
    const kept = at ?? this.sliderInputs.map((s) => s.value).join(',');
    let doc = await this.slice(kept, this.form6);
    if (!doc && kept && this.lastSliceError === 'at') doc = await this.slice('', this.form6);
    if (!doc) return;
    this.lengths6.value = doc.lengths.join(',');
    this.sliceKey.lengths = this.lengths6.value;
    this.makeSliders(doc);
    this.showSlice(doc, { frame: true, replace });
  }

  // hoffman.slice at the points `at` ("t4,t5,t6"; empty: all 0) for the packing of sliceKey.
  async slice(at, form) {
    const request = { dim: 6, factors: this.sliceKey.factors, at };
    if (this.sliceKey.lengths) request.lengths = this.sliceKey.lengths;
    this.lastSliceError = null;
    try {
      return (await callOrThrow(this.engine, 'hoffman.slice', request)).document;
    } catch (e) {
      if (e instanceof Cancelled) return null;
      this.lastSliceError = e.field;
      if (e.field !== 'at' || !at) showError(form, e.message);
      return null;
    }
  }

  // One labelled slider per fixed axis, its range the cube's points 0 .. side - 1 (the slice at
  // t + 1/2), its value read out beside it and to screen readers.
  makeSliders(doc) {
    if (this.sliderInputs.length !== doc.at.length) {
      this.sliderInputs = doc.at.map((_, k) => {
        const name = `x${k + 4}`;
        const input = h('input', { id: `hf-${name}`, type: 'range', min: 0, step: 1, 'aria-describedby': 'hf-slice-help' });
        const readout = h('output', { for: `hf-${name}`, id: `hf-${name}-value`, class: 'hf-readout' });
        input.addEventListener('input', () => { this.readSlider(input, readout, name); this.moveSlice(); });
        input.readout = readout;
        input.axisName = name;
        this.sliders.append(h('label', { class: 'hf-slider' }, h('span', { class: 'hf-axis-name' }, name), input, readout));
        return input;
      });
      this.sliders.append(h('p', { id: 'hf-slice-help', class: 'note' }, 'Each slider fixes one axis at t + ½, between the ',
        'whole numbers t and t + 1 where no box begins or ends: arrow keys move it by 1, Page Up and Page Down by a tenth.'));
    }
    this.sliderInputs.forEach((input, k) => {
      input.max = String(doc.side - 1);
      input.value = String(doc.at[k]);
      this.readSlider(input, input.readout, input.axisName);
    });
    this.sliders.hidden = false;
  }

  readSlider(input, readout, name) {
    readout.textContent = `${input.value}.5`;
    input.setAttribute('aria-valuetext', `${name} = ${input.value}.5 of 0 to ${Number(input.max) + 1}`);
  }

  // The sliders moved: one request at a time; moves made meanwhile are answered by one more, for
  // where the sliders are then.
  async moveSlice() {
    if (this.slicing) {
      this.slicing.again = true;
      return;
    }
    this.slicing = { again: false };
    try {
      for (;;) {
        this.slicing.again = false;
        const doc = await this.slice(this.sliderInputs.map((s) => s.value).join(','), this.form6);
        if (doc && !this.slicing.again) this.showSlice(doc, { frame: false, replace: true });
        if (!this.slicing.again) break;
      }
    } finally {
      this.slicing = null;
    }
  }

  showSlice(doc, { frame, replace }) {
    for (const b of this.classButtons ? this.classButtons.values() : []) b.setAttribute('aria-pressed', 'false');
    const at = doc.at.map((t, k) => `x${k + 4} = ${t}.5`).join(', ');
    // Drawn as the 3D view draws a packing: every section a box, no overlaps (the engine checked).
    const view = { dim: 3, side: doc.side, valid: true, overlaps: [], legend: [],
      boxes: doc.boxes.map((b) => ({ origin: b.origin, size: b.size, colour: b.colour, index: b.index, sides: b.sides })) };
    this.shown = { kind: '6d', boxes: doc, view, file: `hoffman-6d-${doc.factors}-${doc.at.join('-')}`, label: at };
    this.app.share('hoffman', this.position(), { replace });
    this.title.textContent = `6D packing ${doc.factors}: the 3D slice ${at}`;
    const v = doc.volume;
    this.info.replaceChildren(
      h('div', { id: 'hf-6d-source' }, `Lengths ${doc.lengths.join(', ')} (side ${doc.side}); the product construction ${doc.factors} ` +
        `(leaf packings ${doc.packings.join(', ')}), as \`${this.engine.declarations.commandLine('hoffman.slice',
          { lengths: doc.lengths.join(','), factors: doc.factors, at: doc.at.join(',') })}\`.`),
      h('div', { id: 'hf-slice-count' }, h('b', { id: 'hf-cut' }, String(doc.count)), ` boxes of the ${doc.dim}D packing meet the slice` +
        (doc.count === 0 ? ': it lies wholly in the packing’s gaps.'
          : `; their sections along x1, x2, x3 are disjoint and inside the ${doc.side}³ cube (checked by the engine's cell sweep) ` +
            `and cover ${percent({ covered_share: v.covered_share, gaps: v.gaps })} of it (gaps ${v.gaps} of ${v.cube}).`)),
      h('div', { class: 'note' }, 'A slice of a packing is a packing of the slice’s cube with gaps: it is not itself ' +
        'a Hoffman packing (its boxes have different sides, and the gaps are where the 6D packing leaves room).'));
    this.sliceNote.hidden = false;
    this.sliceNote.textContent = 'Each box drawn is the section of one 6D box that meets the slice: its sides along ' +
      'x1, x2, x3 (x right, y back, z up); coloured by its sides along x1 and x2, as the SVG slices of cubeworks hoffman construct --svg.';
    this.setAxes(['x', 'y', 'z'], 0);
    for (const c of this.layerControls) c.hidden = true;
    this.redraw({ frame });
  }

  async searchData() {
    if (!this.searchFile) {
      try {
        const response = await fetch('data/hoffman-4d-search.json');
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        this.searchFile = await response.json();
      } catch (e) {
        showError(this.form4, `the 4D search result is not in this build (data/hoffman-4d-search.json: ${e.message}); ` +
          'scripts/build-web.sh writes it with the native program');
        return null;
      }
    }
    return this.searchFile;
  }

  // --- drawing ---
  setAxes(names, n) {
    const keep = this.axis.value;
    this.axis.replaceChildren(...names.map((a, i) => h('option', { value: String(i) }, a)));
    if (keep && Number(keep) < names.length) this.axis.value = keep;
    this.fillLayers(n);
  }

  fillLayers(n = this.shown ? (this.shown.view ? 0 : this.shown.boxes.dim) : 3) {
    const keep = this.layer.value;
    const name = this.axis.options[this.axis.selectedIndex] ? this.axis.options[this.axis.selectedIndex].text : 'x';
    this.layer.replaceChildren(h('option', { value: 'all' }, 'all layers'),
      ...Array.from({ length: n }, (_, k) => h('option', { value: String(k) }, `only ${name} = ${k}`)));
    this.layer.value = keep && (keep === 'all' || Number(keep) < n) ? keep : 'all';
  }

  // Builds the shown packing's meshes: one per box (userData.kind 'box'), one per overlap. A 6D
  // slice's boxes have no cells: no layer view, and explode moves them by their centres.
  redraw({ frame = false } = {}) {
    if (!this.shown) return;
    const doc = this.shown.view || this.shown.boxes;
    const n = doc.dim, side = doc.side;
    const k = CUBE_MM / side, cell = CUBE_MM / n;
    const explode = Number(this.explode.value) / 100 * 0.6 * cell;
    const axis = Number(this.axis.value || 0), layer = this.layer.value;
    const visible = (c) => layer === 'all' || (c && c[axis] === Number(layer));
    // A grid that is not a packing: every box see-through, the overlapping ones less so and
    // outlined in red, so that the (often tiny) common parts, solid red, can be found.
    const translucent = !doc.valid;
    const overlapping = new Set(doc.overlaps.flatMap((o) => o.cells.map(String)));
    const group = new THREE.Group();
    const materials = new Map();
    const material = (colour, marked) => {
      const key = `${colour}${marked}`;
      if (!materials.has(key)) {
        materials.set(key, new THREE.MeshLambertMaterial({ color: colour, transparent: translucent,
          opacity: translucent ? (marked ? 0.7 : 0.22) : 1, depthWrite: !translucent }));
      }
      return materials.get(key);
    };
    const edges = new THREE.LineBasicMaterial({ color: 0x333333 });
    const redEdges = new THREE.LineBasicMaterial({ color: 0xd01010 });
    // Model axes x, y, z -> view x, -z, y (z up); 4D: slice w moved along x.
    const place = (origin, size, cellIndex, shrink) => {
      const offset = (d) => (cellIndex ? (cellIndex[d] - (n - 1) / 2) * explode
        : (2 * (origin[d] + size[d] / 2) / side - 1) * 2 * explode);
      // 4D: slice w to the right of slice w-1, with room for both exploded.
      const slice = n === 4 ? cellIndex[3] * (CUBE_MM * (1 + SLICE_GAP) + (n - 1) * explode) : 0;
      const sx = Math.max(size[0] * k - 2 * shrink, 0.01), sy = Math.max(size[1] * k - 2 * shrink, 0.01),
        sz = Math.max(size[2] * k - 2 * shrink, 0.01);
      const cx = (origin[0] + size[0] / 2) * k + offset(0) + slice;
      const cy = (origin[1] + size[1] / 2) * k + offset(1);
      const cz = (origin[2] + size[2] / 2) * k + offset(2);
      const geometry = new THREE.BoxBufferGeometry(sx, sz, sy);
      return { geometry, position: new THREE.Vector3(cx, cz, -cy) };
    };
    let count = 0;
    for (const b of doc.boxes) {
      if (!visible(b.cell)) continue;
      const { geometry, position } = place(b.origin, b.size, b.cell, SHRINK_MM);
      const marked = overlapping.has(String(b.cell));
      const mesh = new THREE.Mesh(geometry, material(b.colour, marked));
      mesh.position.copy(position);
      mesh.name = b.cell ? `box (${b.cell}) ${b.orientation}` : `box ${b.index}: sides ${b.sides.join('×')}`;
      mesh.userData = { kind: 'box', cell: b.cell, code: b.code, index: b.index, slice: n === 4 ? b.cell[3] : undefined };
      mesh.add(new THREE.LineSegments(new THREE.EdgesGeometry(geometry), marked ? redEdges : edges));
      group.add(mesh);
      count++;
    }
    // Where boxes overlap (pseudo-solutions): solid red, drawn at the first box's exploded place.
    const red = new THREE.MeshLambertMaterial({ color: 0xd01010 });
    for (const o of doc.overlaps) {
      if (!visible(o.cells[0]) && !visible(o.cells[1])) continue;
      const { geometry, position } = place(o.origin, o.size, o.cells[0], 0);
      const mesh = new THREE.Mesh(geometry, red);
      mesh.position.copy(position);
      mesh.name = `overlap (${o.cells[0]}) (${o.cells[1]})`;
      mesh.userData = { kind: 'overlap', slice: n === 4 ? o.cells[0][3] : undefined };
      group.add(mesh);
    }
    this.drawnBoxes = count;
    // The old meshes' buffers go after the next frame, not when the page closes (the slider redraws often).
    this.scene.retire(...this.scene.content.children);
    this.scene.show(group, { frame: false });
    // 4D: the row of slices seen nearly from the front, so that it fills the view's width.
    if (frame && n === 4) this.frameRow(group);
    else if (frame) this.scene.frame(group);
    this.scene.draw();
    this.showLegend(doc);
  }

  // Scene3D.frame fits a sphere round the content, which leaves a long row of slices small in a
  // wide view; this fits the row's width and height to the camera's two angles instead.
  frameRow(object) {
    const sc = this.scene;
    if (!sc.ok) return;
    const box = new THREE.Box3().setFromObject(object);
    const center = box.getCenter(new THREE.Vector3()), size = box.getSize(new THREE.Vector3());
    const vertical = Math.tan((sc.camera.fov * Math.PI) / 360);
    const horizontal = vertical * sc.camera.aspect;
    const distance = 1.1 * Math.max(size.x / 2 / horizontal, size.y / 2 / vertical) + size.z / 2;
    const direction = new THREE.Vector3(0.1, 0.45, 1).normalize();
    sc.camera.position.copy(center).add(direction.multiplyScalar(distance));
    sc.camera.near = distance / 100;
    sc.camera.far = distance * 10;
    sc.camera.updateProjectionMatrix();
    sc.controls.target.copy(center);
    sc.controls.update();
  }

  showLegend(doc) {
    if (this.shown.kind === '6d') {
      this.legend.replaceChildren(h('span', { class: 'note' }, 'Colours (view: x right, y back, z up) by each section’s sides along x and y.'));
      return;
    }
    const used = new Set(doc.boxes.map((b) => b.code));
    this.legend.replaceChildren(h('span', { class: 'note' }, `Colours (view: x right, y back, z up) by sides along x, y, z${doc.dim === 4 ? ', w' : ''}:`),
      ...doc.legend.filter((e) => used.has(e.code)).map((e) => h('span', { class: 'hf-key-item' },
        h('span', { class: 'hf-swatch', style: `background:${e.colour}` }), `${e.symbol} = ${e.orientation}`)));
  }

  // Scene units are millimetres: the 3D packing fits a 100 mm cube; the 4D slices, drawn in a row,
  // print as 2 x 2 on a 220 x 220 mm bed.
  printLayout() {
    // The red overlap marker of a pseudo-solution is the view's, not a piece to print.
    const keep = (mesh) => mesh.userData.kind !== 'overlap';
    if (!this.shown || this.shown.boxes.dim !== 4) return { fitMM: CUBE_MM, keep };
    const explode = Number(this.explode.value) / 100 * 0.6 * (CUBE_MM / 4);
    const pitch = CUBE_MM * (1 + SLICE_GAP) + 3 * explode;  // as in redraw()
    const arrange = (mesh) => {
      const w = mesh.userData.slice;
      if (w === undefined) return;
      mesh.position.x += (w % 2 - w) * pitch;
      mesh.position.z += Math.floor(w / 2) * pitch;
    };
    return { fitMM: 220, arrange, keep };
  }

  download(format) {
    if (!this.shown) return;
    const layer = this.layer.value === 'all' ? '' : `-${this.axis.options[this.axis.selectedIndex].text}${this.layer.value}`;
    const name = `${this.shown.file}${layer}${format === 'stl' ? '.stl' : '.gltf'}`;
    if (format === 'stl') this.scene.downloadSTL(name, this.printLayout());
    else this.scene.downloadGLTF(name);
  }
}
