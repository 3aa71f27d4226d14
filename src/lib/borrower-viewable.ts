/**
 * A borrower's upload types a browser shows itself (ADR 60, amending ADR 52): pictures, and PDFs in the browser's
 * own viewer. Shown inline under the download's sandboxing headers (`sandbox` CSP, `nosniff`): a picture runs
 * nothing, and a PDF's own scripts run, if at all, in the viewer's sandbox on an opaque origin. HEIC stays a download:
 * browsers other than Safari cannot show it.
 */
export const VIEWABLE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'application/pdf']);
