import type { accountRoutes } from '../account/routes';
import type { chatRoutes } from '../chat/routes';
import type { newsRoutes } from '../news/routes';
import type { authRoutes } from '../auth/routes';
import type { uploadRoutes } from '../storage/routes';
import type { leadRoutes } from '../leads/routes';
import type { rateRoutes } from '../rates/routes';

/**
 * The routers app.ts mounts beside the two back-office areas, as the typed API client sees them (ADR 56): sign-in
 * (`/api/auth`, the back office's guard and sign-out too), one's own account (`/api/account`) and the back office's
 * image uploads (`/api/uploads`), the public lead forms (`/api/leads`), the public rates (`/api/rates`), the chat widget's
 * `/api/chat` and the public news (`/api/news`). Types only: each
 * router is mounted by app.ts, not here.
 */
export type AuthRoutes = ReturnType<typeof authRoutes>;
export type AccountRoutes = ReturnType<typeof accountRoutes>;
export type UploadRoutes = ReturnType<typeof uploadRoutes>;
export type LeadRoutes = ReturnType<typeof leadRoutes>;
export type RateRoutes = ReturnType<typeof rateRoutes>;
export type ChatRoutes = ReturnType<typeof chatRoutes>;
export type NewsRoutes = ReturnType<typeof newsRoutes>;
