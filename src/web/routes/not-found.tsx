import { useEffect } from 'react';
import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';

// The product answers unknown paths with an English page whatever the interface language, outside the store layout.
export default function NotFound() {
  useEffect(() => {
    document.title = 'Page not found';
  }, []);
  return (
    <main id="main" lang="en" dir="ltr" className="pattern-zellige relative grid min-h-dvh place-items-center bg-secondary/50 px-5 py-16">
      <div className="relative w-full max-w-md rounded-[calc(var(--radius)*2)] border border-border bg-card p-10 text-center shadow-[var(--shadow-card)]">
        <span className="mx-auto mb-6 grid h-20 w-20 place-items-center rounded-full bg-primary/25 text-primary-strong" aria-hidden="true">
          <Compass className="h-10 w-10" strokeWidth={1.5} />
        </span>
        <p className="font-heading text-6xl font-semibold text-primary-strong">404</p>
        <h1 className="mt-3 text-3xl font-semibold">Page not found</h1>
        <p className="mt-3 text-muted">The page you are looking for does not exist or has moved.</p>
        <Link href="/" className={`${buttonClass('primary', 'lg')} mt-8`}>
          Back to the home page
        </Link>
      </div>
    </main>
  );
}
