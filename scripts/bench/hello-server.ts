import Fastify from 'fastify';

/** The baseline every figure is compared with: Fastify answering a small JSON document. */
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT ?? 4900), host: '127.0.0.1' }).then(() => {
  console.log('ready');
});
