import {
  BriefcaseBusinessIcon,
  BugIcon,
  CalendarCheckIcon,
  ChartColumnIcon,
  FileTextIcon,
  KeyRoundIcon,
  InboxIcon,
  LandmarkIcon,
  LinkIcon,
  type LucideIcon,
  MapPinIcon,
  MessageSquareQuoteIcon,
  NewspaperIcon,
  PackageIcon,
  PaletteIcon,
  PercentIcon,
  RssIcon,
  RefreshCwIcon,
  ScanSearchIcon,
  ScrollTextIcon,
  SearchIcon,
  Share2Icon,
  ShieldCheckIcon,
  UserRoundIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import { messages } from '../../../lib/messages-staff';

export interface TabDef {
  id: string;
  label: string;
  icon: LucideIcon;
}

export interface AreaDef {
  title: string;
  /** Roles allowed in; the API enforces the same on every call (docs/product/sign-in-and-roles.md#area-access). */
  roles: readonly string[];
  tabs: readonly TabDef[];
}

const m = messages.backOffice;
type SuperTab = keyof typeof m.superAdminTabs;
type AgentTab = keyof typeof m.agentTabs;

const SUPER_ICONS: Record<SuperTab, LucideIcon> = {
  agents: UsersIcon,
  testimonials: MessageSquareQuoteIcon,
  blog: NewspaperIcon,
  leads: InboxIcon,
  analytics: ChartColumnIcon,
  rates: PercentIcon,
  products: PackageIcon,
  services: BriefcaseBusinessIcon,
  lenders: LandmarkIcon,
  inoreader: RssIcon,
  debug: BugIcon,
  'ontario-test': MapPinIcon,
  'current-rates': CalendarCheckIcon,
  'scrape-test': ScanSearchIcon,
  audit: ScrollTextIcon,
  privacy: ShieldCheckIcon,
  clients: WalletIcon,
  renewals: RefreshCwIcon,
  account: KeyRoundIcon,
};

const AGENT_ICONS: Record<AgentTab, LucideIcon> = {
  profile: UserRoundIcon,
  customize: PaletteIcon,
  social: Share2Icon,
  'application-links': LinkIcon,
  seo: SearchIcon,
  blog: NewspaperIcon,
  documents: FileTextIcon,
  testimonials: MessageSquareQuoteIcon,
  leads: InboxIcon,
  analytics: ChartColumnIcon,
  clients: WalletIcon,
  renewals: RefreshCwIcon,
  account: KeyRoundIcon,
};

// Object key order is the product's tab order (docs/product/back-office-shell.md#super-admin-panel).
const tabsOf = <K extends string>(labels: Record<K, string>, icons: Record<K, LucideIcon>): TabDef[] =>
  (Object.keys(labels) as K[]).map((id) => ({ id, label: labels[id], icon: icons[id] }));

export const SUPER_ADMIN_AREA: AreaDef = {
  title: m.panel.superAdminTitle,
  roles: ['super_admin'],
  tabs: tabsOf(m.superAdminTabs, SUPER_ICONS),
};

export const AGENT_DASHBOARD_AREA: AreaDef = {
  title: m.panel.agentDashboardTitle,
  roles: ['admin', 'agent'],
  tabs: tabsOf(m.agentTabs, AGENT_ICONS),
};
