/** (ours) The super admin's Audit log tab: the product description has no such screen (ADR 26) (docs/product/README.md#beyond-the-description). */
export const auditMessages = {
  fetchFailed: 'Failed to fetch audit log',
  empty: 'Nothing has been recorded yet.',
  caption: 'Audit log, newest first',
  filtersLabel: 'Audit log filters',
  person: 'Person (email)',
  record: 'Record (type or id)',
  from: 'From',
  to: 'To',
  action: 'Action',
  anyAction: 'All actions',
  exportCsv: 'Export CSV',
  actions: { create: 'Created', update: 'Updated', delete: 'Deleted', export: 'Exported', download: 'Downloaded', action: 'Action' },
  /** (ours) Kinds of action the filter names (ADR 52). */
  kinds: { decision: 'Document decision', file_type: 'File type change' },
  columns: { at: 'When', who: 'Who', action: 'Action', record: 'Record', ip: 'Address', changes: 'Changes' },
  noChanges: 'No field changed',
  moreChanges: (count: number) => `and ${count} more`,
} as const;
