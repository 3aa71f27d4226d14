import { LogOutIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { messages } from '../../../lib/messages-staff';
import { Button } from '../ui/button';
import { SidebarTrigger } from '../ui/sidebar';
import { signOut } from './use-staff-guard';

const m = messages.backOffice.panel;

/** The area's title, who is signed in, area-specific actions (rebuild state, View My Page) and Logout. */
export function PanelHeader({ title, who, children }: { title: string; who: string; children?: ReactNode }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border bg-white px-4 py-3 md:px-6">
      <SidebarTrigger label={m.toggleSidebar} className="-ml-2" />
      {/* The minimum width sends the actions to their own row on phones instead of squeezing the title. */}
      <div className="min-w-[12rem] flex-1 basis-0">
        <h1 className="text-xl font-bold text-brand-900 md:text-2xl">{title}</h1>
        <p className="truncate text-sm text-muted-foreground">{m.signedInAs(who)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        <Button
          variant="outline"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          <LogOutIcon aria-hidden="true" />
          {m.logout}
        </Button>
      </div>
    </div>
  );
}
