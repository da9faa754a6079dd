import type { Locator } from '@playwright/test';

/** Types a city into the city field (a combobox) and picks it from the list, as a visitor does. */
export async function chooseCity(field: Locator, city: string) {
  await field.fill(city);
  await field.page().getByRole('option').filter({ hasText: city }).first().click();
}

/**
 * Playwright's `test`, as it is: a journey taps right after `goto`, as a person does once the page
 * shows. A page the server rendered takes taps before its code has come and replays them once it
 * is on (decision 040), so no journey waits for the code.
 */
export * from '@playwright/test';
