/**
 * Every user-facing string of the public site, spelled exactly as the product description (docs/product/README.md) spells it (docs/architecture.md,
 * conventions). Islands and the API both import from here so a message can never drift between client and server.
 * The back office's strings are in `messages-staff.ts`, so a public page never downloads them.
 */
export const messages = {
  auth: {
    title: 'Welcome Back',
    subtitle: 'Sign in to your account',
    signIn: 'Sign In',
    busy: 'Loading...',
    success: 'Login successful!',
    invalidCredentials: 'Invalid email or password. Please try again.',
    serverInvalidCredentials: 'Invalid login credentials',
    /** (ours) A deactivated agent's sign-in, refused after the password was checked. */
    accountSuspended: 'This account has been deactivated. Please contact your administrator.',
    genericError: 'An error occurred during authentication',
    /** (ours) /auth opened with JavaScript off: the form never posts natively, so its button stays disabled. */
    needsJavaScript: 'Signing in needs JavaScript. Turn it on for this site and reload the page.',
    profileLoadError: 'Error loading user profile',
    roleCheckError: 'Error checking user role',
    accessDenied: 'Access denied',
    signOut: 'Sign Out',
    signedOut: 'You have been signed out.',
    /** The header's way back to a signed-in person's area. */
    panelLink: (role: string) => (role === 'super_admin' ? 'Super Admin Panel' : 'Agent Dashboard'),
    tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    missingCredentials: 'You must provide either an email or phone number and a password',
    profileDataError: 'Failed to load profile data',
  },
  notFound: {
    title: 'Oops! Page not found',
    returnHome: 'Return to Home',
  },
  rates: {
    /** (ours) Provinces on /rates whose own weekly rates are still too few to chart (RateHistorySection). */
    historyTooShort: (provinces: string) =>
      `No chart yet for ${provinces}: this chart is drawn from the rates we publish each week, and it needs at least two weeks of them.`,
    /** (ours) /rates while the site has not read the Bank of Canada's history (ADR 50): where that history comes from. */
    postedHistoryHeading: 'Posted 5-year and prime rates',
    postedHistoryMissing:
      "Five years of the big banks' posted 5-year and prime rates, as the Bank of Canada publishes them each week, appear here once this site has read them from the Bank. This copy of the site has not reached the Bank of Canada yet.",
    emptyTitle: 'No Rates Available',
    emptyText: "We're currently updating our rates. Please check back in a few minutes or contact us for the latest rates.",
    emptyTab: (type: 'fixed' | 'variable') => `No ${type} rates available`,
    footer: 'Rates are subject to change without notice OAC.',
    pageTitle: "Today's Mortgage Rates",
    pageSubtitle: 'Compare the best mortgage rates available from top Canadian lenders',
    bestRateToday: 'Best Rate Today',
  },
  lenders: {
    aLenders: 'A Lenders - Big Banks',
    alternateLenders: 'Alternate Lenders',
  },
  news: {
    heading: 'Canadian Mortgage News',
    searchPlaceholder: 'Search news articles...',
    loadMore: 'Load More News',
    loading: 'Loading...',
    readMore: 'Read More',
    viewAll: 'View All News',
    fetchFailed: 'Failed to fetch news',
    /** (ours) The badge on the product's sample articles, shown only with demo content (ADR 48) (docs/product/content.md#sample-articles). */
    sample: 'Sample article: demo content, not real news',
    /** (ours) No stored news and no demo content: nothing invented is shown instead (ADR 48). */
    noneYet: 'No news to show right now. Please check back soon.',
  },
  services: {
    heading: 'Our Mortgage Services',
    empty: 'No services available at the moment.',
    viewDetails: 'View Details',
    contactUs: 'Contact Us',
    back: 'Back to services',
    notFound: 'Service not found.',
  },
  products: {
    back: 'Back to products',
    notFound: 'Product not found.',
    contactUs: 'Contact Us',
  },
  blog: {
    loadingList: 'Loading posts...',
    empty: 'No blog posts available yet.',
    noImage: 'No image',
    loadingPost: 'Loading post...',
    notFound: 'Blog post not found.',
    loadFailed: 'Failed to load blog post',
    admin: 'Admin',
  },
  agents: {
    loading: 'Loading agents...',
    empty: 'No agents available at the moment.',
    loadFailed: 'Failed to load agents',
    defaultTitle: 'Your Trusted Mortgage Broker',
    /** (ours) The agent directory's search; {query}, {shown} and {total} are filled in by the page script. */
    searchLabel: 'Search by name or area',
    searchPlaceholder: 'e.g. Chen or Toronto',
    searchLoading: 'Loading the agent list...',
    searchFailed: 'The search could not load. Browse the pages below instead.',
    searchNone: 'No agents match “{query}”.',
    searchSome: 'Showing {shown} of {total} matching agents. Type more to narrow the list.',
    searchAll: 'Matching agents: {total}.',
    viewProfile: 'View Profile',
    contact: 'Contact',
    notFound: 'Agent Not Found',
    returnHome: 'Return Home',
    readyToGetStarted: 'Ready to Get Started',
    applyNow: 'Apply Now',
    viewRates: 'View Rates',
    bookAppointment: 'Book Appointment',
    contactMe: 'Contact Me',
    sendEmail: 'Send Email',
    callNow: 'Call Now',
    newsletter: 'Newsletter',
    latestPosts: (firstName: string) => `Latest from ${firstName}`,
    readPost: 'Read post',
  },
  contact: {
    headingDefault: 'Contact Us',
    headingAgent: (name: string) => `Contact ${name}`,
    submit: 'Submit',
    submitting: 'Submitting...',
    consentRequired: 'Please consent to receiving communications',
    success: "Message sent! We'll get back to you soon.",
    failure: 'Failed to send message. Please try again.',
    allianceSuccess: 'Also submitted to the alliance (external).',
    allianceFailure: 'Failed to submit to the alliance (external).',
    allianceSkipped: 'Broker code or wpnonce not provided; skipped external submission.',
    yourBroker: 'Your Broker',
    /** CASL: the consent wording shown beside the box is stored with each consenting lead, word for word. */
    consentLabel:
      'I consent to receiving communications from this brokerage and its agents by email, phone and text about my enquiry and mortgage options. I can withdraw my consent at any time.',
  },
  becomeAgent: {
    submit: 'Submit Application',
    // The product description names no messages for this form; the application form's are the closest fit (docs/product/lead-forms.md#application-form).
    success: 'Application submitted successfully!',
    failure: 'Failed to submit application. Please try again.',
  },
  /** (ours) Under every form that takes personal information (ADR 27). */
  privacyNote: { text: 'How we use, keep and protect your information:', link: 'Privacy policy' },
  newsletter: {
    heading: 'Stay in touch!',
    submit: 'Subscribe Now',
    submitting: 'Subscribing...',
    success: 'Successfully subscribed to our newsletter!',
    failure: 'Failed to subscribe. Please try again.',
    consentLabel: 'By subscribing, you agree to receive our newsletter by email. You can unsubscribe at any time.',
    unsubscribe: 'Unsubscribe',
    unsubscribing: 'Unsubscribing...',
    unsubscribed: 'You have been unsubscribed. You will no longer receive our emails.',
    unsubscribeInvalid: 'This unsubscribe link is not valid. Please use the link from your most recent email.',
    unsubscribeFailed: 'We could not unsubscribe you. Please try again.',
    /**
     * (ours) The double opt-in (ADR 39): shown right after the product's (docs/product/lead-forms.md#newsletter-form) success message, so it reads
     * as the step that follows it, not as a condition that takes it back. Every sign-up gets the same answer, and a
     * repeat within the hour sends no new email, so it names the email "we sent you then" (ADR 42).
     */
    checkInbox:
      'One more step: press the confirmation link in our email, and the newsletter is on its way. If you signed up in the last hour, it is the email we sent you then; if you are already subscribed, there is nothing more to do.',
    confirmTitle: 'Confirm your subscription',
    confirmPrompt: 'Press the button to confirm that you want to receive our newsletter by email.',
    confirmButton: 'Confirm my subscription',
    confirmed: 'Your subscription is confirmed. You can unsubscribe at any time from the link in our emails.',
    confirmInvalid: 'This confirmation link is not valid. Please subscribe again on our newsletter page.',
    confirmExpired: 'This confirmation link has expired. Please subscribe again on our newsletter page.',
  },
  /** Rate alerts on /rates (ours, except "Check your email to confirm" from the product issue). */
  rateAlerts: {
    heading: 'Get a rate alert',
    intro: 'Tell us the rate you are waiting for. We check every morning after the rates update and email you at most once a week.',
    province: 'Province',
    product: 'Term and type',
    alertOn: 'Alert me when',
    threshold: 'The rate is at or below',
    thresholdSuffix: '%',
    anyDrop: 'The rate drops at all',
    email: 'Email',
    /** CASL express consent: stored word for word with the consent record. */
    consentLabel: 'Yes, email me rate alerts for the rate I chose. I can unsubscribe at any time with one click.',
    consentRequired: 'Please consent to receiving rate alerts by email',
    submit: 'Create Rate Alert',
    success: 'Check your email to confirm',
    failure: 'We could not create your rate alert. Please try again.',
    thresholdInvalid: 'Enter a rate between 0.5 and 25, e.g. 3.99.',
    confirmTitle: 'Confirm your rate alert',
    confirmButton: 'Turn on my rate alert',
    confirmed: 'Your rate alert is on. We will email you when the rate meets it, at most once a week.',
    confirmInvalid: 'This confirmation link is not valid. Please create the alert again from our rates page.',
    unsubscribeTitle: 'Stop this rate alert',
    unsubscribeButton: 'Unsubscribe',
    unsubscribePrompt: 'Press the button to stop this rate alert. You do not need to sign in.',
    confirmPrompt: 'Press the button to turn on your rate alert.',
    unsubscribed: 'You have been unsubscribed. This rate alert will not email you again.',
    unsubscribeInvalid: 'This unsubscribe link is not valid. Please use the link from your most recent rate alert email.',
  },
  applications: {
    success: 'Application submitted successfully!',
    /** (ours) The borrower portal (ADR 52): every application opens a file, and its sign-in link is mailed at once. */
    fileLinkSent: 'Check your email: we sent you a link to your own mortgage file, to follow its status and upload documents.',
    /** (ours) Shown until the agent list arrives, and always without JavaScript: the page does not list the team (ADR 31). */
    agentHint: 'Looking for a particular agent? Open their page from',
    agentHintLink: 'Find a Broker',
    agentHintEnd: 'and press Apply Now there: your application goes straight to them.',
    /** (ours) The agent an agent's link chose, before the list has arrived with their name. */
    agentFromLink: 'The agent from your link',
    failure: 'Failed to submit application. Please try again.',
    loadFailed: 'Failed to load applications',
    submit: 'Submit Application',
    staffOnly: 'Staff can sign in to see recent applications.',
    empty: 'No applications yet.',
  },
  leads: {
    tooManySubmissions: 'Too many submissions from your connection. Please wait a few minutes and try again.',
    /** (ours) A form sent without JavaScript that the server refused: no field can be highlighted on a static page. */
    formInvalid: 'Some answers were missing or not valid, so nothing was sent. Please check the form and send it again.',
    /** The affordability calculator's 'Send me a copy' consent box; stored as the wording of its consent record. */
    calculatorCopyConsentLabel: 'Yes, you may also email me mortgage news and offers. I can unsubscribe at any time.',
  },
  chat: {
    openButton: 'Get Instant Help',
    /** (ours) A page's own button that opens the same chat (`data-open-chat`), e.g. beside "Call" in a page's closing call to action. */
    askButton: 'Ask our assistant',
    clear: 'Clear Chat',
    failureToast: "I'm having trouble responding right now. Please try again or speak with a mortgage agent.",
    leadSaveFailure: 'There was a problem saving your information. Please try again or call us directly.',
    general: 'Something went wrong. Please try again.',
    rateLimited: 'You are sending messages too quickly. Please wait a minute and try again.',
  },
  calculators: {
    calculatePayment: 'Calculate Payment',
    affordabilityHeading: 'How Much Can I Afford?',
    affordabilityResult: "Great News! Here's what you can afford!",
    affordabilityNote: '*borrowing limit + your down payment',
    /** (ours) The result card's heading when these numbers leave no room for a mortgage (no congratulation at zero income). */
    affordabilityNoRoom: 'No mortgage fits these numbers yet',
    /** (ours) The two costs that start at an estimate rather than $0 (ADR 42). */
    affordabilityHints: {
      heating: 'An estimate to start: lenders count heat. Use your own bills.',
      propertyTaxes: 'An estimate to start (about 1% of the price a year; rates vary by province and town). Use the listing or your town’s rate.',
    },
    getPrequalified: 'Get Prequalified Now',
    applyNow: 'Apply Now',
    sendCopy: 'Send me a copy',
    customRate: 'Custom rate',
    /** The picker lists the brokerage's rates (our_rate), not the lenders' posted rates. */
    ourRate: 'Our rate',
    postedNote: (posted: string) => `posted ${posted}`,
    /** (ours) Shown only with JavaScript off: the results on the page are the default's until the form is sent (ADR 58). */
    needsJavaScript: 'The results shown are an example for the default amount. Enter your figures and press Calculate Payment to see yours.',
  },
  footer: {
    disclaimerShow: '+ Disclaimer',
    disclaimerHide: '- Disclaimer',
    agentLogin: 'Agent Login',
  },
  mortgageOptions: {
    cta: 'Speak with a Mortgage Expert',
    bestFor: 'Best for',
    options: {
      fixed: 'Fixed Rate',
      variable: 'Variable Rate',
      adjustable: 'Adjustable Rate (ARM)',
      firstTime: 'First-Time Homebuyer',
      refinancing: 'Refinancing',
      investment: 'Investment Property',
      secondHeloc: 'Second Mortgages & HELOCs',
      reverse: 'Reverse Mortgages',
    },
  },
  app: {
    ios: 'Download for iOS',
    android: 'Download for Android',
    /** (ours) No store address is configured (APP_STORE_URL, PLAY_STORE_URL; ADR 48). */
    notYet: 'The app is not in the stores yet. Everything it does is on this website in the meantime.',
  },
  generic: {
    serverError: 'Something went wrong on our side. Please try again.',
    rateLimited: 'Too many requests. Please wait a minute and try again.',
    invalidInput: 'Please check the highlighted fields.',
    csrfRefused: 'This request was refused because it did not come from this site.',
    signInRequired: 'Please sign in to continue.',
    /** (ours) A body over the route's size limit, refused before it is read (HTTP 413). */
    bodyTooLarge: 'The request is too large.',
  },
} as const;
