import type { CompanyFirsts, World } from '../../model/schema';
import { firstsOf } from './progress';

export type FirstKind = 'consoleOpenedAt' | 'guideReadAt';

/** Whether the company has already done it: then there is nothing to note (and nothing to write). */
export const alreadyNoted = (world: World, companyId: number, kind: FirstKind): boolean =>
  !!firstsOf(world, companyId)?.[kind];

/** Notes, on a draft of the world, the first time a company did it; later times change nothing. */
export function noteFirst(world: World, companyId: number, kind: FirstKind, now: Date): void {
  if (alreadyNoted(world, companyId, kind)) return;
  const firsts = (world.firsts ??= []);
  let mine: CompanyFirsts | undefined = firsts.find((f) => f.companyId === companyId);
  if (!mine) {
    mine = { companyId, consoleOpenedAt: null, guideReadAt: null };
    firsts.push(mine);
  }
  mine[kind] = now.toISOString();
}
