// A client-side navigation asks for `<page>.data`: whatever names the page (its 404, the way
// back from the console's login, the page's texts) wants the page's own path.

/** What React Router appends to a page's path for the data of a client-side navigation. */
export const DATA_SUFFIX = ".data";

/** Whether a path is a navigation's data request rather than a page document. */
export const isDataPath = (pathname: string): boolean => pathname.endsWith(DATA_SUFFIX);

/** The page's path for a path that may be its `.data` request. */
export const pagePathname = (pathname: string): string =>
  isDataPath(pathname) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;

/** The path of the page a request is for, also when it is the page's `.data` request. */
export const requestPath = (request: Request): string =>
  pagePathname(new URL(request.url).pathname);
