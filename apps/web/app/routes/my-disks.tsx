import { isApiError } from "@hostfront/api-client";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { pageHeaders } from "~/lib/headers";
import { dateFormatter, pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { api, callOptions } from "~/lib/upstream.server";
import { loginUrl, pageMiddleware } from "~/middleware/registry.server";
import type { Route } from "./+types/my-disks";

export const middleware = pageMiddleware("myProduct-cvm-disk");

export async function loader({ request, context }: Route.LoaderArgs) {
  const date = dateFormatter(context);
  let disks = null;
  try {
    const result = await api.userProducts(
      { page: 1, row: 100, type: "disk" },
      callOptions(context, { withToken: true }),
    );
    disks = result.list.map((disk) => ({
      id: disk.id,
      name: disk.name,
      sizeGb: disk.sizeGb,
      diskType: disk.diskType,
      areaId: disk.areaId,
      status: disk.status,
      attachedTo: disk.attachedTo,
      expires: date(disk.expiresAt),
    }));
  } catch (error) {
    // The token expired or was revoked: back to the console's login. Anything else leaves the
    // list unavailable, inside the page.
    if (isApiError(error, 4010))
      throw redirect(loginUrl(context.get(languageContext), request.url));
  }
  return pageData(
    request,
    context,
    { page: "myProduct-cvm-disk", noindex: true },
    { disks },
    { private: true },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function MyDisks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { disks } = loaderData;
  const column = (key: string) => t(`pages.myProduct-cvm-disk.columns.${key}`);
  return (
    <>
      <PageHeader page="myProduct-cvm-disk" />
      <Section>
        {disks === null && <Unavailable />}
        {disks?.length === 0 && <p>{t("pages.myProduct-cvm-disk.empty")}</p>}
        {disks && disks.length > 0 && (
          <div className="overflow-x-auto rounded-xl border border-line">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t("pages.myProduct-cvm-disk.heading")}</caption>
              <thead className="bg-mist">
                <tr>
                  {["name", "size", "type", "region", "status", "attachedTo", "expires"].map(
                    (key) => (
                      <th key={key} scope="col" className="px-4 py-3">
                        {column(key)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {disks.map((disk) => (
                  <tr key={disk.id} className="border-t border-line">
                    <th scope="row" className="px-4 py-3 font-semibold">
                      {disk.name}
                    </th>
                    <td className="px-4 py-3">{disk.sizeGb} GB</td>
                    <td className="px-4 py-3">{disk.diskType?.toUpperCase()}</td>
                    <td className="px-4 py-3">{disk.areaId}</td>
                    <td className="px-4 py-3">{t(`labels.productStatus.${disk.status}`)}</td>
                    <td className="px-4 py-3">
                      {disk.attachedTo ?? t("pages.myProduct-cvm-disk.notAttached")}
                    </td>
                    <td className="px-4 py-3">{disk.expires}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </>
  );
}
