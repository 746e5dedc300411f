// The member centre's ticket form: category, the server or disk it is about, subject and
// description, checked on the server, sent once per form key, then the ticket's number, state
// and first-response time on the page the post redirects to. Other pages link here with the
// form filled in (`?category=billing&product=<id>`).

import { useSiteHref, useTranslation } from "@hostfront/ui";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import {
  ErrorSummary,
  FormKey,
  SelectField,
  SubmitButton,
  TextArea,
  TextField,
} from "~/components/form";
import { MemberLayout } from "~/components/member-layout";
import { PageHeader } from "~/components/page";
import { pageHeaders } from "~/lib/http/headers";
import { metaTags } from "~/lib/page/seo";
import { CATEGORIES, DESCRIPTION, isCategory, SUBJECT } from "~/lib/page-values/tickets";
import { pageMiddleware } from "~/middleware/registry.server";
import type { Route } from "./+types/work-server-submit-work";
import { loadTicketPage, submitTicket } from "./work-server-submit-work.server";

export const middleware = pageMiddleware("workServer-submitWork");

export async function loader(args: Route.LoaderArgs) {
  return loadTicketPage(args);
}

export async function action(args: Route.ActionArgs) {
  return submitTicket(args);
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function SubmitWork({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page="workServer-submitWork" />
      <MemberLayout current="submitWork" console={loaderData.console}>
        {loaderData.ticket ? (
          <Submitted ticket={loaderData.ticket} />
        ) : loaderData.form ? (
          <TicketForm form={loaderData.form} state={actionData} />
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
  state: Route.ComponentProps["actionData"];
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
  const [category, setCategory] = useState<string>(values.category ?? form.prefill.category);
  // A category chosen before the page ran is in the select, not yet in the state: take it over.
  const categorySelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (description.current) setLength(description.current.value.length);
    if (categorySelect.current) setCategory(categorySelect.current.value);
  }, []);
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
              ref={categorySelect}
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
