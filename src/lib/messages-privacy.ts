/** (ours) The super admin's Privacy requests tab (ADR 27): the product description has no such screen (docs/product/README.md#beyond-the-description). */
export const privacyRequestMessages = {
  intro: 'Answer a person\u2019s access or erasure request by their email address. Both are recorded in the audit log.',
  email: 'Email address',
  download: 'Download everything held (JSON)',
  eraseTitle: 'Erase this person\u2019s data',
  eraseHelp:
    'Leads, chat transcripts, applications and emails lose their personal fields; their borrower files are deleted whole, with the documents they uploaded and the messages on them; the consent evidence and the audit log keep a tombstone. This cannot be undone.',
  confirm: 'Type the email address again to confirm',
  erase: 'Erase personal data',
  erasing: 'Erasing...',
  erased: (
    { leads, consents, emails }: { leads: number; consents: number; emails: number },
    borrower: { files: number; documents: number; messages: number },
  ) =>
    `Erased: ${leads} ${leads === 1 ? 'lead' : 'leads'}, ${consents} consent ${consents === 1 ? 'record' : 'records'} kept as a tombstone, ${emails} ${emails === 1 ? 'email' : 'emails'}; ` +
    `deleted: ${borrower.files} borrower ${borrower.files === 1 ? 'file' : 'files'}, ${borrower.documents} ${borrower.documents === 1 ? 'document' : 'documents'}, ${borrower.messages} ${borrower.messages === 1 ? 'message' : 'messages'}.`,
  eraseFailed: 'Failed to erase personal data',
  needEmail: 'Enter a valid email address.',
  /** Requests visitors sent from /privacy and confirmed from their inbox (ADR 48). */
  received: 'Requests received',
  receivedHelp: 'Sent from the privacy policy page and confirmed from the person\u2019s inbox. Each is due 30 days after its confirmation.',
  none: 'No confirmed requests yet.',
  kinds: { access: 'Copy of their data', deletion: 'Deletion' },
  receivedOn: (date: string) => `Received ${date}`,
  dueBy: (date: string) => `Due by ${date}`,
  overdue: 'Overdue',
  answeredOn: (date: string) => `Answered ${date}`,
  useAddress: 'Use this address',
  markAnswered: 'Mark answered',
  loadFailed: 'Could not load the requests.',
} as const;

/** (ours) The visitor's privacy request form on /privacy and the pages its post and its emailed link open (ADR 48). */
export const privacyRequestFormMessages = {
  heading: 'Ask for your data, or its deletion',
  intro:
    'Tell us who you are and what you want. We email you a link to confirm the request comes from you; once you confirm, we answer within 30 days. No phone number needed.',
  kind: 'What do you want?',
  access: 'A copy of everything you hold about me',
  deletion: 'Delete my personal information',
  name: 'Your name',
  email: 'Your email address',
  note: 'Anything we should know (optional)',
  noteHint: 'For example, other email addresses or phone numbers you used with us.',
  submit: 'Send request',
  sentTitle: 'Check your email',
  sent: 'If the address is right, an email with a link to confirm your request is on its way. Open it within 7 days: we act on the request once it is confirmed.',
  invalidTitle: 'Some answers need a second look',
  limitedTitle: 'Too many requests',
  failedTitle: 'We could not take your request',
  failed: 'Something went wrong on our side and nothing was sent. Please try again in a few minutes, or call us.',
  back: 'Back to the privacy policy',
  confirmTitle: 'Confirm your privacy request',
  confirmPrompt: 'Press the button to confirm that you made this request. We answer within 30 days of your confirmation.',
  confirmButton: 'Confirm my request',
  confirmed: (due: string) => `Thank you: your request is confirmed. We will answer by ${due}.`,
  confirmExpired: 'This link has expired. Please send your request again from our privacy policy page.',
  confirmInvalid: 'This link is not valid or has already been used.',
  emailSubject: 'Confirm your privacy request',
} as const;
