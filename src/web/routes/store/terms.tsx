import { StaticPage } from '@/features/info-pages/components/static-page';

export default function TermsPage() {
  return <StaticPage page="terms" />;
}
