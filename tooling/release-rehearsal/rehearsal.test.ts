// The release rehearsal (`node --test`): a release cut as the README's "Releasing" section says,
// on a fresh clone of HEAD, published to a real registry (Verdaccio on 127.0.0.1, registry.ts),
// then installed from it by a project outside the workspace, with npm and with pnpm, and put
// through the consumer suite (tooling/consumers/run.ts). REHEARSAL_REPO=<path> clones another
// repository (a scratch commit of work in progress); the clone is always of a committed HEAD.
import assert from "node:assert/strict";
import type { SpawnSyncOptions } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, test } from "node:test";
import { stripVTControlCharacters } from "node:util";
import { attw, publint } from "@hostfront/package-check/tarball-checks";
import { type Registry, startRegistry } from "./registry.ts";
import { runStep } from "./steps.ts";

const PACKAGES = ["validators", "i18n", "commerce", "api-client"] as const;
/**
 * No step may hang the suite: each command gets this long. `pnpm test` runs the rehearsal beside
 * the end-to-end suite on the same CPUs, where the consumer suite's npm leg once took over 3
 * minutes (it takes about one alone).
 */
const STEP_TIMEOUT_MS = 6 * 60_000;
const TEST_TIMEOUT_MS = 8 * 60_000;
/** What the published tarballs may hold, besides package.json. */
const PUBLISHED = /^(?:dist\/.+|README\.md|LICENSE|CHANGELOG\.md)$/;

const source = resolve(process.env.REHEARSAL_REPO ?? join(import.meta.dirname, "../.."));
const pnpm = process.env.npm_execpath ?? "pnpm";
const work = mkdtempSync(join(tmpdir(), "hostfront-rehearsal-"));
const clone = join(work, "repo");
const tarballs = join(work, "tarballs");
let registry: Registry | undefined;
let env: NodeJS.ProcessEnv = {};
const started = Date.now();

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  [field: string]: unknown;
}

const manifestOf = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;

/** Runs a command, returning its stdout and stderr together; throws with both on failure. */
function run(file: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = runStep(file, args, {
    cwd: clone,
    env,
    timeout: STEP_TIMEOUT_MS,
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
    ...options,
    encoding: "utf8",
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status === 0) return output;
  // A child killed by the step timeout prints nothing: say so instead of an empty message.
  const how = result.error
    ? String(result.error)
    : result.signal
      ? `killed by ${result.signal}`
      : `exit ${result.status}`;
  throw Object.assign(new Error(`${file} ${args.join(" ")} failed (${how}):\n${output}`), {
    output,
  });
}

/** Runs a command that must fail; returns its output. */
function refused(file: string, args: string[], options: SpawnSyncOptions = {}): string {
  try {
    run(file, args, options);
  } catch (error) {
    return (error as { output?: string }).output ?? String(error);
  }
  assert.fail(`${file} ${args.join(" ")} succeeded; it should have been refused`);
}

/** fetch, once more if the registry closed a kept-alive connection as it was reused. */
async function fetchAgain(url: string): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    return await fetch(url, { signal: AbortSignal.timeout(10_000) });
  }
}

/** The packument of a package on the rehearsal's registry. */
async function packument(name: string): Promise<{
  "dist-tags": Record<string, string>;
  versions: Record<string, Manifest & { dist: { tarball: string; integrity: string } }>;
}> {
  const answer = await fetchAgain(`${registry?.url}${name.replace("/", "%2f")}`);
  assert.equal(answer.status, 200, `${name} is not on ${registry?.url}`);
  return (await answer.json()) as Awaited<ReturnType<typeof packument>>;
}

const headManifests = new Map<string, Manifest>();
const versions = new Map<string, string>();

before(async () => {
  console.info(`rehearsal in ${work}, cloning ${source}`);
  run("git", ["clone", "--quiet", source, clone], { cwd: work, env: process.env });
  // The packages' third-party dependencies come from pnpm's store (the default registry at
  // worst): this install happens before anything points at the rehearsal's registry.
  run(pnpm, ["install", "--frozen-lockfile", "--prefer-offline", "--reporter=silent"], {
    env: process.env,
  });
  for (const name of PACKAGES) headManifests.set(name, manifestOf(join(clone, "packages", name)));

  registry = await startRegistry(join(work, "registry"));
  const host = registry.url.replace(/^http:/, "");
  // Every npm and pnpm command from here reads only these two files: the user's own
  // ~/.npmrc (and any token in it) is out of reach, so no publish can go anywhere else.
  const userConfig = join(work, "user.npmrc");
  writeFileSync(userConfig, `${host}:_authToken=${registry.token}\n`);
  writeFileSync(join(clone, ".npmrc"), `registry=${registry.url}\n`);
  // ...and the release commit does not carry that .npmrc.
  writeFileSync(join(clone, ".git", "info", "exclude"), ".npmrc\n", { flag: "a" });
  env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^npm_(?:config|package|lifecycle)_/i.test(key) && key !== "NODE_OPTIONS",
    ),
  );
  Object.assign(env, {
    npm_config_userconfig: userConfig,
    npm_config_registry: registry.url,
    TURBO_TELEMETRY_DISABLED: "1",
    GIT_AUTHOR_NAME: "rehearsal",
    GIT_AUTHOR_EMAIL: "rehearsal@localhost",
    GIT_COMMITTER_NAME: "rehearsal",
    GIT_COMMITTER_EMAIL: "rehearsal@localhost",
  });
});

after(async () => {
  await registry?.stop();
  rmSync(work, { recursive: true, force: true });
  console.info(`rehearsal took ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test("the publish config points at the rehearsal's registry, never the public one", () => {
  const url = registry?.url ?? "";
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
  assert.equal(run("npm", ["config", "get", "registry"]).trim(), url);
  assert.equal(run(pnpm, ["config", "get", "registry"]).trim(), url);
  // No scope of ours is sent elsewhere either.
  assert.match(run("npm", ["config", "get", "@hostfront:registry"]).trim(), /^(?:undefined|)$/);
  // The only credential in reach is the rehearsal user's, for the rehearsal's registry.
  const userConfig = readFileSync(env.npm_config_userconfig ?? "", "utf8");
  assert.deepEqual(userConfig.trim().split("\n"), [
    `${url.replace(/^http:/, "")}:_authToken=${registry?.token}`,
  ]);
  // No package names a registry of its own that would win over the configured one.
  for (const name of PACKAGES) {
    const publishConfig = headManifests.get(name)?.publishConfig as Record<string, unknown>;
    assert.equal(publishConfig.registry, undefined, `${name} publishConfig.registry`);
  }
});

test("`pnpm version-packages` versions the public packages and writes their changelogs", {
  timeout: TEST_TIMEOUT_MS,
}, () => {
  const privateBefore = new Map(
    ["packages/ui", "packages/docs", "apps/web"].map((dir) => [dir, manifestOf(join(clone, dir))]),
  );
  run(pnpm, ["version-packages"]);
  for (const name of PACKAGES) {
    const dir = join(clone, "packages", name);
    const { version } = manifestOf(dir);
    assert.notEqual(version, headManifests.get(name)?.version, `${name} was not versioned`);
    versions.set(name, version);
    const changelog = readFileSync(join(dir, "CHANGELOG.md"), "utf8");
    assert.match(changelog, new RegExp(`^## ${version.replaceAll(".", "\\.")}$`, "m"));
    // Release notes, not a commit log (.changeset/changelog.ts).
    assert.doesNotMatch(changelog, /^- [0-9a-f]{7,}: /m, `${name} changelog names commits`);
    assert.doesNotMatch(changelog, /^- Updated dependencies/m, `${name} changelog`);
    assert.ok(existsSync(join(dir, "api", `${name}.api.md`)), `${name} API report`);
  }
  // Private workspaces are not versioned, whatever changesets name them.
  for (const [dir, before] of privateBefore)
    assert.equal(manifestOf(join(clone, dir)).version, before.version, dir);
  console.info(
    `versions: ${[...versions].map(([name, version]) => `@hostfront/${name}@${version}`).join(", ")}`,
  );
  console.info(
    `packages/commerce/CHANGELOG.md:\n${readFileSync(join(clone, "packages/commerce/CHANGELOG.md"), "utf8")}`,
  );
  // As the release commit would be: the publish runs on a clean tree.
  run("git", ["add", "-A"]);
  run("git", ["commit", "--quiet", "-m", "Version packages"]);
});

test("`npm publish --dry-run` lists only dist/, README, LICENSE and CHANGELOG, for the rehearsal's registry", {
  timeout: TEST_TIMEOUT_MS,
}, () => {
  mkdirSync(tarballs, { recursive: true });
  for (const name of PACKAGES) {
    // pnpm packs (publishConfig.exports applied, workspace: versions replaced), npm reads it.
    const packed = run(
      pnpm,
      ["pack", "--ignore-scripts", "--pack-destination", tarballs, "--json"],
      {
        cwd: join(clone, "packages", name),
      },
    );
    const { filename } = JSON.parse(
      packed.slice(packed.indexOf("{"), packed.lastIndexOf("}") + 1),
    ) as {
      filename: string;
    };
    const output = run("npm", ["publish", "--dry-run", "--json", filename]);
    const reports = JSON.parse(output.slice(output.indexOf("{"), output.lastIndexOf("}") + 1)) as {
      [name: string]: { id: string; files: { path: string }[] };
    };
    const report = reports[`@hostfront/${name}`];
    assert.ok(report, `npm publish --dry-run reports @hostfront/${name}`);
    assert.equal(report.id, `@hostfront/${name}@${versions.get(name)}`);
    const files = report.files.map((file) => file.path).filter((p) => p !== "package.json");
    assert.deepEqual(
      files.filter((path) => !PUBLISHED.test(path)),
      [],
      `${name} publishes`,
    );
    // Every file the published exports map names is in it.
    const targets: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === "string") targets.push(value.replace(/^\.\//, ""));
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    const head = headManifests.get(name) as Manifest;
    collect((head.publishConfig as { exports: unknown }).exports);
    for (const wanted of ["README.md", "LICENSE", "CHANGELOG.md", ...targets])
      assert.ok(wanted === "package.json" || files.includes(wanted), `${name} lacks ${wanted}`);
    assert.match(output, new RegExp(`Publishing to ${registry?.url.replaceAll(".", "\\.")}`));
  }
});

test("the README's release command publishes the four packages to the registry", {
  timeout: TEST_TIMEOUT_MS,
}, async () => {
  const readme = readFileSync(join(clone, "README.md"), "utf8");
  const releasing = /^## Releasing\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? "";
  for (const command of ["pnpm version-packages", "pnpm release"])
    assert.ok(releasing.includes(command), `README's Releasing section names ${command}`);
  const output = run(pnpm, ["release"]);
  // Without changesets' spinner frames.
  console.info(
    stripVTControlCharacters(output.slice(output.indexOf("🦋"))).replace(
      /[◒◐◓◑] +━+ Publishing packages[^◒◐◓◑◇]*/g,
      "",
    ),
  );
  for (const name of PACKAGES) {
    assert.match(output, new RegExp(`@hostfront/${name}@${versions.get(name)}`));
    const document = await packument(`@hostfront/${name}`);
    assert.equal(document["dist-tags"].latest, versions.get(name));
  }
  // Private workspaces are never published.
  const ui = await fetchAgain(`${registry?.url}@hostfront%2fui`);
  assert.equal(ui.status, 404);
});

test("publishing the same version again is refused", { timeout: TEST_TIMEOUT_MS }, async () => {
  // changesets sees every version on the registry already and publishes nothing...
  const again = run(pnpm, ["release"]);
  assert.match(again, /No unpublished projects to publish/);
  // ...and the registry itself refuses the same version from anyone who tries.
  const output = refused(pnpm, ["publish", "--no-git-checks", "--ignore-scripts"], {
    cwd: join(clone, "packages", "validators"),
  });
  const refusal = /^.*(?:409 Conflict|already present|cannot publish over).*$/im.exec(output);
  assert.ok(refusal, `no refusal in:\n${output}`);
  console.info(`the registry answered: ${refusal[0].replace(/^[\s│]+/, "")}`);
  const document = await packument("@hostfront/validators");
  assert.deepEqual(Object.keys(document.versions), [versions.get("validators")]);
});

test("the registry's tarballs hold only what is published, with the manifest right", {
  timeout: TEST_TIMEOUT_MS,
}, async () => {
  const fromRegistry = join(work, "from-registry");
  mkdirSync(fromRegistry, { recursive: true });
  for (const name of PACKAGES) {
    const document = await packument(`@hostfront/${name}`);
    const published = document.versions[versions.get(name) ?? ""];
    assert.ok(published, `${name}@${versions.get(name)} on the registry`);
    const file = join(fromRegistry, `${name}.tgz`);
    const answer = await fetchAgain(published.dist.tarball);
    writeFileSync(file, new Uint8Array(await answer.arrayBuffer()));
    const files = run("tar", ["-tzf", file])
      .trim()
      .split("\n")
      .map((path) => path.replace(/^package\//, ""))
      .filter((path) => path !== "package.json");
    assert.deepEqual(
      files.filter((path) => !PUBLISHED.test(path)),
      [],
      `${name} tarball`,
    );
    // The fields a consumer's tools read stay right through `changeset version` and publish.
    const manifest = JSON.parse(run("tar", ["-xzOf", file, "package/package.json"])) as Manifest;
    const head = headManifests.get(name) as Manifest;
    for (const field of ["repository", "license", "engines", "sideEffects", "type"])
      assert.deepEqual(manifest[field], head[field], `${name} ${field}`);
    assert.deepEqual(
      manifest.exports,
      (head.publishConfig as { exports: unknown }).exports,
      `${name} exports`,
    );
    // Peer ranges are not narrowed to the version just released.
    assert.deepEqual(manifest.peerDependencies, head.peerDependencies, `${name} peers`);
    assert.doesNotMatch(JSON.stringify(manifest), /"(?:workspace|catalog):/, `${name} ranges`);
    publint(file);
    attw(file);
  }
});

for (const installer of ["npm", "pnpm"] as const)
  test(`a project outside the workspace installs them from the registry with ${installer} and passes the consumer suite`, {
    timeout: TEST_TIMEOUT_MS,
  }, () => {
    // No credentials at all: installing needs none.
    const consumerConfig = join(work, "consumer.npmrc");
    writeFileSync(consumerConfig, "");
    const output = run(process.execPath, ["tooling/consumers/run.ts"], {
      env: {
        ...env,
        // Third-party packages from the default registry; @hostfront/* from the rehearsal's.
        npm_config_registry: undefined,
        npm_config_userconfig: consumerConfig,
        npm_execpath: pnpm,
        CONSUMERS_REGISTRY: registry?.url,
        CONSUMERS_INSTALLER: installer,
      },
    });
    assert.match(output, new RegExp(`@hostfront/\\* from ${registry?.url.replaceAll(".", "\\.")}`));
    assert.match(output, /^4 passed, 0 failed$/m);
    console.info(output.slice(output.indexOf("| package")));
  });

test("removing an export with no changeset that says so fails check:package", {
  timeout: TEST_TIMEOUT_MS,
}, () => {
  const index = join(clone, "packages", "commerce", "src", "index.ts");
  const text = readFileSync(index, "utf8");
  const line = 'export { roundStar } from "./rating.ts";\n';
  assert.ok(text.includes(line), "commerce exports roundStar");
  writeFileSync(index, text.replace(line, ""));
  const check = ["--filter", "@hostfront/commerce", "run", "check:package"];
  run(pnpm, ["--filter", "@hostfront/commerce", "run", "build"]);
  const message = refused(pnpm, check);
  console.info(message.slice(message.indexOf("The public API")));
  assert.match(message, /The public API of @hostfront\/commerce differs from its last release/);
  assert.match(message, /removed:\n\s+main: roundStar/);
  // A patch does not cover it, nor a minor that does not say it breaks; a minor saying so does.
  const changeset = join(clone, ".changeset", "commerce-round-star.md");
  writeFileSync(changeset, '---\n"@hostfront/commerce": minor\n---\n\n`roundStar` is gone.\n');
  // The same check alone (publint, attw and the README passed above).
  const apiCheck = ["--filter", "@hostfront/commerce", "exec", "check-package", "--api-only"];
  refused(pnpm, apiCheck);
  writeFileSync(
    changeset,
    '---\n"@hostfront/commerce": minor\n---\n\n**Breaking:** `roundStar` is no longer exported: round ratings with `Math.round(value * 2) / 2`.\n',
  );
  assert.match(run(pnpm, apiCheck), /API differs from .*, covered by pending changesets/);
});
