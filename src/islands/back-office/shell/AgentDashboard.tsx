import { ExternalLinkIcon } from 'lucide-react';
import { messages } from '../../../lib/messages';
import { Button } from '../ui/button';
import { AGENT_DASHBOARD_AREA } from './areas';
import { BackOfficeShell } from './BackOfficeShell';
import type { Me } from './use-staff-guard';

/** View My Page opens the agent's public page; before the API links an agent profile, the broker finder. */
function ViewMyPage({ me }: { me: Me }) {
  const slug = me.agent?.profile_slug;
  return (
    <Button variant="outline" asChild>
      <a href={slug ? `/agents/${encodeURIComponent(slug)}` : '/find-broker'} target="_blank" rel="noopener noreferrer">
        <ExternalLinkIcon aria-hidden="true" />
        {messages.backOffice.panel.viewMyPage}
        <span className="sr-only"> {messages.backOffice.panel.opensInNewTab}</span>
      </a>
    </Button>
  );
}

/** The /agent-dashboard island (back-office spec section 2); its tabs are built in later releases. */
export default function AgentDashboard() {
  return <BackOfficeShell area={AGENT_DASHBOARD_AREA} panels={{}} actions={(me) => <ViewMyPage me={me} />} />;
}
