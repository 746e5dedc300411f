// The security group of the server, each with its inbound rules in short; a group that would
// shut out the way into the chosen system (SSH, or Remote Desktop for Windows) cannot be
// chosen, and says so.
import type { SecurityGroup } from "@hostfront/api-client";
import { useTranslation } from "@hostfront/ui";
import { accessOf, groupAdmits } from "~/lib/configurator/model";
import { ChoiceCard, ChoiceGroup, cardOf, P, type SectionProps } from "./choice";

const ANY_NETWORK = "0.0.0.0/0";

/** The inbound rules a group allows, short: `TCP 22, TCP 80, ping`. */
function inboundRules(group: SecurityGroup, t: (key: string, values?: object) => string) {
  return group.rules
    .filter((rule) => rule.direction === "in" && rule.action === "allow")
    .map((rule) => {
      const [from, to] = rule.ports.split("/");
      const ports =
        rule.ports === "all"
          ? t(`${P}.securityGroup.anyPort`)
          : from === to
            ? from
            : `${from}–${to}`;
      const text =
        rule.protocol === "icmp"
          ? t(`${P}.securityGroup.ping`)
          : rule.protocol === "all"
            ? t(`${P}.securityGroup.anyPort`)
            : `${rule.protocol.toUpperCase()} ${ports}`;
      return rule.cidr === ANY_NETWORK
        ? text
        : t(`${P}.securityGroup.fromNetwork`, { rule: text, cidr: rule.cidr });
    })
    .join(", ");
}

export function SecurityGroupChoice(props: SectionProps) {
  const { t } = useTranslation();
  const { config, options, errors } = props;
  if (options.securityGroups.length === 0) return null;
  const image = options.images.find((i) => i.id === config.image);
  const access = image ? accessOf(image) : null;
  return (
    <ChoiceGroup
      name="securityGroup"
      legend={t(`${P}.securityGroup.legend`)}
      hint={t(`${P}.securityGroup.hint`)}
      error={errors.securityGroup}
      columns="sm:grid-cols-2 desk:grid-cols-3"
      cardRem={8}
    >
      {options.securityGroups.map((group) => {
        const shutOut = image && access && !groupAdmits(group, access);
        return (
          <ChoiceCard
            key={group.id}
            {...cardOf(props, "securityGroup", group.id)}
            title={group.name}
            disabled={Boolean(shutOut)}
            reason={
              shutOut
                ? t(`${P}.securityGroup.shutsOut`, {
                    access: t(`${P}.access.${access.name}`),
                    port: access.port,
                    image: image.name,
                  })
                : undefined
            }
          >
            <span className="block">{group.description}</span>
            <span className="mt-1 block text-xs">
              {t(`${P}.securityGroup.inbound`, {
                rules: inboundRules(group, t as (key: string, values?: object) => string),
              })}
            </span>
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}
