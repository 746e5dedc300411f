// The products the demo user of every mock provider starts with: a running server with an
// attached disk, and a spare disk in another region.
import type { EndpointOutput } from "../contract/endpoints.ts";

/** The user's products every mock provider starts with. */
export const initialProducts = (): EndpointOutput<"userProducts">["list"] => [
  {
    id: "srv-demo-1",
    type: "server",
    name: "web-1",
    areaId: "hkg",
    status: "running",
    planId: "vps-2c4g",
    sizeGb: null,
    diskType: null,
    attachedTo: null,
    ipv4: "203.0.113.51",
    orderId: "ord-demo-1",
    createdAt: "2026-05-02T03:00:00.000Z",
    expiresAt: "2027-05-02T03:00:00.000Z",
  },
  {
    id: "disk-demo-1",
    type: "disk",
    name: "web-1-data",
    areaId: "hkg",
    status: "attached",
    planId: null,
    sizeGb: 100,
    diskType: "ssd",
    attachedTo: "srv-demo-1",
    ipv4: null,
    orderId: "ord-demo-1",
    createdAt: "2026-05-02T03:00:00.000Z",
    expiresAt: "2027-05-02T03:00:00.000Z",
  },
  {
    id: "disk-demo-2",
    type: "disk",
    name: "backup",
    areaId: "fra",
    status: "available",
    planId: null,
    sizeGb: 500,
    diskType: "hdd",
    attachedTo: null,
    ipv4: null,
    orderId: "ord-demo-2",
    createdAt: "2026-08-19T10:30:00.000Z",
    expiresAt: "2026-12-19T10:30:00.000Z",
  },
];
