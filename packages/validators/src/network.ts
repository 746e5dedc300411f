// Address and name formats shared by several rules: IPv4, IPv6, ports, domain names.

const OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])";
/** Source of one dotted-quad IPv4 address; no leading zeros (`01` is ambiguous: octal). */
export const IPV4_SOURCE: string = `${OCTET}(?:\\.${OCTET}){3}`;
export const IPV4: RegExp = new RegExp(`^${IPV4_SOURCE}$`);

/** Source of one port number, 1-65535, without leading zeros. */
export const PORT_SOURCE: string =
  "(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3})";

const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;
const IPV6_CHARS = /^[0-9A-Fa-f:.]{2,45}$/;

/**
 * IPv6 text forms of RFC 4291 section 2.2: eight groups, `::` compression (once), and a
 * trailing embedded IPv4 address. Zone identifiers (`%eth0`) are refused: they only mean
 * something on the machine that wrote them.
 */
export function isIPv6(value: string): boolean {
  if (!IPV6_CHARS.test(value)) return false;
  const halves = value.split("::");
  if (halves.length > 2) return false;
  const compressed = halves.length === 2;
  const groups: string[] = [];
  for (const half of halves) {
    if (half === "") continue;
    groups.push(...half.split(":"));
  }
  let count = 0;
  for (const [index, group] of groups.entries()) {
    const isLast = index === groups.length - 1;
    if (isLast && group.includes(".")) {
      // The embedded IPv4 form must end the address and stands for two groups.
      if (compressed && halves[1] === "") return false;
      if (!IPV4.test(group)) return false;
      count += 2;
    } else if (HEX_GROUP.test(group)) {
      count += 1;
    } else {
      return false;
    }
  }
  return compressed ? count <= 7 : count === 8;
}

const LABEL_CHARS = /^[\p{L}\p{M}\p{N}-]{1,63}$/u;
const ALL_DIGITS = /^[0-9]+$/;

/**
 * A host name of two or more dot-separated labels: letters (internationalised names
 * included), marks, digits and inner hyphens, 1-63 characters a label; the last label is
 * not all digits, so an IPv4 address is not a domain name.
 */
export function isHostName(value: string): boolean {
  const labels = value.split(".");
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (!LABEL_CHARS.test(label) || label.startsWith("-") || label.endsWith("-")) return false;
  }
  return !ALL_DIGITS.test(labels[labels.length - 1] ?? "");
}

/** Every RegExp of this module, for the ReDoS analysis in the tests. */
export const networkRegExps: readonly RegExp[] = [
  IPV4,
  HEX_GROUP,
  IPV6_CHARS,
  LABEL_CHARS,
  ALL_DIGITS,
];
