// Parts of the shell loaded when the visitor reaches for them (pointing at, focusing or
// pressing what opens them), never for first paint. A part is rendered once its code is here,
// without a Suspense fallback: a press waits the few milliseconds for it and is not lost, and
// no fallback timing (React holds a revealed boundary back up to 300 ms) delays it.
import {
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useState,
} from "react";
import { useIdle } from "../idle.ts";

export interface PartLoader<P> {
  /** Starts loading (once); resolves to the component. */
  readonly preload: () => Promise<ComponentType<P>>;
  /** The component if it has arrived. */
  readonly loaded: () => ComponentType<P> | null;
}

/**
 * The parts whose texts are not in the page's dictionary: they travel with the part's code
 * (the app's `SHELL_PART_TEXTS` names what each one needs).
 */
export type ShellPart =
  | "menus"
  | "chat"
  | "promo"
  | "search"
  | "cookie"
  | "cookieSettings"
  | "footer";

let loadPartTexts: ((part: ShellPart) => Promise<void>) | null = null;

/**
 * How the app adds a part's texts to the visitor's dictionary: called with the part's name
 * when its code is fetched, and the part shows once both are here. Without one (a unit test,
 * whose dictionary is whole), only the code is fetched.
 */
export function setPartTextsLoader(load: ((part: ShellPart) => Promise<void>) | null): void {
  loadPartTexts = load;
}

/**
 * Something loaded once, when first asked for: `preload()` starts it (a failure, offline,
 * may be tried again) and `loaded()` gives it once it has arrived, else null. The shell's
 * parts are loaded so (partLoader), and the site's page islands.
 */
export function loadOnce<T>(load: () => Promise<T>): {
  readonly preload: () => Promise<T>;
  readonly loaded: () => T | null;
} {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    preload: () => {
      loading ??= load().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = null; // a failed fetch (offline) may be tried again
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}

export function partLoader<P>(
  load: () => Promise<ComponentType<P>>,
  texts?: ShellPart,
): PartLoader<P> {
  return loadOnce(() =>
    Promise.all([load(), texts && loadPartTexts?.(texts)]).then(([loaded]) => loaded),
  );
}

/** The part's component once asked for and arrived, and the way to ask for it. */
export function usePart<P>(part: PartLoader<P>): [ComponentType<P> | null, () => Promise<void>] {
  // Already here (another instance asked): no wait.
  const [component, setComponent] = useState<ComponentType<P> | null>(part.loaded);
  const want = useCallback(async () => {
    const loaded = await part.preload();
    setComponent(() => loaded);
  }, [part]);
  return [component, want];
}

/**
 * A part opened from elsewhere (a flag that other buttons may set too, as the search widget
 * opens the chat): fetched once it is open, shown while it is, and closed again when its code
 * cannot come (offline), so nothing stays open with nothing to show.
 */
export function OpenedPart<P extends object>({
  part,
  open,
  setOpen,
  props,
}: {
  part: PartLoader<P>;
  open: boolean;
  setOpen: (open: boolean) => void;
  props: P;
}) {
  const [Part, want] = usePart(part);
  useEffect(() => {
    if (open && !Part) want().catch(() => setOpen(false));
  }, [open, Part, want, setOpen]);
  return open && Part ? <Part {...props} /> : null;
}

/** An idle part stays asked for: one whose code cannot come (offline) just does nothing. */
const stayAsked = () => undefined;

/**
 * A part with nothing to show at first (work the shell does on its own, like polling): fetched
 * and run once the browser is idle after it mounted (given `after`, once it is idle after that
 * many ms: work not due before), never in the turn of hydration.
 */
export function IdlePart<P extends object>({
  part,
  props,
  after = 0,
}: {
  part: PartLoader<P>;
  props: P;
  after?: number;
}) {
  const idle = useIdle(after);
  return <OpenedPart part={part} open={idle} setOpen={stayAsked} props={props} />;
}

/** What a menu's trigger shows and is named: the same button before and after loading. */
export type TriggerProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  readonly children: ReactNode;
};

/** Keys that open a menu button (WAI-ARIA menu button pattern). */
export const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * A plain button standing in for a menu until the visitor asks for it; then the menu (`part`,
 * given the same trigger), open.
 */
export function OnIntent<P extends { trigger: TriggerProps }>({
  part,
  trigger,
  props,
}: {
  part: PartLoader<P>;
  trigger: TriggerProps;
  props: Omit<P, "trigger">;
}) {
  const [Part, want] = usePart(part);
  // Each instance opens its part only when asked, even if the code came for another.
  const [asked, setAsked] = useState(false);
  if (Part && asked) return <Part {...(props as P)} trigger={trigger} />;
  const ask = () => {
    setAsked(true);
    want().catch(() => setAsked(false)); // offline: the button stays, and may be pressed again
  };
  return (
    <button
      type="button"
      aria-expanded={false}
      {...trigger}
      onPointerEnter={() => void part.preload().catch(() => undefined)}
      onFocus={() => void part.preload().catch(() => undefined)}
      onClick={ask}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        ask();
      }}
    />
  );
}
