import type { VmStatus } from '@contract/vm-status';
import { hash32, unitHash } from '../shared/hash';

export type VmUsage = { cpuUsage: number; ramUsage: number };

const MINUTE = 60_000;
const wave = (t: number, periodMs: number, phase: number) =>
  Math.sin((2 * Math.PI * t) / periodMs + phase);
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * CPU (percent of the VM's cores) and RAM (GB used) of a VM at `now`. A pure function of the
 * VM's id and the clock, so every poll moves believably and two reads at one instant agree:
 * a per-VM base load, a slow wave (tens of minutes), a faster one (minutes) and a little
 * jitter that changes every 5 seconds. A VM that is not Running uses nothing.
 */
export function vmUsage(
  vm: { id: number; status: VmStatus },
  spec: { ram: number },
  now: Date,
): VmUsage {
  if (vm.status !== 'Running') return { cpuUsage: 0, ramUsage: 0 };
  const t = now.getTime();
  const seed = hash32(`vm-${vm.id}`);
  const base = 12 + (seed % 45); // 12-56 %: idle boxes and busy ones
  const slowPeriod = (20 + (seed % 25)) * MINUTE;
  const fastPeriod = (3 + ((seed >>> 8) % 5)) * MINUTE;
  const phase = ((seed >>> 16) % 628) / 100;
  const tick = Math.floor(t / 5000);
  const jitter = (unitHash(`cpu-${vm.id}-${tick}`) - 0.5) * 6;
  const cpu = base + 14 * wave(t, slowPeriod, phase) + 6 * wave(t, fastPeriod, phase * 2) + jitter;

  // Memory drifts far more slowly than CPU and never drops to nothing on a running guest.
  const ramShare =
    0.35 +
    ((seed >>> 4) % 35) / 100 +
    0.08 * wave(t, slowPeriod * 1.7, phase) +
    (unitHash(`ram-${vm.id}-${Math.floor(tick / 6)}`) - 0.5) * 0.02;
  return {
    cpuUsage: round(clamp(cpu, 0.5, 100), 1),
    ramUsage: round(clamp(ramShare, 0.05, 0.97) * spec.ram, 2),
  };
}
