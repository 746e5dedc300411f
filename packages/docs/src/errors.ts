/** Thrown when an article breaks a rule of CONTENT.md; the build stops with its message. */
export class ContentError extends Error {
  override name = "ContentError";
}
