import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { socialImageMessages } from '../messages-social-image';
import { siteSettings } from '../site-settings';
import { SOCIAL_IMAGE, SOCIAL_IMAGE_FONTS } from './social-image';

/**
 * The layouts of the social preview images (ADR 31), as elements for satori: the home hero's navy gradient and
 * maple accent (src/styles/site-theme.css). Satori lays out flexbox only, so every box with children says
 * `display: flex`. No I/O here: the headshot comes in as a data address, the fonts are the renderer's.
 */
const colour = {
  brand100: '#d9e8f7',
  brand200: '#b6d2ef',
  brand600: '#1d58a0',
  brand700: '#184782',
  brand900: '#142f52',
  brand950: '#0c1d35',
  accent: '#e4572e',
};

const flexColumn: CSSProperties = { display: 'flex', flexDirection: 'column' };

export interface AgentCardInput {
  name: string;
  title: string;
  location?: string;
  initials: string;
  /** A square raster headshot as a data address, or null for the initials. */
  headshot: string | null;
}

export interface PostCardInput {
  title: string;
  /** The author's name, or null for a post the brokerage published. */
  author: string | null;
}

function Star({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <path d="M16 3l3.2 7.9 8.4.7-6.4 5.5 1.9 8.3L16 21.1l-7.1 4.3 1.9-8.3-6.4-5.5 8.4-.7z" fill={colour.accent} />
    </svg>
  );
}

/** The frame every card shares: the brand line on top, the content, the licence and the address at the bottom. */
function Frame({ children, siteHost }: { children: ReactNode; siteHost: string }) {
  return (
    <div
      style={{
        ...flexColumn,
        width: SOCIAL_IMAGE.width,
        height: SOCIAL_IMAGE.height,
        color: 'white',
        fontFamily: SOCIAL_IMAGE_FONTS,
        backgroundImage: `linear-gradient(135deg, ${colour.brand950} 0%, ${colour.brand900} 55%, ${colour.brand700} 100%)`,
      }}
    >
      <div style={{ ...flexColumn, flexGrow: 1, padding: '52px 72px 36px' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Star size={48} />
          <div style={{ fontSize: 32, fontWeight: 700, letterSpacing: -0.5 }}>{siteSettings.brokerageName}</div>
        </div>
        <div style={{ display: 'flex', flexGrow: 1, alignItems: 'center' }}>{children}</div>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 22, color: colour.brand200 }}>
          <div>{socialImageMessages.licence(siteSettings.licenceNumber)}</div>
          <div style={{ fontWeight: 700, color: 'white' }}>{siteHost}</div>
        </div>
      </div>
      <div style={{ display: 'flex', height: 12, backgroundColor: colour.accent }} />
    </div>
  );
}

/** Long text gets a smaller size, then is cut at a word with an ellipsis, so it never runs off the card. */
export function fitText(text: string, sizes: readonly { upTo: number; size: number }[], max: number): { text: string; size: number } {
  const clean = text.replace(/\s+/g, ' ').trim();
  const cut = clean.length > max ? `${clean.slice(0, clean.lastIndexOf(' ', max) > max * 0.6 ? clean.lastIndexOf(' ', max) : max).trimEnd()}…` : clean;
  const size = sizes.find((step) => cut.length <= step.upTo)?.size ?? sizes[sizes.length - 1]!.size;
  return { text: cut, size };
}

export function defaultCard(siteHost: string): ReactElement {
  return (
    <Frame siteHost={siteHost}>
      <div style={{ ...flexColumn, gap: 28 }}>
        <div style={{ fontSize: 76, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 }}>{siteSettings.brokerageName}</div>
        <div style={{ display: 'flex', width: 96, height: 8, borderRadius: 4, backgroundColor: colour.accent }} />
        <div style={{ fontSize: 36, lineHeight: 1.3, color: colour.brand100, maxWidth: 960 }}>{socialImageMessages.tagline}</div>
      </div>
    </Frame>
  );
}

export function agentCard(agent: AgentCardInput, siteHost: string): ReactElement {
  const name = fitText(
    agent.name,
    [
      { upTo: 18, size: 72 },
      { upTo: 26, size: 60 },
      { upTo: 60, size: 48 },
    ],
    60,
  );
  const title = fitText(
    agent.title,
    [
      { upTo: 40, size: 34 },
      { upTo: 80, size: 28 },
    ],
    80,
  );
  const photoFrame: CSSProperties = { width: 300, height: 300, borderRadius: 150, border: '8px solid rgba(255, 255, 255, 0.85)', flexShrink: 0 };
  return (
    <Frame siteHost={siteHost}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 56 }}>
        {agent.headshot ? (
          <img src={agent.headshot} width={300} height={300} alt="" style={{ ...photoFrame, objectFit: 'cover' }} />
        ) : (
          <div
            style={{
              ...photoFrame,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 120,
              fontWeight: 800,
              backgroundImage: `linear-gradient(135deg, ${colour.brand600} 0%, ${colour.brand950} 100%)`,
            }}
          >
            {agent.initials}
          </div>
        )}
        <div style={{ ...flexColumn, gap: 20, maxWidth: 700 }}>
          <div style={{ fontSize: name.size, fontWeight: 800, lineHeight: 1.05, letterSpacing: -1.5 }}>{name.text}</div>
          <div style={{ display: 'flex', width: 96, height: 8, borderRadius: 4, backgroundColor: colour.accent }} />
          <div style={{ fontSize: title.size, lineHeight: 1.25, color: colour.brand100 }}>{title.text}</div>
          {agent.location && <div style={{ fontSize: 28, color: colour.brand200 }}>{agent.location}</div>}
        </div>
      </div>
    </Frame>
  );
}

export function postCard(post: PostCardInput, siteHost: string): ReactElement {
  const title = fitText(
    post.title,
    [
      { upTo: 45, size: 68 },
      { upTo: 80, size: 56 },
      { upTo: 130, size: 46 },
    ],
    130,
  );
  return (
    <Frame siteHost={siteHost}>
      <div style={{ ...flexColumn, gap: 24, maxWidth: 1056 }}>
        <div style={{ fontSize: 24, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: colour.accent }}>
          {socialImageMessages.blogKicker}
        </div>
        <div style={{ fontSize: title.size, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1.5 }}>{title.text}</div>
        {post.author && <div style={{ fontSize: 30, fontWeight: 700, color: colour.brand100 }}>{socialImageMessages.byline(post.author)}</div>}
      </div>
    </Frame>
  );
}
