import { pinSelfToSecondCore } from './processes';
import { serverFigures, type Row } from './server-figures';

/**
 * `npm run bench`: starts what it measures, measures it beside a Fastify hello-world in the
 * same run, and prints every figure with its target. It never fails on a time: this machine
 * is shared and noisy, so the figures are for reading, as ratios and budgets.
 */
async function main() {
  pinSelfToSecondCore();
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const rows: Row[] = [...(await serverFigures(seconds))];
  const width = Math.max(...rows.map((r) => r.figure.length));
  const valueWidth = Math.max(...rows.map((r) => r.value.length));
  console.log('');
  for (const r of rows)
    console.log(
      `${r.figure.padEnd(width)}  ${r.value.padEnd(valueWidth)}  ${r.met ? 'meets' : 'MISSES'} ${r.target}`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
