// The ticket page's server side: the visitor's products to choose from and the prefill, the
// submitted ticket the result URL names, and the action that opens a ticket once per form key.
import { errorCodes, idSchema, isApiError } from "@hostfront/api-client";
import { redirect } from "react-router";
import { z } from "zod";
import { languageContext } from "~/context";
import { requireSession } from "~/lib/account/login.server";
import {
  consoleLinks,
  MAX_ROWS,
  memberCall,
  regionNames,
  withToken,
} from "~/lib/account/member.server";
import { api } from "~/lib/cache/upstream.server";
import {
  formFailure,
  newFormKey,
  parseForm,
  providerFailure,
  text,
  upstreamKey,
} from "~/lib/forms/forms.server";
import { requestPath } from "~/lib/http/page-path";
import { dateFormatter, pageData } from "~/lib/page/page.server";
import {
  CATEGORIES,
  type Category,
  DESCRIPTION,
  isCategory,
  SUBJECT,
} from "~/lib/page-values/tickets";
import { translatorOf } from "~/lib/texts/translator.server";
import type { Route } from "./+types/work-server-submit-work";

/** What a ticket number looks like in the result page's URL. */
const TICKET_NO = /^[A-Za-z0-9-]{1,40}$/;

const ticketForm = z.object({
  category: z.enum(CATEGORIES, { message: "validation.required" }),
  product: z.union([z.literal(""), idSchema]).default(""),
  subject: text(SUBJECT),
  description: text(DESCRIPTION),
});

/** The page's own messages for a field's problem (they say the limits, or what is wrong). */
const FIELD_MESSAGES = {
  subject: "pages.workServer-submitWork.errors.subjectLength",
  description: "pages.workServer-submitWork.errors.descriptionLength",
  product: "pages.workServer-submitWork.errors.productUnknown",
} as const;

const ownMessage = (field: string): string | null =>
  Object.hasOwn(FIELD_MESSAGES, field)
    ? FIELD_MESSAGES[field as keyof typeof FIELD_MESSAGES]
    : null;

/** The submitted ticket the URL names (after the post's redirect), or null. */
function submittedTicket(query: URLSearchParams) {
  const number = query.get("ticket");
  const category = query.get("category");
  const opened = query.get("opened") ?? "";
  if (!number || !TICKET_NO.test(number) || !isCategory(category)) return null;
  return { number, category, opened: Number.isNaN(Date.parse(opened)) ? null : opened };
}

/** The form's data: a new form key, the visitor's products to choose from, the prefill. */
async function loadForm(
  request: Request,
  context: Route.LoaderArgs["context"],
  query: URLSearchParams,
) {
  const t = translatorOf(context);
  const [result, regions] = await Promise.all([
    memberCall(request, context, () =>
      api.userProducts({ page: 1, row: MAX_ROWS }, withToken(context)),
    ),
    regionNames(context),
  ]);
  const region = (id: string) => regions.get(id) ?? id;
  const products = result
    ? {
        servers: result.list
          .filter((product) => product.type === "server")
          .map((server) => ({
            id: server.id,
            label: [server.name, server.ipv4, region(server.areaId)].filter(Boolean).join(" · "),
          })),
        disks: result.list
          .filter((product) => product.type === "disk")
          .map((disk) => ({
            id: disk.id,
            label: [
              disk.name,
              disk.sizeGb === null
                ? null
                : t("pages.myProduct-cvm-disk.sizeGb", { size: disk.sizeGb }),
              region(disk.areaId),
            ]
              .filter(Boolean)
              .join(" · "),
          })),
      }
    : null;
  const asked = query.get("product");
  const known = products && [...products.servers, ...products.disks].some((p) => p.id === asked);
  const category = query.get("category");
  return {
    formKey: newFormKey(),
    products,
    prefill: {
      category: isCategory(category) ? category : ("technical" as Category),
      product: known && asked ? asked : "",
      subject: (query.get("subject") ?? "").slice(0, SUBJECT.max),
    },
  };
}

export async function loadTicketPage({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const query = new URL(request.url).searchParams;
  const date = dateFormatter(context);
  const ticket = submittedTicket(query);
  return pageData(
    request,
    context,
    { page: "workServer-submitWork", noindex: true },
    {
      ticket: ticket && {
        ...ticket,
        opened: ticket.opened ? { iso: ticket.opened, text: date(ticket.opened) } : null,
      },
      // The result page shows the ticket only: no form, no product list to fetch.
      form: ticket ? null : await loadForm(request, context, query),
      console: consoleLinks(language),
    },
    { private: true },
  );
}

export async function submitTicket({ request, context }: Route.ActionArgs) {
  requireSession(request, context);
  const form = await parseForm(request, context, ticketForm);
  const t = translatorOf(context);
  if (!form.ok) {
    const failure = form.failure.data;
    const required = t("validation.required");
    // The catalogue's generic "not valid" says less than the page can: its limits.
    const errors = Object.fromEntries(
      Object.entries(failure.errors).map(([field, message]) => {
        const own = ownMessage(field);
        return [field, own && message !== required ? t(own) : message];
      }),
    );
    return failure.formError
      ? form.failure
      : formFailure(failure.values, errors, null, form.failure.init?.status ?? 400);
  }
  const language = context.get(languageContext);
  const { category, product, subject, description } = form.data;
  let ticket: Awaited<ReturnType<typeof api.ticketSubmit>>;
  try {
    ticket = await api.ticketSubmit(
      { language, category, productId: product || null, subject, content: description },
      { ...withToken(context), idempotencyKey: upstreamKey(context, form.key) },
    );
  } catch (error) {
    // The product is not (or no longer) the visitor's: a problem of that field.
    if (isApiError(error, errorCodes.NOT_FOUND.code))
      return formFailure(form.values, { product: t(FIELD_MESSAGES.product) }, null, error.status, {
        renewKey: true,
      });
    return providerFailure(context, form.values, error);
  }
  // Post, then redirect: a reload shows the ticket, it does not open another one.
  const path = requestPath(request);
  const query = new URLSearchParams({
    ticket: ticket.ticketNo,
    category,
    opened: ticket.createdAt,
  });
  return redirect(`${path}?${query}`, 303);
}
