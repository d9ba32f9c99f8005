/** The activity row every marketing write leaves (activities/resource-log.ts). */
import type { FastifyInstance } from 'fastify';
import { resourceLog } from '../activities/resource-log.ts';

export type MarketingResource = 'coupon' | 'referral_program' | 'referral_code' | 'referral';

export function marketingLog(fastify: FastifyInstance, resourceType: MarketingResource) {
  return resourceLog(fastify, resourceType);
}
