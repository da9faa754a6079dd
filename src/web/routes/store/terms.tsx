import { StaticPage } from '@/features/content/components/static-page';

export default function TermsPage() {
  return <StaticPage page="terms" />;
}
