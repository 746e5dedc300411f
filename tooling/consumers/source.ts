// Where the consumer suite takes the published packages from, and how it installs them.
// By default: the tarballs `pnpm pack` makes in the workspace, installed with npm. With
// CONSUMERS_REGISTRY=<url> (the release rehearsal, tooling/release-rehearsal): the latest
// versions that registry has, installed with npm or, with CONSUMERS_INSTALLER=pnpm, with pnpm.
// Only `@hostfront/*` is scoped to that registry (`@hostfront:registry=` in each project's
// .npmrc): a registry with no uplink cannot serve zod or msw, which come from the default one.

import type { ExecFileSyncOptions } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export type Runner = (file: string, args: string[], options?: ExecFileSyncOptions) => string;

export interface PackageSource {
  /** One line for the report: where the packages came from and what installed them. */
  readonly description: string;
  /** What to install for each package: a tarball's path, or `@hostfront/<name>@<version>`. */
  readonly specs: Readonly<Record<string, string>>;
  /** The size of each package's tarball, in bytes. */
  readonly tarballBytes: Readonly<Record<string, number>>;
  /** Makes a fresh consumer project in `dir`. */
  project(dir: string): void;
  /** Installs `specs` into the project in `dir` and checks where `@hostfront/*` came from. */
  install(dir: string, specs: string[]): void;
}

/** Installs reach the network: a stalled fetch is retried by the client, a stalled install
 *  as a whole once more here, before the suite gives up. */
const INSTALL_ATTEMPTS = 3;

function withRetries(dir: string, what: string, install: () => void): void {
  for (let attempt = 1; ; attempt++) {
    try {
      install();
      return;
    } catch (error) {
      if (attempt >= INSTALL_ATTEMPTS) throw error;
      console.warn(`${what}, attempt ${attempt} of ${INSTALL_ATTEMPTS}: ${String(error)}`);
      rmSync(join(dir, "node_modules"), { recursive: true, force: true });
    }
  }
}

interface Options {
  readonly work: string;
  readonly repo: string;
  readonly packages: readonly string[];
  readonly run: Runner;
  readonly pnpm: string;
  readonly timeoutMs: number;
  readonly env?: NodeJS.ProcessEnv;
}

export async function packageSource(options: Options): Promise<PackageSource> {
  const env = options.env ?? process.env;
  const registry = env.CONSUMERS_REGISTRY;
  const installer = env.CONSUMERS_INSTALLER ?? "npm";
  if (installer !== "npm" && installer !== "pnpm")
    throw new Error(`CONSUMERS_INSTALLER must be npm or pnpm, not ${installer}`);
  const { specs, tarballBytes, integrity } = registry
    ? await fromRegistry(registry.endsWith("/") ? registry : `${registry}/`, options.packages)
    : packed(options);
  const npmrc = registry ? `@hostfront:registry=${registry}\n` : "";
  const { run, timeoutMs } = options;
  return {
    description: registry
      ? `@hostfront/* from ${registry} (${Object.values(specs).join(", ")}), installed with ${installer}`
      : `tarballs packed from the workspace, installed with ${installer}`,
    specs,
    tarballBytes,
    project(dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, "package.json"),
        JSON.stringify({ name: "consumer", private: true, type: "module" }),
      );
      if (npmrc) writeFileSync(join(dir, ".npmrc"), npmrc);
    },
    install(dir, wanted) {
      // --prefer-offline: reuse the client's cache; --ignore-scripts: nothing runs at install.
      // From a registry the rehearsal just filled, metadata is asked for again: a cache entry
      // from an earlier rehearsal on the same port would name other tarballs.
      const freshness = registry ? "--prefer-online" : "--prefer-offline";
      const args =
        installer === "npm"
          ? [
              "install",
              "--no-audit",
              "--no-fund",
              freshness,
              "--ignore-scripts",
              "--loglevel=error",
              "--fetch-timeout=60000",
              "--fetch-retries=4",
              ...wanted,
            ]
          : [
              "add",
              // pnpm has no --prefer-online: it asks again unless told --prefer-offline.
              ...(registry ? [] : ["--prefer-offline"]),
              "--ignore-scripts",
              "--reporter=append-only",
              "--config.fetch-timeout=60000",
              "--config.fetch-retries=4",
              ...wanted,
            ];
      withRetries(dir, `${installer} ${args[0]}`, () =>
        run(installer === "npm" ? "npm" : options.pnpm, args, { cwd: dir, timeout: timeoutMs }),
      );
      if (!registry) return;
      // Proof of origin: the lockfile records, for each @hostfront package installed, the
      // integrity of the tarball the rehearsal's registry serves (a same-named package from
      // anywhere else would have another).
      const lockfile = readFileSync(
        join(dir, installer === "npm" ? "package-lock.json" : "pnpm-lock.yaml"),
        "utf8",
      );
      for (const [name, spec] of Object.entries(specs))
        if (wanted.includes(spec) && !lockfile.includes(integrity[name] ?? "\0"))
          throw new Error(`${spec} in ${dir} was not installed from ${registry}`);
    },
  };
}

interface Resolved {
  specs: Record<string, string>;
  tarballBytes: Record<string, number>;
  integrity: Record<string, string>;
}

/** Packs each package (publishConfig applied, workspace: and catalog: versions replaced). */
function packed({ work, repo, packages, run, pnpm }: Options): Resolved {
  const tarballs = join(work, "tarballs");
  mkdirSync(tarballs, { recursive: true });
  const resolved: Resolved = { specs: {}, tarballBytes: {}, integrity: {} };
  for (const name of packages) {
    const before = new Set(readdirSync(tarballs));
    // Built already (turbo's ^build): a second build by the package's `prepack` would rewrite
    // dist/ while other tasks read it.
    run(pnpm, ["pack", "--ignore-scripts", "--pack-destination", tarballs], {
      cwd: join(repo, "packages", name),
    });
    const made = readdirSync(tarballs).find((file) => !before.has(file));
    if (!made) throw new Error(`pnpm pack made no tarball for ${name}`);
    resolved.specs[name] = join(tarballs, made);
    resolved.tarballBytes[name] = statSync(join(tarballs, made)).size;
  }
  return resolved;
}

/** The latest version of each package on `registry`, its tarball checked against its integrity. */
async function fromRegistry(registry: string, packages: readonly string[]): Promise<Resolved> {
  const resolved: Resolved = { specs: {}, tarballBytes: {}, integrity: {} };
  for (const name of packages) {
    const answer = await fetch(`${registry}@hostfront%2f${name}`, {
      signal: AbortSignal.timeout(30_000),
    });
    if (!answer.ok) throw new Error(`${registry} has no @hostfront/${name} (${answer.status})`);
    const document = (await answer.json()) as {
      "dist-tags": { latest: string };
      versions: Record<string, { dist: { tarball: string; integrity: string } }>;
    };
    const version = document["dist-tags"].latest;
    const dist = document.versions[version]?.dist;
    if (!dist) throw new Error(`${registry}: @hostfront/${name}@${version} has no dist`);
    const tarball = await fetch(dist.tarball, { signal: AbortSignal.timeout(30_000) });
    if (!tarball.ok) throw new Error(`${dist.tarball}: ${tarball.status}`);
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    const [algorithm, digest] = dist.integrity.split("-", 2) as [string, string];
    if (createHash(algorithm).update(bytes).digest("base64") !== digest)
      throw new Error(`${dist.tarball} does not match its integrity ${dist.integrity}`);
    resolved.specs[name] = `@hostfront/${name}@${version}`;
    resolved.tarballBytes[name] = bytes.length;
    resolved.integrity[name] = dist.integrity;
  }
  return resolved;
}
