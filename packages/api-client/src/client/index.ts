// A client of the provider API for any runtime, browsers included: typed by the contract, but
// it imports no zod. Answers are not checked unless `validate` is given (`checkAnswer` of
// `@hostfront/api-client/contract`, or a lighter check of your own); the root entry's
// `createApiClient` passes `checkAnswer` by default.
import type { z } from "zod";
import type {
  EndpointInput,
  EndpointName,
  EndpointOutput,
  endpoints,
} from "../contract/endpoints.ts";
import { routeNames, routes } from "../contract/routes.ts";
import type {
  ApiClientOptions,
  CallOptions,
  HttpMethod,
  QueryValue,
  RequestOptions,
} from "./options.ts";
import { createSend } from "./request.ts";

export type { EndpointInput, EndpointName, EndpointOutput } from "../contract/endpoints.ts";
export type { ErrorCode, ErrorName } from "../contract/error-codes.ts";
export {
  ApiError,
  type EndpointError,
  InvalidResponseError,
  isApiError,
  NetworkError,
  TimeoutError,
} from "../errors.ts";
export * from "./options.ts";
export { retryAfterMs } from "./request.ts";

/**
 * Checks the answer of call `name` and returns it as the call's output (defaults applied), or
 * throws (`InvalidResponseError`).
 */
export type AnswerValidator = <K extends EndpointName>(
  name: K,
  message: unknown,
) => EndpointOutput<K>;

export interface ClientOptions extends ApiClientOptions {
  /** Checks each answer of `call` and the named methods (default: none, answers are trusted). */
  readonly validate?: AnswerValidator | undefined;
}

/** The arguments of a call: the input may be left out only when every field of it is optional. */
export type CallArgs<K extends EndpointName> =
  Record<string, never> extends EndpointInput<K>
    ? [input?: EndpointInput<K>, options?: CallOptions]
    : [input: EndpointInput<K>, options?: CallOptions];

/** The call of the contract at `method` + `path`, or never. */
export type EndpointAt<M extends string, P extends string> = {
  [K in EndpointName]: (typeof endpoints)[K] extends { readonly method: M; readonly path: P }
    ? K
    : never;
}[EndpointName];

/**
 * What `request(method, path)` resolves to: for a call of the contract, the `message` as it
 * travels (`z.input` of the call's output: unparsed, so no defaults or transforms applied, and
 * not checked; `call` checks it); for any other path, `unknown`.
 */
export type RequestResult<M extends string, P extends string> = [EndpointAt<M, P>] extends [never]
  ? unknown
  : z.input<(typeof endpoints)[EndpointAt<M, P>]["output"]>;

/** A client: `request` for any path, `call` by name, and one method per call of the contract. */
export type ApiClient = {
  readonly baseUrl: string;
  request<M extends HttpMethod, P extends string>(
    method: M,
    path: P,
    options?: RequestOptions,
  ): Promise<RequestResult<M, P>>;
  call<K extends EndpointName>(name: K, ...args: CallArgs<K>): Promise<EndpointOutput<K>>;
} & {
  readonly [K in EndpointName]: (...args: CallArgs<K>) => Promise<EndpointOutput<K>>;
};

/** Creates a client of the provider API; answers are checked only with `validate`. */
export function createApiClient(options: ClientOptions): ApiClient {
  const send = createSend(options);
  const validate = options.validate;

  async function call<K extends EndpointName>(
    name: K,
    ...[input, callOptions = {}]: CallArgs<K>
  ): Promise<EndpointOutput<K>> {
    const { method } = routes[name];
    const payload = input ?? {};
    const message = await send(method, routes[name].path, {
      ...callOptions,
      ...(method === "GET" ? { query: payload as Record<string, QueryValue> } : { body: payload }),
    });
    return validate ? validate(name, message) : (message as EndpointOutput<K>);
  }

  const methods = Object.fromEntries(
    routeNames.map((name) => [
      name,
      (input?: unknown, callOptions?: CallOptions) =>
        call(name, ...([input, callOptions] as CallArgs<typeof name>)),
    ]),
  );
  const request: (method: HttpMethod, path: string, options?: RequestOptions) => Promise<unknown> =
    send;
  return { ...methods, baseUrl: send.baseUrl, request, call } as ApiClient;
}
