// Creates an empty PostgreSQL database for the end-to-end server: node --import tsx e2e/fresh-database.ts <postgres url>
import { createScratchDatabase } from '../apps/server/test/scratch-database.js';

const target = new URL(process.argv[2]);
const server = new URL(target);
server.pathname = '/postgres';
await createScratchDatabase(server.toString(), target.pathname.slice(1));
