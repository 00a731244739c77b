import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Findings = { serious: string[]; lesser: string[] };

/**
 * axe's findings on the page as it is now: serious and critical ones as "rule: target (why)"
 * lines, moderate and minor ones as one line per rule with how many nodes.
 */
export async function axeFindings(page: Page, rules?: readonly string[]): Promise<Findings> {
  // Only violations are gathered: collecting every passing node is most of axe's time. Legacy
  // mode runs axe in the page itself; the default opens a blank page for every check, which
  // doubled the accessibility tests' time.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  const { violations } = await (rules ? builder.withRules([...rules]) : builder).analyze();
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

/**
 * What a colour scheme can change: the page's structure, names and roles are the same in every
 * scheme, its colours are not. A second scheme is checked with these rules only.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;
