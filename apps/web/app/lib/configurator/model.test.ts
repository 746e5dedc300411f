// The configurator's rules that keep choices working together: a firewall that lets in the way
// to the server's system, and the plan a system too large for the chosen plan moves to.
import type { SecurityGroup } from "@hostfront/api-client";
import { catalogue } from "@hostfront/api-client/fixtures";
import { describe, expect, it } from "vitest";
import { accessOf, groupAdmits, type PlanOption, planFor } from "~/lib/configurator/model";

const rules = (id: string) => {
  const group = catalogue.securityGroups.find((g) => g.id === id);
  if (!group) throw new Error(`no security group ${id}`);
  return { rules: group.rules.map((rule) => ({ ...rule, description: "" })) };
};

describe("accessOf", () => {
  it("reaches Windows by Remote Desktop and every other system by SSH", () => {
    expect(accessOf({ family: "windows" })).toEqual({ name: "rdp", port: 3389 });
    expect(accessOf({ family: "linux" })).toEqual({ name: "ssh", port: 22 });
    expect(accessOf({ family: "bsd" })).toEqual({ name: "ssh", port: 22 });
  });
});

describe("groupAdmits", () => {
  const rdp = accessOf({ family: "windows" });
  const ssh = accessOf({ family: "linux" });

  it.each([
    ["sg-web", false, true],
    ["sg-ssh", false, true],
    ["sg-windows", true, false],
    ["sg-database", false, true],
    ["sg-open", true, true],
  ])("%s lets in Remote Desktop: %s, SSH: %s", (id, byRdp, bySsh) => {
    expect(groupAdmits(rules(id), rdp)).toBe(byRdp);
    expect(groupAdmits(rules(id), ssh)).toBe(bySsh);
  });

  const rule = (
    fields: Partial<SecurityGroup["rules"][number]>,
  ): SecurityGroup["rules"][number] => ({
    direction: "in",
    protocol: "tcp",
    ports: "22/22",
    cidr: "0.0.0.0/0",
    action: "allow",
    description: "",
    ...fields,
  });

  it("takes port ranges and all ports, and only from anywhere", () => {
    expect(groupAdmits({ rules: [rule({ ports: "3000/4000" })] }, rdp)).toBe(true);
    expect(groupAdmits({ rules: [rule({ protocol: "all", ports: "all" })] }, rdp)).toBe(true);
    expect(groupAdmits({ rules: [rule({ cidr: "10.0.0.0/8" })] }, ssh)).toBe(false);
    expect(groupAdmits({ rules: [rule({ protocol: "udp" })] }, ssh)).toBe(false);
    expect(groupAdmits({ rules: [rule({ direction: "out" })] }, ssh)).toBe(false);
  });

  it("is shut by a deny rule on the port", () => {
    expect(
      groupAdmits(
        { rules: [rule({}), rule({ action: "deny", ports: "all", protocol: "all" })] },
        ssh,
      ),
    ).toBe(false);
  });
});

describe("planFor", () => {
  const plan = (id: string, diskGb: number, stock = 10) => ({ id, diskGb, stock }) as PlanOption;

  it("is the first plan on sale whose system disk holds the image", () => {
    const plans = [plan("s", 25), plan("m", 40, 0), plan("l", 50), plan("xl", 80)];
    expect(planFor({ minDiskGb: 40 } as never, plans)?.id).toBe("l");
    expect(planFor({ minDiskGb: 100 } as never, plans)).toBeUndefined();
  });
});
