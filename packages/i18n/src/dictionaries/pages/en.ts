// English texts of the pages (under `pages` in the `common` namespace), and the messages of
// the provider's error codes (under `apiErrors`).
export const pagesEn = {
  index: {
    title: "Hostfront: cloud servers, domains and hosting in Asia, Europe and North America",
    description:
      "Virtual, dedicated and cloud servers on NVMe storage in 7 regions, from $5 a month, with IPv6, domains and documentation in English, Chinese and Japanese.",
    heading: "Fast cloud servers close to your customers",
    intro:
      "Virtual and dedicated servers in Hong Kong, Tokyo, Singapore, Los Angeles, New York, Frankfurt and London, on NVMe storage and ready in about a minute. Clear monthly prices, IPv6 included.",
    primaryCta: "See server plans",
    secondaryCta: "Read the docs",
    latest: "Latest announcements",
    rating: "What our customers say",
  },
  jobs: {
    title: "Jobs",
    description: "Open positions at Hostfront in Hong Kong, Tokyo, Singapore and Frankfurt.",
    heading: "Work with us",
    intro:
      "We are a small team running servers on three continents. If you care about fast, honest infrastructure and clear writing, we would like to hear from you.",
    empty:
      "There are no open positions right now. You are welcome to write to us through the contact page.",
    remote: "Remote possible",
    posted: "Posted {{date}}",
    responsibilities: "What you will do",
    requirements: "What you bring",
    apply: "Apply through the contact page",
  },
  about: {
    title: "About us",
    description: "Who runs Hostfront, where our servers are, and how we got here since 2016.",
    heading: "About Hostfront",
    intro:
      "Hostfront started in Hong Kong in 2016 with three engineers and one rack. Today we run virtual, dedicated and cloud servers in seven regions, and we still answer tickets ourselves.",
    history: "Our history",
  },
  "product-vps": {
    title: "Virtual private servers",
    description:
      "KVM virtual servers with NVMe storage and IPv6 in 7 regions, from $5 a month; dedicated servers from $129.",
    heading: "Virtual private servers",
    intro:
      "KVM servers with dedicated vCPU time, NVMe storage and a 1-4 Gbps port, in seven regions. Pay by the month, or save 5% by the quarter and 15% by the year.",
    dedicatedHeading: "Dedicated servers",
    dedicatedIntro:
      "Whole machines with Intel Xeon or AMD EPYC processors and NVMe drives, for steady, heavy workloads.",
    configure: "Configure a server",
  },
  "product-vps-buy": {
    title: "Configure a server",
    description:
      "Choose a region, an operating system, a plan and options, and see the price as you go.",
    heading: "Configure your server",
    intro:
      "Choose a region, an operating system image, a plan and the options you need. The price updates as you choose.",
  },
  "product-domain": {
    title: "Domains",
    description:
      "Search, register and transfer domain names under more than 20 extensions, from $1.49 for the first year.",
    heading: "Find your domain",
    intro:
      "Check one name under many extensions at once, with the first-year, renewal and transfer price of each.",
  },
  signUp: {
    title: "Sign up",
    description: "Create a Hostfront account with your e-mail address or mobile number.",
    heading: "Create your account",
    intro:
      "Sign up with your e-mail address or a mainland China mobile number. We will send you a link to activate your account.",
  },
  "welcome-signup": {
    title: "Welcome",
    description: "Your Hostfront account has been created.",
    heading: "Welcome to Hostfront",
    intro:
      "We have sent an activation link to your e-mail address. Open it within 24 hours to activate your account, then log in.",
  },
  activate: {
    title: "Activate your account",
    description: "Activate your Hostfront account with the link from your e-mail.",
    heading: "Activate your account",
    intro: "Open the link from your activation e-mail to finish creating your account.",
  },
  contact: {
    title: "Contact us",
    description: "Reach Hostfront sales, support and partnerships by ticket, e-mail or chat.",
    heading: "Contact us",
    intro:
      "Existing customers get the fastest answer with a ticket from the console. For sales questions, partnerships and anything else, write to us here; we reply within one business day.",
  },
  "ac-coupon": {
    title: "Coupons",
    description: "Claim coupons for your next server order.",
    heading: "Coupons",
    intro:
      "Claim a coupon while stock lasts, then choose it when you order. One of each coupon per account, one coupon per order.",
    minSpend: "On orders of {{amount}} or more",
    remaining: "{{count}} left",
    validUntil: "Valid until {{date}}",
  },
  "activity-vps": {
    title: "VPS sale",
    description: "Current VPS offers with yearly discounts, while stock lasts.",
    heading: "VPS sale",
    intro: "Limited offers on VPS plans, in any region while stock lasts.",
  },
  "activity-promotion": {
    title: "Promotions",
    description: "Current Hostfront promotions for new and existing customers.",
    heading: "Promotions",
    intro: "Our current offers for new and existing customers.",
  },
  "activity-pintuan-vps": {
    title: "Group-buy offers",
    description: "Team up with other customers and get servers at a group price.",
    heading: "Team up and save",
    intro:
      "Start a group or join an open one. When the group is full before it closes, everyone gets the group price; if it does not fill in time, your order is refunded in full.",
  },
  "activity-pintuan-vps-id": {
    title: "Group-buy: {{title}}",
    description: "{{description}}",
    groupSize: "Groups of {{count}}",
    openGroups: "{{count}} open groups",
    back: "All group-buy offers",
  },
  doc: {
    title: "Documentation",
    description:
      "Guides for Hostfront servers, storage, networking, domains, billing and your account.",
    heading: "Documentation",
    intro:
      "Guides for servers, storage, networking, domains, billing and your account, in English, Chinese and Japanese.",
  },
  "doc-article-slug": {
    back: "Documentation",
  },
  "doc-announce": {
    title: "Announcements",
    description: "Maintenance, new regions, releases and service news from Hostfront.",
    heading: "Announcements",
    intro: "Maintenance windows, new regions and features, and other service news.",
    empty: "There are no announcements yet.",
    newer: "Newer",
    older: "Older",
    pinned: "Pinned",
    categories: {
      maintenance: "Maintenance",
      release: "Release",
      promotion: "Promotion",
      notice: "Notice",
    },
  },
  "doc-announce-detail-id": {
    back: "All announcements",
    updated: "Updated {{date}}",
  },
  "doc-search-query": {
    title: "Search: {{query}}",
    description: "Documentation search results for “{{query}}”.",
    heading: "Results for “{{query}}”",
    again: "Search again",
  },
  "myProduct-cvm-disk": {
    title: "My cloud disks",
    description: "Your data disks, their size, state and usage.",
    heading: "My cloud disks",
    intro:
      "Your data disks in every region, the server each is attached to, and its daily reads and writes.",
    empty: "You have no cloud disks yet.",
    columns: {
      name: "Name",
      size: "Size",
      type: "Type",
      region: "Region",
      status: "Status",
      attachedTo: "Attached to",
      expires: "Expires",
    },
    notAttached: "Not attached",
  },
  userCenter: {
    title: "User centre",
    description: "Your Hostfront account details.",
    heading: "User centre",
    intro:
      "Your account details. Change them, and manage payment, security and API keys, in the console.",
    fields: {
      account: "Account",
      username: "Name",
      email: "E-mail",
      phone: "Mobile number",
      userCode: "Referral code",
      balance: "Balance",
      createdAt: "Member since",
    },
    notSet: "Not set",
    openConsole: "Open the console",
  },
  "workServer-submitWork": {
    title: "Submit a ticket",
    description: "Ask Hostfront support for help with a server, billing or your account.",
    heading: "Submit a ticket",
    intro:
      "Tell us what happened and which server it concerns. We answer technical tickets around the clock, usually within an hour.",
  },
  error: {
    title: "Error {{status}}",
  },
} as const;

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
  "4290": "Too many requests. Please wait a moment and try again.",
  "5000": "Something went wrong on our side. Nothing was changed.",
  "5030": "The service is temporarily unavailable. Please try again later.",
} as const;
