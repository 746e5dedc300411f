// Calls to the site's `/api/*` from a test, as a page's script makes them, and their envelopes.
import { type EndpointName, endpoints } from "@hostfront/api-client";
import { type Language, resources } from "@hostfront/i18n";
import { handleBffGet, handleBffPost } from "~/lib/bff/bff.server";
import { type ContextOptions, pageArgs, SITE, type SiteRequestInit } from "./request";

/** An envelope as the browser reads it. */
export interface Envelope {
  code: number;
  message: unknown;
  fields?: Record<string, string>;
}

export type BffInit = SiteRequestInit & ContextOptions;

/** The translated messages of the provider's error codes in `language`. */
export const apiErrors = (language: Language) => resources[language].common.apiErrors;
/** The path of a contract call (`/api/chat`). */
export const pathOf = (name: EndpointName) => endpoints[name].path;
/** A chat session id. */
export const CHAT_UUID = "0b6f3a52-5d0c-4a3e-9a43-1c2d3e4f5a6b";

/** A BFF answer: its status, its envelope and the response itself (headers, cookies). */
export async function readEnvelope(response: Response) {
  return { status: response.status, body: (await response.json()) as Envelope, response };
}

/** GET from the browser, through the BFF's loader. */
export async function bffGet(target: string, init: BffInit = {}) {
  return readEnvelope(await handleBffGet(await pageArgs(target, init)));
}

/** POST of JSON from a page of the site (same origin unless said), through the BFF's action. */
export async function bffPost(target: string, json: unknown = {}, init: BffInit = {}) {
  const args = await pageArgs(target, {
    ...init,
    json,
    headers: { origin: SITE, ...init.headers },
  });
  return readEnvelope(await handleBffPost(args));
}
