import { sandboxCapabilities, sandboxTarget } from "./contract/sandbox-target.ts";
import { contractSuite } from "./contract/suite.ts";

contractSuite("the sandbox (SQLite)", sandboxCapabilities, () => sandboxTarget({}));
