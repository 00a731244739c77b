import { ensureFullChromium } from '../chromium-launch';
import { activityFigures } from './activity-figures';
import { checklistFigures } from './checklist-figures';
import { consoleFigures } from './console-figures';
import { fairnessFigures } from './fairness-figures';
import { peerFigures } from './peer-figures';
import { postgresFigures } from './postgres-figures';
import { helloAlone, phaseRow } from './machine-phase';
import { pinSelfTo } from './processes';
import { buildBenchServer } from './sandbox';
import { serverFigures, type Row } from './server-figures';
import { teamFigures } from './team-figures';
import { trialFigures } from './trial-figures';
import { webFigures } from './web-figures';

/**
 * `npm run bench`: starts what it measures, measures it beside a Fastify hello-world in the
 * same run, and prints every figure with its target. It never fails on a time: this machine
 * is shared and noisy, so the figures are for reading, as ratios and budgets. Its first row
 * says whether the machine was calm enough, at the start and the end of the run, to judge them.
 * BENCH_ONLY=server or BENCH_ONLY=web runs one half; BENCH_ONLY=teams only the large team tree,
 * BENCH_ONLY=peers only the sandbox beside json-server and Prism, BENCH_ONLY=trial only the
 * hosted trial's rows, BENCH_ONLY=postgres only the trial's rows in PostgreSQL with two
 * processes, BENCH_ONLY=activity only the cost of recording activity, BENCH_ONLY=checklist only
 * the cost of a world's getting-started checklist in use, BENCH_ONLY=console only
 * the sales console's rows, BENCH_ONLY=fairness only the rows of one busy world beside a quiet one,
 * BENCH_ONLY=phase only the first row (about 20 s).
 */
const PARTS = [
  'server',
  'web',
  'teams',
  'peers',
  'trial',
  'postgres',
  'activity',
  'checklist',
  'console',
  'fairness',
  'phase',
] as const;

async function main() {
  const only = process.env.BENCH_ONLY || undefined;
  // A misspelt part would otherwise run nothing but the first row, and look like a result.
  if (only && !(PARTS as readonly string[]).includes(only))
    throw new Error(
      `BENCH_ONLY=${only} is not a part of the bench: use one of ${PARTS.join(', ')}`,
    );
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const runs = (part: (typeof PARTS)[number]) => !only || only === part;
  await buildBenchServer();
  await pinSelfTo('1');
  const phaseAtStart = await helloAlone();
  // The browser gets every core; the load generator then takes the second one only.
  if (runs('web')) {
    await pinSelfTo('0,1');
    ensureFullChromium();
  }
  const web = runs('web') ? await webFigures() : [];
  await pinSelfTo('1');
  const server = runs('server') ? await serverFigures(seconds) : [];
  const teams = runs('server') || runs('teams') ? await teamFigures(seconds) : [];
  const peers = runs('server') || runs('peers') ? await peerFigures(seconds) : [];
  const trial = runs('trial') ? await trialFigures(seconds) : [];
  const activity = runs('trial') || runs('activity') ? await activityFigures(seconds) : [];
  const checklist = runs('trial') || runs('checklist') ? await checklistFigures(seconds) : [];
  const postgres = runs('postgres') ? await postgresFigures(seconds) : [];
  const fairness = runs('fairness') ? await fairnessFigures(seconds) : [];
  const salesConsole = runs('console') ? await consoleFigures() : [];
  const rows: Row[] = [
    phaseRow(phaseAtStart, await helloAlone()),
    ...server,
    ...teams,
    ...peers,
    ...trial,
    ...activity,
    ...checklist,
    ...postgres,
    ...fairness,
    ...salesConsole,
    ...web,
  ];
  const width = Math.max(...rows.map((r) => r.figure.length));
  const valueWidth = Math.max(...rows.map((r) => r.value.length));
  console.log('');
  // A row without a target is there to read beside the others (the disk's flush times).
  for (const r of rows)
    console.log(
      `${r.figure.padEnd(width)}  ${r.value.padEnd(valueWidth)}  ${r.target ? `${r.met ? 'meets' : 'MISSES'} ${r.target}` : ''}`.trimEnd(),
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
