// The configuration a configurator shows: the visitor's own choices at once, then the server's
// answer for them. Each choice navigates (the URL carries the configuration) and the loader
// answers it; an answer for an earlier choice can arrive after the visitor has already made a
// later one (a region, then a plan, before the region's catalogue answered). Shown then, it
// would undo the later choice, and the next choice would build on the undone one: the plan
// chosen was lost in a CI run that picked a region, a plan and a period in quick succession.
// So an answer replaces the choices only when it is the answer for the last of them (or when
// the visitor has made none yet: the page's first answer, or the one after an order).
import { useEffect, useRef, useState } from "react";

/** A search without its "?" (a location writes none for an empty one). */
const bare = (search: string) => search.replace(/^\?/, "");

/**
 * `answer` is the server's configuration for the URL search `answeredFor` (the location its
 * loader ran for). Returns what to show and how to record a choice: the configuration chosen
 * and the search it navigates to.
 */
export function useAnswered<T>(
  answer: T,
  answeredFor: string,
): [T, (chosen: T, search: string) => void] {
  const [shown, setShown] = useState(answer);
  // The search of the visitor's last choice, while its answer has not arrived.
  const awaited = useRef<string | null>(null);
  useEffect(() => {
    if (awaited.current !== null && bare(awaited.current) !== bare(answeredFor)) return;
    awaited.current = null;
    setShown(answer);
  }, [answer, answeredFor]);
  const choose = (chosen: T, search: string) => {
    awaited.current = search;
    setShown(chosen);
  };
  return [shown, choose];
}
