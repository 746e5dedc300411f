// The configurator's choice sections, in the order the page shows them.
import type { ComponentProps } from "react";
import { BandwidthChoice } from "./bandwidth-choice";
import type { SectionProps } from "./choice";
import { CouponChoice } from "./coupon-choice";
import { DiskChoices } from "./disk-choices";
import { ImageChoice } from "./image-choice";
import { PeriodChoice } from "./period-choice";
import { PlanChoice } from "./plan-choice";
import { QuantityChoice } from "./quantity-choice";
import { RegionChoice } from "./region-choice";
import { SecurityGroupChoice } from "./security-group-choice";
import { SnapshotChoice } from "./snapshot-choice";
import { TypeChoice } from "./type-choice";

/** What the coupon section needs besides what every section gets. */
export type CouponProps = Omit<ComponentProps<typeof CouponChoice>, keyof SectionProps>;

export function ChoiceSections({ coupon, ...props }: SectionProps & { coupon: CouponProps }) {
  return (
    <>
      <TypeChoice {...props} />
      <RegionChoice {...props} />
      <ImageChoice {...props} />
      <PlanChoice {...props} />
      <BandwidthChoice {...props} />
      <DiskChoices {...props} />
      <SecurityGroupChoice {...props} />
      <SnapshotChoice {...props} />
      <PeriodChoice {...props} />
      <QuantityChoice {...props} />
      <CouponChoice {...props} {...coupon} />
    </>
  );
}
