import {
  apiErrorSchema,
  checkoutAnswerSchema,
  checkoutRequestSchema,
  checkoutResumeRequestSchema,
  checkoutResumeSchema,
  checkoutSessionParamsSchema,
  checkoutSessionQuerySchema,
  checkoutSessionResponseSchema,
  checkoutSessionStatusSchema,
  checkoutStatusQuerySchema,
  checkoutStatusSchema,
  couponCheckRequestSchema,
  couponCheckSchema,
  createOrderRequestSchema,
  freeOrderResponseSchema,
  orderSchema,
  startCheckoutRequestSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { readReferralCookie } from '../affiliates';
import { loadOrders } from '../orders';
import { checkCoupon } from './coupon-check';
import { resumeFromReminder } from './reminder-link';
import { PAYMENT_REMINDERS } from './reminder-plugin';
import { checkoutStatus, placePendingOrder, startCheckout } from './service';
import { checkoutWebhookRoutes } from './webhook-routes';

/** Coupon codes one account may try: a buyer mistyping stays far below, a script guessing codes does not. */
export const COUPON_CHECKS_PER_ACCOUNT = { max: 20, timeWindow: 10 * 60_000 };

/** Checkouts (card or free) one account may start: a buyer retrying now and then stays far below. */
export const CHECKOUT_LIMIT_PER_ACCOUNT = { max: 10, timeWindow: 10 * 60_000 };

/**
 * `POST /checkout` and `GET /checkout/status` are the checkout; the older calls (create-session,
 * create-free-order, sessions/:id, POST /orders) stay as thin aliases of the same service.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    503: apiErrorSchema,
  };
  const bearer = [{ bearer: [] }];
  // The partner link the buyer came through, stored on the order (docs/rules/affiliates.md).
  const referralOf = (headers: Parameters<typeof readReferralCookie>[1]) =>
    readReferralCookie(app.checkout.referralSecret, headers);
  // Per IP: @fastify/rate-limit counts before the caller is identified.
  const createLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  // Per account as well, whatever the IPs: checkout is what card-testing bots script.
  const start = {
    onRequest: app.authenticate,
    preHandler: app.accountRateLimit.perUser('checkout', CHECKOUT_LIMIT_PER_ACCOUNT),
    config: createLimit,
  };

  app.post(
    '/checkout',
    {
      ...start,
      schema: {
        tags: ['checkout'],
        summary: 'Check out the cart: the server decides free or paid and answers where to go next',
        security: bearer,
        body: startCheckoutRequestSchema,
        response: { 200: checkoutAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const answer = await startCheckout(
        app.checkout,
        currentUser(request),
        { ...request.body, referral: referralOf(request.headers) },
        request.language,
      );
      // A reminder asked for may fall due sooner than the task's next run: it reckons its next time again.
      if (request.body.paymentReminder) app.dueWork.wake(PAYMENT_REMINDERS);
      return answer;
    },
  );

  app.post(
    '/checkout/resume',
    {
      onRequest: app.authenticate,
      config: createLimit,
      schema: {
        tags: ['checkout'],
        summary: "A payment reminder's link: the unpaid order's lines, to refill its buyer's cart",
        security: bearer,
        body: checkoutResumeRequestSchema,
        response: { 200: checkoutResumeSchema, ...errors },
      },
    },
    async (request) => resumeFromReminder(app.paymentReminders, currentUser(request).id, request.body.token),
  );

  app.post(
    '/coupons/check',
    {
      onRequest: app.authenticate,
      preHandler: app.accountRateLimit.perUser('coupon-check', COUPON_CHECKS_PER_ACCOUNT),
      config: createLimit,
      schema: {
        tags: ['checkout'],
        summary:
          'What a coupon takes off the cart for the signed-in buyer, or why it does not apply (400 coupon.*)',
        security: bearer,
        body: couponCheckRequestSchema,
        response: { 200: couponCheckSchema, ...errors },
      },
    },
    async (request) => checkCoupon(app.checkout, currentUser(request), request.body, request.language),
  );

  app.get(
    '/checkout/status',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['checkout'],
        summary: "Whether the viewer's order is paid (reconciles with the payment provider while pending)",
        security: bearer,
        querystring: checkoutStatusQuerySchema,
        response: { 200: checkoutStatusSchema, ...errors },
      },
    },
    async (request) =>
      checkoutStatus(app.checkout, currentUser(request), request.query.order_id, request.query.session_id),
  );

  app.post(
    '/checkout/create-session',
    {
      ...start,
      schema: {
        tags: ['checkout'],
        summary: 'Alias of POST /checkout for a cart with a positive total (an all-free cart is refused)',
        security: bearer,
        body: checkoutRequestSchema,
        response: { 200: checkoutSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const answer = await startCheckout(
        app.checkout,
        currentUser(request),
        { ...request.body, referral: referralOf(request.headers) },
        request.language,
        'card',
      );
      if (answer.kind !== 'redirect' || !answer.orderId) throw new Error('A card checkout redirects');
      if (request.body.paymentReminder) app.dueWork.wake(PAYMENT_REMINDERS);
      return { sessionUrl: answer.url, orderId: answer.orderId };
    },
  );

  app.post(
    '/checkout/create-free-order',
    {
      ...start,
      schema: {
        tags: ['checkout'],
        summary: 'Alias of POST /checkout, confirmed, for an all-free cart (a cart to pay is refused)',
        security: bearer,
        body: checkoutRequestSchema,
        response: { 200: freeOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const answer = await startCheckout(
        app.checkout,
        currentUser(request),
        { ...request.body, referral: referralOf(request.headers) },
        request.language,
        'free',
      );
      if (answer.kind === 'paid') return { orderId: answer.orderId };
      return { orderId: answer.orderId!, redirectUrl: answer.url };
    },
  );

  app.get(
    '/checkout/sessions/:sessionId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['checkout'],
        summary: 'Alias of GET /checkout/status for a payment session',
        security: bearer,
        params: checkoutSessionParamsSchema,
        querystring: checkoutSessionQuerySchema,
        response: { 200: checkoutSessionStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { paid, orderId } = await checkoutStatus(
        app.checkout,
        currentUser(request),
        request.query.order_id,
        request.params.sessionId,
      );
      return { paid, orderId };
    },
  );

  app.post(
    '/orders',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Create a pending order priced from the database (client prices are ignored)',
        security: bearer,
        body: createOrderRequestSchema,
        response: { 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await placePendingOrder(
        app.checkout,
        currentUser(request),
        request.body.orderItems,
        request.language,
      );
      const [dto] = await loadOrders(app.db, [order], request.language);
      return reply.status(201).send(dto!);
    },
  );

  await app.register(checkoutWebhookRoutes);
};
