import { messages } from '../../../../lib/messages-staff';
import { adminAgentUpdateSchema, agentProfileTabs } from '../../../../lib/schemas/agent-profile';
import type { FieldSpec } from '../../kit/field-spec';
import { adminFields, dashboardFields } from './fields';

const profile = messages.backOffice.profile;
const agents = messages.backOffice.agents;

export interface ProfileSection {
  fields: readonly FieldSpec[];
  schema: (typeof agentProfileTabs)[keyof typeof agentProfileTabs] | typeof adminAgentUpdateSchema;
  success: string;
  failure: string;
}

/** The agent dashboard's five profile tabs: fields, schema and the product's failure wording for each (docs/product/back-office-agents.md#profile-tab). */
export const DASHBOARD_SECTIONS = {
  profile: { fields: dashboardFields.profile, schema: agentProfileTabs.profile, success: profile.profileUpdated, failure: profile.updateFailed },
  customize: { fields: dashboardFields.customize, schema: agentProfileTabs.customizePage, success: profile.pageUpdated, failure: profile.saveFailed },
  social: { fields: dashboardFields.social, schema: agentProfileTabs.socialLinks, success: profile.socialLinksUpdated, failure: profile.socialLinksFailed },
  applicationLinks: {
    fields: dashboardFields.applicationLinks,
    schema: agentProfileTabs.applicationLinks,
    success: profile.applicationLinksUpdated,
    failure: profile.applicationLinksFailed,
  },
  seo: { fields: dashboardFields.seo, schema: agentProfileTabs.seo, success: profile.seoUpdated, failure: profile.seoFailed },
} satisfies Record<string, ProfileSection>;

/** The super admin's edit dialog: four tabs over one form, checked with the admin update schema. */
export const ADMIN_EDIT_TABS = [
  { id: 'basic', label: agents.tabs.basicInfo, fields: adminFields.basicInfo },
  { id: 'social', label: agents.tabs.socialLinks, fields: adminFields.socialLinks },
  { id: 'app-links', label: agents.tabs.appLinks, fields: adminFields.appLinks },
  { id: 'seo', label: agents.tabs.seo, fields: adminFields.seo },
] as const;

export const ADMIN_EDIT_SECTION: ProfileSection = {
  fields: ADMIN_EDIT_TABS.flatMap((tab) => tab.fields),
  schema: adminAgentUpdateSchema,
  success: agents.updated,
  failure: agents.profileUpdateFailed,
};
