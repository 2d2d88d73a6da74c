import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notifyMeRoutes } from './notify-me.routes.ts';

/** The notify-me routes (the back-in-stock e-mail is a subscriber of stock changes: subscribers/). */
export const notifyMePlugin = fp(async (app: FastifyInstance) => {
  await app.register(notifyMeRoutes);
});
