import { messages } from '../../../../lib/messages-staff';

const m = messages.backOffice.blog;

/** The Blog tabs' toasts and empty list (both areas). */
export const postMessages = {
  fetchFailed: m.fetchFailed,
  saveFailed: m.saveFailed,
  deleteFailed: m.deleteFailed,
  added: m.added,
  updated: m.updated,
  deleted: m.deleted,
  empty: m.empty,
};
