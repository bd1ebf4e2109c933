// Errors shown where the person is looking: next to the field they are about. The engine's
// messages start with the request field they concern ("goal: goal state 111/1.1/111 is a 3x3
// board, ..."), the same words the command line prints after the option's name.

// The input whose data-field is `field` within `form`, if any.
function fieldInput(form, field) {
  return field ? form.querySelector(`[data-field="${field}"]`) : null;
}

// The message element after an input (created once): <span class="field-error">.
function messageSlot(input) {
  let slot = input.parentElement.querySelector(`.field-error[data-for="${input.dataset.field}"]`);
  if (!slot) {
    slot = document.createElement('span');
    slot.className = 'field-error';
    slot.dataset.for = input.dataset.field;
    slot.setAttribute('role', 'alert');
    input.insertAdjacentElement('afterend', slot);
  }
  return slot;
}

// A cleared message is hidden but keeps its room until the pointer or key that caused the clearing
// (leaving a field by clicking a button below it) has finished: else the button moves away
// between the press and the release and the click misses it.
export function clearErrors(form) {
  for (const slot of form.querySelectorAll('.field-error, .form-error')) {
    if (slot.textContent) slot.classList.add('cleared');
  }
  for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
}

function collapseCleared() {
  setTimeout(() => {
    for (const slot of document.querySelectorAll('.field-error.cleared, .form-error.cleared')) {
      slot.textContent = '';
      slot.classList.remove('cleared');
    }
  }, 0);
}
document.addEventListener('click', collapseCleared);
document.addEventListener('keyup', collapseCleared);

// Shows `message` next to the field it names (or `field` when given), else at the form's foot.
export function showError(form, message, field = null) {
  const m = /^([a-z_]+): (.*)$/.exec(message);
  const input = fieldInput(form, field || (m && m[1]));
  if (input) {
    const slot = messageSlot(input);
    slot.classList.remove('cleared');
    slot.textContent = m && !field ? m[2] : message;
    input.setAttribute('aria-invalid', 'true');
    return;
  }
  let slot = form.querySelector('.form-error');
  if (!slot) {
    slot = document.createElement('p');
    slot.className = 'form-error';
    slot.setAttribute('role', 'alert');
    form.appendChild(slot);
  }
  slot.classList.remove('cleared');
  slot.textContent = message;
}

// Builds elements from a tag, attributes and children (strings become text).
export function h(tag, attributes = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) {
    if (v === false || v === null || v === undefined) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(e.dataset, v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c);
  return e;
}

// A table from a header row and rows of cells.
export function table(header, rows, attributes = {}) {
  return h('table', attributes,
    h('thead', {}, h('tr', {}, header.map((c) => h('th', {}, String(c))))),
    h('tbody', {}, rows.map((r) => h('tr', {}, r.map((c) => h('td', {}, c instanceof Node ? c : String(c)))))));
}
