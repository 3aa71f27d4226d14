import type { FieldSpec } from '../../kit/field-spec';

/** docs/product/back-office-agents.md#create-agent: full name, email and password required (the create-agent body's keys). */
export const createAgentFields: readonly FieldSpec[] = [
  { name: 'fullName', label: 'Full name', kind: 'text', required: true, autoComplete: 'off' },
  { name: 'email', label: 'Email', kind: 'text', type: 'email', required: true, autoComplete: 'off', hint: 'The agent signs in with this address.' },
  {
    name: 'password',
    label: 'Password',
    kind: 'text',
    type: 'password',
    required: true,
    autoComplete: 'new-password',
    hint: 'At least 8 characters. Share it with the agent privately.',
  },
  // (ours) An admin also gets a page and the agent dashboard (docs/product/sign-in-and-roles.md#admins-own-page: roles); the role decides where they land at sign-in.
  {
    name: 'role',
    label: 'Role',
    kind: 'select',
    options: [
      { value: 'agent', label: 'Agent' },
      { value: 'admin', label: 'Admin' },
    ],
    hint: 'Admins manage their own page like agents do.',
  },
];
