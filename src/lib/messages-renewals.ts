/**
 * (ours) The Clients and Renewals tabs and the renewal email (ADR 29): the specification has no such screens.
 * Merged into `messages.backOffice` as `clients` and `renewals`.
 */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const clientMessages = {
  intro: 'Funded clients and their mortgages. The renewal radar prices every mortgage maturing within 180 days against today\u2019s rates.',
  noun: 'client',
  notFound: 'Client not found.',
  empty: 'No clients yet. Add one, mark a lead funded, or import a CSV.',
  fetchFailed: 'Failed to load clients',
  saveFailed: 'Failed to save client',
  deleteFailed: 'Failed to delete client',
  added: 'Client added',
  updated: 'Client updated',
  deleted: 'Client deleted',
  import: 'Import CSV',
  importTitle: 'Import clients from a CSV file',
  importHelp:
    'One client per row with a header row: client_name, client_email, client_phone, province (name or code, e.g. ON), lender, balance, rate, rate_type (fixed or variable), term_years, amortization_years, maturity_date (YYYY-MM-DD or 31/03/2027), payment_frequency (monthly, bi-weekly, accelerated bi-weekly...), casl_basis (express or implied), casl_date. A client already on file (same email and maturity date) is updated or skipped, as you choose.',
  importFile: 'CSV file',
  importTemplate: 'Download a template',
  importPreview: 'Check the file',
  importCommit: (count: number) => `Import ${plural(count, 'client', 'clients')}`,
  importChecking: 'Checking...',
  /** Counts what the commit will really write with the duplicate choice made (clients/import-counts.ts). */
  importSummary: (counts: { written: number; updated: number; skipped: number }, invalid: number) =>
    `${plural(counts.written, 'row is', 'rows are')} ready to import${counts.updated > 0 ? ` (${counts.updated} updating ${counts.updated === 1 ? 'a client' : 'clients'} on file)` : ''}` +
    `${counts.skipped > 0 ? `; ${plural(counts.skipped, 'duplicate is', 'duplicates are')} skipped` : ''}` +
    `${invalid > 0 ? `; ${plural(invalid, 'row has', 'rows have')} errors and will be skipped` : ''}.`,
  importFailed: 'Failed to import clients',
  importNothing: 'No row of this file can be imported: fix the errors below and check it again.',
  importRowOk: 'Ready',
  importPastMaturity: (day: string) => `The maturity date ${day} is in the past: check it (the row is imported all the same).`,
  /** A typed "express" basis is a claim, not evidence (ADR 39): the preview says so before anything is saved. */
  importExpressUnproven:
    'Express consent in a file is not evidence: this client will show \u201cNo consent evidence\u201d and no renewal email can be sent until they confirm. Ask them to sign up for rate alerts or the newsletter on the site and confirm from their inbox; or, if their mortgage contract is under two years old, import the row as implied with the contract date.',
  importWithdrawn: 'This address withdrew its consent: the client will show \u201cConsent withdrawn\u201d and no renewal email can be sent to it.',
  importDuplicateExisting: (name: string) => `Already on file as ${name} (same email and maturity date).`,
  importDuplicateLine: (line: number) => `Same client and maturity date as line ${line}.`,
  importDuplicates: (count: number) =>
    `${plural(count, 'row names a client', 'rows name clients')} already on file or named twice in this file. Each client is kept once:`,
  importDuplicateSkip: 'Skip these rows (keep what is on file)',
  importDuplicateUpdate: 'Update the clients on file from this file',
  importDoneDetail: (imported: number, updated: number, skipped: number) =>
    `Imported ${plural(imported, 'client', 'clients')}${updated > 0 ? `, updated ${updated}` : ''}${skipped > 0 ? `, skipped ${plural(skipped, 'duplicate', 'duplicates')}` : ''}.`,
  importPreviewRegion: (file: string) => `Rows of ${file || 'the file'}, scrollable`,
  importWarning: 'Check',
  importDuplicate: 'Duplicate',
  importLine: 'Line',
  markFunded: 'Mark funded',
  markFundedTitle: (name: string) => `Mark ${name} funded: add the mortgage`,
  funded: 'Funded',
  agent: 'Agent',
  allAgents: 'All agents',
  unassigned: 'Unassigned',
  missingParent: 'The chosen agent or lead no longer exists.',
  withdrawalFinal: 'This client withdrew consent: the withdrawal cannot be cleared or changed. Only the client can opt in again, from their own inbox.',
  headerMissing: (columns: string) => `The CSV has no column for: ${columns}.`,
  tooManyRows: (max: number) => `A CSV can hold at most ${max.toLocaleString('en-CA')} clients.`,
} as const;

export const renewalMessages = {
  intro: 'Mortgages maturing within 180 days, priced tonight against today\u2019s best rate for their province, type and term.',
  loadFailed: 'Failed to load renewals',
  empty: 'No client\u2019s mortgage matures in the next 180 days.',
  group: (days: number) => `Maturing within ${days} days`,
  groupEmpty: 'None.',
  ratesAsOf: (day: string) => `Today\u2019s rates: ${day}`,
  noRates: 'No rate of this type is published for this province.',
  days: (days: number) => (days === 0 ? 'Matures today' : `${plural(days, 'day', 'days')} to maturity`),
  atTodayRate: 'At today\u2019s rate',
  savingOverTerm: (amount: string) => `${amount} less interest over the term`,
  paymentChange: (theirs: string, today: string) => `Payment ${theirs} \u2192 ${today}`,
  noSaving: 'No saving at today\u2019s rate',
  todayRate: (rate: string, term: number, type: string) => `${rate} today (${term}-year ${type})`,
  sendEmail: 'Send renewal email',
  sending: 'Sending...',
  sent: (name: string) => `Renewal email sent to ${name}`,
  kept: (name: string) => `Renewal email to ${name} is in the outbox (email is not configured)`,
  sendFailed: 'Failed to send the renewal email',
  lastSent: (when: string) => `Last emailed ${when}`,
  caslExpress: 'Express',
  caslImplied: (until: string) => `Implied until ${until}`,
  caslExpired: (until: string) => `Consent ended ${until}`,
  caslWithdrawn: 'Consent withdrawn',
  caslNoEvidence: 'No consent evidence',
  caslRefused: 'This client\u2019s CASL consent is not valid: no commercial email may be sent. Call them instead.',
  outsideRadar: 'This mortgage does not mature within the next 180 days.',
  confirmTitle: 'Send the renewal email?',
  confirmText: (name: string, email: string) => `The renewal email goes to ${name} <${email}>. Send it now?`,
  confirmSend: 'Send email',
  confirmCancel: 'Cancel',
  confirmRequired: 'Confirm the send first: a renewal email goes only once you have confirmed who receives it.',
  repeatRefused: (name: string) => `A renewal email was sent to ${name} a few minutes ago; the same email is not sent twice.`,
  clientLimit: (name: string, next: string) => `${name} already had a renewal email in the last 30 days; the next one can go on ${next}.`,
  senderLimit: (max: number) => `You have sent ${max} renewal emails in the last 24 hours, the most allowed; try again later.`,
  unsafeFields: 'Correct this client\u2019s name and lender first: each must be one line, without a web or email address.',
  /** (ours) The signing agent's display name is inserted too (ADR 39). */
  unsafeSender: 'Correct the agent\u2019s display name on their profile first: it must be one line, without a web or email address or a phone number.',
  reminders: (count: number) => `${plural(count, 'client has', 'clients have')} entered a renewal window`,
  reminderItem: (name: string, days: number, date: string) => `${name}: within ${days} days (matures ${date})`,
  dismiss: 'Dismiss',
  dismissFailed: 'Failed to dismiss the reminders',
} as const;
