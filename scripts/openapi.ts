import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../mock-server/src/app';
import { oneWorldHost } from '../mock-server/src/hosting/one-world-host';
import { memoryShelf } from '../mock-server/src/storage/memory/memory-shelf';
import { readConfig } from '../mock-server/src/config';
import { seedWorld } from '../mock-server/src/seed/seed';
import { realClock } from '../mock-server/src/simulation/clock';
import { openMemoryStore } from '../mock-server/src/storage/memory/memory-store';

/**
 * `npm run openapi`: writes the API's OpenAPI 3.1 document (the one the sandbox serves at
 * /docs/json) to dist/openapi.json and dist/openapi.yaml, for client generators. Nothing listens;
 * the document comes from the same routes and contract schemas the sandbox runs.
 */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const clock = realClock();
  const store = await openMemoryStore(await seedWorld(config, clock.now()));
  const app = buildApp({
    host: oneWorldHost({ store, clock, config, snapshots: memoryShelf(clock) }),
  });
  await app.ready();
  const out = path.resolve(process.argv[2] ?? 'dist');
  await mkdir(out, { recursive: true });
  const json = path.join(out, 'openapi.json');
  const yaml = path.join(out, 'openapi.yaml');
  await writeFile(json, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await writeFile(yaml, app.swagger({ yaml: true }));
  const operations = Object.values(app.swagger().paths ?? {}).flatMap((p) => Object.keys(p ?? {}));
  console.log(`Wrote ${json} and ${yaml}: ${operations.length} operations.`);
  await app.close();
}

await main();
