// The classic 4x4 first hint in the WebAssembly module under node, as the page's worker asks
// for it (roll.hint, a 2^22 perimeter): prints the moment each piece of work begins (the
// perimeter and group databases, the IDA* passes), then the wall and CPU seconds, the module's
// heap, the distance and the solution (docs/web.md, "Speed"). Node's standard library only.
// Usage: node bench/wasm_hint.mjs build/wasm/cubeworks.js [PERIMETER]
import fs from 'node:fs';
import { createRequire } from 'node:module';
const modulePath = process.argv[2];
// Emscripten 3.1.6 would fetch() the .wasm by a file path under node 18+: hand it the bytes.
const createCubeworks = createRequire(import.meta.url)(fs.realpathSync(modulePath));
const wasm = await createCubeworks({ wasmBinary: fs.readFileSync(modulePath.replace(/\.js$/, '.wasm')) });
const t0 = performance.now();
let last = '';
wasm.set_progress_listener((label, done, total, el, note, fin) => { const l = `${((performance.now()-t0)/1000).toFixed(1)} s ${label} ${done}/${total} ${note} ${fin}`; if (label !== last) { console.log(l); last = label; } });
const req = { start: '0000/0.00/0000/0000', goal: '1111/1.11/1111/1111', perimeter: Number(process.argv[3] || (1<<22)) };
const r = JSON.parse(wasm.call('roll.hint', JSON.stringify(req)));
const cpu = process.cpuUsage();
console.log(((performance.now() - t0) / 1000).toFixed(1), 's wall', ((cpu.user + cpu.system) / 1e6).toFixed(1), 's cpu', (wasm.HEAP8.length / 2 ** 20).toFixed(0), 'MiB heap', r.ok, r.document && r.document.distance, r.document && r.document.solution, JSON.stringify(r.document && r.document.stats || r).slice(0, 300));
