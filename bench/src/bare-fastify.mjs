// A bare Fastify server (no plugins, one route): what this machine and runtime can answer at
// all. `npm run bench` starts it on PORT and measures it beside the product.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
