import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplate } from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What freshDatabase copies: see test/database-template.ts. */
    databaseTemplate: string;
  }
}

/** Server project: migrate once for the whole run instead of once per test file. */
export default async function setup(project: TestProject) {
  const { template, remove } = await makeDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
