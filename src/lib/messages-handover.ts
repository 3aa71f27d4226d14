/**
 * (ours) Where work changes hands (ADR 44): deleting an agent, assigning a lead, a rate switched off by hand, and a
 * spreadsheet row pasted into a one-line field. The product description shows none of this wording (docs/product/README.md#beyond-the-description).
 */
export const handoverMessages = {
  agentDelete: {
    title: (name: string) => `Delete ${name}?`,
    deactivateFirst: 'Deactivating keeps everything and takes the page off the site; you can reactivate later. Deleting cannot be undone.',
    deactivateInstead: 'Deactivate instead',
    loading: 'Counting what this agent has...',
    loadFailed: 'Could not read what this agent has. Close and try again.',
    removes: 'Deleting removes:',
    documents: (n: number) => `${n} ${n === 1 ? 'document' : 'documents'} (rows and files)`,
    testimonials: (n: number) => `${n} ${n === 1 ? 'testimonial' : 'testimonials'}`,
    loginDeleted: 'their sign-in account and every open session',
    loginDeactivated: 'their page; their staff sign-in is deactivated, not deleted',
    noLogin: 'no sign-in account (none is linked)',
    publicPage: (slug: string | null) => (slug ? `their public page /agents/${slug}` : 'their public page'),
    keeps: 'Kept:',
    posts: (n: number) => `${n} blog ${n === 1 ? 'post stays' : 'posts stay'}, shown as by the brokerage`,
    handover: (leads: number, clients: number) =>
      `${leads} ${leads === 1 ? 'lead' : 'leads'} and ${clients} ${clients === 1 ? 'client' : 'clients'} go to the person you choose; each lead records who had it before.`,
    nothingToHand: 'They have no leads or clients to hand over.',
    reassignTo: 'Give their leads and clients to',
    choose: 'Choose a person',
    /** Names the people the Leads tab lists but the handover does not offer, and why. */
    notOffered: (people: string) =>
      `Not offered: ${people}. Leads and clients go only to an active agent with an active sign-in, who can read them in the back office.`,
    notOfferedReason: { no_login: 'no sign-in account', login_deactivated: 'sign-in deactivated', inactive: 'page deactivated' },
    noTargets: 'There is no other active staff member to take their leads and clients. Deactivate this agent instead, or create another agent first.',
    confirm: 'Delete agent',
    targetRequired: 'Choose who takes this agent’s leads and clients.',
    targetInvalid: 'Choose an active staff member other than the agent being deleted.',
    deleted: (name: string, to: string | null) => (to ? `Agent deleted; their leads and clients now belong to ${to}.` : `${name} deleted.`),
  },
  lead: {
    previousOwner: 'Previous agent',
    previousOwnerValue: (name: string, at: string) => `${name} (until ${at})`,
  },
  assignmentEmail: {
    subject: 'A lead was assigned to you',
    text: (agentName: string, lead: { name: string; source: string; type: string; received: string; id: string }, brokerage: string) =>
      [
        `Hello ${agentName},`,
        '',
        'A lead was assigned to you in the back office.',
        '',
        `Name: ${lead.name}`,
        `Source: ${lead.source}`,
        `Type: ${lead.type}`,
        `Received: ${lead.received}`,
        `Lead id: ${lead.id}`,
        '',
        'Sign in to the back office (Leads) to read it and contact the client.',
        '',
        `-- ${brokerage}`,
      ].join('\n'),
  },
  /** To the person who takes a deleted agent's leads and clients (ours). */
  handoverEmail: {
    subject: 'Leads and clients were handed over to you',
    text: (heirName: string, fromName: string, leads: number, clients: number, brokerage: string) =>
      [
        `Hello ${heirName},`,
        '',
        `${fromName} was removed from the team, and their work is now yours: ${leads} ${leads === 1 ? 'lead' : 'leads'} and ${clients} ${clients === 1 ? 'client' : 'clients'}.`,
        'Each lead shows who had it before.',
        '',
        'Sign in to the back office (Leads, Clients) to pick them up.',
        '',
        `-- ${brokerage}`,
      ].join('\n'),
  },
  rates: {
    keptOff: (n: number) => (n === 1 ? 'One rate switched off by hand stays off.' : `${n} rates switched off by hand stay off.`),
    allKeptOff: 'Every rate of today was switched off by hand; the latest rates stay active.',
    manageHint: 'Rates you switched off by hand stay off.',
  },
  paste: {
    detected: (count: number) => `You pasted ${count} values from a spreadsheet row.`,
    splitInto: (fields: string) => `Split into ${fields}`,
    keepOut: 'Don’t paste',
    refused: (label: string) => `${label} takes one value, and nothing in the pasted row fits this form. Paste or type one value.`,
    severalRows: 'You pasted several rows. Add one lead at a time: paste a single row.',
    unmatched: (count: number) => `${count} ${count === 1 ? 'value does' : 'values do'} not fit a field and ${count === 1 ? 'was' : 'were'} left out.`,
  },
} as const;
