/**
 * Lists of what other modules do, set once by `modules/index.ts` and read by a module that must not
 * import those modules (decision 044). Wiring again (a second app in one process) replaces the lists,
 * so nothing runs twice; reading them before they are wired fails loudly, naming what is missing.
 */
export function wiredLists<T>(what: string) {
  let wired: T | null = null;
  return {
    wire(lists: T) {
      wired = lists;
    },
    get(): T {
      if (!wired) throw new Error(`${what} are not wired: import src/server/modules/index.ts first`);
      return wired;
    },
  };
}
