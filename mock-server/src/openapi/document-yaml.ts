import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code, given inline (plain CommonJS) so that it runs the same from the TypeScript
 * sources and from the bundled build; the yaml module is passed as a resolved path for the same
 * reason.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const yaml = require(workerData.yamlModule);
parentPort.postMessage(yaml.stringify(JSON.parse(workerData.json), { strict: false }));
`;

/**
 * The API document (its JSON text) as YAML, made on a thread of its own: the yaml library takes
 * most of a second over the half megabyte, which on the event loop would hold every request,
 * and in the hosted trial every world, that long.
 */
export function yamlOfDocument(json: string): Promise<string> {
  const yamlModule = createRequire(import.meta.url).resolve('yaml');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { json, yamlModule } });
    worker.once('message', (yaml: string) => resolve(yaml));
    worker.once('error', reject);
    // After the answer this changes nothing; before it, it is the reason there is none.
    worker.once('exit', (code) => reject(new Error(`The YAML worker stopped (exit ${code}).`)));
  });
}
