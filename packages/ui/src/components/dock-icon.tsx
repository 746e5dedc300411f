// The 20 px line icon of an item of the shell's bottom dock (search, coupons, assistant).
import type { ReactNode } from "react";

export function DockIcon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      {children}
    </svg>
  );
}
