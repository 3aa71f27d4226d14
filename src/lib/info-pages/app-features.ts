/** The four features of /app (docs/product/public-site.md#mobile-app: Mobile app). `icon` names a path in the page's icon set. */
export const APP_FEATURES = [
  {
    icon: 'status',
    title: 'Track your application status',
    text: 'See each step from submission to approval and closing, with what is still needed from you.',
  },
  { icon: 'upload', title: 'Secure document upload', text: 'Send pay stubs, notices of assessment and IDs from your phone over an encrypted connection.' },
  { icon: 'bell', title: 'Rate alerts and notifications', text: "Get notified when today's rates move or when it is time to start your renewal." },
  { icon: 'chat', title: 'Chat with a mortgage professional', text: 'Message your broker directly and get answers without waiting on hold.' },
] as const;
