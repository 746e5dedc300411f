// Review summary stars.

/**
 * Thresholds of SPEC.md section 9, highest first: a rating above `above` shows `stars`.
 * Anything at or below the last threshold (and anything that is not a number) shows 1.
 */
const STAR_STEPS: readonly { readonly above: number; readonly stars: number }[] = [
  { above: 4.5, stars: 5 },
  { above: 4, stars: 4.5 },
  { above: 3.5, stars: 4 },
  { above: 3, stars: 3.5 },
  { above: 2.5, stars: 3 },
  { above: 2, stars: 2.5 },
  { above: 1.5, stars: 2 },
  { above: 1, stars: 1.5 },
];
const MIN_STARS = 1;

/** The star count (1-5 in half steps) shown for an average rating. */
export function roundStar(ratingValue: number): number {
  for (const step of STAR_STEPS) {
    if (ratingValue > step.above) return step.stars;
  }
  return MIN_STARS;
}
