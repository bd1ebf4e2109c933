// One tab's status line: what its engine is doing, in one line a person reads. The engine's
// progress comes per pass for IDA* ("ida* bound 40": this pass's nodes against the pass's predicted
// count); the line adds the passes up: time since the job began, the bound searched, the nodes of
// every pass, and when this pass is predicted to end, called an estimate. Before the search, the
// database being built, its share done and the time left for it at the rate so far (an estimate).

export function formatSeconds(s) {
  if (s < 10) return `${s.toFixed(1)} s`;
  if (s < 60) return `${Math.round(s)} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.round((s % 3600) / 60)).padStart(2, '0')} min`;
}

const VERB_WORDS = {
  'roll.hint': 'looking for the best next move', 'roll.solve': 'solving', 'roll.moves': 'reading the board',
  'macmahon.census': 'counting collections', 'macmahon.targets': 'counting targets', 'macmahon.solve': 'solving',
  'hoffman.enumerate': 'enumerating packings', 'hoffman.construct': 'constructing', 'hoffman.boxes': 'drawing boxes',
  'hoffman.slice': 'slicing the 6D packing',
  'stack.check': 'checking the column', 'stack.solve': 'solving', 'stack.explain': 'drawing the colour graph',
};

export class JobStatus {
  constructor() {
    this.busy = false;
    this.line = 'starting the engine…';
    this.share = null;
  }

  take(e) {
    if (e.type === 'ready') {
      this.line = 'ready';
    } else if (e.type === 'busy') {
      if (!this.busy) {
        this.busy = true;
        this.began = performance.now();
        this.passLabel = null;
        this.passNodes = 0;
        this.earlierNodes = 0;
        this.verb = e.verb;
        this.detail = null;
      }
      this.share = null;
    } else if (e.type === 'progress') {
      this.progress(e);
    } else if (e.type === 'idle') {
      this.busy = false;
      this.share = null;
      this.line = e.cancelled ? 'cancelled' : 'ready';
      return;
    }
    if (this.busy) this.line = this.compose();
  }

  // Between the engine's updates (a database being built sends none): the time runs on.
  tick() {
    if (this.busy) this.line = this.compose();
  }

  progress(e) {
    const pass = /^ida\* bound (\d+)/.exec(e.label);
    if (pass) {
      if (e.label !== this.passLabel) {
        this.earlierNodes += this.passNodes;
        this.passLabel = e.label;
      }
      this.passNodes = Math.max(this.passNodes, e.done);
      const left = e.total > 0 && e.done > 0 && e.done < e.total ? e.elapsed * (e.total - e.done) / e.done : null;
      this.share = e.total > 0 ? Math.min(1, e.done / e.total) : null;
      this.detail = { bound: Number(pass[1]), left };
      return;
    }
    if (e.label === 'ida*') return;  // the line after a pass: its nodes are counted already
    this.share = e.total > 0 ? Math.min(1, e.done / e.total) : null;
    // A database being built ("perimeter database", "group database of 4 cubes") counts its
    // entries against their number: the time left at the rate so far, called an estimate.
    const left = /database/.test(e.label) && this.share !== null && e.done > 0 && e.done < e.total
      ? e.elapsed * (e.total - e.done) / e.done : null;
    this.detail = { label: e.label, share: this.share, done: e.done, left };
  }

  compose() {
    const elapsed = formatSeconds((performance.now() - this.began) / 1000);
    const word = VERB_WORDS[this.verb] || this.verb;
    const d = this.detail;
    if (d && d.bound !== undefined) {
      const nodes = (this.earlierNodes + this.passNodes).toLocaleString('en');
      const estimate = d.left === null ? 'no estimate yet for this bound'
        : `estimate: bound ${d.bound} done in about ${formatSeconds(d.left)}`;
      return `${word}: ${elapsed}, bound ${d.bound}, ${nodes} nodes, ${estimate}`;
    }
    if (d) {
      const amount = d.share === null ? d.done.toLocaleString('en') : `${(100 * d.share).toFixed(0)} %`;
      const estimate = d.left === null || d.left === undefined ? '' : `, estimate: ${formatSeconds(d.left)} left for it`;
      return `${word}: ${elapsed}, ${d.label}: ${amount}${estimate}`;
    }
    return `${word}… ${elapsed}`;
  }
}
