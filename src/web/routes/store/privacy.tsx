import { CndpDeclaration } from '@/components/layout/cndp-declaration';
import { StaticPage } from '@/features/info-pages/components/static-page';

export default function PrivacyPage() {
  return (
    <StaticPage page="privacy">
      <CndpDeclaration className="mt-10 border-t border-border pt-6 text-sm font-medium text-muted" />
    </StaticPage>
  );
}
