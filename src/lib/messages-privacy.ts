/** (ours) The super admin's Privacy requests tab (ADR 27): the spec has no such screen. */
export const privacyRequestMessages = {
  intro: 'Answer a person\u2019s access or erasure request by their email address. Both are recorded in the audit log.',
  email: 'Email address',
  download: 'Download everything held (JSON)',
  eraseTitle: 'Erase this person\u2019s data',
  eraseHelp:
    'Leads, chat transcripts, applications and emails lose their personal fields; the consent evidence and the audit log keep a tombstone. This cannot be undone.',
  confirm: 'Type the email address again to confirm',
  erase: 'Erase personal data',
  erasing: 'Erasing...',
  erased: (leads: number, consents: number, emails: number) =>
    `Erased: ${leads} ${leads === 1 ? 'lead' : 'leads'}, ${consents} consent ${consents === 1 ? 'record' : 'records'} kept as a tombstone, ${emails} ${emails === 1 ? 'email' : 'emails'}.`,
  eraseFailed: 'Failed to erase personal data',
  needEmail: 'Enter a valid email address.',
} as const;
