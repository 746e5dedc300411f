// Where the suites' servers listen (playwright.config.ts starts them).
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4791);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3791);
export const SITE = `http://127.0.0.1:${WEB_PORT}`;
export const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
