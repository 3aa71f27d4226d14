import { send } from '../../../../browser/api-client';
import { adminApi, agentApi } from '../../../../browser/api-routes';
import { messages } from '../../../../lib/messages-staff';
import { useApiData } from '../../kit/use-api-data';
import type { AgentAnalytics, Period, PlatformAnalytics } from './types';

const failed = messages.backOffice.analytics.fetchFailed;

// Each period's answer through the typed client (ADR 56); a newer period always replaces a slower older answer.

/** The super admin's Platform analytics for one period (GET /api/admin/analytics). */
export const usePlatformAnalytics = (period: Period) =>
  useApiData<PlatformAnalytics>({ key: `analytics:admin:${period}`, load: () => send(() => adminApi.analytics.$get({ query: { period } })) }, failed);

/** The agent's own analytics for one period (GET /api/agent/analytics). */
export const useAgentAnalytics = (period: Period) =>
  useApiData<AgentAnalytics>({ key: `analytics:agent:${period}`, load: () => send(() => agentApi.analytics.$get({ query: { period } })) }, failed);
