import { createContext, useContext, useId, type ReactNode } from 'react';
import { ArrowRight, Ban, Zap } from 'lucide-react';

const icons = { arrow: ArrowRight, digital: Zap, soldOut: Ban };
const Symbols = createContext<string | null>(null);

/**
 * The cards' icons drawn once, as SVG symbols the cards inside point at: a list of 24 cards then
 * holds 24 short references rather than 24 copies of each icon's paths.
 */
export function CardIconSymbols({ children }: { children: ReactNode }) {
  const prefix = useId();
  return (
    <Symbols value={prefix}>
      <svg className="hidden">
        {Object.entries(icons).map(([name, Icon]) => (
          <symbol key={name} id={prefix + name} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        ))}
      </svg>
      {children}
    </Symbols>
  );
}

/** One of the cards' icons, decorative: the list's symbol, or the icon itself outside a list. */
export function CardIcon({ name, className }: { name: keyof typeof icons; className: string }) {
  const prefix = useContext(Symbols);
  if (prefix === null) {
    const Icon = icons[name];
    return <Icon className={className} aria-hidden="true" />;
  }
  return (
    <svg className={className} aria-hidden="true">
      <use href={`#${prefix}${name}`} />
    </svg>
  );
}
