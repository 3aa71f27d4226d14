/**
 * The back office's strings (back-office spec sections 2, 5 and 8), spelled exactly as the spec spells them.
 * Merged into `messages` (src/lib/messages.ts) as `messages.backOffice`; islands and the API both read them there.
 * Where the spec shows no wording, ours is marked "(ours)".
 */
export const backOfficeMessages = {
  panel: {
    superAdminTitle: 'Super Admin Panel',
    agentDashboardTitle: 'Agent Dashboard',
    logout: 'Logout',
    viewMyPage: 'View My Page',
    /** (ours) A tab whose screen belongs to a later release. */
    notBuilt: (label: string) => `${label} is not available yet. It is being built and will appear here in a coming release.`,
    /** (ours) */
    toggleSidebar: 'Toggle sidebar',
  },
  table: {
    /** (ours) */
    loadRetry: 'Try again',
    filterPlaceholder: 'Filter...',
    noMatches: 'No results match the filter.',
  },
  confirm: {
    /** Spec: 'Are you sure you want to delete this agent?', and likewise testimonial, post, lead, rate, product. */
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
  },
  rebuild: {
    /** (ours) The public-site status after a write that changes public pages. */
    queued: 'Public site update queued',
    building: 'Public site updating...',
    live: (time: string) => `Public site live at ${time}`,
    failed: 'The public site update failed; the previous version stays live.',
  },
  products: {
    fetchFailed: 'Failed to fetch products',
    saveFailed: 'Failed to save product',
    deleteFailed: 'Failed to delete product',
    /** (ours) The spec shows no success wording for products; the services and lenders pattern. */
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
  },
  uploads: {
    failedKind: (kind: string) => `Failed to upload ${kind}`,
    imageFailed: 'Failed to upload image',
    documentFailed: (reason: string) => `Failed to upload document: ${reason}`,
    documentSaveFailed: 'Failed to save document',
    bucketNotFound: 'Bucket "blog-images" not found...',
    /** (ours) Reasons the server gives; shown after the spec's prefix. */
    tooLarge: 'The file is too large. The limit is 4 MB.',
    notAllowedImage: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.',
    notAllowedDocument: 'Only PDF, DOC, DOCX or image files can be uploaded.',
    empty: 'The file is empty.',
    missing: 'Choose a file to upload.',
    unknownBucket: 'Unknown upload destination.',
  },
} as const;
