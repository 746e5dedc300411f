// The site rating's bounds and anchors, shared by the home page's form and its action.

/** The stars a rating gives (the contract's 1-5). */
export const RATINGS = [1, 2, 3, 4, 5] as const;
/** Longest comment the provider takes with a rating. */
export const COMMENT_MAX = 500;
/** Where a rating comes back to: the stars just given. */
export const RATED_PARAM = "rated";
/** The rating form's anchor. */
export const RATE_ANCHOR = "rate";
