import { CatalogPage } from '@/features/catalog/components/catalog-page';

export default function Page() {
  return (
    <main id="main">
      <CatalogPage />
    </main>
  );
}
