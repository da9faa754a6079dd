import { Link } from 'wouter';

/** The header's account entry: sign-in link, or the signed-in user's menu. */
export function UserMenu() {
  return <Link href="/auth">Connexion</Link>;
}
