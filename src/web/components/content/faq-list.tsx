import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { Locale } from '@contracts/common';
import type { FaqEntry } from '@contracts/content';

/** The FAQ as an accordion, one question open at a time, in the language of its content. */
export function FaqList({ entries, locale = 'fr' }: { entries: FaqEntry[]; locale?: Locale }) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  // Radix reads `dir` for arrow keys only: the wrapper sets the text direction.
  return (
    <div lang={locale} dir={dir}>
      <Accordion.Root type="single" collapsible dir={dir} className="space-y-3">
        {entries.map((entry, i) => (
          <Accordion.Item
            key={i}
            value={String(i)}
            className="overflow-hidden rounded-[calc(var(--radius)*2)] border border-border bg-card shadow-[var(--shadow-card)] data-[state=open]:border-primary/60"
          >
            <Accordion.Header asChild>
              <h2 className="font-sans text-base">
                <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-start font-semibold hover:bg-secondary/40">
                  {entry.question}
                  <ChevronDown
                    className="h-5 w-5 shrink-0 text-primary-strong transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="prose-content border-t border-border px-5 py-4">
              <div dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </div>
  );
}
