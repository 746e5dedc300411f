// The review summary as stars, rounded in half steps (SPEC.md section 9).
import { roundStar } from "@hostfront/commerce";
import { useTranslation } from "../translation.ts";

const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z";

export function Stars({ ratingValue, reviewCount }: { ratingValue: number; reviewCount: number }) {
  const { t } = useTranslation();
  const stars = roundStar(ratingValue);
  return (
    <span
      className="inline-flex items-center gap-1"
      role="img"
      aria-label={t("review.rating", { value: ratingValue, count: reviewCount })}
      data-stars={stars}
    >
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = stars >= position ? 1 : stars >= position - 0.5 ? 0.5 : 0;
        return (
          <svg key={position} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <defs>
              <linearGradient id={`star-${position}-${fill}`}>
                <stop offset={`${fill * 100}%`} stopColor="#f59e0b" />
                <stop offset={`${fill * 100}%`} stopColor="#d1d5db" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#star-${position}-${fill})`} />
          </svg>
        );
      })}
    </span>
  );
}
