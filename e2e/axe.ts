/// <reference lib="dom" />
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** One accessibility rule broken on a page, as axe-core reports it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page and returns its serious and critical violations (WCAG 2 A and AA rules). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return violations(
    page,
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    ['serious', 'critical'],
  );
}

/**
 * The buyer pages' bar (issue 32): WCAG 2.2 AA rules too (`wcag22aa`: target size, focus not obscured),
 * and moderate violations fail as well as serious and critical ones.
 */
export async function buyerViolations(page: Page): Promise<AxeViolation[]> {
  return violations(
    page,
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    ['moderate', 'serious', 'critical'],
  );
}

async function violations(page: Page, tags: string[], impacts: string[]): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, impacts }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{
              violations: {
                id: string;
                impact: string | null;
                help: string;
                nodes: { target: string[] }[];
              }[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((v) => v.impact !== null && impacts.includes(v.impact))
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.map((n) => n.target.join(' ')),
        }));
    },
    { tags, impacts },
  );
}
