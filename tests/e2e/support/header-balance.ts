/** The header's money balance, as a signed-in member reads it. */
import type { Page } from 'playwright-core';

/** The header balance's text once it shows an amount (a digit), not its loading state. */
export async function balanceText(page: Page): Promise<string> {
  await page.locator('[data-testid="header-balance"]:text-matches("\\\\d")').waitFor();
  return (await page.getByTestId('header-balance').textContent()) ?? '';
}
