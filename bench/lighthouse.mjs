// Lighthouse (pinned by tests/web/package-lock.json) over the four tabs of the site at a phone's
// and a desktop's size: the scores of the performance, accessibility, best-practices and PWA
// categories, the first load's transfer size (gzip, as a static host compresses) and the time
// to a usable board (Lighthouse's time to interactive and the page's own moment, when the first
// tab's engine answered: window.cubeworksApp.interactiveSeconds). Every report is kept as JSON
// in OUT (build/lighthouse/). Accessibility and best practices must score 100, or each audit
// that fails must be listed with its reason in bench/lighthouse_known.json; otherwise the exit
// status is 1.
// --quick (the test web/lighthouse, ctest's label web): the accessibility, best-practices and PWA
// categories alone, with short quiet windows after the load and no full-page screenshot, and no
// board-usable time; 87 s for the eight audits at load average 8, the full run about 7 minutes. Without the site or Lighthouse it
// exits 77 (ctest's skip), under CI (CI set) 1.
// Usage: node bench/lighthouse.mjs [--quick] [build/web] [OUT] [TABS, e.g. rolling,stack]   (npm ci in tests/web first)
// CUBEWORKS_LIGHTHOUSE_LOG=verbose shows Lighthouse's own log (where its time goes).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const quick = process.argv[2] === '--quick';
const args = process.argv.slice(quick ? 3 : 2);
const site = path.resolve(args[0] || path.join(root, 'build/web'));
const out = path.resolve(args[1] || path.join(root, 'build/lighthouse'));
const modules = path.join(root, 'tests/web/node_modules');
const requireTests = createRequire(path.join(modules, 'x.js'));
for (const [needed, what] of [[path.join(site, 'index.html'), 'the site (bash scripts/build-web.sh)'],
  [path.join(modules, 'lighthouse/package.json'), 'Lighthouse (npm ci in tests/web)']]) {
  if (!fs.existsSync(needed)) {
    console.log(`${process.env.CI ? 'failed' : 'skipped'}: no ${needed}, ${what}`);
    process.exit(process.env.CI ? 1 : 77);
  }
}
const lighthouse = (await import(requireTests.resolve('lighthouse'))).default;
const chromeLauncher = await import(requireTests.resolve('chrome-launcher'));
const WebSocket = requireTests('ws');  // node 20 has no WebSocket of its own
const known = JSON.parse(fs.readFileSync(path.join(here, 'lighthouse_known.json'), 'utf8')).findings;

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml', '.png': 'image/png' };

// A static host: the folder's files, gzipped when the browser accepts it (as hosts do), with the
// two cross-origin isolation headers, as a host that can be asked to sends them. Without them
// the page, isolated by its service worker, reloads itself once when the worker takes it over
// on a first visit (docs/web.md, "Cross-origin isolation"), and Lighthouse, which audits every
// page as a first visit, stops at that navigation ("Inspected target navigated or closed").
function serve(folder) {
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let file = path.join(folder, name.endsWith('/') ? `${name}index.html` : name);
    if (!file.startsWith(folder) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404);
      response.end('not found');
      return;
    }
    let body = fs.readFileSync(file);
    const headers = { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache',
      'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
    if (/\bgzip\b/.test(request.headers['accept-encoding'] || '') && !file.endsWith('.png')) {
      body = zlib.gzipSync(body, { level: 6 });
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(200, headers);
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const started = Date.now();
const server = await serve(site);
const base = `http://127.0.0.1:${server.address().port}/`;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
fs.mkdirSync(out, { recursive: true });
const categories = quick ? ['accessibility', 'best-practices', 'pwa'] : ['performance', 'accessibility', 'best-practices', 'pwa'];
// The quick run waits half a second of quiet after the load instead of Lighthouse's 5.25 s for
// each of four waits: Lighthouse keeps its own windows at 5.25 s or more whenever it measures
// the page as it runs (throttlingMethod 'provided', which the performance figures need), and
// leaves them as given when it would simulate throttling, which only the performance category
// uses; the quick run does not run that category.
const quickSettings = { throttlingMethod: 'simulate', pauseAfterFcpMs: 0, pauseAfterLoadMs: 500, networkQuietThresholdMs: 500,
  cpuQuietThresholdMs: 500, disableFullPageScreenshot: true };
const sizes = {
  phone: { formFactor: 'mobile', screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false } },
  desktop: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1280, height: 900, deviceScaleFactor: 1, disabled: false } },
};
let failed = false;
console.log(`Lighthouse ${requireTests('lighthouse/package.json').version} on ${site}, Chromium ${(await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser}`);
console.log('tab       size     perf  a11y  best  pwa   transfer (gzip)  interactive  board usable  audit');
try {
  for (const tab of (args[2] || 'rolling,macmahon,hoffman,stack').split(',')) {
    for (const [size, settings] of Object.entries(sizes)) {
      const audit = () => lighthouse(`${base}#${tab}`, { port: chrome.port, output: 'json', logLevel: process.env.CUBEWORKS_LIGHTHOUSE_LOG || 'error' }, {
        extends: 'lighthouse:default',
        settings: { onlyCategories: categories, throttlingMethod: 'provided', ...settings, ...(quick ? quickSettings : {}), maxWaitForLoad: 90000 },
      });
      // On a busy machine Chromium sometimes answers a protocol call too late: once more, then give up.
      const begun = Date.now();
      const result = await audit().catch((e) => {
        console.log(`    (${tab} ${size}: ${e.message.split('\n')[0]}; once more)`);
        return audit();
      });
      const lhr = result.lhr;
      fs.writeFileSync(path.join(out, `${tab}-${size}.json`), result.report);
      const score = (c) => (lhr.categories[c] && lhr.categories[c].score !== null ? Math.round(100 * lhr.categories[c].score) : '-');
      const weight = lhr.audits['total-byte-weight'];  // a performance audit: not in the quick run
      const bytes = weight ? weight.numericValue : NaN;
      const tti = lhr.audits.interactive && lhr.audits.interactive.numericValue;
      const usable = quick ? NaN : await boardUsable(`${base}#${tab}`, chrome.port);
      console.log(`${tab.padEnd(9)} ${size.padEnd(8)} ${String(score('performance')).padStart(4)}  ${String(score('accessibility')).padStart(4)}  ` +
        `${String(score('best-practices')).padStart(4)}  ${String(score('pwa')).padStart(3)}   ${Number.isNaN(bytes) ? '       -    ' : `${(bytes / 1024).toFixed(0).padStart(8)} KiB`}     ` +
        `${tti ? (tti / 1000).toFixed(1).padStart(6) + ' s' : '     -  '}   ${Number.isNaN(usable) ? '     -' : usable.toFixed(2).padStart(6)} s   ${((Date.now() - begun) / 1000).toFixed(0).padStart(4)} s`);
      for (const c of ['accessibility', 'best-practices']) {
        for (const ref of lhr.categories[c].auditRefs) {
          const a = lhr.audits[ref.id];
          if (ref.weight === 0 || a.score === null || a.score === 1) continue;
          const why = known[a.id];
          console.log(`    ${c}: ${a.id} (${a.title})${why ? `: known, ${why}` : ': NOT EXPLAINED'}`);
          if (!why) failed = true;
        }
      }
    }
  }
} finally {
  await chrome.kill();
  server.close();
}
console.log(`reports: ${out}/TAB-SIZE.json; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exit(failed ? 1 : 0);

// The page's own record of when its first tab answered (seconds from navigation), in a fresh tab.
async function boardUsable(url, port) {
  const target = await (await fetch(`http://127.0.0.1:${port}/json/new?${encodeURIComponent(url)}`, { method: 'PUT' })).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve) => ws.once('open', resolve));
  let id = 0;
  const send = (method, params = {}) => new Promise((resolve) => {
    const mine = ++id;
    const listen = (data) => {
      const message = JSON.parse(data);
      if (message.id === mine) {
        ws.off('message', listen);
        resolve(message.result);
      }
    };
    ws.on('message', listen);
    ws.send(JSON.stringify({ id: mine, method, params }));
  });
  let seconds = null;
  for (let tries = 0; tries < 600 && seconds === null; ++tries) {
    const r = await send('Runtime.evaluate', { expression: 'window.cubeworksApp && window.cubeworksApp.interactiveSeconds', returnByValue: true });
    seconds = r && r.result && typeof r.result.value === 'number' ? r.result.value : null;
    if (seconds === null) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  ws.close();
  await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
  return seconds ?? NaN;
}
