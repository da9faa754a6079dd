import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * The shop's origin (`https://…`) in the browser. Empty on the server and while the server's HTML is
 * hydrated, so both draw the same thing; the links then gain the origin.
 */
export function useOrigin() {
  return useSyncExternalStore(
    never,
    () => location.origin,
    () => '',
  );
}
