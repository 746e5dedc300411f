// The same contract suite against the mock provider the published msw handlers answer with
// (@hostfront/api-client/mocks): the mock gives the sandbox's answers, or this fails.
import { mockCapabilities, mockTarget } from "./contract/mock-target.ts";
import { contractSuite } from "./contract/suite.ts";

contractSuite("the mock provider", mockCapabilities, mockTarget);
