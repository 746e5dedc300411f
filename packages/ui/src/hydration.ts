// Whether the page's script has taken over this component. Before hydration (and without
// JavaScript) a page works as plain HTML; a component that behaves differently once scripted
// asks here, and only it renders again when the answer changes. A whole page that only needs to
// hide its no-script buttons uses the `until-hydrated` class instead (styles.css): no render.
import { useEffect, useState } from "react";

/** False on the server and while hydrating; true once the component has mounted in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
