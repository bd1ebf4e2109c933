// The WebAssembly module under node against the native program on one thread: the work of
// bench/wasm_workloads.json (3x3 whole-space search, 4x4 IDA* node loop, MacMahon census,
// Hoffman 4D search), best of RUNS each, and the ratio module / native (the goal: at most 1.3).
// bench/web_speed.py times the same work in headless Chromium's worker. Node's standard library only.
// Usage: node bench/wasm_speed.mjs [build/wasm/cubeworks.js] [build/release/cubeworks] [RUNS]
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const modulePath = path.resolve(process.argv[2] || path.join(root, 'build/wasm/cubeworks.js'));
const program = path.resolve(process.argv[3] || path.join(root, 'build/release/cubeworks'));
const runs = Number(process.argv[4] || 3);
const { workloads } = JSON.parse(fs.readFileSync(path.join(here, 'wasm_workloads.json'), 'utf8'));

// The engine's own time from its statistics line, e.g. 'analyzed 15116544 states in 0.028 s'.
function statsSeconds(stats) {
  const m = / in ([0-9.]+) (m?s)\b/.exec(stats);
  if (!m) throw new Error(`no time in the statistics line: ${stats}`);
  return Number(m[1]) / (m[2] === 'ms' ? 1000 : 1);
}

function best(times) {
  return Math.min(...times);
}

// Emscripten 3.1.6 would fetch() the .wasm by a file path under node 18+: hand it the bytes.
const createCubeworks = createRequire(import.meta.url)(fs.realpathSync(modulePath));
const wasm = await createCubeworks({ wasmBinary: fs.readFileSync(modulePath.replace(/\.js$/, '.wasm')) });

function moduleSeconds(w) {
  const t0 = performance.now();
  const r = JSON.parse(wasm.call(w.verb, JSON.stringify(w.request)));
  const wall = (performance.now() - t0) / 1000;
  if (!r.ok) throw new Error(`${w.verb}: ${r.error}`);
  return w.time === 'stats' ? statsSeconds(r.stats.trim().split('\n').pop()) : wall;
}

function nativeSeconds(w) {
  // One thread; the statistics line is on stderr.
  const t0 = performance.now();
  const p = spawnSync(program, w.cli, { env: { ...process.env, OMP_NUM_THREADS: '1' }, encoding: 'utf8', maxBuffer: 1 << 26 });
  const wall = (performance.now() - t0) / 1000;
  if (p.status !== 0) throw new Error(`${program} ${w.cli.join(' ')}: ${p.stderr}`);
  return w.time === 'stats' ? statsSeconds(p.stderr.trim().split('\n').pop()) : wall;
}

console.log(`WebAssembly (${path.relative(root, modulePath)}) under node ${process.version} against ` +
  `${path.relative(root, program)} on one thread, best of ${runs} (or a workload's min_runs); load average ${os.loadavg()[0].toFixed(1)}`);
console.log('work                                                              module     native   module/native');
for (const w of workloads) {
  // The module's runs and the program's in turn: a change in the machine's load between them
  // would otherwise show as a ratio.
  const m = [], n = [];
  for (let i = 0; i < Math.max(runs, w.min_runs || 0); ++i) {
    m.push(moduleSeconds(w));
    n.push(nativeSeconds(w));
  }
  console.log(`${w.name.padEnd(64)} ${best(m).toFixed(3).padStart(8)} s ${best(n).toFixed(3).padStart(8)} s ${(best(m) / best(n)).toFixed(2).padStart(8)}`);
}
