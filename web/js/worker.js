// The engines' thread: loads the WebAssembly module once and answers
//   {id, verb, request}            -> {id, type: 'result', result}     (result: call()'s object)
// with {id, type: 'progress', label, done, total, elapsed, note, finished} messages while it works.
// A request cannot be interrupted from inside (the call holds this thread), so the page cancels
// by terminating this worker and starting a fresh one (engine.js).
/* global createCubeworks */
importScripts('../cubeworks.js');

let current = null;  // the id of the request being worked on, for progress messages
const ready = createCubeworks({
  // cubeworks.wasm lies beside cubeworks.js, one folder up from this script.
  locateFile: (path) => new URL(`../${path}`, self.location).href,
  // The module's own stdout/stderr lines are not errors of the page: pass them on as notes.
  print: (line) => postMessage({ type: 'log', line }),
  printErr: (line) => postMessage({ type: 'log', line }),
}).then((module) => {
  module.set_progress_listener((label, done, total, elapsed, note, finished) =>
    postMessage({ id: current, type: 'progress', label, done, total, elapsed, note, finished }));
  postMessage({ type: 'ready', version: module.version(), schema: JSON.parse(module.schema()) });
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
