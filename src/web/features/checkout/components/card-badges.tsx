/** Small drawn badges of the card networks the CMI gateway takes (no outside images). */
const frame = 'h-8 w-12 shrink-0 rounded border border-border';

export function CmiBadge() {
  return (
    <svg viewBox="0 0 48 32" className={frame} role="img" aria-label="CMI">
      <rect width="48" height="32" rx="4" fill="#0b4a8b" />
      <text x="24" y="21" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="13" fill="#fff">
        CMI
      </text>
    </svg>
  );
}

export function VisaBadge() {
  return (
    <svg viewBox="0 0 48 32" className={frame} role="img" aria-label="Visa">
      <rect width="48" height="32" rx="4" fill="#fff" />
      <text x="24" y="21" textAnchor="middle" fontFamily="Arial, sans-serif" fontStyle="italic" fontWeight="700" fontSize="13" fill="#1a1f71">
        VISA
      </text>
    </svg>
  );
}

export function MastercardBadge() {
  return (
    <svg viewBox="0 0 48 32" className={frame} role="img" aria-label="Mastercard">
      <rect width="48" height="32" rx="4" fill="#fff" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}
