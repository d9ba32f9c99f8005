import type { FastifyPluginAsync } from 'fastify';
import notifications from './notifications.ts';
import ownPayments from './own-payments.ts';
import paymentActions from './payment-actions.ts';

/**
 * /payments: top-ups (shop-spec 1.3, issue 20). A signed-in user's own payments, and the
 * gateway's notifications, which come from the gateway with no user's token.
 */
const paymentsArea: FastifyPluginAsync = async (fastify) => {
  await fastify.register(ownPayments);
  await fastify.register(paymentActions);
  await fastify.register(notifications);
};

export default paymentsArea;
