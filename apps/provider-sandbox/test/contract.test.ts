import { contractSuite } from "./contract-suite.ts";

contractSuite("SQLite", () => ({}));
