// The visitor's session: logged in when the `token` cookie is present (SPEC.md section 6).
import type { MiddlewareFunction } from "react-router";
import { sessionContext } from "~/context";
import { readCookie, TOKEN_COOKIE } from "~/lib/http/cookies.server";

const TOKEN = /^[A-Za-z0-9._~+/=-]{16,512}$/;

export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const token = readCookie(request, TOKEN_COOKIE);
  context.set(sessionContext, { token: token && TOKEN.test(token) ? token : null });
  return next();
};
