import { AccountPanel } from '../panels/account/AccountPanel';
import { AgentsPanel } from '../panels/agents/AgentsPanel';
import { AuditLogPanel } from '../panels/audit/AuditLogPanel';
import { AllClientsPanel } from '../panels/clients/ClientsPanel';
import { AllRenewalsPanel } from '../panels/renewals/RenewalsPanel';
import { PrivacyRequestsPanel } from '../panels/privacy/PrivacyRequestsPanel';
import { AnalyticsPanel } from '../panels/analytics/AnalyticsPanel';
import { LeadsPanel } from '../panels/leads/LeadsPanel';
import { InoreaderPanel } from '../panels/inoreader/InoreaderPanel';
import { LendersPanel } from '../panels/lenders/LendersPanel';
import { ProductsPanel } from '../panels/products/ProductsPanel';
import { RatesPanel } from '../panels/rates/RatesPanel';
import { CurrentRatesPanel } from '../panels/rates-debug/CurrentRatesPanel';
import { DebugRatesPanel } from '../panels/rates-debug/DebugRatesPanel';
import { OntarioTestPanel } from '../panels/rates-debug/OntarioTestPanel';
import { ScrapeTestPanel } from '../panels/rates-debug/ScrapeTestPanel';
import { ServicesPanel } from '../panels/services/ServicesPanel';
import { BlogPanel } from '../panels/blog/BlogPanel';
import { TestimonialsPanel } from '../panels/testimonials/TestimonialsPanel';
import { SUPER_ADMIN_AREA } from './areas';
import { BackOfficeShell } from './BackOfficeShell';

const PANELS = {
  agents: AgentsPanel,
  testimonials: TestimonialsPanel,
  blog: BlogPanel,
  leads: LeadsPanel,
  analytics: AnalyticsPanel,
  products: ProductsPanel,
  services: ServicesPanel,
  lenders: LendersPanel,
  rates: RatesPanel,
  debug: DebugRatesPanel,
  'ontario-test': OntarioTestPanel,
  'current-rates': CurrentRatesPanel,
  'scrape-test': ScrapeTestPanel,
  inoreader: InoreaderPanel,
  audit: AuditLogPanel,
  privacy: PrivacyRequestsPanel,
  clients: AllClientsPanel,
  renewals: AllRenewalsPanel,
  account: AccountPanel,
};

/** The /super-admin island (docs/product/back-office-shell.md#super-admin-panel). */
export default function SuperAdminPanel() {
  return <BackOfficeShell area={SUPER_ADMIN_AREA} panels={PANELS} showRebuild />;
}
