// The profile image: one of eight (SPEC.md section 3: a number 0-7 from the user name).
import { PROFILE_IMAGE_COUNT } from "@hostfront/commerce";

const PALETTE = [
  "#2563eb",
  "#0d9488",
  "#7c3aed",
  "#db2777",
  "#ea580c",
  "#16a34a",
  "#0891b2",
  "#4f46e5",
] as const;

export function Avatar({ image, size = 32 }: { image: number; size?: number }) {
  const index =
    ((Math.trunc(image) % PROFILE_IMAGE_COUNT) + PROFILE_IMAGE_COUNT) % PROFILE_IMAGE_COUNT;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      data-profile-image={index}
      className="shrink-0"
    >
      <circle cx="16" cy="16" r="16" fill={PALETTE[index]} />
      <circle cx="16" cy="13" r="5.5" fill="#fff" opacity="0.9" />
      <path d="M6.5 26.5c1.8-4.6 5.4-7 9.5-7s7.7 2.4 9.5 7" fill="#fff" opacity="0.9" />
    </svg>
  );
}
