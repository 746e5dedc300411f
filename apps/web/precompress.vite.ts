// The client build's files, compressed once at build time: beside each script, stylesheet and
// JSON chunk a Brotli (`.br`, best quality) and a gzip (`.gz`) copy, which the server's static
// handler (sirv, server.ts) sends to browsers that accept them. Compressing per request costs
// the server CPU on the same cores the pages compete for, and Brotli at its best quality,
// too slow per request, is smaller than gzip for scripts.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text the browser fetches. */
const COMPRESSIBLE = /\.(?:js|css|json|svg|txt|html)$/;
/** Below this size compression gains nothing over a request's own overhead. */
export const MIN_COMPRESS_BYTES = 1_024;

/** Writes `<file>.br` and `<file>.gz` beside `file`; answers whether it did. */
export async function compressFile(file: string): Promise<boolean> {
  const data = await readFile(file);
  if (data.byteLength < MIN_COMPRESS_BYTES) return false;
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return true;
}

export function precompress(): Plugin {
  return {
    name: "hostfront-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => compressFile(join(dir, name))));
    },
  };
}
