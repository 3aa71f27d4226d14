/**
 * The lead desk, analytics and delivery strings (docs/product/back-office-leads.md#leads-management: Leads management, Platform analytics, agent
 * dashboard Leads and Analytics, section 8 'Leads'). Reached as messages.backOffice.leads / .analytics / .outbox.
 * Where the product description shows no wording, ours is marked "(ours)" (docs/product/README.md#beyond-the-description).
 */
export const leadsMessages = {
  fetchFailed: 'Failed to fetch leads',
  statusFailed: 'Failed to update lead status',
  deleteFailed: 'Failed to delete lead',
  deleteConfirm: 'Are you sure you want to delete this lead?',
  empty: 'No leads found',
  /** (ours) */
  statusUpdated: 'Lead status updated',
  deleted: 'Lead deleted',
  assigned: (name: string) => `Lead assigned to ${name}`,
  unassigned: 'Lead unassigned',
  assignFailed: 'Failed to assign lead',
  added: 'Lead added',
  addFailed: 'Failed to add lead',
  addTitle: 'Add Lead',
  addButton: 'Add lead',
  exportCsv: 'Export CSV',
  search: 'Search by name, email or phone',
  searchPlaceholder: 'Search name, email or phone',
  sourceFilter: 'Source',
  statusFilter: 'Status',
  agentFilter: 'Agent',
  allSources: 'All sources',
  allStatuses: 'All statuses',
  allAgents: 'All agents',
  /** (ours) The borrower-file filter (ADR 52): leads whose borrower still owes documents. */
  borrowerFilter: 'Borrower file',
  allBorrowerFiles: 'All leads',
  waitingOnBorrower: 'Waiting on the borrower',
  unassignedAgent: 'Unassigned',
  caption: 'Leads, newest first',
  showDetails: (name: string) => `Show details of ${name}`,
  hideDetails: (name: string) => `Hide details of ${name}`,
  statusOf: (name: string) => `Status of ${name}`,
  assignOf: (name: string) => `Agent for ${name}`,
  columns: { received: 'Received', name: 'Name', contact: 'Contact', source: 'Source', agent: 'Agent', status: 'Status' },
  details: {
    title: 'Lead details',
    message: 'Message',
    notes: 'Notes',
    metadata: 'Details',
    conversation: 'Conversation',
    visitor: 'Visitor',
    assistant: 'Assistant',
    type: 'Type',
    updated: 'Updated',
    consent: 'Consent (CASL)',
    noConsent: 'No consent record for this lead.',
    consented: (form: string, at: string) => `Consented on the ${form} form, ${at}`,
    withdrawn: (at: string) => `Withdrawn ${at}`,
    /** (ours) Double opt-in (ADR 39). */
    confirmed: (at: string) => `Confirmed from the inbox ${at}`,
    awaitingConfirmation: 'Not confirmed from the inbox: this sign-up does not count as consent.',
    fromIp: (ip: string) => `from ${ip}`,
    loading: 'Loading details...',
  },
  statuses: { new: 'New', contacted: 'Contacted', qualified: 'Qualified', closed: 'Closed' },
  /** (ours) Each stored source (src/lib/lead-sources.ts) as people read it. */
  sources: { website: 'Website', contact_form: 'Contact form', newsletter: 'Newsletter', 'AI Chatbot': 'AI Chatbot', Manual: 'Manual' },
  form: { name: 'Name', email: 'Email', phone: 'Phone', type: 'Type', message: 'Message', agent: 'Agent' },
} as const;

export const analyticsMessages = {
  periods: { all: 'All Time', '30d': 'Last 30 Days', '7d': 'Last 7 Days' },
  /** (ours) */
  period: 'Period',
  fetchFailed: 'Failed to fetch analytics',
  counts: { agents: 'Agents', leads: 'Leads', testimonials: 'Testimonials', page_views: 'Page Views', posts: 'Blog Posts' },
  topAgents: 'Top Agents',
  noAgents: 'No agents yet',
  agentLeads: (n: number) => `${n.toLocaleString('en-CA')} leads`,
  agentViews: (n: number) => `${n.toLocaleString('en-CA')} page views`,
  leadsChart: 'Leads by source',
  viewsChart: 'Page views',
  chartLoading: 'Loading chart...',
  chartEmpty: 'Nothing in this period.',
  perDay: 'per day',
  perMonth: 'per month',
  recentActivity: 'Recent Activity',
  noActivity: 'No activity yet',
  myViews: 'My page views',
  myLeads: 'My leads',
  eventTypes: { page_view: 'Page view' } as Record<string, string>,
  /** (ours) Rate alerts (ADR 24): whatever the period, active now and emails of the last 30 days. */
  rateAlerts: 'Rate alerts',
  rateAlertCounts: { active: 'Active rate alerts', sends: 'Alert emails (last 30 days)' },
} as const;

export const outboxMessages = {
  title: 'Notification delivery',
  /** (ours) */
  intro: 'Every lead notification is kept here, sent or not. Failed ones are retried every 10 minutes; resend one now if it matters.',
  fetchFailed: 'Failed to fetch notifications',
  empty: 'No notifications yet',
  resend: 'Resend',
  resendOf: (subject: string, to: string) => `Resend "${subject}" to ${to}`,
  resent: 'Notification sent',
  resendFailed: 'The notification could not be sent; it stays in the outbox.',
  /** (ours) A commercial email (renewal, newsletter, rate alert) to an address on the suppression list (ADR 39). */
  resendSuppressed: 'Not sent: this address unsubscribed from our commercial email (or was erased), so it gets none again.',
  busy: 'This notification is being sent right now.',
  notConfigured: 'Email is not configured (SMTP_URL); notifications are kept in the outbox.',
  columns: { created: 'Created', to: 'Recipient', subject: 'Subject', status: 'Status', attempts: 'Attempts', error: 'Last error' },
  statuses: { pending: 'Pending', sent: 'Sent', failed: 'Failed', logged: 'Kept (no SMTP)' },
  caption: 'Lead notifications, newest first',
} as const;
