import { ProfileSectionPanel } from './ProfileSectionPanel';

/** The agent dashboard's profile tabs (docs/product/back-office-agents.md#profile-tab), each one section of the shared profile editor. */
export const ProfileTab = () => <ProfileSectionPanel section="profile" />;
export const CustomizePageTab = () => <ProfileSectionPanel section="customize" />;
export const SocialLinksTab = () => <ProfileSectionPanel section="social" />;
export const ApplicationLinksTab = () => <ProfileSectionPanel section="applicationLinks" />;
export const SeoSettingsTab = () => <ProfileSectionPanel section="seo" />;
