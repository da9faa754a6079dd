import { useTranslation } from 'react-i18next';
import { useAppearance } from '@/lib/site-queries';

// Brand marks are not in the icon set: minimal single-path glyphs, drawn at 24×24.
const glyphs = {
  Facebook: 'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2c-.3 0-1.3-.2-2.5-.2C12 2 10.5 3.5 10.5 6.2v2.3H8v3.3h2.5V22H14V11.8h2.7l.4-3.3H14Z',
  Instagram:
    'M12 2.2c3.2 0 3.6 0 4.8.1 3.2.1 4.8 1.7 4.9 4.9.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 3.2-1.7 4.8-4.9 4.9-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-3.3-.1-4.8-1.7-4.9-4.9C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8C2.4 3.9 3.9 2.4 7.2 2.3c1.2-.1 1.6-.1 4.8-.1Zm0 4.9a4.9 4.9 0 1 0 0 9.8 4.9 4.9 0 0 0 0-9.8Zm0 8.1a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4Zm5.1-9.5a1.2 1.2 0 1 0 0 2.3 1.2 1.2 0 0 0 0-2.3Z',
  X: 'M17.8 2.5h3.1l-6.8 7.7 8 10.6h-6.3l-4.9-6.4-5.6 6.4H2.2l7.2-8.3L1.8 2.5h6.4l4.4 5.9 5.2-5.9Zm-1.1 16.4h1.7L7.3 4.3H5.5l11.2 14.6Z',
} as const;

/** Links to the shop's social pages, only those the back office filled in. */
export function SocialLinks() {
  const { t } = useTranslation();
  const a = useAppearance().data;
  const links = [
    { network: 'Facebook', url: a?.facebookUrl },
    { network: 'Instagram', url: a?.instagramUrl },
    { network: 'X', url: a?.twitterUrl },
  ] as const;
  const present = links.filter((l) => l.url?.trim());
  if (present.length === 0) return null;
  return (
    <div>
      <p className="mb-3 text-sm font-semibold text-primary">{t('footer.follow')}</p>
      <ul className="flex gap-2">
        {present.map((l) => (
          <li key={l.network}>
            <a
              href={l.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.social', { network: l.network })}
              className="grid h-10 w-10 place-items-center rounded-full border border-white/20 text-background transition hover:border-primary hover:bg-primary hover:text-on-primary"
            >
              <svg viewBox="0 0 24 24" className="h-4.5 w-4.5" fill="currentColor" aria-hidden="true">
                <path d={glyphs[l.network]} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
