import { PanelLeftIcon } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';
import { SIDEBAR_WIDTH_MOBILE, useSidebar } from './sidebar-context';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/**
 * shadcn/ui Sidebar (new-york-v4, collapsible="icon"), adapted to sit under the site header: on desktop it is a
 * sticky column (16rem, or 3rem of icons when collapsed) instead of a fixed one; below 768px it is a sheet.
 * `--panel-top` is the height of the site header above it.
 */
export function Sidebar({ title, description, closeLabel, children }: { title: string; description: string; closeLabel?: string; children: ReactNode }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          data-slot="sidebar"
          data-mobile="true"
          closeLabel={closeLabel}
          className="w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground"
          style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
        >
          <SheetTitle className="sr-only">{title}</SheetTitle>
          <SheetDescription className="sr-only">{description}</SheetDescription>
          <div className="flex h-full w-full flex-col overflow-y-auto pt-10">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-slot="sidebar"
    >
      <div
        data-slot="sidebar-container"
        className="sticky top-(--panel-top,0px) flex h-[calc(100svh-var(--panel-top,0px))] w-(--sidebar-width) flex-col overflow-x-hidden overflow-y-auto border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none"
      >
        {children}
      </div>
    </div>
  );
}

export function SidebarTrigger({ label, className, ...props }: ComponentProps<typeof Button> & { label: string }) {
  const { toggleSidebar, open, openMobile, isMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      className={cn('size-9', className)}
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      onClick={toggleSidebar}
      {...props}
    >
      <PanelLeftIcon aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="sidebar-menu" className={cn('flex w-full min-w-0 flex-col gap-1 p-2', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('relative', className)} {...props} />;
}

const menuButtonClass =
  'flex h-8 w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm outline-hidden transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-semibold aria-[current=page]:text-sidebar-accent-foreground group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0';

/** A menu entry; collapsed to an icon, its label stays its accessible name and shows as a tooltip. */
export function SidebarMenuButton({ asChild = false, tooltip, className, ...props }: ComponentProps<'button'> & { asChild?: boolean; tooltip?: string }) {
  const Comp = asChild ? Slot.Root : 'button';
  const { isMobile, state } = useSidebar();
  const button = <Comp data-slot="sidebar-menu-button" className={cn(menuButtonClass, className)} {...props} />;
  if (!tooltip) return button;
  // Always wrapped (only the content hides), so collapsing never remounts the focused entry.
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={isMobile || state !== 'collapsed'}>
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}
