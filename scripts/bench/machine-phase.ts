import { freePorts } from '../../tests/support/free-port';
import { measure, progress } from './load';
import { helloUrl, startHelloWorld } from './processes';
import type { Row } from './server-figures';

/**
 * The hello-world's rate, alone, that tells a calm phase of this shared machine from a slow one:
 * calm runs read 63,000-73,000 requests a second, slow phases 7,000-22,000 (docs/benchmarks.md,
 * "Slow phases"), and in those the sandbox's ratios to it fall too.
 */
export const CALM_HELLO_RPS = 60_000;

/** Seconds of load per look: long enough to settle, short beside a run of 25 minutes. */
const LOOK_SECONDS = 4;

/**
 * The hello-world alone for a few seconds, pinned to the first core as every measured server
 * is, at 10 connections from this process (on the second core, once pinned): its requests a
 * second.
 */
export async function helloAlone(): Promise<number> {
  const [port] = (await freePorts(1)) as [number];
  progress('measuring the hello-world alone, to tell the phase of this machine');
  const hello = await startHelloWorld(port);
  try {
    return (await measure({ url: helloUrl(port), seconds: LOOK_SECONDS, warmupSeconds: 1 })).rps;
  } finally {
    await hello.stop();
  }
}

/** The first row of a run: the machine calm at its start and its end, or a slow-phase run. */
export function phaseRow(atStart: number, atEnd: number): Row {
  const rate = (rps: number) => Math.round(rps).toLocaleString('en');
  const below = 'below: a slow-phase run, not one to judge the goals on';
  return {
    figure: 'This machine: Fastify hello-world alone, at the start and the end',
    value: `${rate(atStart)} and ${rate(atEnd)} req/s`,
    target: `>= ${rate(CALM_HELLO_RPS)} req/s at both (${below})`,
    met: atStart >= CALM_HELLO_RPS && atEnd >= CALM_HELLO_RPS,
  };
}
