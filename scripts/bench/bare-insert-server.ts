/**
 * bench:leads target 2, the ceiling: a bare node:http server doing one libSQL insert per request (same client,
 * same table, same pragmas as the app) and nothing else: no framework, validation, limits or notification.
 */
import { createServer } from 'node:http';
import { createDb, newId } from '../../db/client';
import { migrate } from '../../db/migrate';

const [dbUrl, port] = process.argv.slice(2);
const db = await createDb({ url: dbUrl });
await migrate(db);

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', async () => {
    try {
      const input = JSON.parse(body) as Record<string, string>;
      const id = newId();
      await db.execute({
        sql: `INSERT INTO leads (id, client_name, client_email, client_phone, message, type, source, metadata, idempotency_key)
              VALUES (?, ?, ?, ?, ?, 'contact', 'contact_form', ?, ?)`,
        args: [
          id,
          `${input.firstName} ${input.lastName}`,
          input.email,
          input.phone,
          input.message,
          JSON.stringify({ phoneType: input.phoneType, postalCode: input.postalCode }),
          input.idempotency_key,
        ],
      });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ lead_id: id }));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
    }
  });
});
server.listen(Number(port), '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ ready: true, port: Number(port) })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
