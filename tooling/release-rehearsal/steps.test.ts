// A step killed by its time limit takes what it started with it.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { runStep } from "./steps.ts";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test("a step over its time limit leaves nothing it started running", async () => {
  // The command starts a long-lived child (as the consumer suite starts the sandbox), prints
  // its pid, then outlives the limit.
  const result = runStep("sh", ["-c", "sleep 60 & echo $!; sleep 60"], {
    encoding: "utf8",
    timeout: 500,
    stdio: ["ignore", "pipe", "pipe"],
  });
  assert.equal(result.signal, "SIGTERM");
  const child = Number(result.stdout.trim());
  assert.ok(child > 0, `the child's pid, got ${JSON.stringify(result.stdout)}`);
  // SIGKILL lands at once, but the pid is reaped by init a moment later.
  for (let tries = 0; tries < 50 && alive(child); tries++)
    await new Promise((done) => setTimeout(done, 20));
  const ps = spawnSync("ps", ["-o", "stat=", "-p", String(child)], { encoding: "utf8" });
  // Gone, or a zombie waiting for init to reap it.
  assert.ok(!alive(child) || ps.stdout.trim().startsWith("Z"), `sleep ${child} still runs`);
});

test("a step that ends in time answers its output and status", () => {
  const result = runStep("sh", ["-c", "echo done; exit 3"], { encoding: "utf8" });
  assert.equal(result.stdout, "done\n");
  assert.equal(result.status, 3);
});
