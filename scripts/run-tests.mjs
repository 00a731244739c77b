// `npm test`: every check in order, each with its time and a time limit. A stage that passes its
// limit is stopped (with everything it started) and the processes it left are listed, so a run
// that hangs says where instead of waiting out CI's clock.
import { execSync, spawn } from 'node:child_process';

const minutes = 60_000;
const stages = [
  ['typecheck', [], 5 * minutes],
  ['lint', [], 5 * minutes],
  ['format:check', [], 3 * minutes],
  ['test:unit', [], 15 * minutes],
  ['test:api', [], 15 * minutes],
  ['test:contract', [], 5 * minutes],
  ['check:crash', ['--rounds', '3'], 5 * minutes],
  ['check:fuzz', ['--requests', '1000'], 5 * minutes],
  ['test:e2e', [], 45 * minutes],
  ['check:bundle', [], 2 * minutes],
];

// The stage runs in its own process group, out of reach of the terminal's Ctrl+C: pass it on.
let current = null;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    try {
      if (current) process.kill(-current.pid, signal);
    } catch {
      // the stage ended meanwhile
    }
    process.exit(code);
  });
}

function run(script, args, limitMs) {
  return new Promise((resolve) => {
    const npmArgs = ['run', script, ...(args.length ? ['--', ...args] : [])];
    // Its own process group, so that a timeout stops the servers it started too.
    const child = spawn('npm', npmArgs, { stdio: 'inherit', detached: true });
    current = child;
    const timer = setTimeout(() => {
      console.error(`\n${script} passed its limit of ${limitMs / minutes} min; still running:`);
      try {
        console.error(execSync(`ps -o pid,etime,args --forest -g ${child.pid}`).toString());
      } catch {
        // ps finds nothing when the group has just ended
      }
      process.kill(-child.pid, 'SIGKILL');
    }, limitMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const started = Date.now();
const took = [];
for (const [script, args, limitMs] of stages) {
  const stageStart = Date.now();
  const code = await run(script, args, limitMs);
  const seconds = Math.round((Date.now() - stageStart) / 1000);
  took.push(`${script} ${seconds} s`);
  if (code !== 0) {
    console.error(`\nnpm test: ${script} failed (exit ${code}) after ${seconds} s`);
    console.error(`stages run: ${took.join(', ')}`);
    process.exit(1);
  }
}
console.log(
  `\nnpm test passed in ${Math.round((Date.now() - started) / 1000)} s: ${took.join(', ')}`,
);
