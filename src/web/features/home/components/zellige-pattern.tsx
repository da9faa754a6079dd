import { useId } from 'react';

/** A repeating eight-pointed star lattice in the spirit of zellige tiles, drawn in the current colour. */
export function ZelligePattern({ className }: { className?: string }) {
  const id = `zellige-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <defs>
        <pattern id={id} width="64" height="64" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="currentColor" strokeWidth="1.25">
            <rect x="18" y="18" width="28" height="28" />
            <rect x="18" y="18" width="28" height="28" transform="rotate(45 32 32)" />
            <circle cx="32" cy="32" r="6" />
            <path d="M0 0l9 9M64 0l-9 9M0 64l9-9M64 64l-9-9M32 0v8M32 56v8M0 32h8M56 32h8" />
            <path d="M0 0h4v4H0zM60 0h4v4h-4zM0 60h4v4H0zM60 60h4v4h-4z" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
