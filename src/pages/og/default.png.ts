import type { APIRoute } from 'astro';
import { renderDefaultSocialImage } from '../../social-images/render-cards';
import { socialImageResponse } from '../../social-images/render-social-image';

/** The social preview image of every page without one of its own (ADR 31), written to dist at build. */
export const GET: APIRoute = async ({ site }) => socialImageResponse(await renderDefaultSocialImage(site!.host));
