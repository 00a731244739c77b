import { demoDirect } from './demo-direct';
import { demoEnterprise } from './demo-enterprise';
import { demoReseller } from './demo-reseller';
import type { Scenario } from './scenario';

export type { Scenario } from './scenario';

/** The scenarios a demo can start from, in the order a template picker shows them. */
export const SCENARIOS: readonly Scenario[] = [demoDirect, demoReseller, demoEnterprise];
