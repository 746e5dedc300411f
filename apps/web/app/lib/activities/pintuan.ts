// Group-buy values the offer page and its server side share.

/** Where a join or start lands on the page, and where the login brings the visitor back. */
export const JOIN_ANCHOR = "join";
export const YOUR_GROUP_ANCHOR = "your-group";
