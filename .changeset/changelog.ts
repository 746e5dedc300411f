// How `changeset version` writes CHANGELOG.md: each changeset's summary as the team that uses
// the package should read it (no commit hashes: they name commits, not changes), and one line
// for the workspace packages released alongside, instead of one line per changeset of theirs.
// Changesets loads this file (config.json "changelog"); Node runs it with its types stripped.
interface Changeset {
  readonly summary: string;
}
interface Dependency {
  readonly name: string;
  readonly newVersion: string;
}

/** `- ` and the summary, its later lines indented under the bullet. */
async function getReleaseLine(changeset: Changeset): Promise<string> {
  const [first = "", ...rest] = changeset.summary.trim().split("\n");
  return [`- ${first}`, ...rest.map((line) => (line.trim() === "" ? "" : `  ${line}`))].join("\n");
}

async function getDependencyReleaseLine(
  _changesets: readonly Changeset[],
  dependencies: readonly Dependency[],
): Promise<string> {
  if (dependencies.length === 0) return "";
  const names = dependencies.map(({ name, newVersion }) => `\`${name}@${newVersion}\``);
  return `- Released with ${names.join(", ")}: see ${dependencies.length === 1 ? "its changelog" : "their changelogs"}.`;
}

export default { getReleaseLine, getDependencyReleaseLine };
