// Tables of the sandbox database, as Kysely sees them. Times are ISO 8601 text, booleans 0/1,
// documents JSON text: the same columns on SQLite and PostgreSQL.

export interface CatalogueItemTable {
  kind: string;
  id: string;
  position: number;
  data: string;
}

export interface CouponStockTable {
  coupon_id: string;
  remaining: number;
}

export interface OfferStockTable {
  offer_id: string;
  sold: number;
}

export interface UserTable {
  id: string;
  account: string;
  username: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  user_code: string;
  language: string;
  activated: number;
  referer: string | null;
  balance_usd: number;
  created_at: string;
}

export interface ActivationCodeTable {
  code_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  link: string;
  created_at: string;
}

export interface TokenTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface UserCouponTable {
  id: string;
  user_id: string;
  coupon_id: string;
  received_at: string;
  used_order_id: string | null;
}

export interface OrderTable {
  id: string;
  order_no: string;
  user_id: string;
  kind: string;
  status: string;
  items: string;
  subtotal_usd: number;
  discount_usd: number;
  total_usd: number;
  config: string;
  user_coupon_id: string | null;
  created_at: string;
}

export interface ProductTable {
  id: string;
  user_id: string;
  order_id: string;
  type: string;
  name: string;
  area_id: string;
  status: string;
  plan_id: string | null;
  size_gb: number | null;
  disk_type: string | null;
  attached_to: string | null;
  ipv4: string | null;
  created_at: string;
  expires_at: string;
}

export interface PintuanGroupTable {
  id: string;
  pintuan_id: string;
  leader: string;
  group_size: number;
  members: number;
  expires_at: string;
  created_at: string;
}

export interface PintuanMemberTable {
  group_id: string;
  user_id: string;
  order_id: string;
  joined_at: string;
}

export interface OfferPurchaseTable {
  id: string;
  offer_id: string;
  user_id: string;
  order_id: string;
  created_at: string;
}

export interface EventTable {
  id: string;
  kind: string;
  user_id: string | null;
  data: string;
  created_at: string;
}

export interface CommentTable {
  id: string;
  user_id: string | null;
  rating: number;
  content: string;
  language: string;
  created_at: string;
}

export interface ReviewSummaryTable {
  id: number;
  rating_value: number;
  review_count: number;
  updated_at: string;
}

export interface TicketTable {
  id: string;
  ticket_no: string;
  user_id: string;
  category: string;
  product_id: string | null;
  subject: string;
  content: string;
  language: string;
  status: string;
  created_at: string;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
  language: string;
  created_at: string;
}

export interface IdempotencyTable {
  key: string;
  fingerprint: string;
  status: number;
  body: string;
  created_at: string;
}

export interface Database {
  catalogue_items: CatalogueItemTable;
  coupon_stock: CouponStockTable;
  offer_stock: OfferStockTable;
  users: UserTable;
  activation_codes: ActivationCodeTable;
  outbox: OutboxTable;
  tokens: TokenTable;
  user_coupons: UserCouponTable;
  orders: OrderTable;
  products: ProductTable;
  pintuan_groups: PintuanGroupTable;
  pintuan_members: PintuanMemberTable;
  offer_purchases: OfferPurchaseTable;
  events: EventTable;
  comments: CommentTable;
  review_summary: ReviewSummaryTable;
  tickets: TicketTable;
  contact_messages: ContactMessageTable;
  idempotency: IdempotencyTable;
}
