// Runs before `npm start`, `npm test` and the other entry scripts (package.json "pre" scripts). npm puts
// node_modules/.bin first on PATH, so `node` here is the Node 22 that `npm install` brought from the npm registry
// (the `node` dev dependency) whatever the machine's own Node is. One clear sentence instead of a stack trace.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This project needs Node 22.12 or newer, but found ${process.version}: run \`npm install\` first (it brings Node 22 from the npm registry), then try again.`,
  );
  process.exit(1);
}
