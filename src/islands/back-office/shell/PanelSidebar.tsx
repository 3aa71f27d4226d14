import type { MouseEvent } from 'react';
import { messages } from '../../../lib/messages-staff';
import { Sidebar, SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '../ui/sidebar';
import { useSidebar } from '../ui/sidebar-context';
import type { TabDef } from './areas';
import { hrefForTab } from './use-tab-in-address';

const m = messages.backOffice.panel;

/**
 * The tab list. Entries are real links (`?tab=...`), so they open in a new browser tab and can be copied; a plain
 * click switches in place and, on phones, closes the sheet.
 */
export function PanelSidebar({ tabs, current, onSelect }: { tabs: readonly TabDef[]; current: string; onSelect: (id: string) => void }) {
  const { isMobile, setOpenMobile } = useSidebar();

  const open = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(id);
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar title={m.sections} description={m.sectionsHint} closeLabel={m.close}>
      <nav aria-label={m.sections}>
        <SidebarMenu>
          {tabs.map(({ id, label, icon: Icon }) => (
            <SidebarMenuItem key={id}>
              <SidebarMenuButton asChild tooltip={label}>
                <a href={hrefForTab(window.location, id)} aria-current={id === current ? 'page' : undefined} onClick={(event) => open(event, id)} data-tab={id}>
                  <Icon aria-hidden="true" />
                  <span>{label}</span>
                </a>
              </SidebarMenuButton>
            </SidebarMenuItem>
          ))}
        </SidebarMenu>
      </nav>
    </Sidebar>
  );
}
