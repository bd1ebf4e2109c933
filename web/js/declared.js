// The verbs' declarations as the page reads them: the module's schema() (sent by the worker when
// it is ready) gives each request field's name, default, limits, choices and help, so the page
// writes none of them again. A request naming a field the verb does not declare is a bug of the
// page: it is refused before it reaches the engine, loudly (a console error fails every browser
// test), instead of being ignored by the module's reader.
import { h } from './form.js';

export class Declarations {
  constructor(schema) {
    this.verbs = new Map();  // "family.name" -> Map(field's page spelling -> declaration)
    for (const verb of schema.verbs) {
      this.verbs.set(`${verb.family}.${verb.name}`, new Map(verb.fields.map((f) => [f.wasm, f])));
    }
  }

  field(verb, name) {
    const field = this.verbs.get(verb)?.get(name);
    if (!field) throw new Error(`the page names ${verb}'s field "${name}", which ${verb} does not declare`);
    return field;
  }

  // The names in `request` that `verb` does not declare (none: the request is well formed).
  undeclared(verb, request) {
    const fields = this.verbs.get(verb);
    if (!fields) return [`(no verb ${verb})`];
    return Object.keys(request).filter((name) => !fields.has(name));
  }

  // An <input> for one field: its default as the value (unless `attributes` gives one), its help
  // as the tooltip, its range on a number input, and data-field so that errors land beside it.
  input(verb, name, attributes = {}) {
    const f = this.field(verb, name);
    const declared = { 'data-field': name, title: f.help };
    if (f.kind === 'flag') {
      declared.type = 'checkbox';
      declared.checked = f.default === true;
    } else {
      if (f.default !== null && f.default !== undefined && f.default !== '') declared.value = String(f.default);
      if (f.kind === 'integer' || f.kind === 'number') {
        declared.type = 'number';
        if (f.min !== undefined) declared.min = f.min;
        if (f.max !== undefined && Number.isSafeInteger(f.max)) declared.max = f.max;
        if (f.kind === 'integer') declared.step = 1;
      }
    }
    if (f.required) declared['aria-required'] = 'true';
    return h('input', { ...declared, ...attributes });
  }

  // The command line that makes the same request, each field by its option word (a flag alone
  // when set; an unset flag or an empty field is left out).
  commandLine(verb, request = {}) {
    const words = ['cubeworks', ...verb.split('.')];
    for (const [name, value] of Object.entries(request)) {
      const f = this.field(verb, name);
      if (value === false || value === '' || value === null || value === undefined) continue;
      words.push(f.cli);
      if (f.kind !== 'flag') words.push(String(value));
    }
    return words.map(shellWord).join(' ');
  }
}

// A word as a POSIX shell reads it back unchanged.
function shellWord(word) {
  return /^[\w:,.=+/-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
