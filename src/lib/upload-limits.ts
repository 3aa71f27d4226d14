/** The most one uploaded file may weigh (4 MB): under the 4.5 MB body limit of a Netlify function, with room for the multipart envelope. */
export const MAX_UPLOAD_BYTES = 4_194_304;

/**
 * With JavaScript a larger file goes in parts of at most PART_BYTES each, joined by the server (ADR 60): a phone
 * camera's photo is often 4 to 8 MB. Above this the file is refused with its own message.
 */
export const MAX_PARTED_UPLOAD_BYTES = 20 * 1024 * 1024;
export const PART_BYTES = MAX_UPLOAD_BYTES;
