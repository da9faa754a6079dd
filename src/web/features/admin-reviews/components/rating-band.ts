/** The spec's colour bands for a rating: from 4.5, from 3.5, from 2.5, below. */
export function ratingBand(rating: number) {
  if (rating >= 4.5) return 'bg-green-100 text-green-900';
  if (rating >= 3.5) return 'bg-lime-100 text-lime-900';
  if (rating >= 2.5) return 'bg-amber-100 text-amber-900';
  return 'bg-red-100 text-red-900';
}
