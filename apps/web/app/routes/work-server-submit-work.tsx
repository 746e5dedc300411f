// The member centre's ticket form: category, the server or disk it is about, subject and
// description, checked on the server, sent once per form key, then the ticket's number, state
// and first-response time on the page the post redirects to. Other pages link here with the
// form filled in (`?category=billing&product=<id>`).

import { errorCodes, idSchema, isApiError, ticketCategorySchema } from "@hostfront/api-client";
import { useSiteHref, useTranslation } from "@hostfront/ui";
import { useEffect, useRef, useState } from "react";
import { Form, redirect } from "react-router";
import { z } from "zod";
import {
  ErrorSummary,
  FormKey,
  type FormState,
  SelectField,
  SubmitButton,
  TextArea,
  TextField,
} from "~/components/form";
import { MemberLayout } from "~/components/member-layout";
import { PageHeader } from "~/components/page";
import { languageContext } from "~/context";
import {
  formFailure,
  newFormKey,
  parseForm,
  providerFailure,
  text,
  upstreamKey,
} from "~/lib/forms.server";
import { pageHeaders } from "~/lib/headers";
import { consoleLinks, MAX_ROWS, memberCall, regionNames, withToken } from "~/lib/member.server";
import { dateFormatter, pageData } from "~/lib/page.server";
import { requestPath } from "~/lib/page-path";
import { metaTags } from "~/lib/seo";
import { api } from "~/lib/upstream.server";
import { getInstance } from "~/middleware/locale.server";
import { pageMiddleware, requireSession } from "~/middleware/registry.server";
import type { Route } from "./+types/work-server-submit-work";

export const middleware = pageMiddleware("workServer-submitWork");

/** Ticket categories, in the order the form offers them (the provider's list). */
export const CATEGORIES = ticketCategorySchema.options;
export type Category = (typeof CATEGORIES)[number];
/** Subject and description limits (the provider's, FACTS.md). */
export const SUBJECT = { min: 3, max: 120 } as const;
export const DESCRIPTION = { min: 10, max: 5000 } as const;
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

const isCategory = (value: string | null): value is Category =>
  (CATEGORIES as readonly string[]).includes(value ?? "");

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
  const t = getInstance(context).t;
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

export async function loader({ request, context }: Route.LoaderArgs) {
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

export async function action({ request, context }: Route.ActionArgs) {
  requireSession(request, context);
  const form = await parseForm(request, context, ticketForm);
  const t = getInstance(context).t;
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

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SubmitWork({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page="workServer-submitWork" />
      <MemberLayout current="submitWork" console={loaderData.console}>
        {loaderData.ticket ? (
          <Submitted ticket={loaderData.ticket} />
        ) : loaderData.form ? (
          <TicketForm form={loaderData.form} state={actionData as FormState | undefined} />
        ) : null}
      </MemberLayout>
    </>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function Submitted({ ticket }: { ticket: NonNullable<LoaderData["ticket"]> }) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const p = (key: string, values?: Record<string, string>) =>
    t(`pages.workServer-submitWork.${key}`, values);
  return (
    <section
      aria-labelledby="ticket-heading"
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-6"
      data-testid="ticket-result"
    >
      <h2 id="ticket-heading" className="text-2xl font-bold text-emerald-950">
        <span aria-hidden="true">✓ </span>
        {p("result.heading")}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{p("result.number")}</dt>
          <dd className="font-mono text-xl font-bold" data-testid="ticket-number">
            {ticket.number}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{p("result.status")}</dt>
          <dd className="font-semibold" data-testid="ticket-status">
            {p("result.open")}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{p("result.category")}</dt>
          <dd>{p(`categories.${ticket.category}`)}</dd>
        </div>
        {ticket.opened ? (
          <div>
            <dt className="text-sm text-muted">{p("result.opened")}</dt>
            <dd>
              <time dateTime={ticket.opened.iso}>{ticket.opened.text}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-4 font-semibold" data-testid="ticket-response">
        {p("result.expected", { time: p(`response.${ticket.category}`) })}
      </p>
      <p className="mt-1 text-sm text-muted">{p("result.quote")}</p>
      <p className="mt-5 flex flex-wrap gap-3">
        <a className="btn-primary" href={href("/workServer/submitWork")}>
          {p("result.another")}
        </a>
        <a className="btn-outline" href={href("/myProduct/cvm/disk")}>
          {p("result.disks")}
        </a>
      </p>
    </section>
  );
}

function TicketForm({
  form,
  state,
}: {
  form: NonNullable<LoaderData["form"]>;
  state: FormState | undefined;
}) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const p = (key: string) => t(`pages.workServer-submitWork.${key}`);
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const initialDescription = values.description ?? "";
  // The count appears once the page runs; without JavaScript the limits are in the hint.
  const [length, setLength] = useState<number | null>(null);
  const description = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (description.current) setLength(description.current.value.length);
  }, []);
  const [category, setCategory] = useState<string>(values.category ?? form.prefill.category);
  const shownCategory = isCategory(category) ? category : form.prefill.category;
  const { products } = form;
  return (
    <div className="grid gap-8 desk:grid-cols-[minmax(0,1fr)_16rem]">
      <section aria-labelledby="ticket-form-heading">
        <h2 id="ticket-form-heading" className="text-xl font-bold">
          {p("formHeading")}
        </h2>
        <Form method="post" className="mt-4 space-y-5">
          <FormKey value={state?.formKey ?? form.formKey} />
          <ErrorSummary
            state={state}
            labels={{
              category: p("category"),
              product: p("product"),
              subject: p("subject"),
              description: p("body"),
            }}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={p("category")}
              name="category"
              defaultValue={shownCategory}
              onChange={(event) => setCategory(event.currentTarget.value)}
              hint={
                <>
                  <span className="block">{p(`categoryUse.${shownCategory}`)}</span>
                  <span className="block" data-testid="category-response">
                    {p("responseHeading")}: {p(`response.${shownCategory}`)}
                  </span>
                </>
              }
              error={errors.category}
            >
              {CATEGORIES.map((option) => (
                <option key={option} value={option}>
                  {p(`categories.${option}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={p("product")}
              name="product"
              optional
              defaultValue={values.product ?? form.prefill.product}
              hint={products ? p("productHint") : p("productsUnavailable")}
              error={errors.product}
            >
              <option value="">{p("productNone")}</option>
              {products && products.servers.length > 0 ? (
                <optgroup label={p("servers")}>
                  {products.servers.map((server) => (
                    <option key={server.id} value={server.id}>
                      {server.label}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {products && products.disks.length > 0 ? (
                <optgroup label={p("disks")}>
                  {products.disks.map((disk) => (
                    <option key={disk.id} value={disk.id}>
                      {disk.label}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </SelectField>
          </div>
          <TextField
            label={p("subject")}
            name="subject"
            minLength={SUBJECT.min}
            maxLength={SUBJECT.max}
            autoComplete="off"
            hint={p("subjectHint")}
            defaultValue={values.subject ?? form.prefill.subject}
            error={errors.subject}
          />
          <TextArea
            label={p("body")}
            name="description"
            rows={10}
            minLength={DESCRIPTION.min}
            maxLength={DESCRIPTION.max}
            hint={
              <>
                {p("bodyHint")}
                {length !== null ? (
                  <span
                    className="mt-0.5 block text-right tabular-nums"
                    data-testid="description-count"
                  >
                    {t("forms.characters", { count: length, max: DESCRIPTION.max })}
                  </span>
                ) : null}
              </>
            }
            defaultValue={initialDescription}
            onChange={(event) => setLength(event.currentTarget.value.length)}
            ref={description}
            error={errors.description}
          />
          <SubmitButton>{p("submit")}</SubmitButton>
        </Form>
      </section>
      <aside aria-labelledby="ticket-tips-heading" className="text-sm">
        <h2 id="ticket-tips-heading" className="font-semibold">
          {p("tipsHeading")}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
          {["service", "what", "when", "tried"].map((tip) => (
            <li key={tip}>{p(`tips.${tip}`)}</li>
          ))}
        </ul>
        <h2 className="mt-5 font-semibold">{p("responseHeading")}</h2>
        <dl className="mt-2 space-y-1">
          {CATEGORIES.map((option) => (
            <div key={option}>
              <dt className="inline font-medium">{p(`categories.${option}`)}: </dt>
              <dd className="inline text-muted">{p(`response.${option}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4">
          <a
            className="text-brand hover:underline"
            href={href("/doc/article/account-and-tickets#write-a-ticket-that-gets-solved-fast")}
          >
            {p("guide")}
          </a>
        </p>
      </aside>
    </div>
  );
}
