// `npm test`: every check, each with its time and a time limit, two at a time where they can
// share the machine's two cores. A stage that passes its limit is stopped (with everything it
// started) and the processes it left are listed, so a run that hangs says where instead of
// waiting out CI's clock.
import { execSync, spawn } from 'node:child_process';

const minutes = 60_000;
const stage = (script, limitMin, args = []) => ({ script, args, limitMs: limitMin * minutes });

// Phases run one after another; the lanes of a phase side by side, each lane's stages in order.
const phases = [
  // The browser to install, checks of the sources, the portal build and the checks of the
  // bundle and of crashes (one core), beside the Vitest projects (the other), which take longer.
  [
    [
      stage('chromium', 5),
      stage('typecheck', 5),
      stage('lint', 5),
      stage('format:check', 3),
      stage('build:portal', 5),
      stage('check:bundle', 2),
      stage('check:crash', 5, ['--rounds', '3']),
      // npm ci, the build and the prune on a copy of the tree, then the built servers.
      stage('test:production', 10),
      // The conformance suite through Prism: every answer as the OpenAPI document describes it.
      stage('test:contract:prism', 5),
    ],
    [stage('test:vitest', 15)],
  ],
  // A Chromium and a sandbox per worker: both cores.
  [[stage('test:e2e', 25)]],
  // Alone: it fails on any stall of the sandbox's event loop, which a busy machine would cause.
  [[stage('check:fuzz', 5, ['--requests', '1000'])]],
];

// Each stage runs in its own process group, out of reach of the terminal's Ctrl+C: pass it on.
const running = new Set();
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the stage ended meanwhile
      }
    }
    process.exit(code);
  });
}

/**
 * Runs one npm script. Alone in its phase its output streams; beside another it is held and
 * printed whole when the stage ends, so the two never interleave.
 */
function run({ script, args, limitMs }, streamed) {
  return new Promise((resolve) => {
    const npmArgs = ['run', script, ...(args.length ? ['--', ...args] : [])];
    // Its own process group, so that a timeout stops the servers it started too.
    const child = spawn('npm', npmArgs, {
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    let held = '';
    child.stdout?.on('data', (chunk) => (held += chunk));
    child.stderr?.on('data', (chunk) => (held += chunk));
    const timer = setTimeout(() => {
      process.stdout.write(held);
      held = '';
      console.error(`\n${script} passed its limit of ${limitMs / minutes} min; still running:`);
      try {
        console.error(execSync(`ps -o pid,etime,args --forest -g ${child.pid}`).toString());
      } catch {
        // ps finds nothing when the group has just ended
      }
      process.kill(-child.pid, 'SIGKILL');
    }, limitMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      if (!streamed) process.stdout.write(`\n──── ${script} ────\n${held}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const started = Date.now();
const took = [];
const failed = [];

async function runLane(lane, streamed) {
  for (const s of lane) {
    const stageStart = Date.now();
    const code = await run(s, streamed);
    const seconds = Math.round((Date.now() - stageStart) / 1000);
    took.push(`${s.script} ${seconds} s`);
    if (code !== 0) {
      failed.push(`${s.script} (exit ${code} after ${seconds} s)`);
      return;
    }
  }
}

for (const lanes of phases) {
  const phaseStart = Date.now();
  await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  if (lanes.length > 1)
    console.log(`(side by side: ${Math.round((Date.now() - phaseStart) / 1000)} s)`);
  if (failed.length) {
    console.error(`\nnpm test: ${failed.join(', ')} failed`);
    console.error(`stages run: ${took.join(', ')}`);
    process.exit(1);
  }
}
console.log(
  `\nnpm test passed in ${Math.round((Date.now() - started) / 1000)} s: ${took.join(', ')}`,
);
