import { StaticPage } from '@/features/content/components/static-page';

export default function PrivacyPage() {
  return <StaticPage page="privacy" />;
}
