// A band of a page at the site's width. On its own (components/page.tsx re-exports it), so a
// page can use it without the page header's texts.
import type { ReactNode } from "react";

export function Section({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <section className={`mx-auto max-w-7xl px-4 py-10 ${className}`}>{children}</section>;
}
