import { ExternalLinkIcon } from 'lucide-react';
import { agentPath } from '../../../lib/agent-links';
import { messages } from '../../../lib/messages-staff';
import { AccountPanel } from '../panels/account/AccountPanel';
import { DocumentsPanel } from '../panels/agent-documents/DocumentsPanel';
import { AgentAnalyticsPanel } from '../panels/analytics/AgentAnalyticsPanel';
import { AgentLeadsPanel } from '../panels/leads/AgentLeadsPanel';
import { OwnClientsPanel } from '../panels/clients/ClientsPanel';
import { OwnRenewalsPanel } from '../panels/renewals/RenewalsPanel';
import { AgentBlogPanel } from '../panels/blog/AgentBlogPanel';
import { AgentTestimonialsPanel } from '../panels/testimonials/AgentTestimonialsPanel';
import { agentRebuildStatus } from '../kit/rebuild-status';
import { ApplicationLinksTab, CustomizePageTab, ProfileTab, SeoSettingsTab, SocialLinksTab } from '../panels/agent-page/tabs';
import { useOwnAgent } from '../panels/agent-profile/own-agent';
import { Button } from '../ui/button';
import { AGENT_DASHBOARD_AREA } from './areas';
import { BackOfficeShell } from './BackOfficeShell';

const PANELS = {
  profile: ProfileTab,
  customize: CustomizePageTab,
  social: SocialLinksTab,
  'application-links': ApplicationLinksTab,
  seo: SeoSettingsTab,
  blog: AgentBlogPanel,
  documents: DocumentsPanel,
  testimonials: AgentTestimonialsPanel,
  leads: AgentLeadsPanel,
  analytics: AgentAnalyticsPanel,
  clients: OwnClientsPanel,
  renewals: OwnRenewalsPanel,
  account: AccountPanel,
};

/**
 * View My Page opens the agent's real public page (GET /api/agent/profile gives the slug; a saved slug moves it at
 * once); an account without an agents row (an admin) gets the broker finder.
 */
function ViewMyPage() {
  const { agent } = useOwnAgent();
  return (
    <Button variant="outline" asChild>
      <a href={agent ? agentPath(agent) : '/find-broker'} target="_blank" rel="noopener noreferrer">
        <ExternalLinkIcon aria-hidden="true" />
        {messages.backOffice.panel.viewMyPage}
        <span className="sr-only"> {messages.backOffice.panel.opensInNewTab}</span>
      </a>
    </Button>
  );
}

/**
 * The /agent-dashboard island (docs/product/back-office-shell.md#agent-dashboard). The rebuild state shows after a save (agents read their
 * own copy of it), since most visits change nothing public.
 */
export default function AgentDashboard() {
  return <BackOfficeShell area={AGENT_DASHBOARD_AREA} panels={PANELS} rebuildAfterWrite={agentRebuildStatus} actions={() => <ViewMyPage />} />;
}
