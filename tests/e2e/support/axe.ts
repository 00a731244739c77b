import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Findings = { serious: string[]; lesser: string[] };

/**
 * axe's findings on the page as it is now: serious and critical ones as "rule: target (why)"
 * lines, moderate and minor ones as one line per rule with how many nodes.
 */
export async function axeFindings(page: Page): Promise<Findings> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const isSerious = (impact?: string | null) => impact === 'serious' || impact === 'critical';
  return {
    serious: violations
      .filter((v) => isSerious(v.impact))
      .flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.any[0]?.message ?? v.help})`),
      ),
    lesser: violations
      .filter((v) => !isSerious(v.impact))
      .map((v) => `${v.impact ?? 'unknown'} ${v.id} x${v.nodes.length}: ${v.help}`),
  };
}

export async function expectNoSeriousViolations(page: Page, where: string) {
  expect((await axeFindings(page)).serious, where).toEqual([]);
}
