import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * What axe finds wrong on the page as it is now, a line each: the rule, its help and where. axe
 * reads every node of the page, which with another suite running beside this one can take most of
 * the default half minute, so a test that calls it has a minute and a half.
 */
export async function axeViolations(page: Page) {
  test.setTimeout(Math.max(test.info().timeout, 90_000));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    ({ id, help, nodes }) =>
      `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
