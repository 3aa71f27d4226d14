/**
 * A borrower's upload types a browser shows as a plain picture, where nothing runs (ADR 52): these may be viewed in
 * the browser under the download's own sandboxing headers. PDFs and HEIC stay downloads.
 */
export const VIEWABLE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);
