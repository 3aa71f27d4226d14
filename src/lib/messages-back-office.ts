/**
 * The back office's strings (docs/product/README.md), spelled exactly as the product description spells them.
 * Merged into `messages` (src/lib/messages.ts) as `messages.backOffice`; islands and the API both read them there.
 * Where the product description shows no wording, ours is marked "(ours)" (docs/product/README.md#beyond-the-description).
 */
import { analyticsMessages, leadsMessages, outboxMessages } from './messages-lead-desk';
import { auditMessages } from './messages-audit';
import { privacyRequestMessages } from './messages-privacy';
import { clientMessages, renewalMessages } from './messages-renewals';

/** "1 rate", "2 rates". */
const ratesWord = (count: number) => `${count} ${count === 1 ? 'rate' : 'rates'}`;

export const backOfficeMessages = {
  audit: auditMessages,
  privacy: privacyRequestMessages,
  clients: clientMessages,
  renewals: renewalMessages,
  leads: leadsMessages,
  analytics: analyticsMessages,
  outbox: outboxMessages,
  panel: {
    superAdminTitle: 'Super Admin Panel',
    agentDashboardTitle: 'Agent Dashboard',
    logout: 'Logout',
    viewMyPage: 'View My Page',
    /** (ours) A tab whose screen belongs to a later release. */
    notBuilt: (label: string) => `${label} is not available yet. It is being built and will appear here in a coming release.`,
    /** (ours) */
    toggleSidebar: 'Toggle sidebar',
    /** (ours) The sidebar's accessible name and the phone sheet's description. */
    sections: 'Panel sections',
    sectionsHint: 'Choose a section of the panel.',
    close: 'Close',
    loading: 'Loading...',
    signedInAs: (name: string) => `Signed in as ${name}`,
    add: (noun: string) => `Add ${noun}`,
    edit: (noun: string) => `Edit ${noun}`,
    editItem: (name: string) => `Edit ${name}`,
    deleteItem: (name: string) => `Delete ${name}`,
    actions: 'Actions',
    opensInNewTab: '(opens in a new tab)',
  },
  /** docs/product/back-office-shell.md#super-admin-panel: the super admin panel's tabs and labels, in this order. */
  superAdminTabs: {
    agents: 'Agents',
    testimonials: 'Testimonials',
    blog: 'Blog',
    leads: 'Leads',
    analytics: 'Analytics',
    rates: 'Rates',
    products: 'Products',
    services: 'Services',
    lenders: 'Lenders',
    inoreader: 'Inoreader',
    debug: 'Debug Rates',
    'ontario-test': 'Ontario Test',
    'current-rates': 'Current Rates',
    'scrape-test': 'Scrape Test',
    /** (ours) ADR 26. */
    audit: 'Audit log',
    privacy: 'Privacy requests',
    /** (ours) ADR 29. */
    clients: 'Clients',
    renewals: 'Renewals',
    /** (ours) ADR 41: one's own password, two-step verification and sessions. */
    account: 'Account',
  },
  /** docs/product/back-office-shell.md#agent-dashboard: the agent dashboard's tabs, in this order. */
  agentTabs: {
    profile: 'Profile',
    customize: 'Customize Page',
    social: 'Social Links',
    'application-links': 'Application Links',
    seo: 'SEO Settings',
    blog: 'Blog Posts',
    documents: 'Documents',
    testimonials: 'Testimonials',
    leads: 'Leads',
    analytics: 'Analytics',
    /** (ours) ADR 29: an agent's funded clients and their renewals. */
    clients: 'Clients',
    renewals: 'Renewals',
    /** (ours) ADR 41: one's own password, two-step verification and sessions. */
    account: 'Account',
  },
  table: {
    /** (ours) */
    loadRetry: 'Try again',
    /** (ours) The visible word on a phone card's details toggle; its accessible name ("Show details of …") holds it. */
    details: 'Details',
    filterPlaceholder: 'Filter...',
    noMatches: 'No results match the filter.',
    /** (ours) */
    filterLabel: (plural: string) => `Filter ${plural}`,
    loading: 'Loading...',
    /** (ours) The pager under a list the API pages. */
    pagination: 'Pages',
    pageSummary: (from: number, to: number, total: number) => (total === 0 ? 'No rows' : `Showing ${from}\u2013${to} of ${total.toLocaleString('en-CA')}`),
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
    /** (ours) A long text in a cell shows three lines; this opens the rest in place, and closes it again. */
    showMore: 'Show more',
    showLess: 'Show less',
  },
  confirm: {
    /** docs/product/back-office-shell.md#delete-confirmation: 'Are you sure you want to delete this agent?', and likewise testimonial, post, lead, rate, product. */
    deleteThis: (kind: string) => `Are you sure you want to delete this ${kind}?`,
    /** (ours) Names the item so nobody deletes the wrong row. */
    deleteNamed: (name: string) => `"${name}" will be removed. This cannot be undone.`,
    cancel: 'Cancel',
    delete: 'Delete',
  },
  form: {
    /** (ours) */
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    /** (ours) Asked before a dialog with unsaved changes closes (Escape, a click outside, Cancel or ×). */
    /** (ours) A back-office call was answered 401: the session ended; the person signs in again and comes back. */
    sessionEnded: 'Your session has ended. Sign in again to continue: you will come back to the same tab, and what you typed is kept.',
    /** (ours) Shown in a dialog that reopened with what was typed before the session ended. */
    draftRestored: 'What you typed before signing in again is back. Check it and save.',
    discardTitle: 'Discard unsaved changes?',
    discardDescription: 'What you typed in this form has not been saved and will be lost.',
    keepEditing: 'Keep editing',
    discard: 'Discard changes',
    /** (ours) The browser's own prompt words a page leave; this names the unsaved dialog in the panel's own leave question. */
    leaveTitle: 'Leave with unsaved changes?',
    leaveDescription: 'What you typed in the open form has not been saved. Stay to save it, or leave and lose it.',
    stay: 'Stay',
    leave: 'Leave',
  },
  /** (ours) A save refused because someone else saved the same record since this form opened (409 stale_version). */
  conflict: {
    stale: (noun: string) => `This ${noun} was changed by someone else since you opened it.`,
    title: 'Someone else changed this record',
    changedBy: (who: string, when: string) => `${who} saved a change at ${when}, after you opened this form.`,
    someone: 'Someone (or an automatic update)',
    explain: 'Reload to see their version (what you typed here is lost), or overwrite it with yours.',
    reload: 'Reload their version',
    overwrite: 'Overwrite with mine',
  },
  rebuild: {
    /** (ours) The public-site status after a write that changes public pages. */
    queued: 'Public site update queued',
    building: 'Public site updating...',
    live: (time: string) => `Public site live at ${time}`,
    failed: 'The public site update failed; the previous version stays live.',
    /** (ours) Before the first rebuild this server has seen. */
    upToDate: 'Public site up to date',
    unavailable: 'Public site status unavailable',
  },
  products: {
    fetchFailed: 'Failed to fetch products',
    saveFailed: 'Failed to save product',
    deleteFailed: 'Failed to delete product',
    /** (ours) The product description shows no success wording for products; the services and lenders pattern (docs/product/README.md#beyond-the-description). */
    added: 'Product added successfully',
    updated: 'Product updated successfully',
    deleted: 'Product deleted successfully',
    /** (ours) */
    empty: 'No products found. Add your first product to get started.',
  },
  services: {
    fetchFailed: 'Failed to fetch services',
    saveFailed: 'Failed to save service',
    deleteFailed: 'Failed to delete service',
    added: 'Service added successfully',
    updated: 'Service updated successfully',
    deleted: 'Service deleted successfully',
    empty: 'No services found. Add your first service to get started.',
    featuresInvalid: 'Features must be valid JSON',
    truncated: 'Some fields were truncated to fit database limits (255 chars). Please shorten them to avoid data loss.',
  },
  lenders: {
    fetchFailed: 'Failed to fetch lenders',
    saveFailed: 'Failed to save lender',
    deleteFailed: 'Failed to delete lender',
    added: 'Lender added successfully',
    updated: 'Lender updated successfully',
    deleted: 'Lender deleted successfully',
    aLenders: 'A Lenders - Big Banks',
    alternateLenders: 'Alternate Lenders',
    aLender: 'A Lender',
    alternateLender: 'Alternate Lender',
    /** (ours) */
    empty: 'No lenders yet. Add your first lender to get started.',
    /** (ours) One group has no lenders while the other has some. */
    groupEmpty: 'No lenders in this group.',
    /** docs/product/back-office-shell.md#failure-texts: a lender is Active or Inactive. */
    active: 'Active',
    inactive: 'Inactive',
  },
  rates: {
    addFailed: 'Failed to add rate',
    updateFailed: 'Failed to update rate',
    deleteFailed: 'Failed to delete rate',
    statusFailed: 'Failed to update rate status',
    fetchFailed: 'Failed to fetch rates',
    scrapeFailed: 'Failed to scrape rates. Please try again.',
    manageFailed: 'Failed to manage rates. Please try again.',
    scrapingFailed: 'Scraping failed',
    empty: 'No rates found in database.',
    deleteConfirm: 'Are you sure you want to delete this rate?',
    /** docs/product/back-office-rates.md#manual-source: source_url containing 'Manual' is a manual entry, anything else scraped. */
    manual: 'Manual',
    scraped: 'Scraped',
    active: 'Active',
    inactive: 'Inactive',
    tabs: { all: 'All Rates', add: 'Add Rate Manually' },
    /** (ours) Answers of the scrape and manage actions. */
    scrapeInProgress: 'A rate scrape is already running. Try again in a minute.',
    scrapedCount: (stored: number, rejected: number) =>
      `Scraped ${ratesWord(stored)}${rejected > 0 ? ` (${rejected} ${rejected === 1 ? 'row' : 'rows'} rejected)` : ''}.`,
    dryRunDone: (parsed: number, rejected: number) => `Dry run: ${ratesWord(parsed)} parsed, ${rejected} rejected. Nothing was saved.`,
    deactivated: (count: number) => `Deactivated ${ratesWord(count)} from earlier days.`,
    activated: (count: number) => `Activated ${ratesWord(count)} for today.`,
    currentOnly: (count: number) => (count === 1 ? "Only today's rate is active." : `Only today's ${count} rates are active.`),
    noRatesToday: 'No rates for today yet; the latest rates stay active.',
    ratesAlreadyExist: "Today's rates are already in place.",
    refreshed: (count: number) => `Rates refreshed: ${count} rates for today.`,
    refreshThrottled: 'A rate refresh was tried recently; the latest rates stay active.',
    refreshStarted: 'A rate refresh has started.',
    notConfigured: 'No rate source is configured (RATES_SOURCE_URL); rates are managed by hand.',
    /** (ours) The Rates tab and the debug tabs. */
    added: 'Rate added successfully',
    updated: 'Rate updated successfully',
    deleted: 'Rate deleted successfully',
    activatedOne: 'Rate is now active',
    deactivatedOne: 'Rate is now inactive',
    scrapeNow: 'Scrape rates now',
    scraping: 'Scraping...',
    manageNow: 'Keep only today\u2019s rates active',
    managing: 'Updating rates...',
    /** The status badge is a button: its name says what a click does. */
    toggleTo: (status: string, rate: string, next: string) => `${status}: make ${rate} ${next}`,
    filtersLabel: 'Filter rates',
    anyValue: 'All',
    addHint: 'A rate added here is marked Manual and dated now, so it counts as today\u2019s rate.',
    addSubmit: 'Add rate',
    adding: 'Adding...',
    reload: 'Reload',
    loadFailed: 'Could not load the rate pipeline\u2019s state.',
    noScrapes: 'No scrapes recorded yet.',
    lastScrapes: 'Last scrapes',
    rejectedReasons: (count: number) => `${count} rejected ${count === 1 ? 'row' : 'rows'}: why`,
    stale: 'No rates are dated today: the site shows the latest older rates and staff were emailed.',
    checkPass: 'Pass: only today\u2019s rates are active.',
    checkFailOlder: (count: number) => `Fail: ${count} active ${count === 1 ? 'rate is' : 'rates are'} from an earlier day.`,
    checkFailNoToday: 'Fail: no rates are dated today.',
    ontarioIntro: 'Ontario\u2019s active rates, newest first, with the day each was scraped or added (Toronto time).',
    today: 'Today',
    older: 'Older',
    dryRun: 'Run a dry-run scrape',
    dryRunning: 'Running...',
    dryRunIntro: 'Fetches and parses the configured rate source and shows what it would store. Nothing is saved.',
    parsedRows: (count: number) => `Parsed rows (${count})`,
    rejectedRows: (count: number) => `Rejected rows (${count})`,
    noRows: 'No rows.',
    /** (ours) The staff alert after a night without new rates. */
    alertSubject: (day: string) => `Rates were not refreshed on ${day}`,
    alertBody: (day: string, reason: string) =>
      `The nightly rate refresh for ${day} did not store new rates, so the site keeps showing the latest rates it has.\n\nReason: ${reason}\n\nOpen the back office (Debug Rates) to see the last scrape, or add today's rates by hand (Rates > Add Rate Manually).`,
  },
  agents: {
    fetchFailed: 'Failed to fetch agents',
    updateFailed: 'Failed to update agent',
    deleteFailed: 'Failed to delete agent',
    profileUpdateFailed: 'Failed to update agent profile',
    createFailed: 'Failed to create agent',
    fetchOneFailed: 'Failed to fetch agent data',
    notFound: 'Agent not found',
    deleteConfirm: 'Are you sure you want to delete this agent?',
    /** (ours) The create dialog's answer when the sign-in email belongs to someone already. */
    emailTaken: 'A user with this email already exists.',
    /** (ours) A super admin removing their own sign-in through the agent list would lock the panel. */
    cannotDeleteSelf: 'You cannot delete your own account from the agent list.',
    /** (ours) Deactivating the account one is signed in with would end one's own session at once. */
    cannotDeactivateSelf: 'You cannot deactivate your own account.',
    /** (ours) With no active super admin left nobody could reactivate anyone. */
    lastSuperAdmin: 'This is the last active super admin: it cannot be deactivated.',
    /** (ours) */
    fullNameRequired: 'Full name is required.',
    emailInvalid: 'Enter a valid email address.',
    passwordTooShort: 'Password must be at least 8 characters.',
    /** The edit dialog's tabs (docs/product/back-office-agents.md#agent-management: Agent management). */
    tabs: { basicInfo: 'Basic Info', socialLinks: 'Social Links', appLinks: 'App Links', seo: 'SEO' },
    /** (ours) */
    empty: 'No agents yet. Create the first agent to get started.',
    active: 'Active',
    inactive: 'Inactive',
    /** (ours) The agent management tab's buttons and answers. */
    create: 'Create Agent',
    created: 'Agent created successfully',
    updated: 'Agent updated successfully',
    deleted: 'Agent deleted successfully',
    activated: (name: string) => `${name} is active: their page is back on the site.`,
    deactivated: (name: string) => `${name} is inactive: their page leaves the site.`,
    activate: 'Activate',
    deactivate: 'Deactivate',
    edit: 'Edit',
    viewPage: 'View page',
    /** Completes a card button's name for screen readers: 'View page of Alex Agent (opens in a new tab)'. */
    ofAgent: (name: string) => ` of ${name}`,
    tabHasErrors: 'has errors',
    editTitle: (name: string) => `Edit ${name}`,
    createHint: 'The agent signs in with this email and password, then fills in their page from the agent dashboard.',
    noContact: 'No contact details yet',
    headshotOf: (name: string) => `Headshot of ${name}`,
    /** (ours) An agent's private documents, opened from their card. */
    documents: 'Documents',
    documentsTitle: (name: string) => `Documents of ${name}`,
    documentsHint: 'The files this agent keeps in their Documents tab. They are private: downloads come from here, never from a public address.',
    documentsEmpty: 'This agent has no documents yet.',
    documentsCaption: (name: string) => `Documents of ${name}, newest first`,
  },
  profile: {
    updateFailed: 'Failed to update profile',
    saveFailed: 'Failed to save changes',
    socialLinksFailed: 'Failed to update social links',
    applicationLinksFailed: 'Failed to update application links',
    seoFailed: 'Failed to update SEO settings',
    slugTaken: 'This profile URL is already taken',
    slugEmpty: 'Profile slug cannot be empty',
    /** (ours) */
    phoneInvalid: 'Enter a valid phone number.',
    /** (ours) The live counter under the SEO meta title and description. */
    counter: (used: number, max: number) => `${used}/${max} characters`,
    /** (ours) Each tab's success answer; the product description shows failures only (docs/product/README.md#beyond-the-description). */
    profileUpdated: 'Profile updated successfully',
    pageUpdated: 'Page customization saved successfully',
    socialLinksUpdated: 'Social links updated successfully',
    applicationLinksUpdated: 'Application links updated successfully',
    seoUpdated: 'SEO settings updated successfully',
    noChanges: 'No changes to save.',
    /** (ours) The live preview under the profile slug: the address the page will have. */
    slugPreview: (slug: string) => (slug ? `Your page address: /agents/${slug}` : 'Your page address: enter letters or digits'),
    slugHint: 'Lowercase letters and digits only; capitals are lowered and other characters removed. The old address keeps working.',
  },
  documents: {
    /** (ours) The product description asks for a confirmation on document deletion without showing its wording (docs/product/back-office-shell.md#delete-confirmation). */
    deleteConfirm: 'Are you sure you want to delete this document?',
    /** (ours) */
    notFound: 'Document not found.',
    typeInvalid: 'Choose Certificate or Other.',
    empty: 'No documents yet.',
    certificate: 'Certificate',
    other: 'Other',
    /** (ours) The Documents tab. */
    fetchFailed: 'Failed to fetch documents',
    uploaded: 'Document uploaded successfully',
    deleted: 'Document deleted successfully',
    deleteFailed: 'Failed to delete document',
    upload: 'Upload document',
    chooseFile: 'Document file',
    fileHint: 'PDF, DOC, DOCX or an image, up to 20 MB. Only you and the brokerage\u2019s admins can open it.',
    typeLabel: 'Document type',
    caption: 'Your documents, newest first',
    download: (name: string) => `Download ${name}`,
  },
  testimonials: {
    fetchFailed: 'Failed to fetch testimonials',
    updateFailed: 'Failed to update testimonial',
    deleteFailed: 'Failed to delete testimonial',
    saveFailed: 'Failed to save testimonial',
    submitFailed: 'Failed to submit testimonial',
    pending: 'Pending Approval',
    empty: 'No testimonials yet',
    /** (ours) */
    approved: 'Approved',
    added: 'Testimonial added successfully',
    updated: 'Testimonial updated successfully',
    deleted: 'Testimonial deleted successfully',
    submitted: 'Testimonial submitted. It will appear on your page once approved.',
    approve: (name: string) => `Approve testimonial from ${name}`,
    approvedNow: 'Testimonial approved',
    unapprovedNow: 'Testimonial unapproved',
    /** (ours) docs/product/back-office-editorial.md#testimonial-permissions: only testimonials without an admin author are approved or unapproved. */
    approvalLocked: 'Testimonials written by an admin cannot be approved or unapproved; only agent testimonials can.',
    /** (ours) docs/product/back-office-editorial.md#testimonial-permissions: a testimonial with an admin author is edited only by the admin who wrote it. */
    notYourTestimonial: 'Only the admin who wrote this testimonial can edit it.',
    notFound: 'Testimonial not found.',
    ratingInvalid: 'Rating must be a whole number from 1 to 5.',
    /** (ours) The moderation filter. */
    showLabel: 'Show',
    showAll: (count: number) => `All testimonials (${count})`,
    showPending: (count: number) => `Pending approval (${count})`,
    showApproved: (count: number) => `Approved (${count})`,
  },
  blog: {
    fetchFailed: 'Failed to fetch blog posts',
    updateFailed: 'Failed to update post',
    deleteFailed: 'Failed to delete post',
    saveFailed: 'Failed to save post',
    createFailed: 'Failed to create post',
    noAgent: 'No agent exists to associate with this post. Create an agent first.',
    draftPending: 'Draft - Pending Approval',
    publishImmediately: 'Publish immediately',
    /** (ours) */
    published: 'Published',
    draft: 'Draft',
    empty: 'No blog posts yet.',
    added: 'Post created successfully',
    updated: 'Post updated successfully',
    deleted: 'Post deleted successfully',
    publishedNow: 'Post published',
    unpublishedNow: 'Post unpublished',
    publishToggle: (title: string) => `Published: ${title}`,
    notFound: 'Blog post not found.',
    preview: 'Preview',
    previewEmpty: 'The preview appears here as you write.',
    markdownHint: 'Markdown: ## heading, **bold**, *italic*, - list, > quote, [link](https://...), ![image](address).',
    formatMarkdown: 'Markdown',
    formatPlain: 'Plain text',
    /** Upload field label: 'Upload image into the post'. */
    insertImage: 'Image into the post',
    /** (ours) An agent's edit of a live post waits for approval (ADR 45). */
    editPending: 'Edit pending approval',
    editSubmitted: 'Your changes were sent for approval. The published version stays live until then.',
    noPendingEdit: 'This post has no edit waiting for approval.',
    review: 'Review edit',
    reviewEdit: (title: string) => `Review edit of ${title}`,
    reviewTitle: 'Edit of a live post',
    reviewHelp: 'The published version stays live until you approve this edit.',
    reviewChanged: 'Changed',
    reviewLive: 'Live now',
    reviewProposed: 'Proposed',
    reviewUnchanged: 'No field differs from the live post.',
    approveEdit: 'Approve and publish',
    rejectEdit: 'Reject',
    editApproved: 'Edit approved and published',
    editRejected: 'Edit rejected; the live version stays',
    /** (ours) An agent's delete of a live post waits for approval too (ADR 45). */
    deletionPending: 'Deletion pending approval',
    deleteSubmitted: 'Your request to delete this post was sent for approval. The post stays live until then.',
    /** (ours) The delete confirmation of an agent's published post: nothing is removed yet (ADR 45). */
    deleteAsksApproval: (title: string) => `"${title}" stays live until the super admin approves its deletion.`,
    noPendingDeletion: 'No one asked to delete this post.',
    approveDeletion: 'Delete post',
    approveDeletionOf: (title: string) => `Delete post ${title} (approve the deletion)`,
    rejectDeletion: 'Keep post',
    rejectDeletionOf: (title: string) => `Keep post ${title} (reject the deletion)`,
    deletionRejected: 'Deletion rejected; the post stays live',
    fieldNames: { title: 'Title', slug: 'Slug', excerpt: 'Excerpt', content: 'Content', content_format: 'Format', featured_image_url: 'Featured image' },
    showLabel: 'Show',
    showAll: (count: number) => `All posts (${count})`,
    showPending: (count: number) => `Pending approval (${count})`,
    showPublished: (count: number) => `Published (${count})`,
  },
  inoreader: {
    required: 'Please fill in all required fields.',
    saveFailed: 'Failed to save Inoreader configuration',
    /** (ours) The tab could not read the stored configuration. */
    loadFailed: 'Failed to load Inoreader configuration',
    testSuccess: 'Connection Test Successful',
    testFailed: 'Connection Test Failed',
    testFailedDetail: 'Failed to connect to Inoreader API',
    testFailedInline: 'Connection test failed. Please check your credentials and try again.',
    /** (ours) */
    saved: 'Inoreader configuration saved',
    testButton: 'Test Connection',
    testing: 'Testing...',
    connect: 'Connect with Inoreader',
    connecting: 'Opening Inoreader...',
    connectHint: 'Signs in on Inoreader with the app ID and app key above; the access token and user ID are filled in for you.',
    connectNeedsApp: 'Enter the app ID and app key first.',
    connectFailed: 'Could not start the Inoreader sign-in.',
    keepSecret: 'Stored. Leave empty to keep it.',
    testUnknown: 'Not tested yet.',
    pollNow: 'Fetch news now',
    polling: 'Fetching...',
    polled: (count: number) => `News fetched: ${count} new ${count === 1 ? 'article' : 'articles'}.`,
    /** (ours) Some or all sources failed: never a green "fetched" over a failure. */
    polledWithFailures: (count: number, failed: number, total: number) =>
      failed === total
        ? `Fetching news failed: ${total === 1 ? 'the source' : `all ${total} sources`} could not be read. See each source below.`
        : `News fetched: ${count} new ${count === 1 ? 'article' : 'articles'}, but ${failed} of ${total} sources failed. See each source below.`,
    pollFailed: 'Fetching news failed.',
    sources: 'News sources',
    sourceOk: 'OK',
    sourceFailing: 'Failing',
    sourceNever: 'Not polled yet',
    backoff: (until: string) => `Inoreader quota nearly used: calls resume at ${until}.`,
    callbackWorking: 'Connecting to Inoreader...',
    callbackDone: 'Inoreader is connected. Returning to the panel...',
    callbackFailed: 'Inoreader could not be connected. The sign-in link may have expired; start again from the Inoreader tab.',
    callbackBack: 'Back to the Inoreader tab',
    stateInvalid: 'The Inoreader sign-in expired or was already used. Start again from the Inoreader tab.',
    notConfigured: 'Inoreader is not configured.',
  },
  uploads: {
    failedKind: (kind: string) => `Failed to upload ${kind}`,
    imageFailed: 'Failed to upload image',
    documentFailed: (reason: string) => `Failed to upload document: ${reason}`,
    documentSaveFailed: 'Failed to save document',
    /** (ours) The account's storage quota (UPLOAD_QUOTA_MB) would be exceeded by this file. */
    quotaReached: (limitMb: number) =>
      `Storage limit reached: this account may store ${limitMb} MB of files. Delete files you no longer need, or ask an administrator.`,
    /** (ours) Documents have their own route, which records them (POST /api/uploads/agent-documents is refused). */
    documentsElsewhere: 'Documents are uploaded from the Documents tab.',
    bucketNotFound: 'Bucket "blog-images" not found...',
    /** (ours) Reasons the server gives; shown after the product's prefix (docs/product/back-office-shell.md#failure-texts). */
    tooLarge: 'The file is too large. The limit is 4 MB.',
    /** (ours) A document sent in parts (ADR 60): its own limit, and what can go wrong between the parts. */
    tooLargeParted: 'The file is too large. The limit is 20 MB.',
    partedNotFound: 'The upload expired or was already finished. Please upload the file again.',
    partedIncomplete: 'Part of the file did not arrive. Please upload it again.',
    partedTooMany: 'Too many uploads in progress. Wait for one to finish and try again.',
    notAllowedImage: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.',
    notAllowedDocument: 'Only PDF, DOC, DOCX or image files can be uploaded.',
    empty: 'The file is empty.',
    missing: 'Choose a file to upload.',
    unknownBucket: 'Unknown upload destination.',
    /** The product's not-found wording for any bucket the API does not know (blog-images: bucketNotFound) (docs/product/back-office-shell.md#storage-buckets). */
    bucketNotFoundNamed: (bucket: string) => `Bucket "${bucket}" not found...`,
    /** (ours) */
    badName: 'The file name is not allowed. Rename the file (letters, digits, dashes) and try again.',
    unsafeContent: 'This file has web page code or another file hidden inside it, so it cannot be uploaded.',
    agentRequired: 'Choose the agent this file belongs to.',
    ownAgentOnly: 'You can only upload files for your own agent profile.',
    /** docs/product/back-office-agents.md#agent-messages: 'Agent not found'. */
    agentNotFound: 'Agent not found',
    /** (ours) The upload field. */
    uploading: 'Uploading...',
    remove: 'Remove image',
    current: 'Current image',
    choose: (label: string) => `Upload ${label.toLowerCase()}`,
    /** (ours) The file picker of forms that upload on Save (Documents). */
    chooseFile: 'Choose file',
    chooseAnother: 'Choose another file',
    orDrop: 'or drop a file here',
    removeFile: 'Remove',
    chosen: (name: string, size: string) => `Chosen: ${name}, ${size}`,
  },
} as const;
