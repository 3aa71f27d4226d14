import { createServer, type IncomingMessage } from 'node:http';

export interface CapturedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type PeerHandler = (request: CapturedRequest) => { status?: number; body?: string; headers?: Record<string, string> };

/** A real HTTP server on 127.0.0.1 that records requests and answers from fixtures (outside services in tests). */
export async function startHttpPeer(handler: PeerHandler = () => ({ status: 200, body: '{}' })) {
  const requests: CapturedRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const captured = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      requests.push(captured);
      const answer = handler(captured);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
