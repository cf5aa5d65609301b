/**
 * The gateway simulator alone in a process of its own, as the card gateway is another machine:
 * benchmarks start it so that serving the charge API does not share the measured server's event
 * loop. Its charges are kept in an embedded database in memory. Shop credentials from SIM_SHOP_ID
 * and SIM_PASSWORD; prints its address, serves until killed.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openDatabase } from '../apps/server/src/db/client.js';
import { gatewaySimulatorRoutes } from '../apps/server/src/features/payments/gateway/gateway-simulator.js';
import { freePort } from '../apps/server/test/free-port.js';

const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const database = await openDatabase({ pgliteDir: 'memory://' });
await app.register(gatewaySimulatorRoutes, {
  db: database.db,
  credentials: { shopId: process.env.SIM_SHOP_ID ?? '', password: process.env.SIM_PASSWORD ?? '' },
  control: true,
  publicUrl: base,
});
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`${base}\n`);
