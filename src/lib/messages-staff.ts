import { backOfficeMessages } from './messages-back-office';
import { messages as publicMessages } from './messages';

/**
 * The strings of the public site and of the back office, as one tree (`messages.backOffice.*`). Back-office islands
 * and the API import this; public islands import `messages.ts`, so their JavaScript holds no back-office strings.
 */
export const messages = { ...publicMessages, backOffice: backOfficeMessages };
