import { useShell, useSiteHref, useTranslation } from "@hostfront/ui";
import { Form, redirect } from "react-router";
import { z } from "zod";
import {
  ErrorSummary,
  FormKey,
  SelectField,
  SubmitButton,
  TextArea,
  TextField,
} from "~/components/form";
import { PageHeader, Section } from "~/components/page";
import { languageContext } from "~/context";
import { api, callOptions } from "~/lib/cache/upstream.server";
import {
  newFormKey,
  parseForm,
  providerFailure,
  rule,
  text,
  upstreamKey,
} from "~/lib/forms/forms.server";
import { pageHeaders } from "~/lib/http/headers";
import { requestPath } from "~/lib/http/page-path";
import { pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import type { Route } from "./+types/contact";

/** Addresses for each kind of question (FACTS.md). */
const ADDRESSES = [
  { key: "sales", email: "sales@hostfront.example" },
  { key: "support", email: "support@hostfront.example" },
  { key: "abuse", email: "abuse@hostfront.example" },
] as const;

export const TOPICS = ["sales", "support", "partnership", "press", "other"] as const;
/** Longest message the form takes (the provider's limit). */
export const MESSAGE_MAX = 5000;

const contactForm = z.object({
  // A person's name as they write it ("Li Wei", "山田 太郎"): the `name` rule has no spaces.
  name: text({ min: 2, max: 40 }),
  email: rule("email"),
  phone: rule("phone", { optional: true }),
  topic: z.enum(TOPICS, { message: "validation.required" }),
  message: text({ min: 10, max: MESSAGE_MAX }),
});

const isTopic = (value: string | null): value is (typeof TOPICS)[number] =>
  (TOPICS as readonly (string | null)[]).includes(value);

export function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const sent = query.get("sent") === "1";
  // Other pages link here with the topic chosen (e.g. the jobs page: `?topic=other`).
  const asked = query.get("topic");
  const topic = isTopic(asked) ? asked : "sales";
  return pageData(request, context, { page: "contact" }, { formKey: newFormKey(), sent, topic });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, contactForm);
  if (!form.ok) return form.failure;
  const language = context.get(languageContext);
  try {
    await api.contactMessage(
      { ...form.data, language },
      { ...callOptions(context), idempotencyKey: upstreamKey(context, form.key) },
    );
  } catch (error) {
    return providerFailure(context, form.values, error);
  }
  // Post, then redirect: a reload shows the thank-you, it does not send the message again.
  const path = requestPath(request);
  return redirect(`${path}?sent=1#contact-form`, 303);
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const { openChat } = useShell();
  const state = actionData;
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const p = (key: string) => t(`pages.contact.${key}`);
  return (
    <>
      <PageHeader page="contact" />
      <Section className="grid gap-6 desk:grid-cols-3">
        <h2 className="sr-only">{p("channelsHeading")}</h2>
        <div className="rounded-xl border border-line p-6">
          <h3 className="text-lg font-bold">{p("ticketTitle")}</h3>
          <p className="mt-2 text-sm text-muted">{p("ticketBody")}</p>
          <p className="mt-4">
            <a className="btn-primary" href={href("/workServer/submitWork")}>
              {p("ticketLink")}
            </a>
          </p>
        </div>
        <div className="rounded-xl border border-line p-6">
          <h3 className="text-lg font-bold">{p("chatTitle")}</h3>
          <p className="mt-2 text-sm text-muted">{p("chatBody")}</p>
          <p className="mt-4">
            <button type="button" className="btn-outline" onClick={() => openChat()}>
              {p("chatButton")}
            </button>
          </p>
        </div>
        <div className="rounded-xl border border-line p-6">
          <h3 className="text-lg font-bold">{p("emailTitle")}</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {ADDRESSES.map((address) => (
              <li key={address.key}>
                <span className="block text-muted">{t(`labels.channels.${address.key}`)}</span>
                <a className="text-brand hover:underline" href={`mailto:${address.email}`}>
                  {address.email}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section>
        <div id="contact-form" className="max-w-2xl scroll-mt-24">
          <h2 className="text-2xl font-bold">{p("formHeading")}</h2>
          <p className="mt-1 text-muted">{p("formIntro")}</p>
          {loaderData.sent && !state ? (
            <p
              role="status"
              className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
            >
              {p("sent")}
            </p>
          ) : null}
          <Form method="post" className="mt-6 space-y-5" noValidate={false}>
            <FormKey value={state?.formKey ?? loaderData.formKey} />
            <ErrorSummary
              state={state}
              labels={{
                name: p("name"),
                email: p("email"),
                phone: p("phone"),
                topic: p("topic"),
                message: p("message"),
              }}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={p("name")}
                name="name"
                autoComplete="name"
                maxLength={40}
                defaultValue={values.name}
                error={errors.name}
              />
              <TextField
                label={p("email")}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                defaultValue={values.email}
                error={errors.email}
              />
              <TextField
                label={p("phone")}
                name="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={13}
                optional
                hint={p("phoneHint")}
                defaultValue={values.phone}
                error={errors.phone}
              />
              <SelectField
                label={p("topic")}
                name="topic"
                defaultValue={values.topic ?? loaderData.topic}
                error={errors.topic}
              >
                {TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {p(`topics.${topic}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextArea
              label={p("message")}
              name="message"
              rows={6}
              minLength={10}
              maxLength={MESSAGE_MAX}
              hint={p("messageHint")}
              defaultValue={values.message}
              error={errors.message}
            />
            <SubmitButton>{p("send")}</SubmitButton>
          </Form>
        </div>
      </Section>
    </>
  );
}
