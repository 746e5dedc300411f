// The provider's console, as much of it as the storefront needs: log in (`/?ope=login`) and
// register (`/?ope=reg`). Logging in sets the `token` cookie for the site's host and sends the
// visitor back to where they came from, so the login loop works on one machine. Like the real
// main site it also writes the login's readable cookies of SPEC.md section 3 (`username`,
// `lastloginname`, `email`, `isRedic`), for the token's lifetime and on COOKIE_DOMAIN.

import { isSitePath } from "@hostfront/api-client/contract";
import type { Language } from "@hostfront/api-client/fixtures";
import { ContractError } from "@hostfront/api-client/server";
import { isValid } from "@hostfront/validators";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import {
  authenticate,
  checkCredentials,
  issueToken,
  registerAccount,
  revokeToken,
  TOKEN_TTL_MS,
} from "./provider/accounts.ts";
import type { Sandbox } from "./provider/context.ts";

export const TOKEN_COOKIE = "token";
/**
 * The login's cookies scripts may read (SPEC.md section 3): the name shown, the account last
 * used to log in (the login form is pre-filled with it), the e-mail address of an e-mail
 * account, and `isRedic`, that this login came back to the site through the console's redirect.
 */
export const LOGIN_COOKIES = {
  username: "username",
  lastloginname: "lastloginname",
  email: "email",
  isRedic: "isRedic",
} as const;
/** The storefront's referral cookie (SPEC.md section 3). */
export const REFERRER_COOKIE = "referrer";

/** The console's texts (the end-to-end journeys find its fields and buttons by them). */
export const texts = {
  en: {
    title: "Hostfront console",
    login: "Log in",
    register: "Create an account",
    account: "E-mail address or mobile number",
    password: "Password",
    passwordHint: "4–14 letters and digits, with at least one of each.",
    username: "Name",
    submitLogin: "Log in",
    submitRegister: "Create account",
    toRegister: "No account yet? Create one",
    toLogin: "Already registered? Log in",
    registered: "Check your inbox",
    registeredBody:
      "We sent an activation link to {account}. Open it within 24 hours, then log in.",
    sandboxLink: "Sandbox: this is the link that was sent:",
    loggedInAs: "Logged in as {account}",
    backToSite: "Back to the site",
    logout: "Log out",
    errors: {
      BAD_CREDENTIALS: "The account or the password is wrong.",
      ACCOUNT_NOT_ACTIVATED:
        "This account is not activated yet. Open the link in your activation e-mail.",
      ACCOUNT_EXISTS: "An account with this e-mail address or number already exists.",
      PASSWORD_RULE:
        "The password must be 4–14 letters and digits, with at least one letter and one digit.",
      BAD_REQUEST: "Please check the highlighted fields.",
      CROSS_SITE: "This form was not sent from the console.",
      OTHER: "Something went wrong. Please try again.",
    },
  },
  zh: {
    title: "Hostfront 控制台",
    login: "登录",
    register: "注册账号",
    account: "邮箱或手机号",
    password: "密码",
    passwordHint: "4～14 位字母和数字，且至少包含一个字母和一个数字。",
    username: "姓名",
    submitLogin: "登录",
    submitRegister: "注册",
    toRegister: "还没有账号？立即注册",
    toLogin: "已有账号？直接登录",
    registered: "请查收激活邮件",
    registeredBody: "激活链接已发送至 {account}，请在 24 小时内打开链接完成激活，然后登录。",
    sandboxLink: "沙箱环境：已发送的链接如下：",
    loggedInAs: "当前登录：{account}",
    backToSite: "返回网站",
    logout: "退出登录",
    errors: {
      BAD_CREDENTIALS: "账号或密码错误。",
      ACCOUNT_NOT_ACTIVATED: "账号尚未激活，请打开激活邮件中的链接。",
      ACCOUNT_EXISTS: "该邮箱或手机号已注册。",
      PASSWORD_RULE: "密码须为 4～14 位字母和数字，且至少包含一个字母和一个数字。",
      BAD_REQUEST: "请检查标出的字段。",
      CROSS_SITE: "该表单并非从控制台提交。",
      OTHER: "出错了，请重试。",
    },
  },
  ja: {
    title: "Hostfront コンソール",
    login: "ログイン",
    register: "アカウント登録",
    account: "メールアドレスまたは携帯電話番号",
    password: "パスワード",
    passwordHint: "英字と数字をそれぞれ1文字以上含む、4〜14文字の英数字。",
    username: "お名前",
    submitLogin: "ログイン",
    submitRegister: "登録する",
    toRegister: "アカウントをお持ちでない方はこちら",
    toLogin: "登録済みの方はログイン",
    registered: "メールをご確認ください",
    registeredBody:
      "{account} に有効化リンクを送信しました。24時間以内にリンクを開いてから、ログインしてください。",
    sandboxLink: "サンドボックス：送信されたリンクはこちらです：",
    loggedInAs: "{account} でログイン中",
    backToSite: "サイトに戻る",
    logout: "ログアウト",
    errors: {
      BAD_CREDENTIALS: "アカウントまたはパスワードが正しくありません。",
      ACCOUNT_NOT_ACTIVATED:
        "アカウントがまだ有効化されていません。有効化メールのリンクを開いてください。",
      ACCOUNT_EXISTS: "このメールアドレスまたは電話番号は登録済みです。",
      PASSWORD_RULE:
        "パスワードは英字と数字をそれぞれ1文字以上含む、4〜14文字の英数字にしてください。",
      BAD_REQUEST: "入力内容をご確認ください。",
      CROSS_SITE: "このフォームはコンソールから送信されていません。",
      OTHER: "問題が発生しました。もう一度お試しください。",
    },
  },
} as const;

type Texts = (typeof texts)[Language];
type ErrorKey = keyof Texts["errors"];

function languageOf(c: Context): Language {
  const asked = c.req.query("lang") ?? "";
  if (asked === "en" || asked === "zh" || asked === "ja") return asked;
  const accept = (c.req.header("accept-language") ?? "").toLowerCase();
  if (accept.startsWith("zh")) return "zh";
  if (accept.startsWith("ja")) return "ja";
  return "en";
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? "");

function page(
  language: Language,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
) {
  return html`<!doctype html>
<html lang="${language === "zh" ? "zh-Hans" : language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f6fb;color:#14213d}
main{max-width:26rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 4px 24px #14213d1a}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #9aa5b8;border-radius:6px;font:inherit}
button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
input[aria-invalid=true]{border:2px solid #b91c1c;background:#fef2f2}
.hint{color:#4b5563;font-size:.875rem}.error{background:#fee2e2;color:#991b1b;padding:.75rem;border-radius:6px}
a{color:#1d4ed8}code{word-break:break-all}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function consoleRoutes(sandbox: Sandbox): Hono {
  const app = new Hono();
  const allowedOrigins = new Set(
    [sandbox.config.publicUrl, ...Object.values(sandbox.config.siteUrls)].map(
      (url) => new URL(url).origin,
    ),
  );
  const secure = sandbox.config.publicUrl.startsWith("https:");
  const domainOption = {
    path: "/",
    ...(sandbox.config.cookieDomain ? { domain: sandbox.config.cookieDomain } : {}),
  };
  /** The login's cookies live as long as its token, on the shared domain. */
  const loginCookie = {
    ...domainOption,
    sameSite: "Lax",
    secure,
    maxAge: TOKEN_TTL_MS / 1000,
  } as const;

  /** Only URLs on the storefront or the console itself; anything else goes to the console home. */
  const safeRedirect = (target: string | undefined): string => {
    if (!target) return "/";
    if (target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\"))
      return target;
    try {
      const url = new URL(target);
      return allowedOrigins.has(url.origin) ? url.href : "/";
    } catch {
      return "/";
    }
  };

  const siteOrigins = new Set(
    Object.values(sandbox.config.siteUrls).map((url) => new URL(url).origin),
  );
  /** The storefront page a redirect leads to, as a site path; null for anything else. */
  const sitePathOf = (redirect: string): string | null => {
    try {
      const url = new URL(redirect);
      if (!siteOrigins.has(url.origin)) return null;
      const path = `${url.pathname}${url.search}${url.hash}`;
      return isSitePath(path) ? path : null;
    } catch {
      return null;
    }
  };

  const form = (
    language: Language,
    ope: "login" | "reg",
    values: { account?: string | undefined; username?: string; redirect: string },
    error?: ErrorKey,
    /** The fields the error is about: marked, and described by it. */
    invalid: ReadonlySet<string> = new Set(),
  ) => {
    const t: Texts = texts[language];
    const mark = (field: string, describedBy: string[] = []) => {
      const ids = [...(invalid.has(field) ? ["form-error"] : []), ...describedBy];
      return raw(
        `${invalid.has(field) ? ' aria-invalid="true"' : ""}${ids.length > 0 ? ` aria-describedby="${ids.join(" ")}"` : ""}`,
      );
    };
    const query = (next: "login" | "reg") =>
      `/?ope=${next}&lang=${language}&redirect=${encodeURIComponent(values.redirect)}`;
    const heading = ope === "login" ? t.login : t.register;
    return page(
      language,
      `${heading} · ${t.title}`,
      html`<h1>${heading}</h1>
${error ? html`<p class="error" id="form-error" role="alert">${t.errors[error]}</p>` : ""}
<form method="post" action="/console/${ope === "login" ? "login" : "register"}?lang=${language}">
<input type="hidden" name="redirect" value="${values.redirect}">
<label for="account">${t.account}</label>
<input id="account" name="account" autocomplete="username" required value="${values.account ?? ""}"${mark("account")}>
${
  ope === "reg"
    ? html`<label for="username">${t.username}</label><input id="username" name="username" autocomplete="name" required value="${values.username ?? ""}"${mark("username")}>`
    : ""
}
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="${ope === "login" ? "current-password" : "new-password"}" required${mark("password", ope === "reg" ? ["password-hint"] : [])}>
${ope === "reg" ? html`<p class="hint" id="password-hint">${t.passwordHint}</p>` : ""}
<button type="submit">${ope === "login" ? t.submitLogin : t.submitRegister}</button>
</form>
<p><a href="${ope === "login" ? query("reg") : query("login")}">${ope === "login" ? t.toRegister : t.toLogin}</a></p>`,
    );
  };

  const sameOrigin = (c: Context) => {
    const origin = c.req.header("origin");
    return origin === undefined || origin === "null"
      ? c.req.header("sec-fetch-site") !== "cross-site"
      : allowedOrigins.has(origin) || origin === new URL(c.req.url).origin;
  };

  /** The fields an error is about: those the provider named, the password for its rule. */
  const invalidFields = (error: unknown): Set<string> => {
    if (!(error instanceof ContractError)) return new Set();
    if (error.error === "PASSWORD_RULE") return new Set(["password"]);
    if (error.error === "BAD_CREDENTIALS") return new Set(["account", "password"]);
    return new Set(Object.keys(error.fields ?? {}));
  };

  const errorKey = (error: unknown): ErrorKey => {
    if (error instanceof ContractError && error.error in texts.en.errors)
      return error.error as ErrorKey;
    return "OTHER";
  };

  app.get("/", async (c) => {
    const language = languageOf(c);
    const redirect = safeRedirect(c.req.query("redirect"));
    const ope = c.req.query("ope");
    if (ope === "reg") return c.html(form(language, "reg", { redirect }));
    const token = getCookie(c, TOKEN_COOKIE);
    const user = ope !== "login" && token ? await authenticate(sandbox, token) : null;
    // The account last used on this device is typed in already (the main site's `lastloginname`).
    const remembered = getCookie(c, LOGIN_COOKIES.lastloginname);
    if (!user) return c.html(form(language, "login", { account: remembered, redirect }));
    const t: Texts = texts[language];
    return c.html(
      page(
        language,
        t.title,
        html`<h1>${t.title}</h1><p>${fill(t.loggedInAs, { account: user.account })}</p>
<p><a href="${sandbox.config.siteUrls[language]}/">${t.backToSite}</a></p>
<form method="post" action="/console/logout?lang=${language}"><button type="submit">${t.logout}</button></form>`,
      ),
    );
  });

  app.post("/console/login", async (c) => {
    const language = languageOf(c);
    const body = await c.req.parseBody();
    const account = String(body.account ?? "").trim();
    const redirect = safeRedirect(String(body.redirect ?? ""));
    if (!sameOrigin(c))
      return c.html(form(language, "login", { account, redirect }, "CROSS_SITE"), 403);
    try {
      const user = await checkCredentials(sandbox, account, String(body.password ?? ""));
      const { token } = await issueToken(sandbox, user);
      setCookie(c, TOKEN_COOKIE, token, { ...loginCookie, httpOnly: true });
      setCookie(c, LOGIN_COOKIES.username, user.username, loginCookie);
      setCookie(c, LOGIN_COOKIES.lastloginname, account, loginCookie);
      if (isValid("email", user.account))
        setCookie(c, LOGIN_COOKIES.email, user.account, loginCookie);
      else deleteCookie(c, LOGIN_COOKIES.email, domainOption);
      setCookie(c, LOGIN_COOKIES.isRedic, "1", loginCookie);
      return c.redirect(redirect, 303);
    } catch (error) {
      if (!(error instanceof ContractError))
        sandbox.log.error({ err: error }, "console login failed");
      return c.html(
        form(language, "login", { account, redirect }, errorKey(error), invalidFields(error)),
        422,
      );
    }
  });

  /**
   * The referral the storefront kept for this visitor: its `referrer` cookie (shared with the
   * console's host through COOKIE_DOMAIN, or the same host on one machine). Anything that is
   * not a plain code is ignored.
   */
  const referralOf = (c: Context): string | null => {
    const value = String(getCookie(c, REFERRER_COOKIE) ?? "").trim();
    return /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : null;
  };

  app.post("/console/register", async (c) => {
    const language = languageOf(c);
    const body = await c.req.parseBody();
    const values = {
      account: String(body.account ?? "").trim(),
      username: String(body.username ?? "").trim(),
      redirect: safeRedirect(String(body.redirect ?? "")),
    };
    if (!sameOrigin(c)) return c.html(form(language, "reg", values, "CROSS_SITE"), 403);
    try {
      const { userAccount, link } = await registerAccount(sandbox, {
        account: values.account,
        username: values.username,
        password: String(body.password ?? ""),
        language,
        referer: referralOf(c),
        // The activation link brings the visitor back to the page that sent them to log in.
        returnTo: sitePathOf(values.redirect),
      });
      const t: Texts = texts[language];
      return c.html(
        page(
          language,
          t.registered,
          html`<h1>${t.registered}</h1><p>${fill(t.registeredBody, { account: userAccount })}</p>
<p class="hint">${t.sandboxLink}<br><a href="${link}"><code>${link}</code></a></p>
<p><a href="/?ope=login&amp;lang=${language}&amp;redirect=${encodeURIComponent(values.redirect)}">${t.login}</a></p>`,
        ),
      );
    } catch (error) {
      if (!(error instanceof ContractError))
        sandbox.log.error({ err: error }, "console registration failed");
      return c.html(form(language, "reg", values, errorKey(error), invalidFields(error)), 422);
    }
  });

  app.post("/console/logout", async (c) => {
    const token = getCookie(c, TOKEN_COOKIE);
    if (token && sameOrigin(c)) await revokeToken(sandbox, token);
    // The session's cookies go; `lastloginname` and `isRedic` stay, so the next login form is
    // pre-filled (the storefront's own logout, clearing mode 1, removes `lastloginname` too).
    for (const name of [TOKEN_COOKIE, LOGIN_COOKIES.username, LOGIN_COOKIES.email])
      deleteCookie(c, name, domainOption);
    return c.redirect(`/?lang=${languageOf(c)}`, 303);
  });

  return app;
}
