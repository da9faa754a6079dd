/**
 * Playwright's `test`, as it is: a journey taps right after `goto`, as a person does once the page
 * shows. A page the server rendered takes taps before its code has come and replays them once it
 * is on (decision 036), so no journey waits for the code.
 */
export * from '@playwright/test';
