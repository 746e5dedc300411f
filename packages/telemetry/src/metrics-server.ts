// Prometheus' scrape of a process on a port of its own (never the site's or the API's), for the
// site (METRICS_PORT) and the sandbox (SANDBOX_METRICS_PORT): `GET /metrics` answers what
// `collect` gives; with a token, only to `Authorization: Bearer <token>`.
import { createServer, type Server } from "node:http";

export interface MetricsServerOptions {
  readonly port: number;
  readonly host: string;
  /** Asked for as `Bearer <token>` when set. */
  readonly token?: string | null;
  /** The series in Prometheus' text format and its content type (prom-client's registry). */
  readonly collect: () => Promise<{ body: string; contentType: string }>;
}

/** Starts listening at once; `close()` it on the way out. */
export function serveMetrics({ port, host, token = null, collect }: MetricsServerOptions): Server {
  const server = createServer((req, res) => {
    if (token !== null && req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401, { "www-authenticate": "Bearer" }).end();
      return;
    }
    if ((req.url ?? "/").split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    collect().then(
      ({ body, contentType }) => {
        res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" });
        res.end(body);
      },
      () => res.writeHead(500).end(),
    );
  });
  server.listen(port, host);
  return server;
}
