// The page's handle on the engines: every call goes to a Web Worker (worker.js), so the page
// never freezes. call() resolves with the module's result object ({ok, document, text, figures,
// stats} or {ok: false, error, kind}); cancel() stops the work under way by replacing the worker
// and rejects its promise with a Cancelled error.
import { Declarations } from './declared.js';

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

export class Engine {
  constructor(workerUrl = new URL('./worker.js', import.meta.url)) {
    this.workerUrl = workerUrl;
    this.pending = new Map();  // id -> {resolve, reject, onProgress, verb}
    this.nextId = 1;
    this.listeners = new Set();  // fn(event): {type: 'busy'|'idle'|'progress'|'ready', ...}
    this.start();
  }

  start() {
    this.worker = new Worker(this.workerUrl);
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
      this.worker.onerror = (e) => reject(new Error(e.message || 'the engine did not load'));
    });
    this.worker.onmessage = (event) => this.receive(event.data);
  }

  receive(message) {
    if (message.type === 'ready') {
      this.version = message.version;
      this.threads = message.threads;  // the threads its parallel loops get (worker.js)
      this.isolated = message.isolated;  // whether the page is cross-origin isolated
      this.module = message.module;  // cubeworks.js or cubeworks-threads.js
      this.schema = message.schema;
      this.declarations = new Declarations(message.schema);
      this.resolveReady(message);
      this.notify(message);
      return;
    }
    if (message.type === 'failed') {
      this.rejectReady(new Error(message.message));
      return;
    }
    if (message.type === 'log') return;
    const job = this.pending.get(message.id);
    if (!job) return;
    if (message.type === 'progress') {
      if (job.onProgress) job.onProgress(message);
      this.notify({ ...message, verb: job.verb });
      return;
    }
    this.pending.delete(message.id);
    job.resolve(message.result);
    if (this.pending.size === 0) this.notify({ type: 'idle' });
  }

  // request: the verb's fields (the same names as the Python keyword arguments).
  call(verb, request = {}, { onProgress } = {}) {
    const undeclared = this.declarations ? this.declarations.undeclared(verb, request) : [];
    if (undeclared.length) {
      const error = new Error(`the page sent ${verb} undeclared fields: ${undeclared.join(', ')}`);
      console.error(error.message);
      return Promise.reject(error);
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress, verb });
      this.notify({ type: 'busy', verb });
      this.worker.postMessage({ id, verb, request });
    });
  }

  get busy() { return this.pending.size > 0; }

  cancel() {
    if (!this.busy) return;
    this.worker.terminate();
    const jobs = [...this.pending.values()];
    this.pending.clear();
    this.start();
    for (const job of jobs) job.reject(new Cancelled());
    this.notify({ type: 'idle', cancelled: true });
  }

  onEvent(fn) { this.listeners.add(fn); }
  notify(event) { for (const fn of this.listeners) fn(event); }
}

// A result that is an error becomes an exception carrying the module's one-line message.
export class EngineError extends Error {
  constructor(result) {
    super(result.error);
    this.name = 'EngineError';
    this.kind = result.kind;
    // "FIELD: message" names the request field the message is about.
    const m = /^([a-z_]+): /.exec(result.error);
    this.field = m ? m[1] : null;
  }
}

export async function callOrThrow(engine, verb, request, options) {
  const result = await engine.call(verb, request, options);
  if (!result.ok) throw new EngineError(result);
  return result;
}
