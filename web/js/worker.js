// The engines' thread: loads the WebAssembly module once and answers
//   {id, verb, request}            -> {id, type: 'result', result}     (result: call()'s object)
// with {id, type: 'progress', label, done, total, elapsed, note, finished} messages while it works.
// A request cannot be interrupted from inside (the call holds this thread), so the page cancels
// by terminating this worker and starting a fresh one (engine.js).
//
// Which module: where the page is cross-origin isolated (the service worker's headers, sw.js, or
// the host's) the threaded one, cubeworks-threads.js, whose parallel loops run on
// navigator.hardwareConcurrency threads (at most MAX_THREADS), each a Web Worker of its own
// (cubeworks-threads.worker.js) sharing the module's memory; elsewhere shared memory is refused,
// and the single-threaded cubeworks.js runs. 'ready' says which: {threads, isolated, module}.
/* global createCubeworks */
const MAX_THREADS = 8;
const isolated = self.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function';

let current = null;  // the id of the request being worked on, for progress messages

function load(script, threads) {
  importScripts(`../${script}`);  // defines createCubeworks
  return createCubeworks({
    // The .wasm (and the threads' worker script) lie beside the module's script, one folder up.
    locateFile: (path) => new URL(`../${path}`, self.location).href,
    mainScriptUrlOrBlob: new URL(`../${script}`, self.location).href,  // what each thread loads
    cubeworksThreads: threads,  // the threads started with the module (src/wasm/CMakeLists.txt)
    // The module's own stdout/stderr lines are not errors of the page: pass them on as notes.
    print: (line) => postMessage({ type: 'log', line }),
    printErr: (line) => postMessage({ type: 'log', line }),
  }).then((module) => {
    module.set_threads(threads);
    module.script = script;
    return module;
  });
}

const threads = isolated ? Math.max(1, Math.min(navigator.hardwareConcurrency || 1, MAX_THREADS)) : 1;
const loading = isolated
  // A browser with shared memory but no WebAssembly threads: one thread after all.
  ? load('cubeworks-threads.js', threads).catch(() => load('cubeworks.js', 1))
  : load('cubeworks.js', 1);
const ready = loading.then((module) => {
  module.set_progress_listener((label, done, total, elapsed, note, finished) =>
    postMessage({ id: current, type: 'progress', label, done, total, elapsed, note, finished }));
  postMessage({ type: 'ready', version: module.version(), schema: JSON.parse(module.schema()),
    threads: module.threads(), isolated, module: module.script });
  return module;
}, (error) => {
  postMessage({ type: 'failed', message: String(error && error.message || error) });
  return new Promise(() => {});  // requests wait forever; the page says the engines did not load
});

onmessage = async (event) => {
  const { id, verb, request } = event.data;
  const module = await ready;
  current = id;
  const started = performance.now();
  const result = JSON.parse(module.call(verb, JSON.stringify(request || {})));
  result.seconds = (performance.now() - started) / 1000;
  current = null;
  postMessage({ id, type: 'result', result });
};
