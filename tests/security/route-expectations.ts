/**
 * Who may call each API route: the table the route × role suite checks the app against. Keyed by
 * "METHOD /api/path" exactly as the Hono app lists it (`createApp(deps).routes`). A new route fails the suite until
 * it is added here, with the roles its guard really allows (read the route's requireRole / staffOnly).
 */
export const ROLES = ['anonymous', 'agent', 'admin', 'super_admin', 'borrower'] as const;
export type Role = (typeof ROLES)[number];

const EVERYONE: readonly Role[] = ROLES;
const STAFF: readonly Role[] = ['agent', 'admin', 'super_admin'];
const ADMINS: readonly Role[] = ['admin', 'super_admin'];
const SUPER_ADMIN: readonly Role[] = ['super_admin'];
/**
 * A borrower signed in by an emailed link (ADR 52): their own file's routes only. A borrower is anonymous to every
 * staff route (401); staff are refused on a borrower route (403).
 */
const BORROWER: readonly Role[] = ['borrower'];
/** The agent dashboard (functions/areas/agent.ts): agents and admins, each on their own agents row only. */
const AGENT_DASHBOARD: readonly Role[] = ['agent', 'admin'];

export const ROUTE_EXPECTATIONS: Record<string, readonly Role[]> = {
  'GET /api/health': EVERYONE,

  'POST /api/auth/sign-in': EVERYONE,
  'POST /api/auth/sign-out': EVERYONE,
  'GET /api/auth/session': EVERYONE,
  'GET /api/auth/me': STAFF,
  // Staff accounts (ADR 41): reset is public and answers alike for every address; the code step needs a session
  // that owes a code (anonymous: 401, a signed-in session 409); enrolment is for any signed-in staff member.
  'POST /api/auth/password-reset': EVERYONE,
  'POST /api/auth/password-reset/check': EVERYONE,
  'POST /api/auth/password-reset/confirm': EVERYONE,
  'POST /api/auth/two-factor/verify': STAFF,
  'POST /api/auth/two-factor/recovery': STAFF,
  'GET /api/auth/two-factor/setup': STAFF,
  'POST /api/auth/two-factor/enrol': STAFF,
  'GET /api/account': STAFF,
  'POST /api/account/password': STAFF,
  // A role that must use two-step verification cannot turn it off.
  'DELETE /api/account/two-factor': AGENT_DASHBOARD,
  'POST /api/account/sign-out-everywhere': STAFF,

  'POST /api/chat': EVERYONE,

  // The borrower portal (ADR 52): the link's page and the new-link request are public and answer alike for every
  // address; the file, its uploads and downloads are the borrower's session only.
  'GET /api/my-file/sign-in': EVERYONE,
  'POST /api/my-file/sign-in': EVERYONE,
  'POST /api/my-file/new-link': EVERYONE,
  'POST /api/my-file/sign-out': EVERYONE,
  'GET /api/my-file/signed-out': EVERYONE,
  'GET /api/my-file': BORROWER,
  'POST /api/my-file/needs/:needId/uploads': BORROWER,
  // A document sent in parts (ADR 60): opened against the borrower's own need, each part and the finish of their own upload.
  'POST /api/my-file/needs/:needId/parted-uploads': BORROWER,
  'PUT /api/my-file/parted-uploads/:id/parts/:index': BORROWER,
  'POST /api/my-file/parted-uploads/:id/finish': BORROWER,
  'GET /api/my-file/uploads/:uploadId': BORROWER,
  'POST /api/my-file/messages': BORROWER,

  'POST /api/leads/contact': EVERYONE,
  'POST /api/leads/agent-application': EVERYONE,
  'POST /api/leads/newsletter': EVERYONE,
  'POST /api/leads/application': EVERYONE,
  'POST /api/leads/calculator-copy': EVERYONE,
  'POST /api/leads/unsubscribe': EVERYONE,
  'GET /api/leads/newsletter/confirm': EVERYONE,
  'POST /api/leads/newsletter/confirm': EVERYONE,
  'POST /api/privacy-requests': EVERYONE,
  'GET /api/privacy-requests/confirm': EVERYONE,
  'POST /api/privacy-requests/confirm': EVERYONE,
  'GET /api/leads/applications': STAFF,

  'POST /api/rate-alerts': EVERYONE,
  'GET /api/rate-alerts/confirm': EVERYONE,
  'POST /api/rate-alerts/confirm': EVERYONE,
  'GET /api/rate-alerts/unsubscribe': EVERYONE,
  'POST /api/rate-alerts/unsubscribe': EVERYONE,

  'POST /api/analytics/page-view': EVERYONE,
  'GET /api/rates': EVERYONE,
  'POST /api/rates/refresh-if-stale': EVERYONE,
  // Forms sent without JavaScript (ADR 58): the province's rates and the calculators' answers, public HTML pages.
  'GET /api/rates/province': EVERYONE,
  'GET /api/calculators/payment': EVERYONE,
  'GET /api/calculators/affordability': EVERYONE,
  'GET /api/calculators/land-transfer-tax': EVERYONE,
  'GET /api/calculators/cash-to-close': EVERYONE,
  'GET /api/calculators/prepayment-penalty': EVERYONE,
  'GET /api/news': EVERYONE,
  'GET /api/news/proxy': EVERYONE,
  'POST /api/news/proxy': EVERYONE,
  'GET /api/news/inoreader': EVERYONE,
  'POST /api/news/inoreader': EVERYONE,

  'POST /api/uploads/:bucket': STAFF,

  'GET /api/admin/rebuild-status': ADMINS,
  'GET /api/admin/outbox': SUPER_ADMIN,
  'POST /api/admin/outbox/:id/resend': SUPER_ADMIN,
  'GET /api/admin/leads': SUPER_ADMIN,
  'GET /api/admin/leads/export.csv': SUPER_ADMIN,
  'GET /api/admin/leads/agents': SUPER_ADMIN,
  'POST /api/admin/leads': SUPER_ADMIN,
  'GET /api/admin/leads/:id': SUPER_ADMIN,
  'PATCH /api/admin/leads/:id': SUPER_ADMIN,
  'DELETE /api/admin/leads/:id': SUPER_ADMIN,
  'GET /api/admin/analytics': SUPER_ADMIN,
  // The audit log: read and export only, by the super admin (ADR 26).
  'GET /api/admin/audit': SUPER_ADMIN,
  'GET /api/admin/audit/export.csv': SUPER_ADMIN,
  // Privacy requests: an access export and an erasure (ADR 27).
  'GET /api/admin/privacy/export.json': SUPER_ADMIN,
  'POST /api/admin/privacy/erase': SUPER_ADMIN,
  'GET /api/admin/privacy/requests': SUPER_ADMIN,
  'POST /api/admin/privacy/requests/:id/answered': SUPER_ADMIN,
  // Clients and the renewal radar (ADR 29): every client for the super admin, one's own on the agent dashboard.
  'GET /api/admin/clients': SUPER_ADMIN,
  'GET /api/admin/clients/:id': SUPER_ADMIN,
  'POST /api/admin/clients': SUPER_ADMIN,
  'PATCH /api/admin/clients/:id': SUPER_ADMIN,
  'DELETE /api/admin/clients/:id': SUPER_ADMIN,
  'POST /api/admin/clients/import': SUPER_ADMIN,
  'GET /api/admin/renewals': SUPER_ADMIN,
  'POST /api/admin/renewals/:id/email': SUPER_ADMIN,
  'GET /api/admin/renewals/reminders': SUPER_ADMIN,
  'POST /api/admin/renewals/reminders/dismiss': SUPER_ADMIN,
  // Editorial: the super admin panel's testimonials and posts, approval included (ADR 13).
  'POST /api/admin/testimonials/:id/approval': SUPER_ADMIN,
  'GET /api/admin/testimonials': SUPER_ADMIN,
  'POST /api/admin/testimonials': SUPER_ADMIN,
  'GET /api/admin/testimonials/:id': SUPER_ADMIN,
  'PATCH /api/admin/testimonials/:id': SUPER_ADMIN,
  'DELETE /api/admin/testimonials/:id': SUPER_ADMIN,
  'GET /api/admin/posts': SUPER_ADMIN,
  'POST /api/admin/posts': SUPER_ADMIN,
  'PATCH /api/admin/posts/:id': SUPER_ADMIN,
  'POST /api/admin/posts/:id/publish': SUPER_ADMIN,
  // An agent's edit of a live post waits for the super admin (ADR 45).
  'POST /api/admin/posts/:id/approve-edit': SUPER_ADMIN,
  'POST /api/admin/posts/:id/reject-edit': SUPER_ADMIN,
  // An agent's delete of a live post waits too (ADR 45): DELETE approves it, this keeps the post.
  'POST /api/admin/posts/:id/reject-deletion': SUPER_ADMIN,
  'DELETE /api/admin/posts/:id': SUPER_ADMIN,

  // News: the Inoreader tab.
  'GET /api/admin/inoreader/config': SUPER_ADMIN,
  'PUT /api/admin/inoreader/config': SUPER_ADMIN,
  'POST /api/admin/inoreader/authorize': SUPER_ADMIN,
  'POST /api/admin/inoreader/callback': SUPER_ADMIN,
  'POST /api/admin/inoreader/test': SUPER_ADMIN,
  'POST /api/admin/inoreader/poll': SUPER_ADMIN,
  'GET /api/admin/inoreader/sources': SUPER_ADMIN,

  'GET /api/admin/products': SUPER_ADMIN,
  'GET /api/admin/products/:id': SUPER_ADMIN,
  'POST /api/admin/products': SUPER_ADMIN,
  'PATCH /api/admin/products/:id': SUPER_ADMIN,
  'DELETE /api/admin/products/:id': SUPER_ADMIN,
  'GET /api/admin/services': SUPER_ADMIN,
  'GET /api/admin/services/:id': SUPER_ADMIN,
  'POST /api/admin/services': SUPER_ADMIN,
  'PATCH /api/admin/services/:id': SUPER_ADMIN,
  'DELETE /api/admin/services/:id': SUPER_ADMIN,
  'GET /api/admin/lenders': SUPER_ADMIN,
  'GET /api/admin/lenders/:id': SUPER_ADMIN,
  'POST /api/admin/lenders': SUPER_ADMIN,
  'PATCH /api/admin/lenders/:id': SUPER_ADMIN,
  'DELETE /api/admin/lenders/:id': SUPER_ADMIN,

  'POST /api/admin/rates/scrape': SUPER_ADMIN,
  'POST /api/admin/rates/manage': SUPER_ADMIN,
  'GET /api/admin/rates/debug': SUPER_ADMIN,
  'GET /api/admin/rates': SUPER_ADMIN,
  'GET /api/admin/rates/:id': SUPER_ADMIN,
  'POST /api/admin/rates': SUPER_ADMIN,
  'PATCH /api/admin/rates/:id': SUPER_ADMIN,
  'DELETE /api/admin/rates/:id': SUPER_ADMIN,

  'GET /api/admin/agents': SUPER_ADMIN,
  'POST /api/admin/agents': SUPER_ADMIN,
  'GET /api/admin/agents/:id': SUPER_ADMIN,
  'PATCH /api/admin/agents/:id': SUPER_ADMIN,
  'DELETE /api/admin/agents/:id': SUPER_ADMIN,
  'GET /api/admin/agents/:id/deletion': SUPER_ADMIN,
  // Another agent's private documents: the super admin's, never an admin's (an admin sees their own, like an agent).
  'GET /api/admin/agents/:id/documents': SUPER_ADMIN,
  'GET /api/admin/agents/:id/documents/:documentId/download': SUPER_ADMIN,

  'GET /api/agent/profile': AGENT_DASHBOARD,
  'GET /api/agent/rebuild-status': AGENT_DASHBOARD,
  'GET /api/agent/posts': AGENT_DASHBOARD,
  'POST /api/agent/posts': AGENT_DASHBOARD,
  'PATCH /api/agent/posts/:id': AGENT_DASHBOARD,
  'DELETE /api/agent/posts/:id': AGENT_DASHBOARD,
  'GET /api/agent/testimonials': AGENT_DASHBOARD,
  'POST /api/agent/testimonials': AGENT_DASHBOARD,
  'GET /api/agent/leads': AGENT_DASHBOARD,
  'GET /api/agent/leads/export.csv': AGENT_DASHBOARD,
  'GET /api/agent/leads/:id': AGENT_DASHBOARD,
  'PATCH /api/agent/leads/:id': AGENT_DASHBOARD,
  'GET /api/agent/analytics': AGENT_DASHBOARD,
  'PATCH /api/agent/profile': AGENT_DASHBOARD,
  // A lead's borrower file (ADR 52): the lead's agent (or the admin's own agents row) and, on the desk, the super admin.
  'GET /api/agent/leads/:id/borrower-file': AGENT_DASHBOARD,
  'POST /api/agent/leads/:id/borrower-file': AGENT_DASHBOARD,
  'POST /api/agent/leads/:id/borrower-file/needs': AGENT_DASHBOARD,
  'POST /api/agent/leads/:id/borrower-file/outcome': AGENT_DASHBOARD,
  'POST /api/agent/leads/:id/borrower-file/needs/:needId/decision': AGENT_DASHBOARD,
  'PATCH /api/agent/leads/:id/borrower-file/needs/:needId': AGENT_DASHBOARD,
  'DELETE /api/agent/leads/:id/borrower-file/needs/:needId': AGENT_DASHBOARD,
  'GET /api/agent/leads/:id/borrower-file/uploads/:uploadId/download': AGENT_DASHBOARD,
  'POST /api/agent/leads/:id/borrower-file/messages': AGENT_DASHBOARD,
  'GET /api/admin/leads/:id/borrower-file': SUPER_ADMIN,
  'POST /api/admin/leads/:id/borrower-file': SUPER_ADMIN,
  'POST /api/admin/leads/:id/borrower-file/needs': SUPER_ADMIN,
  'POST /api/admin/leads/:id/borrower-file/outcome': SUPER_ADMIN,
  'POST /api/admin/leads/:id/borrower-file/needs/:needId/decision': SUPER_ADMIN,
  'PATCH /api/admin/leads/:id/borrower-file/needs/:needId': SUPER_ADMIN,
  'DELETE /api/admin/leads/:id/borrower-file/needs/:needId': SUPER_ADMIN,
  'GET /api/admin/leads/:id/borrower-file/uploads/:uploadId/download': SUPER_ADMIN,
  'POST /api/admin/leads/:id/borrower-file/messages': SUPER_ADMIN,
  'GET /api/agent/documents': AGENT_DASHBOARD,
  'POST /api/agent/documents': AGENT_DASHBOARD,
  'DELETE /api/agent/documents/:id': AGENT_DASHBOARD,
  'GET /api/agent/documents/:id/download': AGENT_DASHBOARD,
  // A document over 4 MB sent in parts (ADR 60): each part and the finish of the account's own upload only.
  'POST /api/agent/documents/parted-uploads': AGENT_DASHBOARD,
  'PUT /api/agent/documents/parted-uploads/:id/parts/:index': AGENT_DASHBOARD,
  'POST /api/agent/documents/parted-uploads/:id/finish': AGENT_DASHBOARD,
  'GET /api/agent/clients': AGENT_DASHBOARD,
  'GET /api/agent/clients/:id': AGENT_DASHBOARD,
  'POST /api/agent/clients': AGENT_DASHBOARD,
  'PATCH /api/agent/clients/:id': AGENT_DASHBOARD,
  'DELETE /api/agent/clients/:id': AGENT_DASHBOARD,
  'POST /api/agent/clients/import': AGENT_DASHBOARD,
  'GET /api/agent/renewals': AGENT_DASHBOARD,
  'POST /api/agent/renewals/:id/email': AGENT_DASHBOARD,
  'GET /api/agent/renewals/reminders': AGENT_DASHBOARD,
  'POST /api/agent/renewals/reminders/dismiss': AGENT_DASHBOARD,
};
