/**
 * The comment text of a source file, line by line, for tests that read what comments say. Line-based: `//` and
 * `--` (SQL) to the end of the line, `/* … *\/` and `<!-- … -->` across lines, `#` in TOML, YAML and shell files.
 * A quote in code starts a string that a comment marker inside it does not end; a URL's `://` is not a comment.
 */
export interface CommentLine {
  line: number;
  text: string;
}

export function commentLines(source: string, path: string): CommentLine[] {
  const hashComments = /\.(toml|ya?ml|sh)$/.test(path) || !/\.[a-z]+$/.test(path);
  const sql = path.endsWith('.sql');
  const out: CommentLine[] = [];
  let closer: string | null = null;
  source.split('\n').forEach((line, index) => {
    const parts: string[] = [];
    let i = 0;
    while (i < line.length) {
      if (closer) {
        const end = line.indexOf(closer, i);
        parts.push(line.slice(i, end < 0 ? line.length : end));
        if (end < 0) break;
        i = end + closer.length;
        closer = null;
        continue;
      }
      const c = line[i]!;
      if (hashComments) {
        if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) {
          parts.push(line.slice(i + 1));
          break;
        }
        i++;
        continue;
      }
      if ((sql && line.startsWith('--', i)) || (line.startsWith('//', i) && line[i - 1] !== ':')) {
        parts.push(line.slice(i + 2));
        break;
      }
      if (line.startsWith('/*', i) || line.startsWith('<!--', i)) {
        closer = line.startsWith('/*', i) ? '*/' : '-->';
        i += closer === '*/' ? 2 : 4;
        continue;
      }
      if ((c === "'" || c === '"' || c === '`') && !/[A-Za-z]/.test(line[i - 1] ?? '')) {
        const close = line.indexOf(c, i + 1);
        if (close > 0) {
          i = close + 1;
          continue;
        }
      }
      i++;
    }
    if (parts.length) out.push({ line: index + 1, text: parts.join(' ') });
  });
  return out;
}
