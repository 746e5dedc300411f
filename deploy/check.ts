// `pnpm test` for the operations kit: the tools that read these files check them. promtool
// (Debian's `prometheus`) checks the scrape config and the rules and runs the rules' unit tests;
// HAProxy checks its configuration; the dashboard is JSON whose queries name series. Which
// series exist is checked beside their definitions (apps/web/app/lib/ops/metrics.server.test.ts).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));

/** A tool's path, or a stop that says how to get it (`.ci/run` installs both). */
function tool(name: string, paths: readonly string[], debianPackage: string): string {
  const found = paths.find((path) => existsSync(path));
  if (found) return found;
  console.error(
    `${name} is missing: install Debian's ${debianPackage} (apt-get install ${debianPackage}), as .ci/run does.`,
  );
  process.exit(1);
}

const promtool = tool("promtool", ["/usr/bin/promtool", "/usr/local/bin/promtool"], "prometheus");
const haproxy = tool("haproxy", ["/usr/sbin/haproxy", "/usr/local/sbin/haproxy"], "haproxy");

const checks: [string, string, string[]][] = [
  ["scrape config and rules", promtool, ["check", "config", "prometheus/prometheus.yml"]],
  ["alert rules", promtool, ["check", "rules", "prometheus/alerts.yml"]],
  ["alert rules' unit tests", promtool, ["test", "rules", "prometheus/alerts.test.yml"]],
  ["HAProxy configuration", haproxy, ["-c", "-q", "-f", "haproxy/haproxy.cfg"]],
];
let failed = false;
for (const [what, command, args] of checks) {
  try {
    execFileSync(command, args, { cwd: here, stdio: ["ignore", "pipe", "pipe"] });
    console.info(`ok  ${what}`);
  } catch (error) {
    failed = true;
    const { stdout = "", stderr = "" } = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(`FAIL ${what}: ${command} ${args.join(" ")}\n${stdout}${stderr}`);
  }
}

const dashboard = JSON.parse(readFileSync(`${here}grafana/hostfront.json`, "utf8")) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const empty = dashboard.panels.filter((panel) => panel.targets.every((t) => !t.expr.trim()));
if (dashboard.panels.length === 0 || empty.length > 0) {
  failed = true;
  console.error(`FAIL dashboard: panels without a query: ${empty.map((p) => p.title).join(", ")}`);
} else console.info(`ok  dashboard (${dashboard.panels.length} panels)`);

process.exit(failed ? 1 : 0);
