import { createContext, type CSSProperties, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { cn } from './cn';
import { TooltipProvider } from './tooltip';
import { useIsMobile } from './use-mobile';

/** shadcn/ui's sidebar constants, which are also the product's (docs/product/back-office-shell.md#sidebar). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

interface SidebarContextValue {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

/** The remembered state; a first visit starts expanded. */
export function readSidebarCookie(cookie: string): boolean {
  const match = new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE_NAME}=(true|false)`).exec(cookie);
  return match ? match[1] === 'true' : true;
}

/** A text box: Ctrl or Cmd + B typed there belongs to the text (docs/decisions/0043-nothing-lost-in-the-back-office.md). */
const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * shadcn/ui's SidebarProvider: expanded/collapsed kept in a cookie for 7 days, Ctrl or Cmd + B toggles it, and on
 * phones the same toggle opens the slide-in sheet instead.
 */
export function SidebarProvider({ className, style, children }: { className?: string; style?: CSSProperties; children: ReactNode }) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(() => (typeof document === 'undefined' ? true : readSidebarCookie(document.cookie)));

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    // biome-ignore lint/suspicious/noDocumentCookie: docs/product/back-office-shell.md#sidebar keeps the sidebar state in a 7-day cookie; one write, no library.
    document.cookie = `${SIDEBAR_COOKIE_NAME}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // In a text box the shortcut is the text's (bold in the Markdown editor), never the sidebar's.
      if (event.defaultPrevented || isTextEntry(event.target)) return;
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({ state: open ? 'expanded' : 'collapsed', open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider delayDuration={0}>
        <div
          data-slot="sidebar-wrapper"
          style={{ '--sidebar-width': SIDEBAR_WIDTH, '--sidebar-width-icon': SIDEBAR_WIDTH_ICON, ...style } as CSSProperties}
          className={cn('group/sidebar-wrapper flex w-full', className)}
        >
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}
