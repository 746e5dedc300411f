// English texts of the pages (under `pages` in the `common` namespace), and the messages of
// the provider's error codes (under `apiErrors`).
import { type PagesIn, pagesIn } from "./all.ts";
export const pagesEn: PagesIn<"en"> = pagesIn("en");

/** Messages of the provider's error codes, as the site shows them. */
export const apiErrorsEn = {
  "4000": "Please check what you entered.",
  "4010": "Please log in first.",
  "4030": "This request is not allowed.",
  "4041": "There is nothing at this address.",
  "4050": "This address does not accept this kind of request.",
  "4130": "The request is too large.",
  "4040": "It no longer exists.",
  "4101": "You already have this coupon.",
  "4102": "This coupon has run out.",
  "4103": "This coupon is not valid right now.",
  "4104": "This coupon cannot be used for this order.",
  "4201": "This activation link is not valid.",
  "4202": "This activation link has expired. Please sign up again to get a new one.",
  "4203": "Your account is already activated. You can log in.",
  "4301": "An account with this e-mail address or number already exists.",
  "4302": "The account or the password is wrong.",
  "4303": "Your account is not activated yet. Please open the link in your activation e-mail.",
  "4304": "Your password could not be read. Please reload the page and try again.",
  "4305": "The password does not meet the requirements.",
  "4401": "This group is already full.",
  "4402": "This group has closed.",
  "4403": "You are already in this group.",
  "4404": "This offer is not open right now.",
  "4405": "This offer is sold out.",
  "4406": "You have reached the limit for this offer.",
  "4502": "This domain extension is not available.",
  "4601": "This server configuration is not available. Please change your choices.",
  "4091": "Your earlier request is still being processed. Please wait a moment.",
  "4220": "This form was already sent with other details. Please reload the page and try again.",
  "4290": "Too many requests. Please wait a moment and try again.",
  "5000": "Something went wrong on our side. Nothing was changed.",
  "5030": "The service is temporarily unavailable. Please try again later.",
} as const;
