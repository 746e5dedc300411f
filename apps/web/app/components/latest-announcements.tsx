// The latest announcements beside a page's content (the home page's, the docs home's): the
// ticker's, which the shell reads back from a document's HTML, so they need no loader and are
// there after a client navigation too.
import { announcementPath, useShell, useSiteHref } from "@hostfront/ui";

/** Each announcement links to its page, then a link to all of them; nothing when there are none. */
export function LatestAnnouncements({
  heading,
  headingId,
  allLabel,
  headingClassName,
  listClassName,
  allClassName,
}: {
  /** The text of its heading, a level-2 one. */
  heading: string;
  /** Makes it a landmark of its own (an <aside>) named by its heading, which takes this id. */
  headingId?: string;
  /** The text of the link to every announcement. */
  allLabel: string;
  headingClassName: string;
  listClassName: string;
  /** The classes of the paragraph that holds the link to every announcement. */
  allClassName: string;
}) {
  const href = useSiteHref();
  const announcements = useShell().announcements ?? [];
  if (announcements.length === 0) return null;
  const Box = headingId ? "aside" : "div";
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      <ul className={listClassName}>
        {announcements.map((item) => (
          <li key={item.id}>
            <a className="text-brand hover:underline" href={href(announcementPath(item.id))}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
      <p className={allClassName}>
        <a className="text-brand hover:underline" href={href("/doc/announce")}>
          {allLabel}
        </a>
      </p>
    </Box>
  );
}
