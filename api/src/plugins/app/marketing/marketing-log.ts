/** The activity row every marketing write leaves (activities/resource-log.ts). */
import type { FastifyInstance } from 'fastify';
import { type ResourceLogEntry, resourceLog } from '../activities/resource-log.ts';

export type MarketingResource = 'coupon' | 'referral_program' | 'referral_code' | 'referral';

export type LogEntry = ResourceLogEntry;

export function marketingLog(fastify: FastifyInstance, resourceType: MarketingResource) {
  return resourceLog(fastify, resourceType);
}
