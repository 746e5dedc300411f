// What the error page shows inside the shell: the status, the message, the request's reference
// and the way home. Its texts are embedded only in an error document (CONDITIONAL_TEXTS.error in
// lib/texts/dictionary.ts) and loaded before a client navigation renders (root.tsx).
import { useTranslation } from "@hostfront/ui";
import { isRouteErrorResponse } from "react-router";

export function ErrorPage({
  error,
  requestId,
  home,
}: {
  error: unknown;
  requestId: string | null;
  home: string;
}) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : null;
  const message = detail ?? t(`errors.status.${status}`, { defaultValue: t("errors.unexpected") });
  return (
    <section className="mx-auto max-w-3xl px-4 py-16" data-testid="error-page">
      <title>{t("errors.title", { status })}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold text-brand">{t("errors.title", { status })}</p>
      <h1 className="mt-2 text-3xl font-bold">{message}</h1>
      {requestId && (
        <p className="mt-4 text-sm text-muted">{t("errors.reference", { id: requestId })}</p>
      )}
      <p className="mt-8 flex gap-4">
        <a className="btn-primary" href={home}>
          {t("errors.backHome")}
        </a>
      </p>
    </section>
  );
}
