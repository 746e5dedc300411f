// Renders the documentation off the main thread (about two seconds of CPU) and answers each
// language's search index and passages, so the sandbox serves requests while it starts up.
import { parentPort } from "node:worker_threads";
import type { Documentation } from "./assistant.ts";
import { documentation } from "./assistant.ts";

const result: Documentation = documentation();
parentPort?.postMessage(result);
