/**
 * A borrower file is closed while its latest stage is closed (the deal did not go ahead, ADR 52): it takes no more
 * documents and its checklist stands as it was (ADR 53). A funded file (completed) stays open, and a lead set back
 * from closed opens it again. One rule for the borrower's page, the desk and the server's refusals.
 */
export const isClosedFile = (stages: readonly { stage: string }[]): boolean => stages.at(-1)?.stage === 'closed';
