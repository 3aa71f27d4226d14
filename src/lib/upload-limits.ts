/** The most one uploaded file may weigh (4 MB): under the 4.5 MB body limit of a Netlify function, with room for the multipart envelope. */
export const MAX_UPLOAD_BYTES = 4_194_304;
