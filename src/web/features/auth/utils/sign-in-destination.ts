import type { Role } from '@contracts/user';

/** A path of this site: one `/`, so `//elsewhere.example` or `/\elsewhere` cannot send the visitor away. */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** Each role's first page: an admin works in the back office, a partner on the gift codes screen. */
const HOME: Record<Role, string> = { admin: '/admin', partner: '/admin/redeem', customer: '/' };

/** Where a sign-in leads: the `redirect` path the page was opened with, if it is this site's, else the role's first page. */
export const signInDestination = (role: Role, search: string) => {
  const asked = new URLSearchParams(search).get('redirect');
  return asked && isLocalPath(asked) ? asked : HOME[role];
};
