// Keeps the site's build cache folder (src/build-cache/: post HTML, made once per content, ADR 31)
// between Netlify builds. Netlify starts each build from a fresh clone, so the folder would be empty every time; a
// build plugin's `utils.cache` (@netlify/cache-utils) saves a folder after a build and restores it before the next,
// in the directory Netlify keeps between builds of the site (cleared with "Clear cache and deploy site").
const folder = () => process.env.BUILD_CACHE_DIR?.trim() || '.cache/build';

export const onPreBuild = async ({ utils }) => {
  if (folder() === 'off') return;
  const restored = await utils.cache.restore(folder());
  console.log(`build cache: ${restored ? 'restored' : 'nothing cached yet for'} ${folder()}`);
};

export const onPostBuild = async ({ utils }) => {
  if (folder() === 'off') return;
  const saved = await utils.cache.save(folder());
  console.log(`build cache: ${saved ? 'saved' : 'nothing to save in'} ${folder()}`);
};
