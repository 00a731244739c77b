import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import { CHILD_HEADER, CHILD_TOKEN_VARIABLE } from './own-server';

/**
 * Loaded (`node --import`) into a server a test run starts, never by the server's own code:
 * - every answer carries the token its starter gave it (own-server.ts), so the starter
 *   accepts only its own child's answer, never that of another server holding the port (a second
 *   run, or one a crashed run left behind);
 * - started with an IPC channel, it stops as soon as its starter is gone, even killed, so a
 *   crashed run leaves no server behind.
 */
const token = process.env[CHILD_TOKEN_VARIABLE];
if (token) {
  subscribe('http.server.request.start', (message) => {
    (message as { response: ServerResponse }).response.setHeader(CHILD_HEADER, token);
  });
}

if (process.channel) {
  // The channel must not keep the server alive by itself, nor its end go unheard.
  process.channel.unref();
  process.once('disconnect', () => {
    // The server's own way out (finish requests, save, release its data folder), bounded.
    process.kill(process.pid, 'SIGTERM');
    setTimeout(() => process.exit(1), 5_000).unref();
  });
}
