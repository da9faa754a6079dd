import { CategoryShowcase } from '@/features/catalog/components/category-showcase';
import { FeaturedGifts } from '@/features/catalog/components/featured-gifts';
import { CallToAction } from '@/features/home/components/call-to-action';
import { ContactBlock } from '@/features/home/components/contact-block';
import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { Newsletter } from '@/features/home/components/newsletter';
import { Stats } from '@/features/home/components/stats';
import { Testimonials } from '@/features/home/components/testimonials';
import { useHomeTitle } from '@/features/home/hooks/use-home-title';

export default function Page() {
  useHomeTitle();
  return (
    <main id="main">
      <Hero />
      <Stats />
      <CategoryShowcase />
      <HowItWorks />
      <FeaturedGifts />
      <Testimonials />
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Newsletter />
        <ContactBlock />
      </div>
      <CallToAction />
    </main>
  );
}
