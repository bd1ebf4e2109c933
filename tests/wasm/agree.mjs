// The WebAssembly module and the native CLI give the same answers: for each call below the
// module's `document` equals the CLI's `--json` output (as parsed JSON), and a bad request gives
// the CLI's error message, the CLI's option ("--from: ") replaced by the request's field
// ("start: "), with kind "input" where the CLI exits 2. Node's standard library only.
// Usage: node tests/wasm/agree.mjs MODULE.js CLI [--timings]
//   MODULE.js: build/wasm/cubeworks.js (scripts/build-web.sh); CLI: build/release/cubeworks.
//   The threaded module, build/wasm-threads/cubeworks-threads.js, runs on 2 threads (node's
//   worker_threads): its parallel IDA* must give the CLI's optimal solution too.
//   Exits 77 (ctest's SKIP_RETURN_CODE) when MODULE.js is missing: no wasm build yet.
//   --timings: also times the 3x3 rolling BFS (roll.solve classic, roll.analyze 3x3) both ways.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';

const [modulePath, cli, ...flags] = process.argv.slice(2);
if (!modulePath || !cli) {
  console.error('usage: node agree.mjs MODULE.js CLI [--timings]');
  process.exit(2);
}
if (!fs.existsSync(modulePath)) {
  console.log(`skipped: ${modulePath} not built (scripts/build-web.sh)`);
  process.exit(77);
}

// Emscripten 3.1.6 would fetch() the .wasm by a file path under node 18+: hand it the bytes.
const createCubeworks = createRequire(import.meta.url)(fs.realpathSync(modulePath));
const THREADS = 2;  // the threaded module's pthreads, started with it (cubeworksThreads)
const wasm = await createCubeworks({ wasmBinary: fs.readFileSync(modulePath.replace(/\.js$/, '.wasm')),
  cubeworksThreads: THREADS });
wasm.set_threads(THREADS);  // the single-threaded module keeps one
console.log(`${modulePath}: ${wasm.threads()} thread${wasm.threads() === 1 ? '' : 's'}`);
const call = (verb, request) => JSON.parse(wasm.call(verb, JSON.stringify(request)));
const native = (args, env = {}) =>
  spawnSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, ...env } });

// [verb, request, CLI arguments]
const agreeing = [
  ['roll.solve', {}, ['roll', 'solve']],
  ['roll.analyze', { board: '2x3' }, ['roll', 'analyze', '--board', '2x3']],
  // The whole 3x3 space: every kind of pull (src/rolling/pulls.cpp), on the threaded module's threads too.
  ['roll.analyze', { board: '3x3' }, ['roll', 'analyze', '--board', '3x3', '--no-checkpoint']],
  ['roll.solve', { start: '000/0.0/000', goal: 'RRR/R.R/RRR', kind: 'eight', max_moves: 30 },
    ['roll', 'solve', '--from', '000/0.0/000', '--to', 'RRR/R.R/RRR', '--kind', 'eight', '--max-moves', '30']],
  ['roll.solve', { start: '000/0.0/000', goal: 'BBB/B.B/BBB', kind: 'eight', max_moves: 3 },
    ['roll', 'solve', '--from', '000/0.0/000', '--to', 'BBB/B.B/BBB', '--kind', 'eight', '--max-moves', '3']],
  ['roll.analyze', { board: '2x3', kind: 'eight' }, ['roll', 'analyze', '--board', '2x3', '--kind', 'eight']],
  // IDA* on 3x4 (its passes run on the module's threads in the threaded module); the same
  // optimal solution, since the least subtree holding one wins however the threads share them.
  ['roll.solve', { start: '0000/0.00/0000', goal: '1111/1.11/1111', perimeter: 65536 },
    ['roll', 'solve', '--from', '0000/0.00/0000', '--to', '1111/1.11/1111', '--perimeter', '65536', '--no-cache']],
  ['macmahon.census', { target: 'Ab' }, ['macmahon', 'census', '--target', 'Ab']],
  ['macmahon.solve', { target: 'Ba', cubes: 'row:A,col:b,-Ab' },
   ['macmahon', 'solve', '--target', 'Ba', '--cubes', 'row:A,col:b,-Ab']],
  ['macmahon.explain', { target: 'Ba', cubes: 'row:A,col:b,-Ab' },
   ['macmahon', 'explain', '--target', 'Ba', '--cubes', 'row:A,col:b,-Ab']],
  ['macmahon.explain', { target: 'Ab', cubes: 'Ab,Bc,Bd,Be,Ca,Cd,Da,Ea' },
   ['macmahon', 'explain', '--target', 'Ab', '--cubes', 'Ab,Bc,Bd,Be,Ca,Cd,Da,Ea']],
  ['macmahon.explain', { all: true }, ['macmahon', 'explain', '--all']],
  ['macmahon.analyze', { cubes: 'universal:1' }, ['macmahon', 'analyze', '--cubes', 'universal:1']],
  ['macmahon.analyze', { cubes: 'row:A,col:b,-Ab,Ba,Ca' }, ['macmahon', 'analyze', '--cubes', 'row:A,col:b,-Ab,Ba,Ca']],
  ['macmahon.universal', { facts: true }, ['macmahon', 'universal', '--facts']],
  ['macmahon.multiset', { cubes: 'Fa,Fb,Fc*7,Fd*7,Fe*8' }, ['macmahon', 'multiset', '--cubes', 'Fa,Fb,Fc*7,Fd*7,Fe*8']],
  ['macmahon.solve', { target: 'Ab', cubes: 'Ab*26,Ba', size: 3 },
   ['macmahon', 'solve', '--size', '3', '--target', 'Ab', '--cubes', 'Ab*26,Ba']],
  ['macmahon.targets', { size: 3 }, ['macmahon', 'targets', '--size', '3']],
  ['hoffman.enumerate', { dim: 3 }, ['hoffman', 'enumerate', '--dim', '3']],
  ['hoffman.layers', { dim: 3 }, ['hoffman', 'layers', '--dim', '3']],
  ['stack.solve', { cubes: 'classic' }, ['stack', 'solve', '--cubes', 'classic']],
  ['stack.explain', { cubes: '111111,111111,123123' }, ['stack', 'explain', '--cubes', '111111,111111,123123']],
  ['stack.census', { pool: 'haraguchi' }, ['stack', 'census', '--pool', 'haraguchi']],
  ['stack.check', { cubes: 'classic', turns: 'x,y,,Z', hint: true },
   ['stack', 'check', '--cubes', 'classic', '--turns', 'x,y,,Z', '--hint']],
  ['hoffman.check', { grid: '024,135,251/152,240,513/513,304,420' },
   ['hoffman', 'check', '024,135,251/152,240,513/513,304,420']],
  ['hoffman.slice', { factors: '3x2', at: '100,200,300' }, ['hoffman', 'slice', '--factors', '3x2', '--at', '100,200,300']],
];
// [verb, request, CLI arguments, the CLI's option, the request's field]
const failing = [
  ['roll.solve', { start: '000/0x0/000' }, ['roll', 'solve', '--from', '000/0x0/000'], '--from', 'start'],
  ['roll.solve', { kind: 'cubes' }, ['roll', 'solve', '--kind', 'cubes'], '--kind', 'kind'],
  ['macmahon.census', { target: 'Zz' }, ['macmahon', 'census', '--target', 'Zz'], '--target', 'target'],
  ['macmahon.explain', { target: 'Ab', cubes: 'Ab,Ac,Zz' },
   ['macmahon', 'explain', '--target', 'Ab', '--cubes', 'Ab,Ac,Zz'], '--cubes', 'cubes'],
  ['macmahon.analyze', { cubes: 'Ab,Ac,Ad' }, ['macmahon', 'analyze', '--cubes', 'Ab,Ac,Ad'], '--cubes', 'cubes'],
  ['macmahon.multiset', { cubes: 'Ab*99' }, ['macmahon', 'multiset', '--cubes', 'Ab*99'], '--cubes', 'cubes'],
  ['stack.check', { turns: 'x,q' }, ['stack', 'check', '--turns', 'x,q'], '--turns', 'turns'],
  ['hoffman.slice', { lengths: '1,2,3,4,5,6' }, ['hoffman', 'slice', '--lengths', '1,2,3,4,5,6'], '--lengths', 'lengths'],
];

let failures = 0;
const check = (ok, what, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok || !detail ? '' : '\n     ' + detail}`);
  if (!ok) failures++;
};

for (const [verb, request, args] of agreeing) {
  const what = `${verb} ${JSON.stringify(request)} = cubeworks ${args.join(' ')} --json`;
  const w = call(verb, request);
  const n = native([...args, '--json', '-q']);
  if (!w.ok || n.status !== 0) {
    check(false, what, `wasm: ${w.error ?? 'ok'}; native exit ${n.status}: ${n.stderr.trim()}`);
    continue;
  }
  const expected = JSON.parse(n.stdout);
  // IDA*'s node count depends on how the threads shared the last pass (the subtrees after the
  // solution's that were under way): not part of the answer.
  if (w.document.method === 'ida*') {
    delete w.document.nodes;
    delete expected.nodes;
  }
  const same = isDeepStrictEqual(w.document, expected);
  check(same, what, same ? '' : `wasm ${JSON.stringify(w.document).slice(0, 300)}\n     native ${n.stdout.slice(0, 300)}`);
}

for (const [verb, request, args, option, field] of failing) {
  const what = `${verb} ${JSON.stringify(request)} fails as cubeworks ${args.join(' ')}`;
  const w = call(verb, request);
  const n = native([...args, '-q']);
  const nativeMessage = n.stderr.trim().replace(/^cubeworks: error: /, '');
  // Some CLI verbs (macmahon census) print the engine's message without naming the option.
  const expected = field + ': ' + (nativeMessage.startsWith(option + ': ') ? nativeMessage.slice(option.length + 2) : nativeMessage);
  const same = !w.ok && w.kind === 'input' && n.status === 2 && w.error === expected;
  check(same, what, `wasm ${JSON.stringify(w)}\n     native exit ${n.status}: ${nativeMessage}`);
}

// Requests the CLI cannot express: refused with one line each, nothing thrown.
for (const [verb, request, pattern] of [
  ['roll.solve', { frm: '000/0.0/000' }, /^unknown field 'frm' \(fields: .*start/],
  ['roll.solve', { max_all: -1 }, /^max_all: must be at least 1, not -1$/],
  ['roll.solve', { max_moves: 'x' }, /^max_moves: expected an integer, got 'x'$/],
  ['roll.fly', {}, /^'roll.fly' is not a verb \(.*roll\.solve/],
]) {
  const w = call(verb, request);
  check(!w.ok && w.kind === 'input' && pattern.test(w.error), `${verb} ${JSON.stringify(request)} refused`,
        JSON.stringify(w));
}

// Generated from the declarations (schema()): every field's invalid values are refused by the
// module with the CLI's sentence, the field named as each door spells it, and `field` set.
const invalid = (f) => {
  const low = f.min ?? null;
  switch (f.kind) {
    case 'integer': return [['abc', 'abc'], [1.5, '1.5'], ...(low !== null && low > -(2 ** 62) ? [[low - 1, String(low - 1)]] : []),
                            ...(f.max !== null && f.max !== undefined ? [[1e30, '1e+30']] : [])];
    case 'number': return [['abc', 'abc'], ...(low !== null ? [[low - 1, String(low - 1)]] : [])];
    case 'flag': return [['yes', null]];
    case 'text': return [[5, null], ...(f.choices ? [['nonsense', 'nonsense']] : []), ...(f.nonempty ? [['', '']] : [])];
    default: return [[5, null]];
  }
};
// Valid values of the fields a verb requires (declared `required`), so that only the field under
// test is wrong.
const samples = { target: 'Ab', cubes: 'Ab,Ac,Ad,Ae,Af,Ba,Bc,Bd', grid: '024,135,251/152,240,513/513,304,420' };
const requiredWords = (verb) => verb.fields.filter((f) => f.required && f.cli)
  .flatMap((f) => (f.cli.startsWith('--') ? [f.cli, samples[f.name]] : [samples[f.name]]));
const schema = JSON.parse(wasm.schema());
let generated = 0;
for (const verb of schema.verbs) {
  for (const f of verb.fields.filter((f) => f.required && f.wasm)) {
    const w = call(`${verb.family}.${verb.name}`, {});
    check(!w.ok && w.field === f.name && w.error === `${f.name}: must be given`,
          `${verb.family}.${verb.name} without ${f.name} refused`, JSON.stringify(w));
    break;  // the first required field missing is the one named
  }
  for (const f of verb.fields) {
    if (!f.wasm || f.hidden) continue;
    for (const [value, word] of invalid(f)) {
      const w = call(`${verb.family}.${verb.name}`, { [f.name]: value });
      const what = `${verb.family}.${verb.name} {${f.name}: ${JSON.stringify(value)}} refused`;
      generated++;
      if (w.ok || w.kind !== 'input' || w.field !== f.name || !w.error.startsWith(f.name + ': ')) {
        check(false, what, JSON.stringify(w));
        continue;
      }
      if (word === null || !f.cli.startsWith('--') || f.cli_flags) continue;
      const path = `${verb.family}.${verb.name}`;
      const others = requiredWords(verb).filter((w, i, all) => w !== f.cli && all[i - 1] !== f.cli);
      const n = native([verb.family, verb.name.replaceAll('_', '-'), ...others, f.cli, word, '-q']);
      const expected = `cubeworks: error: ${f.cli}: ${w.error.slice(f.name.length + 2)}`;
      check(n.status === 2 && n.stderr.trim() === expected, `${what} as cubeworks ... ${f.cli} ${word}`,
            `wasm ${w.error}\n     native exit ${n.status}: ${n.stderr.trim()}`);
    }
  }
}
console.log(`${generated} invalid values from the declarations tried`);

if (flags.includes('--timings')) {
  // Each engine's own time (the stats line: "bfs: searched N states in T s"), and the wall time.
  const seconds = (stats) => Number((/in ([0-9.]+) s/.exec(stats) ?? [])[1]);
  const time = (label, run) => {
    const t0 = performance.now();
    const stats = run();
    console.log(`${label.padEnd(64)} ${((performance.now() - t0) / 1000).toFixed(2)} s wall, ${seconds(stats)} s engine`);
  };
  for (const [verb, request, args] of [
    ['roll.solve', {}, ['roll', 'solve']],
    ['roll.analyze', { board: '3x3' }, ['roll', 'analyze', '--board', '3x3', '--no-checkpoint']],
  ]) {
    time(`wasm   ${verb}`, () => call(verb, request).stats);
    for (const threads of ['1', String(execFileSync('nproc', { encoding: 'utf8' }).trim())])
      time(`native ${args.join(' ')} (${threads} thread${threads === '1' ? '' : 's'})`,
           () => native([...args, '--json'], { OMP_NUM_THREADS: threads }).stderr);
  }
}

console.log(failures ? `${failures} check(s) failed` : 'the module and the CLI agree');
process.exit(failures ? 1 : 0);
