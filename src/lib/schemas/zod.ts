import { z } from 'zod';

// zod 4 probes `new Function` to compile fast parsers; under the site's CSP (no 'unsafe-eval') that probe is logged
// as a violation in the browser. Jitless parsing is fast enough for form-sized input and keeps the console clean.
z.config({ jitless: true });

export { z };
