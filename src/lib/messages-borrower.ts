/**
 * (ours) The borrower portal (ADR 52): the borrower's file page, its sign-in links and emails. The product description (docs/product/README.md#beyond-the-description) shows none of
 * these screens, so every string here is ours. Emails carry no personal details, only a link.
 */
export const borrowerMessages = {
  pageTitle: 'Your mortgage file',
  signIn: {
    title: 'Open your mortgage file',
    prompt: 'Press the button to open your file. The link works once, for one hour.',
    button: 'Open my file',
    invalidLink: 'This link has expired or was already used. Ask for a new one below.',
    askTitle: 'Email me a new link',
    askIntro: 'Enter the email address you applied with. We will send a link to your file.',
    email: 'Email',
    send: 'Email me a new link',
    /** The same answer whether or not a file exists for the address. */
    sent: 'If a file exists for that address, a new link is on its way. It works once, for one hour.',
    invalidEmail: 'Enter a valid email address.',
    tooMany: 'Too many link requests. Please wait an hour and try again.',
    staffRefused: 'Staff accounts cannot open a borrower file here. Use the back office.',
    signedOut: 'You are signed out of your file.',
    signOut: 'Sign out',
  },
  email: {
    linkSubject: 'Your mortgage file',
    linkText: (link: string) =>
      `Your mortgage file is ready. Open it with this link within one hour:\n\n${link}\n\nThe link works once. You can ask for a new link from the same page at any time.`,
    /** The links the borrower asked for ("Email me a new link"): named as such, apart from the first email. */
    newLinkSubject: 'Your new sign-in link',
    newLinksSubject: 'Your new sign-in links',
    /** One link per file of the address, named only by the day the application arrived. */
    linksText: (entries: readonly { opened: string; link: string }[]) =>
      `You have ${entries.length} mortgage files with us. Open each with its own link within one hour:\n\n${entries
        .map((entry) => `Application received ${entry.opened}:\n${entry.link}`)
        .join('\n\n')}\n\nEach link works once. You can ask for new links from the same page at any time.`,
    messageForBorrower: {
      subject: 'A new message on your mortgage file',
      text: (link: string) => `Your agent sent you a message. Read it on your file:\n\n${link}\n\nIf you are signed out, ask for a new link on that page.`,
    },
    reminder: {
      subject: 'Documents still needed for your mortgage file',
      text: (link: string) =>
        `Your agent is still waiting for some documents. See what is needed and upload them on your file:\n\n${link}\n\nIf you are signed out, ask for a new link on that page.`,
    },
    needsRequested: {
      subject: 'Documents requested for your mortgage file',
      text: (link: string) =>
        `Your agent asked for documents. See what is needed and upload them on your file:\n\n${link}\n\nIf you are signed out, ask for a new link on that page.`,
    },
    needsAnother: {
      subject: 'Another document needed for your mortgage file',
      text: (link: string) =>
        `Your agent needs another copy of a document, and says why on your file:\n\n${link}\n\nIf you are signed out, ask for a new link on that page.`,
    },
    messageForAgent: {
      subject: 'A borrower sent a message',
      text: (link: string) => `A borrower sent a message on their file. Read it in the lead desk:\n\n${link}`,
    },
  },
  stages: {
    received: 'Received',
    in_review: 'In review',
    conditionally_approved: 'Conditionally approved',
    completed: 'Completed',
    closed: 'Closed',
  },
  messages: {
    heading: 'Messages',
    none: 'No messages yet.',
    you: 'You',
    agent: 'Your agent',
    label: 'Write to your agent',
    send: 'Send message',
    sent: 'Your message was sent.',
    empty: 'Write a message first.',
    tooLong: 'That message is too long (4,000 characters at most).',
  },
  status: {
    heading: 'Status',
    changedOn: 'since',
  },
  agent: {
    heading: 'Your agent',
    none: 'An agent will be assigned to your file shortly.',
    photoAlt: (name: string) => `Photo of ${name}`,
  },
  needs: {
    heading: 'Documents we need',
    none: 'Your agent has not asked for any documents yet.',
    states: { requested: 'Requested', uploaded: 'Uploaded', accepted: 'Accepted', needs_another: 'Needs another' },
    reason: 'Reason',
    note: 'Note',
    chooseFile: 'Choose a file or take a photo',
    chooseFileFor: (label: string) => `Choose a file or take a photo: ${label}`,
    upload: 'Upload',
    hint: 'PDF, JPEG, PNG or HEIC, up to 4 MB each. A phone photo of one page is usually under 4 MB.',
    uploaded: 'Thank you: your document was uploaded.',
    missing: 'Choose a file to upload.',
    notAllowed: 'That file is not a PDF, JPEG, PNG or HEIC image.',
    tooLarge: 'That file is larger than 4 MB, the most one upload can be. Take a photo of one page at a time, or split a long PDF, and upload each part.',
    unsafe: 'That file cannot be accepted.',
    /** With JavaScript a larger file goes in parts (ADR 60): the hint and the limit the page then shows. */
    hintParted: 'PDF, JPEG, PNG or HEIC, up to 20 MB each.',
    tooLargeParted:
      'That file is larger than 20 MB, the most one upload can be. Take a photo of one page at a time, or split a long PDF, and upload each part.',
    uploadFailed: 'The upload did not finish. Check your connection and try again.',
    uploading: 'Uploading…',
    notFound: 'That document request was not found on your file.',
    /** (ours) A document (an upload) that is not on the borrower's own file: not a request, so its own words. */
    documentNotFound: 'That document was not found on your file.',
    /** (ours) On a closed file (the deal did not go ahead) the upload forms are gone; this says why. */
    closed: 'This file is closed, so no more documents can be uploaded. Write to your agent below if you think that is a mistake.',
    /** (ours) An upload that reached a closed file anyway (a page opened before it closed, a script): nothing was stored. */
    fileClosed: 'This file is closed, so that document was not uploaded. Write to your agent below if you think that is a mistake.',
    tooMany: 'Too many uploads in the last hour. Please wait a while and try again.',
    yourUploads: 'Your uploads',
    view: 'View',
  },
  /** A form refused before it reached its page (a body over the limit, a rate limit): shown as a page, never JSON. */
  refused: {
    tooLarge: 'That form was too large to send.',
    backToFile: 'Back to your file',
  },
  /** The lead desk's side of the file (ADR 52). */
  desk: {
    heading: 'Borrower file',
    loading: 'Loading the borrower file...',
    none: 'No borrower file yet. Opening one emails the borrower a sign-in link.',
    fileType: 'File type',
    /** (ours) The type is saved as soon as it is chosen: a separate button left the old checklist showing. */
    fileTypeHint: 'Saved when chosen: the checklist below follows.',
    open: 'Open a borrower file',
    waiting: (n: number) => (n === 1 ? '1 document waiting on the borrower' : `${n} documents waiting on the borrower`),
    stage: 'Borrower sees',
    checklist: 'Ask for documents',
    ownItem: 'Your own item',
    note: 'Note for the borrower',
    noteFor: (label: string) => `Note for the borrower about: ${label}`,
    edit: 'Edit',
    editItem: (label: string) => `Edit ${label}`,
    remove: 'Remove',
    removeItem: (label: string) => `Remove ${label}`,
    save: 'Save',
    cancel: 'Cancel',
    itemName: 'Document',
    /** (ours) A closed file's checklist stands as it was when the lead closed (ADR 53); reopening the lead opens it again. */
    fileClosed: 'This file is closed, so its documents can no longer be asked for, changed or decided. Reopen the lead first.',
    alreadyUploaded: 'The borrower already uploaded this document, so it can no longer be changed or removed.',
    add: 'Add to the needs list',
    noNeeds: 'No documents asked for yet.',
    download: 'Download',
    view: 'View',
    /** Why a HEIC photo has no View link (ADR 60). */
    heicDownloadOnly: '(HEIC photo: browsers cannot show it; download it to open it in Photos or Preview)',
    accept: 'Accept',
    acceptItem: (label: string) => `Accept ${label}`,
    needsAnother: 'Needs another',
    needsAnotherItem: (label: string) => `Needs another: ${label}`,
    askAgainItem: (label: string) => `Ask for another: ${label}`,
    reason: 'Reason',
    askAgain: 'Ask for another',
    messages: 'Messages',
    noMessages: 'No messages yet.',
    fromBorrower: 'Borrower',
    fromAgent: 'Agent',
    write: 'Message to the borrower',
    send: 'Send',
    failed: 'That did not work. Try again.',
    outcomeNeedsClosed: 'Set the lead to closed first.',
    showAsClosed: 'Show as closed (did not go ahead)',
    showAsCompleted: 'Show as completed',
  },
} as const;
